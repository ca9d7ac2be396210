import CSDL2
import CSDL2Image
import Foundation
import PhotoCore

/// The SDL shell: owns the window, the loader and the viewer, and runs the event loop.
///
/// Real runs read SDL's clock and wait for events when nothing moves; scripted runs step a virtual clock
/// one frame at a time and render every frame. Rendering happens on the main thread only.
public final class App {
  let options: AppOptions
  let window: DisplayWindow
  let loader: PhotoLoader
  let textures: PhotoTextures
  let text: TextRenderer
  let sceneRenderer: SceneRenderer
  var navigator: Navigator
  let player: ScriptPlayer?
  let trace: TraceWriter?
  /// `--frame-log`: each present's time and whether a photo moved, written at exit.
  let frameLog: FrameLog?
  /// `--record-raw`: every frame's pixels, for an encoder.
  let rawFrames: RawFrameWriter?
  var frameNumber = 0
  var running = true
  var needsRedraw = true
  /// The folder the window's title names ("sdlphoto" until the grid goes into a sub-folder).
  var titledFolder: String?
  /// `--schedule`: the screen's sleep by the schedule, and the display it powers off.
  var screenSleep: ScreenSleep?
  lazy var displayPower = DisplayPower(window: window.window)
  /// The wall clock (seconds since 1970) at t = 0: `--now`, or the real one.
  var wallClockAtStart = 0.0
  /// When `--recent-first`'s recent photos were last worked out (hourly, and when the EXIF dates come in).
  var recentCheckedAt = 0.0
  /// `--watch`: a new listing the viewer could not take yet (a transition was under way).
  var heldListing: AlbumWatcher.Listing?
  /// The slide whose place was last handed to `options.showState`.
  var notedSlide: PhotoID?
  /// The display's ICC profile last read (nil: none, taken as sRGB).
  var displayProfile: [UInt8]?
  /// Pages the user went to, and how many of them had their photo drawn at once (the prefetch's hit rate,
  /// reported by `--verbose` at exit).
  var pagesLanded = 0
  var pagesReady = 0
  /// The page last gone to.
  var landedPage: Int?
  /// Whether the left mouse button is down (it drives the viewer like one finger).
  var mouseButtonDown = false
  var cursorVisible = true
  /// Whether writing a recorded frame failed already (said once).
  var recordingFailed = false
  /// Whether a photo has been on screen yet (for the start-up timings of `--verbose`).
  var firstPhotoShown = false
  var lastMouseActivity = 0.0
  let controllers = Controllers()
  /// Runs the `[commands]` of the config on photos, without waiting.
  let commands: CommandRunner
  /// The remote controls listening (`--control`, `--http`).
  var remotes: [any RemoteEndpoint] { options.remotes }
  /// The state last sent to subscribers.
  var publishedStatus = ""
  /// Where Delete moves photos.
  let trash = FreedesktopTrash()
  /// systemd's notify socket, when run as a service: ready, watchdog pings from the loop, stopping.
  let service = ServiceNotifier()
  /// Real runs: how much optional work (uploads, decode starts) each frame has time for while photos move.
  lazy var frameBudget = FrameBudget(interval: window.refreshInterval)

  /// Starts the decoding threads (before the album is even listed: a folder's first photo can start
  /// decoding as soon as the folder is read, see `AlbumLister.onFirstPhoto`).
  public static func makeLoader(options: AppOptions) -> PhotoLoader {
    sdlphoto_tune_malloc()
    let loader = PhotoLoader(
      workers: max(1, min(2, ProcessInfo.processInfo.activeProcessorCount)), maxPixels: options.maxPixels,
      managesColour: options.managesColour,
      thumbnailCache: options.usesThumbnailCache ? ThumbnailStore.defaultRoot() : nil,
      // A slideshow gives up a decode that hangs (it must go on for weeks); a viewer waits for a slow one.
      giveUpAfter: options.slideshow == nil ? nil : Tuning.Loading.giveUpAfter,
      beforeDecode: options.decodeDelay.map { delay in
        { request in if request.path.contains(delay.text) { usleep(UInt32(delay.seconds * 1_000_000)) } }
      })
    // `--fit blur`: every photo's blurred backdrop is made on the worker with its decode.
    loader.makesBackdrops = options.slideshow != nil && options.slideshowLook.fit == .blur
    // `--caption` with EXIF fields: each photo's facts are read with its screen decode.
    if options.slideshow != nil, let caption = options.slideshowLook.caption, caption.readsExif {
      let places = caption.needsPlaces ? PlaceNames(path: options.gazetteerPath) : nil
      loader.readsFacts = { path in PhotoLoader.facts(ofFileAt: path, places: places?.gazetteer) }
    }
    return loader
  }

