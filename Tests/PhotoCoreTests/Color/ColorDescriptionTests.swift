import Foundation
import Testing

@testable import PhotoCore

/// Reading what a file says about its colours: JPEG's ICC markers put back together, PNG's chunks in their
/// order of precedence, WebP's ICCP chunk; anything incomplete or inconsistent says nothing.
struct ColorDescriptionTests {
  /// A JPEG segment: marker, big-endian length (itself included), body.
  static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
    [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }
  static func iccPiece(_ number: UInt8, of count: UInt8, _ data: [UInt8]) -> [UInt8] {
    segment(0xE2, Array("ICC_PROFILE".utf8) + [0, number, count] + data)
  }
  /// SOI, `segments`, then a scan that carries a stray APP2-looking byte run (never read).
  static func jpeg(_ segments: [UInt8]...) -> [UInt8] {
    [0xFF, 0xD8] + segments.flatMap { $0 } + segment(0xDA, [1, 2, 3]) + [0xFF, 0xE2, 0, 4, 9, 9, 0xFF, 0xD9]
  }

  @Test func aJPEGsProfileIsPutBackTogetherInSequenceOrder() {
    let exif = Self.segment(0xE1, Array("Exif".utf8) + [0, 0, 1, 2, 3])
    let file = Self.jpeg(
      exif, Self.iccPiece(2, of: 3, [4, 5]), Self.iccPiece(1, of: 3, [1, 2, 3]), Self.iccPiece(3, of: 3, [6]))
    #expect(ColorDescription.read(file, kind: .jpeg) == .iccProfile([1, 2, 3, 4, 5, 6]))
    // No profile: nothing said.
    #expect(ColorDescription.read(Self.jpeg(exif), kind: .jpeg) == nil)
  }

  @Test func aJPEGProfileWithPiecesMissingRepeatedOrMiscountedSaysNothing() {
    let one = Self.iccPiece(1, of: 2, [1])
    let two = Self.iccPiece(2, of: 2, [2])
    #expect(ColorDescription.read(Self.jpeg(one), kind: .jpeg) == nil)  // piece 2 missing
    #expect(ColorDescription.read(Self.jpeg(one, one, two), kind: .jpeg) == nil)  // piece 1 twice
    #expect(ColorDescription.read(Self.jpeg(one, Self.iccPiece(2, of: 3, [2])), kind: .jpeg) == nil)  // counts differ
    #expect(ColorDescription.read(Self.jpeg(Self.iccPiece(0, of: 1, [1])), kind: .jpeg) == nil)  // numbered from 1
    // Cut short inside the profile's markers: nothing; cut after them, in the scan: the profile.
    let whole = Self.jpeg(one, two)
    #expect(ColorDescription.read(Array(whole.prefix(12)), kind: .jpeg) == nil)
    #expect(ColorDescription.read(whole, kind: .jpeg) == .iccProfile([1, 2]))
  }

