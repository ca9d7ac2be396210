/// One decode the loader is asked for: a photo, at a level, into a box of pixels, for a part or the whole.
///
/// A request carries a generation: a result whose generation is no longer the planner's current one for its
/// photo (the file was replaced, or a newer part of the photo was asked for) is dropped by number.
public struct DecodeRequest: Sendable, Hashable, CustomStringConvertible {
  /// The photo.
  public var photo: PhotoID
  /// Its 1-based place in the album when asked for: for messages only ("decoded photo 3").
  public var number: Int
  /// What the decode is for.
  public var level: DecodeLevel
  /// The box the whole photo is decoded into, pixels (for a part: the box that sets its sharpness).
  public var box: ResolutionPolicy.Box
  /// For `.region`: the part, in the photo's native upright pixels.
  public var region: Rect?
  /// The planner's generation of what this request is for (see `LoadPlanner`).
  public var generation: Int
  /// Whether the photo is read over the network (its source's answer): fetched before it decodes, never given
  /// up as a hung decode.
  public var isRemote: Bool

  /// A request for `photo` at `level` into `box`.
  public init(
    photo: PhotoID, number: Int = 0, level: DecodeLevel = .screen, box: ResolutionPolicy.Box, region: Rect? = nil,
    generation: Int = 0, isRemote: Bool = false
  ) {
    self.photo = photo
    self.number = number
    self.level = level
    self.box = box
    self.region = region
    self.generation = generation
    self.isRemote = isRemote
  }

  /// The file system path or URL to decode.
  public var path: String { photo.location }

  /// Whether this request's result serves `other` too: the same photo, decoded for a box at least as large,
  /// at the same level or in place of a preview (a preview serves only a preview; a zoomed photo's detail is
  /// dropped on the way back to fit, so it never stands for the screen's decode; a thumbnail serves only a
  /// thumbnail); a part serves a part it contains, at least as sharp.
  public func covers(_ other: DecodeRequest) -> Bool {
    guard photo == other.photo && box.width >= other.box.width && box.height >= other.box.height else {
      return false
    }
    if level == .region || other.level == .region {
      guard level == other.level, let mine = region, let theirs = other.region else { return false }
      return mine.contains(theirs)
    }
    if level == .thumbnail || other.level == .thumbnail { return level == other.level }
    return level == other.level || other.level == .preview
  }

  /// Equal requests ask for the same pixels in the same generation (`number` is only a label).
  public static func == (a: DecodeRequest, b: DecodeRequest) -> Bool {
    a.photo == b.photo && a.level == b.level && a.box == b.box && a.region == b.region
      && a.generation == b.generation
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(photo)
    hasher.combine(level)
    hasher.combine(box.width)
    hasher.combine(box.height)
    hasher.combine(generation)
  }

  /// "photo 3 screen 1920x1080".
  public var description: String { "photo \(number) \(level) \(box.width)x\(box.height)" }
}
