import Foundation
import Testing

/// `--caption` end to end: a JPEG whose EXIF says when and where it was taken gets its date and the nearest
/// place from the bundled gazetteer, drawn near the bottom with a shadow; a photo without EXIF gets what it
/// has (its name) and no dangling separator.
@Suite struct CaptionTests {
  /// A big-endian TIFF structure: IFD0 (camera, Exif and GPS pointers), the Exif IFD (DateTimeOriginal) and
  /// the GPS IFD (46° 37' 27.12" N, 8° 2' 29.04" E: Grindelwald), values out of line after all three.
  static var grindelwaldTIFF: [UInt8] {
    func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
    let make = Array("Apple\0".utf8)
    let model = Array("iPhone 13 mini\0".utf8)
    let date = Array("2024:07:14 18:30:05\0".utf8)
    let latitude = [46, 1, 37, 1, 2712, 100].flatMap(u32)
    let longitude = [8, 1, 2, 1, 2904, 100].flatMap(u32)
    // Offsets: header 8, IFD0 (4 entries) 54, Exif IFD (1 entry) 18, GPS IFD (4 entries) 54, then the values.
    let ifd0At = 8
    let exifAt = ifd0At + 2 + 4 * 12 + 4
    let gpsAt = exifAt + 2 + 12 + 4
    let valuesAt = gpsAt + 2 + 4 * 12 + 4
    let makeAt = valuesAt
    let modelAt = makeAt + make.count
    let dateAt = modelAt + model.count
    let latitudeAt = dateAt + date.count
    let longitudeAt = latitudeAt + latitude.count
    func entry(_ tag: Int, _ type: Int, _ count: Int, _ value: [UInt8]) -> [UInt8] {
      u16(tag) + u16(type) + u32(count) + value + [UInt8](repeating: 0, count: 4 - value.count)
    }
    let ifd0 =
      u16(4) + entry(0x010F, 2, make.count, u32(makeAt)) + entry(0x0110, 2, model.count, u32(modelAt))
      + entry(0x8769, 4, 1, u32(exifAt)) + entry(0x8825, 4, 1, u32(gpsAt)) + u32(0)
    let exif = u16(1) + entry(0x9003, 2, date.count, u32(dateAt)) + u32(0)
    let gps =
      u16(4) + entry(0x0001, 2, 2, Array("N\0".utf8)) + entry(0x0002, 5, 3, u32(latitudeAt))
      + entry(0x0003, 2, 2, Array("E\0".utf8)) + entry(0x0004, 5, 3, u32(longitudeAt)) + u32(0)
    return Array("MM".utf8) + u16(42) + u32(ifd0At) + ifd0 + exif + gps + make + model + date + latitude + longitude
  }

  /// `dir`/album holding alps.jpg, a JPEG whose EXIF says it was taken in Grindelwald (`grindelwaldTIFF`).
  static func alpsAlbum(in dir: String) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    let jpeg = HostileFiles.withExif(
      try HostileFiles.photo("jpg", width: 400, height: 300, in: dir), tiff: Self.grindelwaldTIFF)
    try Data(jpeg).write(to: URL(fileURLWithPath: album + "/alps.jpg"))
    return album
  }

  /// In German the place's country is German's (Debian's iso-codes: "Schweiz"), the place's own name as it is.
  @Test func theCountryIsNamedInTheUsersLanguage() throws {
    let dir = try Harness.scratch("caption-de")
    let album = try Self.alpsAlbum(in: dir)
    let run = try Harness.run(
      [album, "--slideshow", "1", "--slideshow-transition", "none", "--caption", "{place}", "--size", "640x480"],
      script: "800 quit\n", in: dir, environment: ["LANG": "de_DE.UTF-8", "LC_TIME": "C"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last { $0.caption != nil }?.caption == "Grindelwald, Schweiz")
  }

  @Test func aJPEGWithDateAndGPSIsCaptionedWithItsDateAndPlace() throws {
    let dir = try Harness.scratch("caption")
    let album = try Self.alpsAlbum(in: dir)
    try Pixels.write(album + "/plain.png", width: 400, height: 300) { _, _ in .init(r: 90, g: 120, b: 200) }
    let format = "{date:%e %B %Y} · {place} · {camera}"
    let script = "800 screenshot shot-alps.png\n1800 screenshot shot-plain.png\n2500 quit\n"
    let run = try Harness.run(
      [album, "--slideshow", "1", "--slideshow-transition", "none", "--caption", format, "--size", "640x480"],
      script: script, in: dir, environment: ["LC_TIME": "C", "LC_ALL": ""])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let alps = try #require(run.trace.first { $0.file.hasSuffix("alps.jpg") })
    #expect(alps.caption == "14 July 2024 · Grindelwald, Switzerland · Apple iPhone 13 mini")
    // No EXIF: the file's time stands in for the date; no place, no camera, no dangling "·".
    let plain = try #require(run.trace.first { $0.file.hasSuffix("plain.png") })
    let caption = try #require(plain.caption)
    #expect(!caption.contains("·") && caption.hasSuffix(String(Calendar.current.component(.year, from: Date()))))
    // Drawn: light glyphs with a dark shadow near the bottom, centred, over the photo (a slideshow fits a smaller
    // photo to the screen: 400 x 300 fills 640 x 480); the top of the photo untouched.
    let shot = try Pixels.Image(path: dir + "/shot-plain.png")
    var light = 0
    var dark = 0
    for y in 380..<470 {
      for x in 120..<520 {
        let p = shot[x, y]
        if p.r > 200 && p.g > 200 && p.b > 200 { light += 1 }
        if p.r < 70 && p.g < 95 && p.b < 160 { dark += 1 }  // darker than the photo's (90, 120, 200)
      }
    }
    #expect(light > 100 && dark > 100, "light \(light), dark \(dark)")
    #expect(shot[320, 100].isClose(to: Pixels.RGB(r: 90, g: 120, b: 200)))
  }

  @Test func aBadFormatIsRefusedWithItsReason() throws {
    let dir = try Harness.scratch("caption-bad")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 64, height: 48)
    let run = try Harness.run(
      [album, "--slideshow", "1", "--caption", "{date} {plcae}"], script: "100 quit\n", in: dir)
    #expect(run.status != 0)
    #expect(run.reported(.optionInvalid, about: "--caption"), "\(run.diagnostics)")
  }
}
