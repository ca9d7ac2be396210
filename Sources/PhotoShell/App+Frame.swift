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
    syncViewport(at: t)
    apply(navigator.advance(to: t), at: t)
    noteShowState(at: t)
    // The title names a sub-folder gone into on the grid (its path), and is sdlphoto's again back at the top.
    let folder = navigator.folderDepth > 0 ? navigator.album.origin : nil
    if folder != titledFolder {
      titledFolder = folder
      window.setTitle(
        folder.map { "\(PathText.displayed(($0 as NSString).lastPathComponent)) — sdlphoto" } ?? "sdlphoto")
    }
    hideIdleCursor(at: t)
    loadPhotos(at: t)
    if player != nil && navigator.awaitsSlide {
      // A scripted show waits for its next slide's photo and shows it on this frame, as if it had been ready.
      loader.waitUntilIdle(timeout: Tuning.Shell.scriptedDecodeTimeout)
      loadPhotos(at: t)
      apply(navigator.advance(to: t), at: t)
    }
    let scene = navigator.scene(at: t)
    window.beginFrame()
    sceneRenderer.draw(scene, viewport: navigator.viewport, at: t, scale: window.pixelsPerPoint) { [navigator] index in
      navigator.album.items[index].displayName
    }
    window.endFrame()
    // A scripted run whose screenshot or recording cannot be written fails (a test or a reel would be wrong);
    // an interactive run says so once and goes on.
    try saveScreenshots(screenshots)
    try recordRawFrame()
    if let dir = options.recordDirectory {
      let path = dir + "/" + String(format: "frame-%06d.png", frameNumber)
      do {
        try window.saveFrame(to: path)
      } catch {
        if player != nil { throw FrameOutputError(path: path, reason: "\(error)") }
        if !recordingFailed { Log.error("\(path): cannot record frames (\(error))") }
        recordingFailed = true
      }
    }
    try writeTrace(at: t)
    // Whether a photo moved is asked before the present, so the present's time is read right after it.
    let moving = frameLog != nil && navigator.isMoving(at: t)
    let presenting = Self.counterSeconds
    SDL_RenderPresent(window.renderer)
    frameLog?.presented(moving: moving)
    frameBudget.presented(from: presenting, to: Self.counterSeconds)
    if Log.verbose {
      let frequency = Double(SDL_GetPerformanceFrequency())
      let ms = Double(SDL_GetPerformanceCounter() - started) * 1000 / frequency
      if ms > Tuning.Shell.slowFrame * 1000 {
        let before = (presenting - Double(started) / frequency) * 1000
        Log.info("slow frame: \(Int(ms)) ms (\(Int(before)) ms before the present)")
      }
    }
    if frameNumber == 0 {
      Log.info("first frame presented")
      service?.ready()
    }
    service?.ping()
    if !firstPhotoShown, let first = scene.photos.first, textures.shown(first.photo) != nil {
      firstPhotoShown = true
      Log.info("first photo presented")
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
    frameNumber += 1
    needsRedraw = false
  }

  /// `--trace`: this frame's line, with what the shell holds of the current photo filled in: the whole decode
  /// drawn (its resolution and level) and the part drawn over it (see `LayerStack`).
  func writeTrace(at t: Double) throws {
    guard let trace else { return }
    var line = navigator.traceFrame(at: t)
    if screenSleep != nil { line.asleep = false }
    if navigator.album.items.indices.contains(line.page) {
      let photo = navigator.id(line.page)
      if let layer = textures.shown(photo) {
        line.resolution = Double(layer.width) / Double(max(1, layer.nativeWidth))
        line.layer = layer.request.level
      }
      line.part = textures.regionDrawList(photo, at: t).last?.layer.region
    }
    try trace.write(line)
  }

  /// The script's screenshots of this frame (as drawn so far, before the present); one that cannot be written
  /// fails the run (a test built on it would be wrong).
  func saveScreenshots(_ paths: [String]) throws {
    for path in paths {
      do { try window.saveFrame(to: path) } catch { throw FrameOutputError(path: path, reason: "\(error)") }
    }
  }

  /// `--record-raw`: appends this frame's pixels (as drawn so far, before the present) to the raw stream. A
  /// scripted run (a reel) fails when it cannot; an interactive one says so once and stops recording.
  func recordRawFrame() throws {
    guard let rawFrames, !recordingFailed else { return }
    let (w, h) = window.pixelSize
    do {
      try rawFrames.write(from: window.renderer, width: w, height: h)
    } catch {
      if player != nil { throw error }
      Log.error("cannot record frames (\(error))")
      recordingFailed = true
    }
  }

  /// Tells the loader whether photos move at `t`: while they do, fewer decodes run, at a lower priority, and
  /// with no finger on them only those of the photos the motion lands on (`Navigator.landingPhotos`: the
  /// prefetch waits); once it ends, everything queued may start. Called every frame and before the loop goes
  /// idle (the end of a motion draws no frame of its own). Returns whether photos move.
  @discardableResult
  func applyMotion(at t: Double) -> Bool {
    let moving = player == nil && navigator.isMoving(at: t)
    loader.limitConcurrentDecodes(
      to: moving ? Tuning.Loading.decodesWhileMoving : nil, only: moving ? navigator.landingPhotos(at: t) : nil)
    loader.yieldToFrames(moving)
    return moving
  }

  /// Takes decoded photos, asks for the ones now needed and uploads pixels. Scripted runs are deterministic:
  /// their virtual clock waits while visible photos (and a zoomed photo's sharper decode) decode, so every
  /// run draws the same frames.
  func loadPhotos(at t: Double) {
    // While photos move, fewer decodes run at once, at a lower priority: the frame's own thread and the
    // renderer's come first; and a frame without time left (see `FrameBudget`) starts no decode and uploads only what is on screen with
    // nothing drawn.
    let moving = applyMotion(at: t)
    let now = Self.counterSeconds
    let budget = moving ? frameBudget.secondsLeft(at: now) : .infinity
    let optional = !moving || frameBudget.allowsOptionalWork(at: now)
    collectDecodedPhotos(at: t)
    collectFinishedCommands(at: t)
    countLanding()
    navigator.setDownloadProgress(loader.downloadProgress())
    let visible = navigator.visiblePhotos(at: t)
    let starving = visible.contains { textures.shown($0) == nil }
    let requests = optional || starving ? requestWantedPhotos(at: t) : []
    if player != nil {
      let visible = Set(navigator.visiblePhotos(at: t))
      let waiting = requests.contains { visible.contains($0.photo) && loader.isOutstanding($0) }
      if waiting {
        loader.waitUntilIdle(timeout: Tuning.Shell.scriptedDecodeTimeout)
        collectDecodedPhotos(at: t)
      }
    }
    // A slideshow's dissolve uploads nothing but what it draws: the next slides' textures go up after it.
    let holds = moving && navigator.dissolveHoldsLoading(at: t)
    let pixels = Tuning.Loading.uploadPixelsPerFrame
    uploadTextures(
      at: t,
      budget: optional && !holds ? min(pixels, Int(min(budget, 1) * Tuning.Shell.uploadPixelsPerSecond)) : 0)
  }

  /// SDL's performance counter now, seconds.
  static var counterSeconds: Double {
    Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
  }

  /// Counts a page the user has just gone to, and whether its photo was ready (drawn, or uploadable now).
  func countLanding() {
    let page = navigator.pager.pager.targetPage
    guard page != landedPage, navigator.album.items.indices.contains(page) else { return }
    landedPage = page
    pagesLanded += 1
    if pagesLanded > 1 && !textures.layers(of: navigator.id(page)).isEmpty { pagesReady += 1 }
  }

  /// Uploads decoded pixels to textures. A photo on screen with nothing drawn yet uploads at once (the user
  /// is waiting for exactly that); the rest (neighbours, a sharper decode behind what is drawn) uploads at most
  /// `budget` pixels per frame while something moves, so no frame of a slide or pinch stalls, and all at once
  /// when nothing moves. Scripted runs upload everything at once.
  func uploadTextures(at t: Double, budget: Int) {
    let moving = player == nil && navigator.isMoving(at: t)
    let visible = navigator.visiblePhotos(at: t)
    let changed = textures.upload(
      budget: moving ? budget : nil,
      urgent: Set(visible.filter { textures.shown($0) == nil }),
      order: visible + navigator.wantedPhotos(at: t), holdingFades: moving ? navigator.photosHoldingFades(at: t) : [],
      at: t
    ) { photo, replaced in
      // A sharper decode fades in over what stood in for it on screen (see `DecodeLevel.fadesIn`); off screen it
      // simply replaces it.
      visible.contains(photo) && self.options.animatesTransitions
        && DecodeLevel.fadesIn(over: replaced, whileMoving: moving)
    }
    for photo in changed {
      guard let layer = textures.shown(photo) else { continue }
      navigator.decodeShown(
        photo, pixelSize: Vector2(x: Double(layer.nativeWidth), y: Double(layer.nativeHeight)),
        level: layer.request.level, colorSpace: layer.colorSpace, at: t)
      needsRedraw = true
    }
  }

  /// Tells the viewer the window's current size and density when they changed.
  func syncViewport(at t: Double) {
    let size = window.viewSize
    let density = window.pixelsPerPoint
    if size != navigator.viewport || density != navigator.pixelsPerPoint {
      navigator.resize(to: size, pixelsPerPoint: density, at: t)
      needsRedraw = true
    }
  }

  /// Reads the display's ICC profile and, when it changed, makes photos' colours the new profile's: every photo
  /// decodes again (the first may have decoded for sRGB before the window knew its display). A profile Little
  /// CMS cannot use leaves the display sRGB, with one stderr line.
  func syncDisplayProfile(at t: Double) {
    let profile = window.iccProfile
    guard profile != displayProfile else { return }
    displayProfile = profile
    guard options.managesColour else { return }
    let wasSet = ColorConversion.displayProfileSet
    if let profile {
      let name = ICCProfile.description(of: profile) ?? "unnamed"
      if ColorConversion.setDisplayProfile(profile) {
        Log.info("display colour profile: \(name) (\(profile.count) bytes)")
      } else {
        Log.error("the display's colour profile (\(name)) cannot be used; colours are shown for sRGB")
      }
    } else {
      ColorConversion.setDisplayProfile(nil)
      Log.info("display colour profile: none (sRGB)")
    }
    // Nothing decoded so far was for another display than sRGB unless a profile was set before.
    guard wasSet || ColorConversion.displayProfileSet else { return }
    textures.evict(navigator.redecodeAll(at: t))
    needsRedraw = true
  }

  /// The screen, pixels.
  var screenBox: ResolutionPolicy.Box {
    let (w, h) = window.viewPixelSize
    return ResolutionPolicy.Box(width: w, height: h)
  }

  /// Executes the load planner's plan for this frame: queues its decodes (stopping the ones it cancels), frees
  /// the sharper decodes and the photos it no longer keeps; returns the requests it made.
  @discardableResult
  func requestWantedPhotos(at t: Double) -> [PhotoLoader.Request] {
    let plan = navigator.planLoads(
      at: t, screen: screenBox, maxDetailPixels: min(options.maxDetailPixels, options.maxPixels),
      held: textures.held)
    // Detail for any other photo, or for one back at fit, is freed at once: it is the largest memory held.
    textures.dropDetail(keeping: plan.keepSharp)
    loader.want(plan.requests, cancelling: plan.cancellations)
    textures.evict(plan.evictions)
    return plan.requests
  }

  /// Takes finished decodes as layers waiting for upload, and headers' sizes; reports failures (one stderr
  /// line per photo).
  func collectDecodedPhotos(at t: Double) {
    loader.abandonHungDecodes()
    for (photo, size) in loader.takeSizes() where navigator.album.contains(photo) {
      navigator.sizeKnown(photo, pixelSize: size, at: t)
    }
    for (photo, facts) in loader.takeFacts() { navigator.factsKnown(photo, facts) }
    for completion in loader.takeCompletions() {
      let request = completion.request
      let current = navigator.decodeReturned(request, at: t)
      switch completion.result {
      case .success(let decoded):
        guard current else {
          decoded.free()
          continue
        }
        if decoded.truncated, let message = navigator.damageMessage(for: request) { Log.error(message) }
        do {
          try textures.add(decoded, for: request, at: t)
        } catch {
          fail(request, reason: "cannot be drawn: \(error)", at: t)
        }
      case .failure(let error):
        // A part replaced by a newer one (stopped, or failed after the user moved on) says nothing of the next.
        guard current && error != .cancelled else { continue }
        fail(request, reason: UserText.message(for: error), at: t)
      }
      needsRedraw = true
    }
  }

  /// Tells the planner a decode failed, and does what it says: free the photo (its page becomes an error
  /// tile) and tell stderr, once per photo.
  func fail(_ request: PhotoLoader.Request, reason: String, at t: Double) {
    let failure = navigator.decodeFailed(
      request, reason: reason, shownLevel: textures.shown(request.photo)?.request.level, at: t)
    if failure.evict { textures.evict([request.photo]) }
    if let message = failure.message { Log.error(message) }
  }
}

/// A screenshot or recorded frame that could not be written.
struct FrameOutputError: Error, CustomStringConvertible {
  var path: String
  var reason: String
  var description: String { "\(PathText.escaped(path)): cannot write the frame (\(reason))" }
}
