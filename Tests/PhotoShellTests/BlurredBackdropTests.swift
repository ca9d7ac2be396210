import Testing

@testable import PhotoShell

/// `--fit blur`'s backdrop: its size, and a box blur that keeps flat colour flat and spreads a point evenly.
@Suite struct BlurredBackdropTests {
  @Test func theLongerSideGetsTheWidthAndNothingGrows() {
    #expect(BlurredBackdrop.size(width: 6000, height: 4000, across: 48) == (48, 32))
    #expect(BlurredBackdrop.size(width: 3000, height: 4500, across: 48) == (32, 48))
    #expect(BlurredBackdrop.size(width: 20, height: 10, across: 48) == (20, 10))
    #expect(BlurredBackdrop.size(width: 10_000, height: 1, across: 48) == (48, 1))
    #expect(BlurredBackdrop.size(width: 0, height: 10, across: 48) == (0, 0))
  }

  @Test func flatColourStaysFlatAndAPointSpreadsSymmetrically() {
    var flat = BlurredBackdrop(width: 9, height: 7, pixels: Array(repeating: 0xFF12_3456, count: 63))
    flat.blur(radius: 2, passes: 3)
    #expect(flat.pixels.allSatisfy { $0 == 0xFF12_3456 })
    var point = BlurredBackdrop(width: 21, height: 21, pixels: Array(repeating: 0xFF00_0000, count: 441))
    point.pixels[10 * 21 + 10] = 0xFFFF_FFFF
    point.blur(radius: 1, passes: 1)
    // A 3x3 box: 255 / 3 / 3 (each pass rounds down) on the nine pixels around the point, nothing beyond.
    for y in 8...12 {
      for x in 8...12 {
        let blue = point.pixels[y * 21 + x] & 0xFF
        #expect(blue == ((9...11).contains(x) && (9...11).contains(y) ? 28 : 0), "(\\(x), \\(y)): \\(blue)")
      }
    }
  }
}
