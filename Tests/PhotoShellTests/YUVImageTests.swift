import PhotoCore
import Testing

@testable import PhotoShell

/// Planes: the area-averaging shrink and the turns, on exact numbers.
@Suite struct YUVImageTests {
  static func image(_ w: Int, _ h: Int, luma: (Int, Int) -> UInt8) throws -> YUVImage {
    let image = try #require(YUVImage(width: w, height: h))
    for y in 0..<h { for x in 0..<w { image.y[y * w + x] = luma(x, y) } }
    for i in 0..<(image.chromaWidth * image.chromaHeight) {
      image.u[i] = 128
      image.v[i] = 128
    }
    return image
  }

  @Test func shrinkingAveragesTheAreaEachPixelCovers() throws {
    // 4 x 2 -> 2 x 1: each output pixel is the mean of a 2 x 2 block.
    let image = try Self.image(4, 2) { x, y in UInt8([[0, 100, 200, 40], [20, 80, 0, 160]][y][x]) }
    let small = try #require(image.shrunk(toWidth: 2, height: 1))
    #expect(small.width == 2 && small.height == 1)
    #expect(small.y[0] == 50 && small.y[1] == 100)
    // 3 -> 2 columns: the middle pixel is shared half and half.
    let three = try Self.image(3, 2) { x, _ in UInt8([30, 90, 150][x]) }
    let two = try #require(three.shrunk(toWidth: 2, height: 2))
    #expect(two.y[0] == 50 && two.y[1] == 130)  // (30 + 90 / 2) / 1.5, (90 / 2 + 150) / 1.5
    // Not larger: itself.
    #expect(image.shrunk(toWidth: 8, height: 2) === image)
  }

  @Test func turningMovesEveryPlane() throws {
    // Luma x + 10 y on 4 x 2; EXIF 6 (a quarter turn clockwise) gives 2 x 4 whose top row is the old left
    // column read bottom up.
    let image = try Self.image(4, 2) { x, y in UInt8(x + 10 * y) }
    for i in 0..<2 { image.u[i] = UInt8(60 + i) }
    let turned = try #require(image.oriented(.right))
    #expect(turned.width == 2 && turned.height == 4)
    #expect(Array(UnsafeBufferPointer(start: turned.y, count: 8)) == [10, 0, 11, 1, 12, 2, 13, 3])
    #expect(turned.chromaWidth == 1 && turned.chromaHeight == 2)
    #expect(turned.u[0] == 60 && turned.u[1] == 61)
    #expect(image.oriented(.up) === image)
  }
}
