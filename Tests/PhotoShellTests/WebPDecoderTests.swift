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

  @Test func anAnimatedWebPIsLeftToSDLImageWhichShowsAFrameOrSaysSo() throws {
    let red = WebPFixture.encode(width: 40, height: 30) { _, _ in [0, 0, 255, 255] }
    let blue = WebPFixture.encode(width: 40, height: 30) { _, _ in [255, 0, 0, 255] }
    let bytes = WebPFixture.animated(width: 40, height: 30, frames: [red, blue])
    #expect(WebPDecoder.isAnimated(bytes))
    #expect(!WebPDecoder.isAnimated(red))
    switch T.decode(T.write(bytes, "animated.webp")) {
    case .success(let decoded):
      defer { decoded.free() }
      #expect(decoded.surface.pointee.w == 40 && decoded.surface.pointee.h == 30)
    case .failure(let error):
      #expect(error == .unsupportedFormat(detail: "animated WebP is not supported"))
    }
  }
}
