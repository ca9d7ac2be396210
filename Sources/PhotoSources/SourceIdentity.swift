/// An item's identity within its source: for a local file its device and inode (kept through a rename on the
/// same file system), for a web photo its URL. The photo's identity in the album (`PhotoID`) stays its
/// location; this is what a later store of the user's choices and a symbolic link loop's check need.
public struct SourceIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The source's name (`local`, `web`).
  public var source: String
  /// The source's own key for the item.
  public var key: String

  /// The identity `key` within `source`.
  public init(source: String, key: String) {
    self.source = source
    self.key = key
  }

  /// `source:key`.
  public var description: String { "\(source):\(key)" }
}
