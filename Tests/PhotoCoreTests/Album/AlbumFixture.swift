import Foundation
import Testing

@testable import PhotoCore

/// A temporary folder for album tests, removed when released. Paths are built from bytes where a test needs
/// names no `String` can hold.
final class AlbumFixture {
  static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]
  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]

  /// The folder's path.
  let dir: String

  init() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("sdlphoto-album-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  deinit { Self.removeTree(Array(dir.utf8)) }

  /// `dir/relative`.
  func path(_ relative: String) -> String { dir + "/" + relative }

  /// Writes `bytes` (a JPEG header by default) at `relative`, creating folders on the way.
  @discardableResult
  func file(_ relative: String, _ bytes: [UInt8] = jpeg) -> String {
    let full = path(relative)
    try? FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: full, contents: Data(bytes)), "cannot create \(full)")
    return full
  }

  /// Writes `bytes` at `dir/<name bytes>`, for names that are not valid UTF-8.
  func rawFile(_ name: [UInt8], _ bytes: [UInt8] = jpeg) {
    let fd = open(Self.cPath(Array(dir.utf8) + [0x2F] + name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    #expect(fd >= 0)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
  }

  /// Creates the folder `dir/<name bytes>`.
  func rawFolder(_ name: [UInt8]) {
    #expect(mkdir(Self.cPath(Array(dir.utf8) + [0x2F] + name), 0o755) == 0)
  }

  @discardableResult
  func folder(_ relative: String) -> String {
    try? FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    return path(relative)
  }

  func fifo(_ relative: String) {
    #expect(mkfifo(path(relative), 0o600) == 0)
  }

  /// A symbolic link at `relative` whose content is `target` (relative targets are relative to the link).
  func link(_ relative: String, to target: String) {
    #expect(symlink(target, path(relative)) == 0)
  }

  /// Sets the modification time of `relative` to `seconds` (+ `nanoseconds`) after 1970.
  func setModified(_ relative: String, seconds: Int, nanoseconds: Int = 0) {
    var times = [
      timespec(tv_sec: seconds, tv_nsec: nanoseconds), timespec(tv_sec: seconds, tv_nsec: nanoseconds),
    ]
    #expect(utimensat(AT_FDCWD, path(relative), &times, 0) == 0)
  }

  /// Rewrites `relative` in place with `bytes`: the same inode, truncated and written through.
  func rewrite(_ relative: String, _ bytes: [UInt8]) {
    let fd = open(path(relative), O_WRONLY | O_TRUNC)
    #expect(fd >= 0, "cannot open \(relative)")
    #expect(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count)
    close(fd)
  }

  /// Replaces `relative` with a new file holding `bytes`, written beside it and renamed over it (a new inode),
  /// the way editors and `rsync` save.
  func renameOver(_ relative: String, _ bytes: [UInt8]) {
    let temporary = path(relative) + ".new"
    #expect(FileManager.default.createFile(atPath: temporary, contents: Data(bytes)))
    #expect(rename(temporary, path(relative)) == 0)
  }

  /// The stamp of `relative` from a `stat` of its own (following symbolic links), or nil when it is gone.
  func stamp(_ relative: String) -> FileStamp? {
    var s = stat()
    guard stat(path(relative), &s) == 0 else { return nil }
    return FileStamp(
      size: Int64(s.st_size), modifiedSeconds: s.st_mtim.tv_sec, modifiedNanoseconds: s.st_mtim.tv_nsec,
      device: UInt64(s.st_dev), inode: UInt64(s.st_ino))
  }

  static func cPath(_ bytes: [UInt8]) -> [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }

  /// Removes a tree by descriptors, so trees deeper than PATH_MAX go too.
  static func removeTree(_ path: [UInt8]) {
    let fd = open(cPath(path), O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
    guard fd >= 0 else { return }
    removeContents(fd)
    rmdir(cPath(path))
  }

  private static func removeContents(_ fd: Int32) {
    guard let handle = fdopendir(fd) else {
      close(fd)
      return
    }
    defer { closedir(handle) }
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      let cName = cPath(name)
      if entry.pointee.d_type == UInt8(DT_DIR) {
        let child = openat(fd, cName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        if child >= 0 {
          fchmod(child, 0o755)
          removeContents(child)
        }
        unlinkat(fd, cName, AT_REMOVEDIR)
      } else {
        unlinkat(fd, cName, 0)
      }
    }
  }
}
