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

  /// The mean difference per channel between `decoded` and `reference` (default: the sRGB original as
  /// sdlphoto itself draws it, decoded the same way), 0...255.
  static func meanDifference(
    _ decoded: ImageDecoder.Decoded, reference: String = "srgb.png", box: (Int, Int) = (32, 24), region: Rect? = nil
  ) throws -> Double {
    let original = try decode(reference, box: box, region: region)
    defer { original.free() }
    return try meanDifference(decoded, original)
  }

  /// The mean difference per channel between two decodes of the same size, 0...255.
  static func meanDifference(_ x: ImageDecoder.Decoded, _ y: ImageDecoder.Decoded) throws -> Double {
    let a = try #require(x.surface ?? x.planes?.argbSurface())
    let b = try #require(y.surface ?? y.planes?.argbSurface())
    defer {
      if x.planes != nil { SDL_FreeSurface(a) }
      if y.planes != nil { SDL_FreeSurface(b) }
    }
    try #require(a.pointee.w == b.pointee.w && a.pointee.h == b.pointee.h)
    var total = 0
    for row in 0..<Int(a.pointee.h) {
      let ra = (a.pointee.pixels + row * Int(a.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
      let rb = (b.pointee.pixels + row * Int(b.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
      for column in 0..<Int(a.pointee.w) {
        for shift in [0, 8, 16] as [UInt32] {
          total += abs(Int((ra[column] >> shift) & 0xFF) - Int((rb[column] >> shift) & 0xFF))
        }
      }
    }
    return Double(total) / Double(3 * Int(a.pointee.w * a.pointee.h))
  }

  static func decode(
    _ name: String, box: (Int, Int) = (32, 24), region: Rect? = nil, planar: Bool = true, managed: Bool = true
  ) throws -> ImageDecoder.Decoded {
    var options = DecodeOptions(maxPixels: 1 << 20, planar: planar)
    options.managesColour = managed
    let path = folder + "/" + name
    let fit = ResolutionPolicy.Box(width: box.0, height: box.1)
    if let region {
      return try DecoderRegistry.standard.decode(path: path, region: region, box: fit, options: options).get()
    }
    return try DecoderRegistry.standard.decode(path: path, box: fit, options: options).get()
  }

  @Test(arguments: ["adobe-rgb", "display-p3", "swapped"])
  func aProfiledPhotoShowsTheColoursOfItsSRGBOriginal(space: String) throws {
    for ext in ["jpg", "png"] {
      let decoded = try Self.decode("\(space).\(ext)")
      defer { decoded.free() }
      // A profiled JPEG decodes to 32-bit pixels, converted; planes would mean it was not.
      #expect(decoded.planes == nil)
      let difference = try Self.meanDifference(decoded)
      #expect(difference < 2, "\(space).\(ext): mean difference \(difference)")
    }
  }

  @Test(arguments: [
    ("adobe-rgb.webp", "Adobe RGB (1998)"), ("adobe-rgb.tif", "Adobe RGB (1998)"),
    ("display-p3-icc.heic", "Display P3"), ("display-p3-nclx.heic", "Display P3"),
    ("display-p3-nclx.avif", "Display P3"), ("display-p3.jxl", "Display P3"), ("gamma-chrm.png", "Gamma 1.80"),
    ("display-p3.jpg", "Display P3"), ("swapped.png", "Swapped red and green"), ("srgb.png", "sRGB"),
  ])
  func everyFormatsColourDescriptionIsReadConvertedAndNamed(name: String, space: String) throws {
    let decoded = try Self.decode(name)
    defer { decoded.free() }
    let difference = try Self.meanDifference(decoded)
    #expect(difference < 2, "\(name): mean difference \(difference)")
    #expect(decoded.colorSpace == space)
  }

  @Test func aThumbnailAndASharperPartShowTheSameColoursAsTheWhole() throws {
    for name in ["adobe-rgb.jpg", "display-p3.png", "swapped.jpg"] {
      let small = try Self.decode(name, box: (16, 12))
      defer { small.free() }
      let smallDifference = try Self.meanDifference(small, box: (16, 12))
      #expect(smallDifference < 2, "\(name) as a thumbnail: \(smallDifference)")
      // A part, as a zoomed photo decodes its visible region.
      let part = Rect(x0: 8, y0: 8, x1: 24, y1: 24)
      let region = try Self.decode(name, box: (32, 24), region: part)
      defer { region.free() }
      #expect(region.planes == nil)
      let regionDifference = try Self.meanDifference(region, box: (32, 24), region: part)
      #expect(regionDifference < 2, "\(name) in part: \(regionDifference)")
    }
  }

  @Test func anEXIFThumbnailIsTakenToBeInThePhotosColourSpace() throws {
    // adobe-rgb.jpg carrying itself as its EXIF thumbnail: the stand-in shows the original's colours too.
    var photo = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/adobe-rgb.jpg")))
    let thumb = photo
    func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
    var tiff: [UInt8] = Array("MM".utf8) + u16(42) + u32(8)
    tiff += u16(0) + u32(14)
    tiff += u16(2) + u16(0x0201) + u16(4) + u32(1) + u32(44) + u16(0x0202) + u16(4) + u32(1) + u32(thumb.count) + u32(0)
    tiff += thumb
    let payload = Array("Exif\0\0".utf8) + tiff
    photo.insert(contentsOf: [0xFF, 0xE1] + u16(payload.count + 2) + payload, at: 2)
    let path = NSTemporaryDirectory() + "/sdlphoto-adobe-thumb-\(getpid()).jpg"
    try Data(photo).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let preview = try DecoderRegistry.standard.preview(path: path, options: DecodeOptions(maxPixels: 1 << 20)).get()
    defer { preview.free() }
    #expect(preview.colorSpace == "Adobe RGB (1998)")
    let difference = try Self.meanDifference(preview)
    #expect(difference < 2, "preview: \(difference)")
  }

  @Test func aCMYKJPEGConvertsThroughItsProfileAndWithoutOneStillShows() throws {
    let managed = try Self.decode("cmyk.jpg")
    defer { managed.free() }
    // Pillow's own conversion of the CMYK back to sRGB is what a colour-managed viewer shows.
    let difference = try Self.meanDifference(managed, reference: "cmyk-expected.png")
    #expect(difference < 2, "cmyk.jpg: \(difference)")
    #expect(managed.colorSpace != "sRGB")
    #expect(SDL_ALPHA_OPAQUE == UInt8(ImageDecoderTests.pixel(managed.surface, 3, 3) >> 24))
    // Without a profile, the plain formula: roughly the picture, never a failure.
    let plain = try Self.decode("cmyk-plain.jpg")
    defer { plain.free() }
    let plainDifference = try Self.meanDifference(plain, reference: "cmyk-expected.png")
    #expect(plainDifference < 40, "cmyk-plain.jpg: \(plainDifference)")
    #expect(plainDifference > difference)
  }

  @Test func withColourManagementOffNothingIsConvertedButTheSpaceIsNamed() throws {
    let decoded = try Self.decode("swapped.jpg", managed: false)
    defer { decoded.free() }
    #expect(decoded.colorSpace == "Swapped red and green")
    #expect(decoded.planes != nil, "shown as decoded: planes kept")
    #expect(try Self.meanDifference(decoded) > 20)
  }

  @Test func aPhotoWhoseEXIFSaysAdobeRGBWithoutAProfileIsConvertedAsAdobeRGB() throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/adobe-exif.jpg")))
    #expect(ColorDescription.read(bytes, kind: .jpeg) == .adobeRGB)
    let decoded = try Self.decode("adobe-exif.jpg")
    defer { decoded.free() }
    #expect(decoded.planes == nil)
    #expect(try Self.meanDifference(decoded) < 2)
    #expect(decoded.colorSpace == "Adobe RGB (1998)")
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
