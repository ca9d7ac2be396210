import PhotoCore

/// The web source's fetcher: a URL downloaded through `PhotoDownloader`'s disk cache (revalidated, and the
/// copy fetched last answered when the server cannot be reached), then read from that copy.
struct CachedWebFetcher: WebFetcher {
  let downloader: PhotoDownloader

  func fetch(_ url: String) throws(SourceFailure) -> any SourceReader {
    switch downloader.fetch(url, progress: { _, _ in }) {
    case .success(let copy): return try LocalSource().open(copy)
    case .failure(let error): throw .unreadable(reason: UserText.message(for: error))
    }
  }
}
