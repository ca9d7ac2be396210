import Testing

@testable import PhotoCore

/// The bars' geometry: every target at least 44 points square, inside the viewport, on its bar and apart from
/// the others; the bottom bar's controls spread from margin to margin; right to left mirrors them.
struct ControlsLayoutTests {
  static let phone = Vector2(x: 390, y: 844)
  static let desktop = Vector2(x: 1280, y: 720)

  @Test(arguments: [phone, desktop])
  func everyTargetIsLargeEnoughOnItsBarAndApart(_ viewport: Vector2) {
    let layout = ControlsLayout.pager(viewport: viewport)
    #expect(layout.controls.map(\.control) == [.back, .info, .mark, .rotate, .slideshow, .trash, .more])
    for placement in layout.controls {
      #expect(placement.frame.size.x >= 44 && placement.frame.size.y >= 44)
      #expect(layout.topBar.contains(placement.frame) || layout.bottomBar.contains(placement.frame))
      for other in layout.controls where other.control != placement.control {
        #expect(!placement.frame.intersects(other.frame), "\(placement.control) and \(other.control) overlap")
      }
    }
    #expect(layout.topBar == Rect(x0: 0, y0: 0, x1: viewport.x, y1: 52))
    #expect(layout.bottomBar == Rect(x0: 0, y0: viewport.y - 52, x1: viewport.x, y1: viewport.y))
  }

  @Test func theBottomBarSpreadsFromMarginToMargin() {
    let layout = ControlsLayout.pager(viewport: Self.desktop)
    let bottom = layout.controls.filter { layout.bottomBar.contains($0.frame) }
    #expect(bottom.first?.frame.origin.x == 8 && bottom.last?.frame.maxX == 1280 - 8)
    let gaps = zip(bottom, bottom.dropFirst()).map { $1.frame.origin.x - $0.frame.origin.x }
    #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 1e-9 })
    #expect(layout.control(at: Vector2(x: 30, y: 30)) == .back)
    #expect(layout.control(at: Vector2(x: 1250, y: 30)) == .info)
    #expect(layout.control(at: Vector2(x: 30, y: 700)) == .mark)
    #expect(layout.control(at: Vector2(x: 640, y: 700)) == .slideshow)
    #expect(layout.control(at: Vector2(x: 640, y: 360)) == nil)
    #expect(layout.barsContain(Vector2(x: 640, y: 20)) && !layout.barsContain(Vector2(x: 640, y: 360)))
  }

  @Test func rightToLeftMirrorsTheBarsAndTheBackArrow() {
    let ltr = ControlsLayout.pager(viewport: Self.desktop)
    let rtl = ControlsLayout.pager(viewport: Self.desktop, rightToLeft: true)
    for (a, b) in zip(ltr.controls, rtl.controls) {
      #expect(a.control == b.control)
      #expect(abs(b.frame.origin.x - (1280 - a.frame.maxX)) < 1e-9 && a.frame.origin.y == b.frame.origin.y)
      #expect(b.mirrored == (a.control == .back) && !a.mirrored)
    }
    #expect(rtl.control(at: Vector2(x: 1250, y: 30)) == .back)
    #expect(rtl.titleFrame == ltr.titleFrame)
  }
}
