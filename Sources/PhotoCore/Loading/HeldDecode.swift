/// One decode of a photo that the shell holds (as a texture, or pixels waiting for upload), as the load
/// planner needs to know it.
public struct HeldDecode: Sendable, Equatable {
  /// What was asked for.
  public var request: DecodeRequest
  /// The decoded size, pixels.
  public var width: Int
  public var height: Int
  /// The photo's native (upright) size, pixels.
  public var nativeWidth: Int
  public var nativeHeight: Int
  /// For a part: where its pixels sit in the photo, native upright pixels.
  public var region: Rect?
  /// Its size in memory, bytes.
  public var bytes: Int
  /// Whether all its pixels are on the GPU.
  public var isComplete: Bool
  /// Its frames: 1 for a still, more for an animation.
  public var frameCount = 1

  /// A decode of `width` x `height` pixels of a photo of `nativeWidth` x `nativeHeight`.
  public init(
    request: DecodeRequest, width: Int, height: Int, nativeWidth: Int, nativeHeight: Int, region: Rect? = nil,
    bytes: Int, isComplete: Bool = true
  ) {
    self.request = request
    self.width = width
    self.height = height
    self.nativeWidth = nativeWidth
    self.nativeHeight = nativeHeight
    self.region = region
    self.bytes = bytes
    self.isComplete = isComplete
  }

  /// Whether it holds every pixel the photo has.
  public var isFullResolution: Bool { width >= nativeWidth || height >= nativeHeight }

  /// Whether it has the pixels a `box` shows the photo at (a JPEG's reduced DCT scale may fall a little short:
  /// `Tuning.Loading.jpegScaleSlack`). A preview or a thumbnail never does. An animation asked for a box as
  /// large does whatever its size: its frames are as large as the animation budget lets them be
  /// (`Tuning.Animation.maxAnimationBytes`), and asking again would decode every frame again to the same size.
  public func suffices(for box: ResolutionPolicy.Box) -> Bool {
    guard request.level != .preview && request.level != .thumbnail else { return false }
    if isFullResolution { return true }
    if frameCount > 1 && request.box.width >= box.width && request.box.height >= box.height { return true }
    let fit = box.fitScale(native: ResolutionPolicy.Box(width: nativeWidth, height: nativeHeight))
    let slack = Tuning.Loading.jpegScaleSlack
    return Double(width) >= slack * fit * Double(nativeWidth) && Double(height) >= slack * fit * Double(nativeHeight)
  }
}

/// Everything the shell holds of one photo.
public struct HeldPhoto: Sendable, Equatable {
  /// Its decodes, complete or still uploading, in the order they arrived.
  public var decodes: [HeldDecode]
  /// The level of the decode drawn, if one is.
  public var shownLevel: DecodeLevel?

  /// A photo holding `decodes`, drawn from one of `shownLevel`.
  public init(decodes: [HeldDecode], shownLevel: DecodeLevel?) {
    self.decodes = decodes
    self.shownLevel = shownLevel
  }

  /// Its size in memory, bytes.
  public var bytes: Int { decodes.reduce(0) { $0 + $1.bytes } }
}
