/// The album and what is known of each of its photos, shared by every screen: load status and header size
/// (the planner's), view-only rotation and download progress. Screens read it; the navigator changes it.
public struct PhotoLibrary: Sendable {
  /// The photos.
  public internal(set) var album: Album
  /// The loading pipeline's decisions and each photo's status and size.
  public internal(set) var loads: LoadPlanner
  /// View-only rotation per photo, in clockwise quarter turns.
  public internal(set) var quarterTurns: [PhotoID: Int] = [:]
  /// Download progress of network photos being fetched (0...1).
  public internal(set) var downloadProgress: [PhotoID: Double] = [:]
  /// The colour space each shown photo's file is in, by name ("Display P3"), as its decode said.
  public internal(set) var colorSpaces: [PhotoID: String] = [:]
  /// How long one loop of each animation drawn takes, seconds (a slideshow holds its slide for at least one).
  public internal(set) var loopDurations: [PhotoID: Double] = [:]
  /// Each clip's length, seconds, once a decode of it said (its poster's too): the grid's corner, the trace;
  /// infinite for a clip whose file does not say (it plays until its frames end).
  public internal(set) var clipDurations: [PhotoID: Double] = [:]

  /// Photo `index`'s length when it is a clip (nil: a photo, or not decoded yet).
  public func clipDuration(of index: Int) -> Double? { contains(index) ? clipDurations[id(index)] : nil }

  /// How many of the album's items are named as clips (counted when it is listed, for the grid's bar).
  public private(set) var namedClips = 0
  /// The live photos' clips (`AlbumItem.motion`): loaded and drawn like photos, though not pages.
  public private(set) var motions: Set<PhotoID> = []
  /// The clips motion photos' decodes found appended to them, by photo (`EmbeddedClip` locations).
  private var embeddedMotions: [PhotoID: String] = [:]
  /// The motion photos whose clip could not be found (each said once).
  private var brokenMotions: Set<PhotoID> = []

  /// The photos of `album`, nothing known of them yet, cached under `cache`.
  /// A library of `album` set up as `configuration` says (its cache, whether embedded thumbnails stand in).
  init(album: Album, _ configuration: ViewerConfiguration) {
    self.init(album: album, cache: configuration.cache)
    loads.asksForPreviews = configuration.asksForPreviews
  }

  public init(album: Album, cache: PhotoCachePolicy) {
    self.album = album
    self.loads = LoadPlanner(cache: cache)
    loads.sources = album.sources
    indexItems()
  }

  /// Counts the clips and gathers the live photos' clips of the album (once a listing).
  private mutating func indexItems() {
    namedClips = album.items.count { $0.isNamedAsClip }
    motions = Set(album.items.compactMap { $0.motion.map { PhotoID(location: $0) } })
    embeddedMotions = embeddedMotions.filter { album.contains($0.key) }
    motions.formUnion(embeddedMotions.values.map { PhotoID(location: $0) })
  }

  /// Photo `index`'s live clip, when it is a live photo (a clip beside it, or one appended to it).
  public func motion(of index: Int) -> PhotoID? {
    motionLocation(of: index).map { PhotoID(location: $0) }
  }

  /// Where photo `index`'s live clip is: the clip beside it (`AlbumItem.motion`), or the one a motion photo's
  /// decode found appended to it (`EmbeddedClip`); nil for a photo without motion.
  public func motionLocation(of index: Int) -> String? {
    guard contains(index) else { return nil }
    return album.items[index].motion ?? embeddedMotions[id(index)]
  }

  /// The clip appended to motion photo `photo`, as its decode found it.
  public func embeddedMotion(of photo: PhotoID) -> String? { embeddedMotions[photo] }

  /// What a motion photo's decode found (`finding`): its clip, and it is a live photo from now on; or a clip
  /// that cannot be, and it stays a still. The reason to say, the first time a photo's clip is broken.
  mutating func noteMotionPhoto(_ photo: PhotoID, _ finding: MotionPhoto.Finding) -> String? {
    guard embeddedMotions[photo] == nil else { return nil }
    switch finding {
    case .clip(let start):
      addEmbeddedMotion(photo, clipStart: start)
      return nil
    case .broken(let why):
      return brokenMotions.insert(photo).inserted ? why : nil
    }
  }

