import Foundation
import PhotoCore

/// The rclone source's engine: Debian's rclone, run as a child of the viewer.
///
/// A folder's tree is one `rclone lsjson -R --fast-list`, its output streamed to a file (never held as text) and
/// kept in `listings` (a cache: `$XDG_CACHE_HOME/sdlphoto/rclone`), so a start without the remote shows the tree
/// last listed (one warning the first time in a run). A photo comes through an `rclone serve http` of its
/// remote, started on first use on a free loopback port with a random password (given in rclone's environment,
/// never on its command line, which others may read), read-only, killed with the viewer (`setpriv
/// --pdeathsig`) and at exit, started again when it died; its bytes go through the download cache under the
/// photo's location, so they stay from one run (and port) to the next.
///
/// rclone never asks for anything (`--ask-password=false`): an encrypted rclone config without its password in
/// `RCLONE_CONFIG_PASS` is one plain line.
final class RcloneRunner: RcloneTransport, @unchecked Sendable {
  /// A running `rclone serve http`.
  private struct Server {
    var process: Process
    var port: Int
    var password: String
  }

  private let fetcher: CachedWebFetcher
  private let listings: String?
  private let lock = NSLock()
  private var servers: [String: Server] = [:]
  private let unreached = UnreachedServers()
  private let keptFirst: KeptListingsFirst
  /// Every runner's servers, for the exit handler.
  nonisolated(unsafe) private static var all: [RcloneRunner] = []
  private static let allLock = NSLock()

  /// A runner fetching through `fetcher`'s downloader, keeping trees in `listings` (nil: none kept).
  init(
    _ fetcher: CachedWebFetcher, listings: String? = RcloneRunner.defaultListingDirectory(),
    keptFirst: KeptListingsFirst = KeptListingsFirst()
  ) {
    self.keptFirst = keptFirst
    self.fetcher = fetcher
    self.listings = listings
  }

  /// `$XDG_CACHE_HOME/sdlphoto/rclone` (or under `~/.cache`), beside the download cache.
  static func defaultListingDirectory() -> String? {
    PhotoDownloader.defaultCacheDirectory().map { ($0 as NSString).deletingLastPathComponent + "/rclone" }
  }

  func tree(of place: RcloneLocation) throws(SourceFailure) -> RcloneListing {
    let kept = listings.map { $0 + "/" + DiskCachePolicy.key(for: place.description) + ".json" }
    if keptFirst.answers(from: kept), let kept, let listing = RcloneListing(contentsOf: kept) { return listing }
    if let listings { try? FileManager.default.createDirectory(atPath: listings, withIntermediateDirectories: true) }
    let output = (listings ?? NSTemporaryDirectory()) + "/.part-" + UUID().uuidString
    defer { unlink(output) }
    let arguments = ["lsjson", "-R", "--fast-list"] + Tuning.Network.rcloneFlags + [place.target]
    let run = RcloneProcess.run(arguments, stdout: output)
    if run.status == 0, let listing = RcloneListing(contentsOf: output) {
      if listing.entries.count == 1, !listing.entries[0].isDir,
        listing.entries[0].path == place.path.split(separator: "/").last.map(String.init)
      {
        throw .notAFolder  // rclone lists a file as itself
      }
      if let kept { rename(output, kept) }
      return listing
    }
    let failure = RcloneProcess.failure(run, place: place)
    guard case .network(let reason) = failure, let kept, let listing = RcloneListing(contentsOf: kept) else {
      throw failure
    }
    unreached.note(place.remote, naming: place.description, reason: reason)
    return listing
  }

  func copy(
    of place: RcloneLocation, version: UInt64?, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) -> String {
    let root = Self.root(of: place)
    var server = try server(for: root)
    for attempt in 0..<2 {
      let login = DAVLogin(user: Tuning.Network.rcloneUser, password: server.password)
      let fetched = fetcher.downloader.fetch(
        Self.url(of: place, on: server), login: login, cachedAs: place.description, listedVersion: version,
        progress: progress)
      switch fetched {
      case .success(let copy): return copy
      case .failure(.network(let reason)):
        // Its server died (killed, or the thread that started it ended): once more with a new one.
        guard attempt == 0, !server.process.isRunning else { throw .network(reason: reason) }
        server = try self.server(for: root, replacing: true)
      case .failure(let error): throw .unreadable(reason: UserText.message(for: error))
      }
    }
    throw .network(reason: "rclone serve stopped")
  }

  func head(of place: RcloneLocation, version: UInt64?, count: Int) -> [UInt8]? {
    // rclone's server is started only when the head is neither in the cache nor kept.
    fetcher.downloader.head(named: place.description, count: count, version: version) {
      () throws(SourceFailure) in
      let server = try server(for: Self.root(of: place))
      return PhotoDownloader.RangeTarget(
        url: Self.url(of: place, on: server),
        login: DAVLogin(user: Tuning.Network.rcloneUser, password: server.password))
    }
  }

  /// The root `place` is served from: a local remote's absolute path from its root, any other from the
  /// remote's own root.
  private static func root(of place: RcloneLocation) -> String {
    place.path.hasPrefix("/") ? place.remote + "/" : place.remote
  }

  /// `place`'s URL on `server`.
  private static func url(of place: RcloneLocation, on server: Server) -> String {
    let path = place.pathFromRoot.addingPercentEncoding(withAllowedCharacters: pathCharacters) ?? place.pathFromRoot
    return "http://127.0.0.1:\(server.port)/" + path
  }

  /// The `rclone serve http` of `root`, started when there is none running (or `replacing`).
  private func server(for root: String, replacing: Bool = false) throws(SourceFailure) -> Server {
    lock.lock()
    defer { lock.unlock() }
    if !replacing, let running = servers[root], running.process.isRunning { return running }
    servers[root]?.process.terminate()
    let started = try RcloneProcess.serve(root)
    servers[root] = Server(process: started.process, port: started.port, password: started.password)
    Self.allLock.withLock {
      if !Self.all.contains(where: { $0 === self }) {
        if Self.all.isEmpty { atexit { RcloneRunner.stopAll() } }
        Self.all.append(self)
      }
    }
    return servers[root]!
  }

  /// Kills every runner's servers (at exit).
  static func stopAll() {
    let runners = allLock.withLock { all }
    for runner in runners {
      runner.lock.withLock {
        for server in runner.servers.values where server.process.isRunning {
          kill(server.process.processIdentifier, SIGKILL)
        }
      }
    }
  }

  /// What a path keeps unencoded in the served URL.
  private static let pathCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#;"))
}
