import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// `sdlphoto [PATH...]`: the command line, parsed by swift-argument-parser.
@main
struct SDLPhotoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sdlphoto",
    abstract: "A fast, touch-friendly photo viewer.",
    discussion: """
      Opens a folder (its photos in natural order), one or more files (the first one's folder, at that \
      photo), or the bundled demo album when no path is given.
      Keys: Left/Right, Page Up/Down, Space/Backspace, Home/End page; F or F11 full screen; \
      Escape leaves full screen or quits; Q quits; M marks; Delete moves to the trash, U puts back.
      Every option is also a key of the config file ($XDG_CONFIG_HOME/sdlphoto/config.toml), with key \
      bindings ([keys], [keys.pager], [keys.grid], [keys.slideshow]) and commands ([commands]); \
      --print-config shows them all.
      """,
    version: SDLPhotoVersion.string)

  @Argument(
    help: ArgumentHelp(
      "Folders, photo files, quoted wildcards, http(s) URLs, an album.json or text list, or - to read a list from standard input (default: the demo album).",
      valueName: "path"))
  var paths: [String] = []

  @Option(help: ArgumentHelp("Order: name, mtime (oldest first), size (smallest first) or random.", valueName: "order"))
  var sort: SortOrder?

  @Option(help: "Seed for --sort random (default: a new one each run; --verbose prints it).")
  var seed: UInt64?

  @Flag(inversion: .prefixedNo, help: "Reverse the order.")
  var reverse = false

  @Flag(inversion: .prefixedNo, help: "Include sub-folders, depth first.")
  var recursive = false

  @Option(
    help:
      "A camera RAW beside a photo of the same name (IMG_1.CR2 and IMG_1.JPG): 'paired' (one photo, shown from the JPEG, the RAW named in its info) or 'separate'."
  )
  var raw: Settings.RawFiles = .paired

  @Flag(
    inversion: .prefixedNo,
    help:
      "Pick up photos added, removed or replaced in the album's folders while running (a photo frame fed over the network)."
  )
  var watch = false

  @Option(
    help: ArgumentHelp(
      "In a slideshow, photos taken in the last DAYS (EXIF date, else file time) come first in each cycle.",
      valueName: "DAYS"))
  var recentFirst: Double?

  @Flag(
    help:
      "Open the folders given (default: the demo album) as a library: every photo and clip under them in the order they were taken, from an index kept in $XDG_CACHE_HOME/sdlphoto."
  )
  var library = false

  @Option(
    help: ArgumentHelp(
      "Only photos and clips taken on or after this day: YYYY-MM-DD, YYYY-MM or YYYY (the album in the order taken).",
      valueName: "DATE"))
  var from: String?

  @Option(help: ArgumentHelp("Only those taken on or before this day: YYYY-MM-DD, YYYY-MM or YYYY.", valueName: "DATE"))
  var to: String?

  @Flag(help: "Only those taken on this day in earlier years: memories (with --slideshow, a memories frame).")
  var onThisDay = false

  @Option(
    help: ArgumentHelp(
      "Only those taken at a place whose name holds this (GPS, offline place names).", valueName: "NAME"))
  var place: String?

  @Option(help: ArgumentHelp("Only those taken with a camera whose name holds this.", valueName: "NAME"))
  var camera: String?

  @Option(help: ArgumentHelp("Only photos, clips, live photos or camera RAWs.", valueName: "photo|clip|live|raw"))
  var kind: String?

  @Option(
    help: ArgumentHelp(
      "With --watch, how often a manifest on a server (an http(s) URL of a .json, .txt or .list) is fetched again (revalidated with its ETag).",
      valueName: "MINUTES"))
  var refresh: Double = Tuning.Watch.manifestRefresh / 60

  @Option(
    help: ArgumentHelp(
      "When the screen is on, e.g. 'Mon-Fri 07:00-19:00, Sat 09:00-13:00' (local time; a range may run past midnight); outside it the screen sleeps, and a touch wakes it for --resume-after.",
      valueName: "RANGES"))
  var schedule: String?

  @Option(
    help: ArgumentHelp(
      "Run as if the local date and time were this at start, 'YYYY-MM-DD HH:MM[:SS]' (tests and demos).",
      valueName: "TIME"))
  var now: String?

  @Flag(
    inversion: .prefixedNo, help: "At exit, print the paths of the photos marked with M on standard output, one a line."
  )
  var printMarked = false

  @Flag(inversion: .prefixedNo, help: "Start in full screen.")
  var fullscreen = false

  @Flag(
    inversion: .prefixedNo,
    help:
      "Kiosk mode: full screen, no cursor, a slideshow (every 10 s unless --slideshow says), sub-folders included; no key or window close quits but --kiosk-exit."
  )
  var kiosk = false

  @Option(help: ArgumentHelp("The chord that leaves kiosk mode.", valueName: "CHORD"))
  var kioskExit: KeyChord = .kioskExit

  @Flag(
    inversion: .prefixedNo,
    help:
      "Show the on-screen controls for a tap in kiosk mode and during a running slideshow too (there a tap shows the info overlay otherwise)."
  )
  var kioskControls = false

  @Flag(
    inversion: .prefixedNo,
    help: "List video clips (MP4, MOV, WebM, MKV, AVI...) beside the photos; --no-clips leaves them out.")
  var clips = true

  @Flag(
    inversion: .prefixedNo,
    help: "Play clips' sound in a slideshow and in kiosk mode too (there they are muted otherwise).")
  var sound = false

  @Option(
    help:
      "Decode clips on the GPU's video decoder (VA-API) where the machine has one ('auto'), or always in software ('off')."
  )
  var hwdec: Settings.HardwareDecoding = .auto

  @Option(
    help: ArgumentHelp(
      "Turn the picture clockwise by this many degrees, for a screen mounted on its side or upside down (touch turns with it).",
      valueName: "0|90|180|270"))
  var rotateDisplay: DisplayRotation = .none

  @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
  var size: Settings.WindowSize?

  @Flag(
    inversion: .prefixedNo,
    help:
      "Leave warnings off stderr (an entry of a list that is not a photo, an option that cannot apply); errors still show."
  )
  var quiet = false

  @Flag(inversion: .prefixedNo, help: "Print details (renderer, timings) on stderr.")
  var verbose = false

  @Flag(
    inversion: .prefixedNo,
    help: "Never move a photo to the trash (Delete does nothing); kiosk mode is read-only too.")
  var readOnly = false

  @Option(
    help: ArgumentHelp(
      "Listen for commands on this Unix socket (mode 0600): next, prev, goto N|NAME, zoom fit|actual|in|out, pause, resume, slideshow SECONDS, display on|off, open PATH, status, subscribe, quit; one a line.",
      valueName: "PATH"))
  var control: String?

  @Option(
    help: ArgumentHelp(
      "Serve the remote control over HTTP on ADDR:PORT (or PORT, on 127.0.0.1): a JSON API and a page for a phone. Any address but the loopback needs --http-token.",
      valueName: "ADDR:PORT"))
  var http: HTTPAddress?

  @Option(
    help: ArgumentHelp(
      "The token every --http API call must carry (Authorization: Bearer TOKEN, or typed once into the page).",
      valueName: "TOKEN"))
  var httpToken: String?

  @Option(
    help: ArgumentHelp(
      "Join the MQTT broker at mqtt://[USER[:PASS]@]HOST[:PORT][/PREFIX] (or mqtts://): state, availability and commands under PREFIX/NAME (default prefix sdlphoto), PREFIX/all/command for every frame, and Home Assistant's discovery.",
      valueName: "URL"))
  var mqtt: String?

  @Option(help: ArgumentHelp("The frame's name in its MQTT topics (default: the host's name).", valueName: "NAME"))
  var mqttName: String?

  @Option(
    help: ArgumentHelp(
      "Read the MQTT password from this file (its first line), rather than from the URL.", valueName: "FILE"))
  var mqttPasswordFile: String?

  @Option(
    help: ArgumentHelp(
      "Check an mqtts:// broker's certificate against this certificate authority (PEM).", valueName: "FILE"))
  var mqttCa: String?

  @Option(help: ArgumentHelp("Send Home Assistant's MQTT discovery: on (default) or off.", valueName: "on|off"))
  var mqttDiscovery: String?

  @Option(
    help: ArgumentHelp(
      "Send the command given as the paths (e.g. 'sdlphoto --send SOCKET goto 5') to the viewer listening on SOCKET, print its answer and quit.",
      valueName: "SOCKET"))
  var send: String?

  @Option(
    help: ArgumentHelp(
      "Read options, key bindings and commands from this TOML file instead of $XDG_CONFIG_HOME/sdlphoto/config.toml; the command line overrides it.",
      valueName: "FILE"))
  var config: String?

  @Flag(help: "Print the configuration in effect (every option, key binding and command) as a config file, and quit.")
  var printConfig = false

  @Option(help: ArgumentHelp("Play input from a script on a fixed-step clock.", valueName: "FILE"))
  var script: String?

  @Option(help: "Frames per second of the scripted clock.")
  var fps = 60

  @Option(help: ArgumentHelp("Write one JSON line per rendered frame.", valueName: "FILE"))
  var trace: String?

  @Option(help: ArgumentHelp("Write every frame as DIR/frame-NNNNNN.png.", valueName: "DIR"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Write every frame's pixels as raw RGB (rgb24, one frame after another) to FILE, or - for standard output (Scripts/make-reel pipes them to ffmpeg).",
      valueName: "FILE"))
  var recordRaw: String?

  @Option(
    help: ArgumentHelp(
      "Write one line per presented frame: its time (performance counter, seconds) and 1 if a photo moved, else 0.",
      valueName: "FILE"))
  var frameLog: String?

  @Option(help: "Page transitions: 'slide' (animated) or 'none' (instant).")
  var transition: Settings.Transition = .slide

  @Flag(
    inversion: .prefixedNo,
    help:
      "Open on the thumbnail grid, or straight into the photo pager (default: the grid for a folder and the demo album, the pager for a file, several paths, a list or a URL)."
  )
  var grid: Bool?

  @Option(
    help: ArgumentHelp(
      "Colour management: 'on' shows photos in their own colour space (embedded ICC profiles, Display P3, Adobe RGB) converted to the display's; 'off' shows their values as they are.",
      valueName: "on|off"))
  var colourManagement: Settings.ColourManagement = .on

  @Flag(
    inversion: .prefixedNo,
    help:
      "Keep grid thumbnails in the shared thumbnail cache (~/.cache/thumbnails, as file managers do), or in memory only."
  )
  var thumbnailCache = true

  @Option(
    help: ArgumentHelp("Show the photos one after another, a new one every SECONDS (P pauses).", valueName: "SECONDS"))
  var slideshow: Double?

  @Option(
    help: ArgumentHelp(
      "In a slideshow, seconds without a touch or key after which a show paused by them resumes.",
      valueName: "SECONDS"))
  var resumeAfter: Double = Tuning.Slideshow.resumeAfter

  @Option(
    help: ArgumentHelp(
      "In a slideshow, the longest a clip plays before the show goes on (without it, a clip plays to its end).",
      valueName: "SECONDS"))
  var clipLimit: Double?

  @Option(
    help:
      "In a slideshow, 'motion' plays a live photo's motion once as its slide comes in; 'still' shows the still alone."
  )
  var livePhotos: LivePhotos = .motion

  @Option(help: "How a slideshow changes slides: 'crossfade', 'slide', 'kenburns' (a slow pan and zoom) or 'none'.")
  var slideshowTransition: SlideshowLook.Transition = .crossfade

  @Option(help: ArgumentHelp("How long a slideshow's change of slide takes.", valueName: "SECONDS"))
  var slideshowTransitionTime: Double = Tuning.Slideshow.transitionTime

  @Option(
    help:
      "In a slideshow, how a photo of another shape than the screen fills it: 'contain' (whole, with bars), 'cover' (edges cut off) or 'blur' (whole, over a blurred copy)."
  )
  var fit: SlideshowLook.Fit = .contain

  @Flag(
    inversion: .prefixedNo,
    help:
      "In a slideshow, two portrait photos next to each other share a landscape screen side by side (two landscape ones a portrait screen, one above the other)."
  )
  var pairPortraits = false

  @Option(
    help: ArgumentHelp(
      "In a slideshow, a caption under each photo: fields {name} {folder} {index} {count} {date} {date:STRFTIME} {camera} {place} {city} {region} {country}, e.g. '{date:%e %B %Y} · {place}'.",
      valueName: "FORMAT"))
  var caption: String?

  @Option(help: ArgumentHelp("Memory for recently seen photos, MiB (default: half a screen's worth).", valueName: "N"))
  var cacheMb: Int?

  @Option(help: ArgumentHelp("Refuse photos with more pixels than this (decompression bombs).", valueName: "N"))
  var maxPixels: Int = Tuning.Loading.maxPixels

  @Option(
    help: ArgumentHelp(
      "Largest texture side, pixels (tests: draws large photos from tiles).", valueName: "N", visibility: .hidden))
  var maxTexture: Int?

  @Option(
    help: ArgumentHelp(
      "Most pixels of a whole sharper decode for a zoomed photo (tests: decodes parts sooner).", valueName: "N",
      visibility: .hidden))
  var maxDetailPixels: Int = Tuning.Loading.maxDetailPixels
}
