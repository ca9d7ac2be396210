import CAVIF
import CHEIF
import CSDL2
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// AVIF, HEIC and JPEG XL through libavif, libheif and libjxl, on files made by the same libraries' encoders
/// (`AVIFFixture`, `HEIFFixture`, `JXLFixture`): full size and fitted, colours within the codec's
/// tolerance, alpha kept, rotation applied once, files cut short and huge headers refused without a crash.
@Suite struct LibraryDecoderTests {
  typealias T = ImageDecoderTests

  /// The three formats, each with its encoder and how far its colours may drift (HEVC is lossy here).
  enum Format: String, CaseIterable, CustomTestStringConvertible {
    case avif, heic, jxl

    var testDescription: String { rawValue }

    /// The largest difference allowed in any channel of a block's middle, 0...255.
    var tolerance: Int { self == .heic ? 24 : 2 }

    /// A file of `width` x `height` whose pixel at (x, y) is `pixel(x, y)` = (B, G, R, A).
    func encode(width: Int, height: Int, alpha: Bool = false, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
      switch self {
      case .avif: return AVIFFixture.encode(width: width, height: height, alpha: alpha, pixel: pixel)
      case .heic: return HEIFFixture.encode(width: width, height: height, alpha: alpha, pixel: pixel)
      case .jxl: return JXLFixture.encode(width: width, height: height, alpha: alpha, pixel: pixel)
      }
    }

    /// The format's decoder called directly.
    func decode(
      _ bytes: [UInt8], box: Int, maxPixels: Int = T.maxPixels
    ) -> Result<LibraryImage, PhotoLoadError> {
      switch self {
      case .avif: return AVIFDecoder.decode(bytes, boxWidth: box, boxHeight: box, maxPixels: maxPixels)
      case .heic: return HEIFDecoder.decode(bytes, boxWidth: box, boxHeight: box, maxPixels: maxPixels)
      case .jxl: return JXLDecoder.decode(bytes, boxWidth: box, boxHeight: box, maxPixels: maxPixels)
      }
    }
  }

  /// Red on the left half, blue on the right, a green bar over the top quarter (B, G, R, A).
  static func blocks(_ format: Format, width: Int, height: Int) -> [UInt8] {
    format.encode(width: width, height: height) { x, y in
      y < height / 4 ? [0, 255, 0, 255] : x < width / 2 ? [0, 0, 255, 255] : [255, 0, 0, 255]
    }
  }

