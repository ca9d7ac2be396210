/// Gives pointer events the time they happened, from the stamps SDL gave them when it read them.
///
/// SDL2 stamps an event with its millisecond clock as it pumps the event from the display, not when the event
/// happened: after a slow frame every motion of the last tens of milliseconds carries one stamp, and a velocity
/// fit sees a finger that jumped and then rested, or (past `Tuning.Velocity.stopGap` between pumps) one that
/// started afresh with no speed at all. The shell feeds this clock the raw stamps and it answers with the best
/// time it can tell:
/// - **The display server's time.** X11 stamps motion and button events itself, and SDL passes each one on (as
///   `SDL_SYSWMEVENT`) just before the SDL event it becomes. `serverEvent` maps that time onto SDL's clock
///   (`ServerClock`) and holds it: the next pointer event, if it matches, takes it.
/// - **Otherwise, a pump's events are spread.** The events read in one pump (stamps within
///   `Tuning.EventTiming.pumpSpan`) happened after the previous pump: they are spread evenly over the interval
///   since it (at most `Tuning.EventTiming.maxSpread`), the last at its stamp. A pump that ends with a lift is
///   the exception: the pointer came up before the pump read it, so its events keep the pace of the pump
///   before (when that was quicker) from the start of the interval, and a flick's last moves do not stretch
///   over the rest of a slow frame as if the finger slowed. The shell tells which pointer events wait behind
///   the current one in the queue (`queued`), so the pump's times are planned at once. A lone event keeps its
///   stamp, and so does a pump with no pump before it to spread from.
///
/// A pure value: it reads no clock. Times are seconds on SDL's clock (or a script's).
public struct EventClock: Sendable {
  /// A pointer event as the display server reports it, to match with the SDL event it becomes.
  public enum ServerEvent: Hashable, Sendable {
    /// The pointer moved to (x, y), in the server's window coordinates (SDL's, on X11).
    case motion(x: Int, y: Int)
    /// A button went down (`pressed`) or up, numbered as SDL numbers them (1 left, 2 middle, 3 right).
    case button(Int, pressed: Bool)
  }

  /// A pointer event as SDL read it: its stamp, and whether it lifts a pointer (a button or a finger up).
  public struct Stamp: Sendable, Equatable {
    /// When SDL (or a script) stamped it, seconds.
    public var time: Double
    /// Whether it lifts a pointer.
    public var lifts: Bool

    /// A stamp at `time` seconds.
    public init(_ time: Double, lifts: Bool = false) {
      self.time = time
      self.lifts = lifts
    }
  }

  /// A server event passed on, with its time, waiting for the SDL event it becomes.
  private struct Held: Sendable {
    var event: ServerEvent
    var time: Double
  }

  private var server = ServerClock()
  private var held: Held?
  /// The times planned for the rest of the current pump's events, soonest first.
  private var planned: ArraySlice<Double> = []
  /// The stamps of the current pump (the plan is for events stamped within them).
  private var plannedStamps: ClosedRange<Double> = 0...0
  /// When the previous pump with a pointer event read it, seconds.
  private var previousPump: Double?
  /// The spacing of the previous pump's events, seconds; nil after a lift (a new gesture has no pace yet).
  private var previousSpacing: Double?

  /// A clock that has seen no event.
  public init() {}

  /// Whether a display server's time has been seen.
  public var hasServerTime: Bool { server.isSynchronised }

  /// The display server stamped an event `serverTime` (its milliseconds, wrapping) and SDL read it at `stamp`
  /// (seconds). A pointer `event` waits for the SDL event it becomes; any other event (nil: a key, a property
  /// change) only teaches the clock the server's offset.
  public mutating func serverEvent(_ event: ServerEvent?, serverTime: UInt32, stamp: Double) {
    let time = server.time(ofServerTime: serverTime, readAt: stamp)
    held = event.map { Held(event: $0, time: time) }
  }

  /// The time, seconds, of a pointer event SDL (or a script) stamped `stamp`.
  ///
  /// `event` is what the display server would have reported for it, nil when it cannot have (a finger, a
  /// scripted event): when it matches the server event passed on just before, that event's time is the answer.
  /// `queued` holds the stamps of the pointer events read after this one and still waiting in the queue, in
  /// order; those of this event's pump are given their times now and take them when they come.
  public mutating func time(of event: ServerEvent?, stamp: Stamp, queued: [Stamp] = []) -> Double {
    if event != nil, let held {
      // The SDL event a server event becomes comes right after it: a mismatch means it was dropped.
      self.held = nil
      if held.event == event {
        previousPump = max(previousPump ?? stamp.time, stamp.time)
        return held.time
      }
    }
    if let next = planned.first, plannedStamps.contains(stamp.time) {
      planned = planned.dropFirst()
      return next
    }
    return plan(stamp, queued: queued)
  }

  /// Plans the times of a new pump's events: this one (`stamp`) and those `queued` within
  /// `Tuning.EventTiming.pumpSpan` of it. Returns this one's.
  private mutating func plan(_ stamp: Stamp, queued: [Stamp]) -> Double {
    let pump =
      [stamp]
      + queued.prefix { $0.time >= stamp.time && $0.time - stamp.time <= Tuning.EventTiming.pumpSpan }
    let end = pump.map(\.time).max() ?? stamp.time
    let lifts = pump.last?.lifts ?? false
    plannedStamps = stamp.time...end
    defer { previousPump = end }
    guard let previous = previousPump else {
      // Nothing before to spread from: the stamps are all there is.
      planned = pump.dropFirst().map(\.time)[...]
      previousSpacing = nil
      return stamp.time
    }
    let start = min(end, max(previous, end - Tuning.EventTiming.maxSpread))
    var spacing = (end - start) / Double(pump.count)
    if lifts, let previousSpacing { spacing = min(spacing, previousSpacing) }
    previousSpacing = lifts ? nil : spacing
    let times = (1...pump.count).map { start + spacing * Double($0) }
    planned = times.dropFirst()
    return times[0]
  }
}
