import PhotoCore

/// What the loader's workers learnt of photos before or beside their pixels, for the main thread: sizes read
/// from headers, download fractions of network photos, and the caption facts read after a decode. A value
/// guarded by the loader's lock; sizes and facts are taken once, progress is read as it stands.
struct DecodeNews {
  /// Native upright sizes read from headers, not yet taken.
  private var sizes: [(PhotoID, Vector2)] = []
  /// Download progress of network photos being fetched: fraction 0...1 (0 while the size is unknown).
  private(set) var progress: [PhotoID: Double] = [:]
  /// Caption facts read, not yet taken.
  private var facts: [(PhotoID, CaptionFormat.Facts)] = []

  /// Nothing learnt yet.
  init() {}

  /// A header said `photo` is `size` pixels upright.
  mutating func tell(_ photo: PhotoID, size: Vector2) { sizes.append((photo, size)) }

  /// The sizes told since the last call.
  mutating func takeSizes() -> [(PhotoID, Vector2)] {
    defer { sizes.removeAll() }
    return sizes
  }

  /// `photo`'s download is at `fraction` (nil: done); the fraction it was at before.
  @discardableResult mutating func download(_ photo: PhotoID, at fraction: Double?) -> Double? {
    defer { progress[photo] = fraction }
    return progress[photo]
  }

  /// The caption `facts` of `photo` were read.
  mutating func tell(_ photo: PhotoID, facts found: CaptionFormat.Facts) { facts.append((photo, found)) }

  /// The facts read since the last call.
  mutating func takeFacts() -> [(PhotoID, CaptionFormat.Facts)] {
    defer { facts.removeAll() }
    return facts
  }
}
