import Testing

@testable import PhotoCore

/// Ken Burns framings: drawn from a seed, always covering the screen, closer by at most the tuned zoom, moving.
@Suite struct KenBurnsTests {
  static let viewport = Vector2(x: 1920, y: 1080)

  @Test(arguments: [
    Vector2(x: 6000, y: 4000), Vector2(x: 3000, y: 4500), Vector2(x: 1920, y: 1080), Vector2(x: 500, y: 4000),
  ])
  func everyFramingCoversTheScreen(image: Vector2) {
    for seed in UInt64(0)..<200 {
      let move = KenBurns(seed: seed)
      for fraction in stride(from: 0.0, through: 1.0, by: 0.125) {
        let rect = KenBurns.rect(of: image, framing: move.framing(at: fraction), in: Self.viewport)
        #expect(rect.contains(Rect(origin: .zero, size: Self.viewport)) || Self.nearlyContains(rect))
      }
    }
  }

  /// Within a billionth of a point (floating point at the edges).
  static func nearlyContains(_ rect: Rect) -> Bool {
    rect.origin.x <= 1e-9 && rect.origin.y <= 1e-9 && rect.maxX >= viewport.x - 1e-9 && rect.maxY >= viewport.y - 1e-9
  }

  @Test func framingsStayWithinTheZoomAndReachAndTheyMove() {
    for seed in UInt64(0)..<500 {
      let move = KenBurns(seed: seed)
      for framing in [move.start, move.end] {
        #expect(framing.zoom >= 1 && framing.zoom <= 1 + Tuning.Slideshow.kenBurnsZoom + 1e-12)
        #expect(
          abs(framing.focus.x) <= Tuning.Slideshow.kenBurnsReach
            && abs(framing.focus.y) <= Tuning.Slideshow.kenBurnsReach)
      }
      // One end is at least 6% closer than the other, and the focus travels.
      #expect(abs(move.start.zoom - move.end.zoom) >= 0.05 * Tuning.Slideshow.kenBurnsZoom)
      #expect((move.start.focus - move.end.focus).length >= Tuning.Slideshow.kenBurnsReach * 0.5 - 1e-12)
    }
  }

  @Test func theSameSeedMakesTheSameMoveAndOthersDiffer() {
    #expect(KenBurns(seed: 42) == KenBurns(seed: 42))
    let moves = Set((UInt64(0)..<50).map { "\(KenBurns(seed: $0))" })
    #expect(moves.count == 50)
  }

  @Test func theZoomChangesAtAnEvenRateToTheEyeAndTheFocusLinearly() {
    let move = KenBurns(
      start: .init(zoom: 1, focus: Vector2(x: -0.5, y: 0)), end: .init(zoom: 1.21, focus: Vector2(x: 0.5, y: 0.2)))
    let half = move.framing(at: 0.5)
    #expect(abs(half.zoom - 1.1) < 1e-12)
    #expect(abs(half.focus.x) < 1e-12 && abs(half.focus.y - 0.1) < 1e-12)
    #expect(move.framing(at: -1) == move.start && move.framing(at: 2) == move.end)
    // At covering (zoom 1) a 3:2 photo on 16:9 fills the width exactly: 1920x1280, with 100 points of room
    // above and below; focus -0.5 sits 50 points below centre.
    let rect = KenBurns.rect(of: Vector2(x: 6000, y: 4000), framing: move.start, in: Self.viewport)
    #expect(abs(rect.size.x - 1920) < 1e-9 && abs(rect.size.y - 1280) < 1e-9)
    #expect(abs(rect.center.x - 960) < 1e-9 && abs(rect.center.y - 540) < 1e-9)
    let right = KenBurns.rect(
      of: Vector2(x: 6000, y: 4000), framing: .init(zoom: 1, focus: Vector2(x: 0, y: 1)), in: Self.viewport)
    #expect(abs(right.maxY - 1080) < 1e-9, "focus 1 shows the bottom edge")
  }
}
