import Foundation

/// Turns command-line paths into an `Album`: a folder lists its photos (natural order unless `options` say
/// otherwise); one file opens its folder at that file; several paths are exactly those, folders expanded;
/// a manifest (`album.json`, a text list) opens like a folder; no path at all opens the bundled demo album.
///
/// Each argument may also be an `http(s)://` URL (one remote photo), a `file://` URL, or a quoted wildcard
/// pattern (`'*.jpg'`) expanded with `glob()` when no file has that exact name.
public struct AlbumLister: Sendable {
  /// The folder opened when no path is given.
  public var demoAlbumPath: String
  /// Sort, reverse and recursion.
  public var options: AlbumOptions
  /// Told the first photo's path as soon as a folder opened at its start is read, before it is sorted (only
  /// in name order, not reversed): the viewer starts decoding it at once, so start-up does not grow with the
  /// folder's size.
  public var onFirstPhoto: (@Sendable (String) -> Void)?
  /// Where the folders, files and URLs named are read from: every listing, sniff and stat asks them.
  public var sources: SourceSet

  /// A lister that falls back to `demoAlbumPath`, with `options` (default: name order, not recursive), reading
  /// through `sources`.
  public init(demoAlbumPath: String, options: AlbumOptions = AlbumOptions(), sources: SourceSet = .standard) {
    self.demoAlbumPath = demoAlbumPath
    self.options = options
    self.sources = sources
  }

  /// The album for `paths`, or the error a user should read. Warnings are dropped; see `listing(for:)`.
  public func album(for paths: [String]) throws(AlbumError) -> Album {
    try listing(for: paths).album
  }

  /// The album for `paths` and what was skipped on the way, or the error a user should read.
  public func listing(for paths: [String]) throws(AlbumError) -> AlbumListing {
    var state = ListingState()
    let album = try open(paths, state: &state)
    return AlbumListing(album: album, warnings: state.warnings)
  }

  /// The photos of `folder` in order (sub-folders too when `options.recursive`), opened at `start` when it
  /// is one of them.
  public func folderAlbum(_ folder: String, startingAt start: String?) throws(AlbumError) -> Album {
    var state = ListingState()
    return try folderAlbum(folder, startingAt: start, recursive: options.recursive, state: &state)
  }

  /// The photos of `folder` in order (sub-folders too when `options.recursive`); hidden files and sidecars
  /// are skipped.
  public func listPhotos(in folder: String) throws(AlbumError) -> [AlbumItem] {
    var state = ListingState()
    return try listPhotos(in: folder, recursive: options.recursive, state: &state)
  }

  /// Hidden files (which covers `._*` resource forks and `.thumbnails`), NAS thumbnail and recycle
  /// folders and Windows thumbnail caches are never photos of the album.
  public static func isSkipped(name: String) -> Bool { SourceEntry.isSkipped(name: name) }

  /// A path is a photo when its extension says so or, lacking a known extension, its first bytes do
  /// (read only from a regular file, never from a FIFO or device).
  public func isPhoto(path: String) -> Bool {
    ImageKind.hasPhotoExtension(Array(Self.lastComponent(of: path).utf8)) || sniffsAsPhoto(path)
  }

  /// Whether the first bytes of the regular file at `location` are an image or clip sdlphoto knows.
  func sniffsAsPhoto(_ location: String) -> Bool {
    guard let head = try? sources.source(for: location).open(location).head(ImageKind.sniffLength) else {
      return false
    }
    return ImageKind.sniff(head) != nil
  }

  // MARK: - Internals

  /// One command-line argument, after URLs and wildcards are understood.
  private enum Argument {
    case remote(AlbumItem)
    /// A path that exists; `matched` when it came from a wildcard rather than being named.
    case local(path: String, status: SourceStatus, matched: Bool)
  }

