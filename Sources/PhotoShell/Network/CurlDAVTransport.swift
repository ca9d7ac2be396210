import Foundation
import PhotoCore

/// The WebDAV source's network: `PROPFIND` sent past the cache, photos fetched through the download cache
/// (`PhotoDownloader`, shared with the web source's fetcher, so a server's photos stay for a start without it).
/// A refused login (401) is `refused`, which the source never tries again by itself.
///
/// Offline-first: each folder's last listing is kept in `listings` (a cache: `$XDG_CACHE_HOME/sdlphoto/dav`), by
/// its URL and user; when the server cannot be reached or fails (5xx, 408, 429: the failures the download cache
/// answers with its copy, `DiskCachePolicy.shouldUseStoredCopy`), that listing answers, and the first time a
/// server is not reached in a run says so once on stderr. A refused login or a folder gone (404) is never
/// answered from it. At a start it answers first, without a request (`KeptListingsFirst`).
final class CurlDAVTransport: DAVTransport, @unchecked Sendable {
  private let fetcher: CachedWebFetcher
  private let listings: String?
  private let caFile: String?
  private let keptFirst: KeptListingsFirst
  private let unreached = UnreachedServers()

  /// A transport through `fetcher`'s downloader (made on first use), keeping listings in `listings` (nil: none
  /// kept), trusting `caFile`'s certificate authority beside the system's.
  init(
    _ fetcher: CachedWebFetcher, caFile: String? = nil,
    listings: String? = CurlDAVTransport.defaultListingDirectory(), keptFirst: KeptListingsFirst = KeptListingsFirst()
  ) {
    self.fetcher = fetcher
    self.caFile = caFile
    self.listings = listings
    self.keptFirst = keptFirst
  }

  /// `$XDG_CACHE_HOME/sdlphoto/dav` (or under `~/.cache`), beside the download cache.
  static func defaultListingDirectory() -> String? {
    PhotoDownloader.defaultCacheDirectory().map { ($0 as NSString).deletingLastPathComponent + "/dav" }
  }

  func propfind(_ url: String, depth: Int, body: [UInt8], login: DAVLogin) throws(SourceFailure) -> String {
    if let kept = keptPath(of: url, login: login), keptFirst.answers(from: kept) { return kept }
    let headers = ["Depth": String(depth), "Content-Type": "application/xml; charset=utf-8"]
    let downloader = fetcher.downloader
    let answer = downloader.send(
      url, method: "PROPFIND", headers: headers, body: body, login: login, caFile: caFile,
      maxBytes: Tuning.Network.maxListingBytes, into: listings)
    let kept = keptPath(of: url, login: login)
    switch answer {
    case .answered(207, let path?):
      // A folder's own entry alone (`Depth: 0`) is no listing to keep: offline, the kept listing answers it.
      guard depth == 1, let kept, rename(path, kept) == 0 else {
        downloader.store.keepInScratch(path)
        return path
      }
      return kept
    case .answered(let status, let path):
      if let path { unlink(path) }
      let failure = Self.failure(status: status, method: "PROPFIND")
      guard DiskCachePolicy.shouldUseStoredCopy(afterStatus: status), let kept, access(kept, R_OK) == 0 else {
        throw failure
      }
      return offline(url, kept: kept, reason: failure.reason)
    case .failed(let reason):
      guard let kept, access(kept, R_OK) == 0 else { throw .network(reason: reason) }
      return offline(url, kept: kept, reason: reason)
    }
  }

  func keptListing(of url: String, login: DAVLogin) -> String? {
    guard let kept = keptPath(of: url, login: login), access(kept, R_OK) == 0 else { return nil }
    return kept
  }

  func keepsDigest(of path: String) -> Bool {
    guard let listings else { return false }
    return path.hasPrefix(listings + "/") && path.hasSuffix(".xml")
  }

  /// Where the listing of `url` as `login` is kept: by the URL and the user.
  private func keptPath(of url: String, login: DAVLogin) -> String? {
    listings.map { $0 + "/" + DiskCachePolicy.key(for: (login.user ?? "") + " " + url) + ".xml" }
  }

  /// `kept`, the last listing of `url`, with one line on stderr the first time its server is not reached.
  private func offline(_ url: String, kept: String, reason: String) -> String {
    let server = URLComponents(string: url).map { ($0.host ?? "") + ":" + String($0.port ?? 0) } ?? url
    unreached.note(server, reason: reason)
    return kept
  }

  func copy(
    of url: String, login: DAVLogin, version: UInt64?, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) -> String {
    let refusal = RefusalFlag()
    let fetched = fetcher.downloader.fetch(
      url, login: login, caFile: caFile, listedVersion: version, refused: { refusal.set() }, progress: progress)
    switch fetched {
    case .success(let copy): return copy
    case .failure(.network(let reason)):
      throw refusal.isSet ? .refused(reason: Self.refusedLogin) : .network(reason: reason)
    case .failure(let error): throw .unreadable(reason: UserText.message(for: error))
    }
  }

  func head(of url: String, login: DAVLogin, version: UInt64?, count: Int) -> [UInt8]? {
    fetcher.downloader.head(named: url, count: count, version: version) {
      PhotoDownloader.RangeTarget(url: url, login: login, caFile: caFile)
    }
  }

  /// What an answer other than the one expected means: nothing there, a refused login, a refused access, a
  /// server that does not speak WebDAV at that address, or the status in words.
  static func failure(status: Int, method: String) -> SourceFailure {
    switch status {
    case 404, 410: .notFound
    case 401: .refused(reason: refusedLogin)
    case 403: .unreadable(reason: NetworkErrorText.http(status: status))
    case 405, 501: .network(reason: "the server does not speak WebDAV there (\(NetworkErrorText.http(status: status)))")
    case 200..<300:
      .network(reason: "the server answered \(method) with \(NetworkErrorText.http(status: status)), not a listing")
    default: .network(reason: NetworkErrorText.http(status: status))
    }
  }

  /// A 401's words.
  static let refusedLogin = "the server refused the login (HTTP 401 Unauthorized); check the user and password"
}

/// A flag set from a callback on the fetching thread and read after it.
private final class RefusalFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
