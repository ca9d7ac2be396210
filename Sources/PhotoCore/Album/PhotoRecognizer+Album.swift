extension PhotoRecognizer {
  /// The album's rule: a file is a photo when its extension is one sdlphoto knows, else when its first bytes
  /// are an image (or clip) sdlphoto recognises.
  public static let album = PhotoRecognizer(
    byName: { ImageKind.hasPhotoExtension($0) }, sniffLength: ImageKind.sniffLength,
    byBytes: { ImageKind.sniff($0) != nil })
}

extension ImageKind {
  /// Whether a file name (its bytes) ends in an extension that usually carries an image.
  static func hasPhotoExtension<Name: BidirectionalCollection>(_ name: Name) -> Bool where Name.Element == UInt8 {
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return false }
    let ext = name[name.index(after: dot)...]
    guard !ext.isEmpty, ext.count <= 5, ext.allSatisfy({ $0 < 0x80 }) else { return false }
    let lower = String(decoding: ext.map { (0x41...0x5A).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    return knownExtensions.contains(lower)
  }
}
