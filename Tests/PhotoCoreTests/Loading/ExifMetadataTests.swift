import Testing

@testable import PhotoCore

/// The date taken, camera and GPS position read from EXIF, on TIFF structures built here as cameras write
/// them (IFD0 pointing to the Exif and GPS IFDs, long values out of line).
@Suite struct ExifMetadataTests {
  /// A TIFF builder: IFDs laid out one after another, values longer than 4 bytes after each IFD.
  struct TIFF {
    var littleEndian = false
    typealias Field = (tag: Int, type: Int, count: Int, value: [UInt8])

    func u16(_ v: Int) -> [UInt8] {
      littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] : [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
    func ascii(_ tag: Int, _ text: String) -> Field { (tag, 2, text.utf8.count + 1, Array(text.utf8) + [0]) }
    func rationals(_ tag: Int, _ values: [(Int, Int)]) -> Field {
      (tag, 5, values.count, values.flatMap { u32($0.0) + u32($0.1) })
    }

    /// IFD0 with `main`, plus an Exif IFD and a GPS IFD when given (their pointers added to IFD0).
    func bytes(main: [Field], exif: [Field]? = nil, gps: [Field]? = nil) -> [UInt8] {
      func size(_ fields: [Field]) -> Int {
        2 + fields.count * 12 + 4 + fields.reduce(0) { $0 + ($1.value.count > 4 ? $1.value.count : 0) }
      }
      var ifd0 = main
      if exif != nil { ifd0.append((0x8769, 4, 1, [])) }
      if gps != nil { ifd0.append((0x8825, 4, 1, [])) }
      let exifAt = 8 + size(ifd0)
      let gpsAt = exifAt + (exif.map(size) ?? 0)
      ifd0 = ifd0.map { field in
        field.tag == 0x8769
          ? (field.tag, 4, 1, u32(exifAt)) : field.tag == 0x8825 ? (field.tag, 4, 1, u32(gpsAt)) : field
      }
      func ifd(_ fields: [Field], at start: Int) -> [UInt8] {
        var head = u16(fields.count)
        var tail: [UInt8] = []
        let dataAt = start + 2 + fields.count * 12 + 4
        for field in fields.sorted(by: { $0.tag < $1.tag }) {
          head += u16(field.tag) + u16(field.type) + u32(field.count)
          if field.value.count <= 4 {
            head += field.value + [UInt8](repeating: 0, count: 4 - field.value.count)
          } else {
            head += u32(dataAt + tail.count)
            tail += field.value
          }
        }
        return head + u32(0) + tail
      }
      let order: [UInt8] = littleEndian ? Array("II".utf8) : Array("MM".utf8)
      return order + u16(42) + u32(8) + ifd(ifd0, at: 8) + (exif.map { ifd($0, at: exifAt) } ?? [])
        + (gps.map { ifd($0, at: gpsAt) } ?? [])
    }
  }

  /// A phone's photo: taken 2024-07-14 18:30:05 in Grindelwald (46° 37' 27.12" N, 8° 2' 29.04" E).
  static func phone(littleEndian: Bool) -> [UInt8] {
    let t = TIFF(littleEndian: littleEndian)
    return t.bytes(
      main: [t.ascii(0x010F, "Apple"), t.ascii(0x0110, "iPhone 13 mini"), t.ascii(0x0132, "2024:07:20 09:00:00")],
      exif: [t.ascii(0x9003, "2024:07:14 18:30:05")],
      gps: [
        t.ascii(0x0001, "N"), t.rationals(0x0002, [(46, 1), (37, 1), (2712, 100)]), t.ascii(0x0003, "E"),
        t.rationals(0x0004, [(8, 1), (2, 1), (2904, 100)]),
      ])
  }

  @Test(arguments: [false, true]) func readsDateCameraAndPositionFromAJPEG(littleEndian: Bool) throws {
    let meta = ExifMetadata.read(from: ExifOrientationTests.jpeg(Self.phone(littleEndian: littleEndian)), kind: .jpeg)
    #expect(meta.taken == ExifMetadata.LocalDateTime(year: 2024, month: 7, day: 14, hour: 18, minute: 30, second: 5))
    #expect(meta.camera == "Apple iPhone 13 mini")
    let position = try #require(meta.position)
    #expect(abs(position.latitude - (46 + 37.0 / 60 + 27.12 / 3600)) < 1e-12)
    #expect(abs(position.longitude - (8 + 2.0 / 60 + 29.04 / 3600)) < 1e-12)
  }

