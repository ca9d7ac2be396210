import Testing

@testable import PhotoCore

@Suite("ProgressSimulation")
struct ProgressSimulationTests {
  @Test("ease-out cubic over 0.25 s: literal sample points, speed 3 / duration at the start, 0 at the end")
  func easeOut() {
    let ease = ProgressSimulation(duration: 0.25, curve: .easeOutCubic)
    #expect(ease.position(at: 0) == 0)
    #expect(ease.position(at: 0.125) == 0.875)  // 1 - 0.5^3
    #expect(ease.position(at: 0.0625) == 0.578125)  // 1 - 0.75^3
    #expect(ease.velocity(at: 0) == 12)  // 3 / 0.25
    #expect(ease.velocity(at: 0.125) == 3)  // 3 * 0.5^2 / 0.25
    #expect(ease.position(at: 0.25) == 1 && ease.velocity(at: 0.25) == 0)
    #expect(ease.restingPosition == 1)
  }

  @Test("linear over 0.25 s: constant speed, stops dead at the end")
  func linear() {
    let line = ProgressSimulation(duration: 0.25, curve: .linear)
    #expect(line.position(at: 0.0625) == 0.25)
    #expect(line.velocity(at: 0.0625) == 4)
    #expect(line.velocity(at: 0.24) == 4)
    #expect(line.position(at: 0.25) == 1 && line.velocity(at: 0.25) == 0)
  }

  @Test("within 1e-9 of the end counts as the end, so a clock's rounding leaves no sliver", arguments: [0.2, 0.25, 3])
  func endTolerance(duration: Double) {
    for curve in [ProgressSimulation.Curve.linear, .easeOutCubic] {
      let progress = ProgressSimulation(duration: duration, curve: curve)
      let nearlyEnd = duration * (1 - 5e-10)
      #expect(progress.position(at: nearlyEnd) == 1 && progress.isDone(at: nearlyEnd))
      #expect(!progress.isDone(at: duration * 0.99))
      #expect(progress.isDone(at: duration) && progress.isDone(at: duration + 100))
    }
    let line = ProgressSimulation(duration: duration, curve: .linear)
    #expect(line.position(at: duration * (1 - 2e-9)) < 1)
  }

  @Test("velocity is the derivative of position", arguments: [0.2, 1.5])
  func derivative(duration: Double) {
    for curve in [ProgressSimulation.Curve.linear, .easeOutCubic] {
      let progress = ProgressSimulation(duration: duration, curve: curve)
      for k in 1..<20 {
        let t = duration * Double(k) / 20
        let h = duration * 1e-6
        let slope = (progress.position(at: t + h) - progress.position(at: t - h)) / (2 * h)
        PhysicsAssert.near(progress.velocity(at: t), slope, within: 1e-5 / duration, "\(curve) t=\(t)")
      }
    }
  }

  @Test("before its start it is at 0 and still; with no duration it is done at once")
  func edges() {
    let ease = ProgressSimulation(duration: 0.2, curve: .easeOutCubic)
    #expect(ease.position(at: -1) == 0 && ease.velocity(at: -1) == 0 && !ease.isDone(at: -1))
    let instant = ProgressSimulation(duration: 0, curve: .easeOutCubic)
    #expect(instant.position(at: 0) == 1 && instant.velocity(at: 0) == 0 && instant.isDone(at: 0))
  }

  @Test("a zoom animation is its eased progress started at its start: zoom and pan follow it, exact at the end")
  func zoomAnimation() {
    let animation = ZoomAnimation(
      start: 3, duration: 0.25, fromZoom: 1, toZoom: 3, fromPan: Vector2(x: 0, y: 0), toPan: Vector2(x: 80, y: -40))
    #expect(animation.progress(at: 3) == 0 && animation.zoom(at: 3) == 1)
    #expect(animation.progress(at: 2) == 0)
    #expect(animation.zoom(at: 3.125) == 2.75)  // 1 + 2 * 0.875
    #expect(animation.pan(at: 3.125) == Vector2(x: 70, y: -35))
    #expect(!animation.isDone(at: 3.24))
    #expect(animation.isDone(at: 3.25) && animation.zoom(at: 3.25) == 3 && animation.pan(at: 3.25) == animation.toPan)
  }
}