  /// A PNG chunk: big-endian length, type, data, a CRC (not checked).
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let n = data.count
    return [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)] + Array(type.utf8) + data
      + [0, 0, 0, 0]
  }
  static func be32(_ v: Int) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }
  static func png(_ chunks: [UInt8]...) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", Array(repeating: 0, count: 13))
      + chunks.flatMap { $0 }
      + chunk("IDAT", [1, 2]) + chunk("sRGB", [0]) + chunk("IEND", [])
  }

  @Test func pngChunksSayTheirPieceInOrderOfPrecedence() {
    let gama = Self.chunk("gAMA", Self.be32(45_455))
    let chrm = Self.chunk("cHRM", [31_270, 32_900, 64_000, 33_000, 30_000, 60_000, 15_000, 6_000].flatMap(Self.be32))
    let iccp = Self.chunk("iCCP", Array("Display P3".utf8) + [0, 0] + [0x78, 0x9C, 1, 2])
    let srgb = Self.chunk("sRGB", [0])
    #expect(ColorDescription.read(Self.png(gama, iccp, srgb), kind: .png) == .compressedICCProfile([0x78, 0x9C, 1, 2]))
    #expect(ColorDescription.read(Self.png(gama, srgb), kind: .png) == .sRGB)
    let chromaticities = ColorDescription.Chromaticities(
      white: (0.3127, 0.329), red: (0.64, 0.33), green: (0.3, 0.6), blue: (0.15, 0.06))
    #expect(ColorDescription.read(Self.png(gama, chrm), kind: .png) == .gamma(0.45455, chromaticities: chromaticities))
    #expect(ColorDescription.read(Self.png(gama), kind: .png) == .gamma(0.45455, chromaticities: nil))
    // After the image data nothing counts (the sRGB chunk `png` adds after IDAT is not read).
    #expect(ColorDescription.read(Self.png(), kind: .png) == nil)
    // A profile with an empty name, or another compression method, is not trusted.
    #expect(ColorDescription.read(Self.png(Self.chunk("iCCP", [0, 0, 1])), kind: .png) == nil)
    #expect(ColorDescription.read(Self.png(Self.chunk("iCCP", Array("p".utf8) + [0, 1, 1])), kind: .png) == nil)
  }

  @Test func aPNGsCICPChunkWinsOverEveryOther() {
    // PNG's third edition: cICP (primaries, transfer, matrix 0, full range) says PQ or HLG for an HDR PNG.
    let pq = Self.chunk("cICP", [9, 16, 0, 1])
    let iccp = Self.chunk("iCCP", Array("Display P3".utf8) + [0, 0] + [0x78, 0x9C, 1, 2])
    let srgb = Self.chunk("sRGB", [0])
    #expect(ColorDescription.read(Self.png(iccp, pq, srgb), kind: .png) == .coded(primaries: 9, transfer: 16))
    #expect(ColorDescription.read(Self.png(Self.chunk("cICP", [9, 18, 0, 1])), kind: .png)?.name == "HDR (HLG)")
    // A chunk of the wrong length says nothing.
    #expect(ColorDescription.read(Self.png(Self.chunk("cICP", [9, 16, 0]), srgb), kind: .png) == .sRGB)
  }

  static func riff(_ chunks: [UInt8]...) -> [UInt8] {
    let body = Array("WEBP".utf8) + chunks.flatMap { $0 }
    let n = body.count
    return Array("RIFF".utf8) + [UInt8(n & 0xFF), UInt8((n >> 8) & 0xFF), UInt8((n >> 16) & 0xFF), UInt8(n >> 24)]
      + body
  }
  static func webpChunk(_ fourcc: String, _ data: [UInt8]) -> [UInt8] {
    let n = data.count
    return Array(fourcc.utf8) + [UInt8(n & 0xFF), UInt8((n >> 8) & 0xFF), UInt8((n >> 16) & 0xFF), UInt8(n >> 24)]
      + data
      + (n % 2 == 1 ? [0] : [])
  }

  @Test func aWebPsProfileIsItsICCPChunkBeforeTheImage() {
    let vp8x = Self.webpChunk("VP8X", [0x20] + Array(repeating: 0, count: 9))
    #expect(
      ColorDescription.read(
        Self.riff(vp8x, Self.webpChunk("ICCP", [7, 8, 9]), Self.webpChunk("VP8 ", [0])), kind: .webp)
        == .iccProfile([7, 8, 9]))
    #expect(
      ColorDescription.read(Self.riff(vp8x, Self.webpChunk("VP8 ", [0]), Self.webpChunk("ICCP", [7])), kind: .webp)
        == nil)
    #expect(ColorDescription.read(Self.riff(Self.webpChunk("VP8L", [0, 1])), kind: .webp) == nil)
  }

  @Test func otherKindsAndNoiseSayNothing() {
    #expect(ColorDescription.read([0xFF, 0xD8, 0xFF], kind: .jpeg) == nil)
    #expect(ColorDescription.read(Array(repeating: 0xFF, count: 64), kind: .jpeg) == nil)
    #expect(ColorDescription.read(Self.jpeg(Self.iccPiece(1, of: 1, [1])), kind: .gif) == nil)
  }
}

