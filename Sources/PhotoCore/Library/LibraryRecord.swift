/// What the library knows of one photo or clip: where it is and what its file was when read (so a changed file
/// is read again), what it is, when and where it was taken and with what. A row of the index; no pixels.
public struct LibraryRecord: Sendable, Equatable {
  /// What an item is, as `--kind` picks it.
  public enum Kind: String, Sendable, CaseIterable {
    /// A still (a RAW with its JPEG is a photo too, and `raw` picks it as well).
    case photo
    /// A video clip.
    case clip
    /// A still with its motion: an iPhone's pair or an Android motion photo.
    case live
    /// A camera RAW, alone or behind its JPEG.
    case raw
  }

  /// Where the date came from, best first.
  public enum DateSource: String, Sendable {
    /// EXIF's DateTimeOriginal (or DateTimeDigitized, DateTime).
    case exif
    /// The XMP packet's date (`XMPDate`), for a photo without an EXIF date.
    case xmp
    /// A clip's QuickTime metadata (Apple's creation date with its offset, else the movie header's UTC time).
    case quicktime
    /// The file's modification time, on this machine's clock.
    case file
  }

  /// The file (a live photo's or RAW pair's still).
  public var path: String
  /// The file's size, bytes, and modification time, nanoseconds since 1970, when it was read.
  public var size: Int64
  public var modified: Int64
  public var kind: Kind
  /// When it was taken, on the camera's clock, and that clock's offset from UTC when the file says (minutes).
  public var taken: WallClock
  public var offsetMinutes: Int?
  public var dateSource: DateSource
  /// Where: latitude and longitude (degrees), and the nearest named place ("Grindelwald, Bern, Switzerland").
  public var latitude: Double?
  public var longitude: Double?
  public var place: String?
  /// The camera ("Apple iPhone 12").
  public var camera: String?
  /// A clip's length, seconds.
  public var duration: Double?
  /// A live photo's clip, and a RAW pair's RAW.
  public var motion: String?
  public var companion: String?

  /// A record of `path` taken at `taken` by `source`; the rest unknown.
  public init(
    path: String, size: Int64, modified: Int64, kind: Kind, taken: WallClock, dateSource: DateSource
  ) {
    self.path = path
    self.size = size
    self.modified = modified
    self.kind = kind
    self.taken = taken
    self.dateSource = dateSource
  }

  /// The album item it stands for.
  public var item: AlbumItem {
    var item = AlbumItem(path: path)
    item.motion = motion
    item.companion = companion
    item.taken = taken
    item.place = place
    return item
  }
}
