/// The decodes held of one photo, and which of them is drawn: the sharpest complete whole decode, fading in
/// over what stood in for it; a part of the photo decoded sharper still (`.region`) over it, fading in over the
/// part it replaces; and what nothing will draw again, to be freed.
///
/// Pure: the shell owns each layer's pixels (its textures) under the layer's `ID`, says when a layer has all
/// its pixels on the GPU (`uploaded`), frees what the stack lets go of, and passes the time in, seconds. A
/// fade lasts `Tuning.Loading.crossFadeDuration`, its alpha linear in time. A new decode level is drawn and
/// freed by the rules here.
public struct LayerStack: Sendable, Equatable {
  /// A layer's key: given by the stack when the layer is added, never reused by that stack.
  public typealias ID = Int

  /// One decode held, as the stack needs to know it.
  public struct Layer: Sendable, Equatable {
    /// Its key in the stack (given by `add`).
    public internal(set) var id: ID = -1
    /// What was asked for.
    public var request: DecodeRequest
    /// The decoded width, pixels: a wider decode of the photo is a sharper one.
    public var width: Int
    /// Its frames: 1 for a still, more for an animation.
    public var frameCount: Int
    /// How long each frame shows, seconds (empty for a still).
    public var frameDurations: [Double]
    /// Whether all its pixels are on the GPU.
    public var isComplete: Bool
    /// How many times an animation plays before it rests on its last frame (0: for ever).
    public var loops = 0
    /// The time every frame shows when they all show as long (a clip's), seconds: frames are found by
    /// division rather than counted (a clip may have hundreds of thousands).
    public var uniformDuration: Double?

    /// A decode for `request`, `width` pixels wide, of `frameCount` frames showing `frameDurations` seconds
    /// each (empty for a still).
    public init(
      request: DecodeRequest, width: Int, frameCount: Int = 1, frameDurations: [Double] = [], isComplete: Bool = false,
      loops: Int = 0
    ) {
      self.loops = loops
      self.request = request
      self.width = width
      self.frameCount = frameCount
      self.frameDurations = frameDurations
      self.isComplete = isComplete
    }

    /// Its level.
    public var level: DecodeLevel { request.level }

    /// The frame shown `elapsed` seconds after the animation started (its index), and when the next one is due
    /// (elapsed seconds; nil for a still, and after an animation's last loop).
    public func frame(after elapsed: Double) -> (index: Int, nextChange: Double?) {
      Self.frame(after: elapsed, durations: frameDurations, count: frameCount, loops: loops, uniform: uniformDuration)
    }

    /// The frame shown `elapsed` seconds after the animation started counted from the first loop's first frame
    /// (loops played x frames + index): the order a decoder that reads frames one after another reaches it.
    public func position(after elapsed: Double) -> Int {
      let loop = uniformDuration.map { $0 * Double(frameCount) } ?? frameDurations.reduce(0, +)
      guard frameCount > 1, loop > 0 else { return 0 }
      var played = Int(((max(0, elapsed) + Self.timeSlack) / loop).rounded(.down))
      if loops > 0 { played = min(played, loops - 1) }
      return played * frameCount + frame(after: elapsed).index
    }

