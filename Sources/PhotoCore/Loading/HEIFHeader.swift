/// The primary image of a HEIF or AVIF file (ISO/IEC 23008-12), read from its `meta` box before anything is
/// decoded: which item is primary (`pitm`; its master when the file makes it a thumbnail), and the properties associated with it (`ipma` into `ipco`): its
/// spatial extents (`ispe`), clean aperture (`clap`) and rotation (`irot`). A file may list a thumbnail, the
/// tiles of a grid, an alpha or depth plane before or after the primary image, each with its own `ispe`: only
/// the primary item's counts. Untrusted bytes: every box must lie whole inside its parent, or nothing is read.
public struct HEIFHeader: Equatable, Sendable {
  /// The primary item's coded size, pixels (its `ispe`): what a decoder allocates.
  public var stored: (width: Int, height: Int)
  /// The size it is shown at: cropped to its clean aperture and turned by its rotation, in the order the file
  /// associates them (as libheif reports it).
  public var shown: (width: Int, height: Int)

  public static func == (a: HEIFHeader, b: HEIFHeader) -> Bool {
    a.stored == b.stored && a.shown == b.shown
  }

  /// One box: its type and where its payload lies in the bytes.
  struct Box {
    var type: String
    var payload: Range<Int>
  }

  /// The primary image of the HEIF or AVIF in `bytes` (the start of the file); nil when its `meta` box is
  /// missing, cut short or says no size for the primary item.
  public static func read(_ bytes: [UInt8]) -> HEIFHeader? {
    let reader = ByteReader(bytes)
    guard let children = metaChildren(reader), let primary = shownItem(children, reader),
      let iprp = children.first(where: { $0.type == "iprp" })
    else { return nil }
    let properties = boxes(in: reader, iprp.payload)
    guard let ipco = properties.first(where: { $0.type == "ipco" }) else { return nil }
    let catalogue = boxes(in: reader, ipco.payload)
    // A file may split its associations over several `ipma` boxes.
    var indices: [Int] = []
    for ipma in properties where ipma.type == "ipma" {
      guard let found = associations(of: primary, in: ipma, reader) else { return nil }
      indices += found
    }
    return header(from: indices.compactMap { catalogue.indices.contains($0 - 1) ? catalogue[$0 - 1] : nil }, reader)
  }

  /// The item a viewer shows of the HEIF or AVIF in `bytes`: its primary item (`pitm`), or, when the file
  /// makes that item a thumbnail of another (a `thmb` reference from it: the conformance suite's C005 does),
  /// the image it is the thumbnail of, as `heif-convert` shows it; nil when the `meta` box says no primary item.
  public static func shownItem(_ bytes: [UInt8]) -> Int? {
    let reader = ByteReader(bytes)
    return metaChildren(reader).flatMap { shownItem($0, reader) }
  }

  /// `shownItem(_:)` of the `meta` box's `children`.
  static func shownItem(_ children: [Box], _ reader: ByteReader) -> Int? {
    guard let pitm = children.first(where: { $0.type == "pitm" }), let primary = primaryItem(pitm, reader) else {
      return nil
    }
    guard let iref = children.first(where: { $0.type == "iref" }) else { return primary }
    // One step only: a thumbnail of a thumbnail is malformed (libheif refuses it), and a loop must not spin.
    let master = references(in: iref, reader).first { $0.type == "thmb" && $0.from == primary && $0.to.count == 1 }
    return master.map { $0.to[0] } ?? primary
  }

  /// The boxes inside the file's `meta` box (a full box: its version and flags come first); nil when it has
  /// none lying whole in the bytes.
  static func metaChildren(_ reader: ByteReader) -> [Box]? {
    guard let meta = boxes(in: reader, 0..<reader.bytes.count).first(where: { $0.type == "meta" }),
      meta.payload.count >= 4
    else { return nil }
    return boxes(in: reader, meta.payload.lowerBound + 4..<meta.payload.upperBound)
  }

