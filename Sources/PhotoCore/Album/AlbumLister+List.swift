import Foundation

/// Lists and manifests: standard input (`-`), text lists and `album.json`.
extension AlbumLister {
  /// The largest list or manifest file read from disk, in bytes (16 MiB: about 150,000 long paths).
  public static let manifestSizeLimit = 16 << 20

  /// The album listed by `text` (see `listing(forList:baseDirectory:origin:)`). Warnings are dropped.
  public func album(forList text: String, baseDirectory: String, origin: String) throws(AlbumError) -> Album {
    try listing(forList: text, baseDirectory: baseDirectory, origin: origin).album
  }

  /// The album listed by `text`: one path or URL per line (blank lines and `#` comments skipped), or a JSON
  /// manifest when `origin` ends in `.json` or the text starts like one. Relative paths resolve against
  /// `baseDirectory` (the manifest's folder; "." for standard input). `origin` names the list in messages
  /// and titles, e.g. `album.json` or `standard input`.
  ///
  /// A malformed list (bad JSON, wrong types, a relative `"url"`, an unsupported scheme, a `file://` URL
  /// outside `baseDirectory`) throws `badManifest` naming the line or item; a missing or non-photo entry
  /// is skipped with a warning; a list with no photo left throws `emptyList`.
  public func listing(
    forList text: String, baseDirectory: String, origin: String
  ) throws(AlbumError) -> AlbumListing {
    try listing(forList: text, named: origin, baseDirectory: baseDirectory, baseURL: nil, origin: origin)
  }

  /// The album listed by `text`, a list or manifest whose format `name` tells (`.json`), its entries resolved
  /// against `baseDirectory`, or `baseURL` for one fetched from a server.
  private func listing(
    forList text: String, named name: String, baseDirectory: String, baseURL: String?, origin: String
  ) throws(AlbumError) -> AlbumListing {
    var state = ListingState()
    let entries = try Self.entries(of: text, origin: name)
    let items = try self.items(
      from: entries, baseDirectory: baseDirectory, baseURL: baseURL, origin: origin, state: &state)
    if items.isEmpty { throw .emptyList(path: origin) }
    let album = Album(
      items: AlbumSorter.arrange(items, options: options, sources: sources, state: &state), origin: origin,
      sources: sources)
    return AlbumListing(album: album, warnings: state.warnings)
  }

  /// Like `listing(forList:baseDirectory:origin:)`, for raw bytes such as standard input. A text line that is
  /// not valid UTF-8 (a file name no `String` can hold) is skipped with a warning; a JSON manifest must be
  /// valid UTF-8 throughout.
  public func listing(
    forListBytes bytes: [UInt8], baseDirectory: String, origin: String
  ) throws(AlbumError) -> AlbumListing {
    if let text = String(validating: bytes, as: UTF8.self) {
      return try listing(forList: text, baseDirectory: baseDirectory, origin: origin)
    }
    if ManifestParser.format(of: String(decoding: bytes, as: UTF8.self), name: origin) == .json {
      throw .badManifest(path: origin, reason: "not valid UTF-8 text")
    }
    var warnings: [AlbumError] = []
    var lines: [String] = []
    for (offset, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
      if let text = String(validating: line, as: UTF8.self) {
        lines.append(text)
      } else {
        let name = PathText.escaped(bytes: Array(line.drop(while: { $0 == 0x20 || $0 == 0x09 })))
        warnings.append(.undecodableName(place: "\(origin), line \(offset + 1)", name: name))
        lines.append("")  // keeps the numbering of later lines
      }
    }
    var result = try listing(forList: lines.joined(separator: "\n"), baseDirectory: baseDirectory, origin: origin)
    result.warnings = warnings + result.warnings
    return result
  }

