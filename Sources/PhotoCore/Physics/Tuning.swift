/// Every tuning constant of sdlphoto's motion and gestures, in one place, each with its unit and its source.
///
/// Units: points (window coordinates before HiDPI scaling), seconds, points per second, unless a constant
/// says otherwise. The figures and their sources are those of `shared/PHYSICS.md`; change a feel here and
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
    /// Source: PHYSICS.md ("done when the remaining distance < 0.5 pt").
    public static let stopDistance: Double = 0.5
    /// A release slower than this, points per second, is treated as a release at rest (no fling).
    /// Source: PHYSICS.md ("a fling needs |v| > 50 pt/s").
    public static let minVelocity: Double = 50
    /// Release speeds are clamped to this, points per second. Source: PHYSICS.md (Android's maximum fling
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
    /// Mass, unitless (the spring's time scale comes from stiffness / mass). Source: PHYSICS.md, ScrollMechanics.
    public static let mass: Double = 1
    /// Stiffness, per second squared for unit mass: omega0 = sqrt(100 / 1) = 10 rad/s.
    /// Source: PHYSICS.md, ScrollMechanics, GTK kinetic scrolling.
    public static let stiffness: Double = 100
    /// Damping ratio, unitless: 1 is critical (no oscillation). Source: PHYSICS.md.
    public static let dampingRatio: Double = 1
    /// The velocity handed from a fling to the edge spring is capped at this, points per second, so a very
    /// fast fling does not throw the content far past the edge. Source: PHYSICS.md.
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
    /// ...provided the drag went further than this, points. Source: PHYSICS.md.
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

  /// Zoom of a single photo.
  public enum Zoom {
    /// The maximum zoom is at least this multiple of fit, unitless. Source: seed LBJImagePreviewer.
    public static let maxFitMultiple: Double = 16
    /// ...and at least this many display pixels per image pixel, unitless, so every photo can be inspected at
    /// pixel level. Source: PHYSICS.md (GNOME Loupe allows 20x).
    public static let maxNativeMultiple: Double = 4
    /// A double tap at fit zooms to this multiple of fit, unitless. Source: PHYSICS.md.
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
    /// A release moving down at least this fast, points per second, dismisses... Source: PHYSICS.md.
    public static let flingVelocity: Double = 700
    /// ...if the vertical speed exceeds the horizontal one by at least this, points per second.
    /// Source: PHYSICS.md.
    public static let flingDominance: Double = 400
    /// The release is projected this far ahead, seconds (dy + 0.2 v_y). Source: PHYSICS.md.
    public static let projectionTime: Double = 0.2
    /// A projected drag of at least this fraction of the viewport height dismisses, unitless. Source: PHYSICS.md.
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
    /// `TOUCH_SLOP` (8 dp; PHYSICS.md allows 8 to 18).
    public static let touchSlop: Double = 8
    /// A press held longer than this is not a tap, seconds. Source: Android `LONG_PRESS_TIMEOUT` (500 ms).
    public static let longPressTimeout: Double = 0.500
  }

  /// Photo loading feedback.
  public enum Loading {
    /// A spinner is shown only once a photo has been loading this long, seconds, so fast paging shows no
    /// flashing spinners. Source: GNOME Loupe.
    public static let spinnerDelay: Double = 0.200
    /// Photos with more pixels than this are refused before decoding, pixels (`--max-pixels`): a real 200 MP
    /// photo still opens, a decompression bomb claiming 100000 x 100000 does not. Source: issue 6.
    public static let maxPixels: Int = 256_000_000
    /// Photos decoded ahead of the current one in the direction of travel, count. Source: issue 5.
    public static let prefetchAhead: Int = 2
    /// Photos kept decoded behind the current one, count. Source: issue 5.
    public static let prefetchBehind: Int = 1
    /// Recently seen photos kept beyond the wanted ones (which already hold one behind), in screens' worth of
    /// ARGB pixels (4 bytes a pixel), unitless: half a 1080p screen is 4 MB, two JPEGs as planes. Source:
    /// house choice: going back a few photos is instant, peak memory stays at feh's (measured with
    /// `Scripts/bench peers`: one screen cost 6 MB more at the peak); `--cache-mb` sets more.
    public static let cacheScreens: Double = 0.5
    /// A JPEG's reduced DCT scale is used when it gives at least this fraction of the size the screen needs,
    /// unitless; the rest is a slight stretch. Source: house choice (a 6000 px photo at 1/4 is 1500 px for a
    /// 1620 px slot: 8% stretch, not visible, for a quarter of the memory and a faster decode).
    public static let jpegScaleSlack: Double = 0.9
    /// The first photo decodes for this box, pixels, before the window's real size is known (a larger window
    /// asks again). Source: house choice (the commonest screen).
    public static let firstPhotoBox = (width: 1920, height: 1080)
    /// A sharper decode fades in over what stood in for it for this long, seconds (linear alpha).
    /// Source: seed 001 (placeholders cross-fade); GNOME Loupe's 200 ms.
    public static let crossFadeDuration: Double = 0.200
    /// A zoomed photo asks for a sharper decode once it shows more than this many display pixels per decoded
    /// pixel, unitless: a slight stretch is invisible, every decode costs. Source: house choice.
    public static let detailStretch: Double = 1.15
    /// A sharper decode for a zoomed photo holds at most this many pixels (4 bytes each): a 24 MP photo
    /// zooms to full detail, a larger one to the most detail this allows. Source: house choice (200 MB).
    public static let maxDetailPixels: Int = 50_000_000
    /// A photo too large for `maxDetailPixels` to hold at the zoom shown decodes the part on screen instead
    /// (JPEG), with this much more on each side, fraction of the visible size, so a small pan stays sharp.
    /// Source: house choice (2.25 times the visible area: about 5 MP at 1080p, 7 MB as planes).
    public static let regionMargin: Double = 0.25
    /// A decoded part's edges snap outward to a grid of this many decoded pixels, pixels, so a pan of a few
    /// pixels asks for the same part again rather than a new one. Source: house choice.
    public static let regionGrid: Int = 256
    /// While something moves, at most this many pixels are uploaded to textures per frame, pixels, so no
    /// frame stalls on a large upload (llvmpipe uploads ~100 MP/s: ~5 ms). Idle frames upload everything.
    /// Source: issue 5 ("upload in bounded slices"); measured with `Scripts/bench load`.
    public static let uploadPixelsPerFrame: Int = 500_000
    /// Textures are at most this many pixels on a side (less when the renderer's limit is lower), pixels:
    /// larger images are drawn from tiles. Source: house choice (every GL driver takes 4096).
    public static let maxTileSize: Int = 4096
  }

  /// Animated images (GIF).
  public enum Animation {
    /// The most memory an animation's frames may take once fitted, bytes. Past it the frames are made smaller
    /// (down to `minimumScale` of the fitted size); past that the GIF shows as a still. Source: house choice
    /// (a 100-frame GIF at 1080p fits at about half size).
    public static let maxAnimationBytes = 192 << 20
    /// The most memory SDL2_image may take decoding an animation, bytes: it holds every frame at full size
    /// (32-bit, plus the 8-bit frames it composites them from) before any can be scaled. Past it the GIF
    /// shows as a still. Source: house choice.
    public static let maxDecodeBytes = 512 << 20
    /// The smallest size `maxAnimationBytes` may shrink frames to, unitless fraction of the fitted size
    /// (linear). Source: house choice.
    public static let minimumScale = 0.25
    /// Frame delays up to this, seconds, show for `defaultFrameDuration` instead (a GIF delay of 0 or 1
    /// hundredth means "as fast as possible" and would spin). Source: Firefox and Chromium's GIF decoders.
    public static let shortestDelay = 0.010
    /// How long a frame without a usable delay shows, seconds. Source: Firefox and Chromium.
    public static let defaultFrameDuration = 0.1
    /// The longest a frame shows, seconds. Source: house choice.
    public static let longestFrameDuration = 60.0
  }

  /// Keyboard steps.
  public enum Keyboard {
    /// An arrow key pans a zoomed photo this far, points. Source: house choice (about a tenth of a screen).
    public static let panStep: Double = 100
  }

  /// The shell's event loop and scripted runs.
  public enum Shell {
    /// `--verbose` reports frames slower than this, seconds (a benchmark counts 50 ms still as "shown").
    /// Source: house choice.
    public static let slowFrame: Double = 0.040
    /// Decoding threads run at this nice value, unitless (0 normal, 19 lowest): drawing frames comes first,
    /// so a decode never stutters an animation on a machine with few cores. Source: house choice.
    public static let decodeNice: Int32 = 5
    /// While idle the loop still wakes this often, seconds, to run deadlines (double-tap window, cursor hide).
    /// Source: house choice.
    public static let idleWakeInterval: Double = 0.5
    /// A script without `quit` ends at the latest this long after its last event, seconds. Source: house choice.
    public static let scriptGraceAfterEnd: Double = 10
    /// A scripted frame waits at most this long for visible photos to decode, seconds. Source: house choice.
    public static let scriptedDecodeTimeout: Double = 20
    /// On quit, decodes under way are waited for at most this long, seconds (a download stalled on a silent
    /// server is abandoned). Source: house choice.
    public static let shutdownWait: Double = 0.5
    /// The mouse cursor hides after resting this long, seconds. Source: issue 4 (eog and Loupe do the same).
    public static let cursorHideDelay: Double = 2
    /// The display starts once the folder has been read, or after this long if reading takes longer, seconds:
    /// a small local folder's mistakes (missing, empty) are reported before any window opens, and a large
    /// folder's reading does not delay the window and renderer, the slowest part of start-up. Source: house
    /// choice (a 10-file folder reads in about 1 ms, a 10,000-file one in about 15 ms).
    public static let listingHeadStart: Double = 0.004
    /// While the display waits for a long listing, it checks this often whether the user asked to quit,
    /// seconds. Source: house choice.
    public static let listingQuitCheck: Double = 0.05
  }

  /// Scale transitions between screens (a grid tile opening into the pager and back).
  public enum Transition {
    /// An opening or closing transition lasts this long, seconds, eased out (cubic). Source: PhotoSwipe's
    /// 333 ms zoom-from-thumbnail; a touch shorter, as iOS Photos' open feels.
    public static let duration: Double = 0.300
  }

  /// Drawing a scene.
  public enum Render {
    /// A blurred backdrop is the photo shrunk to this many pixels across, then to `blurSmallWidth`, each step
    /// filtered, then stretched over the window. Source: house choice (two steps keep a large photo from
    /// sparkling; 24 pixels across blurs like iOS's cover backdrops).
    public static let blurLargeWidth: Int = 128
    /// The blurred backdrop's smallest step, pixels across. Source: house choice.
    public static let blurSmallWidth: Int = 24
    /// A text item's plate is black at this opacity, 0...1. Source: house choice (as the overlay's 160/255).
    public static let textPlateAlpha: Double = 0.6
  }

  /// The info overlay.
  public enum Overlay {
    /// The overlay fades in and out over this long, seconds. Source: house choice (as Loupe's controls).
    public static let fadeDuration: Double = 0.2
  }

  /// Network photos: downloading and the disk cache.
  public enum Network {
    /// A download gives up when no byte arrives for this long, seconds (also the connect timeout).
    /// Source: issue 5 ("timeouts give an error tile"); house choice, as browsers' ~20-30 s.
    public static let timeout: Double = 20
    /// A download is abandoned after this long in total even while bytes still trickle in, seconds.
    /// Source: house choice (512 MB at 1.2 Mbit/s).
    public static let maxTransferTime: Double = 3600
    /// A photo larger than this is not downloaded, bytes. Source: brief for issue 5.
    public static let maxDownloadBytes: Int64 = 512 << 20
    /// Redirects followed before giving up with "too many redirects". Source: brief for issue 5 (curl and
    /// browsers allow 20-50; a photo URL needs one or two).
    public static let maxRedirects = 10
    /// A copy whose server gave no `Cache-Control: max-age` is used without asking the server for this long,
    /// seconds; after that it is revalidated (cheap: a 304 has no body). Source: house choice (a slideshow of
    /// a few dozen photos loops in about this time, so each loop asks the server once per photo).
    public static let defaultFreshness: Double = 300
    /// The disk cache's default size limit, bytes: about 200 photos of 5 MB. Source: house choice.
    public static let defaultCacheBytes: Int64 = 1 << 30
    /// Downloads made without a usable disk cache go to a private temporary folder that keeps only this many
    /// most recent files (the loader decodes a file right after fetching it). Source: house choice (more than
    /// the decode workers and the photos preloaded around the current one).
    public static let scratchFilesKept = 8
  }
}
