#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A regular file open for reading: the one way sdlphoto reads a file it has not made, for the album's
/// sniffing and manifests and for the decoders. It is opened without ever blocking (`O_NONBLOCK`, so a FIFO
/// or device named `photo.jpg` cannot hang a thread; `O_NOCTTY`, so a terminal never becomes the controlling
/// one), and anything but a regular file is refused before a byte is read. It is read from its start, either
/// its first bytes or all of it under a size cap, and closed when it goes out of scope.
package struct PhotoFile: ~Copyable {
  /// Why a file cannot be read.
  package enum Failure: Error, Equatable, Sendable {
    /// A system call failed: opening (`ENOENT`, `EACCES`, `ELOOP`...) or reading (`EIO`).
    case system(SystemError)
    /// A directory, FIFO, device or socket: never read.
    case notARegularFile
    /// The file holds more than the `limit` (bytes) its reader set.
    case tooLarge(limit: Int)
  }

  /// How every file is opened: read-only, never blocking, never becoming a controlling terminal, never
  /// inherited by a child process.
  private static let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC

  /// The open descriptor, closed with the file (unless `takeDescriptor` hands it on).
  private let descriptor: Int32
  /// The file's size when it was opened, bytes (it may still change while it is read).
  package let size: Int
  /// The file's size, modification time, device and inode when it was opened (from the same `fstat`).
  package let stamp: FileStamp

  /// Opens the file at `path` (following symbolic links).
  package init(path: String) throws(Failure) {
    try self.init(descriptor: PathText.withFileSystemPath(path) { open($0, Self.flags) })
  }

  /// Opens the entry `name` (a C string) of the open directory `directory` (following symbolic links).
  package init(name: [CChar], in directory: Int32) throws(Failure) {
    try self.init(descriptor: openat(directory, name, Self.flags))
  }

  /// Takes `descriptor` (from `open`; negative when it failed, with `errno` set) if it is a regular file,
  /// closing it otherwise.
  private init(descriptor fd: Int32) throws(Failure) {
    guard fd >= 0 else { throw .system(.current) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let error = SystemError.current
      close(fd)
      throw .system(error)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      throw .notARegularFile
    }
    descriptor = fd
    size = Int(info.st_size)
    stamp = FileStamp(info)
  }

  deinit { close(descriptor) }

  /// The first `count` bytes of the file (all of it when it is shorter), read until the file ends.
  package func head(_ count: Int) throws(Failure) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: max(0, min(count, size)))
    var filled = 0
    while filled < count {
      if filled == bytes.count {
        // The file is longer than `fstat` said (it grew, or a kernel file reports no size): read on.
        bytes += [UInt8](repeating: 0, count: min(count - filled, max(4096, filled)))
      }
      let got = try read(into: &bytes, at: filled)
      if got == 0 { break }  // the end (a file that shrank while read gives what is there)
      filled += got
    }
    bytes.removeSubrange(filled...)
    return bytes
  }

  /// The whole file; refuses one larger than `limit` bytes, by its size or by growing past it while read.
  package func contents(limit: Int) throws(Failure) -> [UInt8] {
    if size > limit { throw .tooLarge(limit: limit) }
    // One byte more than the cap: reading it means the file grew past the cap.
    let bytes = try head(limit == .max ? limit : limit + 1)
    if bytes.count > limit { throw .tooLarge(limit: limit) }
    return bytes
  }

  /// `count` bytes from byte `offset` of the file (fewer where it ends first).
  package func bytes(at offset: Int, count: Int) throws(Failure) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: max(0, count))
    var filled = 0
    while filled < bytes.count {
      let got = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(offset + filled))
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw .system(.current)
      }
      if got == 0 { break }
      filled += got
    }
    bytes.removeSubrange(filled...)
    return bytes
  }

  /// Hands the open descriptor to a reader that closes it itself (libjpeg's and libpng's file readers).
  package consuming func takeDescriptor() -> Int32 {
    let fd = descriptor
    discard self
    return fd
  }

  /// Reads into `bytes` from offset `at` (the same offset in the file) as much as fits; 0 at the file's end.
  private func read(into bytes: inout [UInt8], at offset: Int) throws(Failure) -> Int {
    while true {
      let got = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + offset, $0.count - offset, off_t(offset))
      }
      if got >= 0 { return got }
      if errno != EINTR { throw .system(.current) }
    }
  }
}
