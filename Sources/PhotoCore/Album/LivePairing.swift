/// A phone's live photo is two files of one name (`IMG_1234.HEIC` and `IMG_1234.MOV`): one photo to its owner.
/// In a folder's listing the two are paired: the still (HEIC or JPEG) stays, carrying the QuickTime clip as its
/// `motion`, and the clip leaves the list; a clip alone stays a clip, and so does a video beside a picture of
/// another kind (a downloader's `video.mp4` and its `video.jpg` thumbnail). Names pair when they are the same
/// but for their extensions, letter case aside (as `RawPairing`'s).
///
/// An iPhone also writes one content identifier into both halves (the still's maker note, the clip's QuickTime
/// metadata). Halves of one name whose identifiers differ are two shots and stay apart. Renamed halves (by a
/// date-renaming tool: `2024-07-14 12.34.56.heic` and `… 12.34.57.mov`), or a Google Photos export's `.MP4`, pair
/// by it: a clip left alone is read, and when it has an identifier, the stills nearest its name in its folder are
/// read for the same one.
public enum LivePairing {
  /// `items` with every QuickTime clip that has a HEIC or JPEG still of the same name in its folder folded into
  /// that still, and then every clip still alone that has the content identifier of a still near it by name
  /// (`identifier` reads a file's; nil reads none), in the order they came.
  public static func paired(
    _ items: [AlbumItem], identifier: ((String) -> String?)? = nil, sources: SourceSet = .standard
  ) -> [AlbumItem] {
    // Each file's identifier is read once, however many times the two passes ask.
    var read: [String: String?] = [:]
    let once = identifier.map { identifier in
      { (path: String) -> String? in
        // A half on a server is not read (that would download it while listing): it pairs by its name alone.
        if sources.isRemote(path) { return nil }
        if let known = read[path] { return known }
        let found = identifier(path)
        read[path] = found
        return found
      }
    }
    let named = NamePairing.folded(
      items, sources: sources, isFolded: { $0 == "mov" }, carries: { stillExtensions.contains($0) },
      belong: { still, clip in once.map { sameShot(still, clip, identifier: $0) } ?? true }
    ) { $0.motion = $1 }
    guard let once else { return named }
    return pairedByIdentifier(named, identifier: once, sources: sources)
  }

  /// Whether a still and a clip of one name are one live photo: unless both carry a content identifier and
  /// the two differ (one phone's `IMG_0001.HEIC` beside another phone's `IMG_0001.MOV`). The still is read
  /// first; a still without one (a camera's JPEG) keeps its clip without a second read.
  static func sameShot(_ still: String, _ clip: String, identifier: (String) -> String?) -> Bool {
    guard let stillIdentifier = identifier(still), let clipIdentifier = identifier(clip) else { return true }
    return stillIdentifier == clipIdentifier
  }

  /// The extensions of a live photo's still.
  static let stillExtensions: Set = ["heic", "heif", "jpg", "jpeg"]
  /// The extensions of a live photo's clip: an iPhone's, and an export's.
  static let motionExtensions: Set = ["mov", "mp4", "m4v"]
  /// How many stills on each side of a clip's name are read for its identifier.
  static let neighbours = 4

  /// The content identifier the file at `path` (read through `sources`) carries: a still's maker note, or a clip's QuickTime metadata.
  public static func contentIdentifier(path: String, from sources: SourceSet = .standard) -> String? {
    guard let ext = AlbumLister.fileExtension(of: path) else { return nil }
    if motionExtensions.contains(ext) { return QuickTimeMetadata.contentIdentifier(path: path, from: sources) }
    return ExifMetadata.read(fileAt: path, headLength: 128 * 1024, from: sources)?.contentIdentifier
  }

  /// `items` with each clip still alone folded into the still near it by name that has its identifier.
  static func pairedByIdentifier(
    _ items: [AlbumItem], identifier: (String) -> String?, sources: SourceSet
  ) -> [AlbumItem] {
    var stills: [String: [(name: String, index: Int)]] = [:]
    var clips: [Int] = []
    for (i, item) in items.enumerated() where !sources.isRemote(item.location) {
      guard let ext = AlbumLister.fileExtension(of: item.location) else { continue }
      if motionExtensions.contains(ext) {
        clips.append(i)
      } else if stillExtensions.contains(ext) && item.motion == nil {
        stills[AlbumLister.parentFolder(of: item.location), default: []].append((name(item.location), i))
      }
    }
    guard !clips.isEmpty, !stills.isEmpty else { return items }
    for key in stills.keys { stills[key]!.sort { $0.name < $1.name } }
    var result = items
    var folded = Set<Int>()
    var known: [Int: String?] = [:]
    for clip in clips {
      let folder = AlbumLister.parentFolder(of: items[clip].location)
      guard let near = stills[folder], let wanted = identifier(items[clip].location) else { continue }
      let at = near.partitionPoint { $0.name < name(items[clip].location) }
      for (_, still) in near[max(0, at - neighbours)..<min(near.count, at + neighbours)] {
        guard result[still].motion == nil else { continue }
        if known[still] == nil { known[still] = identifier(items[still].location) }
        guard known[still] == wanted else { continue }
        result[still].motion = items[clip].location
        folded.insert(clip)
        break
      }
    }
    result.remove(atOffsets: folded)
    return result
  }

  /// A file's name without its folder, lower case: the order stills are searched in.
  static func name(_ path: String) -> String { AlbumLister.lastComponent(of: path).lowercased() }
}
