import Foundation
import Testing

@testable import PhotoCore

@Suite("RubberBand")
struct RubberBandTests {
  @Test("Docs/physics.md: at d = 1000, 100 pt raw shows 52.13 pt, 1000 pt shows 354.84 pt")
  func acceptanceFigures() {
    PhysicsAssert.near(RubberBand.offset(forOverscroll: 100, dimension: 1000), 52.13, within: 0.005)
    PhysicsAssert.near(RubberBand.offset(forOverscroll: 1000, dimension: 1000), 354.84, within: 0.005)
    PhysicsAssert.near(RubberBand.offset(forOverscroll: -100, dimension: 1000), -52.13, within: 0.005)
  }

  @Test("shown < d for any raw overscroll, monotone, slope c at the edge")
  func bounded() {
    var previous = 0.0
    for exponent in stride(from: -3.0, through: 12, by: 0.25) {
      let raw = pow(10, exponent)
      let shown = RubberBand.offset(forOverscroll: raw, dimension: 800)
      #expect(shown < 800)
      #expect(shown >= previous)
      previous = shown
    }
    #expect(RubberBand.offset(forOverscroll: .greatestFiniteMagnitude, dimension: 800) <= 800)
    PhysicsAssert.near(RubberBand.offset(forOverscroll: 1e-6, dimension: 800) / 1e-6, 0.55, within: 1e-6)
    PhysicsAssert.near(RubberBand.slope(atOverscroll: 0, dimension: 800), 0.55, within: 1e-12)
    #expect(RubberBand.offset(forOverscroll: 100, dimension: 0) == 0)
  }

  @Test("the inverse is exact: overscroll(forOffset: offset(x)) = x", arguments: [1.0, 37.5, 100, 1000, 25_000])
  func inverse(raw: Double) {
    for sign in [1.0, -1.0] {
      let shown = RubberBand.offset(forOverscroll: raw * sign, dimension: 1000)
      PhysicsAssert.near(RubberBand.overscroll(forOffset: shown, dimension: 1000), raw * sign, within: 1e-9 * raw)
    }
    // Beyond the asymptote the inverse stays finite.
    #expect(RubberBand.overscroll(forOffset: 1000, dimension: 1000).isFinite)
    #expect(RubberBand.overscroll(forOffset: 5000, dimension: 1000).isFinite)
  }

  @Test("dragging back the same raw distance returns exactly to the edge")
  func dragBack() {
    var axis = ScrollAxis(contentLength: 3000, viewportLength: 1000)
    // Drag 130 pt past the top edge in uneven steps, then back by the same steps.
    let steps: [Double] = [-10, -25, -40, -55]
    for step in steps { axis.drag(by: step, at: 0) }
    PhysicsAssert.near(axis.position(at: 0), -RubberBand.offset(forOverscroll: 130, dimension: 1000), within: 1e-12)
    for step in steps.reversed() { axis.drag(by: -step, at: 0) }
    #expect(axis.position(at: 0) == 0)
  }

  @Test("position() bands past both bounds only, and rawPosition() inverts it")
  func positionBands() {
    for raw in stride(from: -500.0, through: 1500, by: 37) {
      let shown = RubberBand.position(raw, lower: 0, upper: 1000, dimension: 600)
      if (0...1000).contains(raw) { #expect(shown == raw) }
      PhysicsAssert.near(
        RubberBand.rawPosition(forShown: shown, lower: 0, upper: 1000, dimension: 600), raw,
        within: 1e-9)
    }
  }

  @Test("zoom: power law 0.3 past the maximum, capped at 2x; mirrored below the minimum, floored at half")
  func zoomScale() {
    // Within the limits: unchanged.
    #expect(RubberBand.scale(3, min: 1, max: 16) == 3)
    // 32 = 2 x max: 16 * 2^0.3.
    PhysicsAssert.near(RubberBand.scale(32, min: 1, max: 16), 16 * pow(2, 0.3), within: 1e-9)
    PhysicsAssert.near(RubberBand.scale(32, min: 1, max: 16), 19.6983, within: 1e-4)
    // Cap: never more than 32.
    #expect(RubberBand.scale(1e9, min: 1, max: 16) == 32)
    // Below: 0.5 of min -> 0.5^0.3 = 0.8123.
    PhysicsAssert.near(RubberBand.scale(0.5, min: 1, max: 16), pow(0.5, 0.3), within: 1e-12)
    PhysicsAssert.near(RubberBand.scale(0.5, min: 1, max: 16), 0.81225, within: 1e-5)
    #expect(RubberBand.scale(1e-6, min: 1, max: 16) == 0.5)
    #expect(RubberBand.scale(0, min: 1, max: 16) == 0.5)
    // Continuous at the limits.
    PhysicsAssert.near(RubberBand.scale(16.000001, min: 1, max: 16), 16, within: 1e-5)
    PhysicsAssert.near(RubberBand.scale(0.999999, min: 1, max: 16), 1, within: 1e-5)
  }

  @Test("zoom inverse", arguments: [0.3, 0.7, 1, 5, 16, 20, 100])
  func zoomInverse(raw: Double) {
    let shown = RubberBand.scale(raw, min: 1, max: 16)
    PhysicsAssert.near(RubberBand.rawScale(forShown: shown, min: 1, max: 16), raw, within: 1e-9 * raw)
  }
}
