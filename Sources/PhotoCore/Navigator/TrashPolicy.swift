/// Whether Delete may move photos to the trash.
public enum TrashPolicy: Sendable, Equatable {
  /// It may, once the user confirms.
  case allowed
  /// It may not, in kiosk mode (no one at a frame should be able to delete its photos).
  case kiosk
  /// It may not: `--read-only`.
  case readOnly
}

/// A photo moved to the trash: where it was, and where the trash keeps it, so U can put it back.
public struct TrashedPhoto: Sendable, Equatable {
  /// The album's entry for it.
  public var item: AlbumItem
  /// Its index in the album when it went.
  public var index: Int
  /// Where the trash keeps the file.
  public var trashedPath: String
  /// Its `.trashinfo` file.
  public var infoPath: String

  /// A record of `item`, at `index`, now at `trashedPath` with `infoPath`.
  public init(item: AlbumItem, index: Int, trashedPath: String, infoPath: String) {
    self.item = item
    self.index = index
    self.trashedPath = trashedPath
    self.infoPath = infoPath
  }
}
