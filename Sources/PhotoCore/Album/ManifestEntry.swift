/// One entry of a list or manifest, before it is resolved against the file system.
struct ManifestEntry: Equatable, Sendable {
  /// What the entry may be.
  enum Kind: Equatable, Sendable {
    /// A bare line or string: a URL when it starts with a scheme, else a path.
    case pathOrURL
    /// The `"url"` of a JSON object: must be an absolute URL.
    case url
    /// The `"path"` of a JSON object: always a path.
    case path
  }

  /// The path or URL as written.
  var reference: String
  /// The caption to show instead of the file name, if any.
  var caption: String?
  var kind: Kind = .pathOrURL
  /// Where it was written, for messages: "line 3" or "item 2".
  var place: String
}

/// Why a list or manifest is malformed, in words that follow its file name (`album.json: <reason>`).
struct ManifestProblem: Error, Equatable, Sendable {
  var reason: String
}
