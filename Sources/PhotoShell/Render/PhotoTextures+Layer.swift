import CSDL2
import PhotoCore

extension PhotoTextures {
  /// One decode of a photo on the GPU: a still, or an animation's frames.
  final class Layer {
    /// What was asked for.
    let request: PhotoLoader.Request
    /// The image, or each frame of an animation.
    let frames: [TiledTexture]
    /// How long each frame shows, seconds (empty for a still).
    let durations: [Double]
    /// How many times the animation plays (0: for ever).
    let loops: Int
    /// The photo's native (upright) size, pixels.
    let nativeWidth: Int
    let nativeHeight: Int
    /// For a part of the photo: where its pixels sit in the photo, native upright pixels.
    let region: Rect?
    /// The photo's colour space by name ("Display P3"), for the info overlay.
    let colorSpace: String
    /// For an animation too long to hold whole: its frames decoded ahead of the screen, each put in `frames[0]`
    /// in turn (`show`).
    let stream: AnimationStream?
    /// For a clip: its length, seconds.
    var clipDuration: Double?
    /// For a motion photo: its appended clip, or why it cannot be played.
    var motion: MotionPhoto.Finding?
    /// How long each frame shows when they all show as long (a clip's), seconds.
    let uniformDuration: Double?
    /// For a stream: the position (`LayerStack.Layer.position`) of the frame in `frames[0]`.
    private(set) var position = 0

    init(
      request: PhotoLoader.Request, frames: [TiledTexture], durations: [Double], nativeWidth: Int, nativeHeight: Int,
      region: Rect? = nil, colorSpace: String = "sRGB", loops: Int = 0, stream: AnimationStream? = nil
    ) {
      self.request = request
      self.frames = frames
      self.stream = stream
      self.durations = stream?.durations ?? durations
      let first = self.durations.first
      uniformDuration = self.durations.count > 1 && self.durations.allSatisfy { $0 == first } ? first : nil
      self.loops = loops
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
    /// Its size in memory, bytes (a stream's frames waiting too).
    var bytes: Int { frames.reduce(0) { $0 + $1.bytes } + (stream?.bytes ?? 0) }
    /// Its frames: 1 for a still.
    var frameCount: Int { stream?.frameCount ?? frames.count }

    deinit { stream?.close() }

    /// What the load planner needs to know of it.
    var held: HeldDecode {
      var held = HeldDecode(
        request: request, width: width, height: height, nativeWidth: nativeWidth, nativeHeight: nativeHeight,
        region: region, bytes: bytes, isComplete: isComplete)
      held.frameCount = frameCount
      return held
    }

    /// What its photo's `LayerStack` needs to know of it.
    var stacked: LayerStack.Layer {
      var layer = LayerStack.Layer(
        request: request, width: width, frameCount: frameCount, frameDurations: durations, isComplete: isComplete,
        loops: loops)
      layer.uniformDuration = uniformDuration
      return layer
    }

    /// The frame shown `elapsed` seconds after the animation started, and when the next one is due (elapsed
    /// seconds; nil for a still).
    func frame(after elapsed: Double) -> (texture: TiledTexture, nextChange: Double?) {
      let (index, nextChange) = LayerStack.Layer.frame(
        after: elapsed, durations: durations, count: frameCount, loops: loops, uniform: uniformDuration)
      return (stream == nil ? frames[index] : frames[0], nextChange)
    }

    /// The index of the frame drawn `elapsed` seconds after the animation started: the clock's, or for a
    /// stream the one it has put in place (behind the clock when its decoding is).
    func frameIndex(after elapsed: Double) -> Int {
      stream == nil
        ? LayerStack.Layer.frame(
          after: elapsed, durations: durations, count: frameCount, loops: loops, uniform: uniformDuration
        ).index
        : max(0, position) % max(1, frameCount)
    }

    /// Sends its stream to the frame at `position` (a clip's seek; `exact` false: the keyframe before it will
    /// do); the frame in place is shown until that one comes.
    func seekStream(to position: Int, exact: Bool) {
      guard let stream else { return }
      stream.seek(to: position, exact: exact)
      self.position = -1
    }

    /// Sends its stream back to the first frame; the frame in place is shown until the first comes.
    func restartStream() {
      guard let stream else { return }
      stream.restart()
      position = -1
    }

    /// Puts the stream's frame at `position` in place, once the layer's pixels are all up; `wait`: waits for
    /// its decode (a scripted run). False when the stream is behind (the frame drawn stays, and another is due
    /// soon); true when it is in place, the layer is no stream, or the stream ended.
    func show(_ position: Int, wait: Bool) -> Bool {
      guard let stream, isComplete, position != self.position else { return true }
      guard let (surface, taken) = stream.takeFrame(position, wait: wait) else { return stream.hasEnded }
      if frames[0].replace(with: surface) { self.position = taken }
      return true
    }
  }
}
