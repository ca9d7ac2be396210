/// A camera set to RAW + JPEG writes two files per shot (`IMG_1234.CR2` and `IMG_1234.JPG`): one photo to its
/// owner. In a folder's listing the two are paired: the JPEG (or HEIC, or any photo that is no RAW) stays,
/// carrying the RAW as its `companion`, and the RAW leaves the list; a RAW alone stays a photo of its own.
/// Names pair when they are the same but for their extensions, letter case aside.
public enum RawPairing {
  /// `items` with every RAW that has a photo of the same name in its folder folded into that photo, in the
  /// order they came (network items never pair).
  public static func paired(_ items: [AlbumItem], sources: SourceSet = .standard) -> [AlbumItem] {
    NamePairing.folded(items, sources: sources, isFolded: { ImageKind.rawExtensions.contains($0) }) {
      $0.companion = $1
    }
  }
}
