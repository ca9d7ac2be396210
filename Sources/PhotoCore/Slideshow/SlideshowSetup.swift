/// How a slideshow starts from the command line and the config: its clock, its look, its shuffle, and the
/// screen's sleep by `--schedule`. The shell asks it for the values it starts with; the remote's `slideshow N`
/// starts one through it too.
public struct SlideshowSetup: Sendable, Equatable {
  /// Seconds between slides (`--slideshow`); nil: no show at start.
  public var interval: Double?
  /// Seconds without input after which a show paused by input resumes (`--resume-after`; 0: it waits for the
  /// user).
  public var resumeAfter: Double
  /// Transitions, framing and captions (`--slideshow-transition`, `--fit`, `--caption`...).
  public var look: SlideshowLook
  /// With `--sort random`: the seed of the shuffled cycles; nil: the album's order.
  public var shuffleSeed: UInt64?
  /// The cycle a resumed show was in (`--resume`), so its shuffle goes on where it was.
  public var resumedCycle: Int
  /// `--schedule`: when the screen is on; nil: always.
  public var schedule: Schedule?

  /// A set-up of these values.
  public init(
    interval: Double?, resumeAfter: Double = Tuning.Slideshow.resumeAfter, look: SlideshowLook = SlideshowLook(),
    shuffleSeed: UInt64? = nil, resumedCycle: Int = 0, schedule: Schedule? = nil
  ) {
    self.interval = interval
    self.resumeAfter = resumeAfter
    self.look = look
    self.shuffleSeed = shuffleSeed
    self.resumedCycle = resumedCycle
    self.schedule = schedule
  }

  /// The show that starts at `t`, when one was asked for: its first slide an interval later, shuffled by the
  /// seed from the resumed cycle.
  public func slideshow(at t: Double) -> Slideshow? {
    guard let interval else { return nil }
    var show = Slideshow(interval: interval, resumeAfter: resumeAfter, at: t)
    show.shuffle = shuffleSeed.map { ShuffleCycle(seed: $0, cycle: resumedCycle) }
    return show
  }

  /// The show the remote's `slideshow SECONDS` starts at `t` (or whose interval it changes), keeping the
  /// running show's `shuffle`.
  public func slideshow(every seconds: Double, keeping shuffle: ShuffleCycle?, at t: Double) -> Slideshow {
    var show = Slideshow(interval: seconds, resumeAfter: resumeAfter, at: t)
    show.shuffle = shuffle
    return show
  }

  /// The screen's sleep by `schedule`, when there is one: a touch wakes it for `resumeAfter`, or for
  /// `Tuning.Slideshow.wakeWithoutResume` when a paused show never resumes by itself.
  public var screenSleep: ScreenSleep? {
    schedule.map {
      ScreenSleep(schedule: $0, wakeFor: resumeAfter > 0 ? resumeAfter : Tuning.Slideshow.wakeWithoutResume)
    }
  }
}
