/// A live photo's motion in the pager, a value of its own: a press held still on a live photo plays the photo's
/// motion until it lifts (never a tap); a slideshow's slide coming in plays it once by itself as soon as it is
/// decoded; either ends when its page is left. It decides from what the pager tells it (the page, whether it
/// rests, the pointers down, what is decoded) and holds no photo library, no pager and no clock.
public struct LiveMotion: Sendable {
  /// A press held still on a live photo: its pointer, where and when it went down.
  var press: (id: PointerID, start: Vector2, since: Double)?
  /// The page whose motion plays.
  public internal(set) var playing: Int?
  /// Whether its playing began since the shell last asked (`takeStart`).
  var started = false
  /// A live photo whose motion is to play once by itself, as soon as it is decoded.
  public internal(set) var pending: Int?
  /// When a motion playing by itself ends, seconds.
  var ends: Double?
  /// When the motion playing began, seconds.
  public internal(set) var since = 0.0
  /// How many times a motion began (its sound starts again each time).
  public internal(set) var runs = 0

  public init() {}

  /// A finger (or the mouse) `event` on `page`: on a live photo (`isLive`) of a pager at rest with no other
  /// pointer down, a press may become a hold; moving past the touch slop, a second finger or a lift ends it.
  mutating func track(_ event: PointerEvent, page: Int, isLive: Bool, atRest: Bool, otherPointers: Bool) {
    switch event.phase {
    case .down:
      if !otherPointers && isLive && atRest {
        press = (event.id, event.position, event.time)
      } else {
        end()
      }
    case .moved:
      if let press, press.id == event.id, (event.position - press.start).length > Tuning.Tap.touchSlop { end() }
    case .up, .cancelled:
      if press?.id == event.id { end() }
    }
  }

  /// The clock reached `t` on `page` with `pointerCount` pointers down: a press held still long enough plays its
  /// motion. Whether it began now (the screen then takes the press from the tap recogniser).
  mutating func hold(at t: Double, page: Int, pointerCount: Int) -> Bool {
    guard let press, playing == nil, t - press.since >= Tuning.Tap.longPressTimeout, pointerCount == 1 else {
      return false
    }
    start(page, at: t)
    ends = nil
    return true
  }

  /// The hold ended, or its page was left: back to the still.
  mutating func end() {
    press = nil
    playing = nil
    ends = nil
  }

  /// Plays `page`'s motion once by itself, as soon as it is decoded (a slideshow's slide coming in).
  mutating func playOnce(_ page: Int) { pending = page }

  /// The clock reached `t` with `target` the page shown: a motion playing ends when its page is left, or after
  /// its length when it plays by itself; one waiting to play starts once `length(page)` says it is decoded (its
  /// length, seconds), unless a press holds it or its page is no longer shown or has no motion (`isLive`).
  mutating func advance(at t: Double, target: Int, isLive: (Int) -> Bool, length: (Int) -> Double?) {
    if let playing, playing != target {
      end()
    } else if let ends, t >= ends {
      playing = nil
      self.ends = nil
    }
    guard let page = pending else { return }
    guard page == target, press == nil, isLive(page) else {
      pending = nil
      return
    }
    guard let length = length(page) else { return }
    pending = nil
    start(page, at: t)
    ends = t + length
  }

  /// The next time its decisions change by the clock alone: a press becoming a hold, or a motion's end.
  var nextDeadline: Double? {
    let hold = playing == nil ? press.map { $0.since + Tuning.Tap.longPressTimeout } : nil
    return [hold, ends].compactMap { $0 }.min()
  }

  /// The page whose motion began playing since the last call (it plays from its first frame), once; nil
  /// otherwise.
  mutating func takeStart() -> Int? {
    guard started else { return nil }
    started = false
    return playing
  }

  /// Starts `page`'s motion at `t` from its first frame.
  private mutating func start(_ page: Int, at t: Double) {
    playing = page
    started = true
    since = t
    runs += 1
  }
}
