/// How the library's background reading gives way to photos that move: no file is read for the motion's first
/// `Tuning.Library.readHoldWhileMoving` seconds (a fling, a scrub, a slide), counted in waits of
/// `Tuning.Library.readGapWhileMoving`, then one file every wait (a slideshow that never rests); at rest the
/// reading goes at full speed and the next motion holds it again.
public struct ReadHold: Sendable, Equatable {
  /// Whether photos move.
  public private(set) var moving = false
  /// The waits made since photos began to move.
  private var waits = 0

  /// Photos at rest.
  public init() {}

  /// Photos move (`true`) or rest.
  public mutating func photos(moving: Bool) {
    self.moving = moving
    if !moving { waits = 0 }
  }

  /// A wait was made while photos move: whether the motion still holds the reading (`hold` waits a motion);
  /// false: one file is read now.
  public mutating func waited(hold: Int) -> Bool {
    waits += 1
    return waits <= hold
  }
}
