#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One local folder listed for `LocalSource.list`: opened once, its entries typed from `readdir`'s `d_type`
/// (only symbolic links and `DT_UNKNOWN` entries are stat-ed to learn what they are), each photo stat-ed at
/// most once for its stamp relative to the open folder (`fstatat`), and closed.
struct FolderListing {
  let folder: String
  let request: SourceListingRequest

  /// The folder's photos and (when asked) sub-folders.
  func read() throws(SystemError) -> SourceFolder {
    let directory = try OpenDirectory(path: folder)
    defer { directory.close() }
    let identity = directory.identity().map {
      SourceIdentity(source: LocalSource.name, key: "\($0.device):\($0.inode)")
    }
    var stats = 0
    var entries = try self.entries(of: directory, stats: &stats)
    request.onEntries?(entries)
    if request.stampsEveryPhoto { Self.stamp(&entries, in: directory, stats: &stats) }
    return SourceFolder(identity: identity, entries: entries, entryStats: stats)
  }

  /// Stamps the photos of the open `directory` that no stat has stamped yet (nil when one vanished since).
  private static func stamp(_ entries: inout [SourceEntry], in directory: OpenDirectory, stats: inout Int) {
    for index in entries.indices {
      guard case .photo(nil) = entries[index].kind else { continue }
      stats += 1
      let status = PathText.withFileSystemPath(entries[index].name) {
        FileProbe.status(ofCString: $0, in: directory.descriptor)
      }
      entries[index].kind = .photo(status?.stamp)
    }
  }

  /// The photos and (when asked) sub-folders directly inside the open `directory`, unsorted.
  private func entries(of directory: OpenDirectory, stats: inout Int) throws(SystemError) -> [SourceEntry] {
    var entries: [SourceEntry] = []
    for entry in try directory.entries() {
      let raw = String(decoding: entry.name, as: UTF8.self)
      if SourceEntry.isSkipped(name: raw) { continue }
      var type = entry.type
      var stamp: FileStamp?
      if type == .needsStat {
        stats += 1
        let status = FileProbe.status(of: entry.cName, in: directory.descriptor)
        stamp = status?.stamp
        type =
          switch status?.kind {
          case .regular?: .regular
          case .directory?: .directory
          case .other?, nil: .other  // a FIFO, a device, or a dangling link
          }
      }
      let kind: SourceEntry.Kind
      switch type {
      case .regular:
        if !request.photos.byName(entry.name) {
          guard
            let sniffed = FileProbe.sniffedPhoto(name: entry.cName, in: directory.descriptor, photos: request.photos)
          else { continue }
          stamp = sniffed
        }
        kind = .photo(stamp)
      case .directory:
        guard request.listsFolders else { continue }
        kind = .folder
      case .other, .needsStat:
        continue
      }
      // A name that is not valid UTF-8 is kept byte for byte: it opens, and shows with U+FFFD.
      let name = String(validating: entry.name, as: UTF8.self) ?? PathText.name(fromBytes: entry.name)
      entries.append(SourceEntry(name: name, kind: kind))
    }
    return entries
  }
}
