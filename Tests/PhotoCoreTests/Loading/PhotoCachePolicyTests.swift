import Testing

@testable import PhotoCore

@Suite struct PhotoCachePolicyTests {
  /// Photo `n` of an album of distinct files, and its cache entry.
  func photo(_ n: Int) -> PhotoID { PhotoID(location: "/album/photo.jpg", occurrence: n) }
  func entry(_ n: Int, bytes: Int, lastUsed: Double) -> PhotoCachePolicy.Entry {
    PhotoCachePolicy.Entry(photo: photo(n), rank: n, bytes: bytes, lastUsed: lastUsed)
  }

  @Test func prefetchesTwoAheadInTheDirectionOfTravelAndOneBehind() {
    #expect(PhotoCachePolicy.wanted(visible: [5], current: 5, direction: 1, count: 100) == [5, 6, 7, 4])
    #expect(PhotoCachePolicy.wanted(visible: [5], current: 5, direction: -1, count: 100) == [5, 4, 3, 6])
    #expect(PhotoCachePolicy.wanted(visible: [5, 6], current: 5, direction: 1, count: 100) == [5, 6, 7, 4])
    // Clamped at the ends of the album.
    #expect(PhotoCachePolicy.wanted(visible: [0], current: 0, direction: -1, count: 3) == [0, 1])
    #expect(PhotoCachePolicy.wanted(visible: [2], current: 2, direction: 1, count: 3) == [2, 1])
    #expect(PhotoCachePolicy.wanted(visible: [], current: 0, direction: 0, count: 1) == [0])
  }

  @Test func theDefaultBudgetIsHalfAScreenOfARGB() {
    // 4 MB at 1080p: two JPEGs as planes (1.5 bytes a pixel) beyond the wanted photos.
    #expect(PhotoCachePolicy.defaultBudget(width: 1920, height: 1080) == 1920 * 1080 * 2)
    #expect(PhotoCachePolicy.defaultBudget(width: 0, height: 0) == 2)
  }

  @Test func evictsLeastRecentlyUsedUnwantedPhotosUntilTheBudgetHolds() {
    let policy = PhotoCachePolicy(budgetBytes: 250)
    let entries = [
      entry(1, bytes: 100, lastUsed: 1),
      entry(2, bytes: 100, lastUsed: 5),
      entry(3, bytes: 100, lastUsed: 3),
      entry(9, bytes: 1000, lastUsed: 0),  // wanted: never evicted, not counted
    ]
    #expect(policy.evictions(of: entries, wanted: [photo(9)]) == [photo(1)])
    #expect(
      PhotoCachePolicy(budgetBytes: 0).evictions(of: entries, wanted: [photo(9)]) == [photo(1), photo(3), photo(2)])
    #expect(PhotoCachePolicy(budgetBytes: 1000).evictions(of: entries, wanted: []) == [photo(9)])
  }

  @Test func memoryStaysFlatOverALongRun() {
    // Flick through 10,000 photos: what is held never exceeds wanted + budget.
    let policy = PhotoCachePolicy(budgetBytes: 400)
    var held: [Int: PhotoCachePolicy.Entry] = [:]
    var peak = 0
    for t in 0..<10_000 {
      let wanted = PhotoCachePolicy.wanted(visible: [t], current: t, direction: 1, count: 10_000)
      for index in wanted { held[index] = entry(index, bytes: 100, lastUsed: Double(t)) }
      for evicted in policy.evictions(of: Array(held.values), wanted: Set(wanted.map(photo))) {
        held[evicted.occurrence] = nil
      }
      peak = max(peak, held.values.reduce(0) { $0 + $1.bytes })
    }
    #expect(peak <= 400 + 4 * 100)
  }
}
