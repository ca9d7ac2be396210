import Foundation

/// The state of a file tree as far as "did anything write to it?" goes: every entry's type, mode, size,
/// inode, modification and change times, a file's contents and a folder's list of names.
struct TreeSnapshot: Equatable {
  /// One file, folder or link, by its path relative to the root ("" for the root).
  struct Entry: Equatable {
    var path: String
    var mode: UInt32
    var size: Int64
    var inode: UInt64
    var modified: [Int]
    var changed: [Int]
    /// A regular file's bytes.
    var contents: Data?
    /// A folder's entry names, sorted.
    var names: [String]?
  }

  var entries: [Entry]

  /// Reads the tree at `root` (symbolic links are recorded, not followed; FIFOs are never opened).
  static func take(_ root: String) -> TreeSnapshot {
    var entries: [Entry] = []
    func visit(_ relative: String) {
      let path = relative.isEmpty ? root : root + "/" + relative
      var info = stat()
      guard lstat(path, &info) == 0 else { return }
      var entry = Entry(
        path: relative, mode: info.st_mode, size: Int64(info.st_size), inode: UInt64(info.st_ino),
        modified: [info.st_mtim.tv_sec, info.st_mtim.tv_nsec], changed: [info.st_ctim.tv_sec, info.st_ctim.tv_nsec])
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        entry.contents = FileManager.default.contents(atPath: path)
        entries.append(entry)
      case S_IFDIR:
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        entry.names = names
        entries.append(entry)
        for name in names { visit(relative.isEmpty ? name : relative + "/" + name) }
      default:
        entries.append(entry)
      }
    }
    visit("")
    return TreeSnapshot(entries: entries)
  }

  /// What changed from `before` to `self`, one line per difference (empty when nothing did).
  func differences(from before: TreeSnapshot) -> [String] {
    let old = Dictionary(before.entries.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let new = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    var lines: [String] = []
    for path in Set(old.keys).union(new.keys).sorted() {
      let shown = path.isEmpty ? "(the folder itself)" : path
      switch (old[path], new[path]) {
      case (nil, _?): lines.append("\(shown): appeared")
      case (_?, nil): lines.append("\(shown): disappeared")
      case let (a?, b?):
        if a.contents != b.contents { lines.append("\(shown): contents changed") }
        if a.names != b.names { lines.append("\(shown): entries \(a.names ?? []) became \(b.names ?? [])") }
        if a.size != b.size { lines.append("\(shown): size \(a.size) became \(b.size)") }
        if a.mode != b.mode {
          lines.append("\(shown): mode \(String(a.mode, radix: 8)) became \(String(b.mode, radix: 8))")
        }
        if a.inode != b.inode { lines.append("\(shown): replaced (inode \(a.inode) became \(b.inode))") }
        if a.modified != b.modified { lines.append("\(shown): modification time changed") }
        if a.changed != b.changed { lines.append("\(shown): change time (ctime) changed") }
      default: break
      }
    }
    return lines
  }
}
