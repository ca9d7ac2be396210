/// A phone's live photo is two files of one name (`IMG_1234.HEIC` and `IMG_1234.MOV`): one photo to its owner.
/// In a folder's listing the two are paired: the still stays, carrying the clip as its `motion`, and the clip
/// leaves the list; a clip alone stays a clip. Names pair when they are the same but for their extensions,
/// letter case aside (as `RawPairing`'s).
public enum LivePairing {
  /// `items` with every clip that has a still of the same name in its folder folded into that still, in the
  /// order they came.
  public static func paired(_ items: [AlbumItem]) -> [AlbumItem] {
    NamePairing.folded(items, isFolded: { _, ext in ImageKind.clipExtensions.contains(ext) }) { $0.motion = $1 }
  }
}
