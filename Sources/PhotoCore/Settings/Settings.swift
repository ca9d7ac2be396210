/// Every option a user can set, after parsing: what to open, in what order, how the window and the viewer
/// behave, and the scripted-run options. The command line fills it in and the viewer starts from it alone, so
/// another source of options (a config file under the command line, say) merges in one place.
public struct Settings: Sendable, Equatable {
  /// Page transitions (`--transition`).
  public enum Transition: String, Sendable, CaseIterable {
    /// Pages slide into place.
    case slide
    /// Pages change at once.
    case none
  }

  /// What becomes of a camera RAW beside a photo of the same name (`--raw`).
  public enum RawFiles: String, Sendable, CaseIterable {
    /// One photo, shown from its JPEG, the RAW named in its info and badged (`RawPairing`).
    case paired
    /// Each file a photo of its own.
    case separate
  }

  /// Colour management (`--colour-management`).
  public enum ColourManagement: String, Sendable, CaseIterable {
    /// Photos' embedded profiles and colour spaces are converted to the display's.
    case on
    /// Every photo's values are shown as they are, as if sRGB.
    case off
  }

  /// A window size in points (`--size WxH`).
  public struct WindowSize: Sendable, Equatable {
    /// The sides accepted, points.
    public static let sides = 1...16384

    /// Width, points.
    public var width: Int
    /// Height, points.
    public var height: Int

    /// A size of `width` x `height` points, as given.
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }

