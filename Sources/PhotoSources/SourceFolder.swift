/// What a lister asks of one folder's listing.
public struct SourceListingRequest: Sendable {
  /// Which entries are photos: by their names, and else by their first bytes.
  public var photos: PhotoRecognizer
  /// Whether sub-folders are listed too.
  public var listsFolders: Bool
  /// Whether every photo is stamped (size, time, device, inode), not only those a stat met on the way.
  public var stampsEveryPhoto: Bool
  /// Told the folder's entries as soon as they are known, before photos are stamped: the viewer starts
  /// decoding the first photo while the rest is stamped and sorted.
  public var onEntries: (@Sendable ([SourceEntry]) -> Void)?

  /// A request recognising `photos`, listing sub-folders when `listsFolders`, stamping every photo when
  /// `stampsEveryPhoto`.
  public init(photos: PhotoRecognizer, listsFolders: Bool, stampsEveryPhoto: Bool) {
    self.photos = photos
    self.listsFolders = listsFolders
    self.stampsEveryPhoto = stampsEveryPhoto
  }
}

/// How a source tells a photo from any other file: the album's rule, handed to the source (which knows no
/// image formats).
public struct PhotoRecognizer: Sendable {
  /// Whether a file's name (its bytes) says it is a photo.
  public var byName: @Sendable (_ name: [UInt8]) -> Bool
  /// How many first bytes `byBytes` needs.
  public var sniffLength: Int
  /// Whether a file's first bytes say it is a photo (asked when its name says nothing).
  public var byBytes: @Sendable (_ head: [UInt8]) -> Bool

  /// A recognizer by `byName`, else by the first `sniffLength` bytes through `byBytes`.
  public init(
    byName: @escaping @Sendable ([UInt8]) -> Bool, sniffLength: Int, byBytes: @escaping @Sendable ([UInt8]) -> Bool
  ) {
    self.byName = byName
    self.sniffLength = sniffLength
    self.byBytes = byBytes
  }
}

/// One entry of a listed folder: a photo or a sub-folder.
public struct SourceEntry: Sendable, Equatable {
  /// What the entry is.
  public enum Kind: Sendable, Equatable {
    /// A photo, with its stamp once the listing had one.
    case photo(FileStamp?)
    case folder
  }

  /// The entry's name within its folder (a name that is not valid UTF-8 is kept byte for byte, see
  /// `PathText.name(fromBytes:)`).
  public var name: String
  /// A photo or a sub-folder.
  public var kind: Kind

  /// An entry `name` of `kind`.
  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  /// Whether every source leaves the entry `name` out of a listing: hidden files (which covers `._*` resource
  /// forks and `.thumbnails`), a NAS's thumbnail and recycle folders, Windows' thumbnail caches.
  public static func isSkipped(name: String) -> Bool {
    name.hasPrefix(".") || skippedNames.contains(name)
  }

  private static let skippedNames: Set<String> = ["@eaDir", "#recycle", "$RECYCLE.BIN", "lost+found", "Thumbs.db"]
}

/// One folder as a source listed it.
public struct SourceFolder: Sendable {
  /// The folder's own identity, so a folder reached twice (a symbolic link loop) is listed once; nil where the
  /// source cannot tell.
  public var identity: SourceIdentity?
  /// Its photos and (when asked) sub-folders, unsorted.
  public var entries: [SourceEntry]
  /// How many entries needed a stat of their own (a symbolic link, a file system without entry types, or a
  /// photo to stamp): what a listing costs beyond reading the folder.
  public var entryStats: Int

  /// A listed folder.
  public init(identity: SourceIdentity?, entries: [SourceEntry], entryStats: Int) {
    self.identity = identity
    self.entries = entries
    self.entryStats = entryStats
  }
}
