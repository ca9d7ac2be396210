import Testing

@testable import PhotoCore

@Suite("TapRecognizer")
struct TapRecognizerTests {
  let a = Vector2(x: 100, y: 100)

  @Test("a single tap fires once, only after the 300 ms window")
  func singleTap() {
    var taps = TapRecognizer()
    #expect(taps.pointerDown(at: a, time: 1.000).isEmpty)  // finger down
    #expect(taps.pointerUp(at: a, time: 1.080).isEmpty)  // up 80 ms later: not yet confirmed
    let deadline = taps.nextDeadline ?? 0
    PhysicsAssert.near(deadline, 1.380, within: 1e-12)  // 300 ms after the up
    #expect(taps.advance(to: 1.379).isEmpty)  // 299 ms after the up: still waiting
    #expect(taps.advance(to: deadline) == [.singleTap(a)])  // the window has passed
    #expect(taps.advance(to: 2.000).isEmpty)  // once only
    #expect(taps.nextDeadline == nil)
  }

  @Test("150 ms gap, 30 pt apart: one double tap")
  func doubleTap() {
    var taps = TapRecognizer()
    let b = a + Vector2(x: 30, y: 0)
    #expect(taps.pointerDown(at: a, time: 0).isEmpty)
    #expect(taps.pointerUp(at: a, time: 0.070).isEmpty)
    #expect(taps.pointerDown(at: b, time: 0.220) == [.doubleTap(a)])  // second down 150 ms after the first up
    #expect(taps.pointerUp(at: b, time: 0.290).isEmpty)
    #expect(taps.nextDeadline == nil)
    #expect(taps.advance(to: 5).isEmpty)  // no single tap afterwards
  }

  @Test("350 ms gap: two single taps")
  func slowTaps() {
    var taps = TapRecognizer()
    var events: [TapEvent] = []
    events += taps.pointerDown(at: a, time: 0)
    events += taps.pointerUp(at: a, time: 0.070)
    events += taps.pointerDown(at: a, time: 0.420)  // 350 ms after the up: the first is confirmed here
    #expect(events == [.singleTap(a)])
    events += taps.pointerUp(at: a, time: 0.490)
    events += taps.advance(to: 0.790)
    #expect(events == [.singleTap(a), .singleTap(a)])
  }

  @Test("120 pt apart: two single taps")
  func farApart() {
    var taps = TapRecognizer()
    let far = a + Vector2(x: 120, y: 0)
    var events: [TapEvent] = []
    events += taps.pointerDown(at: a, time: 0)
    events += taps.pointerUp(at: a, time: 0.060)
    events += taps.pointerDown(at: far, time: 0.200)  // in time but too far: the first tap is confirmed
    events += taps.pointerUp(at: far, time: 0.260)
    events += taps.advance(to: 0.560)
    #expect(events == [.singleTap(a), .singleTap(far)])
  }

  @Test("20 ms gap: not a double tap")
  func tooQuick() {
    var taps = TapRecognizer()
    var events: [TapEvent] = []
    events += taps.pointerDown(at: a, time: 0)
    events += taps.pointerUp(at: a, time: 0.050)
    events += taps.pointerDown(at: a, time: 0.070)  // 20 ms after the up: contact bounce, not a double tap
    events += taps.pointerUp(at: a, time: 0.120)
    events += taps.advance(to: 1)
    #expect(!events.contains(.doubleTap(a)))
    #expect(events == [.singleTap(a), .singleTap(a)])
  }

  @Test("a drag past the slop is no tap")
  func dragIsNoTap() {
    var taps = TapRecognizer()
    var events: [TapEvent] = []
    events += taps.pointerDown(at: a, time: 0)
    taps.pointerMoved(to: a + Vector2(x: 5, y: 0), time: 0.02)  // within the slop
    taps.pointerMoved(to: a + Vector2(x: 30, y: 0), time: 0.05)  // past it: a drag
    taps.pointerMoved(to: a, time: 0.08)  // coming back does not make it a tap again
    events += taps.pointerUp(at: a, time: 0.1)
    events += taps.advance(to: 2)
    #expect(events.isEmpty)
    // Movement within the slop is still a tap.
    var wobble = TapRecognizer()
    var more: [TapEvent] = []
    more += wobble.pointerDown(at: a, time: 0)
    wobble.pointerMoved(to: a + Vector2(x: 6, y: -4), time: 0.03)
    more += wobble.pointerUp(at: a + Vector2(x: 6, y: -4), time: 0.06)
    more += wobble.advance(to: 1)
    #expect(more == [.singleTap(a)])
  }

  @Test("a second finger makes it a pinch, not a tap; a long press is not a tap")
  func pinchAndLongPress() {
    var taps = TapRecognizer()
    var events: [TapEvent] = []
    events += taps.pointerDown(at: a, time: 0)
    events += taps.pointerDown(at: a + Vector2(x: 200, y: 0), time: 0.03)
    events += taps.pointerUp(at: a, time: 0.2)
    events += taps.pointerUp(at: a + Vector2(x: 200, y: 0), time: 0.21)
    events += taps.advance(to: 2)
    #expect(events.isEmpty)
    var long = TapRecognizer()
    var held: [TapEvent] = []
    held += long.pointerDown(at: a, time: 0)
    held += long.pointerUp(at: a, time: 0.8)
    held += long.advance(to: 2)
    #expect(held.isEmpty)
  }

  @Test("a triple tap is a double tap then a pending single")
  func tripleTap() {
    var taps = TapRecognizer()
    var events: [TapEvent] = []
    events += taps.pointerDown(at: a, time: 0)
    events += taps.pointerUp(at: a, time: 0.05)
    events += taps.pointerDown(at: a, time: 0.15)
    events += taps.pointerUp(at: a, time: 0.20)
    events += taps.pointerDown(at: a, time: 0.30)
    events += taps.pointerUp(at: a, time: 0.35)
    events += taps.advance(to: 0.65)
    #expect(events == [.doubleTap(a), .singleTap(a)])
  }
}