  /// Asks `loader` for photo `index` at `path` at the size the window will need: `--size`, or a full HD
  /// screen until the real size is known (a larger window asks again).
  public static func requestFirstPhoto(path: String, index: Int, options: AppOptions, from loader: PhotoLoader) {
    var box = options.windowSize ?? Tuning.Loading.firstPhotoBox
    if options.rotation.swapsSides { box = (box.height, box.width) }
    loader.want([
      DecodeRequest(
        photo: PhotoID(location: path), number: index + 1,
        box: ResolutionPolicy.Box(width: box.width, height: box.height))
    ])
  }

  /// Starts decoding the first photo before SDL starts, on a worker thread, so the decode runs on the second
  /// core while SDL connects to the display and builds its renderer. A decode already under way for it (see
  /// `makeLoader`) goes on.
  public static func startLoading(
    album: Album, options: AppOptions, loader: PhotoLoader? = nil
  ) -> PhotoLoader {
    let loader = loader ?? makeLoader(options: options)
    // The grid asks for its thumbnails itself, once it knows its cells.
    if !options.startsInGrid, album.items.indices.contains(album.startIndex) {
      requestFirstPhoto(
        path: album.items[album.startIndex].location, index: album.startIndex, options: options, from: loader)
    }
    return loader
  }

  /// Opens the window for `album`. SDL must be initialised (see `SDLSession`); `loader` may already be
  /// decoding (see `startLoading`).
  public init(album: Album, options: AppOptions, loader: PhotoLoader? = nil, window opened: DisplayWindow? = nil) throws
  {
    self.options = options
    self.loader = loader ?? Self.startLoading(album: album, options: options)
    window = try opened ?? Self.openWindow(options: options)
    let rendererLimit = window.maxTextureSize > 0 ? window.maxTextureSize : Int.max
    // JPEGs come as planes only for a renderer that draws them (the first may already have, and is converted).
    self.loader.decodesPlanes = window.supportsYUV
    textures = PhotoTextures(
      renderer: window.renderer,
      tileLimit: min(options.maxTextureSize ?? Tuning.Loading.maxTileSize, Tuning.Loading.maxTileSize, rendererLimit),
      supportsYUV: window.supportsYUV)
    text = TextRenderer(renderer: window.renderer)
    sceneRenderer = SceneRenderer(renderer: window.renderer, textures: textures, text: text)
    // Which decoded photos to keep: `--cache-mb`, or half a screen's worth.
    let (drawW, drawH) = window.pixelSize
    let cache = PhotoCachePolicy(
      budgetBytes: options.cacheMegabytes.map { $0 << 20 }
        ?? PhotoCachePolicy.defaultBudget(width: drawW, height: drawH))
    navigator = Navigator(
      album: album, viewport: window.viewSize, pixelsPerPoint: window.pixelsPerPoint,
      animatesTransitions: options.animatesTransitions, cache: cache, startsInGrid: options.startsInGrid)
    navigator.trashPolicy = options.trashPolicy
    commands = CommandRunner(wake: { [loader = self.loader] in loader.wakeEventLoop() })
    for remote in options.remotes { remote.start(wake: { [loader = self.loader] in loader.wakeEventLoop() }) }
    player = options.script.map(ScriptPlayer.init(script:))
    if options.kioskExit != nil {
      // A kiosk: the window manager's close does not quit (SDL would turn it into a quit), nor does a pull-down
      // dismiss the photo; no cursor.
      SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")
      navigator.locksExit()
      SDL_ShowCursor(SDL_DISABLE)
      cursorVisible = false
    }
    // Scripted runs wait for decodes: no embedded thumbnail stands in.
    navigator.asksForPreviews = player == nil
    trace = try options.tracePath.map { try TraceWriter(path: $0) }
    frameLog = try options.frameLogPath.map { try FrameLog(path: $0) }
    rawFrames = try options.recordRawPath.map { try RawFrameWriter(path: $0) }
    controllers.openAttached()
    if let dir = options.recordDirectory {
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }
    syncDisplayProfile(at: 0)
    Log.info(
      "\(album.count) photos from \(album.origin); window \(Int(window.pointSize.x))x\(Int(window.pointSize.y)) pt, \(window.pixelSize.0)x\(window.pixelSize.1) px"
    )
  }

  deinit {
    loader.shutdown()
    // Textures belong to the renderer: free them before the window (and its renderer) goes.
    textures.removeAll()
    text.purge()
    sceneRenderer.purge()
  }

