/// Reads the entries of a list or manifest, without touching the file system.
///
/// - Text (standard input, `*.txt`, `*.m3u`): one path or URL per line; surrounding blanks are trimmed;
///   blank lines and lines starting with `#` are skipped, except that an M3U `#EXTINF:<seconds>,<title>`
///   line gives its title as the caption of the next entry.
/// - JSON (`album.json`): `["a.jpg", "https://…/b.jpg"]`, or a list of objects
///   `{"url": "…", "caption": "…"}` / `{"path": "…"}`, or either list under `{"photos": […]}`.
///   Other keys are ignored, so manifests can carry more than sdlphoto reads.
enum ManifestParser {
  /// The two manifest syntaxes.
  enum Format: Equatable, Sendable {
    case text, json
  }

  /// JSON when `name` ends in `.json`, or when the text starts like a JSON object or list of strings or
  /// objects (`{`, `["`, `[{`, `[]`); text otherwise, so a line such as `[2020] trip.jpg` stays a path.
  static func format(of text: String, name: String) -> Format {
    if name.lowercased().hasSuffix(".json") { return .json }
    let start = text.unicodeScalars.drop(while: { $0 == "\u{FEFF}" || isBlank($0) })
    guard let first = start.first else { return .text }
    if first == "{" { return .json }
    if first == "[", let next = start.dropFirst().first(where: { !isBlank($0) }), "\"{]".unicodeScalars.contains(next) {
      return .json
    }
    return .text
  }

  /// The entries of a text list.
  static func textEntries(_ text: String) -> [ManifestEntry] {
    var entries: [ManifestEntry] = []
    var caption: String?
    // Split on the scalar, not the Character: "\r\n" is one Character and would hide the line break.
    for (offset, rawLine) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = trimmed(Substring(rawLine))
      if line.isEmpty { continue }
      if line.hasPrefix("#") {
        if line.hasPrefix("#EXTINF:"), let comma = line.firstIndex(of: ",") {
          let title = trimmed(line[line.index(after: comma)...])
          caption = title.isEmpty ? nil : title
        }
        continue
      }
      entries.append(ManifestEntry(reference: line, caption: caption, place: "line \(offset + 1)"))
      caption = nil
    }
    return entries
  }

  /// The entries of a JSON manifest, or the first thing wrong with it.
  static func jsonEntries(_ text: String) throws(ManifestProblem) -> [ManifestEntry] {
    let root: ManifestJSON
    do throws(ManifestJSON.SyntaxError) {
      root = try ManifestJSON.parse(text)
    } catch {
      throw ManifestProblem(reason: "not valid JSON: \(error.description)")
    }
    let expected = "expected a list of photos, or an object with a \"photos\" list"
    let items: [ManifestJSON]
    switch root {
    case .array(let list):
      items = list
    case .object:
      guard let photos = root["photos"] else {
        throw ManifestProblem(reason: "\(expected); found an object without \"photos\"")
      }
      guard case .array(let list) = photos else {
        throw ManifestProblem(reason: "\"photos\" is \(photos.kindName); expected a list")
      }
      items = list
    default:
      throw ManifestProblem(reason: "\(expected); found \(root.kindName)")
    }
    var entries: [ManifestEntry] = []
    for (offset, item) in items.enumerated() {
      entries.append(try entry(item, place: "item \(offset + 1)"))
    }
    return entries
  }

  private static func entry(_ item: ManifestJSON, place: String) throws(ManifestProblem) -> ManifestEntry {
    switch item {
    case .string(let reference):
      guard !reference.isEmpty else { throw ManifestProblem(reason: "\(place) is empty; expected a path or a URL") }
      return ManifestEntry(reference: reference, place: place)
    case .object:
      let url = item["url"]
      let path = item["path"]
      if url != nil && path != nil { throw ManifestProblem(reason: "\(place) has both \"url\" and \"path\"; give one") }
      guard let value = url ?? path else {
        throw ManifestProblem(reason: "\(place) has neither \"url\" nor \"path\"")
      }
      let key = url != nil ? "url" : "path"
      guard case .string(let reference) = value else {
        throw ManifestProblem(reason: "\(place): \"\(key)\" is \(value.kindName); expected text")
      }
      guard !reference.isEmpty else { throw ManifestProblem(reason: "\(place): \"\(key)\" is empty") }
      var caption: String?
      switch item["caption"] {
      case nil, .null?: caption = nil
      case .string(let text)?: caption = text.isEmpty ? nil : text
      case let other?: throw ManifestProblem(reason: "\(place): \"caption\" is \(other.kindName); expected text")
      }
      return ManifestEntry(reference: reference, caption: caption, kind: url != nil ? .url : .path, place: place)
    default:
      throw ManifestProblem(
        reason: "\(place) is \(item.kindName); expected a path, a URL or an object with \"url\" or \"path\"")
    }
  }

  private static func isBlank(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\r" || s == "\n" }

  private static func trimmed(_ s: Substring) -> String {
    let scalars = s.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
