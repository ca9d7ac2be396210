import CSDL2
import Foundation
import PhotoCore

extension App {
  /// One frame at `t`: take decoded photos, ask for the ones now needed, draw, trace, record, present.
  func frame(at t: Double, screenshots: [String]) throws {
    if isAsleep {
      try asleepFrame(at: t, screenshots: screenshots)
      return
    }
    let started = SDL_GetPerformanceCounter()
    prepareFrame(at: t)
    let scene = navigator.scene(at: t).layered(at: t, stacks: textures.stack(of:))
    window.beginFrame()
    outputs.draw(scene, with: sceneRenderer, on: window, viewport: navigator.viewport, at: t) { [navigator] index in
      navigator.album.items[index].displayName
    }
    window.endFrame()
    try writeOutputs(screenshots: screenshots, at: t)
    // Whether a photo moved is asked before the present, so the present's time is read right after it.
    let logged = outputs.frameLog != nil
    let moving = logged && navigator.isMoving(at: t)
    let clipFrame = logged ? drawnClipFrame(at: t) : nil
    let presenting = Self.counterSeconds
    SDL_RenderPresent(window.renderer)
    outputs.frameLog?.presented(moving: moving, clipFrame: clipFrame)
    cadence.budget.presented(from: presenting, to: Self.counterSeconds)
    logSlowFrame(started: started, presenting: presenting)
    presented(scene, at: t)
    // A clip decoded in this frame starts on the next, at once.
    if navigator.clipAwaitsStart(at: t) { cadence.needsRedraw = true }
    cadence.animationNext(textures.nextFrameTime(of: navigator.visiblePhotos(at: t), at: t), at: t)
  }

  /// Before drawing the frame at `t`: the viewport, the navigator's clock and effects, the title, the cursor,
  /// and the photos (a scripted show waits for its next slide's photo here).
  func prepareFrame(at t: Double) {
    syncViewport(at: t)
    apply(navigator.advance(to: t), at: t)
    noteShowState(at: t)
    window.setTitle(navigator.windowTitle)
    hideIdleCursor(at: t)
    loadPhotos(at: t)
    if player != nil && (navigator.awaitsSlide || navigator.awaitsLiveMotion) {
      // A scripted show waits for its next slide's photo and shows it on this frame, as if it had been ready.
      loader.waitUntilIdle(timeout: Tuning.Shell.scriptedDecodeTimeout)
      loadPhotos(at: t)
      apply(navigator.advance(to: t), at: t)
    }
  }

  /// The frame's outputs before its present (`FrameOutputs`): screenshots, recordings and the trace line.
  func writeOutputs(screenshots: [String], at t: Double) throws {
    try outputs.writePixels(of: window, screenshots: screenshots, frame: cadence.number)
    try writeTrace(at: t)
  }

  /// `--verbose`: a frame slower than `Tuning.Shell.slowFrame`, begun at counter `started`, presented from
  /// `presenting` (seconds).
  func logSlowFrame(started: UInt64, presenting: Double) {
    guard Log.verbose else { return }
    let frequency = Double(SDL_GetPerformanceFrequency())
    let ms = Double(SDL_GetPerformanceCounter() - started) * 1000 / frequency
    if ms > Tuning.Shell.slowFrame * 1000 {
      let before = (presenting - Double(started) / frequency) * 1000
      Log.info("slow frame: \(Int(ms)) ms (\(Int(before)) ms before the present)")
    }
  }

  /// After `scene` was presented at `t`: systemd hears the loop is alive (ready after the first frame), and
  /// once the first screen is complete the neighbours may decode.
  func presented(_ scene: Scene, at t: Double) {
    if cadence.number == 0 {
      Log.info("first frame presented")
      service?.ready()
      // A library's walk and reads start now, not beside the start-up they would slow (one core of two). The
      // index fills even where the album cannot be listed again (no inotify): the next start shows it.
      let watcher = options.watcher
      options.libraryIndexer?.start(changed: { watcher?.poke() })
    }
    service?.ping()
    if let first = scene.photos.first, textures.shown(first.photo) != nil, cadence.firstPhotoShown() {
      Log.info("first photo presented")
    }
    // An album shown from its servers' kept listings is listed again once the first screen has what it wanted:
    // the screen's downloads come first.
    if loader.isIdle, cadence.firstScreenLoaded() {
      Log.info("first screen loaded")
      if options.keptListingsFirst.takeCatchUp() { options.watcher?.poke() }
    }
    if let first = scene.photos.first,
      navigator.mayReleaseNeighbours(
        first: first.photo, shownLevel: textures.shown(first.photo)?.request.level, at: t)
    {
      navigator.releaseNeighbours()
      // Compile what the first frame did not need (text, spinners, the other pixel format), without showing it,
      // then ask for the neighbours.
      if player == nil { window.warmUp(present: false) }
      requestWantedPhotos(at: t)
    }
    cadence.presented()
  }

  /// What the shell adds to the navigator's trace line: the photos held, the video driver (first frame), the
  /// display's profile.
  func addShellFacts(to line: inout TraceFrame) {
    let album = navigator.album
    line.held = textures.heldPhotos.compactMap { album.index(of: $0) }.sorted()
    if cadence.number == 0 { line.video = String(cString: SDL_GetCurrentVideoDriver()) }
    line.displayProfile = displayProfile.name
  }

  /// `--trace`: this frame's line, with what the shell holds of the current photo filled in: the whole decode
  /// drawn (its resolution and level) and the part drawn over it (see `LayerStack`).
  func writeTrace(at t: Double) throws {
    guard outputs.trace != nil else { return }
    var line = navigator.traceFrame(at: t)
    if power.isGoverned { line.asleep = false }
    if navigator.album.items.indices.contains(line.page) {
      // A live photo held: its clip is what is drawn.
      let photo =
        line.playing == true
        ? navigator.library.motion(of: line.page) ?? navigator.id(line.page) : navigator.id(line.page)
      if let layer = textures.shown(photo) {
        line.resolution = Double(layer.width) / Double(max(1, layer.nativeWidth))
        line.layer = layer.request.level
        if layer.frameCount > 1, let stack = textures.stack(of: photo) {
          line.frame = layer.frameIndex(after: stack.animationTime(at: t))
        }
      }
      let parts = textures.stack(of: photo)?.parts(at: t) ?? []
      line.part = textures.regionDrawList(parts, of: photo).last?.layer.region
    }
    addShellFacts(to: &line)
    try outputs.writeTrace(line)
  }

  /// SDL's performance counter now, seconds.
  static var counterSeconds: Double {
    Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
  }

  /// Tells the viewer the window's current size and density when they changed.
  func syncViewport(at t: Double) {
    let size = window.viewSize
    let density = window.pixelsPerPoint
    if size != navigator.viewport || density != navigator.pixelsPerPoint {
      navigator.resize(to: size, pixelsPerPoint: density, at: t)
      cadence.needsRedraw = true
    }
  }

  /// Reads the display's ICC profile and, when it changed, makes photos' colours the new profile's
  /// (`DisplayProfileSync`): every photo decodes again.
  func syncDisplayProfile(at t: Double) {
    guard displayProfile.take(window.iccProfile) else { return }
    textures.evict(navigator.redecodeAll(at: t))
    cadence.needsRedraw = true
  }

  /// The screen, pixels.
  var screenBox: ResolutionPolicy.Box {
    let (w, h) = window.viewPixelSize
    return ResolutionPolicy.Box(width: w, height: h)
  }

}
