import Testing

@testable import PhotoCore

@Suite struct ExifThumbnailTests {
  /// A JPEG head whose Exif APP1 holds IFD0 (one orientation entry), then IFD1 pointing at `thumbnail`.
  static func jpeg(
    littleEndian: Bool, thumbnail: [UInt8], offsetType: UInt16 = 4, lengthDelta: Int = 0, ifd1Entries: Bool = true
  ) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] {
      littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] : [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    func u32(_ v: Int) -> [UInt8] {
      littleEndian
        ? [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)]
        : [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    func entry(_ tag: Int, _ type: Int, _ value: Int) -> [UInt8] {
      u16(tag) + u16(type) + u32(1) + (type == 3 ? u16(value) + [0, 0] : u32(value))
    }
    // TIFF: header (8) + IFD0 (2 + 12 + 4) at 8, IFD1 (2 + 2 * 12 + 4) at 26, thumbnail at 56.
    var tiff: [UInt8] = Array((littleEndian ? "II" : "MM").utf8) + u16(42) + u32(8)
    tiff += u16(1) + entry(0x0112, 3, 6) + u32(26)
    if ifd1Entries {
      tiff += u16(2) + entry(0x0201, Int(offsetType), 56) + entry(0x0202, 4, thumbnail.count + lengthDelta) + u32(0)
    } else {
      tiff += u16(0) + u32(0) + [UInt8](repeating: 0, count: 24)
    }
    tiff += thumbnail
    let app1 = Array("Exif\0\0".utf8) + tiff
    let length = app1.count + 2
    return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + app1 + [0xFF, 0xDA, 0, 2]
  }

  static let thumb: [UInt8] = [0xFF, 0xD8, 1, 2, 3, 4, 5, 6, 0xFF, 0xD9]

  @Test func findsTheThumbnailInBothByteOrders() throws {
    for littleEndian in [true, false] {
      let bytes = Self.jpeg(littleEndian: littleEndian, thumbnail: Self.thumb)
      let range = try #require(ExifThumbnail.locate(in: bytes))
      #expect(Array(bytes[range]) == Self.thumb)
      // The same APP1 still gives the orientation.
      #expect(ExifOrientation.read(from: bytes, kind: .jpeg) == .right)
    }
  }

  @Test func acceptsAShortOffsetAsSomeWritersStoreIt() {
    let bytes = Self.jpeg(littleEndian: true, thumbnail: Self.thumb, offsetType: 3)
    #expect(ExifThumbnail.locate(in: bytes).map { Array(bytes[$0]) } == Self.thumb)
  }

  @Test func missingOrDamagedThumbnailsGiveNothing() {
    // No IFD1 entries.
    #expect(ExifThumbnail.locate(in: Self.jpeg(littleEndian: true, thumbnail: Self.thumb, ifd1Entries: false)) == nil)
    // A length running past the data.
    #expect(ExifThumbnail.locate(in: Self.jpeg(littleEndian: true, thumbnail: Self.thumb, lengthDelta: 1000)) == nil)
    // Bytes at the offset that are not a JPEG.
    #expect(ExifThumbnail.locate(in: Self.jpeg(littleEndian: true, thumbnail: [1, 2, 3, 4, 5, 6])) == nil)
    // Not a JPEG at all, empty, or cut inside the APP1.
    #expect(ExifThumbnail.locate(in: [0x89, 0x50, 0x4E, 0x47]) == nil)
    #expect(ExifThumbnail.locate(in: []) == nil)
    let whole = Self.jpeg(littleEndian: false, thumbnail: Self.thumb)
    for cut in stride(from: 0, to: whole.count, by: 3) { _ = ExifThumbnail.locate(in: Array(whole.prefix(cut))) }
  }
}
