import CSDL2
import Foundation
import PhotoCore

/// The load driver: carries out the planner's plans (decodes queued and stopped, photos freed), takes finished
/// decodes and uploads them within the frame's budget.
extension App {
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
    options.libraryIndexer?.yieldToFrames(moving)
    remotes.yieldToFrames(moving)
    return moving
  }

  /// Takes decoded photos, asks for the ones now needed and uploads pixels. Scripted runs are deterministic:
  /// their virtual clock waits while visible photos (and a zoomed photo's sharper decode) decode, so every
  /// run draws the same frames.
  func loadPhotos(at t: Double) {
    // While photos move, fewer decodes run at once, at a lower priority: the frame's own thread and the
    // renderer's come first; and the frame loads what `FrameLoadAllowance` says its time allows.
    let moving = applyMotion(at: t)
    let now = Self.counterSeconds
    let secondsLeft = moving ? cadence.budget.secondsLeft(at: now) : .infinity
    let optional = !moving || cadence.budget.allowsOptionalWork(at: now)
    collectDecodedPhotos(at: t)
    collectFinishedCommands(at: t)
    countLanding()
    navigator.setDownloadProgress(loader.downloadProgress())
    let visible = navigator.visiblePhotos(at: t)
    let allowance = FrameLoadAllowance.of(
      moving: moving, secondsLeft: secondsLeft, optionalWork: optional,
      starving: visible.contains { textures.shown($0) == nil },
      dissolveHolds: moving && navigator.dissolveHoldsLoading(at: t))
    let requests = allowance.plans ? requestWantedPhotos(at: t) : []
    if player != nil {
      let visible = Set(navigator.visiblePhotos(at: t))
      let waiting = requests.contains { visible.contains($0.photo) && loader.isOutstanding($0) }
      if waiting {
        loader.waitUntilIdle(timeout: Tuning.Shell.scriptedDecodeTimeout)
        collectDecodedPhotos(at: t)
      }
    }
    uploadTextures(at: t, budget: allowance.uploadPixels)
    if let motion = navigator.takeMotionStart() { textures.restartAnimation(of: motion, at: t) }
    let clock = navigator.clipClock(at: t)
    let clips = textures.driveClips(navigator.clipPages(at: t), clock: clock, at: t)
    cadence.streamsBehind = textures.playAnimations(
      visible: Set(navigator.visiblePhotos(at: t)), driven: clips, at: t, wait: player != nil)
    if let clock, clock.isPlaying, textures.clipFramesEnded(clock.photo) { navigator.clipFramesEnded(at: t) }
    playClipSound(clock, at: t)
  }

  /// Counts a page the user has just gone to, and whether its photo was ready (drawn, or uploadable now).
  func countLanding() {
    let page = navigator.pager.pages.targetPage
    guard prefetch.isNew(page), navigator.album.items.indices.contains(page) else { return }
    prefetch.land(on: page, ready: !textures.layers(of: navigator.id(page)).isEmpty)
  }

  /// Uploads decoded pixels to textures. A photo on screen with nothing drawn yet uploads at once (the user
  /// is waiting for exactly that); the rest (neighbours, a sharper decode behind what is drawn) uploads at most
  /// `budget` pixels per frame while something moves, so no frame of a slide or pinch stalls, and all at once
  /// when nothing moves. Scripted runs upload everything at once.
  func uploadTextures(at t: Double, budget: Int?) {
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
        level: layer.request.level, colorSpace: layer.colorSpace,
        loop: layer.frameCount > 1 ? layer.durations.reduce(0, +) : nil, clip: layer.clipDuration, at: t)
      noteMotionPhoto(photo, layer.motion)
      cadence.needsRedraw = true
    }
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
    if let (item, photo) = navigator.takeFactsRequest(at: t) {
      fileFacts.read(item, as: photo, isRemote: navigator.library.album.isRemote(item.location))
    }
    for (photo, facts) in fileFacts.take() {
      navigator.fileFactsKnown(photo, facts)
      cadence.needsRedraw = true
    }
    for completion in loader.takeCompletions() {
      let request = completion.request
      let current = navigator.decodeReturned(request, at: t)
      switch completion.result {
      case .success(let decoded):
        guard current else {
          decoded.free()
          continue
        }
        if decoded.truncated, let message = navigator.damageMessage(for: request) {
          Log.error(message, code: .photoDamaged, subject: request.photo.location)
        }
        do {
          try textures.add(decoded, for: request, at: t)
        } catch {
          fail(request, reason: "cannot be drawn: \(error)", code: .photoUndrawable, at: t)
        }
      case .failure(let error):
        // A part replaced by a newer one (stopped, or failed after the user moved on) says nothing of the next.
        guard current && error != .cancelled else { continue }
        var ofTheNetwork = false
        if case .network = error { ofTheNetwork = true }
        fail(
          request, reason: UserText.message(for: error), code: Diagnostic.Code(error), ofTheNetwork: ofTheNetwork,
          at: t)
      }
      cadence.needsRedraw = true
    }
  }

  /// Tells the planner a decode failed, and does what it says: free the photo (its page becomes an error
  /// tile) and tell stderr, once per photo.
  func fail(
    _ request: PhotoLoader.Request, reason: String, code: Diagnostic.Code, ofTheNetwork: Bool = false, at t: Double
  ) {
    let failure = navigator.decodeFailed(
      request, reason: reason, shownLevel: textures.shown(request.photo)?.request.level, ofTheNetwork: ofTheNetwork,
      at: t)
    if failure.evict { textures.evict([request.photo]) }
    if let message = failure.message { Log.error(message, code: code, subject: request.photo.location) }
  }
}