  func open(_ paths: [String], state: inout ListingState) throws(AlbumError) -> Album {
    if paths.isEmpty {
      return try folderAlbum(demoAlbumPath, startingAt: nil, recursive: options.recursive, state: &state)
    }
    let arguments = try expand(paths, state: &state)
    if arguments.count == 1 {
      switch arguments[0] {
      case .remote(let item): return Album(items: [item], origin: paths[0], sources: sources)
      case .local(let path, let status, _): return try single(path, status: status, state: &state)
      }
    }
    var items: [AlbumItem] = []
    for argument in arguments {
      switch argument {
      case .remote(let item): items.append(item)
      case .local(let path, let status, let matched):
        items += try self.items(for: path, status: status, matched: matched, state: &state)
      }
    }
    let origin = paths.joined(separator: " ")
    if items.isEmpty { throw .noPhotos(folder: origin) }
    return Album(
      items: AlbumSorter.arrange(items, options: options, sources: sources, state: &state), origin: origin,
      sources: sources)
  }

  /// One path: a folder opens as an album, a photo opens its folder at it, a manifest opens its list.
  private func single(_ path: String, status: SourceStatus, state: inout ListingState) throws(AlbumError) -> Album {
    switch status.kind {
    case .folder:
      return try folderAlbum(path, startingAt: nil, recursive: options.recursive, state: &state)
    case .other:
      throw .notAPhoto(path: path)
    case .file:
      if isPhoto(path: path) {
        // Open its folder at that file, so the user can page to its neighbours (not its sub-folders).
        var neighbours = ListingState()
        let folder = Self.parentFolder(of: path)
        if let album = try? folderAlbum(folder, startingAt: path, recursive: false, state: &neighbours),
          Self.same(album.items[album.startIndex].location, path)
        {
          state.warnings += neighbours.warnings
          state.entryStats += neighbours.entryStats
          return album
        }
        return Album(items: [AlbumItem(path: path, stamp: status.stamp)], origin: path, sources: sources)
      }
      guard let items = try manifestItems(atPath: path, state: &state) else { throw .notAPhoto(path: path) }
      if items.isEmpty { throw .emptyList(path: path) }
      return Album(
        items: AlbumSorter.arrange(items, options: options, sources: sources, state: &state), origin: path,
        sources: sources)
    }
  }

  /// The items one of several paths contributes. Named non-photos are skipped with a warning; wildcard
  /// matches contribute only photos and folders, silently, the way a folder listing does.
  private func items(
    for path: String, status: SourceStatus, matched: Bool, state: inout ListingState
  ) throws(AlbumError) -> [AlbumItem] {
    switch status.kind {
    case .folder:
      do throws(AlbumError) {
        return try listPhotos(in: path, recursive: options.recursive, state: &state, sorted: false)
      } catch {
        if !matched { throw error }
        state.warn(error)
        return []
      }
    case .file where isPhoto(path: path):
      return [AlbumItem(path: path, stamp: status.stamp)]
    case .file where !matched:
      if let items = try manifestItems(atPath: path, state: &state) { return items }
      state.warn(.notAPhoto(path: path))
      return []
    case .file, .other:
      if !matched { state.warn(.notAPhoto(path: path)) }
      return []
    }
  }

  /// Command-line arguments with URLs recognised and wildcards expanded; a path that is neither there nor
  /// a pattern that matches is an error.
  private func expand(_ paths: [String], state: inout ListingState) throws(AlbumError) -> [Argument] {
    var arguments: [Argument] = []
    for named in paths {
      let path = Self.resolved(named, in: options.namedSources)
      if DAVLocation.isDAV(path) {
        do throws(DAVLocation.Refusal) {
          _ = try DAVLocation.parse(path)
        } catch {
          throw .badURL(url: DAVLocation.withoutPassword(path), reason: error.reason)
        }
      }
      if SMBLocation.isSMB(path) {
        do throws(SMBLocation.Refusal) {
          _ = try SMBLocation.parse(path)
        } catch {
          throw .badURL(url: DAVLocation.withoutPassword(path), reason: error.reason)
        }
      }
      let scheme = ManifestResolver.scheme(of: path)
      if let scheme, ["http", "https", "file"].contains(scheme) {
        arguments.append(try url(path, scheme: scheme))
      } else if let status = sources.source(for: path).status(of: path) {
        arguments.append(.local(path: path, status: status, matched: false))
      } else if sources.claims(path) {
        throw .notFound(path: path)  // a source's location that is not there
      } else if let scheme {
        arguments.append(try url(path, scheme: scheme))
      } else if GlobExpander.isPattern(path) {
        let (found, undecodable) = GlobExpander.expand(path)
        let matches = NaturalOrder.sorted(found, byPath: { $0 })
        for bytes in undecodable {
          state.warn(.undecodableName(place: path, name: PathText.escaped(bytes: bytes)))
        }
        if matches.isEmpty && undecodable.isEmpty { throw .noMatches(pattern: path) }
        for match in matches {
          guard let status = sources.source(for: match).status(of: match) else { continue }
          arguments.append(.local(path: match, status: status, matched: true))
        }
      } else {
        throw .notFound(path: path)
      }
    }
    return arguments
  }

