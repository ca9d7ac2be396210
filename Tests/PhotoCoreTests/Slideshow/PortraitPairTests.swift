import Testing

@testable import PhotoCore

/// `--pair-portraits`: which photos share a screen, and where.
@Suite struct PortraitPairTests {
  static let wide = Vector2(x: 1920, y: 1080)
  static let tall = Vector2(x: 1080, y: 1920)
  static let portrait = Vector2(x: 3000, y: 4500)
  static let landscape = Vector2(x: 6000, y: 4000)

  @Test func twoPhotosAgainstTheScreensShapePairAndNoOthers() {
    #expect(PortraitPair.pairs(Self.portrait, Self.portrait, on: Self.wide))
    #expect(!PortraitPair.pairs(Self.portrait, Self.landscape, on: Self.wide))
    #expect(!PortraitPair.pairs(Self.landscape, Self.landscape, on: Self.wide))
    // The mirror rule on a screen on its side.
    #expect(PortraitPair.pairs(Self.landscape, Self.landscape, on: Self.tall))
    #expect(!PortraitPair.pairs(Self.portrait, Self.portrait, on: Self.tall))
    // Square photos and square screens pair with nothing.
    #expect(!PortraitPair.pairs(Vector2(x: 100, y: 100), Self.portrait, on: Self.wide))
    #expect(!PortraitPair.pairs(Self.portrait, Self.portrait, on: Vector2(x: 800, y: 800)))
  }

  @Test func thePairFitsIntoTheTwoHalvesAGapApart() {
    let (left, right) = PortraitPair.halves(of: Self.wide, gap: 16)
    #expect(left == Rect(origin: .zero, size: Vector2(x: 952, y: 1080)))
    #expect(right == Rect(origin: Vector2(x: 968, y: 0), size: Vector2(x: 952, y: 1080)))
    let (top, bottom) = PortraitPair.halves(of: Self.tall, gap: 16)
    #expect(top.size == Vector2(x: 1080, y: 952) && bottom.origin == Vector2(x: 0, y: 968))
    // A 2:3 portrait in the left half: the half's height, centred across it.
    let fitted = PortraitPair.fitted(Self.portrait, in: left)
    #expect(fitted.size == Vector2(x: 720, y: 1080) && fitted.origin == Vector2(x: 116, y: 0))
  }
}
