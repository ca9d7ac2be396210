/// The decisions of the on-disk cache of network photos, with no IO and no clock: times come in as values.
///
/// - Names: a URL's cache key is the FNV-1a 64 hash of the URL without its fragment, as 16 hex digits; the
///   entry's files are `<key>.<ext>` (the body), `<key>.json` (its metadata) and `<key>.part…` (a download in
///   progress), so every file of an entry starts with `<key>.`.
/// - Freshness: a copy is used without asking the server while it is younger than its freshness lifetime
///   (`Cache-Control: max-age`, else `Tuning.DiskCache.defaultFreshness`); after that it is revalidated with
///   `If-None-Match` / `If-Modified-Since` (a 304 keeps it), or downloaded again when it has no validator.
///   A copy of a folder's photo whose listing this run gives its version (a WebDAV server's ETag, size and
///   time) is used without asking while it was fetched as that version, however old, and asked for again at
///   once when the listing names another: the listing has just asked the server.
/// - Failure: when the server cannot be reached or fails (5xx, 408, 429, a redirect loop) a stale copy is shown
///   rather than an error, so a photo frame keeps its album while the server is down; a 404 or 403 is believed.
/// - Size: least recently used entries are evicted until the cache fits its byte budget; entries being written
///   or read are never evicted.
public enum DiskCachePolicy {
  /// One cache entry as eviction sees it.
  public struct Entry: Equatable, Sendable {
    /// The entry's cache key (`key(for:)`).
    public var key: String
    /// Bytes on disk of all the entry's files (body, metadata, partial downloads).
    public var bytes: Int64
    /// When the entry was last used, seconds since the Unix epoch.
    public var lastUsed: Double
    /// Whether it goes only after every other entry has (a server's preview: small, and wanted by every grid
    /// and show).
    public var keptLonger: Bool

    /// An entry of `bytes` bytes last used at `lastUsed` (seconds since the Unix epoch), kept longer than the
    /// others when `keptLonger`.
    public init(key: String, bytes: Int64, lastUsed: Double, keptLonger: Bool = false) {
      self.key = key
      self.bytes = bytes
      self.lastUsed = lastUsed
      self.keptLonger = keptLonger
    }
  }

  /// What the cache knows about a stored copy, as revalidation needs it.
  public struct StoredCopy: Equatable, Sendable {
    /// The server's `ETag` for the copy, verbatim (quotes and `W/` included), if it sent one.
    public var etag: String?
    /// The server's `Last-Modified` for the copy, verbatim, if it sent one.
    public var lastModified: String?
    /// When the copy was last downloaded or confirmed by a 304, seconds since the Unix epoch.
    public var validatedAt: Double
    /// How long after `validatedAt` the copy is used without asking the server, seconds.
    public var freshFor: Double
    /// The version a folder's listing gave the photo when the copy was fetched or confirmed (nil: none did).
    public var listedVersion: UInt64?

    /// A stored copy with its validators, validated at `validatedAt` and fresh for `freshFor` seconds, fetched
    /// as `listedVersion` of its listing.
    public init(
      etag: String?, lastModified: String?, validatedAt: Double, freshFor: Double, listedVersion: UInt64? = nil
    ) {
      self.etag = etag
      self.lastModified = lastModified
      self.validatedAt = validatedAt
      self.freshFor = freshFor
      self.listedVersion = listedVersion
    }
  }

  /// What to do about a request, given what the cache holds.
  public enum Decision: Equatable, Sendable {
    /// Use the stored copy without asking the server.
    case useStored
    /// Ask the server with these conditional headers; a 304 means the stored copy is still good.
    case revalidate(headers: [String: String])
    /// Download the photo (nothing stored, or nothing to revalidate with).
    case download
  }

  // MARK: - Names

