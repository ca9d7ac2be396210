#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a local file was when the album listed it: its size, modification time, device and inode, as `stat`
/// reported them. A photo whose stamp differs between two listings was replaced in place (rewritten, or
/// renamed over: a new inode), so its decodes are stale even though its path is the same.
///
/// Taken from a `stat` the listing makes anyway; network photos have none. Two writes of the same size
/// within one tick of the file system's clock, or a tool that restores the old modification time, keep the
/// stamp: the same limits as `make` and `rsync`.
public struct FileStamp: Sendable, Hashable {
  /// The file's size in bytes (`st_size`).
  public var size: Int64
  /// The last modification, whole seconds since 1970-01-01 UTC (`st_mtim.tv_sec`).
  public var modifiedSeconds: Int
  /// The nanoseconds past `modifiedSeconds`, 0 ..< 1,000,000,000 (`st_mtim.tv_nsec`).
  public var modifiedNanoseconds: Int
  /// The device holding the file (`st_dev`).
  public var device: UInt64
  /// The file's inode number on `device` (`st_ino`): a file renamed over another has a new one.
  public var inode: UInt64

  /// A stamp of the given fields.
  public init(size: Int64, modifiedSeconds: Int, modifiedNanoseconds: Int, device: UInt64, inode: UInt64) {
    self.size = size
    self.modifiedSeconds = modifiedSeconds
    self.modifiedNanoseconds = modifiedNanoseconds
    self.device = device
    self.inode = inode
  }

  /// The stamp of a file `stat` (or `fstat`, `fstatat`) described.
  init(_ s: stat) {
    self.init(
      size: Int64(s.st_size), modifiedSeconds: Int(s.st_mtim.tv_sec), modifiedNanoseconds: Int(s.st_mtim.tv_nsec),
      device: UInt64(s.st_dev), inode: UInt64(s.st_ino))
  }
}
