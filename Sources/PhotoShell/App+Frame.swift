import CSDL2
import Foundation
import PhotoCore

extension App {
  /// One frame at `t`: take decoded photos, ask for the ones now needed, draw, trace, record, present.
  func frame(at t: Double, screenshots: [String]) throws {
    let started = SDL_GetPerformanceCounter()
    syncViewport(at: t)
    apply(viewer.advance(to: t))
    hideIdleCursor(at: t)
    loadPhotos(at: t)
    let scene = viewer.scene(at: t)
    sceneRenderer.draw(scene, viewport: viewer.viewport, at: t, scale: window.pixelsPerPoint) { [viewer] index in
      viewer.album.items[index].displayName
    }
    // A scripted run whose screenshot or recording cannot be written fails (a test or a reel would be wrong);
    // an interactive run says so once and goes on.
    for path in screenshots {
      do { try window.saveFrame(to: path) } catch { throw FrameOutputError(path: path, reason: "\(error)") }
    }
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
    if let trace {
      var line = viewer.traceFrame(at: t)
      if let layer = textures.shown(line.page) {
        line.resolution = Double(layer.width) / Double(max(1, layer.nativeWidth))
      }
      try trace.write(line)
    }
    SDL_RenderPresent(window.renderer)
    if Log.verbose {
      let ms = Double(SDL_GetPerformanceCounter() - started) * 1000 / Double(SDL_GetPerformanceFrequency())
      if ms > Tuning.Shell.slowFrame * 1000 { Log.info("slow frame: \(Int(ms)) ms") }
    }
    if frameNumber == 0 { Log.info("first frame presented") }
    if !firstPhotoShown, let first = scene.photos.first, textures.shown(first.index) != nil {
      firstPhotoShown = true
      Log.info("first photo presented")
    }
    if !neighboursReleased, let first = scene.photos.first {
      let failed: Bool
      if case .failed? = viewer.statuses[first.index] { failed = true } else { failed = false }
      let shown = textures.shown(first.index).map { $0.request.level != .preview } ?? false
      if shown || failed || viewer.album.items[first.index].isRemote {
        neighboursReleased = true
        // Compile what the first frame did not need (text, spinners, the other pixel format), without showing
        // it, then ask for the neighbours.
        if player == nil { window.warmUp(present: false) }
        requestWantedPhotos(at: t)
      }
    }
    frameNumber += 1
    needsRedraw = false
  }

  /// Takes decoded photos, asks for the ones now needed and uploads pixels. Scripted runs are deterministic:
  /// their virtual clock waits while visible photos (and a zoomed photo's sharper decode) decode, so every
  /// run draws the same frames.
  func loadPhotos(at t: Double) {
    collectDecodedPhotos(at: t)
    countLanding()
    viewer.setDownloadProgress(loader.downloadProgress())
    let requests = requestWantedPhotos(at: t)
    if player != nil {
      let visible = Set(viewer.visiblePages(at: t))
      let waiting = requests.contains { visible.contains($0.index) && loader.isOutstanding($0) }
      if waiting {
        loader.waitUntilIdle(timeout: Tuning.Shell.scriptedDecodeTimeout)
        collectDecodedPhotos(at: t)
      }
    }
    uploadTextures(at: t)
  }

  /// Counts a page the user has just gone to, and whether its photo was ready (drawn, or uploadable now).
  func countLanding() {
    let page = viewer.pager.targetPage
    guard page != landedPage, viewer.album.items.indices.contains(page) else { return }
    landedPage = page
    pagesLanded += 1
    if pagesLanded > 1 && !textures.layers(of: page).isEmpty { pagesReady += 1 }
  }

