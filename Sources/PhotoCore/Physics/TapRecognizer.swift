/// A recognised tap.
public enum TapEvent: Sendable, Hashable {
  /// A single tap, confirmed once the double-tap window passed, at the point where it went down.
  case singleTap(Vector2)
  /// A double tap, reported when the second finger goes down, at the point where the first went down.
  case doubleTap(Vector2)
}

/// Tap and double-tap recognition on a virtual clock (Android GestureDetector's rules).
///
/// - A press that goes up without moving beyond `Tuning.Tap.touchSlop` and within `Tuning.Tap.longPressTimeout`
///   is a tap.
/// - A second press going down at least `Tuning.Tap.doubleTapMinTime` (40 ms) and less than
///   `Tuning.Tap.doubleTapTimeout` (300 ms) after the first tap's up, within `Tuning.Tap.doubleTapSlop`
///   (100 pt) of its down point, is a double tap.
/// - A single tap is confirmed only once the 300 ms window has passed: `advance(to:)` reports it, and
///   `nextDeadline` says when to call it. A press that cannot make a double tap confirms the waiting tap at
///   once.
/// - A second pointer down while pressed (a pinch) or a move past the slop (a drag) makes the press no tap.
///
/// Times are absolute seconds on the caller's clock; nothing here reads a clock.
public struct TapRecognizer: Sendable {
  /// A press being watched.
  struct Press: Sendable, Hashable {
    /// Where it went down.
    var point: Vector2
    /// When it went down.
    var time: Double
    /// Whether it is the second press of a double tap (already reported).
    var isSecondOfDouble: Bool
  }

  /// What the recogniser is doing.
  enum State: Sendable, Hashable {
    /// Nothing pending.
    case idle
    /// A pointer is down and may become a tap.
    case pressed(Press)
    /// A tap went up at `upTime`; waiting for a possible second one.
    case waiting(downPoint: Vector2, upTime: Double)
    /// The current press is no tap (drag, pinch, or too long); wait until every pointer is up.
    case rejected
  }

  /// The current state.
  private(set) var state: State = .idle
  /// Pointers currently down.
  public private(set) var pointersDown = 0

  /// A recogniser with nothing pending.
  public init() {}

  /// When the pending single tap will be confirmed (call `advance(to:)` then), or nil if none is pending.
  public var nextDeadline: Double? {
    if case .waiting(_, let upTime) = state { return upTime + Tuning.Tap.doubleTapTimeout }
    return nil
  }

  /// A pointer went down at `point` at `time`. May confirm a waiting single tap, or report a double tap.
  public mutating func pointerDown(at point: Vector2, time: Double) -> [TapEvent] {
    pointersDown += 1
    var events = advance(to: time)
    if pointersDown > 1 {
      // Another finger: a pinch or a multi-finger gesture, not a tap.
      if case .waiting(let downPoint, _) = state { events.append(.singleTap(downPoint)) }
      state = .rejected
      return events
    }
    switch state {
    case .waiting(let downPoint, let upTime):
      let gap = time - upTime
      let isDouble =
        gap >= Tuning.Tap.doubleTapMinTime && time < upTime + Tuning.Tap.doubleTapTimeout
        && point.distance(to: downPoint) <= Tuning.Tap.doubleTapSlop
      if isDouble {
        events.append(.doubleTap(downPoint))
        state = .pressed(Press(point: point, time: time, isSecondOfDouble: true))
      } else {
        events.append(.singleTap(downPoint))
        state = .pressed(Press(point: point, time: time, isSecondOfDouble: false))
      }
    case .idle, .pressed, .rejected:
      state = .pressed(Press(point: point, time: time, isSecondOfDouble: false))
    }
    return events
  }

  /// A pointer moved to `point` at `time`: past the touch slop the press becomes a drag, not a tap.
  public mutating func pointerMoved(to point: Vector2, time: Double) {
    guard case .pressed(let press) = state else { return }
    if point.distance(to: press.point) > Tuning.Tap.touchSlop { state = .rejected }
  }

  /// A pointer went up at `point` at `time`. Never reports a single tap at once (it waits for the double-tap
  /// window); returns the events that became due by `time`.
  public mutating func pointerUp(at point: Vector2, time: Double) -> [TapEvent] {
    pointersDown = max(0, pointersDown - 1)
    let events = advance(to: time)
    switch state {
    case .pressed(let press):
      let moved = point.distance(to: press.point) > Tuning.Tap.touchSlop
      let held = time - press.time > Tuning.Tap.longPressTimeout
      if press.isSecondOfDouble || moved || held {
        state = .idle
      } else {
        state = .waiting(downPoint: press.point, upTime: time)
      }
    case .rejected:
      if pointersDown == 0 { state = .idle }
    case .idle, .waiting:
      break
    }
    return events
  }

  /// The clock reached `time`: confirms a single tap whose double-tap window has passed.
  public mutating func advance(to time: Double) -> [TapEvent] {
    guard case .waiting(let downPoint, let upTime) = state,
      time >= upTime + Tuning.Tap.doubleTapTimeout
    else { return [] }
    state = .idle
    return [.singleTap(downPoint)]
  }

  /// A pointer was taken away by the system (focus lost, device gone): it counts as lifted, and neither it
  /// nor any press still down makes a tap.
  public mutating func pointerCancelled() {
    pointersDown = max(0, pointersDown - 1)
    state = pointersDown > 0 ? .rejected : .idle
  }

  /// Forgets any pending press or tap (e.g. the gesture became a pinch or a page change).
  public mutating func cancel() {
    state = pointersDown > 0 ? .rejected : .idle
  }
}
