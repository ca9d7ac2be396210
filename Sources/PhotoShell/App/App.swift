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
  /// The frame loop's state: running, frames presented, what makes the next one due, the frame budget.
  let cadence: FrameCadence
  let player: ScriptPlayer?
  /// What the run writes of its frames: the trace, the frame log, recordings and screenshots.
  let outputs: FrameOutputs
  /// The screen's sleep (`--schedule`, `display on|off`), the display it powers and the wall clock.
  let power: ScreenPower
  /// The display's colour profile photos are converted to.
  let displayProfile: DisplayProfileSync
  /// The pages gone to and how many were ready at once (`--verbose` reports it at exit).
  var prefetch = PrefetchTally()
  /// The mouse's button and its cursor.
  let mouse: MousePointer
  let controllers = Controllers()
  /// The trash and the `[commands]`, carried out for the photos the viewer says.
  let actions: PhotoActions
  /// Reads what the info panel says of a photo's file, off the main thread.
  lazy var fileFacts = FileFactsReader(gazetteerPath: options.gazetteerPath, synchronous: player != nil) {
    [loader] in loader.wakeEventLoop()
  }
  /// The remote controls listening (`--control`, `--http`, `--mqtt`).
  let remotes: RemoteHub
  /// systemd's notify socket, when run as a service: ready, watchdog pings from the loop, stopping.
  let service = ServiceNotifier()
  /// The clip on the page's sound.
  let clipSound: ClipSoundPlayer

  /// Opens the window for `album`. SDL must be initialised (see `SDLSession`); `loader` may already be
  /// decoding (see `startLoading`).
  public init(album: Album, options: AppOptions, loader: PhotoLoader? = nil, window opened: DisplayWindow? = nil) throws
  {
    self.options = options
    self.loader = loader ?? Self.startLoading(album: album, options: options)
    window = try opened ?? Self.openWindow(options: options)
    cadence = FrameCadence(refreshInterval: window.refreshInterval)
    let rendererLimit = window.maxTextureSize > 0 ? window.maxTextureSize : Int.max
    // JPEGs come as planes only for a renderer that draws them (the first may already have, and is converted).
    self.loader.decodesPlanes = window.supportsYUV
    textures = PhotoTextures(
      renderer: window.renderer,
      tileLimit: min(options.maxTextureSize ?? Tuning.Loading.maxTileSize, Tuning.Loading.maxTileSize, rendererLimit),
      supportsYUV: window.supportsYUV)
    text = TextRenderer(renderer: window.renderer)
    sceneRenderer = SceneRenderer(renderer: window.renderer, textures: textures, text: text)
    sceneRenderer.icons = ControlIcons(renderer: window.renderer, folder: options.iconsPath)
    // The notice's buttons as wide as their widest label in the language shown, with room on both sides.
    let labels = text
    let widest = NoticeAction.allCases.map { Double(labels.measure($0.label, size: 15).0) }.max() ?? 0
    let buttonWidth = max(Tuning.Navigator.noticeButtonWidth, widest + 2 * Tuning.Navigator.noticeButtonPadding)
    navigator = Self.makeNavigator(album: album, options: options, window: window, noticeButtonWidth: buttonWidth)
    actions = PhotoActions(
      scripted: options.script != nil, wake: { [loader = self.loader] in loader.wakeEventLoop() })
    remotes = RemoteHub(options.remotes)
    remotes.start(wake: { [loader = self.loader] in loader.wakeEventLoop() })
    player = options.script.map(ScriptPlayer.init(script:))
    if options.kioskExit != nil {
      // A kiosk: the window manager's close does not quit (SDL would turn it into a quit), nor does a pull-down
      // dismiss the photo; no cursor (`MousePointer`).
      SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")
    }
    mouse = MousePointer(kiosk: options.kioskExit != nil)
    clipSound = ClipSoundPlayer(followsSound: options.script == nil)
    outputs = try FrameOutputs(options: options, scripted: options.script != nil)
    displayProfile = DisplayProfileSync(managesColour: options.managesColour)
    power = ScreenPower(window: window.window, now: options.now, scripted: options.script != nil)
    controllers.openAttached()
    syncDisplayProfile(at: 0)
    Log.info(
      "\(album.count) photos from \(album.origin); window \(Int(window.pointSize.x))x\(Int(window.pointSize.y)) pt, \(window.pixelSize.0)x\(window.pixelSize.1) px"
    )
  }

  /// The navigator of `album` in `window`, as `options` set it up: its cache, its screens' configuration, the
  /// notices at start, the reading direction and the names of the keys its controls show.
  private static func makeNavigator(
    album: Album, options: AppOptions, window: DisplayWindow, noticeButtonWidth: Double
  ) -> Navigator {
    // Which decoded photos to keep: `--cache-mb`, or half a screen's worth.
    let (drawW, drawH) = window.pixelSize
    let cache = PhotoCachePolicy(
      budgetBytes: options.cacheMegabytes.map { $0 << 20 }
        ?? PhotoCachePolicy.defaultBudget(width: drawW, height: drawH))
    // Scripted runs wait for decodes (no embedded thumbnail stands in) and for a late slide.
    let realTime = options.script == nil
    var configuration = Navigator.Configuration(
      animatesTransitions: options.animatesTransitions, cache: cache, startsInGrid: options.startsInGrid,
      trashPolicy: options.trashPolicy, skipsLatePhotos: realTime, asksForPreviews: realTime,
      locksExit: options.kioskExit != nil, controlsEverywhere: options.kioskControls, soundInShows: options.sound,
      noticeButtonWidth: noticeButtonWidth, slideshow: options.slideshowSetup)
    configuration.homeFolder = ProcessInfo.processInfo.environment["HOME"]
    configuration.menuCommands = options.keyBindings.commands(in: .pager)
    var navigator = Navigator(
      album: album, viewport: window.viewSize, pixelsPerPoint: window.pixelsPerPoint, configuration: configuration)
    if let (done, total) = options.libraryIndexer?.progress {
      navigator.show(
        notice: UserText.libraryProgress(done: done, total: total), at: 0, for: Tuning.Library.relistInterval + 2)
    }
    if let text = options.startNotice { navigator.show(notice: text, at: 0, for: Tuning.Library.startNoticeTime) }
    navigator.readsRightToLeft = UILanguage.readsRightToLeft(
      environment: ProcessInfo.processInfo.environment, catalogue: Translations.catalogue)
    let actions = Control.allCases.compactMap(\.action) + MoreItem.fixed.compactMap(\.action)
    for action in actions {
      navigator.keyNames[action] = options.keyBindings.keys(for: action, in: .pager).first
    }
    return navigator
  }

  deinit {
    loader.shutdown()
    // Textures belong to the renderer: free them before the window (and its renderer) goes.
    textures.removeAll()
    text.purge()
    sceneRenderer.purge()
  }

  /// Runs until the user quits, the script ends, or the photo is dismissed; returns the exit code.
  public func run() throws -> Int32 {
    // A clip's sound closes its device before SDL ends (its thread touches none after `stop`).
    defer {
      clipSound.stop()
    }
    do {
      if player != nil { try runScripted() } else { try runInteractive() }
    } catch {
      outputs.closeAfterFailure()
      throw error
    }
    options.showState?.flush()
    remotes.stop()
    if options.printsMarked {
      let lines = navigator.markedLocations.map { $0 + "\n" }.joined()
      FileHandle.standardOutput.write(Data(lines.utf8))
    }
    service?.stopping()
    try outputs.close()
    if let rate = prefetch.hitRate {
      Log.info(
        "prefetch: \(prefetch.ready) of \(prefetch.landed) pages gone to were ready at once (\(Int((rate * 100).rounded())) %)"
      )
    }
    return 0
  }

  /// Real time: SDL's clock, waiting for events while nothing moves.
  private func runInteractive() throws {
    startSlideshow(at: Self.seconds(SDL_GetTicks64()))
    options.watcher?.start(clock: { Self.seconds(SDL_GetTicks64()) }, wake: { [loader] in loader.wakeEventLoop() })
    defer {
      options.watcher?.stop()
      options.libraryIndexer?.stop()
    }
    while cadence.running {
      let now = Self.seconds(SDL_GetTicks64())
      var event = SDL_Event()
      updateSleep(at: now)
      if RunPolicy.mayWait(motion(at: now), asleep: isAsleep) {
        let idle = activity(at: now)
        // A motion that ended since the last frame frees the decodes it held back before the loop sleeps.
        applyMotion(at: now)
        // Idle: sleep until an event arrives (or the next spinner/tap deadline).
        let wake = [sleepDeadline(at: now), mouse.hideDeadline]
        let wait = RunPolicy.idleWait(idle, wake: wake, at: now)
        if SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up))) != 0 {
          handle(event, time: eventTime(event))
        }
      }
      while SDL_PollEvent(&event) != 0 { handle(event, time: eventTime(event)) }
      if !cadence.running { break }
      let t = Self.seconds(SDL_GetTicks64())
      takeWatchedAlbum(at: t)
      takeControlRequests(at: t)
      refreshRecentPhotos(at: t)
      updateSleep(at: t)
      if isAsleep {
        // Asleep: one black frame when it fell asleep, then nothing (no decode, no slide, no CPU).
        if cadence.needsRedraw { try frame(at: t, screenshots: []) }
        service?.ping()
        continue
      }
      // What moves is asked first: while it does (every frame of a gesture), the rest need not be looked at.
      if RunPolicy.draws(motion(at: t), at: t) || RunPolicy.draws(activity(at: t), at: t) {
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

  /// What changed, moves or fades at `t`: the part of `activity(at:)` the loop asks first, every turn.
  func motion(at t: Double) -> RunPolicy.Activity {
    if cadence.needsRedraw { return RunPolicy.Activity(needsRedraw: true) }
    let animating = navigator.isAnimating(at: t)
    return RunPolicy.Activity(animating: animating, texturesBusy: !animating && textures.isBusy(at: t))
  }

  /// What the loop sees at `t`, for `RunPolicy`: what changed, moves, fades, is due or still loads. Asleep, no
  /// deadline of the navigator's counts (nothing is shown).
  func activity(at t: Double) -> RunPolicy.Activity {
    RunPolicy.Activity(
      needsRedraw: cadence.needsRedraw, animating: navigator.isAnimating(at: t), texturesBusy: textures.isBusy(at: t),
      deadline: isAsleep ? nil : navigator.nextDeadline,
      nextAnimationFrame: isAsleep ? nil : cadence.animationDue,
      // The watcher's state is its thread's in real time: only a scripted run (which steps it here) waits on it.
      loading: !loader.isIdle, listingPending: player != nil && options.watcher?.hasPendingChanges == true)
  }

  /// Virtual time: frame n at n / fps seconds; every frame rendered, loads awaited.
  private func runScripted() throws {
    guard let player else { return }
    startSlideshow(at: 0)
    let fps = Double(options.fps)
    var policy = RunPolicy()
    while cadence.running {
      let t = Double(cadence.number) / fps
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
      // A script without `quit` ends once it is played and everything has settled (decodes included, so a
      // run's last frames do not depend on the machine's speed).
      let seen = activity(at: t)
      if policy.scriptedFrameDone(seen, scriptFinished: player.isFinished, scriptEnd: player.duration / 1000, at: t) {
        cadence.running = false
      } else if RunPolicy.scriptedWaitsForLoading(seen, scriptFinished: player.isFinished) {
        loader.waitUntilIdle(timeout: Tuning.Shell.scriptedDecodeTimeout)
      }
    }
  }

  /// SDL timestamps are 32-bit milliseconds; rebuild the full time against the 64-bit clock so a kiosk
  /// running for weeks (past the 49-day wrap) keeps correct times.
  func eventTime(_ event: SDL_Event) -> Double {
    InputClock.seconds(stamp: event.common.timestamp, now: SDL_GetTicks64())
  }

  static func seconds(_ ms: UInt64) -> Double { Double(ms) / 1000 }
}
