/// A scale transition of one photo between a rectangle on one screen and a rectangle on another: a grid
/// tile opening into the pager, or the pager's photo closing back into its tile.
///
/// Both ends say where the photo's whole image is drawn (`frame`), the part of the window that shows it
/// (`clip`: a square tile crops the photo) and the clip's corner radius; all three are interpolated with one
/// eased progress, so the photo grows out of its crop without a jump (as PhotoSwipe's zoom from a thumbnail).
/// The backdrop fades in as the photo opens and out as it closes. A pure value on the caller's clock.
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
  /// The eased progress, 0 to 1, started when the transition starts.
  public let timeline: StartedSimulation<ProgressSimulation>
  /// The backdrop's opacity when a close starts (below 1 when the photo was pulled down first).
  public let backdropStart: Double

  /// A transition of `photo` from `from` to `to` starting at `start`; a close fades the backdrop out from
  /// `backdropStart`.
  public init(
    _ direction: Direction, photo: PhotoID, from: End, to: End, start: Double,
    duration: Double = Tuning.Transition.duration, backdropStart: Double = 1
  ) {
    self.direction = direction
    self.photo = photo
    self.from = from
    self.to = to
    self.backdropStart = max(0, min(1, backdropStart))
    self.timeline = StartedSimulation(ProgressSimulation(duration: duration, curve: .easeOutCubic), at: start)
  }

  /// When it starts, seconds.
  public var start: Double { timeline.start }

  /// How long it lasts, seconds (0: it is done at once).
  public var duration: Double { timeline.simulation.duration }

  /// The trace's mode while it runs.
  public var mode: ViewerMode { direction == .opening ? .opening : .closing }

  /// The eased progress at `t`: 0 at the start, 1 from the end on.
  public func progress(at t: Double) -> Double { timeline.position(at: t) }

  /// Whether the photo has arrived by `t`.
  public func isDone(at t: Double) -> Bool { timeline.isDone(at: t) }

  /// Where the photo is at `t`.
  public func end(at t: Double) -> End {
    let p = progress(at: t)
    return End(
      frame: Self.mix(from.frame, to.frame, p), clip: Self.mix(from.clip, to.clip, p),
      cornerRadius: from.cornerRadius + (to.cornerRadius - from.cornerRadius) * p)
  }

  /// The backdrop's opacity at `t`: fading in while opening, out while closing.
  public func backdropAlpha(at t: Double) -> Double {
    let p = progress(at: t)
    return direction == .opening ? p : backdropStart * (1 - p)
  }

  /// `base` (the pager's scene) as the transition shows it at `t`: only the photo in flight, at its
  /// interpolated frame, clip and corners, over the fading backdrop; no overlay.
  public func scene(over base: Scene, at t: Double) -> Scene {
    let now = end(at: t)
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
    scene.backgroundAlpha = backdropAlpha(at: t)
    return scene
  }

  /// The rectangle `p` of the way from `a` to `b` (each edge moves linearly).
  static func mix(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
    Rect(
      x0: a.origin.x + (b.origin.x - a.origin.x) * p, y0: a.origin.y + (b.origin.y - a.origin.y) * p,
      x1: a.maxX + (b.maxX - a.maxX) * p, y1: a.maxY + (b.maxY - a.maxY) * p)
  }
}
