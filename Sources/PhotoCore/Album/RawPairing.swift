/// A camera set to RAW + JPEG writes two files per shot (`IMG_1234.CR2` and `IMG_1234.JPG`): one photo to its
/// owner. In a folder's listing the two are paired: the JPEG (or HEIC, or any photo that is no RAW) stays,
/// carrying the RAW as its `companion`, and the RAW leaves the list; a RAW alone stays a photo of its own.
/// Names pair when they are the same but for their extensions, letter case aside.
public enum RawPairing {
  /// `items` with every RAW that has a photo of the same name in its folder folded into that photo, in the
  /// order they came.
  public static func paired(_ items: [AlbumItem]) -> [AlbumItem] {
    var photoIndex: [String: Int] = [:]
    var raws: [String: Int] = [:]
    for (i, item) in items.enumerated() where !item.isRemote {
      guard let (key, isRaw) = key(of: item.location) else { continue }
      if isRaw {
        if raws[key] == nil { raws[key] = i }
      } else if photoIndex[key] == nil {
        photoIndex[key] = i
      }
    }
    guard !raws.isEmpty, !photoIndex.isEmpty else { return items }
    var result = items
    var folded = Set<Int>()
    for (key, raw) in raws {
      guard let photo = photoIndex[key] else { continue }
      result[photo].companion = items[raw].location
      folded.insert(raw)
    }
    return result.enumerated().filter { !folded.contains($0.offset) }.map(\.element)
  }

  /// The pairing key of `path`: its folder and name without the extension, lower case; and whether it is a RAW.
  /// Nil for a name without an extension.
  static func key(of path: String) -> (String, Bool)? {
    guard let dot = path.lastIndex(of: "."), !path[path.index(after: dot)...].contains("/"),
      !path[..<dot].hasSuffix("/")
    else { return nil }
    let ext = path[path.index(after: dot)...].lowercased()
    return (path[..<dot].lowercased(), ImageKind.rawExtensions.contains(ext))
  }
}
