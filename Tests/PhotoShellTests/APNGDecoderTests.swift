import CSDL2
import PhotoCore
import Testing

@testable import PhotoShell

/// Animated PNGs (`APNGFixture`, written without a PNG library): the chunk layout, each frame at its time and
/// composited as the APNG specification says, a default image that is not a frame, and damaged files.
@Suite struct APNGDecoderTests {
  typealias T = ImageDecoderTests
  typealias Frame = APNGFixture.Frame

  static func argb(_ s: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> [Int] {
    PNGDecoderTests.argb(s, x, y)
  }

  static let red: [UInt8] = [255, 0, 0, 255]
  static let green: [UInt8] = [0, 255, 0, 255]
  static let blue: [UInt8] = [0, 0, 255, 255]

  /// Red, green, blue: 100, 200, 300 ms, played twice.
  static let rgb = APNGFixture.encode(
    width: 40, height: 30,
    frames: [
      .filled(red, width: 40, height: 30, milliseconds: 100), .filled(green, width: 40, height: 30, milliseconds: 200),
      .filled(blue, width: 40, height: 30, milliseconds: 300),
    ], plays: 2)

  @Test func theLayoutOfAnAnimatedPNG() throws {
    let layout = try #require(APNGStructure(Self.rgb))
    #expect(layout.width == 40 && layout.height == 30 && layout.declaredFrames == 3 && layout.plays == 2)
    #expect(layout.frames.map(\.milliseconds) == [100, 200, 300] && layout.playable.count == 3 && layout.isComplete)
    #expect(APNGStructure.isAnimated(head: Array(Self.rgb.prefix(80))))
    let still = APNGFixture.chunk("IHDR", APNGFixture.u32(4) + APNGFixture.u32(4) + [8, 6, 0, 0, 0])
    #expect(
      !APNGStructure.isAnimated(
        head: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + still + APNGFixture.chunk("IDAT", [])))
    let cut = try #require(APNGStructure(Array(Self.rgb.prefix(Self.rgb.count - 30))))
    #expect(!cut.isComplete && cut.playable.count == 2)
  }

  @Test func everyFramePlaysAtItsTimeAsOftenAsItSays() throws {
    let decoded = try T.decode(T.write(Self.rgb, "rgb.png")).get()
    defer { decoded.free() }
    #expect(decoded.laterFrames.count == 2 && decoded.loops == 2 && !decoded.truncated)
    #expect(decoded.frameDurations == [0.1, 0.2, 0.3])
    let frames = [decoded.surface!] + decoded.laterFrames
    #expect(frames.map { Self.argb($0, 20, 15) } == [[255, 255, 0, 0], [255, 0, 255, 0], [255, 0, 0, 255]])
  }

  /// A default image of its own (before the first frame control) is not a frame; a frame drawn over blends
  /// with what is under it, one drawn as source replaces it (transparency included); disposal clears its
  /// rectangle (1) or puts back what was under it (2).
  @Test func framesAreCompositedAndDisposedOfAsTheySay() throws {
    var half = Frame.filled([0, 0, 255, 128], width: 20, height: 30)  // half-transparent blue, left half
    half.blend = 1
    half.disposal = 2
    var hole = Frame.filled([0, 0, 0, 0], width: 10, height: 10)  // transparent, replacing
    hole.x = 30
    hole.disposal = 1
    var dot = Frame.filled(Self.green, width: 1, height: 1)
    dot.x = 39
    dot.y = 29
    let bytes = APNGFixture.encode(
      width: 40, height: 30, frames: [.filled(Self.red, width: 40, height: 30), half, hole, dot],
      separateDefault: true)
    let decoded = try T.decode(T.write(bytes, "composite.png")).get()
    defer { decoded.free() }
    #expect(decoded.laterFrames.count == 3, "the grey default image is no frame")
    let frames = [decoded.surface!] + decoded.laterFrames
    #expect(Self.argb(frames[0], 5, 5) == [255, 255, 0, 0])
    let blended = Self.argb(frames[1], 5, 5)
    #expect(blended[0] == 255 && abs(blended[1] - 127) <= 1 && blended[2] == 0 && abs(blended[3] - 128) <= 1)
    #expect(Self.argb(frames[2], 5, 5) == [255, 255, 0, 0], "disposal 2 put back the red under the blue")
    #expect(Self.argb(frames[2], 35, 5)[0] == 0, "replaced by transparent pixels")
    #expect(Self.argb(frames[3], 35, 5) == [0, 0, 0, 0], "disposal 1 left it clear")
    #expect(Self.argb(frames[3], 35, 15) == [255, 255, 0, 0])
    #expect(Self.argb(frames[3], 39, 29) == [255, 0, 255, 0])
  }

  /// A zoom never asks an animated PNG for a part (its default image would show over the animation).
  @Test func anAnimatedPNGDecodesOnlyWhole() throws {
    let source = try DecodeSource.open(T.write(Self.rgb, "whole.png")).get()
    let part = PNGDecoder().decode(
      source, region: Rect(x0: 0, y0: 0, x1: 10, y1: 10), box: .init(width: 40, height: 30),
      options: DecodeOptions(maxPixels: 1 << 20))
    #expect(throws: PhotoLoadError.self) { try part.get() }
  }

  /// Cut anywhere, or with bytes changed: it plays what came, shows a still or fails in words; never a crash.
  @Test func damagedAnimatedPNGsNeverCrash() throws {
    var seed: UInt64 = 0xA9_6E_55
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    for round in 0..<200 {
      var bytes = Self.rgb
      if round % 2 == 0 {
        bytes = Array(bytes.prefix(8 + next() % (bytes.count - 8)))
      } else {
        for _ in 0..<(1 + next() % 4) { bytes[8 + next() % (bytes.count - 8)] = UInt8(next() % 256) }
      }
      if case .success(let decoded) = T.decode(T.write(bytes, "damaged-\(round).png")) { decoded.free() }
    }
  }

  /// A file whose only frame is not its default image shows the frame (as browsers do), not the stand-in.
  @Test func aSingleFrameThatIsNotTheDefaultImageIsWhatShows() throws {
    let bytes = APNGFixture.encode(
      width: 20, height: 10, frames: [.filled(Self.green, width: 20, height: 10)], separateDefault: true)
    let decoded = try T.decode(T.write(bytes, "single.png")).get()
    defer { decoded.free() }
    #expect(!decoded.isAnimated && Self.argb(decoded.surface, 10, 5) == [255, 0, 255, 0])
  }

  /// An animation control claiming a million frames over the three the file holds: the three play, the file
  /// said damaged; nothing is made for the frames that are not there.
  @Test func aMillionFramesClaimedPlaysTheFramesThatAreThere() throws {
    var bytes = Self.rgb
    // acTL's data follows the signature (8) and IHDR (25): its length and type (8), then num_frames.
    let at = 8 + 25 + 8
    #expect(Array(bytes[(at - 4)..<at]) == Array("acTL".utf8))
    bytes.replaceSubrange(at..<(at + 4), with: APNGFixture.u32(1_000_000))
    bytes.replaceSubrange((at + 8)..<(at + 12), with: APNGFixture.chunk("acTL", Array(bytes[at..<(at + 8)])).suffix(4))
    let decoded = try T.decode(T.write(bytes, "million.png")).get()
    defer { decoded.free() }
    #expect(decoded.laterFrames.count == 2 && decoded.truncated)
  }
}
