import CSMB
import Foundation
import PhotoCore

/// The SMB source's network: Samba's libsmbclient, with contexts of the viewer's own (`SMBContexts`).
///
/// A folder is one `readdirplus` listing; a photo is its status (size and time) and, when the download cache's
/// copy is not of that size and time, its bytes read into the cache (`PhotoDownloader.keptCopy`), so a photo
/// shown once costs one round trip the next time and none without the server.
///
/// Offline-first: each folder's last listing is kept in `listings` (a cache: `$XDG_CACHE_HOME/sdlphoto/smb`),
/// by its location and user; when the server cannot be reached, that listing answers and the cached photos show,
/// and the first time a server is not reached in a run says so once on stderr. A refused login or a folder gone
/// is never answered from it.
final class SMBClient: SMBTransport, @unchecked Sendable {
  private let fetcher: CachedWebFetcher
  private let listings: String?
  private let contexts: SMBContexts
  private let keptFirst: KeptListingsFirst
  private let unreached = UnreachedServers()

  /// A client caching photos through `fetcher`'s downloader, keeping listings (and its configuration) in
  /// `listings` (nil: none kept, the configuration in the temporary folder).
  init(
    _ fetcher: CachedWebFetcher, listings: String? = SMBClient.defaultListingDirectory(),
    keptFirst: KeptListingsFirst = KeptListingsFirst()
  ) {
    self.keptFirst = keptFirst
    self.fetcher = fetcher
    self.listings = listings
    let folder = listings ?? (NSTemporaryDirectory() + "sdlphoto-smb-\(getuid())")
    contexts = SMBContexts(configuration: folder + "/client.conf")
  }

  /// Where the listing of `place` as `login` is kept (without its `.json`): by the location and the user.
  private func keptPath(of place: SMBLocation, login: SMBLogin) -> String? {
    listings.map { $0 + "/" + DiskCachePolicy.key(for: (login.user ?? "") + " " + place.description) }
  }

  /// `$XDG_CACHE_HOME/sdlphoto/smb` (or under `~/.cache`), beside the download cache.
  static func defaultListingDirectory() -> String? {
    PhotoDownloader.defaultCacheDirectory().map { ($0 as NSString).deletingLastPathComponent + "/smb" }
  }

  func list(_ place: SMBLocation, login: SMBLogin) throws(SourceFailure) -> [SMBEntry] {
    let kept = keptPath(of: place, login: login)
    if keptFirst.answers(from: kept.map { $0 + ".json" }), let kept,
      let data = FileManager.default.contents(atPath: kept + ".json"),
      let entries = try? JSONDecoder().decode([SMBEntry].self, from: data)
    {
      return entries
    }
    do throws(SourceFailure) {
      let entries = try contexts.with(login, server: place.origin(withUser: true)) { context throws(SourceFailure) in
        try Self.read(place, context)
      }
      if let listings, let kept, let data = try? JSONEncoder().encode(entries) {
        try? FileManager.default.createDirectory(atPath: listings, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: kept + ".json"), options: .atomic)
      }
      return entries
    } catch {
      guard case .network(let reason) = error, let kept,
        let data = FileManager.default.contents(atPath: kept + ".json"),
        let entries = try? JSONDecoder().decode([SMBEntry].self, from: data)
      else { throw error }
      unreached.note(place.origin(withUser: false), reason: reason)
      return entries
    }
  }

  func status(of place: SMBLocation, login: SMBLogin) throws(SourceFailure) -> SMBEntry? {
    // A folder listed at an earlier start is one now: its listing answers at once.
    if keptFirst.answers(from: keptPath(of: place, login: login).map { $0 + ".json" }) {
      return SMBEntry(
        name: place.path.split(separator: "/").last.map(String.init) ?? "", isFolder: true, size: 0, modifiedSeconds: 0,
        modifiedNanoseconds: 0)
    }
    do throws(SourceFailure) {
      return try contexts.with(login, server: place.origin(withUser: true)) { context throws(SourceFailure) in
        try Self.status(of: place, context)
      }
    } catch {
      if error == .notFound { return nil }
      throw error
    }
  }

  func copy(
    of place: SMBLocation, login: SMBLogin, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) -> String {
    let downloader = fetcher.downloader
    let limit = downloader.maxDownloadBytes
    return try contexts.with(login, server: place.origin(withUser: true)) { context throws(SourceFailure) in
      let server: SMBEntry
      do throws(SourceFailure) {
        server = try Self.status(of: place, context)
      } catch {
        guard case .network(let reason) = error, let copy = downloader.storedCopy(of: place.description) else {
          throw error
        }
        unreached.note(place.origin(withUser: false), reason: reason)
        return copy
      }
      guard !server.isFolder else { throw .notARegularFile }
      guard server.size <= limit else { throw .tooLarge(limit: Int(limit)) }
      let version = "\(server.size) \(server.modifiedSeconds).\(server.modifiedNanoseconds)"
      return try downloader.keptCopy(of: place.description, version: version, progress: progress) {
        fd throws(SourceFailure) in
        try Self.read(place, context, into: fd, expected: server.size, progress: progress)
      }
    }
  }

  func head(of place: SMBLocation, login: SMBLogin, count: Int) -> [UInt8]? {
    let downloader = fetcher.downloader
    return try? contexts.with(login, server: place.origin(withUser: true)) { context throws(SourceFailure) in
      // The server's size and time say which version the cache's copies must be (offline: none, and the photo
      // is read from the copy kept, as a whole).
      let server = try Self.status(of: place, context)
      guard !server.isFolder, PhotoHead.isWorthReading(size: server.size, count: count) else { return nil }
      let version = "\(server.size) \(server.modifiedSeconds).\(server.modifiedNanoseconds)"
      return downloader.head(named: place.description, count: count, whole: { $0.etag == version }, keptAs: version) {
        fd throws(SourceFailure) in
        try Self.readHead(place, context, count: count, into: fd)
      }
    }
  }
}
