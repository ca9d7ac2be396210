import CSDL2
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// PNG decoding on files written by `PNGFixture`: shrunk row by row to the box, every colour type and bit
/// depth libpng reads, transparency kept, interlaced files, and files cut short.
@Suite struct PNGDecoderTests {
  typealias T = ImageDecoderTests

  /// The channels of an ARGB8888 pixel as (a, r, g, b).
  static func argb(_ s: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> [Int] {
    let p = T.pixel(s, x, y)
    return [Int(p >> 24), Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)]
  }

  /// An RGB PNG: red on the left third, blue on the rest, a green bar over the top tenth.
  static func blocks(width: Int, height: Int, interlaced: Bool = false) -> [UInt8] {
    PNGFixture.encode(width: width, height: height, colorType: .rgb, interlaced: interlaced) { x, y in
      y < height / 10 ? [0, 255, 0] : x < width / 3 ? [255, 0, 0] : [0, 0, 255]
    }
  }

  @Test func aLargePngDecodesStraightToTheFittedSize() throws {
    let bytes = Self.blocks(width: 900, height: 600)
    // The decoder itself returns the fitted size (no full-size surface), the full size beside it.
    let direct = try PNGDecoder.decode(bytes, boxWidth: 250, boxHeight: 250, maxPixels: T.maxPixels).get()
    defer { SDL_FreeSurface(direct.surface) }
    #expect(direct.width == 900 && direct.height == 600)
    #expect(direct.surface.pointee.w == 250 && direct.surface.pointee.h == 167)
    // Through the whole pipeline: same size, colours where they were.
    let decoded = try T.decode(T.write(bytes, "blocks.png"), box: 250).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 900 && decoded.nativeHeight == 600)
    #expect(decoded.surface.pointee.w == 250 && decoded.surface.pointee.h == 167)
    #expect(Self.argb(decoded.surface, 40, 100) == [255, 255, 0, 0])
    #expect(Self.argb(decoded.surface, 200, 100) == [255, 0, 0, 255])
    #expect(Self.argb(decoded.surface, 200, 5) == [255, 0, 255, 0])
    // The red/blue edge at source x = 300 falls at output x = 83.33: that pixel mixes a third red.
    let edge = Self.argb(decoded.surface, 83, 100)
    #expect(abs(edge[1] - 85) <= 1 && abs(edge[3] - 170) <= 1, "\(edge)")
    var mode = SDL_BLENDMODE_BLEND
    SDL_GetSurfaceBlendMode(decoded.surface, &mode)
    #expect(mode == SDL_BLENDMODE_NONE, "an opaque PNG needs no blending")
  }

  @Test func aPngThatFitsDecodesAtFullSize() throws {
    let bytes = Self.blocks(width: 90, height: 60)
    let decoded = try T.decode(T.write(bytes, "small.png"), box: 200).get()
    defer { decoded.free() }
    #expect(decoded.surface.pointee.w == 90 && decoded.surface.pointee.h == 60)
    #expect(
      Self.argb(decoded.surface, 29, 6) == [255, 255, 0, 0] && Self.argb(decoded.surface, 30, 6) == [255, 0, 0, 255])
    #expect(Self.argb(decoded.surface, 30, 5) == [255, 0, 255, 0])
  }

  @Test func transparencyIsKeptAndTransparentColoursDoNotBleed() throws {
    // Left half: fully transparent "green" (its colour must not show); right half: opaque red.
    let bytes = PNGFixture.encode(width: 300, height: 200, colorType: .rgba) { x, _ in
      x < 150 ? [0, 255, 0, 0] : [255, 0, 0, 255]
    }
    let decoded = try T.decode(T.write(bytes, "alpha.png"), box: 100).get()
    defer { decoded.free() }
    #expect(decoded.surface.pointee.w == 100 && decoded.surface.pointee.h == 67)
    #expect(Self.argb(decoded.surface, 10, 30)[0] == 0)
    #expect(Self.argb(decoded.surface, 90, 30) == [255, 255, 0, 0])
    // Output column 50 covers source 150-153: all opaque red; column 49 is all transparent.
    #expect(Self.argb(decoded.surface, 49, 30)[0] == 0)
    #expect(Self.argb(decoded.surface, 50, 30) == [255, 255, 0, 0])
    var mode = SDL_BLENDMODE_NONE
    SDL_GetSurfaceBlendMode(decoded.surface, &mode)
    #expect(mode == SDL_BLENDMODE_BLEND)
  }

  @Test func aHalfTransparentEdgeKeepsItsColour() throws {
    // Columns alternate transparent green and opaque red; shrunk 2:1 every pixel is half-transparent red.
    let bytes = PNGFixture.encode(width: 40, height: 4, colorType: .rgba) { x, _ in
      x % 2 == 0 ? [0, 255, 0, 0] : [255, 0, 0, 255]
    }
    let decoded = try PNGDecoder.decode(bytes, boxWidth: 20, boxHeight: 20, maxPixels: T.maxPixels).get()
    defer { SDL_FreeSurface(decoded.surface) }
    #expect(decoded.surface.pointee.w == 20 && decoded.surface.pointee.h == 2)
    #expect(Self.argb(decoded.surface, 7, 1) == [128, 255, 0, 0])
  }

  @Test func aOnePixelWidePngShrinksOnlyInHeight() throws {
    let bytes = PNGFixture.encode(width: 1, height: 3000, colorType: .rgb) { _, y in
      y < 1500 ? [255, 0, 0] : [0, 0, 255]
    }
    let decoded = try T.decode(T.write(bytes, "thin.png"), box: 500).get()
    defer { decoded.free() }
    #expect(decoded.surface.pointee.w == 1 && decoded.surface.pointee.h == 500)
    #expect(Self.argb(decoded.surface, 0, 10) == [255, 255, 0, 0])
    #expect(Self.argb(decoded.surface, 0, 490) == [255, 0, 0, 255])
  }

  @Test(arguments: [64, 300])
  func anInterlacedPngDecodesAndFits(box: Int) throws {
    let bytes = Self.blocks(width: 300, height: 200, interlaced: true)
    let decoded = try T.decode(T.write(bytes, "adam7.png"), box: box).get()
    defer { decoded.free() }
    let (w, h) = box == 64 ? (64, 43) : (300, 200)
    #expect(decoded.surface.pointee.w == w && decoded.surface.pointee.h == h)
    #expect(T.isRed(T.pixel(decoded.surface, w / 6, h / 2)))
    #expect(T.isBlue(T.pixel(decoded.surface, w - 2, h - 2)))
    #expect(Self.argb(decoded.surface, w / 2, 1)[2] > 200, "the green bar")
  }

  @Test func sixteenBitSamplesScaleToEightBits() throws {
    let bytes = PNGFixture.encode(width: 8, height: 8, colorType: .rgba, bitDepth: 16) { x, _ in
      x < 4 ? [0xFFFF, 0x8080, 0, 0xFFFF] : [0, 0, 0x4040, 0x8080]
    }
    let decoded = try T.decode(T.write(bytes, "deep.png")).get()
    defer { decoded.free() }
    #expect(Self.argb(decoded.surface, 1, 1) == [255, 255, 128, 0])
    #expect(Self.argb(decoded.surface, 6, 1) == [128, 0, 0, 64])
  }

  @Test func aPalettePngWithATransparentEntry() throws {
    // 4-bit indices: 0 red, 1 blue, 2 transparent (tRNS gives alpha 0 to entry 2 only).
    let bytes = PNGFixture.encode(
      width: 30, height: 20, colorType: .palette, bitDepth: 4, palette: [255, 0, 0, 0, 0, 255, 9, 9, 9],
      transparency: [255, 255, 0]
    ) { x, _ in [x < 10 ? 0 : x < 20 ? 1 : 2] }
    let decoded = try T.decode(T.write(bytes, "palette.png")).get()
    defer { decoded.free() }
    #expect(Self.argb(decoded.surface, 5, 5) == [255, 255, 0, 0])
    #expect(Self.argb(decoded.surface, 15, 5) == [255, 0, 0, 255])
    #expect(Self.argb(decoded.surface, 25, 5)[0] == 0)
  }

  @Test func greyscalePngsOfEveryDepth() throws {
    for depth in [1, 2, 4, 8, 16] {
      let top = (1 << depth) - 1
      let bytes = PNGFixture.encode(width: 16, height: 8, colorType: .gray, bitDepth: depth) { x, _ in
        [x < 8 ? 0 : top]
      }
      let decoded = try T.decode(T.write(bytes, "grey\(depth).png")).get()
      defer { decoded.free() }
      #expect(Self.argb(decoded.surface, 2, 2) == [255, 0, 0, 0], "depth \(depth)")
      #expect(Self.argb(decoded.surface, 12, 2) == [255, 255, 255, 255], "depth \(depth)")
    }
    let greyAlpha = PNGFixture.encode(width: 4, height: 4, colorType: .grayAlpha) { _, _ in [100, 200] }
    let decoded = try T.decode(T.write(greyAlpha, "greyalpha.png")).get()
    defer { decoded.free() }
    #expect(Self.argb(decoded.surface, 1, 1) == [200, 100, 100, 100])
  }

  @Test func truncatedPngsFailAsCorrupt() throws {
    let full = Self.blocks(width: 400, height: 300)
    for fraction in [0.02, 0.3, 0.6, 0.99] {
      let cut = Array(full.prefix(Int(Double(full.count) * fraction)))
      for box in [100, 1000] {
        let result = T.decode(T.write(cut, "cut.png"), box: box)
        #expect(throws: PhotoLoadError.corrupt(detail: "the file is cut short"), "\(fraction) box \(box)") {
          try result.get()
        }
      }
    }
  }

  @Test func aDamagedPngSaysWhy() throws {
    var bytes = Self.blocks(width: 40, height: 30)
    bytes[bytes.count / 2] ^= 0xFF  // a pixel inside IDAT: the chunk CRC no longer matches
    let result = T.decode(T.write(bytes, "damaged.png"), box: 20)
    #expect(throws: PhotoLoadError.corrupt(detail: "IDAT: CRC error")) { try result.get() }
  }

  @Test func tooManyPixelsAreRefusedBeforeDecoding() throws {
    let bytes = Self.blocks(width: 300, height: 200)
    #expect(throws: PhotoLoadError.tooLarge(width: 300, height: 200)) {
      try PNGDecoder.decode(bytes, boxWidth: 100, boxHeight: 100, maxPixels: 59_999).get()
    }
  }
}
