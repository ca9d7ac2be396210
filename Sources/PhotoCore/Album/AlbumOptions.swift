/// How an album is gathered and ordered: the `--sort`, `--reverse` and `--recursive` options.
public struct AlbumOptions: Sendable, Equatable {
  /// An order for the photos.
  public enum Sort: Sendable, Equatable {
    /// Natural name order (`img2` before `img10`), compared folder by folder along the path.
    case name
    /// Oldest modification time first; ties keep the natural order. Read from each photo's stamp.
    case mtime
    /// Smallest file first; ties keep the natural order. Read from each photo's stamp.
    case size
    /// A shuffle that depends only on the photos and `seed`: the same seed gives the same order.
    case random(seed: UInt64)

    /// The `--sort` words, in the order help should list them.
    public static let names = ["name", "mtime", "size", "random"]

    /// The sort called `word` (one of `names`), shuffled by `seed` when it is `random`; nil for other words.
    public init?(_ word: String, seed: UInt64) {
      switch word.lowercased() {
      case "name": self = .name
      case "mtime": self = .mtime
      case "size": self = .size
      case "random": self = .random(seed: seed)
      default: return nil
      }
    }
  }

  /// The order asked for, or nil (the default) for the natural one: a folder in name order, and a list
  /// (several paths, standard input, a manifest) in the order it was given.
  public var sort: Sort?
  /// Whether to reverse the final order.
  public var reverse: Bool
  /// Whether a folder's sub-folders are walked too (depth first, in name order, interleaved with its files).
  public var recursive: Bool
  /// Whether every local photo of a folder is stamped while listing, one `fstatat` each once the first photo
  /// is decoding: an album that is listed again while shown (a watched folder) compares the stamps to find
  /// photos replaced in place. Off, a photo carries the stamp of a stat the listing made anyway (a link typed,
  /// a named file, a sniffed one, a sort by time or size) and 10,000 photos start 20-30 ms sooner.
  public var stampsEveryPhoto: Bool

  /// Options as given; the defaults open a folder in name order without its sub-folders.
  /// Whether a folder's sub-folders are listed too (as `Album.folders`, for the grid's folder tiles) when not
  /// `recursive`; a folder with sub-folders and no photos is then an album of folders, not an error.
  public var listsFolders = false
  /// Whether a camera RAW and a photo of the same name in one folder are one photo, shown from the photo
  /// (`RawPairing`; `--raw paired`, the default), or listed apart (`--raw separate`).
  public var pairsRaw = true
  /// Whether video clips are listed (`--no-clips`: photos only).
  public var listsClips = true
  /// The config's sources by name (`[sources.NAME]`: its URL): a path `NAME:` or `NAME:PATH` is that URL, and
  /// that path below it, wherever a folder is named.
  public var namedSources: [String: String] = [:]

  public init(sort: Sort? = nil, reverse: Bool = false, recursive: Bool = false, stampsEveryPhoto: Bool = false) {
    self.sort = sort
    self.reverse = reverse
    self.recursive = recursive
    self.stampsEveryPhoto = stampsEveryPhoto
  }
}