  /// Whether the pixel at (x, y) is `argb` (A, R, G, B) give or take `tolerance` in each channel.
  static func expectColour(
    _ s: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int, _ argb: [Int], _ tolerance: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let got = PNGDecoderTests.argb(s, x, y)
    #expect(
      zip(got, argb).allSatisfy { abs($0 - $1) <= tolerance }, "(\(x), \(y)) is \(got), not \(argb)",
      sourceLocation: sourceLocation)
  }

  static func blendMode(_ s: UnsafeMutablePointer<SDL_Surface>) -> SDL_BlendMode {
    var mode = SDL_BLENDMODE_MOD
    SDL_GetSurfaceBlendMode(s, &mode)
    return mode
  }

  @Test(arguments: Format.allCases)
  func aPhotoThatFitsDecodesAtFullSizeWithItsColours(_ format: Format) throws {
    let decoded = try T.decode(T.write(Self.blocks(format, width: 320, height: 240), "blocks.\(format)")).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 320 && decoded.nativeHeight == 240)
    #expect(decoded.surface.pointee.w == 320 && decoded.surface.pointee.h == 240)
    #expect(decoded.surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue)
    Self.expectColour(decoded.surface, 60, 150, [255, 255, 0, 0], format.tolerance)
    Self.expectColour(decoded.surface, 260, 150, [255, 0, 0, 255], format.tolerance)
    Self.expectColour(decoded.surface, 160, 20, [255, 0, 255, 0], format.tolerance)
    #expect(Self.blendMode(decoded.surface) == SDL_BLENDMODE_NONE, "an opaque photo needs no blending")
  }

  @Test(arguments: Format.allCases)
  func aLargePhotoIsShrunkToTheFittedBox(_ format: Format) throws {
    let bytes = Self.blocks(format, width: 800, height: 600)
    let direct = try format.decode(bytes, box: 150).get()
    defer { SDL_FreeSurface(direct.surface) }
    #expect(direct.width == 800 && direct.height == 600)
    #expect(direct.surface.pointee.w == 150 && direct.surface.pointee.h == 113)
    let decoded = try T.decode(T.write(bytes, "large.\(format)"), box: 200).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 800 && decoded.nativeHeight == 600)
    #expect(decoded.surface.pointee.w == 200 && decoded.surface.pointee.h == 150)
    Self.expectColour(decoded.surface, 40, 100, [255, 255, 0, 0], format.tolerance)
    Self.expectColour(decoded.surface, 160, 100, [255, 0, 0, 255], format.tolerance)
    Self.expectColour(decoded.surface, 100, 15, [255, 0, 255, 0], format.tolerance)
    #expect(Self.blendMode(decoded.surface) == SDL_BLENDMODE_NONE)
  }

  @Test(arguments: Format.allCases)
  func transparencyIsKept(_ format: Format) throws {
    // Left half transparent, right half opaque red.
    let bytes = format.encode(width: 400, height: 200, alpha: true) { x, _ in
      x < 200 ? [0, 0, 0, 0] : [0, 0, 255, 255]
    }
    let decoded = try T.decode(T.write(bytes, "alpha.\(format)"), box: 100).get()
    defer { decoded.free() }
    #expect(decoded.surface.pointee.w == 100 && decoded.surface.pointee.h == 50)
    #expect(PNGDecoderTests.argb(decoded.surface, 10, 25)[0] <= format.tolerance)
    Self.expectColour(decoded.surface, 90, 25, [255, 255, 0, 0], format.tolerance)
    #expect(Self.blendMode(decoded.surface) == SDL_BLENDMODE_BLEND)
  }

  @Test(arguments: Format.allCases)
  func aFileCutShortFailsAsCorruptWithoutACrash(_ format: Format) throws {
    let full = Self.blocks(format, width: 320, height: 240)
    for fraction in [0.1, 0.3, 0.5, 0.8, 0.95] {
      let cut = Array(full.prefix(max(ImageKind.sniffLength, Int(Double(full.count) * fraction))))
      let result = T.decode(T.write(cut, "cut.\(format)"), box: 100)
      guard case .failure(.corrupt(let detail)) = result else {
        Issue.record("\(format) cut to \(fraction): \(result)")
        if case .success(let decoded) = result { decoded.free() }
        continue
      }
      #expect(!detail.isEmpty)
    }
  }

  /// Bytes overwritten past the signature: a clean failure or some picture, never a crash.
  @Test(arguments: Format.allCases)
  func damagedBytesFailCleanly(_ format: Format) throws {
    let full = Self.blocks(format, width: 160, height: 120)
    var state: UInt64 = 5
    func next() -> Int {  // a fixed sequence (Knuth's MMIX LCG): the same damage every run
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    for round in 0..<8 {
      var damaged = full
      for _ in 0..<8 {
        damaged[ImageKind.sniffLength + next() % (full.count - ImageKind.sniffLength)] = UInt8(next() & 0xFF)
      }
      switch T.decode(T.write(damaged, "damaged.\(format)"), box: 100) {
      case .success(let decoded): decoded.free()
      case .failure(.corrupt), .failure(.unsupportedFormat), .failure(.tooLarge): break
      case .failure(let error): Issue.record("\(format) round \(round): \(error)")
      }
    }
  }

  @Test(arguments: Format.allCases)
  func tooManyPixelsAreRefusedBeforeDecoding(_ format: Format) throws {
    let bytes = Self.blocks(format, width: 300, height: 200)
    #expect(throws: PhotoLoadError.tooLarge(width: 300, height: 200)) {
      try format.decode(bytes, box: 100, maxPixels: 59_999).get()
    }
  }

  /// A header claiming 20000 x 20000 (400 megapixels) on a small file is refused as too large, unread.
  @Test(arguments: Format.allCases)
  func aHeaderClaimingAHugeSizeIsRefusedAsTooLarge(_ format: Format) throws {
    var bytes: [UInt8]
    if format == .jxl {
      bytes = JXLFixture.header(width: 20000, height: 20000)
    } else {
      // Every `ispe` box (version and flags, then the width and height as big-endian 32-bit numbers).
      bytes = Self.blocks(format, width: 64, height: 48)
      let ispe = Array("ispe".utf8)
      var patched = 0
      for i in 0..<(bytes.count - 16) where Array(bytes[i..<i + 4]) == ispe {
        bytes.replaceSubrange((i + 8)..<(i + 16), with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        patched += 1
      }
      #expect(patched > 0)
    }
    #expect(throws: PhotoLoadError.tooLarge(width: 20000, height: 20000)) {
      try T.decode(T.write(bytes, "huge.\(format)")).get()
    }
  }

  /// Stored 64 x 48 with red in the top-left quadrant, the rest blue; shown turned a quarter clockwise
  /// (EXIF 6), so 48 x 64 with red in the top-right quadrant. Each library applies the turn; ImageDecoder must
  /// not apply it again.
  @Test(arguments: Format.allCases)
  func theFilesRotationIsAppliedOnce(_ format: Format) throws {
    func pixel(_ x: Int, _ y: Int) -> [UInt8] { x < 32 && y < 24 ? [0, 0, 255, 255] : [255, 0, 0, 255] }
    let bytes: [UInt8]
    switch format {
    // `irot` counts anticlockwise quarter turns: three is a quarter clockwise.
    case .avif: bytes = AVIFFixture.encode(width: 64, height: 48, quarterTurns: 3, pixel: pixel)
    case .heic: bytes = HEIFFixture.encode(width: 64, height: 48, orientation: .right, pixel: pixel)
    case .jxl: bytes = JXLFixture.encode(width: 64, height: 48, orientation: .right, pixel: pixel)
    }
    let decoded = try T.decode(T.write(bytes, "turned.\(format)")).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 48 && decoded.nativeHeight == 64)
    #expect(decoded.surface.pointee.w == 48 && decoded.surface.pointee.h == 64)
    Self.expectColour(decoded.surface, 36, 16, [255, 255, 0, 0], format.tolerance)
    Self.expectColour(decoded.surface, 12, 16, [255, 0, 0, 255], format.tolerance)
    Self.expectColour(decoded.surface, 36, 48, [255, 0, 0, 255], format.tolerance)
  }

  /// `irot` then `imir` as one EXIF orientation, checked against EXIF's own definitions.
  @Test func avifTransformsMapToExifOrientations() {
    var image = avifImage()
    #expect(AVIFDecoder.orientation(of: image) == .up)
    image.transformFlags = AVIF_TRANSFORM_IROT.rawValue
    let turns: [ExifOrientation] = [.up, .left, .down, .right]
    for (angle, expected) in turns.enumerated() {
      image.irot.angle = UInt8(angle)
      #expect(AVIFDecoder.orientation(of: image) == expected, "irot \(angle)")
    }
    image.transformFlags |= AVIF_TRANSFORM_IMIR.rawValue
    image.irot.angle = 0
    image.imir.mode = 1
    #expect(AVIFDecoder.orientation(of: image) == .upMirrored)
    image.imir.mode = 0
    #expect(AVIFDecoder.orientation(of: image) == .downMirrored)
    image.irot.angle = 3
    image.imir.mode = 1
    #expect(AVIFDecoder.orientation(of: image) == .leftMirrored, "a quarter clockwise then left-right is EXIF 5")
    image.imir.mode = 0
    #expect(AVIFDecoder.orientation(of: image) == .rightMirrored, "a quarter clockwise then top-bottom is EXIF 7")
  }
}

