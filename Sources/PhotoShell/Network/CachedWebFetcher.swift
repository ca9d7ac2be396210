import Foundation
import PhotoCore

/// The web source's fetcher: a URL downloaded through `PhotoDownloader`'s disk cache (revalidated, and the
/// copy fetched last answered when the server cannot be reached). The downloader is made on first use, so a
/// local album never starts the network stack.
final class CachedWebFetcher: WebFetcher, @unchecked Sendable {
  private let make: @Sendable () -> PhotoDownloader
  private let lock = NSLock()
  private var made: PhotoDownloader?

  /// A fetcher through the downloader `make` makes when it is first needed.
  init(_ make: @escaping @Sendable () -> PhotoDownloader) { self.make = make }

  /// The downloader, made now if it was not yet.
  var downloader: PhotoDownloader {
    lock.withLock {
      if let made { return made }
      let downloader = make()
      made = downloader
      return downloader
    }
  }

  func copy(of url: String, progress: @escaping @Sendable (Int64, Int64?) -> Void) throws(SourceFailure) -> String {
    switch downloader.fetch(url, progress: progress) {
    case .success(let copy): return copy
    case .failure(.network(let reason)): throw .network(reason: reason)
    case .failure(let error): throw .unreadable(reason: UserText.message(for: error))
    }
  }
}
