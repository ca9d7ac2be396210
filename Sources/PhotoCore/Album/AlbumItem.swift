/// One photo of an album: where it lives, how to name it to the user, and what its file was when listed.
///
/// Equal items have equal stamps too: two listings of a file replaced in between hold different items. The
/// photo's identity (`PhotoID`) is its location alone, so a replaced photo keeps its place, rotation and zoom.
public struct AlbumItem: Sendable, Hashable {
  /// A file system path or, for network albums, a URL string.
  public var location: String
  /// The name shown to the user (the file name, or a caption).
  public var displayName: String
  /// The local file's size, modification time, device and inode when the album was listed, compared by
  /// `Album.replacedPhotos(since:)`; nil for a network photo, an item made without a listing, or a file that
  /// vanished before it could be stat-ed.
  public var stamp: FileStamp?
  /// The camera RAW beside this photo with the same name (`IMG_1234.CR2` beside `IMG_1234.JPG`): one photo shown
  /// from its JPEG, the RAW named in its info (`RawPairing`); nil for none.
  public var companion: String?
  /// A live photo's motion: the clip beside this still with the same name (`IMG_1234.MOV` beside
  /// `IMG_1234.HEIC`), folded into it (`LivePairing`); nil for none.
  public var motion: String?
  /// When it was taken, on the camera's clock, for a library's item (its index knows); nil elsewhere.
  public var taken: WallClock?
  /// Where it was taken ("Grindelwald, Bern, Switzerland"), for a library's item; nil elsewhere.
  public var place: String?

  /// An item for a local file, stamped `stamp`; its display name is the last path component.
  public init(path: String, stamp: FileStamp? = nil) {
    self.location = path
    // A name that is not valid UTF-8 shows its bad bytes as U+FFFD.
    // Its last part, scanned back from the end (a library makes a hundred thousand items at its start).
    self.displayName = PathText.displayed(String(AlbumLister.lastComponent(of: path)))
    self.stamp = stamp
  }

  /// An item with an explicit display name, stamped `stamp`.
  public init(location: String, displayName: String, stamp: FileStamp? = nil) {
    self.location = location
    self.displayName = displayName
    self.stamp = stamp
  }

  /// The companion RAW's file name, for the info overlay; nil without one.
  public var companionName: String? {
    companion.map { PathText.displayed(String(AlbumLister.lastComponent(of: $0))) }
  }

  /// The live photo's clip's file name; nil without one.
  public var motionName: String? {
    motion.map { PathText.displayed(String(AlbumLister.lastComponent(of: $0))) }
  }

  /// Whether its name says it is a video clip (what a folder's count calls a clip; a clip named as nothing
  /// known is found by its bytes when decoded).
  public var isNamedAsClip: Bool {
    AlbumLister.fileExtension(of: location).map(ImageKind.clipExtensions.contains) ?? false
  }
}