extension ColorDescriptionTests {
  /// Files Pillow wrote with its 588-byte sRGB profile embedded (the fuzz corpus's seeds).
  static func corpus(_ name: String) throws -> [UInt8] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("FuzzCorpus/image-header")
    return Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  @Test func realFilesGiveTheirProfile() throws {
    guard case .iccProfile(let jpeg)? = ColorDescription.read(try Self.corpus("jpeg-icc-8x6.jpg"), kind: .jpeg) else {
      Issue.record("no profile in the JPEG")
      return
    }
    #expect(jpeg.count == 588 && Array(jpeg[36..<40]) == Array("acsp".utf8))
    #expect(ColorDescription.read(try Self.corpus("webp-iccp-8x6.webp"), kind: .webp) == .iccProfile(jpeg))
    guard case .compressedICCProfile(let png)? = ColorDescription.read(try Self.corpus("png-iccp-8x6.png"), kind: .png)
    else {
      Issue.record("no profile in the PNG")
      return
    }
    #expect(png.first == 0x78)  // a zlib stream
  }
}

extension ColorDescriptionTests {
  /// An Exif APP1 segment (little-endian TIFF): IFD0 pointing at an Exif IFD with ColorSpace `space` and, when
  /// `index` is given, an Interoperability IFD with that index.
  static func exif(space: UInt16, index: String?) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
    func u32(_ v: Int) -> [UInt8] {
      [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
    }
    var tiff = Array("II*".utf8) + [0] + u32(8)
    tiff += u16(1) + u16(0x8769) + u16(4) + u32(1) + u32(26) + u32(0)
    let interop = index.map { Array($0.utf8) + [0] }
    tiff += u16(interop == nil ? 1 : 2) + u16(0xA001) + u16(3) + u32(1) + u16(Int(space)) + u16(0)
    if interop != nil { tiff += u16(0xA005) + u16(4) + u32(1) + u32(interop == nil ? 0 : 56) }
    tiff += u32(0)
    if let interop { tiff += u16(1) + u16(0x0001) + u16(2) + u32(4) + interop.prefix(4) + u32(0) }
    return segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
  }

  @Test func anEXIFThatSaysAdobeRGBStandsInForAProfile() {
    #expect(ColorDescription.read(Self.jpeg(Self.exif(space: 0xFFFF, index: "R03")), kind: .jpeg) == .adobeRGB)
    #expect(ColorDescription.read(Self.jpeg(Self.exif(space: 2, index: "R03")), kind: .jpeg) == .adobeRGB)
    // sRGB (1), the sRGB index (R98), or no index: nothing said.
    #expect(ColorDescription.read(Self.jpeg(Self.exif(space: 1, index: "R03")), kind: .jpeg) == nil)
    #expect(ColorDescription.read(Self.jpeg(Self.exif(space: 0xFFFF, index: "R98")), kind: .jpeg) == nil)
    #expect(ColorDescription.read(Self.jpeg(Self.exif(space: 0xFFFF, index: nil)), kind: .jpeg) == nil)
    // A profile wins over the EXIF.
    let both = Self.jpeg(Self.exif(space: 0xFFFF, index: "R03"), Self.iccPiece(1, of: 1, [5]))
    #expect(ColorDescription.read(both, kind: .jpeg) == .iccProfile([5]))
  }

