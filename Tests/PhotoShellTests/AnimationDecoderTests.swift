import CSDL2
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// Animated GIFs written by `GIFFixture`: every frame fitted and kept, delays turned into durations the way
/// browsers read them, the memory budget shrinking the frames, and stills and broken files left to the
/// still path.
@Suite struct AnimationDecoderTests {
  typealias T = ImageDecoderTests
  typealias Frame = GIFFixture.Frame

  static let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]

  static func argb(_ s: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> [Int] {
    PNGDecoderTests.argb(s, x, y)
  }

  /// Red, green, blue frames of 80 x 60 with delays of 0, 5 and 20 hundredths.
  static let rgb = GIFFixture.encode(
    width: 80, height: 60, palette: palette,
    frames: [
      .filled(0, width: 80, height: 60, delay: 0), .filled(1, width: 80, height: 60, delay: 5),
      .filled(2, width: 80, height: 60, delay: 20),
    ])

  @Test func everyFrameIsFittedWithItsDuration() throws {
    let decoded = try T.decode(T.write(Self.rgb, "rgb.gif"), box: 40).get()
    defer { decoded.free() }
    #expect(decoded.isAnimated && decoded.laterFrames.count == 2)
    #expect(decoded.nativeWidth == 80 && decoded.nativeHeight == 60 && !decoded.truncated)
    #expect(decoded.frameDurations == [0.1, 0.05, 0.2], "a delay of 0 shows for 100 ms")
    let frames = [decoded.surface!] + decoded.laterFrames
    for frame in frames {
      #expect(frame.pointee.w == 40 && frame.pointee.h == 30)
      #expect(frame.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue)
      var mode = SDL_BLENDMODE_BLEND
      SDL_GetSurfaceBlendMode(frame, &mode)
      #expect(mode == SDL_BLENDMODE_NONE, "no transparent colour: opaque frames")
    }
    #expect(frames.map { Self.argb($0, 20, 15) } == [[255, 255, 0, 0], [255, 0, 255, 0], [255, 0, 0, 255]])
    #expect(decoded.bytes == 3 * 40 * 30 * 4)
  }

  @Test func framesAreCompositedOverThePreviousOnes() throws {
    // Frame 2 covers only the right half and has a transparent centre: the red of frame 1 shows through.
    var patch = Frame.filled(2, width: 40, height: 60)
    patch.x = 40
    patch.transparentIndex = 3
    for y in 20..<40 { for x in 10..<30 { patch.indices[y * 40 + x] = 3 } }
    let bytes = GIFFixture.encode(
      width: 80, height: 60, palette: Self.palette, frames: [.filled(0, width: 80, height: 60), patch])
    let decoded = try #require(AnimationDecoder.decode(bytes, boxWidth: 80, boxHeight: 60))
    defer { decoded.free() }
    let second = decoded.laterFrames[0]
    #expect(Self.argb(second, 10, 30) == [255, 255, 0, 0], "left half: frame 1")
    #expect(Self.argb(second, 45, 5) == [255, 0, 0, 255], "right half: frame 2")
    #expect(Self.argb(second, 60, 30) == [255, 255, 0, 0], "the transparent hole shows frame 1")
  }

  @Test func aSingleFrameGifIsAStill() throws {
    let bytes = GIFFixture.encode(
      width: 30, height: 20, palette: Self.palette, frames: [.filled(1, width: 30, height: 20)])
    #expect(AnimationDecoder.decode(bytes, boxWidth: 100, boxHeight: 100) == nil)
    let decoded = try T.decode(T.write(bytes, "still.gif")).get()
    defer { decoded.free() }
    #expect(!decoded.isAnimated && decoded.frameDurations.isEmpty)
    #expect(Self.argb(decoded.surface, 5, 5) == [255, 0, 255, 0])
  }

  @Test func manyLargeFramesPastTheBudgetStreamAtFullSize() throws {
    // 12 frames of 400 x 400 fitted at 400 x 400 would take 7.7 MB; the budget is 1 MB.
    let frames = (0..<12).map { Frame.filled(UInt8($0 % 3), width: 400, height: 400) }
    let bytes = GIFFixture.encode(width: 400, height: 400, palette: Self.palette, frames: frames)
    let decoded = try #require(AnimationDecoder.decode(bytes, boxWidth: 400, boxHeight: 400, budget: 1 << 20))
    defer { decoded.free() }
    let stream = try #require(decoded.stream)
    #expect(decoded.laterFrames.isEmpty && stream.frameCount == 12 && decoded.frameDurations.count == 12)
    #expect(decoded.surface.pointee.w == 400 && decoded.surface.pointee.h == 400)
    stream.start()
    for position in [1, 2, 11, 13] {
      let frame = try #require(stream.take(position, wait: true))
      #expect(
        Self.argb(frame, 200, 200) == [[255, 255, 0, 0], [255, 0, 255, 0], [255, 0, 0, 255]][position % 12 % 3])
      SDL_FreeSurface(frame)
    }
  }

  @Test func delaysBecomeDurationsLikeInBrowsers() {
    #expect(AnimationDecoder.duration(milliseconds: 0) == 0.1)
    #expect(AnimationDecoder.duration(milliseconds: 10) == 0.1)
    #expect(AnimationDecoder.duration(milliseconds: 20) == 0.02)
    #expect(AnimationDecoder.duration(milliseconds: 1500) == 1.5)
    #expect(AnimationDecoder.duration(milliseconds: 655_350) == 60)
  }

  @Test func aTruncatedAnimationShowsTheFramesThatDecoded() throws {
    let frames = (0..<4).map { Frame.filled(UInt8($0 % 3), width: 80, height: 60) }
    let full = GIFFixture.encode(width: 80, height: 60, palette: Self.palette, frames: frames)
    // Cut inside the fourth frame: three whole frames, said to be cut short.
    let cut = Array(full.prefix(full.count - 2000))
    let decoded = try T.decode(T.write(cut, "cut.gif")).get()
    defer { decoded.free() }
    #expect(decoded.truncated)
    #expect(decoded.laterFrames.count >= 2 && decoded.frameDurations.count == decoded.laterFrames.count + 1)
    #expect(Self.argb(decoded.laterFrames[1], 5, 5) == [255, 0, 0, 255])
    // Cut inside the second frame: whatever shows (the first frame or an error), nothing crashes or leaks.
    let early = Array(full.prefix(full.count * 3 / 8))
    switch T.decode(T.write(early, "early.gif")) {
    case .success(let decoded):
      defer { decoded.free() }
      #expect(Self.argb(decoded.surface, 5, 5) == [255, 255, 0, 0])
    case .failure(let error): #expect(error == .corrupt(detail: error.detail), "\(error)")
    }
  }

  @Test func aHugeAnimationIsAStillBeforeAnythingIsDecoded() throws {
    // Two 16000 x 16000 frames claimed, no pixel data: a canvas past `Tuning.Animation.maxCanvasPixels`.
    var frames = [Frame.filled(0, width: 1, height: 1), Frame.filled(0, width: 1, height: 1)]
    frames[0].width = 16_000
    frames[0].height = 16_000
    let bytes = GIFFixture.encode(width: 16_000, height: 16_000, palette: Self.palette, frames: frames)
    #expect(AnimationDecoder.decode(bytes, boxWidth: 1920, boxHeight: 1080) == nil)
  }

  @Test func theLayoutOfAGif() throws {
    let layout = try #require(GIFStructure(Self.rgb))
    #expect(layout.screenWidth == 80 && layout.screenHeight == 60 && layout.frameCount == 3)
    #expect(layout.firstFrameWidth == 80 && layout.firstFrameHeight == 60 && layout.isComplete)
    let cut = try #require(GIFStructure(Array(Self.rgb.prefix(Self.rgb.count - 100))))
    #expect(cut.frameCount == 3 && !cut.isComplete)
    #expect(GIFStructure(Array("GIF89a".utf8)) == nil)
    #expect(GIFStructure(Array("not a gif at all".utf8)) == nil)
  }

  /// The layout read before any pixel: each frame's delay, the loop count (browsers play n + 1 times, once
  /// without the extension), and whether a colour is transparent.
  @Test func theLayoutReadsDelaysLoopsAndTransparency() throws {
    let layout = try #require(GIFStructure(Self.rgb))
    #expect(layout.delays == [0, 5, 20] && layout.loopCount == 0 && layout.plays == 0 && !layout.hasTransparency)
    var frames = [Frame.filled(0, width: 8, height: 8), Frame.filled(1, width: 8, height: 8)]
    frames[1].transparentIndex = 3
    let twice = try #require(
      GIFStructure(GIFFixture.encode(width: 8, height: 8, palette: Self.palette, frames: frames, loops: 1)))
    #expect(twice.loopCount == 1 && twice.plays == 2 && twice.hasTransparency)
    let once = try #require(
      GIFStructure(GIFFixture.encode(width: 8, height: 8, palette: Self.palette, frames: frames, loops: nil)))
    #expect(once.loopCount == nil && once.plays == 1)
    let decoded = try #require(
      AnimationDecoder.decode(
        GIFFixture.encode(width: 8, height: 8, palette: Self.palette, frames: frames, loops: 1), boxWidth: 8,
        boxHeight: 8))
    defer { decoded.free() }
    #expect(decoded.loops == 2)
  }

  /// Disposal 2 clears a frame's rectangle to transparent before the next; disposal 3 puts back what was under
  /// it.
  @Test func framesAreDisposedOfAsTheySay() throws {
    var cleared = Frame.filled(2, width: 40, height: 60)
    cleared.disposal = 2
    var restored = Frame.filled(2, width: 40, height: 60)
    restored.disposal = 3
    var corner = Frame.filled(1, width: 1, height: 1)
    corner.x = 79
    corner.y = 59
    for (patch, left) in [(cleared, [0, 0, 0, 0]), (restored, [255, 255, 0, 0])] {
      let bytes = GIFFixture.encode(
        width: 80, height: 60, palette: Self.palette, frames: [.filled(0, width: 80, height: 60), patch, corner])
      let decoded = try #require(AnimationDecoder.decode(bytes, boxWidth: 80, boxHeight: 60))
      defer { decoded.free() }
      #expect(Self.argb(decoded.laterFrames[0], 10, 10) == [255, 0, 0, 255], "the patch, blue")
      #expect(Self.argb(decoded.laterFrames[1], 10, 10) == left, "disposal \(patch.disposal)")
      #expect(Self.argb(decoded.laterFrames[1], 60, 10) == [255, 255, 0, 0], "the right half stays red")
      #expect(Self.argb(decoded.laterFrames[1], 79, 59) == [255, 0, 255, 0], "the corner, green")
    }
  }

  /// An interlaced frame's rows land where they belong.
  @Test func anInterlacedFrameIsDrawnRowByRow() throws {
    var striped = Frame.filled(0, width: 16, height: 20)
    striped.indices = (0..<20).flatMap { row in Array(repeating: UInt8(row % 3), count: 16) }
    striped.interlaced = true
    let bytes = GIFFixture.encode(
      width: 16, height: 20, palette: Self.palette, frames: [.filled(3, width: 16, height: 20), striped])
    let decoded = try #require(AnimationDecoder.decode(bytes, boxWidth: 16, boxHeight: 20))
    defer { decoded.free() }
    let colours = [[255, 255, 0, 0], [255, 0, 255, 0], [255, 0, 0, 255]]
    for row in 0..<20 { #expect(Self.argb(decoded.laterFrames[0], 8, row) == colours[row % 3], "row \(row)") }
  }

  /// GIFs with bytes changed at random (a fixed sequence): each plays, shows as a still or fails in words; its
  /// frames, held or streamed, never read or write outside the canvas (no crash, under the sanitizers too).
  @Test func damagedAnimationsNeverCrash() throws {
    var patch = Frame.filled(2, width: 40, height: 30)
    patch.x = 20
    patch.y = 15
    patch.transparentIndex = 1
    patch.disposal = 3
    var interlaced = Frame.filled(1, width: 64, height: 48)
    interlaced.interlaced = true
    interlaced.disposal = 2
    let original = GIFFixture.encode(
      width: 64, height: 48, palette: Self.palette, frames: [.filled(0, width: 64, height: 48), patch, interlaced])
    var seed: UInt64 = 0x5D1F_0A7E
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    for round in 0..<300 {
      var bytes = original
      for _ in 0..<(1 + next() % 6) { bytes[next() % bytes.count] = UInt8(next() % 256) }
      if round % 3 == 0 { bytes = Array(bytes.prefix(next() % bytes.count)) }
      guard
        let decoded = AnimationDecoder.decode(bytes, boxWidth: 64, boxHeight: 48, budget: round % 2 == 0 ? 1 : 1 << 20)
      else { continue }
      if let stream = decoded.stream {
        stream.start()
        for position in 1...4 { if let frame = stream.take(position, wait: true) { SDL_FreeSurface(frame) } }
      }
      decoded.free()
    }
  }
}
