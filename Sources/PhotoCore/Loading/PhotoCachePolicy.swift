/// Which photos to decode ahead and which decoded photos to free: pure decisions, tested on their own.
///
/// Wanted: the pages on screen, then two ahead in the direction of travel and one behind (prefetch).
/// Kept: every wanted photo, plus recently seen ones while the total stays within the byte budget, least
/// recently used freed first. Memory stays flat however large the album and however long the run.
public struct PhotoCachePolicy: Sendable, Equatable {
  /// One decoded photo held in memory (pixels or a texture).
  public struct Entry: Sendable, Equatable {
    /// The photo.
    public var photo: PhotoID
    /// Its place in the album: of two photos last used at the same time, the earlier goes first.
    public var rank: Int
    /// Its size, bytes.
    public var bytes: Int
    /// When it was last on screen or wanted, seconds.
    public var lastUsed: Double

    /// An entry for `photo` (at album index `rank`) of `bytes`, last used at `lastUsed`.
    public init(photo: PhotoID, rank: Int, bytes: Int, lastUsed: Double) {
      self.photo = photo
      self.rank = rank
      self.bytes = bytes
      self.lastUsed = lastUsed
    }
  }

  /// The most bytes held for photos that are not wanted right now.
  public var budgetBytes: Int

  /// A policy with `budgetBytes` for recently seen photos.
  public init(budgetBytes: Int) {
    self.budgetBytes = max(0, budgetBytes)
  }

  /// The default budget for a display of `width` x `height` pixels: `Tuning.Loading.cacheScreens` screens.
  public static func defaultBudget(width: Int, height: Int) -> Int {
    Int(Tuning.Loading.cacheScreens * Double(max(width, 1) * max(height, 1) * 4))
  }

  /// The photos to have decoded, most urgent first: `visible`, then `ahead` pages in `direction` of travel
  /// (+1 forward, -1 backward, 0 unknown = forward), then `behind` pages the other way; within `0..<count`.
  public static func wanted(
    visible: [Int], current: Int, direction: Int, count: Int,
    ahead: Int = Tuning.Loading.prefetchAhead, behind: Int = Tuning.Loading.prefetchBehind
  ) -> [Int] {
    let forward = direction < 0 ? -1 : 1
    var result: [Int] = []
    func add(_ index: Int) {
      if index >= 0 && index < count && !result.contains(index) { result.append(index) }
    }
    visible.forEach(add)
    add(current)
    for step in 1...max(ahead, 1) where step <= ahead { add(current + forward * step) }
    for step in 1...max(behind, 1) where step <= behind { add(current - forward * step) }
    return result
  }

  /// The entries to free: never a wanted one; the least recently used of the rest until those left fit the
  /// budget.
  public func evictions(of entries: [Entry], wanted: Set<PhotoID>) -> [PhotoID] {
    let optional = entries.filter { !wanted.contains($0.photo) }.sorted { a, b in
      a.lastUsed != b.lastUsed ? a.lastUsed < b.lastUsed : a.rank < b.rank
    }
    var total = optional.reduce(0) { $0 + $1.bytes }
    var evicted: [PhotoID] = []
    for entry in optional where total > budgetBytes {
      evicted.append(entry.photo)
      total -= entry.bytes
    }
    return evicted
  }
}