    /// The frame of `count` showing `durations` seconds each that shows `elapsed` seconds after the
    /// animation started (its index), and when the next one is due (elapsed seconds; nil for a still). It
    /// plays `loops` times (0: for ever), then rests on its last frame. A time a rounding error short of a
    /// frame's start is that frame's (2 s into a clip of 0.1 s frames is frame 20). `uniform`: every frame
    /// shows this long (found by division).
    public static func frame(
      after elapsed: Double, durations: [Double], count: Int, loops playCount: Int = 0, uniform: Double? = nil
    ) -> (index: Int, nextChange: Double?) {
      let elapsed = max(0, elapsed) + Self.timeSlack
      if let uniform, uniform > 0, count > 1, durations.count >= count {
        let loop = uniform * Double(count)
        if playCount > 0 && elapsed >= loop * Double(playCount) { return (count - 1, nil) }
        let index = min(count - 1, Int((elapsed.truncatingRemainder(dividingBy: loop) / uniform).rounded(.down)))
        let loopStart = (elapsed / loop).rounded(.down) * loop
        return (index, loopStart + Double(index + 1) * uniform)
      }
      let loop = durations.reduce(0, +)
      guard count > 1, loop > 0 else { return (0, nil) }
      if playCount > 0 && elapsed >= loop * Double(playCount) { return (min(count, durations.count) - 1, nil) }
      let loops = (elapsed / loop).rounded(.down)
      var time = loops * loop
      for (i, duration) in durations.enumerated() where i < count {
        time += duration
        if elapsed < time { return (i, time) }
      }
      return (count - 1, time)
    }

    /// A nanosecond: what a time may be short of a frame's start by rounding and still be that frame's.
    static let timeSlack = 1e-9
  }

  /// A layer to draw and its opacity, 0...1.
  public struct Drawn: Sendable, Equatable {
    /// The layer.
    public var id: ID
    /// Its opacity, 0...1.
    public var alpha: Double

    /// `id` drawn at `alpha`.
    public init(id: ID, alpha: Double) {
      self.id = id
      self.alpha = alpha
    }
  }

  /// What a layer whose pixels are all on the GPU changed (see `uploaded`).
  public enum Arrival: Sendable, Equatable {
    /// It is the whole decode drawn from now on (fading in or not).
    case shown
    /// It is the part drawn over the photo from now on (fading in or not).
    case partShown
    /// It would fade in, but the photo holds its fades: it waits, complete.
    case held
    /// Nothing: it is no sharper than what is drawn.
    case unchanged
  }

  /// The decodes held, complete or still uploading, in the order they arrived.
  public private(set) var layers: [Layer] = []
  /// The whole decode drawn (complete).
  public private(set) var shown: ID?
  /// The layer fading out under `shown`, and when the fade started, seconds.
  public private(set) var fadeFrom: ID?
  public private(set) var fadeStart = 0.0
  /// When `shown` first showed, seconds, moved on by the time its photo spent off screen: an animation's clock
  /// (see `animationTime(at:)`).
  public private(set) var shownSince = 0.0
  /// Since when the animation's clock stands still (its photo is off screen), seconds; nil while it runs.
  public private(set) var pausedSince: Double?
  /// A part of the photo decoded sharper than any whole decode, drawn over `shown` (complete).
  public private(set) var part: ID?
  /// The part drawn before `part`, under it while `part` fades in since `partSince`, seconds.
  public private(set) var partFrom: ID?
  public private(set) var partSince = 0.0
  /// The key the next layer added gets.
  private var nextID: ID = 0

  /// An empty stack.
  public init() {}

  /// The layer `id`, while held.
  public func layer(_ id: ID?) -> Layer? { layers.first { $0.id == id } }

  /// The whole decode drawn, if any.
  public var shownLayer: Layer? { layer(shown) }

  /// The level of the whole decode drawn, if one is.
  public var shownLevel: DecodeLevel? { shownLayer?.level }

  /// Whether a layer held already serves `request` (see `DecodeRequest.covers`): a late, smaller decode never
  /// replaces a sharper one.
  public func covers(_ request: DecodeRequest) -> Bool { layers.contains { $0.request.covers(request) } }

  /// Adds `layer` (not drawn until `uploaded`), returning its key and the layers it replaces: those still
  /// uploading that it covers (they would never be drawn), to be freed.
  public mutating func add(_ layer: Layer) -> (id: ID, freed: [ID]) {
    var layer = layer
    layer.id = nextID
    nextID += 1
    let freed = layers.filter { !$0.isComplete && layer.request.covers($0.request) }.map(\.id)
    layers.removeAll { freed.contains($0.id) }
    layers.append(layer)
    return (layer.id, freed)
  }