extension LibraryDecoderTests {
  /// 64 x 48 with a red 32 x 24 rectangle at (16, 12), blue around it.
  static func framedRed(_ x: Int, _ y: Int) -> [UInt8] {
    (16..<48).contains(x) && (12..<36).contains(y) ? [0, 0, 255, 255] : [255, 0, 0, 255]
  }

  /// An AVIF's clean aperture is shown, not the whole coded picture: a crop of the red rectangle, whole-pixel
  /// (offset 0) and half-pixel (offset 1/2, which libavif's strict checks refused and browsers show): both
  /// 32 x 24 and red to the edges, the half pixel rounded down.
  @Test(arguments: [(0 as UInt32, 1 as UInt32), (1, 2)])
  func anAVIFsCleanApertureIsShownEvenAtAHalfPixelOffset(_ offset: (UInt32, UInt32)) throws {
    let bytes = AVIFFixture.encode(
      width: 64, height: 48, clap: [32, 1, 24, 1, offset.0, offset.1, 0, 1], pixel: Self.framedRed)
    #expect(ImageHeader.dimensions(of: bytes, kind: .avif)! == (32, 24))
    let decoded = try T.decode(T.write(bytes, "clap-\(offset.0).avif")).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 32 && decoded.nativeHeight == 24)
    #expect(decoded.surface.pointee.w == 32 && decoded.surface.pointee.h == 24)
    for (x, y) in [(0, 0), (31, 0), (0, 23), (31, 23), (16, 12)] {
      Self.expectColour(decoded.surface, x, y, [255, 255, 0, 0], Format.avif.tolerance)
    }
  }

  /// A clean aperture that lies outside the picture (or divides by zero) is no reason to refuse it: the
  /// whole picture shows.
  @Test func anAVIFsImpossibleCleanApertureShowsTheWholePicture() throws {
    let bytes = AVIFFixture.encode(width: 64, height: 48, clap: [32, 1, 24, 0, 0, 1, 0, 1], pixel: Self.framedRed)
    let decoded = try T.decode(T.write(bytes, "clap-bad.avif")).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 64 && decoded.nativeHeight == 48)
    Self.expectColour(decoded.surface, 2, 2, [255, 0, 0, 255], Format.avif.tolerance)
  }
}

