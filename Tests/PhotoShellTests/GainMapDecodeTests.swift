import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// HDR photos made of an SDR base and a gain map (`Fixtures/Colour/make-gain-map-fixtures`: Ultra HDR and ISO
/// 21496-1 JPEGs, an Apple HEIC) show their base, pixel for pixel as the base alone decodes, and are named
/// "sRGB · HDR gain map"; an MPO of two views is plain sRGB.
@Suite struct GainMapDecodeTests {
  static func decode(_ name: String, planar: Bool = false) throws -> ImageDecoder.Decoded {
    try ColorConversionTests.decode(name, box: (64, 48), planar: planar)
  }

  @Test(arguments: ["ultra-hdr.jpg", "iso-gain-map.jpg"])
  func aGainMapJPEGShowsItsBaseAndSaysHDR(name: String) throws {
    let decoded = try Self.decode(name)
    defer { decoded.free() }
    #expect(decoded.colorSpace == "sRGB · HDR gain map")
    let base = try Self.decode("gain-map-base.jpg")
    defer { base.free() }
    #expect(base.colorSpace == "sRGB")
    #expect(try ColorConversionTests.meanDifference(decoded, base) == 0, "the base's own pixels")
    // As planes too (the pager's way with a JPEG).
    let planes = try Self.decode(name, planar: true)
    defer { planes.free() }
    #expect(planes.planes != nil && planes.colorSpace == "sRGB · HDR gain map")
  }

  @Test func anAppleHEICWithAGainMapShowsItsBaseAndSaysHDR() throws {
    let decoded = try Self.decode("gain-map.heic")
    defer { decoded.free() }
    #expect(decoded.colorSpace == "sRGB · HDR gain map")
    #expect(decoded.nativeWidth == 64 && decoded.nativeHeight == 48)
    // The base as the script drew it (heif-enc lossless: within rounding).
    let drawn: [[UInt8]] = (0..<48).flatMap { (y: Int) -> [[UInt8]] in
      (0..<64).map { (x: Int) -> [UInt8] in [UInt8(40 + x * 3), UInt8(60 + y * 3), 140] }
    }
    let difference = HDRDecodeTests.meanDifference(decoded.surface, drawn)
    #expect(difference < 2, "mean difference \(difference)")
  }

  @Test func anMPOOfTwoViewsIsPlainSRGB() throws {
    let decoded = try Self.decode("mpo-stereo.jpg")
    defer { decoded.free() }
    #expect(decoded.colorSpace == "sRGB")
  }
}
