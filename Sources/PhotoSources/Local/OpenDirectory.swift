#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A directory opened with `opendir`, read with `readdir`, closed when done (or when released).
///
/// Entries keep their exact name bytes, so names that are not valid UTF-8 can still be examined
/// (stat, sniff) relative to the open directory before the lister decides what to do with them.
final class OpenDirectory {
  /// One directory entry as `readdir` reports it.
  struct Entry {
    /// The name's bytes, without the terminating NUL.
    var name: [UInt8]
    /// What `d_type` says, when the file system says anything.
    var type: EntryType
    /// The name as a C string, for `*at` calls.
    var cName: [CChar] { name.map { CChar(bitPattern: $0) } + [0] }
  }

  /// `d_type`, reduced to what the lister needs.
  enum EntryType: Equatable {
    case regular, directory, other
    /// A symbolic link (`DT_LNK`) or a file system that does not fill `d_type` (`DT_UNKNOWN`): needs a stat.
    case needsStat
  }

  /// The path it was opened with.
  let path: String
  private var handle: OpaquePointer?

  /// Opens `path`, or throws the `errno` of the failure.
  init(path: String) throws(SystemError) {
    guard let handle = PathText.withFileSystemPath(path, { opendir($0) }) else { throw .current }
    self.path = path
    self.handle = handle
  }

  deinit { close() }

  /// The descriptor to use with `fstatat`/`openat`, or -1 once closed.
  var descriptor: Int32 { handle.map { dirfd($0) } ?? -1 }

  /// The directory's own device and inode.
  func identity() -> FileID? {
    var s = stat()
    return fstat(descriptor, &s) == 0 ? FileStatus(s).id : nil
  }

  /// Every entry except `.` and `..`, in the order the file system returns them.
  func entries() throws(SystemError) -> [Entry] {
    guard let handle else { throw SystemError(code: EBADF) }
    var result: [Entry] = []
    while true {
      errno = 0
      guard let entry = readdir(handle) else {
        if errno != 0 { throw .current }
        return result
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix(while: { $0 != 0 }))
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      result.append(Entry(name: name, type: Self.entryType(entry.pointee.d_type)))
    }
  }

  /// Closes the directory; further calls do nothing.
  func close() {
    if let handle { closedir(handle) }
    handle = nil
  }

  private static func entryType(_ type: UInt8) -> EntryType {
    switch Int(type) {
    case Int(DT_REG): return .regular
    case Int(DT_DIR): return .directory
    case Int(DT_LNK), Int(DT_UNKNOWN): return .needsStat
    default: return .other  // FIFO, character or block device, socket: never opened.
    }
  }
}