  /// The 64-bit FNV-1a hash of `bytes` (`StableHash.fnv1a64`).
  public static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    StableHash.fnv1a64(bytes)
  }

  /// The cache key of `url`: 16 lower-case hex digits, stable across runs and machines. The fragment is left
  /// out (it never reaches the server); the query is kept (it may select a different photo).
  public static func key(for url: String) -> String {
    let hash = fnv1a64(withoutFragment(url).utf8)
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The body file name for `url`: `<key>.<ext>`, keeping the URL's extension when it is a known image
  /// extension (lower-cased) so decoders that look at names are not misled, and `.bin` otherwise.
  public static func bodyFileName(for url: String) -> String {
    key(for: url) + "." + (imageExtension(of: url) ?? "bin")
  }

  /// The metadata (sidecar) file name for the entry `key`.
  public static func metadataFileName(forKey key: String) -> String { key + ".json" }

  /// The cache key a file in the cache directory belongs to, or nil when the file is none of the cache's.
  public static func key(ofFileNamed name: String) -> String? {
    let scalars = Array(name.utf8)
    guard scalars.count > keyLength, scalars[keyLength] == UInt8(ascii: ".") else { return nil }
    let isHex = scalars[0..<keyLength].allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    return isHex ? String(decoding: scalars[0..<keyLength], as: UTF8.self) : nil
  }

  /// The length of a cache key, characters.
  public static let keyLength = 16

  /// The lower-case extension of the last path component of `url`, when it is a known image extension.
  static func imageExtension(of url: String) -> String? {
    var rest = Substring(withoutFragment(url))
    if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
    if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
    guard let slash = rest.firstIndex(of: "/") else { return nil }  // no path: the host only
    let last = rest[slash...].split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return nil }
    let ext = last[last.index(after: dot)...].lowercased()
    return ImageKind.knownExtensions.contains(ext) ? ext : nil
  }

  private static func withoutFragment(_ url: String) -> Substring {
    url.firstIndex(of: "#").map { url[..<$0] } ?? Substring(url)
  }

  // MARK: - Freshness

  /// How long a response stays fresh, seconds, from its `Cache-Control` header (nil when absent):
  /// `max-age=N` gives N, `no-cache` and `no-store` give 0 (revalidate every time; the copy is still kept for
  /// when the server is down), anything else gives `Tuning.DiskCache.defaultFreshness`.
  public static func freshnessLifetime(cacheControl: String?) -> Double {
    guard let cacheControl else { return Tuning.DiskCache.defaultFreshness }
    var maxAge: Double?
    for part in cacheControl.split(separator: ",") {
      let directive = part.trimmingSpaces().lowercased()
      if directive == "no-cache" || directive == "no-store" { return 0 }
      if directive.hasPrefix("max-age=") {
        var value = directive.dropFirst("max-age=".count)
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
        // A malformed or negative max-age is treated as already expired (RFC 9111 section 4.2.1).
        maxAge = Int(value).map { Double(max(0, $0)) } ?? 0
      }
    }
    return maxAge ?? Tuning.DiskCache.defaultFreshness
  }

  /// What to do for a request at `now` (seconds since the Unix epoch) when the cache holds `stored` and the
  /// photo's listing this run gave it the version `listed` (nil: no listing did). With a listed version the
  /// copy is used when it was fetched as that version, and asked for again otherwise, whatever its age; without
  /// one a copy is fresh while `0 <= now - validatedAt < freshFor` (a clock that went backwards counts as
  /// stale).
  public static func decision(stored: StoredCopy?, now: Double, listed: UInt64? = nil) -> Decision {
    guard let stored else { return .download }
    if let listed {
      if stored.listedVersion == listed { return .useStored }
    } else {
      let age = now - stored.validatedAt
      if age >= 0 && age < stored.freshFor { return .useStored }
    }
    var headers: [String: String] = [:]
    if let etag = stored.etag, !etag.isEmpty { headers["If-None-Match"] = etag }
    if let lastModified = stored.lastModified, !lastModified.isEmpty { headers["If-Modified-Since"] = lastModified }
    return headers.isEmpty ? .download : .revalidate(headers: headers)
  }

  /// Whether a stale stored copy should be shown after a request failed with HTTP `status`, or with no usable
  /// response at all (`nil`: refused, timed out, host not found, cut short, redirect loop). Server trouble
  /// (5xx, 408 Request Timeout, 429 Too Many Requests) falls back to the copy; other statuses (404 Not Found,
  /// 403 Forbidden, 410 Gone...) say something about the photo itself and are shown as errors.
  public static func shouldUseStoredCopy(afterStatus status: Int?) -> Bool {
    guard let status else { return true }
    return status >= 500 || status == 408 || status == 429
  }

  // MARK: - Size

  /// The keys to delete, in order, so that the entries total at most `budget` bytes: least recently used
  /// first (ties broken by key, so the order is total), those `keptLonger` after all the others, never one of
  /// `protected` (entries being written or
  /// read). When the protected entries alone exceed the budget, every other entry goes and the total may stay
  /// above it.
  public static func evictions(entries: [Entry], budget: Int64, protected: Set<String> = []) -> [String] {
    var total = entries.reduce(Int64(0)) { $0 + $1.bytes }
    guard total > budget else { return [] }
    let candidates = entries.filter { !protected.contains($0.key) }.sorted {
      if $0.keptLonger != $1.keptLonger { return !$0.keptLonger }
      return $0.lastUsed != $1.lastUsed ? $0.lastUsed < $1.lastUsed : $0.key < $1.key
    }
    var evicted: [String] = []
    for entry in candidates where total > budget {
      evicted.append(entry.key)
      total -= entry.bytes
    }
    return evicted
  }
}

extension StringProtocol {
  /// The string without leading and trailing spaces and tabs (HTTP's optional white space).
  fileprivate func trimmingSpaces() -> Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return Substring("")
    }
    return Substring(self[first...last])
  }
}
