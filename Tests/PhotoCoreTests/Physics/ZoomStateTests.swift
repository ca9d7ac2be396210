import Testing

@testable import PhotoCore

@Suite("ZoomState")
struct ZoomStateTests {
  static let viewport = Vector2(x: 1000, y: 800)
  /// A 6000 x 4000 photo: fit = 1/6 point per pixel (width-limited), shown 1000 x 666.7 at fit.
  static func photo(pixelsPerPoint: Double = 1) -> ZoomState {
    ZoomState(imageSize: Vector2(x: 6000, y: 4000), viewportSize: viewport, pixelsPerPoint: pixelsPerPoint)
  }

  @Test("limits: fit shows the whole photo, small photos 1:1; max = larger of 16 x fit and 4 x native")
  func limits() {
    let big = Self.photo()
    PhysicsAssert.near(big.fitScale, 1.0 / 6, within: 1e-12)
    PhysicsAssert.near(big.maxZoom, 24, within: 1e-9)  // 4 native px per image px = 24 x fit
    #expect(big.minZoom == 1)
    let hidpi = Self.photo(pixelsPerPoint: 2)
    PhysicsAssert.near(hidpi.fitScale, 1.0 / 6, within: 1e-12)
    PhysicsAssert.near(hidpi.maxZoom, 16, within: 1e-9)  // 4 x native is only 12 x fit here
    let small = ZoomState(imageSize: Vector2(x: 500, y: 400), viewportSize: Self.viewport)
    #expect(small.fitScale == 1)  // 1:1, not enlarged
    #expect(small.maxZoom == 16)
    let smallHiDPI = ZoomState(imageSize: Vector2(x: 500, y: 400), viewportSize: Self.viewport, pixelsPerPoint: 2)
    #expect(smallHiDPI.fitScale == 0.5)  // one image pixel per display pixel
    let rect = small.imageRect(at: 0)
    #expect(rect.origin == Vector2(x: 250, y: 200))
    #expect(rect.size == Vector2(x: 500, y: 400))
  }

  @Test("focal-point zoom keeps the image point under the focus")
  func focalZoom() {
    var zoom = Self.photo()
    let focus = Vector2(x: 620, y: 380)
    let imagePoint = zoom.imagePoint(under: focus, zoom: 1, pan: zoom.pan(at: 0))
    zoom.zoom(to: 4, focus: focus, at: 0, animated: false)
    #expect(zoom.zoom(at: 0) == 4)
    PhysicsAssert.near(zoom.viewportPoint(of: imagePoint, zoom: 4, pan: zoom.pan(at: 0)), focus, within: 1e-9)
    // Clamped to the limits.
    zoom.zoom(to: 1000, focus: focus, at: 1, animated: false)
    #expect(zoom.zoom(at: 1) == zoom.maxZoom)
    zoom.zoom(to: 0.1, focus: focus, at: 2, animated: false)
    #expect(zoom.zoom(at: 2) == 1)
    #expect(zoom.pan(at: 2) == .zero)
  }

  @Test(
    "Docs/physics.md: a pinch keeps the image point under the first centroid under the current centroid within 0.5 pt")
  func pinchKeepsPoint() {
    var zoom = Self.photo()
    let c0 = Vector2(x: 400, y: 300)
    let anchor = zoom.imagePoint(under: c0, zoom: 1, pan: .zero)
    zoom.beginPinch(centroid: c0, span: 100, at: 0)
    // Spread, move, squeeze past fit, and spread past the maximum.
    let steps: [(Vector2, Double)] = [
      (Vector2(x: 420, y: 310), 150), (Vector2(x: 500, y: 420), 400), (Vector2(x: 300, y: 200), 40),
      (Vector2(x: 640, y: 500), 100 * 30), (Vector2(x: 700, y: 520), 100 * 80),
    ]
    for (index, (centroid, span)) in steps.enumerated() {
      let t = 0.1 * Double(index + 1)
      zoom.updatePinch(centroid: centroid, span: span, at: t)
      let shown = zoom.viewportPoint(of: anchor, zoom: zoom.zoom(at: t), pan: zoom.pan(at: t))
      PhysicsAssert.near(shown, centroid, within: 0.5, "step \(index)")
    }
  }

