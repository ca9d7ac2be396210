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
  /// Whether two photos against the screen's shape, next to each other in the order, share it
  /// (`--pair-portraits`; not with Ken Burns or `cover`, which cover the screen with one).
  public var pairsPortraits: Bool
  /// Seeds each slide's Ken Burns framings (`--seed`), so a run repeats.
  public var seed: UInt64
  /// The caption under each slide (`--caption`), or none.
  public var caption: CaptionFormat?
  /// A clip's slide lasts at most this long, seconds (`--clip-limit`); nil: the clip plays to its end.
  public var clipLimit: Double?
  /// Whether a live photo's motion plays once as its slide comes in (`--live-photos motion`, the default), or
  /// the still stays (`still`).
  public var playsLiveMotion = true

  /// A look: `transition` over `transitionTime` seconds, photos fitted by `fit`.
  public init(
    transition: Transition = .crossfade, transitionTime: Double = Tuning.Slideshow.transitionTime,
    fit: Fit = .contain, seed: UInt64 = 0, pairsPortraits: Bool = false, caption: CaptionFormat? = nil
  ) {
    self.caption = caption
    self.transition = transition
    self.transitionTime = max(0, transitionTime)
    self.fit = fit
    self.seed = seed
    self.pairsPortraits = pairsPortraits && transition != .kenburns && fit != .cover
  }

  /// Whether a change dissolves one photo into the next (rather than sliding or cutting).
  public var dissolves: Bool { transition == .crossfade || transition == .kenburns }
}
