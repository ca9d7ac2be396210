import PhotoCore

/// The SDL shell: its event loop, scripted runs and drawing. Every value with its unit and source (see `Tuning`).
extension Tuning {
  /// The shell's event loop and scripted runs.
  public enum Shell {
    /// A grid cell whose thumbnail is not there yet is this grey (0-255, each of R, G, B). Source: house choice
    /// (iOS Photos' dark placeholder).
    public static let placeholderGrey: UInt8 = 0x2A
    /// `--verbose` reports frames slower than this, seconds (a benchmark counts 50 ms still as "shown").
    /// Source: house choice.
    public static let slowFrame: Double = 0.040
    /// Decoding threads run at this nice value, unitless (0 normal, 19 lowest): drawing frames comes first.
    /// Source: house choice (the first photo decodes while SDL, the window manager and the X server start).
    public static let decodeNice: Int32 = 5
    /// While photos move, decoding threads run at this nice value, unitless; 20, below every nice value, is
    /// SCHED_IDLE: a decode takes only the cycles the frames leave (llvmpipe draws on every core), and any
    /// drawing thread waking on its core takes the core at once (at nice 19 the decode still ran out its
    /// slice). It goes back to `decodeNice` when the motion ends, so other programs' work never starves it for
    /// long. Source: issue 12, `Scripts/frame-bench` A/B on two cores (5 -> 19 while moving: frames over 25 ms
    /// in flicks 7.0% -> 3.8%, key slides 13.9% -> 7.4%; 19 -> 20 on the grid's folder of 10,000 cold
    /// thumbnails: p99 scroll 1.07x -> 0.96x, wheel 1.02x -> 0.86x, open 1.03x -> 0.95x, close 1.20x -> 0.92x
    /// of the bare loop).
    public static let decodeNiceWhileMoving: Int32 = 20
    /// The remote control's commands carried out in one turn of the loop, at most, commands: a flood waits for
    /// the next turns, a frame never waits for it. Source: issue 18 (as the socket's unanswered-lines bound).
    public static let remoteCommandsPerTurn: Int = 32
    /// A scripted frame waits at most this long for visible photos to decode, seconds. Source: house choice.
    public static let scriptedDecodeTimeout: Double = 20
    /// How soon a frame is drawn again when an animation's stream was behind its clock, seconds: its decode
    /// is looked for again then. Source: house choice (a frame at 200 Hz, well under any animation's frame).
    public static let streamRetry: Double = 0.005
    /// The on-screen controls' bars darken what is under them this much at full opacity, 0...1. Source: house
    /// choice (the info overlay's plate is 160/255; a bar over a photo's sky must keep its white icons legible).
    public static let controlsBarOpacity: Double = 0.5
    /// ... and over the blurred copy of the photo under them (once its backdrop is made), this much: the blur
    /// already quiets what is under the icons. Source: house choice (iOS's dark material is about a third black).
    public static let frostedDim: Double = 0.35
    /// The info panel's sheet darkens its blurred backdrop this much, 0...1 (it holds lines of small text).
    /// Source: house choice.
    public static let panelDim: Double = 0.6
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

  /// Drawing a scene.
  public enum Render {
    /// A blurred backdrop is the photo shrunk to this many pixels across, then to `blurSmallWidth`, each step
    /// filtered, then stretched over the window. Source: house choice (two steps keep a large photo from
    /// sparkling; 24 pixels across blurs like iOS's cover backdrops).
    public static let blurLargeWidth: Int = 128
    /// The blurred backdrop's smallest step, pixels across. Source: house choice.
    public static let blurSmallWidth: Int = 24
    /// `--fit blur`'s backdrop, made once per photo on a worker: this many pixels along the photo's longer side.
    /// Source: house choice (iOS's cover backdrops blur as if a photo were a few dozen pixels across).
    public static let backdropWidth: Int = 48
    /// ... box-blurred three times with a box of 2 x this + 1 pixels (nearly a Gaussian of this sigma).
    /// Source: house choice.
    public static let backdropBlurRadius: Int = 3
    /// A text item's plate is black at this opacity, 0...1. Source: house choice (as the overlay's 160/255).
    public static let textPlateAlpha: Double = 0.6
    /// A text's soft shadow: eight dark copies around it at this opacity each (they overlap to about 0.7
    /// right at the glyphs, fading outwards), a fourteenth of the text's size away. Source: house choice
    /// (reads on snow and on sky without a plate).
    public static let textShadowAlpha: Double = 0.2
    public static let textShadowSpread: Double = 1.0 / 14
  }
}
