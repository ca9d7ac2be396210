/// A phone's live photo is two files of one name (`IMG_1234.HEIC` and `IMG_1234.MOV`): one photo to its owner.
/// In a folder's listing the two are paired: the still (HEIC or JPEG) stays, carrying the QuickTime clip as its
/// `motion`, and the clip leaves the list; a clip alone stays a clip, and so does a video beside a picture of
/// another kind (a downloader's `video.mp4` and its `video.jpg` thumbnail). Names pair when they are the same
/// but for their extensions, letter case aside (as `RawPairing`'s).
public enum LivePairing {
  /// `items` with every QuickTime clip that has a HEIC or JPEG still of the same name in its folder folded into
  /// that still, in the order they came.
  public static func paired(_ items: [AlbumItem]) -> [AlbumItem] {
    NamePairing.folded(items, isFolded: { $0 == "mov" }, carries: { ["heic", "heif", "jpg", "jpeg"].contains($0) }) {
      $0.motion = $1
    }
  }
}
