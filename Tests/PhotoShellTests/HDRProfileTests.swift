import CSDL2
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// PQ and HLG said by an ICC profile's `cicp` tag (`HDRFixture+Profile`), checked against the same picture
/// said by `cICP`, the path already checked against the photo itself (`HDRDecodeTests`): a PNG whose `iCCP`
/// says PQ or HLG is tone-mapped to the same pixels and named alike, whether or not Little CMS could convert
/// through its profile (the tone-mapped pixels are sRGB: the profile is not applied on top); unmanaged, its
/// values show as stored.
@Suite struct HDRProfileTests {
  static let (width, height) = (HDRDecodeTests.width, HDRDecodeTests.height)
  static let photo = HDRDecodeTests.photo

  /// The PNG `bytes` written as `name` and decoded whole by sdlphoto (managing colours or not).
  static func decode(_ bytes: [UInt8], _ name: String, managed: Bool = true) throws -> ImageDecoder.Decoded {
    let path = ImageDecoderTests.write(bytes, name + ".png")
    return try ImageDecoder.decode(
      path: path, maxWidth: 4096, maxHeight: 4096, maxPixels: ImageDecoderTests.maxPixels, managesColour: managed
    ).get()
  }

  /// The pixels of `surface` (ARGB8888) that differ from `other`'s.
  static func differing(
    _ surface: UnsafeMutablePointer<SDL_Surface>, _ other: UnsafeMutablePointer<SDL_Surface>
  )
    -> Int
  {
    (0..<height).reduce(0) { count, y in
      count + (0..<width).filter { PNGDecoderTests.argb(surface, $0, y) != PNGDecoderTests.argb(other, $0, y) }.count
    }
  }

  @Test(arguments: [(HDRTransfer.pq, false), (.pq, true), (.hlg, false), (.hlg, true)])
  func aPNGWhoseProfileSaysHDRShowsAsTheSameCodedWithCICP(transfer: HDRTransfer, colorants: Bool) throws {
    let coded = HDRFixture.png(Self.photo, width: Self.width, height: Self.height, transfer: transfer)
    let profile = HDRFixture.profile(transfer: transfer, colorants: colorants)
    let profiled = HDRFixture.withProfile(coded, profile)
    guard case .compressedICCProfile? = ColorDescription.read(profiled, kind: .png) else {
      Issue.record("the PNG's iCCP is not read")
      return
    }
    let oracle = try Self.decode(coded, "cicp-\(transfer)")
    defer { oracle.free() }
    let decoded = try Self.decode(profiled, "icc-\(transfer)-\(colorants)")
    defer { decoded.free() }
    #expect(decoded.colorSpace == "HDR (\(transfer.rawValue))")
    #expect(decoded.toneMapped)
    #expect(Self.differing(decoded.surface, oracle.surface) == 0, "tone-mapped as the cICP PNG is")
    let difference = HDRDecodeTests.meanDifference(decoded.surface, Self.photo)
    #expect(difference < 1.5, "\(transfer): mean difference \(difference) from the photo")
  }

  @Test(arguments: [HDRTransfer.pq, .hlg])
  func withColourManagementOffItsValuesShowAsStored(transfer: HDRTransfer) throws {
    let coded = HDRFixture.png(Self.photo, width: Self.width, height: Self.height, transfer: transfer)
    let profiled = HDRFixture.withProfile(coded, HDRFixture.profile(transfer: transfer, colorants: true))
    let oracle = try Self.decode(coded, "cicp-off-\(transfer)", managed: false)
    defer { oracle.free() }
    let decoded = try Self.decode(profiled, "icc-off-\(transfer)", managed: false)
    defer { decoded.free() }
    #expect(decoded.colorSpace == "HDR (\(transfer.rawValue))", "still named")
    #expect(!decoded.toneMapped)
    #expect(Self.differing(decoded.surface, oracle.surface) == 0)
    #expect(HDRDecodeTests.meanDifference(decoded.surface, Self.photo) > 10, "as stored")
  }

  @Test func aPlanForAnHDRProfileNamesItWhetherLittleCMSCanReadItOrNot() {
    for colorants in [false, true] {
      let profile = HDRFixture.profile(transfer: .pq, colorants: colorants)
      let plan = ColorConversion.plan(for: .iccProfile(profile), managed: true, path: "x.png")
      #expect(plan.name == "HDR (PQ)", "colorants \(colorants)")
    }
  }
}
