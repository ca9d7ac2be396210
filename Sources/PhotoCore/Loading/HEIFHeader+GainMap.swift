/// A HEIF's or AVIF's gain map, read from its `meta` box: an ISO 21496-1 tone map derived item (`tmap` in
/// `iinf`) whose inputs (`dimg`) include the primary image, or Apple's gain map: an auxiliary image of the
/// primary (an `auxl` reference to it) whose `auxC` property names Apple's HDR gain map type. Untrusted bytes:
/// a box cut short or malformed says no gain map.
extension HEIFHeader {
  /// Whether the HEIF or AVIF in `bytes` (the whole `meta` box at least) has a gain map for its primary image.
  public static func hasGainMap(_ bytes: [UInt8]) -> Bool {
    let reader = ByteReader(bytes)
    guard let children = metaChildren(reader), let primary = shownItem(children, reader),
      let iref = children.first(where: { $0.type == "iref" })
    else { return false }
    let references = self.references(in: iref, reader)
    let toneMaps = children.first(where: { $0.type == "iinf" }).map { items(ofType: "tmap", in: $0, reader) } ?? []
    if references.contains(where: { $0.type == "dimg" && toneMaps.contains($0.from) && $0.to.contains(primary) }) {
      return true
    }
    let auxiliaries = references.filter { $0.type == "auxl" && $0.to.contains(primary) }.map(\.from)
    guard let iprp = children.first(where: { $0.type == "iprp" }) else { return false }
    let properties = boxes(in: reader, iprp.payload)
    guard let ipco = properties.first(where: { $0.type == "ipco" }) else { return false }
    let catalogue = boxes(in: reader, ipco.payload)
    let ipmas = properties.filter { $0.type == "ipma" }
    return auxiliaries.prefix(auxiliariesRead).contains {
      auxiliaryType(of: $0, ipmas: ipmas, catalogue: catalogue, reader) == GainMap.appleAuxiliaryType
    }
  }

  /// The most auxiliary images of the primary whose type is read: a phone's photo has a few (a depth map,
  /// portrait mattes, the gain map), a hostile file may claim thousands.
  static let auxiliariesRead = 16

  /// One reference of an `iref` box: its type (`auxl`, `dimg`, `thmb`...), from one item to others.
  struct Reference {
    var type: String
    var from: Int
    var to: [Int]
  }

  /// The references `iref` lists (16-bit item IDs in version 0, 32-bit after); those cut short are left out.
  static func references(in iref: Box, _ reader: ByteReader) -> [Reference] {
    guard iref.payload.count >= 4, let version = reader.u8(iref.payload.lowerBound) else { return [] }
    let idBytes = version == 0 ? 2 : 4
    func id(_ at: Int) -> Int? { idBytes == 2 ? reader.u16(at) : reader.u32(at) }
    return boxes(in: reader, iref.payload.lowerBound + 4..<iref.payload.upperBound).compactMap { box in
      let p = box.payload
      guard let from = id(p.lowerBound), let count = reader.u16(p.lowerBound + idBytes),
        p.lowerBound + idBytes + 2 + count * idBytes <= p.upperBound
      else { return nil }
      let to = (0..<count).compactMap { id(p.lowerBound + idBytes + 2 + $0 * idBytes) }
      return Reference(type: box.type, from: from, to: to)
    }
  }

  /// The IDs of the items of type `type` that `iinf` lists (its `infe` entries of version 2 or 3, the ones that
  /// state a type).
  static func items(ofType type: String, in iinf: Box, _ reader: ByteReader) -> Set<Int> {
    guard let version = reader.u8(iinf.payload.lowerBound) else { return [] }
    let first = iinf.payload.lowerBound + 4 + (version == 0 ? 2 : 4)
    guard first <= iinf.payload.upperBound else { return [] }
    var found: Set<Int> = []
    for infe in boxes(in: reader, first..<iinf.payload.upperBound) where infe.type == "infe" {
      let p = infe.payload
      guard let entryVersion = reader.u8(p.lowerBound), entryVersion == 2 || entryVersion == 3 else { continue }
      let idBytes = entryVersion == 2 ? 2 : 4
      let typeAt = p.lowerBound + 4 + idBytes + 2
      guard typeAt + 4 <= p.upperBound, reader.matches(type, at: typeAt),
        let id = entryVersion == 2 ? reader.u16(p.lowerBound + 4) : reader.u32(p.lowerBound + 4)
      else { continue }
      found.insert(id)
    }
    return found
  }

  /// The type (the bytes before its zero) of the first `auxC` property that one of `ipmas` associates with
  /// `item`, in `catalogue` (the `ipco` box's properties); nil when it has none.
  static func auxiliaryType(of item: Int, ipmas: [Box], catalogue: [Box], _ reader: ByteReader) -> [UInt8]? {
    for ipma in ipmas {
      for index in associations(of: item, in: ipma, reader) ?? [] where catalogue.indices.contains(index - 1) {
        let property = catalogue[index - 1]
        guard property.type == "auxC", property.payload.count > 4 else { continue }
        let text = reader.bytes[property.payload.lowerBound + 4..<property.payload.upperBound]
        return Array(text.prefix { $0 != 0 })
      }
    }
    return nil
  }
}