  /// Opens the window for `options` (SDL must be initialised), its renderer warmed up for real runs. It may
  /// open before the album is listed and be handed to `init`.
  public static func openWindow(options: AppOptions, loader: PhotoLoader? = nil) throws -> DisplayWindow {
    let size = options.windowSize ?? defaultWindowSize(fullscreen: options.fullscreen)
    let window = try DisplayWindow(
      title: "sdlphoto", size: size, fullscreen: options.fullscreen, vsync: options.script == nil,
      rotation: options.rotation)
    // Warming up is worth it while the first photo decodes; once it has, its own first frame compiles what it
    // needs sooner than a warm-up frame and then the photo's frame would (the rest compiles after it shows).
    if options.script == nil && loader?.hasDecodedPhoto != true {
      window.warmUp(present: true)
      Log.info("renderer warmed up")
    }
    return window
  }

  /// The display's size for full screen, else a window of 80% of it; 1280x800 when the display is unknown.
  static func defaultWindowSize(fullscreen: Bool) -> (Int, Int) {
    var mode = SDL_DisplayMode()
    guard SDL_GetDesktopDisplayMode(0, &mode) == 0, mode.w > 0, mode.h > 0 else { return (1280, 800) }
    if fullscreen { return (Int(mode.w), Int(mode.h)) }
    return (Int(Double(mode.w) * 0.8), Int(Double(mode.h) * 0.8))
  }

  /// Runs until the user quits, the script ends, or the photo is dismissed; returns the exit code.
  public func run() throws -> Int32 {
    do {
      if player != nil { try runScripted() } else { try runInteractive() }
    } catch {
      // The frames presented before a failure are still worth reading.
      try? frameLog?.close()
      try? rawFrames?.close()
      throw error
    }
    options.showState?.flush()
    for remote in options.remotes { remote.stop() }
    if options.printsMarked {
      let lines = navigator.markedLocations.map { $0 + "\n" }.joined()
      FileHandle.standardOutput.write(Data(lines.utf8))
    }
    service?.stopping()
    try trace?.close()
    try frameLog?.close()
    try rawFrames?.close()
    if pagesLanded > 1 {
      // The first page never counts: nothing can be decoded before the viewer starts.
      Log.info(
        "prefetch: \(pagesReady) of \(pagesLanded - 1) pages gone to were ready at once (\(Int((Double(pagesReady) / Double(pagesLanded - 1) * 100).rounded())) %)"
      )
    }
    return 0
  }

  // MARK: - Clocks

  /// Starts the slideshow's clock at `t`, when one was asked for (`--slideshow`): the first slide is an interval
  /// after the viewer starts.
  private func startSlideshow(at t: Double) {
    wallClockAtStart = (options.now ?? Date().timeIntervalSince1970) - t
    if let schedule = options.schedule {
      screenSleep = ScreenSleep(schedule: schedule, wakeFor: options.resumeAfter > 0 ? options.resumeAfter : 30)
      updateSleep(at: t)
    }
    guard let interval = options.slideshow else { return }
    var show = Slideshow(interval: interval, resumeAfter: options.resumeAfter, at: t)
    if case .random(let seed)? = options.albumOptions.sort {
      show.shuffle = ShuffleCycle(seed: seed, cycle: options.resumedCycle)
    }
    navigator.skipsLatePhotos = player == nil
    navigator.startSlideshow(show, look: options.slideshowLook, at: t)
    if let dates = options.takenDates {
      navigator.recentPhotos = dates.recent(now: wallClock(at: t))
      recentCheckedAt = t
      if player == nil { dates.readExifInBackground(of: navigator.album) { [loader] in loader.wakeEventLoop() } }
    }
  }

  /// Hands the slideshow's place to `options.showState` when the slide changed (it writes it in its time).
  func noteShowState(at t: Double) {
    guard let store = options.showState, let photo = navigator.slides?.current?.photo, photo != notedSlide else {
      return
    }
    notedSlide = photo
    let shuffle = navigator.slideshow?.shuffle
    store.note(
      ShowState(
        paths: store.paths, photo: photo.location, cycle: shuffle?.cycle ?? 0,
        order: shuffle == nil ? nil : navigator.album.items.map(\.location)), at: t)
  }