  /// The boxes lying whole in `range` of the bytes, in order; stops at the first that does not fit.
  static func boxes(in reader: ByteReader, _ range: Range<Int>) -> [Box] {
    var found: [Box] = []
    var at = range.lowerBound
    while at + 8 <= range.upperBound, let size32 = reader.u32(at) {
      let type = String(decoding: reader.bytes[at + 4..<at + 8], as: UTF8.self)
      var start = at + 8
      var size = size32
      if size32 == 1 {
        // A 64-bit size follows the type.
        guard let high = reader.u32(at + 8), let low = reader.u32(at + 12), high == 0 else { break }
        size = low
        start = at + 16
      } else if size32 == 0 {
        // "To the end of the file": only the last box (media data) may say it, and none read here does.
        break
      }
      guard size >= start - at, at + size <= range.upperBound else { break }
      found.append(Box(type: type, payload: start..<at + size))
      at += size
    }
    return found
  }

  /// The primary item's ID in `pitm` (a 16-bit ID in version 0, 32-bit after).
  static func primaryItem(_ pitm: Box, _ reader: ByteReader) -> Int? {
    guard let version = reader.u8(pitm.payload.lowerBound) else { return nil }
    let at = pitm.payload.lowerBound + 4
    let id = version == 0 ? reader.u16(at) : reader.u32(at)
    guard let id, at + (version == 0 ? 2 : 4) <= pitm.payload.upperBound else { return nil }
    return id
  }

  /// The 1-based `ipco` indices `ipma` associates with item `item`, in order; empty when it lists the item not;
  /// nil when the box is cut short before the item's entry ends.
  static func associations(of item: Int, in ipma: Box, _ reader: ByteReader) -> [Int]? {
    let p = ipma.payload
    guard let version = reader.u8(p.lowerBound), let flags = reader.u8(p.lowerBound + 3),
      let count = reader.u32(p.lowerBound + 4)
    else { return nil }
    let idBytes = version < 1 ? 2 : 4
    let indexBytes = flags & 1 == 1 ? 2 : 1
    var at = p.lowerBound + 8
    for _ in 0..<count {
      guard at + idBytes + 1 <= p.upperBound, let id = idBytes == 2 ? reader.u16(at) : reader.u32(at),
        let n = reader.u8(at + idBytes)
      else { return nil }
      at += idBytes + 1
      guard at + n * indexBytes <= p.upperBound else { return nil }
      if id == item {
        return (0..<n).compactMap { i in
          let raw = indexBytes == 2 ? reader.u16(at + i * 2) : reader.u8(at + i)
          return raw.map { $0 & (indexBytes == 2 ? 0x7FFF : 0x7F) }
        }
      }
      at += n * indexBytes
    }
    return []
  }

  /// The header the primary item's `properties` (in association order) describe; nil without an `ispe`.
  static func header(from properties: [Box], _ reader: ByteReader) -> HEIFHeader? {
    guard let ispe = properties.first(where: { $0.type == "ispe" }), ispe.payload.count >= 12,
      let w = reader.u32(ispe.payload.lowerBound + 4), let h = reader.u32(ispe.payload.lowerBound + 8)
    else { return nil }
    var shown = (width: w, height: h)
    for property in properties {
      switch property.type {
      case "clap":
        guard let crop = cleanAperture(property, within: shown, reader) else { continue }
        shown = crop
      case "irot":
        guard let angle = reader.u8(property.payload.lowerBound), property.payload.count >= 1 else { continue }
        if angle & 1 == 1 { shown = (shown.height, shown.width) }
      default: continue
      }
    }
    return HEIFHeader(stored: (w, h), shown: shown)
  }

  /// A clean aperture's width and height, whole pixels inside the coded picture `size` (see `CleanAperture`);
  /// nil when it is cut short or malformed.
  static func cleanAperture(
    _ clap: Box, within size: (width: Int, height: Int), _ reader: ByteReader
  ) -> (
    width: Int, height: Int
  )? {
    let at = clap.payload.lowerBound
    guard clap.payload.count >= 32 else { return nil }
    let raw = (0..<8).compactMap { reader.u32(at + $0 * 4).map(UInt32.init) }
    guard raw.count == 8,
      let crop = CleanAperture(raw: raw).crop(pictureWidth: size.width, pictureHeight: size.height)
    else { return nil }
    return (crop.width, crop.height)
  }
}
