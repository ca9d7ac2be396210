/// An AVIF whose item properties are associated by two `ipma` boxes of one version and flags (the first item's
/// entry in one, the rest in the other), as the 64 alpha samples of link-u/avif-sample-images are: libavif
/// refuses it ("Multiple Box[ipma] with a given version and flags"), libheif reads it. Made from a file
/// libavif's encoder wrote (`AVIFFixture.encode`): the boxes it writes (ISO/IEC 14496-12 and 23008-12: `meta`
/// before `mdat`, `iloc` version 0 with 4-byte offsets), each size rewritten and every `iloc` offset moved by
/// the bytes the second box adds.
extension AVIFFixture {
  /// `avif` with its `ipma` split in two; nil when it is not laid out as libavif's encoder lays one out.
  static func splittingIPMA(_ avif: [UInt8]) -> [UInt8]? {
    func u32(_ at: Int) -> Int { avif[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
    func box(_ type: String, _ payload: [UInt8]) -> [UInt8] { be32(8 + payload.count) + Array(type.utf8) + payload }
    /// The boxes in `range`: type, start, size.
    func boxes(_ range: Range<Int>) -> [(type: String, start: Int, size: Int)] {
      var found: [(String, Int, Int)] = []
      var at = range.lowerBound
      while at + 8 <= range.upperBound {
        let size = u32(at)
        guard size >= 8, at + size <= range.upperBound else { return [] }
        found.append((String(decoding: avif[at + 4..<at + 8], as: UTF8.self), at, size))
        at += size
      }
      return found
    }
    let top = boxes(0..<avif.count)
    guard let meta = top.first(where: { $0.type == "meta" }), let mdat = top.first(where: { $0.type == "mdat" }),
      meta.start < mdat.start
    else { return nil }
    let children = boxes(meta.start + 12..<meta.start + meta.size)
    guard let iprp = children.first(where: { $0.type == "iprp" }),
      let ipma = boxes(iprp.start + 8..<iprp.start + iprp.size).first(where: { $0.type == "ipma" }),
      avif[ipma.start + 8] == 0, avif[ipma.start + 11] == 0, u32(ipma.start + 12) >= 2
    else { return nil }
    // Version 0, flags 0: 16-bit item IDs, 8-bit indices. The first entry, then the others.
    let entries = ipma.start + 16
    let firstEnd = entries + 3 + Int(avif[entries + 2])
    let head = Array(avif[ipma.start + 8..<ipma.start + 12])
    let split =
      box("ipma", head + be32(1) + Array(avif[entries..<firstEnd]))
      + box("ipma", head + be32(u32(ipma.start + 12) - 1) + Array(avif[firstEnd..<ipma.start + ipma.size]))
    let added = split.count - ipma.size
    var out = Array(avif[0..<ipma.start]) + split + Array(avif[(ipma.start + ipma.size)...])
    // Sizes of the boxes around it (`iprp`, `meta`), then the offsets into `mdat`, which moved by `added`.
    func setSize(at start: Int, _ size: Int) { out.replaceSubrange(start..<start + 4, with: be32(size)) }
    setSize(at: iprp.start, iprp.size + added)
    setSize(at: meta.start, meta.size + added)
    guard let iloc = children.first(where: { $0.type == "iloc" }), iloc.start < ipma.start, avif[iloc.start + 8] == 0,
      avif[iloc.start + 12] == 0x44, avif[iloc.start + 13] >> 4 == 0
    else { return nil }
    // Version 0: offset and length sizes 4, no base offset; per item its ID, data reference, extents.
    var at = iloc.start + 16
    for _ in 0..<Int(avif[iloc.start + 14]) << 8 | Int(avif[iloc.start + 15]) {
      let extents = Int(avif[at + 4]) << 8 | Int(avif[at + 5])
      at += 6
      for _ in 0..<extents {
        out.replaceSubrange(at..<at + 4, with: be32(u32(at) + added))
        at += 8
      }
    }
    return out
  }
}
