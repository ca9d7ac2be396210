import Foundation
import PhotoCore

/// A photo's head without the photo: the first bytes a grid cell's embedded thumbnail, a stand-in and the header's
/// facts need, read by range (`Range: bytes=0-`) and kept in the download cache beside the photos, so a cold grid
/// over a home link costs a photo's first bytes (`Tuning.Network.headBytes`) rather than its megabytes, and a start offline still has them.
extension PhotoDownloader {
  /// Where a head is read from when it is not kept: the URL, the login it asks for and the authority to trust.
  struct RangeTarget {
    var url: String
    var login: DAVLogin?
    var caFile: String? = nil
  }

  /// The first `count` bytes of the photo cached as `name` (its URL, or the name `fetch`'s `cachedAs` gives it)
  /// whose listing gave it `version`: from the whole copy fetched as that version, else a head of it kept, else
  /// read from `target()` now and kept under `head: name`. Nil without a version (a head could not be told from an
  /// older photo's), or where the server gave anything but those bytes (one that ignores ranges is stopped at
  /// `count`, not read whole), or could not be reached with no head kept.
  func head(
    named name: String, count: Int, version: UInt64?, target: () throws(SourceFailure) -> RangeTarget
  ) -> [UInt8]? {
    guard let version else { return nil }
    return head(named: name, count: count, whole: { $0.listedVersion == version }, keptAs: "listed \(version)") {
      fd throws(SourceFailure) in
      try readRange(try target(), count: count, into: fd)
    }
  }

  /// The first `count` bytes of the photo cached as `name`: from its whole copy when `whole` says that copy is
  /// the version wanted, else from the head kept as `version`, else from what `fill` writes into the file
  /// descriptor it is given (left open), kept as `version` under `head: name`. Nil where none could be had.
  func head(
    named name: String, count: Int, whole: (CacheEntryMetadata) -> Bool, keptAs version: String,
    fill: (Int32) throws(SourceFailure) -> Void
  ) -> [UInt8]? {
    guard count > 0 else { return nil }
    if let copy = store.lookup(key: DiskCachePolicy.key(for: name)), whole(copy.metadata),
      let bytes = Self.head(of: copy.path, count: count)
    {
      return bytes
    }
    let kept = try? keptCopy(of: Self.headPrefix + name, version: version, progress: { _, _ in }, fill: fill)
    return kept.flatMap { Self.head(of: $0, count: count) }
  }

  /// What a kept head's name starts with (before its photo's): a name of its own, since the cache's key drops a
  /// URL's fragment.
  static let headPrefix = "head: "

  /// The first `count` bytes of the file at `path`; nil when it cannot be read.
  static func head(of path: String, count: Int) -> [UInt8]? {
    try? PhotoFile(path: path).head(count)
  }

  /// `GET target` for its first `count` bytes into `fileDescriptor` (left open): a `206 Partial Content`, or a
  /// `200` of a file no longer than that. Anything else throws, in plain words. A server that could not be
  /// reached is asked for no head a while (`SilentServers`).
  private func readRange(_ target: RangeTarget, count: Int, into fileDescriptor: Int32) throws(SourceFailure) {
    let server = SilentServers.server(of: target.url)
    let now = DownloadTransfer.monotonicSeconds()
    guard silentServers.mayAsk(server, at: now) else { throw .network(reason: "not reached lately") }
    do throws(SourceFailure) {
      try requestRange(target, count: count, into: fileDescriptor)
      silentServers.answered(server)
    } catch {
      if case .network = error { silentServers.silent(server, at: now) }
      throw error
    }
  }

  /// `readRange`'s request, whatever the server's silence.
  private func requestRange(_ target: RangeTarget, count: Int, into fileDescriptor: Int32) throws(SourceFailure) {
    if let missing = loadLibrary() { throw .unreadable(reason: NetworkErrorText.libcurlMissing(missing)) }
    var settings = DownloadTransfer.Settings(
      maxBytes: Int64(count), maxRedirects: Tuning.Network.maxRedirects, timeout: timeout,
      maxTransferTime: Tuning.Network.maxTransferTime, headers: ["Range": "bytes=0-\(count - 1)"])
    settings.login = target.login
    settings.caFile = target.caFile
    let copy = dup(fileDescriptor)
    guard copy >= 0 else { throw .unreadable(reason: NetworkErrorText.cannotSave(errno: errno)) }
    let outcome = run(target.url, settings: settings, into: copy, progress: { _, _ in })
    // The network's failures (`network`) pause the server's heads; the server's answers (`unreadable`) do not.
    if let stop = outcome.stop {
      let reason = NetworkErrorText.stopped(stop, timeout: timeout, limit: Int64(count)) ?? "stopped"
      if case .tooLarge = stop { throw .unreadable(reason: "the server sent the whole photo, not its head") }
      throw .network(reason: reason)
    }
    if let failure = outcome.failure { throw .network(reason: transportText(failure)) }
    guard let status = outcome.response?.status, status == 206 || status == 200 else {
      throw .unreadable(reason: NetworkErrorText.http(status: outcome.response?.status ?? 0))
    }
    if let expected = outcome.expectedBytes, outcome.bytesWritten != expected {
      throw .network(reason: NetworkErrorText.cutShort(received: outcome.bytesWritten, expected: expected))
    }
  }
}