  /// `path` with a configured source's name (`NAME:` or `NAME:PATH`) replaced by its URL (and `PATH` below
  /// it), and a Nextcloud share link by its public WebDAV folder (`NextcloudShareLink`); any other path as it is.
  public static func resolved(_ path: String, in sources: [String: String]) -> String {
    let named = named(path, in: sources)
    return NextcloudShareLink.davLocation(of: named) ?? named
  }

  /// `path` with a configured source's name replaced by its URL (and what follows below it).
  private static func named(_ path: String, in sources: [String: String]) -> String {
    guard !sources.isEmpty, let colon = path.firstIndex(of: ":"), let url = sources[String(path[..<colon])] else {
      return path
    }
    let below = path[path.index(after: colon)...].drop { $0 == "/" }
    guard !below.isEmpty else { return url }
    if let share = NextcloudShareLink.davLocation(of: url) { return share + "/" + below }
    return (url.hasSuffix("/") ? url : url + "/") + below
  }

  /// A URL named on the command line: `http(s)` is one remote photo, `file` is its path (anywhere: the
  /// user typed it), anything else is refused.
  private func url(_ text: String, scheme: String) throws(AlbumError) -> Argument {
    switch scheme {
    case "http", "https":
      switch ManifestResolver.remoteItem(text, caption: nil) {
      case .success(let item): return .remote(item)
      case .failure(.notAURL): throw .badURL(url: text, reason: "it is not a valid URL")
      case .failure(.noHost): throw .badURL(url: text, reason: "it has no host")
      }
    case "file":
      if let parts = URLComponents(string: text), !parts.path.isEmpty,
        (parts.host ?? "").isEmpty || parts.host?.lowercased() == "localhost"
      {
        guard let status = sources.source(for: parts.path).status(of: parts.path) else {
          throw .notFound(path: parts.path)
        }
        return .local(path: parts.path, status: status, matched: false)
      }
      throw .badURL(url: text, reason: "it is not a local file URL")
    default:
      break
    }
    throw .badURL(url: text, reason: "sdlphoto cannot open \(scheme): URLs; use http, https or a file path")
  }

  func folderAlbum(
    _ folder: String, startingAt start: String?, recursive: Bool, state: inout ListingState
  ) throws(AlbumError) -> Album {
    var walker = FolderWalker(recursive: recursive, stampsEveryPhoto: options.stampsEveryPhoto, sources: sources)
    walker.collectsFolders = options.listsFolders && !recursive
    let nameOrder: Bool
    switch options.sort {
    case nil, .name?: nameOrder = true
    default: nameOrder = false
    }
    if start == nil && nameOrder && !options.reverse { walker.onFirstPhoto = onFirstPhoto }
    let listed = paired(try walker.photos(in: folder, state: &state))
    let items = AlbumSorter.arrange(listed, options: options, sources: sources, state: &state)
    let folders = walker.folders.compactMap { folderTile($0, state: &state) }
    if items.isEmpty && folders.isEmpty { throw .noPhotos(folder: folder) }
    let index =
      start.flatMap { s in
        items.firstIndex(where: { $0.location == s }) ?? items.firstIndex(where: { Self.same($0.location, s) })
          // A RAW named on the command line opens at the photo it is paired with.
          ?? items.firstIndex(where: { $0.companion.map { c in Self.same(c, s) } ?? false })
      } ?? 0
    var album = Album(items: items, startIndex: index, origin: folder, sources: sources)
    album.folders = folders
    return album
  }

