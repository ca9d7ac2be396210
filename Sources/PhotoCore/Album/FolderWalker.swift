#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Lists the photos of a folder (and, when recursive, of its sub-folders) in natural order.
///
/// - Entries are typed from `readdir`'s `d_type`; only symbolic links and `DT_UNKNOWN` entries are stat-ed to
///   learn what they are. Each photo is stat-ed once for its `FileStamp` (that stat, or the sniff's `fstat`,
///   when there was one), after `onFirstPhoto` is told, while its folder is still open (`fstatat`).
/// - A regular file is a photo when its extension says so, else when its first bytes do (opened with
///   `O_NONBLOCK`, after checking it is a regular file). FIFOs, devices and sockets are never opened.
/// - Hidden entries and sidecar folders (`AlbumLister.isSkipped`) are skipped.
/// - Names that are not valid UTF-8 are skipped with one warning each (only those that would have been
///   shown: photos, and sub-folders when recursive), because an `AlbumItem` location is a `String`.
/// - Recursion is depth first: a sub-folder's photos sit where the sub-folder sorts among its siblings.
///   Each folder is listed once (tracked by device and inode), so symbolic link loops end with a warning;
///   an unreadable sub-folder is skipped with a warning. Only one directory is open at a time.
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
  private var visited: Set<FileID> = []

  /// Whether every photo is stamped (see `AlbumOptions.stampsEveryPhoto`).
  let stampsEveryPhoto: Bool

  init(recursive: Bool, stampsEveryPhoto: Bool = false) {
    self.recursive = recursive
    self.stampsEveryPhoto = stampsEveryPhoto
  }

  /// The photos of `folder` (stamped when `stampsEveryPhoto`), which must be readable: failing to open it
  /// throws.
  mutating func photos(in folder: String, state: inout ListingState) throws(AlbumError) -> [AlbumItem] {
    var items: [AlbumItem] = []
    try walk(folder, isTop: true, into: &items, state: &state)
    return items
  }

  private enum Slot {
    /// A photo's name, and its stamp once a stat gave one.
    case photo(String, FileStamp?)
    case folder(String)
    var name: String {
      switch self {
      case .photo(let name, _), .folder(let name): return name
      }
    }
  }

  private mutating func walk(
    _ folder: String, isTop: Bool, into items: inout [AlbumItem], state: inout ListingState
  ) throws(AlbumError) {
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    var slots: [Slot]
    do throws(SystemError) {
      let directory = try OpenDirectory(path: folder)
      defer { directory.close() }
      if let id = directory.identity(), !visited.insert(id).inserted {
        state.warn(.symlinkLoop(path: folder))
        return
      }
      slots = try self.slots(of: directory, state: &state)
      if isTop, let onFirstPhoto, case .photo(let name, _)? = NaturalOrder.first(of: slots, byName: \.name) {
        onFirstPhoto(base + name)
      }
      if stampsEveryPhoto { Self.stamp(&slots, in: directory, state: &state) }
    } catch {
      if !isTop {
        state.warn(.unreadable(path: folder, reason: error.text))
        return
      }
      if error.code == ENOENT { throw .notFound(path: folder) }
      throw .unreadable(path: folder, reason: error.text)
    }
    for slot in NaturalOrder.sorted(slots, byName: \.name) {
      switch slot {
      case .photo(let name, let stamp): items.append(AlbumItem(path: base + name, stamp: stamp))
      case .folder(let name):
        if recursive {
          try walk(base + name, isTop: false, into: &items, state: &state)
        } else if isTop {
          folders.append(base + name)
        }
      }
    }
  }

  /// Stamps the photos of the open `directory` that no stat has stamped yet (nil when one vanished since).
  private static func stamp(_ slots: inout [Slot], in directory: OpenDirectory, state: inout ListingState) {
    for index in slots.indices {
      guard case .photo(let name, nil) = slots[index] else { continue }
      state.entryStats += 1
      slots[index] = .photo(name, FileProbe.status(of: Array(name.utf8CString), in: directory.descriptor)?.stamp)
    }
  }

  /// The photos and (when recursive) sub-folders directly inside the open `directory`, unsorted.
  private func slots(of directory: OpenDirectory, state: inout ListingState) throws(SystemError) -> [Slot] {
    var slots: [Slot] = []
    for entry in try directory.entries() {
      let raw = String(decoding: entry.name, as: UTF8.self)
      if AlbumLister.isSkipped(name: raw) { continue }
      var type = entry.type
      var stamp: FileStamp?
      if type == .needsStat {
        state.entryStats += 1
        let status = FileProbe.status(of: entry.cName, in: directory.descriptor)
        stamp = status?.stamp
        type =
          switch status?.kind {
          case .regular?: .regular
          case .directory?: .directory
          case .other?, nil: .other  // a FIFO, a device, or a dangling link
          }
      }
      let isFolder: Bool
      switch type {
      case .regular:
        if !FileProbe.hasPhotoExtension(entry.name) {
          guard let sniffed = FileProbe.sniffedPhoto(name: entry.cName, in: directory.descriptor) else { continue }
          stamp = sniffed
        }
        isFolder = false
      case .directory:
        guard recursive || collectsFolders else { continue }
        isFolder = true
      case .other, .needsStat:
        continue
      }
      // A name that is not valid UTF-8 is kept byte for byte: it opens, and shows with U+FFFD.
      let name = String(validating: entry.name, as: UTF8.self) ?? PathText.name(fromBytes: entry.name)
      slots.append(isFolder ? .folder(name) : .photo(name, stamp))
    }
    return slots
  }
}
