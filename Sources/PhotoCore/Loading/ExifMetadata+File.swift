extension ExifMetadata {
  /// What the file at `path` (read through `sources`) says in its first `headLength` bytes (where every format sdlphoto reads keeps its
  /// EXIF; a HEIF whose `meta` box or `Exif` item lies further on has them read from there); nil when it cannot be read or is no
  /// image sdlphoto knows.
  public static func read(
    fileAt path: String, headLength: Int = ExifOrientation.headerLength, from sources: SourceSet = .standard
  ) -> ExifMetadata? {
    guard let file = try? sources.source(for: path).open(path), let head = try? file.head(headLength),
      let kind = ImageKind.refined(ImageKind.sniff(head.prefix(ImageKind.sniffLength)), name: path)
    else { return nil }
    return read(file: file, head: head, kind: kind)
  }

  /// What `file` (of `kind`, its first bytes `head`) says: from its head, or for a HEIF whose `meta` box or
  /// `Exif` item lies further on, from there.
  package static func read(file: any SourceReader, head: [UInt8], kind: ImageKind) -> ExifMetadata {
    if kind == .heic || kind == .avif, let item = HEIFHeader.exifItem(head) ?? exifItemFurtherOn(file),
      item.extent.upperBound > head.count
    {
      guard item.extent.count <= Self.largestHEIFExif,
        let payload = try? file.bytes(at: item.extent.lowerBound, count: item.extent.count),
        payload.count == item.extent.count, let tiff = HEIFHeader.tiffOffset(inItem: payload)
      else { return ExifMetadata() }
      return read(tiffAt: tiff, in: payload)
    }
    return ExifMetadata.read(from: head, kind: kind)
  }

  /// The `Exif` item a HEIF names in a `meta` box past its head (Samsung's motion photos put theirs after the
  /// clip): found by walking the file's top-level boxes, and read when it is no larger than `largestHEIFExif`.
  static func exifItemFurtherOn(_ file: any SourceReader) -> HEIFHeader.ExifItem? {
    guard let meta = FileBoxes.walk(file, 0..<file.size, limit: 64).first(where: { $0.type == "meta" }),
      meta.payload.upperBound - meta.start <= largestHEIFExif,
      let bytes = try? file.bytes(at: meta.start, count: meta.payload.upperBound - meta.start)
    else { return nil }
    return HEIFHeader.exifItem(bytes, origin: meta.start)
  }

  /// The largest HEIF `Exif` item read from beyond a file's head, bytes: EXIF fits in a JPEG's 64 KB segment,
  /// and a HEIF's with its thumbnail in a few times that.
  static let largestHEIFExif = 1 << 20
}