    /// The size written `WxH` (or `WXH`), each side within `sides`; nil for anything else.
    public init?(_ text: String) {
      let parts = text.lowercased().split(separator: "x")
      guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), Self.sides.contains(w),
        Self.sides.contains(h)
      else { return nil }
      self.init(width: w, height: h)
    }
  }

  /// What to open: folders, photo files, wildcards, URLs, a manifest or list, or `-` for a list on standard
  /// input; empty opens the demo album.
  public var paths: [String] = []
  /// The order asked for (`--sort`), a shuffle carrying its seed (`--seed`, or one drawn for the run); nil
  /// keeps the natural order.
  public var sort: AlbumOptions.Sort?
  /// Whether the final order is reversed (`--reverse`).
  public var reverse = false
  /// Whether video clips are listed beside the photos (`--no-clips` leaves them out).
  public var clips = true
  /// Whether sub-folders are walked too (`--recursive`).
  public var recursive = false
  /// Whether a camera RAW beside a photo of the same name is paired with it or listed apart (`--raw`).
  public var raw = RawFiles.paired
  /// Whether files added, removed or replaced in the album's folders while the viewer runs are picked up
  /// (`--watch`).
  public var watch = false
  /// How often `--watch` fetches a manifest on a server again, minutes (`--refresh`).
  public var refreshMinutes = Tuning.Watch.manifestRefresh / 60
  /// In a slideshow, photos taken in the last this many days come first in each cycle (`--recent-first`).
  public var recentFirst: Double?
  /// Whether the paths are opened as a library, by date, through the index (`--library`).
  public var library = false
  /// Which photos are shown (`--from`, `--to`, `--on-this-day`, `--place`, `--camera`, `--kind`).
  public var query = LibraryQuery()
  /// When the screen is on (`--schedule`); nil: always.
  public var schedule: Schedule?
  /// The wall clock's time at start, seconds since 1970 (`--now`, for tests and demos); nil: the real one.
  public var now: Double?
  /// How the picture is turned on a screen mounted on its side (`--rotate-display`).
  public var rotateDisplay = DisplayRotation.none
  /// Whether the viewer starts in full screen (`--fullscreen`).
  public var fullscreen = false
  /// The window size (`--size`); nil chooses from the display.
  public var windowSize: WindowSize?
  /// Whether details (renderer, timings) are printed on stderr (`--verbose`).
  public var verbose = false
  /// How pages change (`--transition`).
  public var transition = Transition.slide
  /// Seconds between slides (`--slideshow`); nil: no slideshow.
  public var slideshow: Double?
  /// In a slideshow, seconds without input after which a show paused by input resumes (`--resume-after`).
  public var resumeAfter = Tuning.Slideshow.resumeAfter
  /// How a slideshow changes slides and fits photos (`--slideshow-transition`, `--slideshow-transition-time`,
  /// `--fit`; its seed is `--seed`'s).
  public var slideshowLook = SlideshowLook()
  /// Kiosk mode (`--kiosk`): full screen, no cursor, a slideshow, and only `kioskExit` leaves.
  public var kiosk = false
  /// The chord that leaves kiosk mode (`--kiosk-exit`).
  public var kioskExit = KeyChord.kioskExit
  /// Memory for recently seen photos beyond the wanted ones, MiB (`--cache-mb`); nil: half a screen's worth.
  public var cacheMegabytes: Int?
  /// Whether the viewer opens on the thumbnail grid (`--grid`) or the pager (`--no-grid`); nil decides from the
  /// paths (`opensGrid(isDirectory:)`).
  public var grid: Bool?
  /// Whether colours are managed (`--colour-management`).
  public var colourManagement = ColourManagement.on
  /// Whether grid thumbnails are kept in the shared freedesktop thumbnail cache (`--no-thumbnail-cache`:
  /// in memory only).
  public var thumbnailCache = true
  /// Photos with more pixels than this are refused before decoding, pixels (`--max-pixels`).
  public var maxPixels = Tuning.Loading.maxPixels
  /// The largest texture side, pixels (hidden `--max-texture`, for tests); nil: the renderer's limit.
  public var maxTextureSize: Int?
  /// The most pixels a whole decode for a zoomed photo may hold before parts decode instead (hidden
  /// `--max-detail-pixels`, for tests).
  public var maxDetailPixels = Tuning.Loading.maxDetailPixels
  /// Whether warnings are left off standard error (`--quiet`); errors, one line per photo that cannot be shown,
  /// still go there.
  public var quiet = false
  /// Whether the marked photos' paths are printed on standard output at exit, one a line (`--print-marked`).
  public var printMarked = false
  /// The Unix socket the remote control listens on (`--control`); nil: none.
  public var controlPath: String?
  /// Where the HTTP remote listens (`--http`); nil: nowhere.
  public var http: HTTPAddress?
  /// The token the HTTP remote's API wants (`--http-token`).
  public var httpToken: String?
  /// The MQTT broker the frame joins (`--mqtt`, its password from `--mqtt-password-file` too); nil: none.
  public var mqtt: MQTTAddress?
  /// The frame's name in its MQTT topics (`--mqtt-name`); nil: the host's name.
  public var mqttName: String?
  /// The certificate authority an `mqtts://` broker's certificate is checked against (`--mqtt-ca`); nil: the
  /// system's.
  public var mqttCAFile: String?
  /// Whether Home Assistant's MQTT discovery is sent (`--mqtt-discovery`).
  public var mqttDiscovery = true
  /// The config's named albums (`[albums]`), in its order: Home Assistant's album select.
  public var albums: [NamedAlbum] = []
  /// The config's sources by name (`[sources.NAME]`), their URLs: `NAME:PATH` wherever a folder is named.
  public var namedSources: [String: String] = [:]
  /// A certificate authority a `davs://` server's certificate may be signed by, beside the system's
  /// (`--source-ca`).
  public var sourceCAFile: String?
  /// The download cache's size on disk, MiB (`--source-cache-mb`); nil: the shell's default.
  public var sourceCacheMegabytes: Int?
  /// The passwords of the config's sources (`[sources.NAME]`), by server and user: never printed.
  public var sourcePasswords: [String: String] = [:]
  /// Whether photos are never moved to the trash (`--read-only`; kiosk mode is read-only too).
  public var readOnly = false
  /// Whether a tap shows the on-screen controls in kiosk mode and in a running slideshow (`--kiosk-controls`).
  public var kioskControls = false
  /// Whether clips play their sound in a slideshow and in kiosk mode (`--sound`).
  public var sound = false
  /// Whether clips decode on the GPU's video decoder where there is one (`--hwdec`).
  public var hardwareDecoding = HardwareDecoding.auto

  /// `--hwdec`: where clips decode.
  public enum HardwareDecoding: String, Sendable, CaseIterable {
    /// On VA-API where the machine has it and the clip's codec allows, else in software.
    case auto
    /// Always in software (FFmpeg's decoders on the CPU).
    case off
  }
  /// Which key does what (the defaults under the config file's `[keys]` and `[commands]`).
  public var keyBindings = KeyBindings()
  /// Whether Delete may move photos to the trash.
  public var trashPolicy: TrashPolicy { kiosk ? .kiosk : readOnly ? .readOnly : .allowed }
  /// A script of input to play on a fixed-step clock instead of real input (`--script`).
  public var scriptPath: String?
  /// Frames per second of the scripted clock (`--fps`).
  public var fps = 60
  /// Where to write one JSON line per rendered frame (`--trace`).
  public var tracePath: String?
  /// Where to write every frame as `frame-NNNNNN.png` (`--record`).
  public var recordDirectory: String?
  /// Where to write every frame's pixels as raw RGB, one frame after another (`--record-raw`, `-` for standard
  /// output: a reel's frames piped to an encoder).
  public var recordRawPath: String?
  /// Where to write when each frame was presented and whether a photo moved in it (`--frame-log`).
  public var frameLogPath: String?

  /// The defaults: the demo album in its natural order, a window, animated, real input.
  public init() {}

  /// The manifest on a server to open (`sdlphoto https://frame.example/album.json`): the only path, an
  /// `http(s)` URL of a `.json`, `.txt` or `.list` file; nil otherwise.
  public var remoteManifest: String? {
    paths.count == 1 && AlbumLister.isRemoteManifest(paths[0]) ? paths[0] : nil
  }

  /// How the album is gathered and ordered.
  public var albumOptions: AlbumOptions {
    // A watched album is listed with every photo's stamp, so a later listing knows which files were replaced.
    // Recent-first goes by the file times of photos without an EXIF date.
    var options = AlbumOptions(
      sort: sort, reverse: reverse, recursive: recursive, stampsEveryPhoto: watch || recentFirst != nil)
    options.pairsRaw = raw == .paired
    options.listsClips = clips
    options.namedSources = namedSources
    return options
  }

  /// Whether the viewer opens on the grid: as `--grid`/`--no-grid` say, else for the demo album (no path) and
  /// for one folder; a photo file opens the pager at it, and so do several paths, a list, a manifest, a URL and
  /// a slideshow.
  public func opensGrid(isDirectory: (String) -> Bool) -> Bool {
    if let grid { return grid }
    if slideshow != nil { return false }
    if paths.isEmpty { return true }
    return paths.count == 1 && !readsListFromStandardInput && isDirectory(paths[0])
  }

  /// Whether the album is a list read from standard input (the one path `-`).
  public var readsListFromStandardInput: Bool { paths == ["-"] }
}
