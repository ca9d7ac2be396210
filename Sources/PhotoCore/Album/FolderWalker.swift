/// Lists the photos of a folder (and, when recursive, of its sub-folders) in natural order, through the
/// source that holds it: the source lists one folder at a time (`PhotoSource.list`), the walker recurses,
/// orders and warns.
///
/// - A file is a photo when its extension says so, else when its first bytes do (`PhotoRecognizer.album`);
///   hidden entries and sidecar folders are skipped by the source.
/// - Recursion is depth first: a sub-folder's photos sit where the sub-folder sorts among its siblings.
///   Each folder is listed once (tracked by the source's identity of it), so symbolic link loops end with a
///   warning; an unreadable sub-folder is skipped with a warning. Only one folder is open at a time.
struct FolderWalker {
  /// Whether sub-folders are walked.
  var recursive: Bool
  /// Whether the top folder's sub-folders are collected (`folders`) when not walked.
  var collectsFolders = false
  /// The top folder's sub-folders, in natural order (with `collectsFolders`).
  private(set) var folders: [String] = []
  /// Told the path of the first photo in natural order as soon as the top folder is read, before anything is
  /// sorted (when that photo is not inside a sub-folder): its decode can start while the rest is sorted.
  var onFirstPhoto: (@Sendable (String) -> Void)?
  private var visited: Set<SourceIdentity> = []

  /// Whether every photo is stamped (see `AlbumOptions.stampsEveryPhoto`).
  let stampsEveryPhoto: Bool
  /// The sources the folders are read from.
  let sources: SourceSet

  init(recursive: Bool, stampsEveryPhoto: Bool = false, sources: SourceSet) {
    self.recursive = recursive
    self.stampsEveryPhoto = stampsEveryPhoto
    self.sources = sources
  }

  /// The photos of `folder` (stamped when `stampsEveryPhoto`), which must be readable: failing to open it
  /// throws.
  mutating func photos(in folder: String, state: inout ListingState) throws(AlbumError) -> [AlbumItem] {
    var items: [AlbumItem] = []
    try walk(folder, isTop: true, into: &items, state: &state)
    return items
  }

  private mutating func walk(
    _ folder: String, isTop: Bool, into items: inout [AlbumItem], state: inout ListingState
  ) throws(AlbumError) {
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    var request = SourceListingRequest(
      photos: .album, listsFolders: recursive || collectsFolders, stampsEveryPhoto: stampsEveryPhoto)
    if isTop, let onFirstPhoto {
      request.onEntries = { entries in
        if let first = NaturalOrder.first(of: entries, byName: \.name), case .photo = first.kind {
          onFirstPhoto(base + first.name)
        }
      }
    }
    let listed: SourceFolder
    do throws(SourceFailure) {
      listed = try sources.source(for: folder).list(folder, request)
    } catch {
      if !isTop {
        state.warn(.unreadable(path: folder, reason: error.reason))
        return
      }
      if error == .notFound { throw .notFound(path: folder) }
      throw .unreadable(path: folder, reason: error.reason)
    }
    state.entryStats += listed.entryStats
    if let id = listed.identity, !visited.insert(id).inserted {
      state.warn(.symlinkLoop(path: folder))
      return
    }
    for entry in NaturalOrder.sorted(listed.entries, byName: \.name) {
      switch entry.kind {
      case .photo(let stamp): items.append(AlbumItem(path: base + entry.name, stamp: stamp))
      case .folder:
        if recursive {
          try walk(base + entry.name, isTop: false, into: &items, state: &state)
        } else if isTop {
          folders.append(base + entry.name)
        }
      }
    }
  }
}