  /// The album listed by a manifest fetched from `url` (`bytes`, a JSON manifest or a text list, by the URL's
  /// name or the text's start): every entry names a photo on a server, paths and relative URLs resolved
  /// against `url`; a local file is refused. Order and errors as in `listing(forList:baseDirectory:origin:)`.
  public func listing(forRemoteManifest bytes: [UInt8], url: String) throws(AlbumError) -> AlbumListing {
    guard bytes.count <= Self.manifestSizeLimit else {
      throw .badManifest(path: url, reason: "too large for a manifest (over \(Self.manifestSizeLimit >> 20) MiB)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .badManifest(path: url, reason: "not valid UTF-8 text")
    }
    let name = URLComponents(string: url)?.path ?? url
    return try listing(forList: text, named: name.isEmpty ? url : name, baseDirectory: ".", baseURL: url, origin: url)
  }

  /// Whether `path` names a manifest on a server (an `http(s)` URL whose path ends in `.json`, `.txt` or
  /// `.list`), which is fetched and listed rather than shown as a photo.
  public static func isRemoteManifest(_ path: String) -> Bool {
    guard WebSource.isWebURL(path), let name = URLComponents(string: path)?.path.lowercased() else { return false }
    return [".json", ".txt", ".list"].contains { name.hasSuffix($0) }
  }

  // MARK: - Internals

  static func entries(of text: String, origin: String) throws(AlbumError) -> [ManifestEntry] {
    switch ManifestParser.format(of: text, name: origin) {
    case .text:
      return ManifestParser.textEntries(text)
    case .json:
      do throws(ManifestProblem) {
        return try ManifestParser.jsonEntries(text)
      } catch {
        throw .badManifest(path: origin, reason: error.reason)
      }
    }
  }

  /// The items of a manifest file named on the command line, or nil when the file is not a list: a `.json`
  /// file (or one starting like JSON) always is; another text file is when every entry looks like a
  /// photo reference (a URL, a name with a photo extension, or something that exists), so a README is not.
  func manifestItems(atPath path: String, state: inout ListingState) throws(AlbumError) -> [AlbumItem]? {
    let isJSONName = path.lowercased().hasSuffix(".json")
    let bytes: [UInt8]
    do throws(SourceFailure) {
      bytes = try sources.source(for: path).open(path).contents(limit: Self.manifestSizeLimit)
    } catch {
      switch error {
      case .notFound, .unreadable, .notAFolder, .cannotList, .network, .refused:
        throw .unreadable(path: path, reason: error.reason)
      case .notARegularFile: return nil
      case .tooLarge(let limit):
        if isJSONName { throw .badManifest(path: path, reason: "too large for a manifest (over \(limit >> 20) MiB)") }
        return nil
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) else {
      if isJSONName { throw .badManifest(path: path, reason: "not valid UTF-8 text") }
      return nil
    }
    let folder = Self.parentFolder(of: path)
    let entries = try Self.entries(of: text, origin: path)
    if ManifestParser.format(of: text, name: path) == .text {
      let resolver = ManifestResolver(baseDirectory: folder)
      guard !entries.isEmpty, entries.allSatisfy({ looksLikePhotoReference($0, resolver: resolver) }) else {
        return nil
      }
    }
    return try items(from: entries, baseDirectory: folder, origin: path, state: &state)
  }

  private func looksLikePhotoReference(_ entry: ManifestEntry, resolver: ManifestResolver) -> Bool {
    if ManifestResolver.scheme(of: entry.reference) != nil { return true }
    if ImageKind.hasPhotoExtension(Array(entry.reference.utf8)) { return true }
    guard case .local(let path, _)? = try? resolver.resolve(entry) else { return false }
    return sources.source(for: path).status(of: path) != nil
  }

  /// Resolves every entry first (so a malformed list fails before any file is touched), then keeps the
  /// photos: folders are listed like command-line folders, missing entries and non-photos are warnings.
  func items(
    from entries: [ManifestEntry], baseDirectory: String, baseURL: String? = nil, origin: String,
    state: inout ListingState
  ) throws(AlbumError) -> [AlbumItem] {
    let resolver = ManifestResolver(baseDirectory: baseDirectory, baseURL: baseURL)
    var targets: [ManifestResolver.Target] = []
    for entry in entries {
      do throws(ManifestProblem) {
        targets.append(try resolver.resolve(entry))
      } catch {
        throw .badManifest(path: origin, reason: error.reason)
      }
    }
    var items: [AlbumItem] = []
    for target in targets {
      switch target {
      case .remote(let item):
        items.append(item)
      case .local(let path, let caption):
        let status = sources.source(for: path).status(of: path)
        switch status?.kind {
        case nil:
          state.warn(.notFound(path: path))
        case .folder?:
          do throws(AlbumError) {
            items += try listPhotos(in: path, recursive: options.recursive, state: &state, sorted: false)
          } catch {
            state.warn(error)
          }
        case .file? where isPhoto(path: path):
          let stamp = status?.stamp
          items.append(
            caption.map { AlbumItem(location: path, displayName: $0, stamp: stamp) }
              ?? AlbumItem(path: path, stamp: stamp))
        case .file?, .other?:
          state.warn(.notAPhoto(path: path))
        }
      }
    }
    return items
  }
}
