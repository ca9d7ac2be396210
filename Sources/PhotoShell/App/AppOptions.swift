import PhotoCore

/// Everything the command line decided, handed to `App`.
public struct AppOptions {
  /// Start in full screen.
  public var fullscreen = false
  /// The window size in points; nil chooses from the display.
  public var windowSize: (width: Int, height: Int)?
  /// A script to play on a fixed-step clock, instead of real input.
  public var script: Script?
  /// Frames per second of the scripted clock.
  public var fps = 60
  /// Where to write one JSON line per rendered frame.
  public var tracePath: String?
  /// Where to write every frame as PNG.
  public var recordDirectory: String?
  /// `--record-raw`: every frame's RGB pixels to this file or pipe (`-`: standard output).
  public var recordRawPath: String?
  /// Where to write each frame's present time (performance counter, seconds) and whether a photo moved.
  public var frameLogPath: String?
  /// Whether page changes animate.
  public var animatesTransitions = true
  /// Seconds between slides (`--slideshow`); nil: no slideshow.
  public var slideshow: Double?
  /// Seconds without input after which a slideshow paused by input resumes (`--resume-after`).
  public var resumeAfter = Tuning.Slideshow.resumeAfter
  /// How the slideshow changes slides and fits photos.
  public var slideshowLook = SlideshowLook()
  /// In kiosk mode, the one chord that leaves (no quit key, no window close, no cursor); nil: not a kiosk.
  public var kioskExit: KeyChord?
  /// Where a slideshow keeps its place across restarts (nil: nowhere), and the shuffle cycle it resumes in.
  public var showState: ShowStateStore?
  public var resumedCycle = 0
  /// `--recent-first`: when each photo was taken, and the days that count as recent.
  public var takenDates: TakenDates?
  /// The wall clock's time at the start of the run (`--now`), seconds since 1970; nil: the real one.
  public var now: Double?
  /// `--print-marked`: the marked photos' paths on standard output at exit.
  public var printsMarked = false
  /// Which key does what, in each place.
  public var keyBindings = KeyBindings()
  /// The remote controls (the `--control` socket, the `--http` server), listening already: the app serves
  /// them while it runs.
  public var remotes: [any RemoteEndpoint] = []
  /// Whether Delete may move photos to the trash.
  public var trashPolicy = TrashPolicy.allowed
  /// Whether a tap shows the on-screen controls in kiosk mode and in a running slideshow (`--kiosk-controls`).
  public var kioskControls = false
  /// Whether clips play their sound in a slideshow and in kiosk mode (`--sound`).
  public var sound = false
  /// Whether clips decode on VA-API where the machine has it (`--hwdec auto`, the default), else in software.
  public var hardwareClips = true
  /// `--rotate-display`: how the picture is turned onto the window.
  public var rotation = DisplayRotation.none
  /// `--schedule`: when the screen is on (asleep outside, woken by input for `resumeAfter`); nil: always.
  public var schedule: Schedule?
  /// The place names captions use (`Assets/gazetteer/places.bin`).
  public var gazetteerPath = "/usr/share/sdlphoto/gazetteer/places.bin"
  /// The library's index filling in the background (`--library` in a real run), for its progress line.
  public var libraryIndexer: LibraryIndexer?
  /// What to say on screen as the viewer starts (a library query that matched nothing), for a few seconds.
  public var startNotice: String?
  /// The folder of the on-screen controls' icons (`Assets/icons` in a checkout).
  public var iconsPath = "/usr/share/sdlphoto/icons"
  /// `--watch`: hears changes to the album's folders and lists it anew (nil: the album stays as listed).
  public var watcher: AlbumWatcher?
  /// The memory for recently seen photos beyond the wanted ones, MiB (nil: half a screen's worth).
  public var cacheMegabytes: Int?
  /// Photos with more pixels than this are refused before decoding.
  public var maxPixels = Tuning.Loading.maxPixels
  /// How folders are listed (sort, reverse), for the sub-folders the grid opens.
  public var albumOptions = AlbumOptions()
  /// Where albums opened while it runs are read from (the remote's `open`, a sub-folder of the grid): the same
  /// sources as the album it started with.
  public var sources = SourceSet.standard
  /// The passwords of the config's sources, by server and user (`DAVLocation.origin(withUser:)`): never printed.
  public var sourcePasswords: [String: String] = [:]
  /// A certificate authority `davs://` servers may be signed by, beside the system's (`--source-ca`).
  public var sourceCAFile: String?
  /// The start's switch that answers servers' folders from the listings kept from an earlier run.
  public var keptListingsFirst = KeptListingsFirst()
  /// The download cache's size on disk, bytes (`--source-cache-mb`).
  public var sourceCacheBytes = Tuning.Network.defaultCacheBytes
  /// Whether the viewer opens on the thumbnail grid (the pager opens from it and closes back to it).
  public var startsInGrid = false
  /// Whether photos' colours are converted to the display's: embedded profiles and colour spaces honoured.
  public var managesColour = true
  /// Whether grid thumbnails go through the shared thumbnail cache (`$XDG_CACHE_HOME/thumbnails`).
  public var usesThumbnailCache = true

  /// The largest texture side, pixels (nil: the renderer's limit, at most `Tuning.Loading.maxTileSize`);
  /// larger photos are drawn from tiles.
  public var maxTextureSize: Int?
  /// The most pixels a whole decode for a zoomed photo may hold; past it the visible part decodes instead.
  public var maxDetailPixels = Tuning.Loading.maxDetailPixels

  /// Defaults: a window, real input, animated.
  public init() {}

  /// How the slideshow starts, from these options (see `SlideshowSetup`).
  public var slideshowSetup: SlideshowSetup {
    var seed: UInt64?
    if case .random(let value)? = albumOptions.sort { seed = value }
    return SlideshowSetup(
      interval: slideshow, resumeAfter: resumeAfter, look: slideshowLook, shuffleSeed: seed,
      resumedCycle: resumedCycle, schedule: schedule)
  }
}
