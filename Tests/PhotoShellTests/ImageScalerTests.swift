import CSDL2
import Testing

@testable import PhotoShell

/// The downscaler: box halving then one bilinear pass; never enlarges; keeps the aspect ratio.
@Suite struct ImageScalerTests {
  static func surface(_ w: Int32, _ h: Int32, fill: UInt32) -> UnsafeMutablePointer<SDL_Surface> {
    let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    SDL_FillRect(s, nil, fill)
    return s
  }

  @Test func fitsWithinTheLimitKeepingAspect() {
    let big = Self.surface(4000, 3000, fill: 0xFF40_80C0)
    let out = ImageScaler.fit(big, maxWidth: 1000, maxHeight: 1000)
    defer { SDL_FreeSurface(out) }
    #expect(out.pointee.w == 1000 && out.pointee.h == 750)
    let pixel = out.pointee.pixels.assumingMemoryBound(to: UInt32.self)[375 * Int(out.pointee.pitch) / 4 + 500]
    #expect(pixel == 0xFF40_80C0)  // a flat colour stays exactly that colour
  }

  @Test func neverEnlarges() {
    let small = Self.surface(120, 80, fill: 0xFFFF_FFFF)
    let out = ImageScaler.fit(small, maxWidth: 1920, maxHeight: 1080)
    defer { SDL_FreeSurface(out) }
    #expect(out == small)
    #expect(out.pointee.w == 120 && out.pointee.h == 80)
  }

  @Test func halvingAveragesWithoutAliasing() {
    // A one-pixel checkerboard must become flat grey, not black or white stripes.
    let board = Self.surface(64, 64, fill: 0)
    let pitch = Int(board.pointee.pitch) / 4
    let px = board.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    for y in 0..<64 { for x in 0..<64 { px[y * pitch + x] = (x + y) % 2 == 0 ? 0xFFFF_FFFF : 0xFF00_0000 } }
    let out = ImageScaler.fit(board, maxWidth: 16, maxHeight: 16)
    defer { SDL_FreeSurface(out) }
    let o = out.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let grey = o[8 * Int(out.pointee.pitch) / 4 + 8] & 0xFF
    #expect(grey >= 126 && grey <= 129)
  }

  @Test func shrinksThreeBytePixelsInTheirOwnFormat() {
    let rgb = SDL_CreateRGBSurfaceWithFormat(0, 64, 32, 24, SDL_PIXELFORMAT_RGB24.rawValue)!
    let pitch = Int(rgb.pointee.pitch)
    let px = rgb.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    for y in 0..<32 {
      for x in 0..<64 {
        let on = (x + y) % 2 == 0
        px[y * pitch + x * 3] = on ? 200 : 0  // red checkerboard
        px[y * pitch + x * 3 + 1] = 10
        px[y * pitch + x * 3 + 2] = 250
      }
    }
    let out = ImageScaler.shrink(rgb, toAtLeast: 16, 8)
    defer { SDL_FreeSurface(out) }
    #expect(out.pointee.w == 16 && out.pointee.h == 8)
    #expect(out.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB24.rawValue)
    let o = out.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    #expect(o[3 * Int(out.pointee.pitch) + 5 * 3] == 100)
    #expect(o[3 * Int(out.pointee.pitch) + 5 * 3 + 1] == 10)
    #expect(o[3 * Int(out.pointee.pitch) + 5 * 3 + 2] == 250)
  }
}