  @Test("pinch scale = s0 * span / span0 within the limits, rubber-banded beyond")
  func pinchScale() {
    var zoom = Self.photo()
    zoom.zoom(to: 2, focus: Vector2(x: 500, y: 400), at: 0, animated: false)
    zoom.beginPinch(centroid: Vector2(x: 500, y: 400), span: 120, at: 1)  // touch-down span a = 120
    // A touch slop delayed the first update until the span was 150: the scale still counts from 120.
    zoom.updatePinch(centroid: Vector2(x: 500, y: 400), span: 150, at: 1.1)
    PhysicsAssert.near(zoom.zoom(at: 1.1), 2 * 150 / 120, within: 1e-12)
    zoom.updatePinch(centroid: Vector2(x: 500, y: 400), span: 1800, at: 1.2)  // raw 30 > max 24
    PhysicsAssert.near(zoom.zoom(at: 1.2), RubberBand.scale(30, min: 1, max: 24), within: 1e-12)
    #expect(zoom.zoom(at: 1.2) > 24 && zoom.zoom(at: 1.2) <= 48)
    zoom.updatePinch(centroid: Vector2(x: 500, y: 400), span: 20, at: 1.3)  // raw 1/3 < fit
    PhysicsAssert.near(zoom.zoom(at: 1.3), RubberBand.scale(1.0 / 3, min: 1, max: 24), within: 1e-12)
    #expect(zoom.zoom(at: 1.3) >= 0.5)
  }

  @Test("a finger added or removed mid-pinch re-anchors without a jump")
  func reanchor() {
    var zoom = Self.photo()
    zoom.beginPinch(centroid: Vector2(x: 500, y: 400), span: 100, at: 0)
    zoom.updatePinch(centroid: Vector2(x: 520, y: 410), span: 300, at: 0.1)
    let before = zoom.imageRect(at: 0.1)
    // A third finger: new centroid and span, same picture.
    zoom.beginPinch(centroid: Vector2(x: 560, y: 450), span: 260, at: 0.1)
    let after = zoom.imageRect(at: 0.1)
    PhysicsAssert.near(after.origin, before.origin, within: 1e-9)
    PhysicsAssert.near(after.size, before.size, within: 1e-9)
    // Then down to one finger (span 0): pans with it, scale unchanged.
    zoom.beginPinch(centroid: Vector2(x: 600, y: 450), span: 0, at: 0.2)
    zoom.updatePinch(centroid: Vector2(x: 650, y: 470), span: 0, at: 0.3)
    PhysicsAssert.near(zoom.zoom(at: 0.3), 3, within: 1e-12)
    PhysicsAssert.near(zoom.imageRect(at: 0.3).origin, after.origin + Vector2(x: 50, y: 20), within: 1e-9)
  }

  @Test("released past the maximum: animates back to it keeping the centroid fixed; below fit: back to fit, centred")
  func bounceBackIntoLimits() {
    var zoom = Self.photo()
    zoom.zoom(to: 20, focus: Vector2(x: 500, y: 400), at: 0, animated: false)
    let centroid = Vector2(x: 480, y: 390)
    zoom.beginPinch(centroid: centroid, span: 100, at: 1)
    zoom.updatePinch(centroid: centroid, span: 200, at: 1.1)  // raw 40 > 24
    let anchor = zoom.imagePoint(under: centroid, zoom: zoom.zoom(at: 1.1), pan: zoom.pan(at: 1.1))
    zoom.endPinch(at: 1.2)
    #expect(!zoom.isSettled(at: 1.3))
    for t in stride(from: 1.2, through: 1.5, by: 0.01) {
      let shown = zoom.viewportPoint(of: anchor, zoom: zoom.zoom(at: t), pan: zoom.pan(at: t))
      PhysicsAssert.near(shown, centroid, within: 0.5, "t=\(t)")
    }
    PhysicsAssert.near(zoom.zoom(at: 1.4), 24, within: 1e-12)
    #expect(zoom.isSettled(at: 1.4))
    // Squeezed below fit.
    var small = Self.photo()
    small.beginPinch(centroid: Vector2(x: 300, y: 300), span: 200, at: 0)
    small.updatePinch(centroid: Vector2(x: 350, y: 250), span: 80, at: 0.1)
    #expect(small.zoom(at: 0.1) < 1)
    small.endPinch(at: 0.1)
    #expect(small.zoom(at: 0.4) == 1)
    #expect(small.pan(at: 0.4) == .zero)
  }