extension LibraryDecoderTests {
  /// Red, green, blue, white (B, G, R, A).
  static let fourColours: [[UInt8]] = [[0, 0, 255, 255], [0, 255, 0, 255], [255, 0, 0, 255], [255, 255, 255, 255]]

  /// An AVIF image sequence plays: every frame, in order, each for its own time (0.1, 0.2, 0.3, 0.4 s).
  @Test func anAVIFSequencePlaysEveryFrameForItsOwnTime() throws {
    let bytes = AVIFFixture.sequence(width: 40, height: 30, colours: Self.fourColours, durations: [1, 2, 3, 4])
    let decoded = try T.decode(T.write(bytes, "sequence.avifs")).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 40 && decoded.nativeHeight == 30)
    #expect(decoded.laterFrames.count == 3)
    #expect(decoded.frameDurations.map { ($0 * 1000).rounded() } == [100, 200, 300, 400])
    #expect(!decoded.truncated)
    let expected = [[255, 255, 0, 0], [255, 0, 255, 0], [255, 0, 0, 255], [255, 255, 255, 255]]
    for (frame, colour) in zip([decoded.surface!] + decoded.laterFrames, expected) {
      #expect(frame.pointee.w == 40 && frame.pointee.h == 30)
      Self.expectColour(frame, 20, 15, colour, Format.avif.tolerance)
    }
  }

  /// A sequence cut short plays the frames before the cut, or fails in words; never a crash.
  @Test func anAVIFSequenceCutShortPlaysWhatDecodedOrFailsInWords() throws {
    let bytes = AVIFFixture.sequence(width: 40, height: 30, colours: Self.fourColours, durations: [1, 2, 3, 4])
    for cut in stride(from: 40, to: bytes.count, by: 61) {
      switch T.decode(T.write(Array(bytes.prefix(cut)), "cut-\(cut).avifs")) {
      case .success(let decoded):
        decoded.free()
      case .failure(let error):
        guard case .corrupt = error else {
          Issue.record("cut at \(cut): \(error)")
          continue
        }
      }
    }
  }
}

