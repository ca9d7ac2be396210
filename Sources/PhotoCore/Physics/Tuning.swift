/// Every tuning constant of sdlphoto, each with its unit and its source: the motion and gestures here, the
/// others beside the code they tune, one file a concern: `Loading/Tuning+Loading.swift` (prefetch, budgets,
/// decodes, uploads, the disk cache's policy), `Navigator/Tuning+Navigator.swift` (transitions, overlay, notices,
/// keyboard), `Screens/Grid/Tuning+Grid.swift` (the grid), `Slideshow/Tuning+Slideshow.swift`, `Run/Tuning+Run.swift`
/// (the frame loop, scripted runs), `Color/Tuning+Color.swift` (HDR tone mapping), and in the shell
/// `Tuning+Shell.swift` (event loop, drawing) and `Network/Tuning+Network.swift` (downloads).
///
/// Units: points (window coordinates before HiDPI scaling), seconds, points per second, unless a constant
/// says otherwise. The figures and their sources are those of `Docs/physics.md`; change a feel here and
/// nowhere else.
public enum Tuning {
  /// Inertial scrolling after a release (pan of a zoomed photo, grid scroll).
  public enum Fling {
    /// Deceleration rate, unitless per millisecond: velocity is multiplied by this every millisecond.
    /// Source: UIScrollView `decelerationRate` `.normal`.
    public static let normalRate: Double = 0.998
    /// Deceleration rate for short, fast stops, unitless per millisecond. Source: UIScrollView `.fast`.
    public static let fastRate: Double = 0.99
    /// A fling is done when the distance it has still to travel is below this, points.
    /// Source: Docs/physics.md ("done when the remaining distance < 0.5 pt").
    public static let stopDistance: Double = 0.5
    /// A release slower than this, points per second, is treated as a release at rest (no fling).
    /// Source: Docs/physics.md ("a fling needs |v| > 50 pt/s").
    public static let minVelocity: Double = 50
    /// Release speeds are clamped to this, points per second. Source: Docs/physics.md (Android's maximum fling
    /// velocity is 8000 dp/s).
    public static let maxVelocity: Double = 8000
  }

  /// The resistance applied while dragging past an edge, and past the zoom limits.
  public enum RubberBand {
    /// Coefficient c of `shown = (1 - 1 / (x c / d + 1)) d`, unitless.
    /// Source: UIScrollView, reverse-engineered (Flutter's BouncingScrollPhysics integrates to c = 0.52).
    public static let coefficient: Double = 0.55
    /// Exponent of the zoom-scale rubber band `z = zmax (z / zmax)^e`, unitless. Source: GNOME Loupe.
    public static let zoomExponent: Double = 0.3
    /// The rubber-banded zoom never shows more than this multiple of the maximum zoom, unitless.
    /// Source: GNOME Loupe.
    public static let zoomOvershootCap: Double = 2
    /// The rubber-banded zoom never shows less than this multiple of the minimum zoom, unitless.
    /// Source: GNOME Loupe.
    public static let zoomUndershootFloor: Double = 0.5
  }

  /// The spring that returns content to an edge (bounce back, fling into an edge).
  public enum EdgeBounce {
    /// Mass, unitless (the spring's time scale comes from stiffness / mass). Source: Docs/physics.md, ScrollMechanics.
    public static let mass: Double = 1
    /// Stiffness, per second squared for unit mass: omega0 = sqrt(100 / 1) = 10 rad/s.
    /// Source: Docs/physics.md, ScrollMechanics, GTK kinetic scrolling.
    public static let stiffness: Double = 100
    /// Damping ratio, unitless: 1 is critical (no oscillation). Source: Docs/physics.md.
    public static let dampingRatio: Double = 1
    /// The velocity handed from a fling to the edge spring is capped at this, points per second, so a very
    /// fast fling does not throw the content far past the edge. Source: Docs/physics.md.
    public static let maxTransferVelocity: Double = 5000
  }