  /// Uploads decoded pixels to textures. A photo on screen with nothing drawn yet uploads at once (the user
  /// is waiting for exactly that); the rest (neighbours, a sharper decode behind what is drawn) uploads a
  /// bounded slice per frame while something moves, so no frame of a slide or pinch stalls, and all at once
  /// when nothing moves. Scripted runs upload everything at once.
  func uploadTextures(at t: Double) {
    let moving = player == nil && viewer.isMoving(at: t)
    let visible = viewer.visiblePages(at: t)
    let changed = textures.upload(
      budget: moving ? Tuning.Loading.uploadPixelsPerFrame : nil,
      urgent: Set(visible.filter { textures.shown($0) == nil }),
      order: visible + viewer.wantedPhotos(at: t), at: t
    ) { index in
      // A sharper decode fades in over what stood in for it on screen; off screen it simply replaces it.
      visible.contains(index) && self.options.animatesTransitions
    }
    for index in changed {
      guard let layer = textures.shown(index) else { continue }
      viewer.setStatus(
        .ready(
          pixelSize: Vector2(x: Double(layer.nativeWidth), y: Double(layer.nativeHeight)),
          fullResolution: layer.request.level != .preview),
        for: index, at: t)
      needsRedraw = true
    }
  }

  /// Tells the viewer the window's current size and density when they changed.
  func syncViewport(at t: Double) {
    let size = window.pointSize
    let density = window.pixelsPerPoint
    if size != viewer.viewport || density != viewer.pixelsPerPoint {
      viewer.resize(to: size, pixelsPerPoint: density, at: t)
      needsRedraw = true
    }
  }

  /// The screen's box for photo `index` at the current window size, pixels, in the photo's upright frame.
  func screenBox(for index: Int) -> ResolutionPolicy.Box {
    let (w, h) = window.pixelSize
    let turns = viewer.quarterTurns[index] ?? 0
    // Larger than a texture may be is fine: such decodes are drawn from tiles.
    let (boxW, boxH) = turns % 2 == 0 ? (w, h) : (h, w)
    return ResolutionPolicy.Box(width: boxW, height: boxH)
  }

  /// The decode request for photo `index` at `level`, for a box of the screen's (or `box`).
  func request(
    for index: Int, level: PhotoLoader.Request.Level = .screen, box: ResolutionPolicy.Box? = nil
  ) -> PhotoLoader.Request {
    let size = box ?? screenBox(for: index)
    return PhotoLoader.Request(
      index: index, path: viewer.album.items[index].location, maxWidth: size.width, maxHeight: size.height,
      level: level)
  }

  /// The sharper decode the zoomed photo needs now, or nil when its screen decode (or a sharper one it
  /// already holds) suffices.
  func detailRequest(at t: Double) -> PhotoLoader.Request? {
    let index = viewer.zoomPage
    guard viewer.album.items.indices.contains(index), case .ready(let size, _)? = viewer.statuses[index] else {
      return nil
    }
    let native = ResolutionPolicy.Box(width: Int(size.x), height: Int(size.y))
    // The scale the zoom is heading for: a pinch or double tap asks once, for where it ends.
    let scale = viewer.targetNativeZoom(of: index, at: t)
    guard
      let box = ResolutionPolicy.detailBox(
        native: native, displayScale: scale, screen: screenBox(for: index),
        maxPixels: min(options.maxDetailPixels, options.maxPixels))
    else { return nil }
    return request(for: index, level: .detail, box: box)
  }

