/// Where photos live, behind one interface: the folders of this machine (`LocalSource`), photos on web servers
/// (`WebSource`), and the network shares to come. The album's lister, sorter and pairing and the readers of a
/// file's metadata ask a source; they never call the file system themselves (imv's `source.h` is the model).
///
/// A source answers for the locations it holds (`holds`): a path, an `http(s)` URL. It lists one folder at a
/// time, says what a location is, opens an item to read byte ranges, names each item's identity, and says
/// whether it crosses the network and how its changes are heard. Every call may block on a slow disk or
/// server: the viewer makes them off the frame loop's thread.
public protocol PhotoSource: Sendable {
  /// The source's name in messages and diagnostics: `local`, `web`.
  var name: String { get }
  /// Whether reading it crosses the network: its photos download before they decode, go to no trash and
  /// are never given up as a hung decode.
  var isRemote: Bool { get }
  /// How the viewer hears that its folders changed (`--watch`).
  var watching: SourceWatching { get }
  /// Whether it has folders to list: then two files of one shot in one of them (`IMG_1.JPG` and `IMG_1.CR2`,
  /// `IMG_1.HEIC` and `IMG_1.MOV`) pair by their names, wherever the folder is. The web has none: its photos are
  /// a manifest's URLs.
  var listsFolders: Bool { get }

  /// Whether `location` is one of this source's.
  func holds(_ location: String) -> Bool
  /// What is at `location`, following symbolic links; nil when nothing is there, or when the source cannot
  /// tell without fetching it.
  func status(of location: String) -> SourceStatus?
  /// The photos and sub-folders directly inside `folder`, unsorted, as `request` asks.
  func list(_ folder: String, _ request: SourceListingRequest) throws(SourceFailure) -> SourceFolder
  /// `location` opened for reading byte ranges (a regular file only: never a FIFO, device or folder).
  func open(_ location: String) throws(SourceFailure) -> any SourceReader
  /// A path on this machine holding `location`'s bytes, for the decoders: the file itself where it is local, a
  /// copy in the download cache otherwise (fetched, revalidated, or the copy kept when the server cannot be
  /// reached), telling `progress` the bytes received and expected (nil: unknown) on the way.
  func localCopy(
    of location: String, progress: @escaping @Sendable (_ received: Int64, _ expected: Int64?) -> Void
  ) throws(SourceFailure) -> String
  /// A rendering of the photo at `location` that its server makes (`NextcloudPreview`), fitting `width` x `height`
  /// pixels (`covering`: covering them, for a grid cell), fetched now or the copy kept; nil where the server makes
  /// none of it, or it could not be had: the viewer then reads the photo itself.
  func serverPreview(of location: String, width: Int, height: Int, covering: Bool) -> ServerPreview?
  /// Whether its server makes previews of the photo at `location` (`serverPreview` gives them): the viewer
  /// then reads no part of the photo for a grid cell or a stand-in.
  func makesPreviews(of location: String) -> Bool
  /// The first `count` bytes of the photo at `location` (all of it when it is shorter) without reading it whole
  /// where it is on the network: from the download cache's copy of it, or a head kept from before, or read now by
  /// range and kept, each as the version this run's listing gave it. Enough for its header's date, orientation
  /// and size and its embedded thumbnail. Nil where the source reads no part of a photo, or it could not be had.
  func head(of location: String, count: Int) -> [UInt8]?
  /// Whether `head` reads a photo's first bytes without the rest of it: a source on this machine, and a server's
  /// that reads by range.
  var readsHeads: Bool { get }
  /// The identity of the item at `location` stamped `stamp` (when its listing stamped it), stable while it is
  /// renamed or moved within the source where the source can tell.
  func identity(of location: String, stamp: FileStamp?) -> SourceIdentity
}

extension PhotoSource {
  /// None: the photo itself is read.
  public func serverPreview(of location: String, width: Int, height: Int, covering: Bool) -> ServerPreview? { nil }
  /// None.
  public func makesPreviews(of location: String) -> Bool { false }
  /// Those on this machine.
  public var readsHeads: Bool { !isRemote }
  /// The file's own head where it is on this machine; nil for a source on the network that reads no parts.
  public func head(of location: String, count: Int) -> [UInt8]? {
    guard !isRemote else { return nil }
    return try? open(location).head(count)
  }
}
