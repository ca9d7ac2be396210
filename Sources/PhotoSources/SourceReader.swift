/// An item of a source open for reading byte ranges, closed when the last reference goes.
public protocol SourceReader: AnyObject, Sendable {
  /// The item's size in bytes when it was opened (it may still change while it is read).
  var size: Int { get }
  /// Its stamp when it was opened, where the source keeps one.
  var stamp: FileStamp? { get }
  /// `count` bytes from byte `offset` (fewer where the item ends first).
  func bytes(at offset: Int, count: Int) throws(SourceFailure) -> [UInt8]
  /// The first `count` bytes (all of it when it is shorter).
  func head(_ count: Int) throws(SourceFailure) -> [UInt8]
  /// The whole item; refuses one larger than `limit` bytes.
  func contents(limit: Int) throws(SourceFailure) -> [UInt8]
}
