import Testing

@testable import PhotoCore

/// The primary image's size from a HEIF/AVIF `meta` box, on files built here box by box: a thumbnail or a
/// grid's tiles listed before or after the primary item never lend it their size; rotation and clean aperture
/// apply in the order the file associates them; a box cut short gives no size.
struct HEIFHeaderTests {
  /// A box of `type` holding `payload`.
  static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    be32(8 + payload.count) + Array(type.utf8) + payload
  }
  /// A full box: version and flags, then `payload`.
  static func fullBox(_ type: String, version: UInt8 = 0, flags: UInt8 = 0, _ payload: [UInt8]) -> [UInt8] {
    box(type, [version, 0, 0, flags] + payload)
  }
  static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
  static func be16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
  static func ispe(_ w: Int, _ h: Int) -> [UInt8] { fullBox("ispe", be32(w) + be32(h)) }
  static func clap(_ fields: [Int]) -> [UInt8] { box("clap", fields.flatMap(be32)) }
  static func irot(_ angle: UInt8) -> [UInt8] { box("irot", [angle]) }

  /// A file whose primary item is `primary`, with `properties` in `ipco` and `associations` (item, 1-based
  /// property indices) in one `ipma`; 32-bit item IDs and 16-bit indices when `wide`.
  static func file(
    primary: Int, properties: [[UInt8]], associations: [(Int, [Int])], wide: Bool = false, iref: [UInt8] = []
  ) -> [UInt8] {
    var entries = be32(associations.count)
    for (item, indices) in associations {
      entries += (wide ? be32(item) : be16(item)) + [UInt8(indices.count)]
      entries += indices.flatMap { wide ? be16($0 | 0x8000) : [UInt8($0 | 0x80)] }
    }
    let ipma = fullBox("ipma", version: wide ? 1 : 0, flags: wide ? 1 : 0, entries)
    let iprp = box("iprp", box("ipco", properties.flatMap { $0 }) + ipma)
    let pitm = wide ? fullBox("pitm", version: 1, be32(primary)) : fullBox("pitm", be16(primary))
    let ftyp = box("ftyp", Array("heic".utf8) + be32(0) + Array("mif1heic".utf8))
    return ftyp
      + fullBox(
        "meta", fullBox("hdlr", be32(0) + Array("pict".utf8) + [UInt8](repeating: 0, count: 13)) + pitm + iref + iprp)
      + box("mdat", [1, 2, 3])
  }

  @Test func aThumbnailListedBeforeThePrimaryImageLendsItNoSize() {
    // Item 2 is a 128 x 72 thumbnail, listed (and its `ispe` stored) first; item 1, the primary, 1280 x 720.
    let bytes = Self.file(
      primary: 1, properties: [Self.ispe(128, 72), Self.ispe(1280, 720)], associations: [(2, [1]), (1, [2])])
    #expect(HEIFHeader.read(bytes) == HEIFHeader(stored: (1280, 720), shown: (1280, 720)))
    #expect(ImageHeader.dimensions(of: bytes, kind: .heic)! == (1280, 720))
    // After it, the same.
    let after = Self.file(
      primary: 1, properties: [Self.ispe(1280, 720), Self.ispe(128, 72)], associations: [(1, [1]), (2, [2])])
    #expect(HEIFHeader.read(after)?.shown ?? (0, 0) == (1280, 720))
  }

  /// An `iref` (16-bit IDs) holding one reference of `type` from item `from` to the items `to`.
  static func iref(_ type: String, from: Int, to: [Int]) -> [UInt8] {
    fullBox("iref", box(type, be16(from) + be16(to.count) + to.flatMap(be16)))
  }

  @Test func aThumbnailMadePrimaryGivesWayToItsImage() {
    // The conformance suite's C005: `pitm` names item 1005, a 128 x 72 thumbnail (`thmb`) of item 1002,
    // 1280 x 720. The image is what is shown, as heif-convert shows it.
    let bytes = Self.file(
      primary: 1005, properties: [Self.ispe(1280, 720), Self.ispe(128, 72)], associations: [(1002, [1]), (1005, [2])],
      iref: Self.iref("thmb", from: 1005, to: [1002]))
    #expect(HEIFHeader.shownItem(bytes) == 1002)
    #expect(HEIFHeader.read(bytes) == HEIFHeader(stored: (1280, 720), shown: (1280, 720)))
    // Any other reference from the primary item (a grid's tiles, an Exif's description) leaves it primary.
    let grid = Self.file(
      primary: 1005, properties: [Self.ispe(1280, 720), Self.ispe(128, 72)], associations: [(1002, [1]), (1005, [2])],
      iref: Self.iref("dimg", from: 1005, to: [1002]))
    #expect(HEIFHeader.shownItem(grid) == 1005)
    #expect(HEIFHeader.read(grid)?.shown ?? (0, 0) == (128, 72))
    // A thumbnail reference from another item (the usual way round) leaves the primary item as it is.
    let usual = Self.file(
      primary: 1002, properties: [Self.ispe(1280, 720), Self.ispe(128, 72)], associations: [(1002, [1]), (1005, [2])],
      iref: Self.iref("thmb", from: 1005, to: [1002]))
    #expect(HEIFHeader.shownItem(usual) == 1002)
    #expect(HEIFHeader.read(usual)?.shown ?? (0, 0) == (1280, 720))
  }

  @Test func aGridsTilesLendItNoSizeAndWideIDsRead() {
    // An iPhone's grid: 512 x 512 tiles (items 2...49) first, the grid (item 50) 4032 x 3024, turned a quarter.
    let tiles = (2...49).map { ($0, [1]) }
    let bytes = Self.file(
      primary: 50, properties: [Self.ispe(512, 512), Self.ispe(4032, 3024), Self.irot(3)],
      associations: tiles + [(50, [2, 3])], wide: true)
    #expect(HEIFHeader.read(bytes) == HEIFHeader(stored: (4032, 3024), shown: (3024, 4032)))
  }

  @Test func cleanApertureAndRotationApplyInTheirOrder() {
    // Crop 1000 x 600 of 1280 x 720, then a quarter turn: 600 x 1000.
    let cropThenTurn = Self.file(
      primary: 1, properties: [Self.ispe(1280, 720), Self.clap([1000, 1, 600, 1, 0, 1, 0, 1]), Self.irot(1)],
      associations: [(1, [1, 2, 3])])
    #expect(HEIFHeader.read(cropThenTurn)?.shown ?? (0, 0) == (600, 1000))
    // A half-pixel offset still shows (its edges rounded down), at its size.
    let half = Self.file(
      primary: 1, properties: [Self.ispe(64, 48), Self.clap([32, 1, 24, 1, 1, 2, 0, 1])], associations: [(1, [1, 2])])
    #expect(HEIFHeader.read(half)?.shown ?? (0, 0) == (32, 24))
  }

  @Test func aBoxCutShortOrMissingGivesNoSize() {
    let bytes = Self.file(
      primary: 1, properties: [Self.ispe(128, 72), Self.ispe(1280, 720)], associations: [(2, [1]), (1, [2])])
    let metaEnd = bytes.count - 11  // before `mdat`
    for cut in [8, 40, metaEnd / 2, metaEnd - 1] {
      #expect(HEIFHeader.read(Array(bytes.prefix(cut))) == nil, "cut at \(cut)")
    }
    #expect(HEIFHeader.read(Array(bytes.prefix(metaEnd)))?.stored ?? (0, 0) == (1280, 720))
    // A primary item with no properties, or none associated: no size.
    let bare = Self.file(primary: 3, properties: [Self.ispe(10, 10)], associations: [(1, [1])])
    #expect(HEIFHeader.read(bare) == nil)
    // An index past the catalogue is ignored, not read.
    let stray = Self.file(primary: 1, properties: [Self.ispe(10, 20)], associations: [(1, [9, 1])])
    #expect(HEIFHeader.read(stray)?.shown ?? (0, 0) == (10, 20))
  }
}

