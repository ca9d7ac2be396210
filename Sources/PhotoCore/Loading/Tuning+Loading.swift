/// Loading and decoding: prefetch, budgets, detail and region decodes, animations. Every value with its unit and source (see `Tuning`).
extension Tuning {
  /// Photo loading feedback.
  public enum Loading {
    /// In a slideshow, a local photo's decode still running after this many seconds is given up: its worker is
    /// abandoned to it and a fresh one takes its place (a read that never returns must not wedge one of two
    /// workers for good). Network photos have their own timeouts; outside a slideshow a slow decode (a huge
    /// photo on a slow machine) is waited for. Source: the kiosk issue ("or takes over 10 s").
    public static let giveUpAfter: Double = 10
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
    /// While photos move (a slide, a fling, a pinch), at most this many decodes run at once, unitless; the rest
    /// wait for a free slot or for the motion to end. Source: issue 12 (two cores: the frame's thread and
    /// llvmpipe's need one), measured with `Scripts/bench frames`.
    public static let decodesWhileMoving: Int = 1
    /// While something moves, at most this many pixels are uploaded to textures per frame, pixels, so no
    /// frame stalls on a large upload (llvmpipe uploads ~100 MP/s: ~5 ms). Idle frames upload everything.
    /// Source: issue 5 ("upload in bounded slices"); measured with `Scripts/bench load`.
    public static let uploadPixelsPerFrame: Int = 500_000
    /// Pixels uploaded to textures a second, pixels/s: what a frame's time left buys (see `FrameBudget`,
    /// `FrameLoadAllowance`). Source: uploads measured on Mesa's llvmpipe under Xvfb (a 1920x1080 texture in
    /// 14-21 ms, ~100 MP/s).
    public static let uploadPixelsPerSecond: Double = 100_000_000
    /// Textures are at most this many pixels on a side (less when the renderer's limit is lower), pixels:
    /// larger images are drawn from tiles. Source: house choice (every GL driver takes 4096).
    public static let maxTileSize: Int = 4096
  }

  /// The frame budget in real time (see `FrameBudget`).
  public enum FrameBudget {
    /// A frame's work and present should fit this many display intervals, unitless: a frame presented up to a
    /// quarter interval late still lands before the harness's late mark (1.5), and llvmpipe's own frames at
    /// 1080p already take ~1.15 (`Scripts/bench frames`, the bare loop's p50). Source: issue 12.
    public static let target: Double = 1.25
    /// The present's cost is judged from this many recent presents, count. Source: house choice (an eighth
    /// of a second at 60 Hz: a slide's frames, not the idle ones before it).
    public static let presentsKept: Int = 8
    /// A frame without time left skips its optional work at most this many frames in a row, count, so uploads
    /// and decodes go on on a machine too slow for any frame to have time left. Source: house choice.
    public static let maxSkippedFrames: Int = 3
  }

  /// Animated images (GIF, WebP, AVIF sequences, JPEG XL).
  public enum Animation {
    /// The most memory an animation's frames may take held whole once fitted, bytes. Past it the animation
    /// streams: its frames are decoded a few ahead of the screen as it plays (`framesAhead`). Source: house
    /// choice (52 frames at 720p, 23 at 1080p: past that, decoding each loop again costs less than holding it).
    public static let maxAnimationBytes = 192 << 20
    /// The largest canvas an animation is played at, pixels: each frame is composited and copied at this size
    /// before it is fitted. Past it the animation shows its first frame, as a still. Source: house choice (an
    /// 8K UHD frame is 33 megapixels).
    public static let maxCanvasPixels = 40_000_000
    /// Frame delays up to this, seconds, show for `defaultFrameDuration` instead (a GIF delay of 0 or 1
    /// hundredth means "as fast as possible" and would spin). Source: Firefox and Chromium's GIF decoders.
    public static let shortestDelay = 0.010
    /// How long a frame without a usable delay shows, seconds. Source: Firefox and Chromium.
    public static let defaultFrameDuration = 0.1
    /// The longest a frame shows, seconds. Source: house choice.
    public static let longestFrameDuration = 60.0
    /// The most frames an animation too long to hold whole (past `maxAnimationBytes`) decodes ahead of the
    /// screen, frames: enough to ride out a slow frame's decode. Source: house choice (mpv's demuxer and
    /// browsers' image decoders keep a handful).
    public static let framesAhead = 6
    /// The most memory those frames take, bytes (fewer wait when frames are large, never under 2). Source:
    /// house choice (six 1080p frames).
    public static let streamBufferBytes = 48 << 20
  }

  /// Photos of a server gone mid-run (a NAS asleep, the Wi-Fi down), asked for again while it is away.
  public enum NetworkRetry {
    /// The first wait after a photo of a folder on a server failed to arrive, seconds; each later wait is twice
    /// the one before, up to `longest`. Source: the sources issue ("retries with backoff and jitter from 1 s to
    /// a few minutes").
    public static let first: Double = 1
    /// The longest wait between two tries, seconds. Source: the sources issue ("to a few minutes").
    public static let longest: Double = 300
    /// How much each wait is lengthened or shortened, as a share of it, so that the frames of a household do
    /// not all ask at once when their server is back. Source: house choice (AWS's backoff note: a fifth).
    public static let jitter: Double = 0.2
  }

  /// The disk cache of network photos (its policy is pure; the store is the shell's).
  public enum DiskCache {
    /// A copy whose server gave no `Cache-Control: max-age` is used without asking the server for this long,
    /// seconds; after that it is revalidated (cheap: a 304 has no body). Source: house choice (a slideshow of
    /// a few dozen photos loops in about this time, so each loop asks the server once per photo).
    public static let defaultFreshness: Double = 300
  }
}
