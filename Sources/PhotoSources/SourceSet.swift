/// The sources a viewer reads from, asked in order which one holds a location: the network's first, the local
/// folders last, which hold every path.
public struct SourceSet: Sendable, Equatable {
  /// The sources, in the order they are asked; the last one answers for what no other holds.
  public let sources: [any PhotoSource]

  /// The set of `sources` (at least one), asked in that order.
  public init(_ sources: [any PhotoSource]) {
    precondition(!sources.isEmpty, "a source set needs a source")
    self.sources = sources
  }

  /// Web and WebDAV servers, SMB shares and rclone's remotes (read only where the viewer gives their sources the
  /// network), then this machine's folders.
  public static let standard = SourceSet([WebSource(), DAVSource(), SMBSource(), RcloneSource(), LocalSource()])

  /// The source that holds `location`.
  public func source(for location: String) -> any PhotoSource {
    for source in sources where source.holds(location) { return source }
    return sources[sources.count - 1]
  }

  /// Whether a source other than the last (which holds every path) holds `location`: a URL of a source.
  public func claims(_ location: String) -> Bool {
    sources.dropLast().contains { $0.holds(location) }
  }

  /// Whether reading `location` crosses the network: its source's answer.
  public func isRemote(_ location: String) -> Bool { source(for: location).isRemote }
  /// Whether `location`'s source reads a photo's head without the rest (`PhotoSource.readsHeads`).
  public func readsHeads(_ location: String) -> Bool { source(for: location).readsHeads }

  /// The sources' names, in order.
  public var names: [String] { sources.map(\.name) }

  /// Sets are equal when they hold sources of the same names in the same order.
  public static func == (a: SourceSet, b: SourceSet) -> Bool { a.names == b.names }
}
