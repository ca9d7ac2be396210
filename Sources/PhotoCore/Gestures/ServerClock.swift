/// The display server's millisecond clock, mapped onto the event clock (SDL's).
///
/// X11 stamps every input event with the server's own time, in 32-bit milliseconds that wrap every 49.7 days;
/// SDL stamps the same event when it reads it from the connection, a whole frame later after a slow frame. The
/// two clocks differ by a constant: the smallest `stamp - server time` seen. A late reading only makes that
/// difference larger, so it never moves the mapping later, and the first prompt reading corrects a late start.
/// Server times are unwrapped against the newest one seen, so a wrap (or a slightly older event) maps right.
///
/// Two clocks on one machine share the kernel's monotonic clock. A remote server's may drift: when no reading
/// of a whole `Tuning.EventTiming.serverDriftWindow` comes within `Tuning.EventTiming.maxServerDrift` of the
/// mapping, the mapping moves to that window's closest reading.
public struct ServerClock: Sendable, Equatable {
  /// The newest server time seen, milliseconds, unwrapped (may pass 2^32).
  private var newest: Int64?
  /// SDL's clock minus the server's, seconds: the smallest difference seen (see the drift rule).
  private var offset = 0.0
  /// Where the current drift window started, seconds on SDL's clock.
  private var windowStart = 0.0
  /// The smallest difference seen in the current drift window, seconds.
  private var windowOffset = Double.infinity

  /// A clock that has seen nothing yet.
  public init() {}

  /// Whether any server time has been seen.
  public var isSynchronised: Bool { newest != nil }

  /// The time, seconds on SDL's clock, of an event the server stamped `serverTime` (its milliseconds, wrapping)
  /// and SDL read at `stamp` (seconds); the reading is learned first, so the answer is never after `stamp`.
  public mutating func time(ofServerTime serverTime: UInt32, readAt stamp: Double) -> Double {
    let first = newest == nil
    let server = unwrap(serverTime)
    let difference = stamp - Double(server) / 1000
    if first {
      offset = difference
      windowStart = stamp
    }
    offset = min(offset, difference)
    windowOffset = min(windowOffset, difference)
    if stamp - windowStart >= Tuning.EventTiming.serverDriftWindow {
      if windowOffset - offset > Tuning.EventTiming.maxServerDrift { offset = windowOffset }
      windowStart = stamp
      windowOffset = difference
    }
    return Double(server) / 1000 + offset
  }

  /// The server time unwrapped against the newest one seen (within 2^31 ms, 24.8 days, either way).
  private mutating func unwrap(_ serverTime: UInt32) -> Int64 {
    guard let newest else {
      newest = Int64(serverTime)
      return Int64(serverTime)
    }
    let step = Int64(Int32(bitPattern: serverTime &- UInt32(truncatingIfNeeded: newest)))
    let server = newest + step
    self.newest = max(newest, server)
    return server
  }
}
