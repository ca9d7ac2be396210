import CSDL2
import PhotoCore

/// The GPU textures of decoded photos, by photo. Main thread only.
///
/// A photo may hold several decodes (`Layer`s): a quick preview, the screen's, a sharper one while zoomed.
/// Which of them is drawn, how it fades in and which are freed is its `LayerStack`'s to decide; this class
/// owns the textures under each layer's key, uploads a slice of rows at a time (`upload(budget:...)`, so no
/// frame stalls) and frees what the stack lets go of.
final class PhotoTextures {
  /// Everything held for one photo.
  struct Photo {
    /// Which of its decodes is drawn, fades and frees (see `LayerStack`).
    var stack = LayerStack()
    /// Its decodes' textures, by their key in `stack`.
    var layers: [LayerStack.ID: Layer] = [:]
    /// Its blurred backdrop (`--fit blur`), from its first decode that had one.
    var backdrop: TiledTexture?

    /// Frees the textures of the layers `freed` (the stack let go of them).
    mutating func free(_ freed: [LayerStack.ID]) {
      for id in freed { layers[id] = nil }
    }

    /// The layer drawn (complete).
    var shown: Layer? { stack.shown.flatMap { layers[$0] } }
  }

  private let renderer: OpaquePointer
  /// The largest texture side, pixels.
  let tileLimit: Int
  private(set) var photos: [PhotoID: Photo] = [:]
  /// The jumps of each clip's clock already carried out on its streams (`ClipClock.jumps`).
  private var clipJumps: [PhotoID: Int] = [:]

  /// Whether the renderer draws YUV textures itself; if not, planes are turned into ARGB on the way in.
  let supportsYUV: Bool

  init(renderer: OpaquePointer, tileLimit: Int, supportsYUV: Bool = true) {
    self.renderer = renderer
    self.tileLimit = max(16, tileLimit)
    self.supportsYUV = supportsYUV
  }