  /// The tile of sub-folder `path`: its photos counted (one read of the folder) and the first taken as its cover;
  /// nil, with a warning, when it cannot be read.
  func folderTile(_ path: String, state: inout ListingState) -> AlbumFolder? {
    var walker = FolderWalker(recursive: false, sources: sources)
    var inner = ListingState()
    let photos: [AlbumItem]
    do {
      photos = try walker.photos(in: path, state: &inner)
    } catch {
      state.warn(error)
      return nil
    }
    // In natural order already: the first is the cover.
    return AlbumFolder(
      path: path, name: String(Self.lastComponent(of: path)), photoCount: photos.count, cover: photos.first?.location)
  }

  /// The photos of `folder`, arranged by `options` unless `sorted` is false (the caller sorts a longer list).
  func listPhotos(
    in folder: String, recursive: Bool, state: inout ListingState, sorted: Bool = true
  ) throws(AlbumError) -> [AlbumItem] {
    var walker = FolderWalker(recursive: recursive, stampsEveryPhoto: options.stampsEveryPhoto, sources: sources)
    let items = paired(try walker.photos(in: folder, state: &state))
    return sorted ? AlbumSorter.arrange(items, options: options, sources: sources, state: &state) : items
  }

  /// Listed `items` as the options say: clips left out, or live photos' halves paired; RAWs paired with their
  /// photos.
  func paired(_ items: [AlbumItem]) -> [AlbumItem] {
    var items = items
    if !options.listsClips { items = items.filter { !isClip($0.location) } }
    if options.pairsRaw { items = RawPairing.paired(items, sources: sources) }
    if options.listsClips {
      items = LivePairing.paired(
        items, identifier: { LivePairing.contentIdentifier(path: $0, from: sources) }, sources: sources)
    }
    return items
  }

  /// Whether the file at `path` is a video clip: named as one, or, named as nothing known, its bytes say so.
  public func isClip(_ path: String) -> Bool { Self.isClip(path, from: sources) }

  /// Whether the file at `path` is a video clip: named as one, or, named as nothing known, its bytes (read
  /// through `sources`) say so.
  public static func isClip(_ path: String, from sources: SourceSet) -> Bool {
    if let ext = fileExtension(of: path) {
      if ImageKind.clipExtensions.contains(ext) { return true }
      if ImageKind.knownExtensions.contains(ext) { return false }
    }
    guard let head = try? sources.source(for: path).open(path).head(ImageKind.sniffLength) else { return false }
    return ImageKind.sniff(head) == .clip
  }

  /// The extension of the file `path` names, lower case; nil for a name without one (or a hidden file's).
  static func fileExtension(of path: String) -> String? {
    let name = lastComponent(of: path)
    let bytes = name.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return nil }
    let ext = bytes[bytes.index(after: dot)...]
    // An ASCII extension (nearly every one) lowered byte by byte: a listing asks this of every file.
    guard ext.count <= 15, ext.allSatisfy({ $0 < 0x80 }) else { return name[dot...].dropFirst().lowercased() }
    return String(unsafeUninitializedCapacity: ext.count) { buffer in
      for (i, byte) in ext.enumerated() {
        buffer[i] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
      }
      return ext.count
    }
  }

  static func lastComponent(of path: String) -> Substring {
    // Scanned back from the end, trailing slashes aside (a listing asks this of every file: no array of parts).
    let bytes = path.utf8
    let slash = UInt8(ascii: "/")
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
    guard end > bytes.startIndex else { return Substring(path) }
    var start = end
    while start > bytes.startIndex, bytes[bytes.index(before: start)] != slash { start = bytes.index(before: start) }
    return path[start..<end]
  }

  /// The folder holding `path`, written the way the path was ("." for a bare name).
  static func parentFolder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  static func same(_ a: String, _ b: String) -> Bool {
    URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
  }
}

extension AlbumLister {
  /// Every photo and clip under `folder` and its sub-folders, stamped, paired as the options say, unsorted;
  /// with what was skipped: what a library indexes.
  public func libraryItems(in folder: String) throws(AlbumError) -> (items: [AlbumItem], warnings: [AlbumError]) {
    var state = ListingState()
    var walker = FolderWalker(recursive: true, stampsEveryPhoto: true, sources: sources)
    let items = paired(try walker.photos(in: folder, state: &state))
    return (items, state.warnings)
  }
}