  /// A little-endian TIFF whose IFD0 holds one entry: tag 34675 (an ICC profile) of type `type`, `profile.count`
  /// bytes at the end of the file.
  static func tiff(_ profile: [UInt8], type: UInt16 = 7, claimed: Int? = nil) -> [UInt8] {
    func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16(v >> 16) }
    var bytes: [UInt8] = Array("II".utf8) + le16(42) + le32(8)
    bytes += le16(1) + le16(34675) + le16(Int(type)) + le32(claimed ?? profile.count) + le32(26) + le32(0)
    return bytes + profile
  }

  @Test func aTIFFsProfileIsItsTag34675WhereverItLies() {
    let profile = [UInt8](repeating: 7, count: 200)
    #expect(ColorDescription.read(Self.tiff(profile), kind: .tiff) == .iccProfile(profile))
    #expect(ColorDescription.read(Self.tiff(profile, type: 1), kind: .tiff) == .iccProfile(profile))
    // Another type, a count past the end of the file, or a TIFF read as another kind: nothing.
    #expect(ColorDescription.read(Self.tiff(profile, type: 3), kind: .tiff) == nil)
    #expect(ColorDescription.read(Self.tiff(profile, claimed: 201), kind: .tiff) == nil)
    #expect(ColorDescription.read(Array(Self.tiff(profile).prefix(100)), kind: .tiff) == nil)
    #expect(ColorDescription.read(Self.tiff(profile), kind: .bmp) == nil)
  }

  @Test func sRGBIsDecidedWithoutAColourEngine() {
    #expect(ColorDescription.sRGB.isSRGB)
    #expect(ColorDescription.coded(primaries: 1, transfer: 13).isSRGB)
    #expect(ColorDescription.coded(primaries: 1, transfer: 2).isSRGB)
    #expect(!ColorDescription.coded(primaries: 12, transfer: 13).isSRGB)
    #expect(!ColorDescription.coded(primaries: 1, transfer: 8).isSRGB, "linear light is not sRGB")
    // PNG's usual gAMA 0.45455 (with sRGB's cHRM, or none) counts as sRGB; gamma 1.8 or other primaries do not.
    #expect(ColorDescription.gamma(0.45455, chromaticities: nil).isSRGB)
    #expect(ColorDescription.gamma(0.45455, chromaticities: ColorDescription.sRGBChromaticities).isSRGB)
    #expect(!ColorDescription.gamma(0.55556, chromaticities: nil).isSRGB)
    #expect(!ColorDescription.gamma(0.45455, chromaticities: ColorDescription.adobeRGBChromaticities).isSRGB)
    #expect(!ColorDescription.adobeRGB.isSRGB)
  }

  @Test func aColourSpaceIsNamedAsPeopleKnowIt() {
    #expect(ColorDescription.coded(primaries: 12, transfer: 13).name == "Display P3")
    #expect(ColorDescription.coded(primaries: 9, transfer: 14).name == "Rec. 2020")
    #expect(ColorDescription.coded(primaries: 2, transfer: 2).name == nil, "unspecified: the viewer says sRGB")
    #expect(ColorDescription.coded(primaries: 1, transfer: 13).name == "sRGB")
    #expect(ColorDescription.adobeRGB.name == "Adobe RGB (1998)")
    #expect(ColorDescription.gamma(0.55556, chromaticities: nil).name == "Gamma 1.80")
    #expect(ColorDescription.gamma(0, chromaticities: nil).name == nil)
    #expect(ColorDescription.usualName("Adobe RGB (1998) compatible") == "Adobe RGB (1998)")
    #expect(ColorDescription.usualName("ProPhoto RGB (ROMM)") == "ProPhoto RGB")
    #expect(ColorDescription.usualName(" Wide Gamut RGB\0") == "Wide Gamut RGB")
    #expect(ColorDescription.usualName("") == "ICC profile")
  }

  @Test func aProfileIsMadeOnlyForWhatCanBeConverted() throws {
    let adobe = try #require(ColorDescription.adobeRGB.madeProfile)
    #expect(adobe.chromaticities == ColorDescription.adobeRGBChromaticities && adobe.curve == .power(563 / 256))
    let p3 = try #require(ColorDescription.coded(primaries: 12, transfer: 13).madeProfile)
    #expect(p3.curve == .sRGB && p3.chromaticities.green == (0.265, 0.690))
    let gamma = try #require(ColorDescription.gamma(0.5, chromaticities: nil).madeProfile)
    #expect(gamma.curve == .power(2) && gamma.chromaticities == ColorDescription.sRGBChromaticities)
    // sRGB needs none; PQ and HLG (high dynamic range) and unknown primaries are shown as they are.
    #expect(ColorDescription.coded(primaries: 1, transfer: 13).madeProfile == nil)
    #expect(ColorDescription.coded(primaries: 9, transfer: 16).madeProfile == nil)
    #expect(ColorDescription.coded(primaries: 9, transfer: 18).madeProfile == nil)
    #expect(ColorDescription.coded(primaries: 3, transfer: 13).madeProfile == nil)
    #expect(ColorDescription.gamma(100, chromaticities: nil).madeProfile == nil)
  }

  @Test func toneCurvesAreICCParametricType4() {
    let srgb = ToneCurve.sRGB.parametric
    // Light at the toe's end is the same from both pieces (sRGB's curve is continuous).
    let toe = srgb.c * srgb.d
    let power = Foundation.pow(srgb.a * srgb.d + srgb.b, srgb.g)
    #expect(abs(toe - power) < 1e-4)
    #expect(ToneCurve.power(2.2).parametric == (2.2, 1, 0, 0, 0))
  }
}
