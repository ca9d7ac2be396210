import Testing

@testable import PhotoCore

/// The info panel's motion on a fake clock (seconds): it slides on the transition spring, a finger drags it,
/// and a release closes it or springs it back as a pull-down dismisses a photo.
struct InfoPanelTests {
  static let finger = PointerID.finger(device: 1, finger: 1)
  static let height = 300.0

  @Test func itSlidesUpAndDownOnTheTransitionSpring() {
    var panel = InfoPanel()
    #expect(panel.offset(at: 0) == 1 && !panel.isVisible(at: 0))
    panel.open(at: 1, height: Self.height)
    #expect(panel.isOpen && panel.isMoving(at: 1.1))
    let halfway = panel.offset(at: 1.1)
    #expect(halfway > 0 && halfway < 1 && panel.isVisible(at: 1.1))
    #expect(panel.offset(at: 3) == 0 && !panel.isMoving(at: 3))
    panel.close(at: 4, height: Self.height)
    #expect(!panel.isOpen && panel.offset(at: 4) == 0)
    #expect(panel.offset(at: 6) == 1 && !panel.isVisible(at: 6))
  }

  @Test func aSwipeDownClosesItAndASmallSlowDragSpringsItBack() {
    var swiped = InfoPanel()
    swiped.open(at: 0, height: Self.height)
    swiped.press(Self.finger, y: 400, at: 2)
    for i in 1...5 { swiped.move(Self.finger, y: 400 + Double(i) * 12, at: 2 + Double(i) * 0.01, height: Self.height) }
    #expect(abs(swiped.offset(at: 2.05) - 0.2) < 1e-9, "it follows the finger")
    swiped.release(Self.finger, at: 2.05, height: Self.height)
    #expect(!swiped.isOpen && swiped.offset(at: 4) == 1, "60 points at 1200 points a second: projected past half")

    var held = InfoPanel()
    held.open(at: 0, height: Self.height)
    held.press(Self.finger, y: 400, at: 2)
    held.move(Self.finger, y: 460, at: 2.5, height: Self.height)
    held.release(Self.finger, at: 3, height: Self.height)
    #expect(held.isOpen && held.offset(at: 5) == 0, "a fifth of its height, at rest: back up")
    held.press(Self.finger, y: 400, at: 6)
    held.move(Self.finger, y: 300, at: 6.1, height: Self.height)
    #expect(held.offset(at: 6.1) == 0, "never above its open place")
    held.release(Self.finger, at: 6.2, height: Self.height, cancelled: true)
    #expect(held.isOpen)
  }
}
