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
}