  @Test("a pan that takes over from a pinch past the maximum bounces the zoom back when it ends")
  func panAfterPinch() {
    var zoom = Self.photo()
    zoom.beginPinch(centroid: Vector2(x: 500, y: 400), span: 10, at: 0)
    zoom.updatePinch(centroid: Vector2(x: 500, y: 400), span: 400, at: 0.1)  // raw 40 x fit, past 24
    #expect(zoom.zoom(at: 0.1) > 24)
    zoom.beginPan(at: 0.1)  // one finger lifted; the other pans
    zoom.pan(translation: Vector2(x: 30, y: 0), at: 0.2)
    zoom.endPan(velocity: .zero, at: 0.2)
    #expect(zoom.zoom(at: 1) == 24)
    let rest = zoom.pan(at: 1)
    #expect(rest == zoom.clampedPan(rest, zoom: 24))
    #expect(zoom.isSettled(at: 1))
  }

  @Test("pan bounds at every scale: an axis smaller than the viewport stays centred", arguments: [1.0, 1.1, 1.3, 2, 8])
  func panBounds(level: Double) {
    var zoom = Self.photo()
    zoom.zoom(to: level, focus: Vector2(x: 500, y: 400), at: 0, animated: false)
    zoom.beginPan(at: 0)
    zoom.pan(translation: Vector2(x: 5000, y: -5000), at: 0.1)
    zoom.endPan(velocity: Vector2(x: 3000, y: -3000), at: 0.1)
    let rest = zoom.pan(at: 20)
    let limit = zoom.panLimit(zoom: level)
    #expect(zoom.isSettled(at: 20))
    PhysicsAssert.near(rest.x, limit.x, within: 1e-9)
    PhysicsAssert.near(rest.y, -limit.y, within: 1e-9)
    // Shown height at fit is 666.7 < 800: centred vertically until the zoom fills the height.
    if 666.666 * level <= 800 { #expect(rest.y == 0) }
    let rect = zoom.imageRect(at: 20)
    if rect.size.x >= 1000 { #expect(rect.origin.x <= 1e-9 && rect.origin.x + rect.size.x >= 1000 - 1e-9) }
  }

  @Test("panning rubber-bands at the edges and flings inside the bounds")
  func panRubberBand() {
    var zoom = Self.photo()
    zoom.zoom(to: 3, focus: Vector2(x: 500, y: 400), at: 0, animated: false)
    let limit = zoom.panLimit(zoom: 3)  // x: (3000 - 1000) / 2 = 1000
    PhysicsAssert.near(limit.x, 1000, within: 1e-9)
    zoom.beginPan(at: 0)
    zoom.pan(translation: Vector2(x: 1100, y: 0), at: 0.1)  // 100 past the left edge
    PhysicsAssert.near(zoom.pan(at: 0.1).x, 1000 + 52.13, within: 0.005)
    #expect(zoom.horizontalOverflow == 100)
    zoom.pan(translation: Vector2(x: 1000, y: 0), at: 0.2)
    #expect(zoom.pan(at: 0.2).x == 1000)
    zoom.pan(translation: Vector2(x: 500, y: 0), at: 0.3)
    zoom.endPan(velocity: Vector2(x: -1200, y: 0), at: 0.3)
    let decay = DecaySimulation(position: 500, velocity: -1200)
    PhysicsAssert.near(zoom.pan(at: 0.8).x, decay.position(at: 0.5), within: 1e-9)
  }

  @Test("hand-off: the horizontal excess goes to the pager, the photo stops at its edge")
  func handOff() {
    var zoom = Self.photo()
    zoom.zoom(to: 2, focus: Vector2(x: 500, y: 400), at: 0, animated: false)  // limit x = 500
    zoom.beginPan(at: 0, handsOffHorizontalOverflow: true)
    zoom.pan(translation: Vector2(x: -650, y: 0), at: 0.1)  // 150 past the right edge
    #expect(zoom.pan(at: 0.1).x == -500)
    #expect(zoom.horizontalOverflow == -150)
    #expect(zoom.isAtRightEdge(at: 0.1))
    zoom.endPan(velocity: Vector2(x: 2000, y: 0), at: 0.1)  // the pager takes this velocity
    #expect(zoom.pan(at: 1).x == -500)
    // At fit every horizontal drag is excess.
    var fit = Self.photo()
    fit.beginPan(at: 0, handsOffHorizontalOverflow: true)
    fit.pan(translation: Vector2(x: 120, y: 0), at: 0.1)
    #expect(fit.horizontalOverflow == 120)
    #expect(fit.pan(at: 0.1) == .zero)
  }

  @Test("double tap: at fit to 2.5 x fit about the point; otherwise back to fit")
  func doubleTap() {
    var zoom = Self.photo()
    let point = Vector2(x: 540, y: 420)
    let imagePoint = zoom.imagePoint(under: point, zoom: 1, pan: .zero)
    #expect(zoom.doubleTapTarget(at: point, t: 0) == 2.5)
    zoom.doubleTap(at: point, t: 0)
    #expect(!zoom.isSettled(at: 0.1))
    #expect(zoom.zoom(at: 0.2) == 2.5)
    PhysicsAssert.near(zoom.viewportPoint(of: imagePoint, zoom: 2.5, pan: zoom.pan(at: 0.2)), point, within: 1e-9)
    // Half way, the point is still under the finger (pan follows the zoom).
    PhysicsAssert.near(
      zoom.viewportPoint(of: imagePoint, zoom: zoom.zoom(at: 0.05), pan: zoom.pan(at: 0.05)), point,
      within: 1e-9)
    #expect(zoom.doubleTapTarget(at: point, t: 0.3) == 1)
    zoom.doubleTap(at: point, t: 0.3)
    #expect(zoom.zoom(at: 1) == 1)
    #expect(zoom.pan(at: 1) == .zero)
    #expect(zoom.isAtFit(at: 1))
  }

  @Test("the animated zoom eases out cubically over 200 ms")
  func easing() {
    var zoom = Self.photo()
    zoom.zoom(to: 3, focus: Vector2(x: 500, y: 400), at: 1, animated: true)
    PhysicsAssert.near(zoom.zoom(at: 1.1), 1 + 2 * (1 - 0.125), within: 1e-12)  // u = 0.5: 1 - 0.5^3
    #expect(zoom.zoom(at: 1.2) == 3)
    #expect(zoom.targetZoom == 3)
  }

  @Test("a finger landing mid-animation catches it where it is")
  func catchAnimation() {
    var zoom = Self.photo()
    zoom.zoom(to: 5, focus: Vector2(x: 300, y: 300), at: 0, animated: true)
    let rect = zoom.imageRect(at: 0.07)
    zoom.beginPan(at: 0.07)
    PhysicsAssert.near(zoom.imageRect(at: 0.07).origin, rect.origin, within: 1e-9)
    PhysicsAssert.near(zoom.imageRect(at: 1).size, rect.size, within: 1e-9)
  }

  @Test("top edge: at fit, or zoomed with the photo's top at the viewport's top")
  func topEdge() {
    var zoom = Self.photo()
    #expect(zoom.isAtTopEdge(at: 0))
    zoom.zoom(to: 3, focus: Vector2(x: 500, y: 400), at: 0, animated: false)
    #expect(!zoom.isAtTopEdge(at: 0))
    zoom.beginPan(at: 0)
    zoom.pan(translation: Vector2(x: 0, y: 5000), at: 0.1)
    zoom.endPan(velocity: .zero, at: 0.1)
    #expect(zoom.isAtTopEdge(at: 5))
  }

  @Test("resize: at fit stays at fit; zoomed keeps the display scale and the centre point")
  func resize() {
    var zoom = Self.photo()
    zoom.resize(viewport: Vector2(x: 1600, y: 1000), at: 0)
    #expect(zoom.isAtFit(at: 0))
    PhysicsAssert.near(zoom.fitScale, 0.25, within: 1e-12)  // height-limited now: 1000 / 4000
    zoom.zoom(to: 4, focus: Vector2(x: 300, y: 200), at: 1, animated: false)
    let scale = zoom.displayScale(at: 1)
    let centre = zoom.imagePoint(under: Vector2(x: 800, y: 500), zoom: 4, pan: zoom.pan(at: 1))
    zoom.resize(viewport: Vector2(x: 1200, y: 900), at: 1)
    PhysicsAssert.near(zoom.displayScale(at: 1), scale, within: 1e-12)
    PhysicsAssert.near(
      zoom.imagePoint(under: Vector2(x: 600, y: 450), zoom: zoom.zoom(at: 1), pan: zoom.pan(at: 1)), centre,
      within: 1e-9)
  }

  @Test("rotate swaps the size and returns to fit")
  func rotate() {
    var zoom = Self.photo()
    zoom.zoom(to: 3, focus: .zero, at: 0, animated: false)
    zoom.rotate(quarterTurns: 1)
    #expect(zoom.imageSize == Vector2(x: 4000, y: 6000))
    #expect(zoom.zoom(at: 0) == 1)
    PhysicsAssert.near(zoom.fitScale, 800.0 / 6000, within: 1e-12)
  }

  @Test("frame-rate independence: double tap, pan, fling, pinch bounce agree within 0.01 pt at every rate")
  func frameRateIndependence() {
    var events: [(time: Double, apply: (inout ZoomState) -> Void)] = [
      (0.05, { $0.doubleTap(at: Vector2(x: 700, y: 300), t: 0.05) }),
      (0.17, { $0.beginPan(at: 0.17) }),  // catches the zoom animation
      (0.40, { $0.endPan(velocity: Vector2(x: -2500, y: 900), at: 0.40) }),
      (1.10, { $0.beginPinch(centroid: Vector2(x: 500, y: 400), span: 100, at: 1.10) }),
      (1.40, { $0.endPinch(at: 1.40) }),
    ]
    for i in 0..<27 {
      let t = 0.18 + Double(i) / 120
      events.append((t, { $0.pan(translation: Vector2(x: -Double(i) * 12, y: Double(i) * 5), at: t) }))
    }
    for i in 0..<30 {
      let t = 1.11 + Double(i) / 120
      events.append((t, { $0.updatePinch(centroid: Vector2(x: 500, y: 400), span: 100 + Double(i) * 60, at: t) }))
    }
    let probes: [(ZoomState, Double) -> Double] = [
      { zoom, t in zoom.imageRect(at: t).origin.x }, { zoom, t in zoom.imageRect(at: t).origin.y },
      { zoom, t in zoom.imageRect(at: t).size.x },
    ]
    for probe in probes {
      PhysicsFrames.expectIndependent(
        initial: Self.photo(), events: events, to: 3, checkpoints: PhysicsFrames.checkpoints(to: 3, step: 0.05),
        probe: probe)
    }
  }
}
