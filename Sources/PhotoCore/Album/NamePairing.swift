/// Two files of one shot named alike but for their extensions (`IMG_1234.JPG` and `IMG_1234.CR2`, or
/// `IMG_1234.HEIC` and `IMG_1234.MOV`), folded into one album item: what `RawPairing` and `LivePairing` share.
enum NamePairing {
  /// `items` with every item that `isFolded` says is the second file of a shot, and that has a first file of
  /// the same name in its folder (one `carries` accepts, and that `belong` says is of the same shot), folded into
  /// that first file by `attach` (given its location) and left out; the rest in the order they came. Names pair
  /// letter case aside, and in either Unicode form (Swift's strings compare and hash canonically: a Mac's NFD
  /// `Café` is a phone's NFC `Café`); items of a source without folders (the web's) never pair.
  static func folded(
    _ items: [AlbumItem], sources: SourceSet, isFolded: (_ extension: String) -> Bool,
    carries: (_ extension: String) -> Bool = { _ in true },
    belong: (_ first: String, _ second: String) -> Bool = { _, _ in true },
    attach: (inout AlbumItem, String) -> Void
  ) -> [AlbumItem] {
    var firsts: [String: Int] = [:]
    var seconds: [String: Int] = [:]
    for (i, item) in items.enumerated() where sources.source(for: item.location).listsFolders {
      guard let (key, ext) = key(of: item.location) else { continue }
      if isFolded(ext) {
        if seconds[key] == nil { seconds[key] = i }
      } else if carries(ext) && firsts[key] == nil {
        firsts[key] = i
      }
    }
    guard !seconds.isEmpty, !firsts.isEmpty else { return items }
    var result = items
    var folded = Set<Int>()
    for (key, second) in seconds {
      guard let first = firsts[key], belong(items[first].location, items[second].location) else { continue }
      attach(&result[first], items[second].location)
      folded.insert(second)
    }
    result.remove(atOffsets: folded)
    return result
  }

  /// The pairing key of `path`: its folder and name without the extension, lower case; and its extension, lower
  /// case. Nil for a name without an extension.
  static func key(of path: String) -> (String, String)? {
    // The last dot of the path is its name's when the name has an extension.
    guard let ext = AlbumLister.fileExtension(of: path), let dot = path.lastIndex(of: ".") else { return nil }
    return (path[..<dot].lowercased(), ext)
  }
}
