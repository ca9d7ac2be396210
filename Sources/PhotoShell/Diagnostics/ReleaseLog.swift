import PhotoCore

/// `--verbose`: for each one-pointer gesture, the release velocity the viewer's times give beside the one SDL's
/// stamps would have given, fed as the pager feeds its tracker (a lift that did not move adds no sample).
struct ReleaseLog {
  private var pointer: PointerID?
  private var timed = VelocityTracker2D()
  private var stamped = VelocityTracker2D()
  private var last = Vector2.zero
  private var events = 0
  /// Events that shared their stamp with the event before.
  private var sharedStamps = 0
  private var lastStamp = -Double.infinity

  /// Adds a pointer event handed to the viewer, which SDL stamped `stamp` (seconds); logs the release.
  mutating func add(_ event: PointerEvent, stamp: Double) {
    switch event.phase {
    case .down:
      guard pointer == nil else {
        pointer = nil  // a second pointer: a pinch, not a flick
        return
      }
      pointer = event.id
      timed.reset()
      stamped.reset()
      events = 0
      sharedStamps = 0
      sample(event, stamp: stamp)
    case .moved:
      if event.id == pointer { sample(event, stamp: stamp) }
    case .up:
      guard event.id == pointer else { return }
      if event.position != last { sample(event, stamp: stamp) } else { count(stamp) }
      let v = timed.velocity(at: event.time)
      let raw = stamped.velocity(at: stamp)
      Log.info(
        "release: \(Self.text(v)) pt/s (SDL's stamps: \(Self.text(raw))) from \(events) events, \(sharedStamps) read with the one before"
      )
      pointer = nil
    case .cancelled:
      if event.id == pointer { pointer = nil }
    }
  }

  private mutating func sample(_ event: PointerEvent, stamp: Double) {
    timed.add(time: event.time, position: event.position)
    stamped.add(time: stamp, position: event.position)
    last = event.position
    count(stamp)
  }

  private mutating func count(_ stamp: Double) {
    events += 1
    if stamp == lastStamp { sharedStamps += 1 }
    lastStamp = stamp
  }

  private static func text(_ v: Vector2) -> String {
    "vx \(Int(v.x.rounded())) vy \(Int(v.y.rounded()))"
  }
}
