import CSDL2
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// WebP decoding on files made by libwebp's encoder (`WebPFixture`): scaled inside libwebp to the fitted size,
/// colours and alpha kept, files cut short refused, animated WebPs left to SDL2_image.
@Suite struct WebPDecoderTests {
  typealias T = ImageDecoderTests
  static func argb(_ s: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> [Int] {
    PNGDecoderTests.argb(s, x, y)
  }

  /// Red on the left half, blue on the right, a green bar over the top quarter (B, G, R, A).
  static func blocks(width: Int, height: Int, quality: Float? = nil) -> [UInt8] {
    WebPFixture.encode(width: width, height: height, quality: quality) { x, y in
      y < height / 4 ? [0, 255, 0, 255] : x < width / 2 ? [0, 0, 255, 255] : [255, 0, 0, 255]
    }
  }

  @Test func aLargeWebPDecodesStraightToTheFittedSize() throws {
    let bytes = Self.blocks(width: 800, height: 600)
    let direct = try WebPDecoder.decode(bytes, boxWidth: 192, boxHeight: 108, maxPixels: T.maxPixels).get()
    defer { SDL_FreeSurface(direct.surface) }
    #expect(direct.width == 800 && direct.height == 600)
    #expect(direct.surface.pointee.w == 144 && direct.surface.pointee.h == 108)
    let decoded = try T.decode(T.write(bytes, "blocks.webp"), box: 200).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 800 && decoded.nativeHeight == 600)
    #expect(decoded.surface.pointee.w == 200 && decoded.surface.pointee.h == 150)
    #expect(Self.argb(decoded.surface, 20, 100) == [255, 255, 0, 0])
    #expect(Self.argb(decoded.surface, 180, 100) == [255, 0, 0, 255])
    #expect(Self.argb(decoded.surface, 100, 10) == [255, 0, 255, 0])
    var mode = SDL_BLENDMODE_BLEND
    SDL_GetSurfaceBlendMode(decoded.surface, &mode)
    #expect(mode == SDL_BLENDMODE_NONE, "an opaque WebP needs no blending")
  }

  @Test func aLossyWebPScalesWithItsColoursClose() throws {
    let bytes = Self.blocks(width: 1200, height: 900, quality: 90)
    let decoded = try T.decode(T.write(bytes, "lossy.webp"), box: 400).get()
    defer { decoded.free() }
    #expect(decoded.surface.pointee.w == 400 && decoded.surface.pointee.h == 300)
    #expect(T.isRed(T.pixel(decoded.surface, 50, 200)) && T.isBlue(T.pixel(decoded.surface, 350, 200)))
    let green = Self.argb(decoded.surface, 200, 30)
    #expect(green[2] > 220 && green[1] < 40 && green[3] < 40, "\(green)")
  }

  @Test func aWebPThatFitsDecodesAtFullSize() throws {
    let bytes = Self.blocks(width: 60, height: 40)
    let decoded = try T.decode(T.write(bytes, "small.webp"), box: 100).get()
    defer { decoded.free() }
    #expect(decoded.surface.pointee.w == 60 && decoded.surface.pointee.h == 40)
    #expect(Self.argb(decoded.surface, 29, 10) == [255, 255, 0, 0])
    #expect(Self.argb(decoded.surface, 30, 10) == [255, 0, 0, 255])
    #expect(Self.argb(decoded.surface, 30, 9) == [255, 0, 255, 0])
  }

  @Test func transparencyIsKept() throws {
    // Left half transparent, right half opaque red.
    let bytes = WebPFixture.encode(width: 400, height: 200) { x, _ in x < 200 ? [0, 0, 0, 0] : [0, 0, 255, 255] }
    let decoded = try T.decode(T.write(bytes, "alpha.webp"), box: 100).get()
    defer { decoded.free() }
    #expect(decoded.surface.pointee.w == 100 && decoded.surface.pointee.h == 50)
    #expect(Self.argb(decoded.surface, 10, 25)[0] == 0)
    #expect(Self.argb(decoded.surface, 90, 25) == [255, 255, 0, 0])
    var mode = SDL_BLENDMODE_NONE
    SDL_GetSurfaceBlendMode(decoded.surface, &mode)
    #expect(mode == SDL_BLENDMODE_BLEND)
  }

