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

  /// An AVIF keeps the profile of the PNG it was made from (avifenc, red and green swapped): applied to the
  /// decoded colours at 8, 10 and 12 bits, the picture is its sRGB original's, as the PNG's is.
  @Test(arguments: ["8", "10", "12"])
  func anAVIFsEmbeddedProfileIsAppliedAtEveryDepth(depth: String) throws {
    let decoded = try Self.decode("swapped-\(depth).avif")
    defer { decoded.free() }
    let difference = try Self.meanDifference(decoded)
    #expect(difference < 3, "swapped-\(depth).avif: mean difference \(difference)")
    #expect(decoded.colorSpace == "Swapped red and green")
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

  /// `display-p3.png` with its profile replaced by `profile` (an iCCP chunk of it, compressed).
  static func withProfile(_ profile: [UInt8], name: String) throws -> String {
    var png = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/display-p3.png")))
    let iccp = Array("iCCP".utf8)
    let at = try #require((0..<(png.count - 4)).first { Array(png[$0..<($0 + 4)]) == iccp }) - 4
    let length = png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
    // The profile as a zlib stream (zlib's own compress()).
    var streamLength = compressBound(uLong(profile.count))
    var stream = [UInt8](repeating: 0, count: Int(streamLength))
    try #require(compress(&stream, &streamLength, profile, uLong(profile.count)) == Z_OK)
    stream.removeLast(stream.count - Int(streamLength))
    let body = Array("hostile".utf8) + [0, 0] + stream
    func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
    let chunk = be32(body.count) + iccp + body + be32(Int(crc32(iccp + body)))
    png.replaceSubrange(at..<(at + 12 + length), with: chunk)
    let path = NSTemporaryDirectory() + "/sdlphoto-\(name)-\(getpid()).png"
    try Data(png).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  @Test func brokenOrHostileProfilesFallBackToSRGB() throws {
    let source = try DecodeSource.open(Self.folder + "/display-p3.png").get()
    let good = try #require(ColorConversion.description(of: source))
    guard case .iccProfile(let profile) = good else { Issue.record("no profile"); return }
    var wrongClass = profile
    wrongClass.replaceSubrange(12..<16, with: Array("link".utf8))  // a device link, not an input profile
    var loop = profile
    // Every tag's data at the tag table itself, one size: overlapping, self-referring entries.
    let count = Int(loop[131])
    for n in 0..<count {
      loop.replaceSubrange((136 + 12 * n)..<(144 + 12 * n), with: [0, 0, 0, 128, 0, 0, 0, 12])
    }
    var claimsHuge = profile
    claimsHuge.replaceSubrange(0..<4, with: [0x7F, 0xFF, 0xFF, 0xFF])
    let cases = [
      ("truncated", Array(profile.prefix(200))), ("wrong-class", wrongClass), ("tag-loop", loop),
      ("claims-huge", claimsHuge), ("noise", (0..<600).map { UInt8(truncatingIfNeeded: $0 &* 7919) }),
      // Larger than any file may embed (`ColorDescription.maxProfileBytes`): never inflated past it.
      ("huge", profile + [UInt8](repeating: 0, count: ColorDescription.maxProfileBytes)),
    ]
    for (name, bytes) in cases {
      let path = try Self.withProfile(bytes, name: name)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let decoded = try DecoderRegistry.standard.decode(
        path: path, box: ResolutionPolicy.Box(width: 32, height: 24), options: DecodeOptions(maxPixels: 1 << 20)
      ).get()
      defer { decoded.free() }
      // Shown, never a crash or a failed photo; what Little CMS cannot read is shown as sRGB, with one line.
      #expect(decoded.width == 32, "\(name)")
      if ["truncated", "huge", "noise"].contains(name) {
        #expect(decoded.colorSpace == "sRGB", "\(name): \(decoded.colorSpace)")
        let lines = ColorConversion.warned.withLock { $0.filter { $0.contains(path) }.count }
        #expect(lines == 1, "\(name): \(lines) stderr lines")
      }
    }
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
