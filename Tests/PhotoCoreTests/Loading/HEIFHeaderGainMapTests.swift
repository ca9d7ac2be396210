import Testing

@testable import PhotoCore

/// A HEIF's or AVIF's gain map from its `meta` box, on files built here box by box: Apple's auxiliary image of
/// the primary whose `auxC` names the HDR gain map, ISO's `tmap` item derived from the primary; other
/// auxiliary images (depth, alpha), auxiliary images of other items, and boxes cut short say nothing.
struct HEIFHeaderGainMapTests {
  typealias H = HEIFHeaderTests
  static let apple = "urn:com:apple:photo:2020:aux:hdrgainmap"
  static let depth = "urn:mpeg:hevc:2015:auxid:2"

  /// An `infe` (version 2, or 3 with 32-bit IDs when `wide`) of item `id` of `type`.
  static func infe(_ id: Int, _ type: String, wide: Bool = false) -> [UInt8] {
    H.fullBox("infe", version: wide ? 3 : 2, (wide ? H.be32(id) : H.be16(id)) + [0, 0] + Array(type.utf8) + [0])
  }
  /// An `auxC` property of auxiliary type `type`.
  static func auxC(_ type: String) -> [UInt8] { H.fullBox("auxC", Array(type.utf8) + [0]) }

  /// A file whose primary item is 1: `items` (ID, type) in `iinf`, `references` (type, from, to) in `iref`,
  /// `properties` in `ipco` and `associations` (item, 1-based indices) in `ipma`; 32-bit IDs when `wide`.
  static func file(
    items: [(Int, String)], references: [(String, Int, [Int])], properties: [[UInt8]],
    associations: [(Int, [Int])], wide: Bool = false
  ) -> [UInt8] {
    let id = { (v: Int) in wide ? H.be32(v) : H.be16(v) }
    let iinf = H.fullBox("iinf", H.be16(items.count) + items.flatMap { Self.infe($0.0, $0.1, wide: wide) })
    let iref = H.fullBox(
      "iref", version: wide ? 1 : 0,
      references.flatMap { H.box($0.0, id($0.1) + H.be16($0.2.count) + $0.2.flatMap(id)) })
    var entries = H.be32(associations.count)
    for (item, indices) in associations { entries += id(item) + [UInt8(indices.count)] + indices.map { UInt8($0) } }
    let ipma = H.fullBox("ipma", version: wide ? 1 : 0, entries)
    let iprp = H.box("iprp", H.box("ipco", properties.flatMap { $0 }) + ipma)
    let pitm = wide ? H.fullBox("pitm", version: 1, H.be32(1)) : H.fullBox("pitm", H.be16(1))
    let ftyp = H.box("ftyp", Array("heic".utf8) + H.be32(0) + Array("mif1heic".utf8))
    return ftyp + H.fullBox("meta", pitm + iinf + iref + iprp) + H.box("mdat", [1, 2, 3])
  }

  /// An iPhone's photo: the primary (1), a depth map (2) and the gain map (3), both auxiliary images of it.
  static func iPhone(gainMapType: String = apple, auxiliaryOf: Int = 1, wide: Bool = false) -> [UInt8] {
    file(
      items: [(1, "hvc1"), (2, "hvc1"), (3, "hvc1")],
      references: [("auxl", 2, [1]), ("auxl", 3, [auxiliaryOf])],
      properties: [H.ispe(4032, 3024), H.ispe(2016, 1512), auxC(depth), auxC(gainMapType)],
      associations: [(1, [1]), (2, [2, 3]), (3, [2, 4])], wide: wide)
  }

  @Test func applesGainMapIsAnAuxiliaryImageOfThePrimary() {
    #expect(HEIFHeader.hasGainMap(Self.iPhone()))
    #expect(HEIFHeader.hasGainMap(Self.iPhone(wide: true)))
    #expect(GainMap.isPresent(in: Self.iPhone(), kind: .heic))
    // Only a depth map; the gain map type on an auxiliary image of another item.
    #expect(!HEIFHeader.hasGainMap(Self.iPhone(gainMapType: Self.depth)))
    #expect(!HEIFHeader.hasGainMap(Self.iPhone(auxiliaryOf: 2)))
    // A type that only starts as Apple's.
    #expect(!HEIFHeader.hasGainMap(Self.iPhone(gainMapType: Self.apple + "2")))
  }

  @Test func isosToneMapItemIsDerivedFromThePrimary() {
    let iso = Self.file(
      items: [(1, "av01"), (2, "av01"), (3, "tmap")], references: [("dimg", 3, [1, 2])],
      properties: [H.ispe(64, 48)], associations: [(1, [1])])
    #expect(HEIFHeader.hasGainMap(iso))
    #expect(GainMap.isPresent(in: iso, kind: .avif))
    // A tone map of other items, or a derived item of another type (a grid).
    let other = Self.file(
      items: [(1, "av01"), (2, "av01"), (3, "tmap")], references: [("dimg", 3, [2])], properties: [],
      associations: [])
    #expect(!HEIFHeader.hasGainMap(other))
    let grid = Self.file(
      items: [(1, "grid"), (2, "hvc1")], references: [("dimg", 1, [2])], properties: [], associations: [])
    #expect(!HEIFHeader.hasGainMap(grid))
  }

  @Test func aMetaBoxCutShortOrMalformedSaysNothing() {
    let bytes = Self.iPhone()
    let metaEnd = bytes.count - 11  // before `mdat`
    for cut in [8, 40, metaEnd / 2, metaEnd - 1] {
      #expect(!HEIFHeader.hasGainMap(Array(bytes.prefix(cut))), "cut at \(cut)")
    }
    #expect(HEIFHeader.hasGainMap(Array(bytes.prefix(metaEnd))))
    // An `iref` too short for its own header, a reference count past its box.
    var short = bytes
    let iref = short.indices.dropLast(3).first { short[$0..<$0 + 4].elementsEqual("iref".utf8) }!
    short.replaceSubrange(iref - 4..<iref + 8, with: H.be32(8) + Array("iref".utf8) + Array("free".utf8))
    #expect(!HEIFHeader.hasGainMap(short))
    var counted = bytes
    let auxl = counted.indices.dropLast(3).last { counted[$0..<$0 + 4].elementsEqual("auxl".utf8) }!
    counted.replaceSubrange(auxl + 6..<auxl + 8, with: [0xFF, 0xFF])
    #expect(!HEIFHeader.hasGainMap(counted))
  }
}
