import PhotoCore

/// A micro-benchmark of the per-frame physics work, timed with a clock the caller provides: the physics
/// core's part of `sdlphoto-bench physics`.
enum PhysicsBenchmark {
  /// The outcome of a run.
  struct Result: Sendable, Hashable {
    /// Mean wall time per simulated frame, nanoseconds.
    var nanosecondsPerFrame: Double
    /// Frames simulated.
    var frames: Int
    /// A sum of every computed value, so the work cannot be optimised away (finite when all went well).
    var checksum: Double
  }

  /// Simulates `frames` frames at 120 Hz of a busy scene and returns the time per frame by `now`
  /// (nanoseconds, monotonic). Each frame: a pinch update on a zoomed 6000 x 4000 photo and its rectangle, the
  /// pager's position mid-settle, a flinging scroll axis, a velocity-tracker sample and estimate, and a
  /// dismiss tracker's transform.
  static func run(frames: Int = 20_000, now: () -> UInt64) -> Result {
    let viewport = Vector2(x: 1280, y: 800)
    var zoom = ZoomState(imageSize: Vector2(x: 6000, y: 4000), viewportSize: viewport)
    zoom.zoom(to: 3, focus: viewport * 0.5, at: 0, animated: false)
    zoom.beginPinch(centroid: Vector2(x: 600, y: 400), span: 200, at: 0)
    var pager = Pager(count: 1000, pageWidth: viewport.x, page: 10)
    pager.beginDrag(at: 0)
    pager.drag(translation: -300, at: 0.05)
    pager.endDrag(velocity: -1500, at: 0.1)
    var axis = ScrollAxis(contentLength: 100_000, viewportLength: viewport.y, position: 50_000)
    axis.release(velocity: 4000, at: 0)
    var tracker = VelocityTracker2D()
    var dismiss = DismissTracker(viewportSize: viewport)
    dismiss.begin(at: Vector2(x: 640, y: 400), t: 0)

    var checksum = 0.0
    let dt = 1.0 / 120
    let begin = now()
    for frame in 0..<frames {
      // Loop the 2-second scene so every frame has motion.
      let t = Double(frame % 240) * dt
      let wave = Double(frame % 97)
      zoom.updatePinch(centroid: Vector2(x: 600 + wave, y: 400 - wave), span: 200 + 2 * wave, at: t)
      let rect = zoom.imageRect(at: t)
      let position = pager.position(at: t + 0.1)
      let scroll = axis.position(at: t)
      tracker.add(time: t, position: Vector2(x: 3 * wave, y: wave))
      let velocity = tracker.velocity(at: t)
      dismiss.update(translation: Vector2(x: wave, y: 2 * wave), t: t)
      let offset = dismiss.offset(at: t)
      checksum += rect.origin.x + rect.size.y + position + scroll + velocity.x + offset.y + dismiss.scale(at: t)
    }
    let end = now()
    let elapsed = Double(end &- begin)
    return Result(
      nanosecondsPerFrame: frames > 0 ? elapsed / Double(frames) : 0, frames: frames,
      checksum: checksum)
  }
}
