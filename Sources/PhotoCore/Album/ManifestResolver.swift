import Foundation

/// Turns a manifest entry into a URL item or a local path, checking what a manifest may name.
///
/// - `http://` and `https://` URLs become remote items named by their caption, else their last path
///   component, else their host.
/// - `file://` URLs become paths, but only inside the list's folder (`baseDirectory`, symbolic links
///   resolved where they exist): a downloaded manifest cannot point the viewer at arbitrary files this way.
/// - Other schemes, and relative values of a JSON `"url"`, are refused with the entry's place.
/// - Relative paths resolve against `baseDirectory`; plain absolute paths are taken as given.
/// - A manifest fetched from a server (`baseURL`) names only what that server's URLs name: paths and relative
///   URLs resolve against the manifest's own URL, and a `file://` URL is refused.
struct ManifestResolver {
  /// Where an entry leads.
  enum Target: Equatable {
    case remote(AlbumItem)
    case local(path: String, caption: String?)
  }

  /// The folder relative paths start from ("." for the current one).
  var baseDirectory: String
  /// The URL of a manifest fetched from a server; nil for a local one.
  var baseURL: String? = nil

  /// Schemes recognised without `//`, so `data:` or `mailto:` lines get a clear refusal, not "no such file".
  private static let schemesWithoutSlashes: Set<String> = ["data", "javascript", "mailto", "about", "blob"]

  func resolve(_ entry: ManifestEntry) throws(ManifestProblem) -> Target {
    let shown = "\"" + PathText.escaped(entry.reference) + "\""
    let scheme = entry.kind == .path ? nil : Self.scheme(of: entry.reference)
    guard let scheme else {
      if let baseURL { return try remote(entry.reference, against: baseURL, entry: entry, shown: shown) }
      if entry.kind == .url {
        throw ManifestProblem(
          reason: "\(entry.place): \"url\" is \(shown), which is not a full URL; "
            + "give an http or https URL, or use \"path\" for a file")
      }
      return .local(path: path(entry.reference), caption: entry.caption)
    }
    switch scheme {
    case "http", "https":
      switch Self.remoteItem(entry.reference, caption: entry.caption) {
      case .success(let item): return .remote(item)
      case .failure(.notAURL): throw ManifestProblem(reason: "\(entry.place): \(shown) is not a valid URL")
      case .failure(.noHost): throw ManifestProblem(reason: "\(entry.place): \(shown) has no host")
      }
    case "file" where baseURL != nil:
      throw ManifestProblem(
        reason: "\(entry.place): \(shown) is a local file, which a manifest from a server may not name")
    case "file":
      return .local(path: try fileURLPath(entry, shown: shown), caption: entry.caption)
    default:
      throw ManifestProblem(
        reason: "\(entry.place): \(shown) uses the unsupported URL scheme \"\(scheme)\"; "
          + "use http, https or a file path")
    }
  }

  /// A path or relative URL in a manifest fetched from `base`: the URL it names there.
  private func remote(
    _ reference: String, against base: String, entry: ManifestEntry, shown: String
  ) throws(ManifestProblem) -> Target {
    // Spaces and other characters a URL may not hold are escaped first (a path written as a name).
    let escaped = reference.addingPercentEncoding(withAllowedCharacters: Self.urlCharacters) ?? reference
    guard let baseURL = URL(string: base), let url = URL(string: escaped, relativeTo: baseURL)?.absoluteURL,
      ["http", "https"].contains(url.scheme?.lowercased() ?? "")
    else { throw ManifestProblem(reason: "\(entry.place): \(shown) is not a valid URL here") }
    switch Self.remoteItem(url.absoluteString, caption: entry.caption) {
    case .success(let item): return .remote(item)
    case .failure: throw ManifestProblem(reason: "\(entry.place): \(shown) is not a valid URL here")
    }
  }

  /// What a relative URL may hold as it is: the path's characters, `%` (already escaped), `?`, `#` and `=`.
  private static let urlCharacters = CharacterSet.urlPathAllowed.union(CharacterSet(charactersIn: "%?#=&"))

  /// Why an `http(s)` URL cannot be an item.
  enum RemoteProblem: Error, Equatable {
    case notAURL, noHost
  }

  /// The remote item for an `http(s)` URL, named by `caption`, else its last path component, else its host.
  static func remoteItem(_ url: String, caption: String?) -> Result<AlbumItem, RemoteProblem> {
    guard let parts = URLComponents(string: url) else { return .failure(.notAURL) }
    guard let host = parts.host, !host.isEmpty else { return .failure(.noHost) }
    let last = parts.path.split(separator: "/").last.map(String.init)
    return .success(AlbumItem(location: url, displayName: caption ?? last ?? host))
  }

  /// The scheme (lower case) when `reference` starts with `scheme://` or a known scheme without slashes.
  static func scheme(of reference: String) -> String? {
    guard let colon = reference.firstIndex(of: ":") else { return nil }
    let name = reference[..<colon].unicodeScalars
    func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
    guard let first = name.first, isLetter(first),
      name.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
    else { return nil }
    let lower = String(name).lowercased()
    if reference[colon...].hasPrefix("://") || Self.schemesWithoutSlashes.contains(lower) { return lower }
    return nil
  }

  private func path(_ reference: String) -> String {
    if reference.hasPrefix("/") { return reference }
    var relative = Substring(reference)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    if baseDirectory == "." || baseDirectory.isEmpty { return String(relative) }
    return (baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/") + relative
  }

  private func fileURLPath(_ entry: ManifestEntry, shown: String) throws(ManifestProblem) -> String {
    guard let parts = URLComponents(string: entry.reference), !parts.path.isEmpty else {
      throw ManifestProblem(reason: "\(entry.place): \(shown) is not a valid file URL")
    }
    if let host = parts.host, !host.isEmpty, host.lowercased() != "localhost" {
      throw ManifestProblem(reason: "\(entry.place): \(shown) names a file on another machine (\"\(host)\")")
    }
    let folder = Self.canonical(absolute(baseDirectory))
    let target = Self.canonical(parts.path)
    guard target.hasPrefix(folder == "/" ? "/" : folder + "/") else {
      throw ManifestProblem(
        reason: "\(entry.place): \(shown) is outside the list's folder (\(PathText.escaped(folder))); "
          + "a file:// URL may only name files inside it")
    }
    return target
  }

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : LocalSource.workingDirectory() + "/" + path
  }

  /// `path` without `.`, `..` or symbolic links: `realpath` when it exists, else its folder's `realpath` plus
  /// its name, else the path with `.` and `..` removed lexically.
  static func canonical(_ path: String) -> String {
    if let real = LocalSource.resolvedPath(path) { return real }
    let lexical = normalized(path)
    let cut = lexical.lastIndex(of: "/") ?? lexical.startIndex
    let parent = cut == lexical.startIndex ? "/" : String(lexical[..<cut])
    if let real = LocalSource.resolvedPath(parent) {
      return (real == "/" ? "" : real) + lexical[cut...]
    }
    return lexical
  }

  /// An absolute `path` with `.`, `..` and repeated slashes removed, without touching the file system.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