  /// When an animation counts as finished (springs and eased animations).
  public enum Settle {
    /// A spring is at rest once it is this close to its target, points: a tenth of a pixel at 2x HiDPI.
    /// Source: house choice (Flutter's default tolerance is 1e-3 logical pixels).
    public static let distance: Double = 0.05
    /// ...and slower than this, points per second. Source: house choice.
    public static let velocity: Double = 1
  }

  /// Horizontal paging between photos.
  public enum Paging {
    /// Fixed part of the gap between two photos, points. Source: GNOME Loupe (seed JXPhotoBrowser: 30 pt).
    public static let gapBase: Double = 25
    /// Part of the gap proportional to the page width, unitless fraction of W. Source: GNOME Loupe.
    public static let gapFraction: Double = 0.02
    /// A release at least this fast, points per second, goes one page in the direction of the velocity.
    /// Source: libadwaita AdwSwipeTracker.
    public static let flingVelocity: Double = 300
    /// ...provided the drag went further than this, points. Source: Docs/physics.md.
    public static let flingMinDistance: Double = 16
    /// Settle spring mass, unitless. Source: libadwaita AdwCarousel, GNOME Loupe.
    public static let mass: Double = 0.5
    /// Settle spring stiffness, per second squared for unit mass (omega0 = sqrt(500 / 0.5) = 31.6 rad/s).
    /// Source: libadwaita AdwCarousel.
    public static let stiffness: Double = 500
    /// Settle spring damping ratio, unitless (critical). Source: libadwaita AdwCarousel.
    public static let dampingRatio: Double = 1
    /// Stiffness of the settle after a key press, per second squared for unit mass (omega0 = sqrt(10000 /
    /// 0.5) = 141 rad/s: a page's last visible pixel of motion after ~75 ms, at rest after ~0.1 s). A key has
    /// no finger to follow: the next photo should be there at once, with just enough motion to say which
    /// way it came. Source: issue 5 (next photo settled in half feh's time, "keyboard paging may use a
    /// snappier spring"); house choice.
    public static let keyStiffness: Double = 10000
  }

  /// Release-velocity estimation from touch samples (a least-squares quadratic: Android LSQ2, Flutter).
  public enum Velocity {
    /// Only samples this recent, seconds before the newest one, enter the fit. Source: Flutter
    /// VelocityTracker (`_horizonMilliseconds = 100`), Android LSQ2.
    public static let horizon: Double = 0.100
    /// At most this many samples enter the fit. Source: Flutter VelocityTracker (`_historySize = 20`).
    public static let maxSamples: Int = 20
    /// Fewer samples than this give zero velocity. Source: Flutter VelocityTracker (`_minSampleSize = 3`).
    public static let minSamples: Int = 3
    /// A gap this long between samples, seconds, starts a new estimate; a finger that rested this long before
    /// lifting has zero velocity. Source: Flutter (`_assumePointerMoveStoppedMilliseconds = 40`).
    public static let stopGap: Double = 0.040
  }

  /// Giving input events the time they happened rather than the time SDL read them (`EventClock`).
  public enum EventTiming {
    /// Events whose stamps are at most this far apart, seconds, were read in one pump of the event queue: SDL
    /// reads a pump's events in well under a millisecond, but its whole-millisecond stamps can straddle a tick.
    /// Source: SDL 2.26 `SDL_PushEvent` (stamps with `SDL_GetTicks()` as it queues); house choice.
    public static let pumpSpan: Double = 0.001
    /// The events of one pump are spread over at most this long before their stamp, seconds, when the
    /// previous pointer event is older (the pumps in between, with no pointer event, leave no trace). Source:
    /// house choice (the velocity fit's horizon, `Velocity.horizon`: a longer spread could not change a fit).
    public static let maxSpread: Double = 0.100
    /// The display server's clock is compared with SDL's over windows this long, seconds (see
    /// `maxServerDrift`). Source: house choice.
    public static let serverDriftWindow: Double = 10
    /// When no event of a whole `serverDriftWindow` was read within this long of its mapped time, seconds, the
    /// two clocks have drifted apart (a remote X server's clock) and the mapping moves to the window's closest
    /// reading. A late pump alone never moves it: the window holds prompt ones too. Source: house choice
    /// (well above a slow frame, well below what a user would notice in a tap's or a spring's timing).
    public static let maxServerDrift: Double = 0.250
  }

