/// Estimates the release velocity of a finger on one axis from timed position samples.
///
/// A least-squares quadratic is fitted to the samples of the last `Tuning.Velocity.horizon` (100 ms) before the
/// newest one, at most 20 of them and at least 3; its slope at the newest sample is the velocity. A gap over
/// 40 ms between samples starts afresh, and a finger that rested over 40 ms before lifting has zero velocity.
/// The fit never divides two neighbouring samples, so SDL's whole-millisecond timestamps and bursts of events
/// with one timestamp give a sound estimate; duplicate timestamps or too few samples give a finite answer
/// (a straight-line fit, or zero). The speed is clamped to `Tuning.Fling.maxVelocity`.
public struct VelocityTracker: Sendable {
  /// One position sample.
  struct Sample: Sendable, Hashable {
    var time: Double
    var position: Double
  }

  /// The samples of the current run, oldest first, at most `Tuning.Velocity.maxSamples`.
  private var samples: [Sample] = []

  /// An empty tracker.
  public init() {
    samples.reserveCapacity(Tuning.Velocity.maxSamples)
  }

  /// The number of samples kept.
  public var sampleCount: Int { samples.count }

  /// Adds the position (points) at `time` (seconds). Non-finite values are ignored; a time more than 40 ms away
  /// from the previous sample (either way) starts a new run; a time slightly before the previous one counts as
  /// simultaneous with it.
  public mutating func add(time: Double, position: Double) {
    guard time.isFinite, position.isFinite else { return }
    var time = time
    if let last = samples.last {
      if abs(time - last.time) > Tuning.Velocity.stopGap {
        samples.removeAll(keepingCapacity: true)
      } else {
        time = max(time, last.time)
      }
    }
    samples.append(Sample(time: time, position: position))
    if samples.count > Tuning.Velocity.maxSamples {
      samples.removeFirst(samples.count - Tuning.Velocity.maxSamples)
    }
  }

  /// Forgets every sample.
  public mutating func reset() {
    samples.removeAll(keepingCapacity: true)
  }

  /// The velocity, points per second, of a finger lifted at `releaseTime` (seconds).
  public func velocity(at releaseTime: Double) -> Double {
    guard let newest = samples.last else { return 0 }
    if releaseTime - newest.time > Tuning.Velocity.stopGap { return 0 }
    let horizon = Tuning.Velocity.horizon
    // Slack for times that went through decimal milliseconds and back.
    let slack = 1e-9
    var fit = PolynomialFit()
    var count = 0
    for sample in samples.reversed() {
      let age = newest.time - sample.time
      if age > horizon + slack { break }
      // Fit in units of the horizon, relative to the newest sample, for conditioning.
      fit.add(t: -age / horizon, y: sample.position - newest.position)
      count += 1
    }
    guard count >= Tuning.Velocity.minSamples, let slope = fit.slopeAtZero else { return 0 }
    let velocity = slope / horizon
    guard velocity.isFinite else { return 0 }
    return min(max(velocity, -Tuning.Fling.maxVelocity), Tuning.Fling.maxVelocity)
  }
}

/// A two-axis velocity tracker: one `VelocityTracker` per axis, fed with points.
public struct VelocityTracker2D: Sendable {
  /// The horizontal tracker.
  public private(set) var x = VelocityTracker()
  /// The vertical tracker.
  public private(set) var y = VelocityTracker()

  /// An empty tracker.
  public init() {}

  /// Adds the position (points) at `time` (seconds).
  public mutating func add(time: Double, position: Vector2) {
    x.add(time: time, position: position.x)
    y.add(time: time, position: position.y)
  }

  /// Forgets every sample.
  public mutating func reset() {
    x.reset()
    y.reset()
  }

  /// The velocity, points per second on each axis, of a finger lifted at `releaseTime`. Each axis is clamped
  /// to `Tuning.Fling.maxVelocity`.
  public func velocity(at releaseTime: Double) -> Vector2 {
    Vector2(x: x.velocity(at: releaseTime), y: y.velocity(at: releaseTime))
  }
}