  /// The part of the zoomed photo to decode sharper than a whole decode may be, once it is at rest, or nil
  /// when a whole decode suffices or a part held (or on its way) already shows what is visible as sharp.
  func regionRequest(at t: Double) -> PhotoLoader.Request? {
    let index = viewer.zoomPage
    // At fit (most frames) there is nothing to decode sharper: no scene needed to say so.
    guard !viewer.isMoving(at: t), isZoomedPastScreen(index, at: t), case .ready(let size, _)? = viewer.statuses[index],
      let placement = viewer.scene(at: t).photos.first(where: { $0.index == index })
    else { return nil }
    let native = ResolutionPolicy.Box(width: Int(size.x), height: Int(size.y))
    guard
      let visible = placement.visibleNativeRect(
        of: Rect(origin: .zero, size: viewer.viewport), nativeWidth: native.width, nativeHeight: native.height),
      let region = ResolutionPolicy.region(
        native: native, displayScale: viewer.targetNativeZoom(of: index, at: t), visible: visible,
        screen: screenBox(for: index), maxPixels: min(options.maxDetailPixels, options.maxPixels))
    else { return nil }
    var part = request(for: index, level: .region, box: region.box)
    part.region = region.rect
    // What shows, within the photo, less a decoded pixel on each side: a part decoded to the photo's edge, or
    // cut to an even size, may stop a rounding short of it.
    let slack = Double(native.width) / Double(max(1, region.box.width))
    let whole = Rect(origin: .zero, size: Vector2(x: Double(native.width), y: Double(native.height)))
    guard let shown = visible.intersection(whole) else { return nil }
    let needed = Rect(
      x0: min(shown.origin.x + slack, shown.maxX), y0: min(shown.origin.y + slack, shown.maxY),
      x1: max(shown.maxX - slack, shown.origin.x), y1: max(shown.maxY - slack, shown.origin.y))
    // A part held (or on its way) that shows that as sharp needs no successor; nor does one asked for before.
    let held = textures.layers(of: index).contains { layer in
      layer.request.covers(part)
        || (layer.request.level == .region && layer.request.maxWidth >= region.box.width
          && (layer.region ?? layer.request.region)?.contains(needed) == true)
    }
    return held ? nil : part
  }

  /// Whether photo `index` is zoomed (or zooming) past what its screen decode shows sharp: its sharper
  /// decodes are kept.
  func isZoomedPastScreen(_ index: Int, at t: Double) -> Bool {
    guard index == viewer.zoomPage, case .ready(let size, _)? = viewer.statuses[index] else { return false }
    let native = ResolutionPolicy.Box(width: Int(size.x), height: Int(size.y))
    let base = screenBox(for: index).fitScale(native: native)
    return viewer.targetNativeZoom(of: index, at: t) > base * Tuning.Loading.detailStretch
  }

  /// Queues decodes for the photos the viewer wants and frees textures it no longer needs; returns the
  /// requests it made.
  @discardableResult
  func requestWantedPhotos(at t: Double) -> [PhotoLoader.Request] {
    let visible = Set(viewer.visiblePages(at: t))
    // Until the first photo is on screen, only what is visible: neighbours decoding on both cores would slow
    // the first frame's drawing (a software GL driver draws on the CPU), and nobody pages away before it.
    let wanted =
      neighboursReleased ? viewer.wantedPhotos(at: t) : viewer.wantedPhotos(at: t).filter(visible.contains)
    var requests: [PhotoLoader.Request] = []
    var keepDetail: Set<Int> = []
    // The part on screen first (it is what the user looks at), then the whole photo sharper.
    if let part = regionRequest(at: t), failedLevels[part.index]?.contains(.region) != true {
      requests.append(part)
      partsAsked[part.index] = part.region
    }
    if let detail = detailRequest(at: t), failedLevels[detail.index]?.contains(.detail) != true {
      keepDetail.insert(detail.index)
      if !textures.layers(of: detail.index).contains(where: { $0.request.covers(detail) }) { requests.append(detail) }
    }
    if isZoomedPastScreen(viewer.zoomPage, at: t) { keepDetail.insert(viewer.zoomPage) }
    // A photo sliding away zoomed keeps its detail until it is off screen.
    if let outgoing = viewer.outgoing?.page { keepDetail.insert(outgoing) }
    // Detail for any other photo, or for one back at fit, is freed at once: it is the largest memory held.
    textures.dropDetail(keeping: keepDetail)
    for index in wanted {
      // A decode that failed is not tried again until the photo is forgotten (its error tile stays).
      if failedLevels[index]?.contains(.screen) == true { continue }
      let layers = textures.layers(of: index)
      let screen = request(for: index)
      let box = screenBox(for: index)
      if layers.contains(where: { $0.request.level == .screen && $0.suffices(for: box) }) { continue }
      // On screen with nothing to show: its embedded thumbnail first, until it has come back (scripted runs
      // wait for decodes and need none).
      if visible.contains(index) && layers.isEmpty && player == nil
        && ResolutionPolicy.previewHelps(location: screen.path) && !previewsTried.contains(index)
      {
        requests.append(request(for: index, level: .preview))
      }
      requests.append(screen)
      if viewer.statuses[index] == nil { viewer.setStatus(.loading(since: t), for: index, at: t) }
    }
    loader.want(requests)
    textures.touch(wanted, at: t)
    let evicted = cachePolicy.evictions(of: textures.policyEntries, wanted: Set(wanted))
    textures.evict(evicted)
    // Forget what is neither wanted nor held, so it loads (and times its spinner) afresh when it comes back.
    for index in Array(viewer.statuses.keys) where !wanted.contains(index) && textures.shown(index) == nil {
      previewsTried.remove(index)
      if case .failed? = viewer.statuses[index] { continue }
      failedLevels[index] = nil
      viewer.clearStatus(for: index)
    }
    return requests
  }

