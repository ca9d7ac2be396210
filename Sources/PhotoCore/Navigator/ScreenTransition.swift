/// A scale transition of one photo between a rectangle on one screen and a rectangle on another: a grid
/// tile opening into the pager, or the pager's photo closing back into its tile.
///
/// Both ends say where the photo's whole image is drawn (`frame`), the part of the window that shows it
/// (`clip`: a square tile crops the photo) and the clip's corner radius. One spring drives it all (Docs/physics.md,
/// "Open and close": response 0.40 s, damping ratio 0.90): each of the frame's x, y, width and height is its
/// own spring from the same start, so a close that starts from a pull-down keeps the photo's velocity, and a
/// hint of overshoot shows in size; the crop, the corners and the backdrop follow the same spring's progress
/// from 0 to 1, clamped, so they never overshoot. A pure value on the caller's clock.
public struct ScreenTransition: Sendable, Equatable {
  /// Which way the photo goes.
  public enum Direction: Sendable, Equatable {
    /// From a tile into the pager.
    case opening
    /// From the pager back into a tile.
    case closing
  }

  /// One end of the transition, in window points.
  public struct End: Sendable, Equatable {
    /// Where the photo's whole (unrotated) image is drawn, as `PhotoPlacement.frame`.
    public var frame: Rect
    /// The part of the window the photo shows in.
    public var clip: Rect
    /// The clip's corner radius, points.
    public var cornerRadius: Double

    /// An end drawing the image at `frame`, showing it within `clip` with corners of `cornerRadius`.
    public init(frame: Rect, clip: Rect, cornerRadius: Double = 0) {
      self.frame = frame
      self.clip = clip
      self.cornerRadius = cornerRadius
    }
  }

  /// Which way the photo goes.
  public let direction: Direction
  /// The photo in flight.
  public let photo: PhotoID
  /// Where it starts.
  public let from: End
  /// Where it ends.
  public let to: End
  /// The frame's x, y, width and height, each a spring from `from.frame` to `to.frame`.
  public let frameSprings: [StartedSimulation<SpringSimulation>]
  /// The progress from 0 to 1 of the crop, corners and backdrop (the same spring, unit travel).
  public let timeline: StartedSimulation<SpringSimulation>
  /// The backdrop's opacity at the start: 0 for an opening from the grid, 1 for a close from the pager (below
  /// 1 when the photo was pulled down first); a photo let go after a catch starts from where the catch left it.
  public let backdropStart: Double
  /// Whether it is done at once (`--transition none`).
  public let isInstant: Bool

  /// A transition of `photo` from `from` to `to` starting at `start`, its frame moving at `velocity` (points
  /// per second, of x, y, width and height: a pulled-down photo's at release); at once unless `animated`. The
  /// backdrop fades from `backdropStart` (by default 0 opening, 1 closing) to 1 opening, 0 closing.
  public init(
    _ direction: Direction, photo: PhotoID, from: End, to: End, start: Double, animated: Bool = true,
    velocity: [Double] = [0, 0, 0, 0], backdropStart: Double? = nil
  ) {
    self.direction = direction
    self.photo = photo
    self.from = from
    self.to = to
    self.backdropStart = max(0, min(1, backdropStart ?? (direction == .opening ? 0 : 1)))
    isInstant = !animated
    let spring = SpringDescription.transition
    let a = Self.components(from.frame)
    let b = Self.components(to.frame)
    frameSprings = (0..<4).map { i in
      let v = i < velocity.count && velocity[i].isFinite ? velocity[i] : 0
      return StartedSimulation(SpringSimulation(spring: spring, start: a[i], end: b[i], velocity: v), at: start)
    }
    // Unit travel: settled within the same 0.5 pt over the longest of the frame's moves.
    let travel = max(1, zip(a, b).map { abs($0 - $1) }.max() ?? 1)
    timeline = StartedSimulation(
      SpringSimulation(
        spring: spring, start: 0, end: 1, velocity: 0, tolerance: Tolerance.settle.scaled(toUnit: travel)),
      at: start)
  }

  /// x, y, width and height of `rect`.
  static func components(_ rect: Rect) -> [Double] { [rect.origin.x, rect.origin.y, rect.size.x, rect.size.y] }

  /// When it starts, seconds.
  public var start: Double { timeline.start }

  /// How long it lasts, seconds (0: it is done at once).
  public var duration: Double {
    isInstant ? 0 : max(timeline.simulation.duration, frameSprings.map(\.simulation.duration).max() ?? 0)
  }

  /// The trace's mode while it runs.
  public var mode: NavigatorMode { direction == .opening ? .opening : .closing }

  /// The progress at `t` of the crop, corners and backdrop: 0 at the start, 1 once done, never outside.
  public func progress(at t: Double) -> Double {
    isInstant || isDone(at: t) ? 1 : max(0, min(1, timeline.position(at: t)))
  }

  /// Whether the photo has arrived by `t`.
  public func isDone(at t: Double) -> Bool { isInstant || t - start >= duration }

  /// Where the photo is at `t`.
  public func end(at t: Double) -> End {
    let p = progress(at: t)
    let frame: Rect
    if isDone(at: t) {
      frame = to.frame
    } else {
      let c = frameSprings.map { $0.position(at: t) }
      frame = Rect(origin: Vector2(x: c[0], y: c[1]), size: Vector2(x: max(0, c[2]), y: max(0, c[3])))
    }
    return End(
      frame: frame, clip: Self.mix(from.clip, to.clip, p),
      cornerRadius: from.cornerRadius + (to.cornerRadius - from.cornerRadius) * p)
  }

  /// The frame's velocity at `t`: x, y, width and height, points per second.
  public func frameVelocity(at t: Double) -> [Double] {
    isDone(at: t) ? [0, 0, 0, 0] : frameSprings.map { $0.velocity(at: t) }
  }

  /// The backdrop's opacity at `t`: fading in while opening, out while closing.
  public func backdropAlpha(at t: Double) -> Double {
    let p = progress(at: t)
    return direction == .opening ? backdropStart + (1 - backdropStart) * p : backdropStart * (1 - p)
  }

  /// `base` (the pager's scene) as the transition shows it at `t`: only the photo in flight, at its
  /// interpolated frame, clip and corners, over the fading backdrop; no overlay.
  public func scene(over base: Scene, at t: Double) -> Scene {
    Self.scene(over: base, photo: photo, at: end(at: t), backdrop: backdropAlpha(at: t))
  }

  /// `base` showing only `photo`, drawn at `now`, over a backdrop of opacity `backdrop`; no overlay.
  static func scene(over base: Scene, photo: PhotoID, at now: End, backdrop: Double) -> Scene {
    var photos: [PhotoPlacement] = []
    if var placement = base.photos.first(where: { $0.photo == photo }) {
      placement.frame = now.frame
      placement.clip = now.clip
      placement.cornerRadius = now.cornerRadius
      photos.append(placement)
    }
    var scene = base
    scene.photos = photos
    scene.overlay = nil
    scene.backgroundAlpha = backdrop
    return scene
  }

  /// The rectangle `p` of the way from `a` to `b` (each edge moves linearly).
  static func mix(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
    Rect(
      x0: a.origin.x + (b.origin.x - a.origin.x) * p, y0: a.origin.y + (b.origin.y - a.origin.y) * p,
      x1: a.maxX + (b.maxX - a.maxX) * p, y1: a.maxY + (b.maxY - a.maxY) * p)
  }
}
