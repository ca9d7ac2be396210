import Foundation
import PhotoCore

/// A manifest on a server (`sdlphoto https://frame.example/album.json`): an `album.json` or a text list whose
/// entries name photos on servers, fetched through a disk cache of its own
/// (`$XDG_CACHE_HOME/sdlphoto/manifests`) and revalidated with `If-None-Match` / `If-Modified-Since` each time it
/// is fetched again (`--watch` does so every `--refresh` minutes). When the server is down or failing, the copy
/// fetched last is listed, so a photo frame that restarts offline keeps its album.
public final class RemoteManifest: @unchecked Sendable {
  /// The manifest's URL.
  public let url: String
  /// The web, read through the manifests' own download cache.
  private let source: WebSource

  /// The manifest at `url`, cached in `cacheDirectory` (the default: beside the photos' download cache).
  public init(url: String, cacheDirectory: String? = RemoteManifest.defaultCacheDirectory()) {
    self.url = url
    let downloader = PhotoDownloader(
      cacheDirectory: cacheDirectory, maxCacheBytes: Tuning.Network.manifestCacheBytes)
    source = WebSource(fetcher: CachedWebFetcher { downloader })
  }

  /// `$XDG_CACHE_HOME/sdlphoto/manifests` (or `~/.cache/sdlphoto/manifests`); nil without either variable.
  public static func defaultCacheDirectory() -> String? {
    PhotoDownloader.defaultCacheDirectory().map {
      (($0 as NSString).deletingLastPathComponent as NSString).appendingPathComponent("manifests")
    }
  }

  /// The manifest's bytes: the cached copy while fresh, else the server's answer (a 304 keeps the cached copy),
  /// else the cached copy when the server cannot be reached. Blocks while it downloads (never call it on the
  /// frame loop's thread). Throws `unreadable` with the reason in plain words when there is no copy at all.
  public func fetch() throws(AlbumError) -> [UInt8] {
    do throws(SourceFailure) {
      return try source.open(url).contents(limit: AlbumLister.manifestSizeLimit + 1)
    } catch {
      throw .unreadable(path: url, reason: error.reason)
    }
  }

  /// The album the manifest lists now, by `lister` (fetched as `fetch` says).
  public func listing(by lister: AlbumLister) throws(AlbumError) -> AlbumListing {
    try lister.listing(forRemoteManifest: try fetch(), url: url)
  }
}
