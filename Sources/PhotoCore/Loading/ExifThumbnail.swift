/// Where a JPEG's embedded EXIF thumbnail sits: the small JPEG (typically 160 x 120) cameras and phones store
/// in IFD1 (tags 0x0201 JPEGInterchangeFormat and 0x0202 JPEGInterchangeFormatLength).
///
/// It is the cheapest stand-in for a photo still decoding: a few kilobytes near the start of the file,
/// decoded in about a millisecond, shown scaled to the photo's frame until the real decode cross-fades in.
/// The parser takes untrusted bytes: anything malformed gives nil, never a crash.
public enum ExifThumbnail {
  /// The byte range of the thumbnail's JPEG within `bytes` (the start of a JPEG file), or nil when there is
  /// none, it is not a JPEG, or it does not lie wholly within `bytes`.
  public static func locate(in bytes: [UInt8]) -> Range<Int>? {
    guard let tiff = ExifOrientation.jpegTIFFOffset(bytes),
      let (r, ifd0) = ExifOrientation.tiffHeader(at: tiff, in: bytes)
    else { return nil }
    guard let count0 = r.u16(tiff + ifd0), count0 <= 1000 else { return nil }
    // IFD1's offset follows IFD0's entries.
    guard let ifd1 = r.u32(tiff + ifd0 + 2 + count0 * 12), ifd1 >= 8 else { return nil }
    let directory = tiff + ifd1
    guard let count = r.u16(directory), count <= 1000 else { return nil }
    var offset: Int?
    var length: Int?
    for i in 0..<count {
      let entry = directory + 2 + i * 12
      guard let tag = r.u16(entry), let type = r.u16(entry + 2) else { return nil }
      // LONG (4) as the standard says; some writers use SHORT (3).
      let value = type == 3 ? r.u16(entry + 8) : (type == 4 ? r.u32(entry + 8) : nil)
      if tag == 0x0201 { offset = value }
      if tag == 0x0202 { length = value }
    }
    guard let offset, let length, length > 4, offset > 0 else { return nil }
    let start = tiff + offset
    let (end, overflow) = start.addingReportingOverflow(length)
    guard !overflow, end <= bytes.count, ByteReader(bytes).u16(start) == 0xFFD8 else { return nil }
    return start..<end
  }
}