  /// The layers to upload, sharpest first (a preview still uploading is not worth the time once a better
  /// decode is here): those still uploading, and complete whole decodes sharper than the one drawn (a fade
  /// held back).
  public var waiting: [ID] {
    let current = shownLayer
    return layers.sorted(by: { $0.width > $1.width }).filter { layer in
      !layer.isComplete || (layer.level != .region && Self.improves(layer, on: current))
    }.map(\.id)
  }

  /// Whether `layer` is better drawn than `current`: sharper, or as sharp and moving where `current` stands
  /// still (a clip's frames over its poster, which a small clip's cached thumbnail can be at full size).
  static func improves(_ layer: Layer, on current: Layer?) -> Bool {
    guard let current else { return true }
    return layer.width > current.width
      || (layer.width >= current.width && layer.frameCount > 1 && current.frameCount == 1)
  }

  /// Takes note that all of `id`'s pixels are on the GPU at `t`, and decides whether it is drawn from now.
  /// A part goes over the photo; a whole decode sharper than the one drawn is drawn instead of it. Either
  /// fades in when `fadesIn` holds for the level of what it replaces (nil: nothing was drawn), from `t`; a
  /// whole decode that would fade in while `holdsFades` waits instead (a fade draws the photo twice a frame).
  public mutating func uploaded(
    _ id: ID, at t: Double, holdsFades: Bool, fadesIn: (DecodeLevel?) -> Bool
  ) -> Arrival {
    guard let index = layers.firstIndex(where: { $0.id == id }) else { return .unchanged }
    layers[index].isComplete = true
    let layer = layers[index]
    if layer.level == .region {
      let fades = fadesIn((self.layer(part) ?? shownLayer)?.level)
      partFrom = fades ? part : nil
      part = id
      partSince = fades ? t : t - Tuning.Loading.crossFadeDuration
      return .partShown
    }
    let current = shownLayer
    guard Self.improves(layer, on: current) else { return .unchanged }
    let fades = current.map { fadesIn($0.level) } ?? false
    if fades && holdsFades { return .held }
    fadeFrom = fades ? shown : nil
    if fades { fadeStart = t }
    if current == nil || current?.frameCount != layer.frameCount {
      shownSince = t
      if pausedSince != nil { pausedSince = t }
    }
    shown = id
    return .shown
  }

  /// Ends the fades over by `t` and lets go of the layers nothing will draw again, once no fade needs them:
  /// previews below the drawn layer, parts no longer drawn, and any screen or detail decode narrower than a
  /// complete one of its level (a window that grew, a pinch that went further). The screen's decode stays
  /// under a detail: a zoom back to fit falls back on it. Returns the layers let go of, to be freed.
  public mutating func prune(at t: Double) -> [ID] {
    let duration = Tuning.Loading.crossFadeDuration
    if let from = fadeFrom, t - fadeStart >= duration || from == shown { fadeFrom = nil }
    if partFrom != nil, t - partSince >= duration { partFrom = nil }
    guard let drawn = shownLayer else { return [] }
    var widest: [DecodeLevel: Int] = [:]
    for layer in layers where layer.isComplete {
      widest[layer.level] = max(widest[layer.level] ?? 0, layer.width)
    }
    let freed = layers.filter { layer in
      guard layer.id != drawn.id && layer.id != fadeFrom && layer.isComplete else { return false }
      if layer.level == .region { return layer.id != part && layer.id != partFrom }
      if layer.level == .preview { return layer.width < drawn.width || drawn.level != .preview }
      return layer.width < widest[layer.level] ?? 0
    }.map(\.id)
    layers.removeAll { freed.contains($0.id) }
    return freed
  }

