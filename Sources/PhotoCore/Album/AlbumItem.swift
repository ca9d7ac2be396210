/// One photo of an album: where it lives and how to name it to the user.
public struct AlbumItem: Sendable, Hashable {
  /// A file system path or, for network albums, a URL string.
  public var location: String
  /// The name shown to the user (the file name, or a caption).
  public var displayName: String

  /// An item for a local file; its display name is the last path component.
  public init(path: String) {
    self.location = path
    self.displayName = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
  }

  /// An item with an explicit display name.
  public init(location: String, displayName: String) {
    self.location = location
    self.displayName = displayName
  }

  /// Whether the location is an `http://` or `https://` URL rather than a file system path.
  public var isRemote: Bool { Self.isRemote(location) }

  /// Whether `location` is an `http://` or `https://` URL (fetched over the network) rather than a path.
  public static func isRemote(_ location: String) -> Bool {
    let lower = location.prefix(8).lowercased()
    return lower.hasPrefix("http://") || lower.hasPrefix("https://")
  }
}
