/// A phone's live photo is two files of one name (`IMG_1234.HEIC` and `IMG_1234.MOV`): one photo to its owner.
/// In a folder's listing the two are paired: the still stays, carrying the clip as its `motion`, and the clip
/// leaves the list; a clip alone stays a clip. Names pair when they are the same but for their extensions,
/// letter case aside (as `RawPairing`'s).
public enum LivePairing {
  /// `items` with every clip that has a still of the same name in its folder folded into that still, in the
  /// order they came.
  public static func paired(_ items: [AlbumItem]) -> [AlbumItem] {
    var stills: [String: Int] = [:]
    var clips: [String: Int] = [:]
    for (i, item) in items.enumerated() where !item.isRemote {
      guard let (key, _) = RawPairing.key(of: item.location) else { continue }
      if item.isNamedAsClip {
        if clips[key] == nil { clips[key] = i }
      } else if stills[key] == nil {
        stills[key] = i
      }
    }
    guard !clips.isEmpty, !stills.isEmpty else { return items }
    var result = items
    var folded = Set<Int>()
    for (key, clip) in clips {
      guard let still = stills[key] else { continue }
      result[still].motion = items[clip].location
      folded.insert(clip)
    }
    return result.enumerated().filter { !folded.contains($0.offset) }.map(\.element)
  }
}