  /// Lets go of every layer sharper than the screen's (whole detail decodes and parts: the photo is back at
  /// fit); a photo drawn from a detail falls back on its sharpest remaining complete layer. Returns the layers
  /// let go of, to be freed.
  public mutating func dropSharperThanScreen() -> [ID] {
    let freed = layers.filter(\.level.isSharperThanScreen).map(\.id)
    guard !freed.isEmpty else { return [] }
    let fadeFromLevel = layer(fadeFrom)?.level
    let shownLevel = self.shownLevel
    layers.removeAll { freed.contains($0.id) }
    part = nil
    partFrom = nil
    if fadeFromLevel == .detail { fadeFrom = nil }
    if shownLevel == .detail { shown = layers.filter(\.isComplete).max { $0.width < $1.width }?.id }
    return freed
  }

  /// What to draw of the whole photo at `t`, back to front: the layer fading out (opaque) while a fade runs,
  /// and the one drawn with its opacity. Empty while nothing is drawn.
  public func drawn(at t: Double) -> [Drawn] {
    guard let shown else { return [] }
    var list: [Drawn] = []
    var alpha = 1.0
    if let from = fadeFrom {
      alpha = Self.fadeAlpha(since: fadeStart, at: t)
      if alpha < 1 { list.append(Drawn(id: from, alpha: 1)) }
    }
    list.append(Drawn(id: shown, alpha: alpha))
    return list
  }

  /// The parts to draw over the photo at `t`, back to front: the part fading out (opaque) while a fade runs,
  /// and the one drawn with its opacity. Empty while no part is drawn.
  public func parts(at t: Double) -> [Drawn] {
    guard let part else { return [] }
    let alpha = Self.fadeAlpha(since: partSince, at: t)
    var list: [Drawn] = []
    if let from = partFrom, alpha < 1 { list.append(Drawn(id: from, alpha: 1)) }
    list.append(Drawn(id: part, alpha: alpha))
    return list
  }

  /// Whether frames must keep coming for this photo's layers alone at `t`: a fade under way, or pixels
  /// waiting to upload.
  public func isBusy(at t: Double) -> Bool {
    let duration = Tuning.Loading.crossFadeDuration
    return (fadeFrom != nil && t - fadeStart < duration) || (part != nil && t - partSince < duration)
      || layers.contains { !$0.isComplete }
  }

  /// When the animation drawn shows its next frame after `t`, seconds; nil for a still, nothing drawn, or a
  /// clock standing still.
  public func nextFrameTime(at t: Double) -> Double? {
    guard let layer = shownLayer, layer.frameCount > 1, pausedSince == nil else { return nil }
    return layer.frame(after: t - shownSince).nextChange.map { shownSince + $0 }
  }

  /// How long the animation has played at `t`, seconds: the time since `shown` first showed, less the time its
  /// photo spent off screen.
  public func animationTime(at t: Double) -> Double { (pausedSince ?? t) - shownSince }

  /// Plays the animation from its first frame from `t`.
  public mutating func restart(at t: Double) {
    shownSince = t
    if pausedSince != nil { pausedSince = t }
  }

  /// Sets the animation's clock at `t` to `elapsed` seconds, running from there when `running` (a clip's
  /// clock, which its player keeps).
  public mutating func setAnimationTime(_ elapsed: Double, at t: Double, running: Bool) {
    shownSince = t - elapsed
    pausedSince = running ? nil : t
  }

  /// Runs the animation's clock at `t` while `playing` (its photo is on screen), or stops it there: an animation
  /// off screen keeps its frame, and plays on from it when it is back (a prefetched page starts at its first).
  public mutating func setPlaying(_ playing: Bool, at t: Double) {
    if playing, let since = pausedSince {
      shownSince += t - since
      pausedSince = nil
    } else if !playing && pausedSince == nil {
      pausedSince = t
    }
  }

  /// A fade's alpha at `t` for one started at `start`: linear over `Tuning.Loading.crossFadeDuration`, 0...1.
  static func fadeAlpha(since start: Double, at t: Double) -> Double {
    max(0, min(1, (t - start) / Tuning.Loading.crossFadeDuration))
  }
}
