import Testing

@testable import PhotoCore

/// An ICC profile's `cicp` tag (ICC.1:2022, version 4.4), on profiles built here tag by tag: its code points are
/// read, PQ and HLG make the photo HDR (tone-mapped and named so), and a tag cut short, misplaced or of another
/// type says nothing.
struct ICCProfileCICPTests {
  /// A version 4.4 display profile of colour space `space` whose tag table lists `tags` (signature, data) in
  /// order, the data laid end to end after the table, each at a 4-byte boundary.
  static func profile(space: String = "RGB ", _ tags: [(String, [UInt8])]) -> [UInt8] {
    let be32 = { (v: Int) in [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
    var data: [UInt8] = []
    var table = be32(tags.count)
    let start = 128 + 4 + 12 * tags.count
    for (signature, bytes) in tags {
      table += Array(signature.utf8) + be32(start + data.count) + be32(bytes.count)
      data += bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
    }
    var header = be32(128 + table.count + data.count) + Array("lcms".utf8) + [4, 0x40, 0, 0]
    header += Array("mntr".utf8) + Array(space.utf8) + Array("XYZ ".utf8)
    header += [UInt8](repeating: 0, count: 12) + Array("acsp".utf8)
    header += [UInt8](repeating: 0, count: 128 - header.count)
    return header + table + data
  }

  /// A `cicp` tag's data: its type, four reserved bytes, then the code points.
  static func cicp(_ primaries: UInt8, _ transfer: UInt8, _ matrix: UInt8 = 0, _ full: UInt8 = 1) -> [UInt8] {
    Array("cicp".utf8) + [0, 0, 0, 0, primaries, transfer, matrix, full]
  }

  /// A version 4 `mluc` description of one English record.
  static func mluc(_ text: String) -> [UInt8] {
    let units = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    return Array("mluc".utf8) + [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 12] + Array("enUS".utf8)
      + [0, 0, 0, UInt8(units.count), 0, 0, 0, 28] + units
  }

  @Test func aCICPTagSaysItsCodePoints() {
    let pq = Self.profile([("desc", Self.mluc("Rec. 2100 PQ")), ("cicp", Self.cicp(9, 16))])
    #expect(ICCProfile.codePoints(of: pq) == .init(primaries: 9, transfer: 16, matrix: 0, fullRange: true))
    #expect(ICCProfile.description(of: pq) == "Rec. 2100 PQ")
    let narrow = Self.profile([("cicp", Self.cicp(12, 13, 0, 0))])
    #expect(ICCProfile.codePoints(of: narrow) == .init(primaries: 12, transfer: 13, matrix: 0, fullRange: false))
  }

  @Test(arguments: [(UInt8(16), HDRTransfer.pq), (18, .hlg)])
  func aProfileWhoseCICPSaysPQOrHLGIsHDR(transfer: UInt8, hdr: HDRTransfer) {
    let said = ColorDescription.iccProfile(
      Self.profile([("desc", Self.mluc("Rec. 2100")), ("cicp", Self.cicp(9, transfer))]))
    #expect(said.hdrTransfer == hdr)
    #expect(said.name == "HDR (\(hdr.rawValue))", "named by its transfer, not its description")
    #expect(said.madeProfile == nil)
    // A grey profile may carry the tag too.
    #expect(
      ColorDescription.iccProfile(Self.profile(space: "GRAY", [("cicp", Self.cicp(2, transfer))])).hdrTransfer == hdr)
  }

  @Test func aProfileWhoseCICPSaysSDRIsNamedByItsDescription() {
    let p3 = ColorDescription.iccProfile(
      Self.profile([("desc", Self.mluc("Display P3")), ("cicp", Self.cicp(12, 13))]))
    #expect(p3.hdrTransfer == nil)
    #expect(p3.name == "Display P3")
    // No tag at all: as before.
    let plain = ColorDescription.iccProfile(Self.profile([("desc", Self.mluc("Display P3"))]))
    #expect(plain.hdrTransfer == nil && plain.name == "Display P3")
  }

  @Test func aTagCutShortMisplacedOrOfAnotherTypeSaysNothing() {
    let whole = Self.profile([("desc", Self.mluc("PQ")), ("cicp", Self.cicp(9, 16))])
    #expect(ICCProfile.codePoints(of: whole) != nil)
    // The file ends inside the tag (its last byte, the range flag, missing).
    #expect(ICCProfile.codePoints(of: Array(whole.dropLast(1))) == nil)
    // A tag of 11 bytes, one of another type, one whose offset lies past the end.
    #expect(ICCProfile.codePoints(of: Self.profile([("cicp", Array(Self.cicp(9, 16).prefix(11)))])) == nil)
    #expect(ICCProfile.codePoints(of: Self.profile([("cicp", Array("curv".utf8) + [0, 0, 0, 0, 9, 16, 0, 1])])) == nil)
    var far = Self.profile([("cicp", Self.cicp(9, 16))])
    far.replaceSubrange(136..<140, with: [0x7F, 0xFF, 0xFF, 0xF0])
    #expect(ICCProfile.codePoints(of: far) == nil)
    // A CMYK profile may not carry one: its tag says nothing of HDR.
    let cmyk = ColorDescription.iccProfile(Self.profile(space: "CMYK", [("cicp", Self.cicp(9, 16))]))
    #expect(cmyk.hdrTransfer == nil)
    // A tag count no table could hold, and a header cut short.
    var huge = whole
    huge.replaceSubrange(128..<132, with: [0xFF, 0xFF, 0xFF, 0xFF])
    #expect(ICCProfile.codePoints(of: huge) == nil)
    #expect(ICCProfile.codePoints(of: Array(whole.prefix(130))) == nil)
  }
}
