import Testing

@testable import PhotoCore

/// The network photo cache's decisions: names, freshness and revalidation, stale fallback, LRU eviction.
@Suite struct DiskCachePolicyTests {
  typealias Policy = DiskCachePolicy

  // MARK: - Names

  @Test("FNV-1a 64 matches the reference vectors")
  func fnvReferenceVectors() {
    // From the FNV reference test suite (Fowler, Noll, Vo; draft-eastlake-fnv).
    #expect(Policy.fnv1a64(Array("".utf8)) == 0xcbf2_9ce4_8422_2325)
    #expect(Policy.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    #expect(Policy.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
  }

  @Test("a key is 16 lower-case hex digits, the same on every run")
  func keyShape() {
    let key = Policy.key(for: "http://photos.example/album/img1.jpg")
    #expect(key.count == 16)
    #expect(key.allSatisfy { "0123456789abcdef".contains($0) })
    #expect(key == Policy.key(for: "http://photos.example/album/img1.jpg"))
    // Leading zeros are kept: the empty URL hashes to cbf29ce484222325, "a" to af63dc4c8601ec8c.
    #expect(Policy.key(for: "") == "cbf29ce484222325")
  }

  @Test("the fragment is not part of the key; the query is")
  func keyIgnoresFragmentKeepsQuery() {
    let base = "https://h.example/p/a.jpg"
    #expect(Policy.key(for: base + "#top") == Policy.key(for: base))
    #expect(Policy.key(for: base + "?size=large") != Policy.key(for: base))
    #expect(Policy.key(for: "https://h.example/p/b.jpg") != Policy.key(for: base))
  }

  @Test(
    "the body keeps a known image extension, lower-cased; anything else is .bin",
    arguments: [
      ("http://h/a/b.JPG?x=1.png", "jpg"),
      ("http://h/a/b.webp#frag.png", "webp"),
      ("https://h/photo.jpeg", "jpeg"),
      ("http://h/a/b", "bin"),
      ("http://h/a/b.php?img=x.jpg", "bin"),
      ("http://h.jpg", "bin"),  // a host, no path
      ("http://h/dir.jpg/", "bin"),  // trailing slash: a folder, not a photo
      ("http://h/.jpg", "bin"),  // a hidden name, no extension
    ])
  func bodyFileNames(url: String, ext: String) {
    #expect(Policy.bodyFileName(for: url) == Policy.key(for: url) + "." + ext)
  }

  @Test("every file of an entry maps back to its key; other files map to none")
  func keyOfFileNames() {
    let key = Policy.key(for: "http://h/a.jpg")
    #expect(Policy.key(ofFileNamed: Policy.bodyFileName(for: "http://h/a.jpg")) == key)
    #expect(Policy.key(ofFileNamed: Policy.metadataFileName(forKey: key)) == key)
    #expect(Policy.key(ofFileNamed: key + ".part-1A2B3C4D") == key)
    #expect(Policy.key(ofFileNamed: key) == nil)  // no dot
    #expect(Policy.key(ofFileNamed: "README.txt") == nil)
    #expect(Policy.key(ofFileNamed: "CBF29CE484222325.json") == nil)  // upper case is not ours
    #expect(Policy.key(ofFileNamed: "cbf29ce48422232g.json") == nil)
  }

  // MARK: - Freshness

  @Test(
    "freshness lifetime from Cache-Control, seconds",
    arguments: [
      (nil, Tuning.DiskCache.defaultFreshness),
      ("max-age=60", 60),
      ("public, max-age=3600", 3600),
      ("Max-Age=\"30\", must-revalidate", 30),
      ("max-age=0", 0),
      ("no-cache", 0),
      ("private, no-store", 0),
      ("max-age=600, no-cache", 0),
      ("max-age=-5", 0),  // invalid: already expired
      ("max-age=soon", 0),
      ("public", Tuning.DiskCache.defaultFreshness),
      ("", Tuning.DiskCache.defaultFreshness),
    ] as [(String?, Double)])
  func freshnessLifetime(header: String?, seconds: Double) {
    #expect(Policy.freshnessLifetime(cacheControl: header) == seconds)
  }

  static func copy(
    etag: String? = "\"v1\"", lastModified: String? = nil, at time: Double = 1000, freshFor: Double = 60
  )
    -> Policy.StoredCopy
  {
    Policy.StoredCopy(etag: etag, lastModified: lastModified, validatedAt: time, freshFor: freshFor)
  }

  @Test("nothing stored: download")
  func nothingStored() {
    #expect(Policy.decision(stored: nil, now: 1000) == .download)
  }

  @Test("fresh from validation until just before validatedAt + freshFor")
  func freshWindow() {
    #expect(Policy.decision(stored: Self.copy(), now: 1000) == .useStored)
    #expect(Policy.decision(stored: Self.copy(), now: 1059.999) == .useStored)
    #expect(Policy.decision(stored: Self.copy(), now: 1060) == .revalidate(headers: ["If-None-Match": "\"v1\""]))
  }

  @Test("a listed version serves the copy fetched as it, however old, and asks again for any other at once")
  func listedVersion() {
    var copy = Self.copy(at: 1000, freshFor: 60)
    copy.listedVersion = 7
    #expect(Policy.decision(stored: copy, now: 1_000_000, listed: 7) == .useStored)
    #expect(Policy.decision(stored: copy, now: 1001, listed: 8) == .revalidate(headers: ["If-None-Match": "\"v1\""]))
    // A copy no listing vouched for (fetched before, or as a web photo) is asked for once, within its freshness.
    copy.listedVersion = nil
    #expect(Policy.decision(stored: copy, now: 1001, listed: 7) == .revalidate(headers: ["If-None-Match": "\"v1\""]))
    #expect(Policy.decision(stored: copy, now: 1001) == .useStored)
    #expect(Policy.decision(stored: nil, now: 1001, listed: 7) == .download)
  }

