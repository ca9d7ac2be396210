/// What a location is, as far as an album cares.
public struct SourceStatus: Equatable, Sendable {
  /// What the location names: FIFOs, devices and sockets are all `other` and never opened.
  public enum Kind: Equatable, Sendable {
    case file, folder, other
  }

  /// What it names.
  public var kind: Kind
  /// A file's size, modification time, device and inode; nil where the source keeps none.
  public var stamp: FileStamp?

  /// A status of `kind`, stamped `stamp`.
  public init(kind: Kind, stamp: FileStamp?) {
    self.kind = kind
    self.stamp = stamp
  }
}