  /// A motion photo's decode found its clip at byte `start` of its file: it is a live photo from now on.
  mutating func addEmbeddedMotion(_ photo: PhotoID, clipStart start: Int) {
    guard !album.isRemote(photo.location) else { return }
    let location = EmbeddedClip.location(path: photo.location, start: start)
    embeddedMotions[photo] = location
    motions.insert(PhotoID(location: location))
  }

  /// The number of photos.
  public var count: Int { album.count }

  /// The covers of the album's folder tiles (each a photo of its sub-folder, loaded as a thumbnail).
  public var covers: Set<PhotoID> { Set(album.folders.compactMap { $0.cover.map { PhotoID(location: $0) } }) }

  /// Whether `photo` is one of the album's photos or one of its folder tiles' covers.
  public func knows(_ photo: PhotoID) -> Bool {
    album.contains(photo) || (!album.folders.isEmpty && covers.contains(photo)) || motions.contains(photo)
  }

  /// The status of the cover `photo` (nil: not requested yet).
  public func coverStatus(_ photo: PhotoID) -> PhotoStatus? { loads.statuses[photo] }

  /// Whether `index` is an album index.
  public func contains(_ index: Int) -> Bool { album.items.indices.contains(index) }

  /// The identity of the photo at album index `index`.
  public func id(_ index: Int) -> PhotoID { album.id(at: index) }

  /// What the loader has reported of photo `index` (nil: not requested yet, or no such photo).
  public func status(of index: Int) -> PhotoStatus? {
    contains(index) ? loads.statuses[album.id(at: index)] : nil
  }

  /// Photo `index`'s view-only rotation, clockwise quarter turns.
  public func quarterTurns(of index: Int) -> Int {
    contains(index) ? quarterTurns[album.id(at: index)] ?? 0 : 0
  }

  /// Turns photo `index` by `turns` clockwise quarter turns (view only).
  mutating func rotate(_ index: Int, by turns: Int) {
    guard contains(index) else { return }
    quarterTurns[id(index)] = ((quarterTurns(of: index) + turns) % 4 + 4) % 4
  }

  /// Forgets every photo's colour space (they decode again).
  mutating func forgetColorSpaces() { colorSpaces = [:] }

  /// The colour space photo `index`'s file is in, by name, once a decode of it was shown.
  public func colorSpace(of index: Int) -> String? {
    contains(index) ? colorSpaces[id(index)] : nil
  }

  /// The download progress of photo `index` while it is fetched.
  func downloadProgress(of index: Int) -> Double? {
    contains(index) ? downloadProgress[id(index)] : nil
  }

  /// The native pixel size of photo `index` as displayed (rotation applied), when known: from its header as
  /// soon as a decode has read it, so gestures never wait for pixels.
  public func displayedPixelSize(_ index: Int) -> Vector2? {
    guard contains(index), let size = loads.pixelSize(of: album.id(at: index)) else { return nil }
    return quarterTurns(of: index) % 2 == 0 ? size : Vector2(x: size.y, y: size.x)
  }

  /// The album was listed anew: everything known of a photo gone from it is forgotten, and the decodes of
  /// `stale` photos (gone or replaced) are invalidated.
  mutating func relist(_ newAlbum: Album, stale: Set<PhotoID>) {
    let gone = Set(album.ids).subtracting(newAlbum.ids)
    album = newAlbum
    loads.sources = newAlbum.sources
    indexItems()
    for photo in stale { loads.invalidate(photo) }
    for photo in gone.union(stale) {
      colorSpaces[photo] = nil
      clipDurations[photo] = nil
    }
    for photo in gone {
      quarterTurns[photo] = nil
      downloadProgress[photo] = nil
    }
  }
}
