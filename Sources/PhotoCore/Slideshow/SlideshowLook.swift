/// How a slideshow looks: how one slide gives way to the next, and how a photo of another shape than the
/// screen is fitted (`--slideshow-transition`, `--slideshow-transition-time`, `--fit`).
public struct SlideshowLook: Sendable, Equatable {
  /// How one slide gives way to the next.
  public enum Transition: String, Sendable, CaseIterable {
    /// The next photo dissolves in over the last.
    case crossfade
    /// The next photo slides in on the pager's spring, as a key press brings it.
    case slide
    /// Each photo slowly pans and zooms while it shows, and dissolves into the next.
    case kenburns
    /// The next photo replaces the last at once.
    case none
  }

  /// How a photo of another shape than the screen fills it.
  public enum Fit: String, Sendable, CaseIterable {
    /// The whole photo, with black bars.
    case contain
    /// The screen covered, the photo's edges cut off.
    case cover
    /// The whole photo over a blurred, darkened copy of itself that covers the screen.
    case blur
  }

  /// How one slide gives way to the next.
  public var transition: Transition
  /// How long a change takes, seconds (never longer than the interval).
  public var transitionTime: Double
  /// How a photo of another shape fills the screen.
  public var fit: Fit
  /// Seeds each slide's Ken Burns framings (`--seed`), so a run repeats.
  public var seed: UInt64

  /// A look: `transition` over `transitionTime` seconds, photos fitted by `fit`.
  public init(
    transition: Transition = .crossfade, transitionTime: Double = Tuning.Slideshow.transitionTime,
    fit: Fit = .contain, seed: UInt64 = 0
  ) {
    self.transition = transition
    self.transitionTime = max(0, transitionTime)
    self.fit = fit
    self.seed = seed
  }

  /// Whether a change dissolves one photo into the next (rather than sliding or cutting).
  public var dissolves: Bool { transition == .crossfade || transition == .kenburns }
}
