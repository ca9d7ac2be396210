import Testing

@testable import PhotoCore

/// A live photo's motion as a value of its own, without a pager: a press held still plays it, a move or a
/// second finger is no hold, a slide's motion plays once by itself when decoded, and leaving the page ends
/// either, on a virtual clock.
@Suite struct LiveMotionTests {
  static let hold = Tuning.Tap.longPressTimeout
  static func event(_ phase: PointerEvent.Phase, at t: Double, x: Double = 100, y: Double = 100) -> PointerEvent {
    PointerEvent(id: .mouse, phase: phase, position: Vector2(x: x, y: y), time: t)
  }

  @Test func aPressHeldStillPlaysTheMotionUntilItLifts() {
    var live = LiveMotion()
    live.track(Self.event(.down, at: 1), page: 3, isLive: true, atRest: true, otherPointers: false)
    // Short of the hold: nothing plays; the deadline is the hold's.
    let early = live.hold(at: 1 + Self.hold - 0.01, page: 3, pointerCount: 1)
    #expect(!early && live.playing == nil)
    #expect(live.nextDeadline == 1 + Self.hold)
    let held = live.hold(at: 1 + Self.hold, page: 3, pointerCount: 1)
    #expect(held)
    #expect(live.playing == 3 && live.since == 1 + Self.hold && live.runs == 1)
    let (first, second) = (live.takeStart(), live.takeStart())
    #expect(first == 3 && second == nil, "the start is told once")
    #expect(live.nextDeadline == nil, "held: nothing more by the clock")
    live.track(Self.event(.up, at: 2), page: 3, isLive: true, atRest: true, otherPointers: false)
    #expect(live.playing == nil)
  }

  @Test func aMoveASecondFingerOrAStillPhotoIsNoHold() {
    var moved = LiveMotion()
    moved.track(Self.event(.down, at: 0), page: 0, isLive: true, atRest: true, otherPointers: false)
    moved.track(
      Self.event(.moved, at: 0.1, x: 100 + Tuning.Tap.touchSlop + 1), page: 0, isLive: true,
      atRest: true, otherPointers: false)
    let movedHeld = moved.hold(at: 5, page: 0, pointerCount: 1)
    #expect(!movedHeld && moved.playing == nil)
    var two = LiveMotion()
    two.track(Self.event(.down, at: 0), page: 0, isLive: true, atRest: true, otherPointers: false)
    let twoHeld = two.hold(at: 5, page: 0, pointerCount: 2)
    #expect(!twoHeld)
    var still = LiveMotion()
    still.track(Self.event(.down, at: 0), page: 0, isLive: false, atRest: true, otherPointers: false)
    let stillHeld = still.hold(at: 5, page: 0, pointerCount: 1)
    #expect(!stillHeld)
    var paging = LiveMotion()
    paging.track(Self.event(.down, at: 0), page: 0, isLive: true, atRest: false, otherPointers: false)
    let pagingHeld = paging.hold(at: 5, page: 0, pointerCount: 1)
    #expect(!pagingHeld)
  }

  @Test func aSlidesMotionPlaysOnceWhenDecodedAndEndsAfterItsLength() {
    var live = LiveMotion()
    live.playOnce(2)
    // Not decoded yet: it waits.
    live.advance(at: 1, target: 2, isLive: { _ in true }, length: { _ in nil })
    #expect(live.playing == nil && live.pending == 2)
    live.advance(at: 1.5, target: 2, isLive: { _ in true }, length: { _ in 3 })
    #expect(live.playing == 2 && live.pending == nil && live.nextDeadline == 4.5)
    live.advance(at: 4.49, target: 2, isLive: { _ in true }, length: { _ in 3 })
    #expect(live.playing == 2)
    live.advance(at: 4.5, target: 2, isLive: { _ in true }, length: { _ in 3 })
    #expect(live.playing == nil && live.runs == 1)
  }

  @Test func leavingThePageEndsTheMotionAndDropsOneWaiting() {
    var live = LiveMotion()
    live.playOnce(2)
    live.advance(at: 0, target: 2, isLive: { _ in true }, length: { _ in 3 })
    live.advance(at: 1, target: 3, isLive: { _ in true }, length: { _ in 3 })
    #expect(live.playing == nil)
    live.playOnce(4)
    live.advance(at: 2, target: 5, isLive: { _ in true }, length: { _ in 3 })
    #expect(live.pending == nil && live.playing == nil, "its page is no longer shown")
  }
}
