import CSDL2
import Testing

@testable import PhotoShell

/// The row-streaming box filter on hand-made rows: exact area weights, alpha-weighted colours, rows past the end.
@Suite struct AreaReducerTests {
  /// Reduces `rows` (each a list of (B, G, R, A) pixels) to `width` x `height`; returns the output pixels.
  static func reduce(_ rows: [[[UInt8]]], to width: Int, _ height: Int, weightsByAlpha: Bool = false) -> [[[Int]]] {
    let output = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    defer { SDL_FreeSurface(output) }
    let reducer = AreaReducer(
      sourceWidth: rows[0].count, sourceHeight: rows.count, output: output, weightsByAlpha: weightsByAlpha)
    for row in rows {
      let bytes = Array(row.joined())
      bytes.withUnsafeBufferPointer { reducer.add(row: $0.baseAddress!) }
    }
    let pixels = output.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    return (0..<height).map { y in
      (0..<width).map { x in (0..<4).map { Int(pixels[y * Int(output.pointee.pitch) + 4 * x + $0]) } }
    }
  }

  static func grey(_ v: UInt8) -> [UInt8] { [v, v, v, 255] }

  @Test func threeColumnsIntoTwoWeighTheMiddleOneHalfEach() {
    // Output 0 covers source [0, 1.5): (0 x 1 + 90 x 0.5) / 1.5 = 30; output 1: (90 x 0.5 + 180) / 1.5 = 150.
    let out = Self.reduce([[Self.grey(0), Self.grey(90), Self.grey(180)]], to: 2, 1)
    #expect(out == [[[30, 30, 30, 255], [150, 150, 150, 255]]])
  }

  @Test func rowsAreWeighedLikeColumns() {
    let rows = [0, 90, 180].map { [Self.grey($0)] }
    #expect(Self.reduce(rows, to: 1, 2) == [[[30, 30, 30, 255]], [[150, 150, 150, 255]]])
    // Four rows into three: 4/3 source rows each.
    let four = [0, 40, 80, 120].map { [Self.grey(UInt8($0))] }
    // Output 0: (0 + 40/3) / (4/3) = 10; output 1: (40 x 2/3 + 80 x 2/3) / (4/3) = 60; output 2: 110.
    #expect(Self.reduce(four, to: 1, 3).map { $0[0][0] } == [10, 60, 110])
  }

  @Test func aWholeBlockAveragesEveryPixel() {
    let rows: [[[UInt8]]] = [[[10, 20, 30, 255], [30, 40, 50, 255]], [[50, 60, 70, 255], [70, 80, 90, 255]]]
    #expect(Self.reduce(rows, to: 1, 1) == [[[40, 50, 60, 255]]])
  }

  @Test func transparentColoursDoNotBleedWhenWeighedByAlpha() {
    // Transparent green beside opaque red: straight averaging gives a brown, alpha weighting a red.
    let row: [[UInt8]] = [[0, 255, 0, 0], [0, 0, 255, 255]]
    #expect(Self.reduce([row], to: 1, 1, weightsByAlpha: true) == [[[0, 0, 255, 128]]])
    #expect(Self.reduce([row], to: 1, 1, weightsByAlpha: false) == [[[0, 128, 128, 128]]])
    // All transparent: nothing to weigh, colour zero.
    #expect(Self.reduce([[[9, 9, 9, 0], [9, 9, 9, 0]]], to: 1, 1, weightsByAlpha: true) == [[[0, 0, 0, 0]]])
  }

  @Test func theSameSizeCopiesExactly() {
    let rows: [[[UInt8]]] = [[[1, 2, 3, 4], [5, 6, 7, 8]], [[9, 10, 11, 12], [13, 14, 15, 16]]]
    #expect(Self.reduce(rows, to: 2, 2) == rows.map { $0.map { $0.map(Int.init) } })
  }
}