  /// Real time: SDL's clock, waiting for events while nothing moves.
  private func runInteractive() throws {
    startSlideshow(at: Self.seconds(SDL_GetTicks64()))
    options.watcher?.start(clock: { Self.seconds(SDL_GetTicks64()) }, wake: { [loader] in loader.wakeEventLoop() })
    defer { options.watcher?.stop() }
    while running {
      let now = Self.seconds(SDL_GetTicks64())
      var event = SDL_Event()
      updateSleep(at: now)
      if !needsRedraw && (isAsleep || !navigator.isAnimating(at: now) && !textures.isBusy(at: now)) {
        // A motion that ended since the last frame frees the decodes it held back before the loop sleeps.
        applyMotion(at: now)
        // Idle: sleep until an event arrives (or the next spinner/tap deadline).
        var wait = Tuning.Shell.idleWakeInterval
        if let deadline = isAsleep ? nil : navigator.nextDeadline { wait = min(wait, max(0.001, deadline - now)) }
        if let deadline = sleepDeadline(at: now) { wait = min(wait, max(0.001, deadline - now)) }
        if cursorVisible { wait = min(wait, max(0.001, lastMouseActivity + Tuning.Shell.cursorHideDelay - now)) }
        if let next = textures.nextFrameTime(of: navigator.visiblePhotos(at: now), at: now) {
          wait = min(wait, max(0.001, next - now))
        }
        if SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up))) != 0 {
          handle(event, time: eventTime(event))
        }
      }
      while SDL_PollEvent(&event) != 0 { handle(event, time: eventTime(event)) }
      if !running { break }
      let t = Self.seconds(SDL_GetTicks64())
      takeWatchedAlbum(at: t)
      takeControlRequests(at: t)
      refreshRecentPhotos(at: t)
      updateSleep(at: t)
      if isAsleep {
        // Asleep: one black frame when it fell asleep, then nothing (no decode, no slide, no CPU).
        if needsRedraw { try frame(at: t, screenshots: []) }
        service?.ping()
        continue
      }
      if needsRedraw || navigator.isAnimating(at: t) || textures.isBusy(at: t)
        || (navigator.nextDeadline.map { $0 <= t } ?? false)
        || (textures.nextFrameTime(of: navigator.visiblePhotos(at: t), at: t).map { $0 <= t } ?? false)
      {
        try frame(at: t, screenshots: [])
      } else {
        // Nothing changed: no frame (a kiosk's idle costs nothing), only deadlines, and a decode that hangs is
        // given up (its failure wakes the loop).
        apply(navigator.advance(to: t), at: t)
        noteShowState(at: t)
        loader.abandonHungDecodes()
        // A static slide still tells systemd's watchdog the loop is alive (it wakes at least every 0.5 s).
        service?.ping()
        hideIdleCursor(at: t)
      }
    }
  }

  /// Virtual time: frame n at n / fps seconds; every frame rendered, loads awaited.
  private func runScripted() throws {
    guard let player else { return }
    startSlideshow(at: 0)
    let fps = Double(options.fps)
    var settledFrames = 0
    while running {
      let t = Double(frameNumber) / fps
      var screenshots: [String] = []
      for action in player.pushEvents(dueBy: t * 1000 + 1e-9, window: window) {
        switch action {
        case .resize(let w, let h):
          window.resize(width: w, height: h)
          syncViewport(at: t)
        case .screenshot(let path): screenshots.append(path)
        case .exec(let command): try ScriptCommand.run(command)
        }
      }
      // Files the script changed are heard on the frame after; the photos on screen are there before the
      // frame's input, as they would be for a person.
      takeWatchedAlbum(at: t)
      takeControlRequests(at: t)
      refreshRecentPhotos(at: t)
      updateSleep(at: t)
      if !isAsleep { loadPhotos(at: t) }
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 {
        let time = player.scriptTime(for: event).map { $0 / 1000 } ?? t
        handle(event, time: time)
      }
      try frame(at: t, screenshots: screenshots)
      // A script without `quit` ends once it is played and everything has settled.
      if player.isFinished && !navigator.isAnimating(at: t) && !textures.isBusy(at: t) && navigator.nextDeadline == nil
        && options.watcher?.hasPendingChanges != true
      {
        settledFrames += 1
        if settledFrames > 1 { running = false }
      } else {
        settledFrames = 0
      }
      if t * 1000 > player.duration + Tuning.Shell.scriptGraceAfterEnd * 1000 { running = false }
    }
  }

  /// SDL timestamps are 32-bit milliseconds; rebuild the full time against the 64-bit clock so a kiosk
  /// running for weeks (past the 49-day wrap) keeps correct times.
  func eventTime(_ event: SDL_Event) -> Double {
    InputClock.seconds(stamp: event.common.timestamp, now: SDL_GetTicks64())
  }

  static func seconds(_ ms: UInt64) -> Double { Double(ms) / 1000 }
}
