import CSDL2
import PhotoCore

/// The GPU textures of decoded photos, by photo. Main thread only.
///
/// A photo may hold several decodes (`Layer`s): a quick preview, the screen's, a sharper one while zoomed.
/// The sharpest complete one is drawn; one that completes while the photo is on screen fades in over what
/// stood in for it. Layers upload a slice of rows at a time (`upload(budget:...)`), so no frame stalls.
final class PhotoTextures {
  /// One decode of a photo on the GPU: a still, or an animation's frames.
  final class Layer {
    /// What was asked for.
    let request: PhotoLoader.Request
    /// The image, or each frame of an animation.
    let frames: [TiledTexture]
    /// How long each frame shows, seconds (empty for a still).
    let durations: [Double]
    /// The photo's native (upright) size, pixels.
    let nativeWidth: Int
    let nativeHeight: Int
    /// For a part of the photo: where its pixels sit in the photo, native upright pixels.
    let region: Rect?
    /// The photo's colour space by name ("Display P3"), for the info overlay.
    let colorSpace: String

    init(
      request: PhotoLoader.Request, frames: [TiledTexture], durations: [Double], nativeWidth: Int, nativeHeight: Int,
      region: Rect? = nil, colorSpace: String = "sRGB"
    ) {
      self.request = request
      self.frames = frames
      self.durations = durations
      self.nativeWidth = nativeWidth
      self.nativeHeight = nativeHeight
      self.region = region
      self.colorSpace = colorSpace
    }

    /// The decoded size, pixels.
    var width: Int { frames[0].width }
    var height: Int { frames[0].height }
    /// Whether every frame's pixels are on the GPU.
    var isComplete: Bool { frames.allSatisfy(\.isComplete) }
    /// Its size in memory, bytes.
    var bytes: Int { frames.reduce(0) { $0 + $1.bytes } }

    /// What the load planner needs to know of it.
    var held: HeldDecode {
      HeldDecode(
        request: request, width: width, height: height, nativeWidth: nativeWidth, nativeHeight: nativeHeight,
        region: region, bytes: bytes, isComplete: isComplete)
    }
    /// The length of one loop of the animation, seconds (0 for a still).
    var loopDuration: Double { durations.reduce(0, +) }

    /// The frame shown `elapsed` seconds after the animation started, and when the next one is due (elapsed
    /// seconds; nil for a still).
    func frame(after elapsed: Double) -> (texture: TiledTexture, nextChange: Double?) {
      let loop = loopDuration
      guard frames.count > 1, loop > 0 else { return (frames[0], nil) }
      let loops = (max(0, elapsed) / loop).rounded(.down)
      var time = loops * loop
      for (i, duration) in durations.enumerated() where i < frames.count {
        time += duration
        if max(0, elapsed) < time { return (frames[i], time) }
      }
      return (frames[frames.count - 1], time)
    }
  }

  /// Everything held for one photo.
  struct Photo {
    /// Its decodes, in the order they arrived.
    var layers: [Layer] = []
    /// The layer drawn (complete).
    var shown: Layer?
    /// The layer fading out under `shown`, and when the fade started (seconds).
    var fadeFrom: Layer?
    var fadeStart = 0.0
    /// When `shown` first showed, seconds: an animation's clock.
    var shownSince = 0.0
    /// A part of the photo decoded sharper than any whole decode, drawn over `shown` (complete).
    var region: Layer?
    /// The part drawn before `region`, under it while `region` fades in since `regionSince` (seconds).
    var regionFrom: Layer?
    var regionSince = 0.0
    /// Its blurred backdrop (`--fit blur`), from its first decode that had one.
    var backdrop: TiledTexture?
  }

  private let renderer: OpaquePointer
  /// The largest texture side, pixels.
  let tileLimit: Int
  private(set) var photos: [PhotoID: Photo] = [:]

  /// Whether the renderer draws YUV textures itself; if not, planes are turned into ARGB on the way in.
  let supportsYUV: Bool

  init(renderer: OpaquePointer, tileLimit: Int, supportsYUV: Bool = true) {
    self.renderer = renderer
    self.tileLimit = max(16, tileLimit)
    self.supportsYUV = supportsYUV
  }

  /// The decodes held for `photo` (complete or still uploading).
  func layers(of photo: PhotoID) -> [Layer] { photos[photo]?.layers ?? [] }

  /// `photo`'s blurred backdrop, once made.
  func backdrop(_ photo: PhotoID) -> TiledTexture? { photos[photo]?.backdrop }

  /// The layer drawn for `photo`, if any.
  func shown(_ photo: PhotoID) -> Layer? { photos[photo]?.shown }