  @Test func southWestAndFallbacks() throws {
    let t = TIFF()
    // No DateTimeOriginal: the file's DateTime; a maker the model already names; south and west.
    let bytes = t.bytes(
      main: [
        t.ascii(0x010F, "NIKON CORPORATION"), t.ascii(0x0110, "NIKON D850  "), t.ascii(0x0132, "2019-01-02 03:04:05"),
      ],
      gps: [
        t.ascii(0x0001, "S"), t.rationals(0x0002, [(33, 1), (51, 1), (0, 1)]), t.ascii(0x0003, "W"),
        t.rationals(0x0004, [(70, 1), (30, 1), (0, 1)]),
      ])
    let meta = ExifMetadata.read(from: ExifOrientationTests.jpeg(bytes), kind: .jpeg)
    #expect(meta.taken == ExifMetadata.LocalDateTime(year: 2019, month: 1, day: 2, hour: 3, minute: 4, second: 5))
    #expect(meta.camera == "NIKON D850")
    #expect(meta.position?.latitude == -33.85 && meta.position?.longitude == -70.5)
  }

  @Test func blanksZerosAndDamageGiveNothing() {
    let t = TIFF()
    let blank = t.bytes(
      main: [t.ascii(0x0132, "    :  :     :  :  ")],
      gps: [t.rationals(0x0002, [(0, 1), (0, 1), (0, 1)]), t.rationals(0x0004, [(0, 1), (0, 1), (0, 1)])])
    #expect(ExifMetadata.read(from: ExifOrientationTests.jpeg(blank), kind: .jpeg) == ExifMetadata())
    // A zero denominator, a latitude past 90, a date in month 13.
    let bad = t.bytes(
      main: [t.ascii(0x0132, "2020:13:01 00:00:00")],
      gps: [t.rationals(0x0002, [(91, 1), (0, 1), (0, 1)]), t.rationals(0x0004, [(8, 0), (0, 1), (0, 1)])])
    #expect(ExifMetadata.read(from: ExifOrientationTests.jpeg(bad), kind: .jpeg) == ExifMetadata())
    // Cut anywhere: never a crash, and what is read is what the whole file says or nothing.
    let whole = ExifOrientationTests.jpeg(Self.phone(littleEndian: false))
    let full = ExifMetadata.read(from: whole, kind: .jpeg)
    for cut in 0..<whole.count {
      let part = ExifMetadata.read(from: Array(whole.prefix(cut)), kind: .jpeg)
      // Cut before the Exif IFD, the file's own DateTime stands in.
      let saved = ExifMetadata.LocalDateTime(year: 2024, month: 7, day: 20, hour: 9)
      #expect(part.taken == nil || part.taken == full.taken || part.taken == saved)
      // The maker may be read before the model is cut off.
      #expect(part.camera.map { full.camera?.hasPrefix($0) == true } ?? true)
    }
    #expect(ExifMetadata.read(from: [], kind: .png) == ExifMetadata())
  }

  /// The lens and the exposure from the Exif IFD, written as photographers read them; a part missing, zero or
  /// divided by zero is left out.
  @Test func readsTheLensAndTheExposure() throws {
    let t = TIFF()
    let bytes = t.bytes(
      main: [t.ascii(0x010F, "Canon"), t.ascii(0x0110, "Canon EOS R6")],
      exif: [
        t.rationals(0x829A, [(1, 250)]), t.rationals(0x829D, [(28, 10)]), (0x8827, 3, 1, t.u16(100)),
        t.rationals(0x920A, [(50, 1)]), t.ascii(0xA434, "RF50mm F1.8 STM"),
      ])
    let meta = ExifMetadata.read(from: ExifOrientationTests.jpeg(bytes), kind: .jpeg)
    #expect(meta.lens == "RF50mm F1.8 STM")
    let exposure = try #require(meta.exposure)
    #expect(exposure.description == "1/250 s · f/2.8 · ISO 100 · 50 mm")
    #expect(ExifMetadata.Exposure(seconds: 2, fNumber: 8).description == "2 s · f/8")
    let broken = t.bytes(main: [], exif: [t.rationals(0x829A, [(1, 0)]), t.rationals(0x829D, [(0, 1)])])
    #expect(ExifMetadata.read(from: ExifOrientationTests.jpeg(broken), kind: .jpeg).exposure == nil)
  }