  /// Zoom of a single photo.
  public enum Zoom {
    /// The maximum zoom is at least this multiple of fit, unitless. Source: seed LBJImagePreviewer.
    public static let maxFitMultiple: Double = 16
    /// ...and at least this many display pixels per image pixel, unitless, so every photo can be inspected at
    /// pixel level. Source: Docs/physics.md (GNOME Loupe allows 20x).
    public static let maxNativeMultiple: Double = 4
    /// A double tap at fit zooms to this multiple of fit, unitless. Source: Docs/physics.md.
    public static let doubleTapMultiple: Double = 2.5
    /// Duration of an animated zoom (double tap, wheel, bounce back after a pinch), seconds, eased out
    /// cubically. Source: GNOME Loupe.
    public static let animationDuration: Double = 0.200
    /// A zoom within this of fit, unitless, counts as "at fit". Source: house choice.
    public static let fitEpsilon: Double = 1e-6
    /// Pan within this of an edge counts as "at the edge", points. Source: house choice (half a point).
    public static let edgeEpsilon: Double = 0.5
    /// Below this span, points, a pinch is treated as a one-finger pan (the scale cannot be measured).
    /// Source: house choice.
    public static let minPinchSpan: Double = 1
    /// One mouse-wheel notch zooms by this factor, unitless. Source: issue 4 ("about x1.25 a notch").
    public static let wheelStep: Double = 1.25
    /// The `+` and `-` keys zoom by this factor, unitless. Source: house choice (eog and Loupe use about 1.4-1.5).
    public static let keyStep: Double = 1.5
  }

  /// Pull down to dismiss (seed 001).
  public enum Dismiss {
    /// The photo never shrinks below this scale, unitless. Source: seed 001.
    public static let minScale: Double = 0.3
    /// A release moving down at least this fast, points per second, dismisses... Source: Docs/physics.md.
    public static let flingVelocity: Double = 700
    /// ...if the vertical speed exceeds the horizontal one by at least this, points per second.
    /// Source: Docs/physics.md.
    public static let flingDominance: Double = 400
    /// The release is projected this far ahead, seconds (dy + 0.2 v_y). Source: Docs/physics.md.
    public static let projectionTime: Double = 0.2
    /// A projected drag of at least this fraction of the viewport height dismisses, unitless. Source: Docs/physics.md.
    public static let distanceFraction: Double = 0.15
    /// After a dismiss the photo flies on and the background fades out over this long, seconds.
    /// Source: house choice (one zoom animation's length plus a little).
    public static let exitDuration: Double = 0.25
    /// The photo leaves at least this fast, downwards, points per second. Source: house choice.
    public static let exitMinimumSpeed: Double = 1500
  }

  /// Tap and double tap on a virtual clock.
  public enum Tap {
    /// A second down within this long after the first up can make a double tap, seconds; a single tap is
    /// confirmed only when it has passed. Source: Android `DOUBLE_TAP_TIMEOUT`.
    public static let doubleTapTimeout: Double = 0.300
    /// A second down sooner than this after the first up is not a double tap, seconds (contact bounce).
    /// Source: Android `DOUBLE_TAP_MIN_TIME`.
    public static let doubleTapMinTime: Double = 0.040
    /// The second down must be within this distance of the first down, points. Source: Android
    /// `DOUBLE_TAP_SLOP`.
    public static let doubleTapSlop: Double = 100
    /// Moving further than this from the down point makes a drag, not a tap, points. Source: Android
    /// `TOUCH_SLOP` (8 dp; Docs/physics.md allows 8 to 18).
    public static let touchSlop: Double = 8
    /// A press held longer than this is not a tap, seconds. Source: Android `LONG_PRESS_TIMEOUT` (500 ms).
    public static let longPressTimeout: Double = 0.500
  }
}
