import CSDL2
import Foundation
import Testing

@testable import PhotoCore
@testable import PhotoShell

/// Camera RAWs through LibRaw, on DNGs made by `Fixtures/Raw/make-fixtures` (PiDNG for the sensor data alone,
/// and one with an embedded JPEG preview, turned a quarter clockwise). The oracle for the developed colours is
/// rawpy's `postprocess(use_camera_wb=True, output_bps=8)` of the same files: red (255, 0, 101) on the left of
/// the sensor, blue (0, 99, 255) on the right; the preview's own are (229, 89, 88) and (90, 89, 229).
@Suite struct RawDecoderTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Raw")
    .path

  /// The colour (A, R, G, B) of `surface` at (x, y).
  static func argb(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> [Int] {
    let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
    let pixel = row[x]
    return [24, 16, 8, 0].map { Int((pixel >> $0) & 0xFF) }
  }

  static func expect(
    _ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int, _ rgb: [Int], tolerance: Int = 8,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let got = argb(surface, x, y)
    #expect(
      zip(got.dropFirst(), rgb).allSatisfy { abs($0 - $1) <= tolerance }, "at \(x),\(y): \(got)",
      sourceLocation: sourceLocation)
  }

  static func decode(
    _ name: String, box: (Int, Int) = (400, 400), develops: Bool = false, folder: String = folder
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    var options = DecodeOptions(maxPixels: 1 << 24)
    options.develops = develops
    return DecoderRegistry.standard.decode(
      path: folder + "/" + name, box: ResolutionPolicy.Box(width: box.0, height: box.1), options: options)
  }

  @Test func aRAWShowsItsEmbeddedPreviewTurnedAsTheRAWSays() throws {
    let decoded = try Self.decode("preview.dng").get()
    defer { decoded.free() }
    // Stored 96 x 64 with red on the left; turned a quarter clockwise: 64 x 96, red on top. The preview is half
    // the sensor's size: 32 x 48 upright.
    #expect(decoded.nativeWidth == 64 && decoded.nativeHeight == 96)
    #expect(decoded.surface.pointee.w == 32 && decoded.surface.pointee.h == 48)
    Self.expect(decoded.surface, 16, 5, [229, 89, 88])
    Self.expect(decoded.surface, 16, 42, [90, 89, 229])
  }

  @Test func theZoomAskingForMoreThanThePreviewHoldsDevelopsTheSensorData() throws {
    // A box the 48 x 32 preview cannot fill, for a `.detail` decode: the demosaic, as rawpy develops it.
    let decoded = try Self.decode("preview.dng", box: (2000, 2000), develops: true).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 64 && decoded.nativeHeight == 96)
    #expect(decoded.surface.pointee.w == 64 && decoded.surface.pointee.h == 96)
    Self.expect(decoded.surface, 32, 10, [255, 0, 101])
    Self.expect(decoded.surface, 32, 85, [0, 99, 255])
    // A `.screen` decode never develops: the preview, even when smaller than the box.
    let screen = try Self.decode("preview.dng", box: (2000, 2000)).get()
    defer { screen.free() }
    #expect(screen.surface.pointee.w == 32)
    Self.expect(screen.surface, 16, 5, [229, 89, 88])
    // A `.detail` decode the preview fills takes the preview.
    let small = try Self.decode("preview.dng", box: (30, 30), develops: true).get()
    defer { small.free() }
    Self.expect(small.surface, 10, 3, [229, 89, 88], tolerance: 12)
  }

  @Test func aRAWWithoutAPreviewIsDevelopedAtOnce() throws {
    let decoded = try Self.decode("no-preview.dng").get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 96 && decoded.nativeHeight == 64)
    Self.expect(decoded.surface, 10, 32, [255, 0, 101])
    Self.expect(decoded.surface, 85, 32, [0, 99, 255])
    // Half size when half the sensor still fills the box: a 40-pixel box gets 40 x 27 from a 48 x 32 develop.
    let small = try Self.decode("no-preview.dng", box: (40, 40)).get()
    defer { small.free() }
    #expect(small.surface.pointee.w == 40 && small.nativeWidth == 96)
    Self.expect(small.surface, 4, 13, [255, 0, 101], tolerance: 12)
  }

  /// Cut short, with its preview's offset past the end, or not a RAW at all under a RAW's name: what can be
  /// shown shows (a preview before the cut; the sensor data when the preview is lost), else one failure in
  /// words; never a crash.
  @Test func brokenRAWsFailInWords() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sdlphoto-raw-\(getpid())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let whole = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/preview.dng")))
    var variants: [(String, [UInt8])] = [
      ("cut-header.dng", Array(whole.prefix(100))), ("cut-half.dng", Array(whole.prefix(whole.count / 2))),
      ("noise.nef", [0x49, 0x49, 0x2A, 0x00] + (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }),
    ]
    // IFD 0's StripOffsets (tag 273) pointed past the end of the file.
    var farPreview = whole
    let entries = Int(whole[8]) | Int(whole[9]) << 8
    for i in 0..<entries where whole[10 + 12 * i] == 0x11 && whole[11 + 12 * i] == 0x01 {
      farPreview.replaceSubrange((18 + 12 * i)..<(22 + 12 * i), with: [0, 0, 0, 0x7F])
    }
    variants.append(("far-preview.dng", farPreview))
    for (name, bytes) in variants {
      try Data(bytes).write(to: URL(fileURLWithPath: dir + "/" + name))
      switch Self.decode(name, folder: dir) {
      case .success(let decoded):
        #expect(["far-preview.dng", "cut-half.dng"].contains(name), "\(name) decoded")
        decoded.free()
      case .failure(let error):
        switch error {
        case .corrupt(let detail), .unsupportedFormat(let detail): #expect(!detail.isEmpty, "\(name)")
        default: Issue.record("\(name): \(error)")
        }
      }
    }
  }

  @Test func aRAWsEXIFFeedsItsCaptions() throws {
    let facts = PhotoLoader.facts(ofFileAt: Self.folder + "/preview.dng", places: nil)
    #expect(facts.camera == "sdlphoto Fixture Camera")
  }
}