  /// The decodes held for `photo` (complete or still uploading).
  func layers(of photo: PhotoID) -> [Layer] {
    guard let photo = photos[photo] else { return [] }
    return photo.stack.layers.compactMap { photo.layers[$0.id] }
  }

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
    if photo.stack.covers(request) {
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
      colorSpace: decoded.colorSpace, loops: decoded.loops, stream: decoded.stream)
    layer.clipDuration = decoded.clipDuration
    layer.motion = decoded.motion
    layer.stream?.start()
    // A layer that covers older ones replaces those still uploading (they would never be drawn).
    let (id, freed) = photo.stack.add(layer.stacked)
    photo.free(freed)
    photo.layers[id] = layer
    photos[request.photo] = photo
    return layer
  }

  /// Uploads waiting layers, photos in `order` first, at most about `budget` pixels in all (nil: everything);
  /// the photos in `urgent` upload whole whatever the budget. Each photo's `LayerStack` decides what a layer
  /// that completes changes: one sharper than what is drawn is drawn from now on, fading in over it when
  /// `fadeIn` holds for that photo and the level of the decode it replaces (nil: nothing was drawn); for a
  /// photo in `holdingFades`, a layer that would fade in waits, complete, until the photo leaves that set (a
  /// fade draws the photo twice a frame). Returns the photos whose drawn layer changed.
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
      for id in photo.stack.waiting {
        guard let layer = photo.layers[id], layer.isComplete || left > 0 || unlimited else { continue }
        for frame in layer.frames where !frame.isComplete {
          while !frame.isComplete && (left > 0 || unlimited) { left -= frame.upload(budget: unlimited ? .max : left) }
        }
        guard layer.isComplete else { continue }
        let arrival = photo.stack.uploaded(id, at: t, holdsFades: holdingFades.contains(index)) { fadeIn(index, $0) }
        if arrival == .shown || arrival == .partShown {
          changed.append(index)
          Self.logShown(layer)
        }
      }
      photo.free(photo.stack.prune(at: t))
      photos[index] = photo
    }
    return changed
  }

  /// Says in the log that `layer` is drawn from now on: the photo, or a part of it.
  private static func logShown(_ layer: Layer) {
    if layer.request.level != .region {
      Log.info(
        "photo \(layer.request.number) shown at \(layer.width)x\(layer.height) of \(layer.nativeWidth)x\(layer.nativeHeight)"
      )
    } else if let part = layer.region {
      Log.info(
        "photo \(layer.request.number): part at \(Int(part.origin.x)),\(Int(part.origin.y)) of "
          + "\(Int(part.size.x))x\(Int(part.size.y)) shown at \(layer.width)x\(layer.height)")
    }
  }

  /// Drops the sharper-than-screen layers (whole and parts) of every photo but those in `keep` (the zoomed
  /// one when it needs them, one sliding away zoomed); a photo drawn from one falls back on its sharpest
  /// remaining layer.
  func dropDetail(keeping keep: Set<PhotoID>) {
    for (index, var photo) in photos where !keep.contains(index) {
      let freed = photo.stack.dropSharperThanScreen()
      guard !freed.isEmpty else { continue }
      photo.free(freed)
      photos[index] = photo
    }
  }

  /// Photo `index`'s layer stack, for the scene's layers (`Scene.layered(at:stacks:)`); nil when nothing is held.
  func stack(of index: PhotoID) -> LayerStack? { photos[index]?.stack }

  /// The textures of the layers `drawn` of photo `index` at `t`, back to front, with their opacities (from
  /// the scene, see `Scene.layered`); each as the texture of the frame due.
  func drawList(
    _ drawn: [LayerStack.Drawn], of index: PhotoID, at t: Double
  )
    -> [(layer: Layer, texture: TiledTexture, alpha: Double)]
  {
    guard let photo = photos[index] else { return [] }
    let elapsed = photo.stack.animationTime(at: t)
    return drawn.compactMap { drawn in
      photo.layers[drawn.id].map { ($0, $0.frame(after: elapsed).texture, drawn.alpha) }
    }
  }

  /// What to draw for `index` at `t` as its stack says (a backdrop's photo, which is no placement).
  func drawList(_ index: PhotoID, at t: Double) -> [(layer: Layer, texture: TiledTexture, alpha: Double)] {
    drawList(photos[index]?.stack.drawn(at: t) ?? [], of: index, at: t)
  }

  /// The parts `drawn` over photo `index`, back to front, with their opacities (from the scene).
  func regionDrawList(_ drawn: [LayerStack.Drawn], of index: PhotoID) -> [(layer: Layer, alpha: Double)] {
    guard let photo = photos[index] else { return [] }
    return drawn.compactMap { drawn in photo.layers[drawn.id].map { ($0, drawn.alpha) } }
  }

  /// Whether frames must keep coming for the textures alone: a fade under way or pixels waiting to upload.
  func isBusy(at t: Double) -> Bool {
    photos.values.contains { $0.stack.isBusy(at: t) }
  }

  /// Plays `photo`'s animation from its first frame from `t` (a live photo held again): its clock, and its
  /// streams from the file's start.
  func restartAnimation(of photo: PhotoID, at t: Double) {
    guard var held = photos[photo] else { return }
    held.stack.restart(at: t)
    for layer in held.layers.values { layer.restartStream() }
    photos[photo] = held
  }

  /// Sets the clocks of the clips among the pages drawn at `t`: the one on the page (`clock`) at its
  /// position, running while it plays, its streams sent where it jumped; the others stand at their first
  /// frame. Returns the clips set (their clocks are not the animations').
  func driveClips(_ pages: [PhotoID], clock: ClipClock?, at t: Double) -> Set<PhotoID> {
    for index in pages {
      guard var photo = photos[index] else { continue }
      let on = clock?.photo == index ? clock : nil
      photo.stack.setAnimationTime(on?.position ?? 0, at: t, running: on?.isPlaying ?? false)
      photos[index] = photo
      if let on, clipJumps[index] != on.jumps {
        defer { clipJumps[index] = on.jumps }
        // A clip's first clock: its streams start where they are (a resumed one finds its place by itself).
        guard clipJumps[index] != nil else { continue }
        let elapsed = photo.stack.animationTime(at: t)
        for layer in photo.layers.values where layer.stream != nil {
          layer.seekStream(to: layer.stacked.position(after: elapsed), exact: on.isExact)
        }
      }
    }
    return Set(pages)
  }

  /// Whether the frames of clip `photo` ended (its stream gave its last; nothing more will come).
  func clipFramesEnded(_ photo: PhotoID) -> Bool {
    guard let layer = photos[photo]?.shown, let stream = layer.stream else { return false }
    return stream.hasEnded
  }

  /// Runs the animations' clocks of the photos `visible` at `t` and stops the others' (an animation off screen
  /// keeps its frame), those `driven` (clips, whose clocks are set) aside, and puts in place the frame due of
  /// each stream drawn (`wait`: a scripted run waits for its decode). Returns whether a stream is behind its
  /// clock: its next frame should be looked for soon.
  func playAnimations(visible: Set<PhotoID>, driven: Set<PhotoID> = [], at t: Double, wait: Bool) -> Bool {
    var behind = false
    for index in Array(photos.keys) {
      guard var photo = photos[index] else { continue }
      let playing = visible.contains(index)
      if !driven.contains(index) && (photo.stack.pausedSince == nil) != playing {
        photo.stack.setPlaying(playing, at: t)
        photos[index] = photo
      }
      guard playing else { continue }
      let elapsed = photo.stack.animationTime(at: t)
      for drawn in photo.stack.drawn(at: t) {
        guard let layer = photo.layers[drawn.id], layer.stream != nil else { continue }
        if !layer.show(layer.stacked.position(after: elapsed), wait: wait) { behind = true }
      }
    }
    return behind
  }

  /// The next time an animation among `indices` shows a new frame, seconds, or nil.
  func nextFrameTime(of indices: [PhotoID], at t: Double) -> Double? {
    indices.compactMap { photos[$0]?.stack.nextFrameTime(at: t) }.min()
  }

  /// The photos with a decode held.
  var heldPhotos: Dictionary<PhotoID, Photo>.Keys { photos.keys }

  /// What the load planner needs to know of each photo held.
  var held: [PhotoID: HeldPhoto] {
    photos.mapValues { photo in
      HeldPhoto(
        decodes: photo.stack.layers.compactMap { photo.layers[$0.id]?.held }, shownLevel: photo.stack.shownLevel)
    }
  }

  /// Frees everything held for `indices`.
  func evict(_ indices: [PhotoID]) {
    for index in indices {
      photos[index] = nil
      clipJumps[index] = nil
    }
  }

  /// Frees everything.
  func removeAll() {
    photos.removeAll()
    clipJumps.removeAll()
  }
}