  /// Whether `request` is a part of a zoomed photo that a newer part replaced (the user panned on).
  func isSuperseded(_ request: PhotoLoader.Request) -> Bool {
    request.level == .region && partsAsked[request.index] != request.region
  }

  /// Takes finished decodes as layers waiting for upload, and records failures (one stderr line per photo).
  func collectDecodedPhotos(at t: Double) {
    for completion in loader.takeCompletions() {
      let index = completion.request.index
      let wanted =
        viewer.album.items.indices.contains(index) && viewer.album.items[index].location == completion.request.path
      switch completion.result {
      case .success(let decoded):
        if completion.request.level == .preview { previewsTried.insert(index) }
        guard wanted && !isSuperseded(completion.request) else {
          decoded.free()
          continue
        }
        if decoded.truncated && reportedFailures.insert(index).inserted {
          Log.error(
            "\(PathText.escaped(completion.request.path)): \(UserText.message(for: PhotoLoadError.corrupt(detail: ""))); showing what could be read"
          )
        }
        do {
          try textures.add(decoded, for: completion.request, at: t)
        } catch {
          fail(completion.request, reason: "cannot be drawn: \(error)", at: t)
        }
      case .failure(let error):
        if completion.request.level == .preview { previewsTried.insert(index) }
        // A part replaced by a newer one (stopped, or failed after the user moved on) says nothing of the next.
        guard wanted && !isSuperseded(completion.request) && error != .cancelled else { continue }
        fail(completion.request, reason: UserText.message(for: error), at: t)
      }
      needsRedraw = true
    }
  }
}

extension App {
  /// Records a decode that failed, so it is not asked for again. A preview's failure only means there is none;
  /// a sharper decode's leaves the screen's in place. When the screen's decode fails and nothing better than
  /// a preview shows, the photo's page becomes an error tile; stderr gets one line per photo.
  func fail(_ request: PhotoLoader.Request, reason: String, at t: Double) {
    let index = request.index
    guard request.level != .preview else { return }
    failedLevels[index, default: []].insert(request.level)
    guard request.level == .screen else { return }
    if textures.shown(index).map({ $0.request.level == .preview }) ?? true {
      textures.evict([index])
      viewer.setStatus(.failed(reason: reason), for: index, at: t)
    }
    if reportedFailures.insert(index).inserted { Log.error("\(PathText.escaped(request.path)): \(reason)") }
  }
}

/// A screenshot or recorded frame that could not be written.
struct FrameOutputError: Error, CustomStringConvertible {
  var path: String
  var reason: String
  var description: String { "\(PathText.escaped(path)): cannot write the frame (\(reason))" }
}