  /// Takes `decoded` for `request` (owning its surfaces) as a new layer of its photo, not yet uploaded.
  /// Returns nil (and frees it) when a layer already held covers the request: a late, smaller decode never
  /// replaces a sharper one. Throws when the textures cannot be made.
  @discardableResult
  func add(_ decoded: ImageDecoder.Decoded, for request: PhotoLoader.Request, at t: Double) throws -> Layer? {
    var photo = photos[request.photo] ?? Photo()
    if photo.layers.contains(where: { $0.request.covers(request) }) {
      decoded.free()
      return nil
    }
    var frames: [TiledTexture] = []
    var decoded = decoded
    if let planes = decoded.planes {
      if supportsYUV {
        frames = [try TiledTexture(renderer: renderer, planes: planes, tileLimit: tileLimit)]
      } else {
        guard let surface = planes.argbSurface() else { throw SDLError("SDL_ConvertPixels") }
        decoded.surface = surface
        decoded.planes = nil
      }
    }
    if photo.backdrop == nil, let surface = decoded.backdrop?.surface() {
      // A few thousand pixels: uploaded at once.
      photo.backdrop = try? TiledTexture(renderer: renderer, surface: surface, tileLimit: tileLimit)
      _ = photo.backdrop?.upload(budget: Int.max)
    }
    // Each frame's surface belongs to its texture from here on; on failure the rest are freed here.
    let surfaces = decoded.planes == nil ? [decoded.surface!] + decoded.laterFrames : []
    for (i, surface) in surfaces.enumerated() {
      do {
        frames.append(try TiledTexture(renderer: renderer, surface: surface, tileLimit: tileLimit))
      } catch {
        for rest in surfaces[(i + 1)...] { SDL_FreeSurface(rest) }
        throw error
      }
    }
    let layer = Layer(
      request: request, frames: frames, durations: decoded.isAnimated ? decoded.frameDurations : [],
      nativeWidth: decoded.nativeWidth, nativeHeight: decoded.nativeHeight, region: decoded.region,
      colorSpace: decoded.colorSpace)
    // A layer that covers older ones replaces those still uploading (they would never be drawn).
    photo.layers.removeAll { !$0.isComplete && layer.request.covers($0.request) }
    photo.layers.append(layer)
    photos[request.photo] = photo
    return layer
  }

  /// Uploads waiting layers, photos in `order` first, at most about `budget` pixels in all (nil: everything);
  /// the photos in `urgent` upload whole whatever the budget. A layer that completes sharper than what is
  /// drawn is drawn from now on, fading in over it when `fadeIn` holds for that photo and the level of the
  /// decode it replaces (nil: nothing was drawn); for a photo in `holdingFades`, a layer that would fade in
  /// waits, complete, until the photo leaves that set (a fade draws the photo twice a frame). Returns the
  /// photos whose drawn layer changed.
  func upload(
    budget: Int?, urgent: Set<PhotoID> = [], order: [PhotoID], holdingFades: Set<PhotoID> = [], at t: Double,
    fadeIn: (PhotoID, DecodeLevel?) -> Bool
  ) -> [PhotoID] {
    var left = budget ?? Int.max
    var changed: [PhotoID] = []
    let indices = order.filter { photos[$0] != nil } + photos.keys.filter { !order.contains($0) }.sorted()
    for index in indices {
      guard var photo = photos[index] else { continue }
      let unlimited = urgent.contains(index)
      // Sharpest first: a preview still uploading is not worth the time once a better decode is here.
      // Layers still uploading, and complete ones sharper than what is drawn (a fade held back).
      let waiting = photo.layers.sorted(by: { $0.width > $1.width }).filter { layer in
        !layer.isComplete || (layer.request.level != .region && layer.width > (photo.shown?.width ?? 0))
      }
      for layer in waiting where layer.isComplete || left > 0 || unlimited {
        for frame in layer.frames where !frame.isComplete {
          while !frame.isComplete && (left > 0 || unlimited) { left -= frame.upload(budget: unlimited ? .max : left) }
        }
        guard layer.isComplete else { continue }
        if layer.request.level == .region {
          // A part goes over what is drawn, fading in over the part it replaces when on screen.
          let fades = fadeIn(index, (photo.region ?? photo.shown)?.request.level)
          photo.regionFrom = fades ? photo.region : nil
          photo.region = layer
          photo.regionSince = fades ? t : t - Tuning.Loading.crossFadeDuration
          changed.append(index)
          if let part = layer.region {
            Log.info(
              "photo \(layer.request.number): part at \(Int(part.origin.x)),\(Int(part.origin.y)) of "
                + "\(Int(part.size.x))x\(Int(part.size.y)) shown at \(layer.width)x\(layer.height)")
          }
          continue
        }
        guard layer.width > (photo.shown?.width ?? 0) else { continue }
        let fades = photo.shown.map { fadeIn(index, $0.request.level) } ?? false
        if fades && holdingFades.contains(index) { continue }
        if let old = photo.shown, fades {
          photo.fadeFrom = old
          photo.fadeStart = t
        } else {
          photo.fadeFrom = nil
        }
        if photo.shown == nil || photo.shown?.frames.count != layer.frames.count { photo.shownSince = t }
        photo.shown = layer
        changed.append(index)
        Log.info(
          "photo \(layer.request.number) shown at \(layer.width)x\(layer.height) of \(layer.nativeWidth)x\(layer.nativeHeight)"
        )
      }
      prune(&photo, at: t)
      photos[index] = photo
    }
    return changed
  }

