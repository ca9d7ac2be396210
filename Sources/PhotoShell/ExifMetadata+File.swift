import PhotoCore

extension ExifMetadata {
  /// What the file at `path` says in its first `headLength` bytes (where every format sdlphoto reads keeps its
  /// EXIF); nil when it cannot be read or is no image sdlphoto knows.
  static func read(fileAt path: String, headLength: Int = ExifOrientation.headerLength) -> ExifMetadata? {
    guard let file = try? PhotoFile(path: path), let head = try? file.head(headLength),
      let kind = ImageKind.refined(ImageKind.sniff(head.prefix(ImageKind.sniffLength)), name: path)
    else { return nil }
    return ExifMetadata.read(from: head, kind: kind)
  }
}
