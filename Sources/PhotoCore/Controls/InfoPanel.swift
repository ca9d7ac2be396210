/// The info panel over the lower part of a photo (the info control, `I`): whether it is open, and where it is
/// on its way. It slides up from the bottom edge on the transition spring and down the same way; a finger on
/// it drags it down, and its release closes it when the drag projected `Tuning.Dismiss.projectionTime` ahead
/// passes half its height (as a pull-down dismisses a photo), else it springs back up. Pure: the pager passes
/// the time in, seconds, and the panel's height, points.
public struct InfoPanel: Sendable {
  /// Whether the panel is open (or opening); false while closed or closing.
  public private(set) var isOpen = false
  /// What each photo's file said for the panel, asked of the shell when the panel shows a photo not read yet.
  var facts = PanelFacts()
  /// How far down from its open place the panel is, in panel heights (0 open, 1 out of sight), on its way.
  private var motion: StartedSimulation<SpringSimulation>?
  /// A finger dragging it: its pointer, where it went down (y, points), how far down the panel was then, and
  /// how far down it is now (panel heights).
  private var drag: (id: PointerID, startY: Double, startOffset: Double, offset: Double)?
  /// The dragging finger's heights, for its release velocity.
  private var velocity = VelocityTracker()
  /// A press away from the open panel: it closes the panel, and nothing else happens until that pointer lifts.
  var dismissPointer: PointerID?

  /// Closed.
  public init() {}

  /// How far down from its open place the panel is at `t`, in panel heights: 0 open, 1 out of sight.
  public func offset(at t: Double) -> Double {
    if let drag { return drag.offset }
    if let motion { return min(1, max(0, motion.position(at: t))) }
    return isOpen ? 0 : 1
  }

  /// Whether any of it shows at `t`.
  public func isVisible(at t: Double) -> Bool { offset(at: t) < 1 }

  /// Whether it moves at `t` (sliding, or under a finger).
  public func isMoving(at t: Double) -> Bool { drag != nil || !(motion?.isDone(at: t) ?? true) }

  /// Whether a finger holds it.
  public var isDragged: Bool { drag != nil }

  /// Opens it at `t`, sliding up from where it is.
  public mutating func open(at t: Double, height: Double) {
    let from = offset(at: t)
    isOpen = true
    slide(to: 0, velocity: 0, at: t, height: height, from: from)
  }

  /// Closes it at `t`, sliding down from where it is at `velocity` (points per second, down positive).
  public mutating func close(at t: Double, height: Double, velocity: Double = 0) {
    let from = offset(at: t)
    isOpen = false
    drag = nil
    slide(to: 1, velocity: velocity, at: t, height: height, from: from)
  }

  /// A finger `id` went down on the panel at `y` (points) at `t`: it holds the panel where it is.
  public mutating func press(_ id: PointerID, y: Double, at t: Double) {
    let offset = offset(at: t)
    motion = nil
    drag = (id, y, offset, offset)
    velocity.reset()
    velocity.add(time: t, position: y)
  }

  /// The finger holding it moved to `y` at `t`: the panel follows it down (never above its open place).
  public mutating func move(_ id: PointerID, y: Double, at t: Double, height: Double) {
    guard var current = drag, current.id == id else { return }
    current.offset = max(0, current.startOffset + (y - current.startY) / max(1, height))
    drag = current
    velocity.add(time: t, position: y)
  }

  /// The finger holding it lifted at `t` (or was cancelled: `cancelled`, which never closes it): it closes
  /// when its drag projected ahead passes half its height, else it springs back open. A drag that did not move
  /// leaves it as it was.
  public mutating func release(_ id: PointerID, at t: Double, height: Double, cancelled: Bool = false) {
    guard let current = drag, current.id == id else { return }
    let v = cancelled ? 0 : velocity.velocity(at: t)
    drag = nil
    let projected = current.offset + v * Tuning.Dismiss.projectionTime / max(1, height)
    if !cancelled && projected >= Tuning.Controls.panelCloseFraction && current.offset > current.startOffset {
      isOpen = false
      slide(to: 1, velocity: v, at: t, height: height, from: current.offset)
    } else {
      slide(to: isOpen ? 0 : 1, velocity: v, at: t, height: height, from: current.offset)
    }
  }

  /// The finger holding it went away unseen (the window lost focus) at `t`: it springs back where it was.
  public mutating func cancelDrag(at t: Double, height: Double) {
    guard let current = drag else { return }
    release(current.id, at: t, height: height, cancelled: true)
  }

  /// Slides from where it is at `t` (or `from`) to `end` (panel heights), starting at `velocity` points per
  /// second, on the transition spring, stopping where it arrives (no overshoot past the bottom edge or above
  /// its open place).
  private mutating func slide(to end: Double, velocity: Double, at t: Double, height: Double, from: Double? = nil) {
    let start = from ?? offset(at: t)
    let unit = max(1, height)
    motion = StartedSimulation(
      SpringSimulation(
        spring: .transition, start: start, end: end, velocity: velocity / unit, clamp: true,
        tolerance: Tolerance.settle.scaled(toUnit: unit)), at: t)
  }
}
