import Foundation
import Testing

@testable import PhotoCore

/// A JPEG's gain map, on files built here segment by segment and on the fixtures laid out as phones write them
/// (`Tests/PhotoShellTests/Fixtures/Colour/make-gain-map-fixtures`): Ultra HDR's XMP, ISO 21496-1's APP2, a
/// gain map image found through the MPF index; an MPO of two views, XMP of other namespaces, metadata past the
/// first scan or cut short say nothing.
struct GainMapTests {
  static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
    ColorDescriptionTests.segment(marker, body)
  }
  /// An APP1 XMP segment holding `packet`.
  static func xmp(_ packet: String) -> [UInt8] {
    segment(0xE1, Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array(packet.utf8))
  }
  /// An XMP packet whose description has `attributes`.
  static func packet(_ attributes: String) -> String {
    "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF><rdf:Description \(attributes)/></rdf:RDF></x:xmpmeta>"
  }
  static let hdrgm = "xmlns:hdrgm=\"http://ns.adobe.com/hdr-gain-map/1.0/\""
  /// SOI, `segments`, a scan and EOI.
  static func jpeg(_ segments: [UInt8]...) -> [UInt8] {
    [0xFF, 0xD8] + segments.flatMap { $0 } + segment(0xDA, [1, 2, 3]) + [0x11, 0x22, 0xFF, 0xD9]
  }

  @Test func ultraHDRsXMPSaysGainMap() {
    #expect(GainMap.isPresent(in: Self.jpeg(Self.xmp(Self.packet("\(Self.hdrgm) hdrgm:Version=\"1.0\""))), kind: .jpeg))
    // Any prefix bound to the namespace, an element rather than an attribute, spaces around `=`.
    let element = "<rdf:Description xmlns:g = 'http://ns.adobe.com/hdr-gain-map/1.0/'><g:Version>1.0</g:Version>"
    #expect(GainMap.isPresent(in: Self.jpeg(Self.xmp(element)), kind: .jpeg))
  }

  @Test func xmpWithoutTheVersionOrOfAnotherNamespaceSaysNothing() {
    let cases = [
      Self.packet(Self.hdrgm),  // the namespace, no version
      Self.packet("\(Self.hdrgm) other:Version=\"1.0\""),  // another prefix's version
      Self.packet("\(Self.hdrgm) hdrgm:VersionX=\"1.0\""),  // another property
      Self.packet("xmlns:hdrgm=\"http://ns.adobe.com/hdr-gain-map/2.0/\" hdrgm:Version=\"1.0\""),
      Self.packet("xmlns:crs=\"http://ns.adobe.com/camera-raw-settings/1.0/\" crs:Version=\"15.0\""),
      "http://ns.adobe.com/hdr-gain-map/1.0/ hdrgm:Version",  // the URI as text, bound to nothing
    ]
    for packet in cases {
      #expect(!GainMap.isPresent(in: Self.jpeg(Self.xmp(packet)), kind: .jpeg), "\(packet)")
    }
    // The gain map packet in an APP1 of another kind (EXIF's signature), or after the first scan.
    let exif = Self.segment(0xE1, Array("Exif\0\0".utf8) + Array(Self.packet("\(Self.hdrgm) hdrgm:Version=\"1\"").utf8))
    #expect(!GainMap.isPresent(in: Self.jpeg(exif), kind: .jpeg))
    let late = Self.jpeg() + Self.xmp(Self.packet("\(Self.hdrgm) hdrgm:Version=\"1.0\""))
    #expect(!GainMap.isPresent(in: late, kind: .jpeg))
  }

  @Test func isoMetadataSaysGainMap() {
    let iso = Self.segment(0xE2, Array("urn:iso:std:iso:ts:21496:-1".utf8) + [0, 0, 0, 0, 0])
    #expect(GainMap.isPresent(in: Self.jpeg(iso), kind: .jpeg))
    // The signature must end where it ends.
    let longer = Self.segment(0xE2, Array("urn:iso:std:iso:ts:21496:-10".utf8) + [0])
    #expect(!GainMap.isPresent(in: Self.jpeg(longer), kind: .jpeg))
  }

  /// A JPEG of `primary` segments with an MPF index (byte order `littleEndian`) whose second image is `second`,
  /// appended; `offset` replaces the second image's offset when given.
  static func withAppended(_ second: [UInt8], littleEndian: Bool = false, offset: Int? = nil) -> [UInt8] {
    func n(_ v: Int, _ size: Int) -> [UInt8] {
      let bytes = (0..<size).map { UInt8((v >> (8 * $0)) & 0xFF) }
      return littleEndian ? bytes : bytes.reversed()
    }
    let ifd =
      n(3, 2) + n(0xB000, 2) + n(7, 2) + n(4, 4) + Array("0100".utf8) + n(0xB001, 2) + n(4, 2) + n(1, 4)
      + n(2, 4) + n(0xB002, 2) + n(7, 2) + n(32, 4) + n(50, 4) + n(0, 4)
    let mpfLength = 2 + 2 + 4 + 8 + ifd.count + 32
    let primaryLength = 2 + mpfLength + 7 + 4  // SOI, MPF, the scan, EOI
    let tiff = 2 + 4 + 4
    let entries =
      n(0x2003_0000, 4) + n(primaryLength, 4) + n(0, 4) + n(0, 4)
      + n(0, 4) + n(second.count, 4) + n(offset ?? primaryLength - tiff, 4) + n(0, 4)
    let header = littleEndian ? Array("II*\0".utf8) : [0x4D, 0x4D, 0, 0x2A]
    let mpf = Self.segment(0xE2, Array("MPF\0".utf8) + header + n(8, 4) + ifd + entries)
    let primary = Self.jpeg(mpf)
    precondition(primary.count == primaryLength)
    return primary + second
  }

  @Test func aGainMapImageAppendedThroughMPFSaysGainMap() {
    let gainMap = Self.jpeg(Self.xmp(Self.packet("\(Self.hdrgm) hdrgm:Version=\"1.0\" hdrgm:GainMapMax=\"2\"")))
    #expect(GainMap.isPresent(in: Self.withAppended(gainMap), kind: .jpeg))
    #expect(GainMap.isPresent(in: Self.withAppended(gainMap, littleEndian: true), kind: .jpeg))
    // A second view (an MPO's), an offset pointing elsewhere or past the end, the bytes read ending before it.
    #expect(!GainMap.isPresent(in: Self.withAppended(Self.jpeg()), kind: .jpeg))
    #expect(!GainMap.isPresent(in: Self.withAppended(gainMap, offset: 3), kind: .jpeg))
    #expect(!GainMap.isPresent(in: Self.withAppended(gainMap, offset: 0x7FFF_FFFF), kind: .jpeg))
    let whole = Self.withAppended(gainMap)
    #expect(!GainMap.isPresent(in: Array(whole.prefix(whole.count - 20)), kind: .jpeg))
  }

  /// The fixtures' bytes.
  static func fixture(_ name: String) throws -> [UInt8] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return Array(try Data(contentsOf: root.appendingPathComponent("PhotoShellTests/Fixtures/Colour/" + name)))
  }

  @Test func phonesLayoutsSayGainMapAndAnMPOOrAPlainPhotoDoNot() throws {
    #expect(GainMap.isPresent(in: try Self.fixture("ultra-hdr.jpg"), kind: .jpeg))
    #expect(GainMap.isPresent(in: try Self.fixture("iso-gain-map.jpg"), kind: .jpeg))
    #expect(GainMap.isPresent(in: try Self.fixture("gain-map.heic"), kind: .heic))
    for name in ["mpo-stereo.jpg", "display-p3.jpg", "adobe-exif.jpg"] {
      #expect(!GainMap.isPresent(in: try Self.fixture(name), kind: .jpeg), "\(name)")
    }
    #expect(!GainMap.isPresent(in: try Self.fixture("display-p3-icc.heic"), kind: .heic))
    // Ultra HDR's base names the gain map by itself: its first segments are enough.
    let ultra = try Self.fixture("ultra-hdr.jpg")
    #expect(GainMap.isPresent(in: Array(ultra.prefix(ultra.count / 2)), kind: .jpeg))
    // Another kind's bytes are not read as a JPEG's.
    #expect(!GainMap.isPresent(in: ultra, kind: .png))
  }

  @Test func theOverlayNamesTheBaseAndTheGainMap() {
    #expect(GainMap.overlayName("sRGB", baseIsHDR: false) == "sRGB · HDR gain map")
    #expect(GainMap.overlayName("Display P3", baseIsHDR: false) == "Display P3 · HDR gain map")
    #expect(GainMap.overlayName("HDR (PQ)", baseIsHDR: true) == "HDR (PQ)")
  }
}
