/// Photos and manifests on web servers, named by `http://` and `https://` URLs. Reading one fetches it
/// through the `WebFetcher` the viewer gives (its downloader, offline-first through a disk cache); a set made
/// without one holds web locations and reads none. A web server has no folders to list: an album on one is a
/// manifest (`album.json`, a text list) that names its photos.
public struct WebSource: PhotoSource {
  /// What reads a URL; nil where nothing may be fetched (the pure core's tests).
  public let fetcher: (any WebFetcher)?

  /// The web, read through `fetcher`.
  public init(fetcher: (any WebFetcher)? = nil) { self.fetcher = fetcher }

  /// `web`.
  public var name: String { "web" }
  /// Always: a web photo downloads before it decodes.
  public var isRemote: Bool { true }
  /// Nothing tells when a server's manifest changes: it is fetched again every `--refresh`.
  public var watching: SourceWatching { .polling }
  /// None: a manifest names its photos.
  public var listsFolders: Bool { false }

  /// Whether `location` is an `http://` or `https://` URL.
  public func holds(_ location: String) -> Bool { Self.isWebURL(location) }

  /// Unknown until fetched: nil.
  public func status(of location: String) -> SourceStatus? { nil }

  /// A server has no folders to list.
  public func list(_ folder: String, _ request: SourceListingRequest) throws(SourceFailure) -> SourceFolder {
    throw .cannotList
  }

  /// `location` fetched (or its cached copy when the server cannot be reached), open for reading.
  public func open(_ location: String) throws(SourceFailure) -> any SourceReader {
    try LocalSource().open(try localCopy(of: location, progress: { _, _ in }))
  }

  /// The copy of `location` its fetcher keeps on this machine, fetched or revalidated now.
  public func localCopy(
    of location: String, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) -> String {
    guard let fetcher else { throw .unreadable(reason: "nothing here may fetch from the network") }
    return try fetcher.copy(of: location, progress: progress)
  }

  /// The URL.
  public func identity(of location: String, stamp: FileStamp?) -> SourceIdentity {
    SourceIdentity(source: name, key: location)
  }

  /// Whether `location` starts `http://` or `https://` (in any case).
  public static func isWebURL(_ location: String) -> Bool {
    let lower = location.prefix(8).lowercased()
    return lower.hasPrefix("http://") || lower.hasPrefix("https://")
  }
}

/// What fetches a URL for the web source: the viewer's downloader, which keeps a copy on disk and answers
/// with it when the server cannot be reached.
public protocol WebFetcher: Sendable {
  /// The path of a copy on this machine of the item at `url`, fetched (or from the cache), telling `progress` the
  /// bytes received and expected on the way; its failure in the source's words.
  func copy(
    of url: String, progress: @escaping @Sendable (_ received: Int64, _ expected: Int64?) -> Void
  ) throws(SourceFailure) -> String
}