  @Test func truncatedWebPsFailAsCorrupt() throws {
    for quality in [nil, Float(80)] {
      let full = Self.blocks(width: 320, height: 240, quality: quality)
      for fraction in [0.2, 0.5, 0.9, 0.99] {
        let cut = Array(full.prefix(Int(Double(full.count) * fraction)))
        #expect(throws: PhotoLoadError.corrupt(detail: "the WebP file is cut short"), "\(fraction)") {
          try T.decode(T.write(cut, "cut.webp"), box: 100).get()
        }
      }
    }
  }

  @Test func tooManyPixelsAreRefusedBeforeDecoding() throws {
    let bytes = Self.blocks(width: 300, height: 200)
    #expect(throws: PhotoLoadError.tooLarge(width: 300, height: 200)) {
      try WebPDecoder.decode(bytes, boxWidth: 100, boxHeight: 100, maxPixels: 59_999).get()
    }
  }

  /// Four whole-canvas frames (red, green, blue, white) of their own durations, played twice.
  static func fourFrames(width: Int = 40, height: Int = 30) -> [UInt8] {
    let colours: [[UInt8]] = [[0, 0, 255, 255], [0, 255, 0, 255], [255, 0, 0, 255], [255, 255, 255, 255]]
    let frames = colours.map { colour in WebPFixture.encode(width: width, height: height) { _, _ in colour } }
    return WebPFixture.animated(
      width: width, height: height, frames: frames, durations: [100, 200, 300, 400], loops: 2)
  }

  @Test func anAnimatedWebPPlaysItsFramesAtTheirDurationsAsOftenAsItSays() throws {
    let bytes = Self.fourFrames()
    #expect(WebPDecoder.isAnimated(bytes))
    let decoded = try T.decode(T.write(bytes, "animated.webp")).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 40 && decoded.nativeHeight == 30)
    #expect(decoded.laterFrames.count == 3)
    #expect(decoded.frameDurations == [0.1, 0.2, 0.3, 0.4])
    #expect(decoded.loops == 2)
    let frames = [decoded.surface!] + decoded.laterFrames
    let expected = [[255, 255, 0, 0], [255, 0, 255, 0], [255, 0, 0, 255], [255, 255, 255, 255]]
    for (frame, colour) in zip(frames, expected) {
      #expect(frame.pointee.w == 40 && frame.pointee.h == 30)
      #expect(Self.argb(frame, 20, 15) == colour)
    }
  }

  @Test func anAnimatedWebPIsFittedInItsBoxAndRefusedPastThePixelLimit() throws {
    let bytes = Self.fourFrames(width: 400, height: 300)
    let decoded = try WebPDecoder.decodeAnimation(bytes, boxWidth: 100, boxHeight: 100, maxPixels: 1 << 20).get()
    defer { decoded.free() }
    #expect(decoded.surface.pointee.w == 100 && decoded.surface.pointee.h == 75)
    #expect(decoded.nativeWidth == 400 && decoded.nativeHeight == 300)
    #expect(throws: PhotoLoadError.tooLarge(width: 400, height: 300)) {
      try WebPDecoder.decodeAnimation(bytes, boxWidth: 100, boxHeight: 100, maxPixels: 119_999).get()
    }
  }

  /// Cut short anywhere: one clear failure in words (libwebp's animation decoder reads whole files only),
  /// never a crash; whole, it plays.
  @Test func anAnimatedWebPCutShortPlaysWhatDecodedOrFailsInWords() throws {
    let bytes = Self.fourFrames()
    var failures = 0
    for cut in stride(from: 16, to: bytes.count, by: 7) {
      switch WebPDecoder.decodeAnimation(Array(bytes.prefix(cut)), boxWidth: 40, boxHeight: 30, maxPixels: 1 << 20) {
      case .success(let decoded):
        defer { decoded.free() }
        #expect(decoded.laterFrames.count == 3)
      case .failure(let error):
        guard case .corrupt(let detail) = error else {
          Issue.record("cut at \(cut): \(error)")
          continue
        }
        #expect(detail == "the animated WebP is cut short or damaged")
        failures += 1
      }
    }
    #expect(failures > 0)
  }

  /// An animation whose frames together pass the budget plays as a stream, at its full fitted size: the first
  /// frame now, the rest decoded a few ahead as the screen asks, in order, looping.
  @Test func anAnimationTooLongToHoldWholePlaysAsAStream() throws {
    let colours: [[UInt8]] = [[0, 0, 255, 255], [0, 255, 0, 255], [255, 0, 0, 255]]
    let frames = (0..<30).map { i in WebPFixture.encode(width: 400, height: 300) { _, _ in colours[i % 3] } }
    let bytes = WebPFixture.animated(width: 400, height: 300, frames: frames)
    // 30 frames at 400 x 300 take 14 MB; 1 MB holds two.
    let decoded = try WebPDecoder.decodeAnimation(
      bytes, boxWidth: 400, boxHeight: 300, maxPixels: 1 << 20, budget: 1_000_000
    ).get()
    defer { decoded.free() }
    let stream = try #require(decoded.stream)
    #expect(decoded.laterFrames.isEmpty && decoded.frameDurations.count == 30 && stream.frameCount == 30)
    #expect(decoded.surface.pointee.w == 400 && Self.argb(decoded.surface, 5, 5) == [255, 255, 0, 0])
    stream.start()
    // Positions 1, 2, then 31 (the second loop's second frame: the ones between are read past).
    for (position, colour) in [(1, [255, 0, 255, 0]), (2, [255, 0, 0, 255]), (31, [255, 0, 255, 0])] {
      let frame = try #require(stream.take(position, wait: true))
      #expect(frame.pointee.w == 400 && frame.pointee.h == 300)
      #expect(Self.argb(frame, 5, 5) == colour, "position \(position)")
      SDL_FreeSurface(frame)
    }
  }

  /// An animated WebP of one frame (or whose later frames are lost) shows that frame as a still.
  @Test func anAnimatedWebPOfOneFrameShowsItAsAStill() throws {
    let red = WebPFixture.encode(width: 40, height: 30) { _, _ in [0, 0, 255, 255] }
    let bytes = WebPFixture.animated(width: 40, height: 30, frames: [red])
    #expect(WebPDecoder.isAnimated(bytes))
    let decoded = try WebPDecoder.decodeAnimation(bytes, boxWidth: 40, boxHeight: 30, maxPixels: 1 << 20).get()
    defer { decoded.free() }
    #expect(decoded.laterFrames.isEmpty && Self.argb(decoded.surface, 20, 15) == [255, 255, 0, 0])
  }
}