extension LibraryDecoderTests {
  /// A broken AVIF whose bytes claim an `ispe` of 0xFFFFFFFF by 0xFFFFFFFF (more than an Int's product holds):
  /// one failure in words, no trap.
  @Test func anAVIFClaimingTheLargestSizeFailsWithoutATrap() throws {
    let huge: [UInt8] = [0, 0, 0, 20] + Array("ispe".utf8) + [0, 0, 0, 0] + [UInt8](repeating: 0xFF, count: 8)
    let bytes = [0, 0, 0, 16] + Array("ftypavif".utf8) + [0, 0, 0, 0] + huge + [UInt8](repeating: 0, count: 64)
    #expect(AVIFDecoder.largestSpatialExtent(bytes).map { $0.0 == 0xFFFF_FFFF && $0.1 == 0xFFFF_FFFF } == true)
    switch T.decode(T.write(bytes, "huge-ispe.avif")) {
    case .success(let decoded):
      decoded.free()
      Issue.record("a broken AVIF decoded")
    case .failure: break
    }
  }
}

extension LibraryDecoderTests {
  /// A HEIC whose primary item (`pitm`) is a thumbnail of its image, as the HEIF conformance suite's C005
  /// ("Thumbnail image as the primary item") is: the image is shown at its own size, as `heif-convert` shows
  /// it, and the header's size (drawn before the decode lands) agrees.
  @Test func aThumbnailMadePrimaryGivesWayToItsImage() throws {
    let bytes = HEIFFixture.encode(width: 320, height: 180, thumbnailAsPrimary: 32) { x, _ in
      x < 160 ? [0, 0, 255, 255] : [255, 0, 0, 255]
    }
    // The condition is there: libheif's own primary image is the 32 x 18 thumbnail.
    let context = dl_heif_context_alloc()
    defer { dl_heif_context_free(context) }
    var primary: OpaquePointer?
    let read = bytes.withUnsafeBytes {
      dl_heif_context_read_from_memory_without_copy(context, $0.baseAddress, $0.count, nil).code == heif_error_Ok
        && dl_heif_context_get_primary_image_handle(context, &primary).code == heif_error_Ok
    }
    #expect(read && dl_heif_image_handle_get_width(primary) == 32)
    dl_heif_image_handle_release(primary)

    #expect(ImageHeader.dimensions(of: bytes, kind: .heic)! == (320, 180))
    let decoded = try T.decode(T.write(bytes, "thumbnail-primary.heic")).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 320 && decoded.nativeHeight == 180)
    #expect(decoded.surface.pointee.w == 320 && decoded.surface.pointee.h == 180)
    Self.expectColour(decoded.surface, 80, 90, [255, 255, 0, 0], Format.heic.tolerance)
    Self.expectColour(decoded.surface, 240, 90, [255, 0, 0, 255], Format.heic.tolerance)
  }
}

extension LibraryDecoderTests {
  /// An AVIF with alpha whose properties are associated by two `ipma` boxes (as link-u's alpha samples are):
  /// libavif refuses it, libheif shows it, alpha and all, at its size and in its colours.
  @Test func anAVIFLibavifRefusesIsShownThroughLibheif() throws {
    // Red framed in blue, its left quarter half transparent: an alpha item beside the colour item.
    let avif = AVIFFixture.encode(width: 64, height: 48, alpha: true) { x, y in
      var pixel = Self.framedRed(x, y)
      if x < 16 { pixel[3] = 128 }
      return pixel
    }
    let split = try #require(AVIFFixture.splittingIPMA(avif))
    // The condition: libavif itself refuses the file.
    let refused = split.withUnsafeBufferPointer { buffer -> Bool in
      guard case .failure(.corrupt) = AVIFDecoder.open(buffer) else { return false }
      return true
    }
    #expect(refused, "libavif accepts the split ipma")
    let decoded = try T.decode(T.write(split, "split-ipma.avif")).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 64 && decoded.nativeHeight == 48)
    Self.expectColour(decoded.surface, 32, 24, [255, 255, 0, 0], Format.heic.tolerance)
    Self.expectColour(decoded.surface, 56, 4, [255, 0, 0, 255], Format.heic.tolerance)
    #expect(abs(PNGDecoderTests.argb(decoded.surface, 4, 24)[0] - 128) <= 8, "the alpha item is applied")
  }
}
