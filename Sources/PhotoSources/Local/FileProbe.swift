#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a path is, as far as an album cares: FIFOs, devices and sockets are all `other` and never opened.
enum FileKind: Equatable, Sendable {
  case regular, directory, other
}

/// A file's identity on this machine (device and inode), used to notice a folder reached twice.
struct FileID: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
}

/// The few `stat` fields an album needs: what the path is, and its stamp (size, time, device and inode).
struct FileStatus: Equatable, Sendable {
  var kind: FileKind
  /// Size, modification time, device and inode, as recorded on a listed photo.
  var stamp: FileStamp

  /// The device and inode.
  var id: FileID { FileID(device: stamp.device, inode: stamp.inode) }
  /// Size in bytes.
  var size: Int64 { stamp.size }
  /// Last modification: whole seconds since 1970 and the nanoseconds past them.
  var modified: Timestamp { Timestamp(seconds: stamp.modifiedSeconds, nanoseconds: stamp.modifiedNanoseconds) }

  /// A modification time, ordered.
  struct Timestamp: Comparable, Sendable {
    var seconds: Int
    var nanoseconds: Int
    static func < (a: Self, b: Self) -> Bool { (a.seconds, a.nanoseconds) < (b.seconds, b.nanoseconds) }
  }

  init(_ s: stat) {
    switch s.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    default: kind = .other
    }
    stamp = FileStamp(s)
  }

  /// The status in a source's terms.
  var sourceStatus: SourceStatus {
    switch kind {
    case .regular: SourceStatus(kind: .file, stamp: stamp)
    case .directory: SourceStatus(kind: .folder, stamp: stamp)
    case .other: SourceStatus(kind: .other, stamp: stamp)
    }
  }
}

/// File-system questions the local source asks, answered with plain system calls. Files are opened only through
/// `PhotoFile` (never blocking, regular files only), so a pipe named `photo.jpg` cannot hang the lister.
package enum FileProbe {
  /// The status of `path`, following symbolic links; nil when nothing (or a dangling link) is there.
  static func status(atPath path: String) -> FileStatus? {
    var s = stat()
    return PathText.withFileSystemPath(path) { stat($0, &s) } == 0 ? FileStatus(s) : nil
  }

  /// The status of the entry `name` in the open directory `directory`, following symbolic links.
  static func status(of name: [CChar], in directory: Int32) -> FileStatus? {
    name.withUnsafeBufferPointer { status(ofCString: $0.baseAddress!, in: directory) }
  }

  /// The status of the entry named by the C string `name` in the open directory `directory`.
  static func status(ofCString name: UnsafePointer<CChar>, in directory: Int32) -> FileStatus? {
    var s = stat()
    return fstatat(directory, name, &s, 0) == 0 ? FileStatus(s) : nil
  }

  /// The stamp of the entry `name` of the open directory `directory` when it is a regular file whose first
  /// bytes `photos` recognise (taken by the `fstat` that checks it is a regular file), nil when it is not one.
  static func sniffedPhoto(name: [CChar], in directory: Int32, photos: PhotoRecognizer) -> FileStamp? {
    guard let file = try? PhotoFile(name: name, in: directory),
      let head = try? file.head(photos.sniffLength), photos.byBytes(head)
    else { return nil }
    return file.stamp
  }

  /// The absolute, symlink-free form of `path`, or nil when it does not exist.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = PathText.withFileSystemPath(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    let length = strlen(resolved)
    return PathText.name(
      fromBytes: Array(UnsafeBufferPointer(start: resolved, count: length)).map { UInt8(bitPattern: $0) })
  }

  /// The current working directory.
  package static func currentDirectory() -> String {
    guard let cwd = getcwd(nil, 0) else { return "." }
    defer { free(cwd) }
    return String(validatingCString: cwd) ?? "."
  }
}
