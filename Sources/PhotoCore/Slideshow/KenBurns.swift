import Foundation

/// A Ken Burns move: a photo slowly pans and zooms while it shows, from one framing to another, always
/// covering the screen.
///
/// A framing is a zoom relative to the scale at which the photo just covers the screen (1 or more) and a focus:
/// where the framing sits within the room it leaves, -1...1 on each axis (0 centred, 1 at the photo's right or
/// bottom edge). Framings are drawn from a seed, so a run with `--seed` repeats; they favour the centre
/// (`Tuning.Slideshow.kenBurnsReach`) and zoom in or out by up to `Tuning.Slideshow.kenBurnsZoom`.
public struct KenBurns: Sendable, Equatable {
  /// One framing of the photo.
  public struct Framing: Sendable, Equatable {
    /// Scale relative to covering the screen, >= 1.
    public var zoom: Double
    /// Where the framing sits in the room it leaves, -1...1 on each axis.
    public var focus: Vector2

    /// A framing at `zoom` (times covering) on `focus`.
    public init(zoom: Double, focus: Vector2) {
      self.zoom = max(1, zoom)
      self.focus = Vector2(x: max(-1, min(1, focus.x)), y: max(-1, min(1, focus.y)))
    }
  }

  /// Where the move starts and ends.
  public var start: Framing
  public var end: Framing

  /// A move from `start` to `end`.
  public init(start: Framing, end: Framing) {
    self.start = start
    self.end = end
  }

  /// A move drawn from `seed`: one end near covering, the other up to `zoom` closer (which end is which is
  /// drawn too), each focused within `reach` of the centre, the two foci apart so the photo pans.
  public init(
    seed: UInt64, zoom: Double = Tuning.Slideshow.kenBurnsZoom, reach: Double = Tuning.Slideshow.kenBurnsReach
  ) {
    var random = SplitMix64(seed: seed)
    func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
    // A triangular draw on -reach...reach: framings near the centre are the likeliest.
    func focus() -> Vector2 {
      Vector2(x: (unit() + unit() - 1) * reach, y: (unit() + unit() - 1) * reach)
    }
    let near = Framing(zoom: 1 + zoom * (0.6 + 0.4 * unit()), focus: focus())
    var far = Framing(zoom: 1 + zoom * 0.1 * unit(), focus: focus())
    // When the two foci came out close, the far one moves to the other side of the centre, at least half the
    // reach from the near one: the photo should travel.
    if (far.focus - near.focus).length < reach * 0.5 {
      let distance = near.focus.length
      let direction = distance > 1e-9 ? near.focus * (1 / distance) : Vector2(x: 1, y: 0)
      far.focus = direction * -max(distance, reach * 0.5)
    }
    if random.next() & 1 == 0 { self.init(start: near, end: far) } else { self.init(start: far, end: near) }
  }

  /// The framing `fraction` (0...1) of the way through, the zoom changing at an even rate to the eye
  /// (geometrically) and the focus linearly.
  public func framing(at fraction: Double) -> Framing {
    let f = max(0, min(1, fraction))
    let zoom = start.zoom * pow(end.zoom / start.zoom, f)
    return Framing(zoom: zoom, focus: start.focus + (end.focus - start.focus) * f)
  }

  /// The closest framing's zoom: the decode must be sharp enough for it.
  public var closestZoom: Double { max(start.zoom, end.zoom) }

  /// Where a photo of upright size `image` (pixels) is drawn for `framing` in a viewport of `viewport` points:
  /// covering it, `framing.zoom` times closer, placed by `framing.focus`.
  public static func rect(of image: Vector2, framing: Framing, in viewport: Vector2) -> Rect {
    guard image.x > 0, image.y > 0 else { return Rect(origin: .zero, size: viewport) }
    let scale = coverScale(of: image, in: viewport) * framing.zoom
    let size = image * scale
    let room = Vector2(x: max(0, size.x - viewport.x) / 2, y: max(0, size.y - viewport.y) / 2)
    let center = Vector2(
      x: viewport.x / 2 - framing.focus.x * room.x, y: viewport.y / 2 - framing.focus.y * room.y)
    return Rect(center: center, size: size)
  }

  /// The scale (points per pixel) at which a photo of `image` pixels just covers `viewport`.
  public static func coverScale(of image: Vector2, in viewport: Vector2) -> Double {
    guard image.x > 0, image.y > 0 else { return 1 }
    return max(viewport.x / image.x, viewport.y / image.y)
  }
}
