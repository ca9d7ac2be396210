/// A JPEG's gain map, said by the header segments of its primary image (an XMP packet binding Adobe's gain map
/// namespace with a `Version`, as Ultra HDR writes; ISO 21496-1's APP2 segment), or by those of an image its
/// MPF index appends (the gain map image itself), when the bytes read reach it.
extension GainMap {
  /// One header segment of a JPEG: its marker (0xE1 for APP1) and where its body lies in the bytes.
  struct Segment {
    var marker: Int
    var body: Range<Int>
  }

  /// The most images of an MPF index whose headers are read: a gain map is the second image, a camera's large
  /// preview another, and a hostile index may list thousands.
  static let mpfImagesRead = 8
  /// The signature of an XMP packet's APP1 segment (a zero ends it).
  static let xmpSignature = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0]

  /// Whether the JPEG in `bytes` says it has a gain map, in its own header or in an appended image's.
  static func jpeg(_ bytes: [UInt8]) -> Bool {
    let reader = ByteReader(bytes)
    let primary = segments(at: 0, reader)
    if primary.contains(where: { saysGainMap($0, reader) }) { return true }
    guard let mpf = primary.first(where: { $0.marker == 0xE2 && reader.matches("MPF\0", at: $0.body.lowerBound) })
    else { return false }
    return appendedImages(mpf, reader).contains { start in
      segments(at: start, reader).contains { saysGainMap($0, reader) }
    }
  }

  /// The header segments of the JPEG image whose SOI is at `start`, in order, up to its first scan; stops at
  /// the first segment not whole in the bytes.
  static func segments(at start: Int, _ r: ByteReader) -> [Segment] {
    guard r.u16(start) == 0xFFD8 else { return [] }
    var found: [Segment] = []
    var offset = start + 2
    while let marker = r.u16(offset), marker >> 8 == 0xFF {
      let type = marker & 0xFF
      if type == 0xD8 || (0xD0...0xD7).contains(type) || type == 0x01 || type == 0xFF {
        offset += type == 0xFF ? 1 : 2  // markers without a length (and fill bytes)
        continue
      }
      if type == 0xDA || type == 0xD9 { break }  // the image data, or the end: the header is over
      guard let length = r.u16(offset + 2), length >= 2, offset + 2 + length <= r.bytes.count else { break }
      found.append(Segment(marker: type, body: offset + 4..<offset + 2 + length))
      offset += 2 + length
    }
    return found
  }

  /// Whether `segment` is gain map metadata: an XMP packet that declares it, or ISO 21496-1's.
  static func saysGainMap(_ segment: Segment, _ r: ByteReader) -> Bool {
    let body = r.bytes[segment.body]
    switch segment.marker {
    case 0xE1:
      return body.starts(with: xmpSignature) && declaresGainMapVersion(body.dropFirst(xmpSignature.count))
    case 0xE2:
      return body.starts(with: isoSignature)
    default:
      return false
    }
  }

  /// Where the images after the first that the MPF segment `mpf` lists start in the bytes (its MP Entry
  /// values, tag 0xB002: 16 bytes an image, the third four its offset from the MPF's TIFF header); at most
  /// `mpfImagesRead`, and none the index cannot be read for.
  static func appendedImages(_ mpf: Segment, _ bytes: ByteReader) -> [Int] {
    let tiff = mpf.body.lowerBound + 4
    guard let (r, ifd) = ExifOrientation.tiffHeader(at: tiff, in: bytes.bytes),
      let entry = ExifColorSpace.entry(0xB002, in: tiff + ifd, r), r.u16(entry + 2) == 7,
      let count = r.u32(entry + 4), let offset = r.u32(entry + 8)
    else { return [] }
    return (0..<min(count / 16, mpfImagesRead)).compactMap { image in
      guard let start = r.u32(tiff + offset + image * 16 + 8), start > 0 else { return nil }
      return tiff + start
    }
  }
}