  @Test("stale copies revalidate with whatever validators they have")
  func revalidationHeaders() {
    let lastModified = "Wed, 21 Oct 2015 07:28:00 GMT"
    #expect(
      Policy.decision(stored: Self.copy(etag: nil, lastModified: lastModified), now: 2000)
        == .revalidate(headers: ["If-Modified-Since": lastModified]))
    #expect(
      Policy.decision(stored: Self.copy(etag: "W/\"x\"", lastModified: lastModified), now: 2000)
        == .revalidate(headers: ["If-None-Match": "W/\"x\"", "If-Modified-Since": lastModified]))
    #expect(Policy.decision(stored: Self.copy(etag: nil), now: 2000) == .download)
    #expect(Policy.decision(stored: Self.copy(etag: ""), now: 2000) == .download)
  }

  @Test("a copy with no freshness (no-cache) is revalidated at once")
  func noCacheRevalidatesImmediately() {
    #expect(
      Policy.decision(stored: Self.copy(freshFor: 0), now: 1000) == .revalidate(headers: ["If-None-Match": "\"v1\""]))
  }

  @Test("a clock that went backwards makes the copy stale, not fresh forever")
  func clockWentBackwards() {
    #expect(Policy.decision(stored: Self.copy(), now: 999) == .revalidate(headers: ["If-None-Match": "\"v1\""]))
  }

  @Test(
    "server trouble falls back to the stored copy; statuses about the photo do not",
    arguments: [
      (nil, true), (500, true), (502, true), (503, true), (504, true), (408, true), (429, true),
      (404, false), (403, false), (410, false), (401, false), (400, false),
    ] as [(Int?, Bool)])
  func staleFallback(status: Int?, useStored: Bool) {
    #expect(Policy.shouldUseStoredCopy(afterStatus: status) == useStored)
  }

  // MARK: - Eviction

  static let entries = [
    Policy.Entry(key: "a", bytes: 100, lastUsed: 30),
    Policy.Entry(key: "b", bytes: 200, lastUsed: 10),  // least recently used
    Policy.Entry(key: "c", bytes: 300, lastUsed: 20),
    Policy.Entry(key: "d", bytes: 400, lastUsed: 40),  // most recently used
  ]  // 1000 bytes in all

  @Test("within budget: nothing goes")
  func withinBudget() {
    #expect(Policy.evictions(entries: Self.entries, budget: 1000).isEmpty)
    #expect(Policy.evictions(entries: [], budget: 0).isEmpty)
  }

  @Test("least recently used go first, and only as many as needed")
  func leastRecentlyUsedFirst() {
    #expect(Policy.evictions(entries: Self.entries, budget: 999) == ["b"])  // 800 left
    #expect(Policy.evictions(entries: Self.entries, budget: 600) == ["b", "c"])  // 500 left
    #expect(Policy.evictions(entries: Self.entries, budget: 400) == ["b", "c", "a"])  // 400 left
    #expect(Policy.evictions(entries: Self.entries, budget: 0) == ["b", "c", "a", "d"])
  }

  @Test("a server's previews go only after every photo, however recently a photo was used")
  func previewsGoLast() {
    var entries = Self.entries
    entries[0].keptLonger = true  // "a", used before "d"
    entries.append(Policy.Entry(key: "e", bytes: 10, lastUsed: 1, keptLonger: true))
    #expect(Policy.evictions(entries: entries, budget: 410) == ["b", "c", "d"])  // a and e left
    #expect(Policy.evictions(entries: entries, budget: 0) == ["b", "c", "d", "e", "a"])
  }

  @Test("the entry being written is never evicted, even when it is the oldest")
  func protectedEntriesStay() {
    #expect(Policy.evictions(entries: Self.entries, budget: 600, protected: ["b"]) == ["c", "a"])  // 600 left
    // Protected entries alone over budget: all the others go, the total stays above it.
    #expect(Policy.evictions(entries: Self.entries, budget: 100, protected: ["d", "c"]) == ["b", "a"])
  }

  @Test("ties in last use are broken by key, so the order is total")
  func tiesAreDeterministic() {
    let tied = [
      Policy.Entry(key: "z", bytes: 10, lastUsed: 5), Policy.Entry(key: "m", bytes: 10, lastUsed: 5),
      Policy.Entry(key: "a", bytes: 10, lastUsed: 5),
    ]
    #expect(Policy.evictions(entries: tied, budget: 10) == ["a", "m"])
    #expect(Policy.evictions(entries: tied.reversed(), budget: 10) == ["a", "m"])
  }

  @Test("after evicting, the survivors fit the budget (every budget from 0 to the total)")
  func survivorsFit() {
    let total = Self.entries.reduce(Int64(0)) { $0 + $1.bytes }
    for budget in stride(from: Int64(0), through: total, by: 50) {
      let gone = Set(Policy.evictions(entries: Self.entries, budget: budget))
      let left = Self.entries.filter { !gone.contains($0.key) }.reduce(Int64(0)) { $0 + $1.bytes }
      #expect(left <= budget)
      // ...and nothing was evicted that did not need to be: putting back the last one would exceed it.
      if let last = Policy.evictions(entries: Self.entries, budget: budget).last,
        let entry = Self.entries.first(where: { $0.key == last })
      {
        #expect(left + entry.bytes > budget)
      }
    }
  }
}