/// The clean aperture's rectangle: centred as the standard says, half pixels rounded down, kept inside the
/// picture, and nothing for a malformed one.
struct CleanApertureTests {
  @Test func theRectangleIsCentredWithItsOffset() {
    let centred = CleanAperture(width: (32, 1), height: (24, 1), horizontalOffset: (0, 1), verticalOffset: (0, 1))
    #expect(centred.crop(pictureWidth: 64, pictureHeight: 48)! == (16, 12, 32, 24))
    let moved = CleanAperture(width: (32, 1), height: (24, 1), horizontalOffset: (-8, 1), verticalOffset: (4, 1))
    #expect(moved.crop(pictureWidth: 64, pictureHeight: 48)! == (8, 16, 32, 24))
    let half = CleanAperture(width: (32, 1), height: (24, 1), horizontalOffset: (1, 2), verticalOffset: (0, 1))
    #expect(half.crop(pictureWidth: 64, pictureHeight: 48)! == (16, 12, 32, 24))
    // The raw fields' offsets are two's complement.
    #expect(CleanAperture(raw: [32, 1, 24, 1, UInt32(bitPattern: -8), 1, 4, 1]) == moved)
  }

  @Test func anApertureReachingOutsideIsClippedAndAMalformedOneIsNone() {
    let wide = CleanAperture(width: (100, 1), height: (24, 1), horizontalOffset: (10, 1), verticalOffset: (0, 1))
    #expect(wide.crop(pictureWidth: 64, pictureHeight: 48)! == (0, 12, 64, 24))
    let outside = CleanAperture(width: (8, 1), height: (8, 1), horizontalOffset: (500, 1), verticalOffset: (0, 1))
    #expect(outside.crop(pictureWidth: 64, pictureHeight: 48) == nil)
    let zero = CleanAperture(width: (8, 0), height: (8, 1), horizontalOffset: (0, 1), verticalOffset: (0, 1))
    #expect(zero.crop(pictureWidth: 64, pictureHeight: 48) == nil)
    let empty = CleanAperture(width: (0, 1), height: (8, 1), horizontalOffset: (0, 1), verticalOffset: (0, 0))
    #expect(empty.crop(pictureWidth: 64, pictureHeight: 48) == nil)
  }
}
