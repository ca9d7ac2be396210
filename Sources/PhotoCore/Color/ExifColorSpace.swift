/// What a photo's EXIF says of its colour space when it embeds no profile: cameras set to Adobe RGB write
/// ColorSpace (tag 0xA001) "uncalibrated" (0xFFFF, or 2 in some) and Interoperability index (tag 0x0001 of the
/// Interoperability IFD) "R03", the DCF's Adobe RGB option. Untrusted bytes: anything malformed says nothing.
public enum ExifColorSpace {
  /// Whether the EXIF of `bytes` (the start of a file of `kind`) says Adobe RGB.
  public static func saysAdobeRGB(_ bytes: [UInt8], kind: ImageKind) -> Bool {
    let tiff: Int?
    switch kind {
    case .jpeg: tiff = ExifOrientation.jpegTIFFOffset(bytes)
    case .png: tiff = ExifOrientation.pngTIFFOffset(bytes)
    case .webp: tiff = ExifOrientation.webpTIFFOffset(bytes)
    default: tiff = nil
    }
    guard let start = tiff, let (r, ifd0) = ExifOrientation.tiffHeader(at: start, in: bytes),
      let exif = entry(0x8769, in: start + ifd0, r).flatMap({ r.u32($0 + 8) }),
      let space = entry(0xA001, in: start + exif, r).flatMap({ r.u16($0 + 8) }), space == 0xFFFF || space == 2,
      let interop = entry(0xA005, in: start + exif, r).flatMap({ r.u32($0 + 8) }),
      let index = entry(0x0001, in: start + interop, r)
    else { return false }
    // "R03\0": ASCII, 4 bytes, held in the entry itself.
    return r.u16(index + 2) == 2 && r.matches("R03", at: index + 8)
  }

  /// The offset of the entry for `tag` in the IFD at `directory`, or nil.
  static func entry(_ tag: Int, in directory: Int, _ r: ByteReader) -> Int? {
    guard let count = r.u16(directory), count <= 1000 else { return nil }
    for i in 0..<count {
      let at = directory + 2 + i * 12
      guard let found = r.u16(at) else { return nil }
      if found == tag { return at }
    }
    return nil
  }
}
