import Foundation
import Testing

@testable import PhotoCore

/// Reading a profile's colour space and description without a colour engine.
struct ICCProfileTests {
  /// The 588-byte sRGB profile (version 4, `mluc` description "sRGB built-in") Pillow embeds, from the fuzz
  /// corpus's JPEG; and the version 2 Adobe RGB compatible profile of the colour fixtures.
  static func profile(_ file: String, kind: ImageKind) throws -> [UInt8] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let bytes = Array(try Data(contentsOf: root.appendingPathComponent(file)))
    guard case .iccProfile(let profile)? = ColorDescription.read(bytes, kind: kind) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    return profile
  }

  @Test func anSRGBProfileIsKnownByItsDescription() throws {
    let srgb = try Self.profile("FuzzCorpus/image-header/jpeg-icc-8x6.jpg", kind: .jpeg)
    #expect(ICCProfile.colorSpace(of: srgb) == "RGB ")
    #expect(ICCProfile.description(of: srgb) == "sRGB built-in")
    #expect(ICCProfile.isSRGB(srgb))
  }

  @Test func anotherRGBProfileIsNotSRGB() throws {
    let adobe = try Self.profile("PhotoShellTests/Fixtures/Colour/adobe-rgb.jpg", kind: .jpeg)
    #expect(ICCProfile.colorSpace(of: adobe) == "RGB ")
    #expect(ICCProfile.description(of: adobe) == "Adobe RGB (1998) compatible")
    #expect(!ICCProfile.isSRGB(adobe))
  }

  @Test func brokenProfilesSayNothing() {
    #expect(ICCProfile.colorSpace(of: [1, 2, 3]) == nil)
    #expect(ICCProfile.description(of: Array(repeating: 0xFF, count: 200)) == nil)
    #expect(!ICCProfile.isSRGB(Array(repeating: 0, count: 128)))
  }

  /// An sRGB profile with its colorants swapped about (red's stated as green's, green's as blue's, blue's as
  /// red's) but its name kept: named sRGB, it is not sRGB, and its photo is converted.
  @Test func aProfileNamedSRGBWithOtherPrimariesIsNotSRGB() throws {
    let srgb = try Self.profile("FuzzCorpus/image-header/jpeg-icc-8x6.jpg", kind: .jpeg)
    let (r, g, b) = try #require(
      ICCProfile.tag("rXYZ", in: srgb).flatMap { r in
        ICCProfile.tag("gXYZ", in: srgb).flatMap { g in ICCProfile.tag("bXYZ", in: srgb).map { (r, g, $0) } }
      })
    #expect(try #require(ICCProfile.xyz("rXYZ", in: srgb)).map { ($0 * 1e4).rounded() } == [4360, 2225, 139])
    var rotated = srgb
    for (to, from) in [(r, g), (g, b), (b, r)] {
      rotated.replaceSubrange(to.offset..<to.offset + 20, with: srgb[from.offset..<from.offset + 20])
    }
    #expect(ICCProfile.description(of: rotated) == "sRGB built-in")
    #expect(!ICCProfile.isSRGB(rotated))
    #expect(!ColorDescription.iccProfile(rotated).isSRGB)
  }
}
