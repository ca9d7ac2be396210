/// What a slideshow shows: the slide on screen (its photo, since when, its Ken Burns move) and the change
/// under way from the one before. The clock (`Slideshow`) says when slides are due; the deck says what the
/// screen looks like meanwhile. A pure value on the caller's clock.
public struct SlideDeck: Sendable, Equatable {
  /// One photo's turn on screen.
  public struct Slide: Sendable, Equatable {
    /// The photo.
    public var photo: PhotoID
    /// When it began to show (its change in began), seconds.
    public var since: Double
    /// The photo sharing the screen with it (`--pair-portraits`), if any.
    public var partner: PhotoID?
    /// Its Ken Burns move, with that transition.
    public var move: KenBurns?
    /// Whether input took it over: the pager's zoom draws it from then on, where the slide left it.
    public var handedOver = false
  }

  /// A change from one slide to the next, under way.
  public struct Change: Sendable, Equatable {
    /// The slide giving way (the pager already shows the next).
    public var from: Slide
    /// When it began, seconds.
    public var start: Double
    /// How long it takes, seconds.
    public var duration: Double

    /// How far it has come at `t`, 0...1, eased in and out (smoothstep) so neither end starts with a jolt.
    public func progress(at t: Double) -> Double {
      guard duration > 0 else { return 1 }
      let x = max(0, min(1, (t - start) / duration))
      return x * x * (3 - 2 * x)
    }

    /// Whether it has ended at `t`.
    public func isDone(at t: Double) -> Bool { t >= start + duration }
  }

  /// How the show looks.
  public var look: SlideshowLook
  /// Seconds between slides.
  public let interval: Double
  /// The slide on screen, once the show has begun.
  public private(set) var current: Slide?
  /// The change under way, if any.
  public private(set) var change: Change?
  /// While the user holds the show paused: when they paused it (a Ken Burns move holds its framing).
  public private(set) var frozenAt: Double?
  /// Slides shown so far (seeds each one's move).
  public private(set) var shown: UInt64 = 0

  /// A deck of `look`, a slide every `interval` seconds.
  public init(look: SlideshowLook, interval: Double) {
    self.look = look
    self.interval = interval
  }

  /// How long a change takes: the look's time, never longer than the interval.
  public var changeDuration: Double { min(look.transitionTime, interval) }

  /// How long a slide is seen, from the start of its change in to the end of its change out, seconds.
  public var span: Double { interval + (look.dissolves ? changeDuration : 0) }

  /// `photo` is shown from `t` (the show's first photo, or the next slide); with `dissolving`, the slide on
  /// screen dissolves into it.
  public mutating func show(_ photo: PhotoID, partner: PhotoID? = nil, at t: Double, dissolving: Bool) {
    if dissolving, let current, changeDuration > 0 {
      var from = current
      // The slide giving way keeps moving while it fades, from where it is (a paused one from where it held).
      if let frozenAt { from.since += t - frozenAt }
      change = Change(from: from, start: t, duration: changeDuration)
    } else {
      change = nil
    }
    shown += 1
    let move = look.transition == .kenburns ? KenBurns(seed: look.seed ^ (shown &* 0x9E37_79B9_7F4A_7C15)) : nil
    current = Slide(photo: photo, since: t, partner: partner, move: move)
    frozenAt = nil
  }

  /// The clock reached `t`: a change that has ended is over.
  public mutating func settle(at t: Double) {
    if let change, change.isDone(at: t) { self.change = nil }
  }

  /// The user paused the show at `t` (the slide's move holds) or resumed it (the move goes on from there).
  public mutating func setPaused(_ paused: Bool, at t: Double) {
    if paused {
      if frozenAt == nil { frozenAt = t }
    } else if let frozenAt {
      current?.since += t - frozenAt
      self.frozenAt = nil
    }
  }

  /// The first slide's partner, once both photos' shapes are known (`--pair-portraits`).
  public mutating func pair(_ partner: PhotoID) { current?.partner = partner }

  /// Input took the slide on screen over at `t`: from now on the pager's zoom draws it.
  public mutating func handOver() { current?.handedOver = true }

  /// Whether the show frames its photos to cover the screen (Ken Burns, or `--fit cover`).
  public var framesPhotos: Bool { look.transition == .kenburns || look.fit == .cover }

  /// The closest any slide's framing comes, relative to covering the screen: its decodes must be this sharp.
  public var closestZoom: Double { look.transition == .kenburns ? 1 + Tuning.Slideshow.kenBurnsZoom : 1 }

  /// Where `slide`'s photo is framed at `t` when the show frames it (covering the screen, or in a Ken Burns
  /// move); nil when the pager draws it as it does any photo (fitted whole, or taken over by input).
  public func framing(of slide: Slide, at t: Double) -> KenBurns.Framing? {
    guard !slide.handedOver else { return nil }
    if let move = slide.move {
      let now = frozenAt.map { min(t, $0) } ?? t
      return move.framing(at: span > 0 ? (now - slide.since) / span : 1)
    }
    return look.fit == .cover ? KenBurns.Framing(zoom: 1, focus: .zero) : nil
  }
}
