/// What a screen wants decoded of one photo, for the load planner.
public struct PhotoWant: Sendable, Equatable {
  /// The photo.
  public var photo: PhotoID
  /// Its 1-based place in the album (for messages).
  public var number: Int
  /// At which level.
  public var level: DecodeLevel
  /// Into which box, pixels, in the photo's upright frame.
  public var box: ResolutionPolicy.Box
  /// For `.region`: the part to decode, and the part of it that must show sharp (what is visible, less a
  /// decoded pixel's rounding at each side), native upright pixels.
  public var region: Rect?
  public var needed: Rect?
  /// Whether the photo is on screen (it may get a preview first, and it is decoded before the first photo is
  /// shown).
  public var isVisible: Bool

  /// A want of `photo` at `level` into `box`.
  public init(
    photo: PhotoID, number: Int, level: DecodeLevel, box: ResolutionPolicy.Box, region: Rect? = nil,
    needed: Rect? = nil, isVisible: Bool = false
  ) {
    self.photo = photo
    self.number = number
    self.level = level
    self.box = box
    self.region = region
    self.needed = needed
    self.isVisible = isVisible
  }
}

/// Everything a screen wants loaded at one frame.
public struct LoadDemand: Sendable, Equatable {
  /// The photos to have at `.screen` (or `.thumbnail`) level, most urgent first.
  public var photos: [PhotoWant]
  /// The zoomed photo's sharper decodes: a part, then the whole (either may be absent).
  public var sharper: [PhotoWant]
  /// The photos whose sharper-than-screen decodes are kept (zoomed, or sliding away zoomed); every other
  /// photo's are freed at once.
  public var keepSharp: Set<PhotoID>
  /// Photos not wanted now whose decodes are held anyway, whatever the cache's budget (the grid's cells under
  /// a photo opened from it); nothing is decoded for them.
  public var keep: Set<PhotoID>

  /// A demand for `photos`, `sharper` decodes, keeping the sharp decodes of `keepSharp` and what is held of
  /// `keep`.
  public init(
    photos: [PhotoWant], sharper: [PhotoWant] = [], keepSharp: Set<PhotoID> = [], keep: Set<PhotoID> = []
  ) {
    self.photos = photos
    self.sharper = sharper
    self.keepSharp = keepSharp
    self.keep = keep
  }
}

/// What the shell does at one frame, as the load planner decided it.
public struct LoadPlan: Sendable, Equatable {
  /// The decodes to queue, most urgent first (replacing the queue; those already under way go on).
  public var requests: [DecodeRequest] = []
  /// Decodes under way to stop (a newer part of the same photo replaced them).
  public var cancellations: [DecodeRequest] = []
  /// The photos to free entirely.
  public var evictions: [PhotoID] = []
  /// The photos whose sharper-than-screen decodes stay; every other photo's are freed.
  public var keepSharp: Set<PhotoID> = []
  /// The photos wanted now (they count as used now).
  public var wanted: [PhotoID] = []

  /// An empty plan.
  public init() {}
}