  /// Frees layers nothing will draw again, once no fade needs them: previews below the drawn layer, and any
  /// screen or detail decode narrower than a complete one of its level (a window that grew, a pinch that went
  /// further). The screen's decode stays under a detail: a zoom back to fit falls back on it.
  private func prune(_ photo: inout Photo, at t: Double) {
    if let from = photo.fadeFrom, t - photo.fadeStart >= Tuning.Loading.crossFadeDuration || from === photo.shown {
      photo.fadeFrom = nil
    }
    if photo.regionFrom != nil, t - photo.regionSince >= Tuning.Loading.crossFadeDuration { photo.regionFrom = nil }
    guard let shown = photo.shown else { return }
    var widest: [DecodeLevel: Int] = [:]
    for layer in photo.layers where layer.isComplete {
      widest[layer.request.level] = max(widest[layer.request.level] ?? 0, layer.width)
    }
    photo.layers.removeAll { layer in
      guard layer !== shown && layer !== photo.fadeFrom && layer.isComplete else { return false }
      if layer.request.level == .region { return layer !== photo.region && layer !== photo.regionFrom }
      if layer.request.level == .preview { return layer.width < shown.width || shown.request.level != .preview }
      return layer.width < widest[layer.request.level] ?? 0
    }
  }

  /// Drops the sharper-than-screen layers (whole and parts) of every photo but those in `keep` (the zoomed
  /// one when it needs them, one sliding away zoomed); a photo drawn from one falls back on its sharpest
  /// remaining layer.
  func dropDetail(keeping keep: Set<PhotoID>) {
    let sharp: Set<DecodeLevel> = [.detail, .region]
    for (index, var photo) in photos where !keep.contains(index) {
      guard photo.layers.contains(where: { sharp.contains($0.request.level) }) else { continue }
      photo.layers.removeAll { sharp.contains($0.request.level) }
      photo.region = nil
      photo.regionFrom = nil
      if photo.fadeFrom?.request.level == .detail { photo.fadeFrom = nil }
      if photo.shown?.request.level == .detail {
        photo.shown = photo.layers.filter(\.isComplete).max { $0.width < $1.width }
      }
      photos[index] = photo
    }
  }

  /// What to draw for `index` at `t`, back to front: the layer fading out (opaque) and the drawn one with its
  /// opacity, 0...1; each as the texture of the frame due.
  func drawList(_ index: PhotoID, at t: Double) -> [(layer: Layer, texture: TiledTexture, alpha: Double)] {
    guard let photo = photos[index], let shown = photo.shown else { return [] }
    var list: [(Layer, TiledTexture, Double)] = []
    let elapsed = t - photo.shownSince
    var alpha = 1.0
    if let from = photo.fadeFrom {
      alpha = max(0, min(1, (t - photo.fadeStart) / Tuning.Loading.crossFadeDuration))
      if alpha < 1 { list.append((from, from.frame(after: elapsed).texture, 1)) }
    }
    list.append((shown, shown.frame(after: elapsed).texture, alpha))
    return list
  }

  /// The parts to draw over photo `index` at `t`, back to front: the part fading out (opaque) and the one
  /// fading in, with its opacity 0...1.
  func regionDrawList(_ index: PhotoID, at t: Double) -> [(layer: Layer, alpha: Double)] {
    guard let photo = photos[index], let region = photo.region else { return [] }
    let alpha = max(0, min(1, (t - photo.regionSince) / Tuning.Loading.crossFadeDuration))
    var list: [(Layer, Double)] = []
    if let from = photo.regionFrom, alpha < 1 { list.append((from, 1)) }
    list.append((region, alpha))
    return list
  }

  /// Whether frames must keep coming for the textures alone: a fade under way or pixels waiting to upload.
  func isBusy(at t: Double) -> Bool {
    photos.values.contains { photo in
      (photo.fadeFrom != nil && t - photo.fadeStart < Tuning.Loading.crossFadeDuration)
        || (photo.region != nil && t - photo.regionSince < Tuning.Loading.crossFadeDuration)
        || photo.layers.contains { !$0.isComplete }
    }
  }

  /// The next time an animation among `indices` shows a new frame, seconds, or nil.
  func nextFrameTime(of indices: [PhotoID], at t: Double) -> Double? {
    var next: Double?
    for index in indices {
      guard let photo = photos[index], let shown = photo.shown, shown.frames.count > 1 else { continue }
      guard let change = shown.frame(after: t - photo.shownSince).nextChange else { continue }
      let time = photo.shownSince + change
      next = min(next ?? time, time)
    }
    return next
  }

  /// What the load planner needs to know of each photo held.
  var held: [PhotoID: HeldPhoto] {
    photos.mapValues { photo in HeldPhoto(decodes: photo.layers.map(\.held), shownLevel: photo.shown?.request.level) }
  }

  /// Frees everything held for `indices`.
  func evict(_ indices: [PhotoID]) {
    for index in indices { photos[index] = nil }
  }

  /// Frees everything.
  func removeAll() { photos.removeAll() }
}
