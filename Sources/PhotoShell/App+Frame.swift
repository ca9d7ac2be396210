import CSDL2
import Foundation
import PhotoCore

extension App {
  /// One frame at `t`: take decoded photos, ask for the ones now needed, draw, trace, record, present.
  func frame(at t: Double, screenshots: [String]) throws {
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
    try trace?.write(viewer.traceFrame(at: t))
    SDL_RenderPresent(window.renderer)
    if frameNumber == 0 { Log.info("first frame presented") }
    if !firstPhotoShown, let first = scene.photos.first, textures[first.index] != nil {
      firstPhotoShown = true
      Log.info("first photo presented")
    }
    frameNumber += 1
    needsRedraw = false
  }

  /// Takes decoded photos and asks for the ones now needed. Scripted runs are deterministic: their virtual
  /// clock waits while visible photos decode, so every run draws the same frames.
  func loadPhotos(at t: Double) {
    collectDecodedPhotos(at: t)
    viewer.setDownloadProgress(loader.downloadProgress())
    requestWantedPhotos(at: t)
    guard player != nil else { return }
    let visible = viewer.visiblePages(at: t)
    // Wait for a missing photo, and for a sharper decode a larger window asked for.
    let waiting = visible.contains { index in
      guard let entry = textures[index] else { return !isFailed(index) }
      return !entry.request.covers(request(for: index)) && entry.width < entry.nativeWidth
        && loader.isOutstanding(request(for: index))
    }
    if waiting {
      loader.waitUntilIdle(timeout: Tuning.Shell.scriptedDecodeTimeout)
      collectDecodedPhotos(at: t)
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

  private func isFailed(_ index: Int) -> Bool {
    if case .failed? = viewer.statuses[index] { return true }
    return false
  }

  /// The decode request for photo `index` at the current window size.
  func request(for index: Int) -> PhotoLoader.Request {
    let (w, h) = window.pixelSize
    let turns = viewer.quarterTurns[index] ?? 0
    let limit = window.maxTextureSize > 0 ? window.maxTextureSize : Int.max
    let (maxW, maxH) = turns % 2 == 0 ? (w, h) : (h, w)
    return PhotoLoader.Request(
      index: index, path: viewer.album.items[index].location, maxWidth: min(maxW, limit), maxHeight: min(maxH, limit))
  }

  /// Queues decodes for the photos the viewer wants and frees textures it no longer needs.
  func requestWantedPhotos(at t: Double) {
    let wanted = viewer.wantedPhotos(at: t)
    var requests: [PhotoLoader.Request] = []
    for index in wanted {
      let request = request(for: index)
      if let entry = textures[index], entry.request.covers(request) || entry.width >= entry.nativeWidth {
        continue
      }
      if isFailed(index) && textures[index] == nil { continue }
      requests.append(request)
      if viewer.statuses[index] == nil { viewer.setStatus(.loading(since: t), for: index, at: t) }
    }
    loader.want(requests)
    textures.touch(wanted, at: t)
    let evicted = cachePolicy.evictions(of: textures.policyEntries, wanted: Set(wanted))
    textures.evict(evicted)
    // Forget what is neither wanted nor held, so it loads (and times its spinner) afresh when it comes back.
    for index in Array(viewer.statuses.keys) where !wanted.contains(index) && textures[index] == nil {
      if case .failed? = viewer.statuses[index] { continue }
      viewer.clearStatus(for: index)
    }
  }

  /// Uploads finished decodes and records failures (one stderr line per failed photo).
  func collectDecodedPhotos(at t: Double) {
    for completion in loader.takeCompletions() {
      let index = completion.request.index
      let wanted =
        viewer.album.items.indices.contains(index) && viewer.album.items[index].location == completion.request.path
      switch completion.result {
      case .success(let decoded):
        // A late result for a smaller box never replaces a sharper texture that arrived first.
        let superseded =
          textures[index].map { $0.request.covers(completion.request) && $0.request != completion.request } ?? false
        guard wanted && !superseded else {
          SDL_FreeSurface(decoded.surface)
          continue
        }
        if decoded.truncated && reportedFailures.insert(index).inserted {
          Log.error(
            "\(PathText.escaped(completion.request.path)): \(UserText.message(for: PhotoLoadError.corrupt(detail: ""))); showing what could be read"
          )
        }
        do {
          let entry = try textures.upload(decoded, for: completion.request, at: t)
          Log.info(
            "photo \(index + 1) uploaded: \(entry.width)x\(entry.height) of \(entry.nativeWidth)x\(entry.nativeHeight)")
          viewer.setStatus(
            .ready(
              pixelSize: Vector2(x: Double(entry.nativeWidth), y: Double(entry.nativeHeight)), fullResolution: true),
            for: index, at: t)
        } catch {
          viewer.setStatus(.failed(reason: "cannot be drawn: \(error)"), for: index, at: t)
        }
      case .failure(let error):
        guard wanted else { continue }
        let reason = UserText.message(for: error)
        viewer.setStatus(.failed(reason: reason), for: index, at: t)
        if reportedFailures.insert(index).inserted {
          Log.error("\(PathText.escaped(completion.request.path)): \(reason)")
        }
      }
      needsRedraw = true
    }
  }
}

/// A screenshot or recorded frame that could not be written.
struct FrameOutputError: Error, CustomStringConvertible {
  var path: String
  var reason: String
  var description: String { "\(PathText.escaped(path)): cannot write the frame (\(reason))" }
}
