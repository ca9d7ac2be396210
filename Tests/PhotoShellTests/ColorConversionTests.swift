import CLCMS
import CSDL2
import CSDL2Image
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// Photos in other colour spaces, with their profile embedded, show the colours of the sRGB original
/// (fixtures made by `Fixtures/Colour/make-fixtures` with Pillow and Little CMS).
@Suite(.serialized) struct ColorConversionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Colour").path

  /// The mean difference per channel between `decoded` and the sRGB original, 0...255.
  static func meanDifference(_ decoded: ImageDecoder.Decoded) throws -> Double {
    let original = try #require(IMG_Load(folder + "/srgb.png"))
    defer { SDL_FreeSurface(original) }
    let a = try #require(SDL_ConvertSurfaceFormat(original, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
    defer { SDL_FreeSurface(a) }
    var b = try #require(decoded.surface)
    if let planes = decoded.planes { b = try #require(planes.argbSurface()) }
    try #require(a.pointee.w == b.pointee.w && a.pointee.h == b.pointee.h)
    var total = 0
    for y in 0..<Int(a.pointee.h) {
      let ra = (a.pointee.pixels + y * Int(a.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
      let rb = (b.pointee.pixels + y * Int(b.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
      for x in 0..<Int(a.pointee.w) {
        for shift in [0, 8, 16] as [UInt32] {
          total += abs(Int((ra[x] >> shift) & 0xFF) - Int((rb[x] >> shift) & 0xFF))
        }
      }
    }
    if decoded.planes != nil { SDL_FreeSurface(b) }
    return Double(total) / Double(3 * Int(a.pointee.w * a.pointee.h))
  }

  static func decode(_ name: String, planar: Bool = true) throws -> ImageDecoder.Decoded {
    let result = DecoderRegistry.standard.decode(
      path: folder + "/" + name, box: ResolutionPolicy.Box(width: 32, height: 24),
      options: DecodeOptions(maxPixels: 1 << 20, planar: planar))
    return try result.get()
  }

  @Test(arguments: ["adobe-rgb", "display-p3", "swapped"])
  func aProfiledPhotoShowsTheColoursOfItsSRGBOriginal(space: String) throws {
    for ext in ["jpg", "png"] {
      let decoded = try Self.decode("\(space).\(ext)")
      defer { decoded.free() }
      // A profiled JPEG decodes to 32-bit pixels, converted; planes would mean it was not.
      #expect(decoded.planes == nil)
      let difference = try Self.meanDifference(decoded)
      #expect(difference < 2.5, "\(space).\(ext): mean difference \(difference)")
    }
  }

  @Test func aPhotoWhoseEXIFSaysAdobeRGBWithoutAProfileIsConvertedAsAdobeRGB() throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/adobe-exif.jpg")))
    #expect(ColorDescription.read(bytes, kind: .jpeg) == .adobeRGB)
    let decoded = try Self.decode("adobe-exif.jpg")
    defer { decoded.free() }
    #expect(decoded.planes == nil)
    #expect(try Self.meanDifference(decoded) < 2.5)
  }

  @Test func photosWithTheSameProfileShareOneTransform() throws {
    let first = try Self.decode("display-p3.jpg")
    first.free()
    let made = sdlphoto_transforms_count()
    // The same profile again, in another file and format: no new transform.
    for name in ["display-p3.png", "display-p3.jpg"] { try Self.decode(name).free() }
    #expect(sdlphoto_transforms_count() == made)
    // Another profile, twice: at most one more (none when an earlier test made it).
    for _ in 0..<2 { try Self.decode("adobe-rgb.png").free() }
    #expect(sdlphoto_transforms_count() - made <= 1)
  }

  @Test func withoutItsProfileTheSwappedPhotoWouldBePlainlyWrong() throws {
    // The same pixels read as sRGB (the profile taken out of the file): what sdlphoto showed before.
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/swapped.png")))
    let iccp = Array("iCCP".utf8)
    let at = try #require((0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == iccp })
    bytes.replaceSubrange(at..<(at + 4), with: Array("iXXP".utf8))  // an unknown ancillary chunk: skipped
    let path = NSTemporaryDirectory() + "/sdlphoto-swapped-\(getpid()).png"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let plain = try DecoderRegistry.standard.decode(
      path: path, box: ResolutionPolicy.Box(width: 32, height: 24), options: DecodeOptions(maxPixels: 1 << 20)
    ).get()
    defer { plain.free() }
    let plainDifference = try Self.meanDifference(plain)
    #expect(plainDifference > 20)
  }

  @Test func anUntaggedJPEGKeepsItsPlanes() throws {
    // The fuzz corpus's JPEG carries Pillow's sRGB profile: sRGB needs no step, so planes stay.
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FuzzCorpus/image-header/jpeg-icc-8x6.jpg").path
    let decoded = try DecoderRegistry.standard.decode(
      path: corpus, box: ResolutionPolicy.Box(width: 8, height: 6),
      options: DecodeOptions(maxPixels: 1 << 20, planar: true)
    ).get()
    defer { decoded.free() }
    #expect(decoded.planes != nil)
  }
}
