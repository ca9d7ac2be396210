extension HEIFHeader {
  /// Where a HEIF file keeps its EXIF: the bytes of its `Exif` item (ISO/IEC 23008-12 annex A), as file
  /// offsets. The item is named in `iinf` and placed by `iloc`, usually in `mdat` just after the `meta` box (a
  /// phone's HEIC has it within its first 64 KB), but anywhere in the file as far as the format goes.
  public struct ExifItem: Equatable, Sendable {
    /// The item's bytes in the file: a 4-byte offset to the TIFF header, then the EXIF block.
    public var extent: Range<Int>
  }

  /// The `Exif` item of the HEIF in `bytes` (the start of the file, or its `meta` box read from byte `origin`
  /// of it); nil when its `meta` box has none, or places it in pieces or by reference (construction methods
  /// other than a file offset, or `idat`).
  public static func exifItem(_ bytes: [UInt8], origin: Int = 0) -> ExifItem? {
    let reader = ByteReader(bytes)
    guard let children = metaChildren(reader), let iinf = children.first(where: { $0.type == "iinf" }),
      let iloc = children.first(where: { $0.type == "iloc" }), let id = exifItemID(iinf, reader)
    else { return nil }
    let idat = children.first(where: { $0.type == "idat" })
    return location(of: id, in: iloc, idat: idat, origin: origin, reader).map { ExifItem(extent: $0) }
  }

  /// The TIFF header's offset in `bytes` (the start of a HEIF file) when its `Exif` item lies whole in them.
  static func exifTIFFOffset(_ bytes: [UInt8]) -> Int? {
    guard let item = exifItem(bytes), item.extent.upperBound <= bytes.count else { return nil }
    return tiffOffset(inItem: Array(bytes[item.extent]), at: item.extent.lowerBound)
  }

  /// Where the TIFF header starts in an `Exif` item's `payload` (which starts at byte `at` of its file): after
  /// its 4-byte offset field and that offset (to skip an `Exif\0\0` prefix); nil when it points outside.
  public static func tiffOffset(inItem payload: [UInt8], at base: Int = 0) -> Int? {
    guard let skip = ByteReader(payload).u32(0), skip <= payload.count - 4 else { return nil }
    var start = 4 + skip
    // Writers that count the prefix but point at it anyway (or write none and say 6): find the TIFF byte order.
    let prefix = Array("Exif\0\0".utf8)
    if payload.count >= start + 6, Array(payload[start..<start + 6]) == prefix { start += 6 }
    return base + start
  }

  /// The ID of the first item `iinf` says is of type `Exif` (its `infe` entries, version 2 or later).
  static func exifItemID(_ iinf: Box, _ reader: ByteReader) -> Int? {
    guard let version = reader.u8(iinf.payload.lowerBound) else { return nil }
    let first = iinf.payload.lowerBound + 4 + (version == 0 ? 2 : 4)
    guard first <= iinf.payload.upperBound else { return nil }
    for infe in boxes(in: reader, first..<iinf.payload.upperBound) where infe.type == "infe" {
      let p = infe.payload
      guard let v = reader.u8(p.lowerBound), v >= 2 else { continue }
      let idBytes = v == 2 ? 2 : 4
      let typeAt = p.lowerBound + 4 + idBytes + 2
      guard typeAt + 4 <= p.upperBound,
        let id = idBytes == 2 ? reader.u16(p.lowerBound + 4) : reader.u32(p.lowerBound + 4)
      else { continue }
      if reader.matches("Exif", at: typeAt) { return id }
    }
    return nil
  }

  /// Item `id`'s bytes in the file by `iloc`: one extent at a file offset, or in `idat` (whose bytes were read
  /// from byte `origin` of the file); nil otherwise.
  static func location(of id: Int, in iloc: Box, idat: Box?, origin: Int, _ reader: ByteReader) -> Range<Int>? {
    var fields = ILocFields(reader: reader, at: iloc.payload.lowerBound, end: iloc.payload.upperBound)
    guard let version = fields.next(1), fields.skip(3), let sizes = fields.next(1), let more = fields.next(1),
      let count = fields.next(version < 2 ? 2 : 4)
    else { return nil }
    let (offsetSize, lengthSize, baseSize) = (sizes >> 4, sizes & 15, more >> 4)
    let indexSize = version == 1 || version == 2 ? more & 15 : 0
    for _ in 0..<min(count, 65_536) {
      guard let item = fields.next(version < 2 ? 2 : 4) else { return nil }
      var method = 0
      if version == 1 || version == 2 {
        guard let raw = fields.next(2) else { return nil }
        method = raw & 15
      }
      guard fields.skip(2), let base = fields.next(baseSize), let extents = fields.next(2) else { return nil }
      var found: [Range<Int>] = []
      for _ in 0..<extents {
        guard fields.skip(indexSize), let offset = fields.next(offsetSize), let length = fields.next(lengthSize)
        else { return nil }
        found.append(base + offset..<base + offset + length)
      }
      guard item == id else { continue }
      guard found.count == 1, let extent = found.first, !extent.isEmpty else { return nil }
      switch method {
      case 0: return extent
      case 1:
        guard let idat, extent.upperBound <= idat.payload.count else { return nil }
        let start = origin + idat.payload.lowerBound
        return start + extent.lowerBound..<start + extent.upperBound
      default: return nil
      }
    }
    return nil
  }
}

/// Big-endian fields of 0, 1, 2, 4 or 8 bytes read one after another inside an `iloc` box, bounds checked.
private struct ILocFields {
  let reader: ByteReader
  var at: Int
  let end: Int

  /// The next field of `size` bytes (0 reads as 0); nil past the box's end or for a size `iloc` cannot have.
  mutating func next(_ size: Int) -> Int? {
    guard at + size <= end else { return nil }
    let value: Int?
    switch size {
    case 0: value = 0
    case 1: value = reader.u8(at)
    case 2: value = reader.u16(at)
    case 4: value = reader.u32(at)
    case 8:
      guard let high = reader.u32(at), let low = reader.u32(at + 4), high < 1 << 20 else { return nil }
      value = high << 32 | low
    default: value = nil
    }
    at += size
    return value
  }

  /// Steps over `count` bytes; false past the box's end.
  mutating func skip(_ count: Int) -> Bool {
    guard at + count <= end else { return false }
    at += count
    return true
  }
}
