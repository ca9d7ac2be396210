/// How a remote's reader paces itself against the frames: while photos move, and `slowAfter` seconds after they
/// stop, it reads a few packets at a time with a pause between (`Tuning.MQTT.readPacketsWhileMoving`), so a
/// flood waits in the broker for the motion's end instead of taking a core from the frames; at rest it reads at
/// full speed. Times are seconds on one monotonic clock.
public struct ReadPacing: Sendable, Equatable {
  /// How long past a motion's end the reading stays slow, seconds.
  public let slowAfter: Double
  /// Whether photos move now.
  private var moving = false
  /// Until when past the last motion the reading stays slow.
  private var slowUntil = -Double.infinity

  /// Pacing that stays slow `slowAfter` seconds past each motion.
  public init(slowAfter: Double) { self.slowAfter = slowAfter }

  /// Photos move (`true`) or rest at `t`.
  public mutating func photos(moving: Bool, at t: Double) {
    if self.moving && !moving { slowUntil = t + slowAfter }
    self.moving = moving
  }

  /// Whether the reader reads slowly at `t`.
  public func isSlow(at t: Double) -> Bool { moving || t < slowUntil }
}