  /// A phone's lens reads as it is named: "4.25 mm" under "4.25mm f/1.8", never rounded to "4 mm".
  @Test func focalLengthsKeepTheirDecimals() {
    let cases: [(Double, String)] = [
      (4.25, "4.25 mm"), (5.1, "5.1 mm"), (6.0, "6 mm"), (2.22, "2.22 mm"), (4.05, "4.05 mm"), (9.996, "10 mm"),
      (23.5, "23.5 mm"), (50, "50 mm"), (105.04, "105 mm"),
    ]
    for (value, text) in cases {
      #expect(ExifMetadata.Exposure(focalLength: value).description == text, "\(value)")
    }
  }

  /// The HMD Nokia 8.3 5G in ianare/exif-samples stores its position as SRATIONALs (TIFF type 10): 60° 8'
  /// 48.14" N, 24° 54' 24.38" E, Helsinki (exiftool: 60.1467, 24.9068). Any number type reads; a signed
  /// value without a reference tag gives its own hemisphere; minutes may carry the fraction (Kodak CX7530).
  @Test(arguments: [false, true]) func positionsInEveryNumberTypeRead(littleEndian: Bool) throws {
    let t = TIFF(littleEndian: littleEndian)
    func signed(_ tag: Int, _ values: [(Int, Int)]) -> TIFF.Field {
      (tag, 10, values.count, values.flatMap { t.u32(Int(UInt32(bitPattern: Int32($0.0)))) + t.u32($0.1) })
    }
    let nokia = t.bytes(
      main: [t.ascii(0x010F, "HMD Global"), t.ascii(0x0110, "Nokia 8.3 5G")],
      gps: [
        t.ascii(0x0001, "N"), signed(0x0002, [(60, 1), (8, 1), (4814, 100)]),
        t.ascii(0x0003, "E"), signed(0x0004, [(24, 1), (54, 1), (2438, 100)]),
      ])
    let position = try #require(ExifMetadata.read(from: ExifOrientationTests.jpeg(nokia), kind: .jpeg).position)
    #expect(abs(position.latitude - 60.146_705_555_555_6) < 1e-9)
    #expect(abs(position.longitude - 24.906_772_222_222_2) < 1e-9)
    // Signed degrees and no references: south and west by their signs.
    let unnamed = t.bytes(
      main: [], gps: [signed(0x0002, [(-33, 1), (51, 1), (0, 1)]), signed(0x0004, [(-70, 1), (30, 1), (0, 1)])])
    let south = try #require(ExifMetadata.read(from: ExifOrientationTests.jpeg(unnamed), kind: .jpeg).position)
    #expect(abs(south.latitude + 33.85) < 1e-9 && abs(south.longitude + 70.5) < 1e-9)
    // A reference wins over a sign; the fraction in the minutes (Kodak), and degrees alone as DOUBLE.
    func double(_ tag: Int, _ value: Double) -> TIFF.Field {
      let bits = value.bitPattern
      let (high, low) = (Int(bits >> 32), Int(bits & 0xFFFF_FFFF))
      return (tag, 12, 1, littleEndian ? t.u32(low) + t.u32(high) : t.u32(high) + t.u32(low))
    }
    let mixed = t.bytes(
      main: [],
      gps: [
        t.ascii(0x0001, "S"), t.rationals(0x0002, [(0, 1), (22278, 1000), (0, 1)]),
        t.ascii(0x0003, "W"), double(0x0004, 78.4567),
      ])
    let kodak = try #require(ExifMetadata.read(from: ExifOrientationTests.jpeg(mixed), kind: .jpeg).position)
    #expect(abs(kodak.latitude + 0.3713) < 1e-9 && abs(kodak.longitude + 78.4567) < 1e-9)
  }
}
