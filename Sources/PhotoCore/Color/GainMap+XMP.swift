/// Adobe's gain map metadata in an XMP packet: the namespace `http://ns.adobe.com/hdr-gain-map/1.0/` bound to a
/// prefix (`xmlns:hdrgm="..."`, Ultra HDR's), and a `Version` in that prefix (`hdrgm:Version="1.0"`, an
/// attribute or an element), which every gain map's metadata states. Read as bytes: no XML parser, nothing
/// decoded.
extension GainMap {
  /// Whether the XMP `packet` binds the gain map namespace to a prefix and states that prefix's `Version`. Two
  /// passes over the packet, whatever it holds: the prefixes bound first, then each `:Version`'s prefix.
  static func declaresGainMapVersion(_ packet: ArraySlice<UInt8>) -> Bool {
    var prefixes: Set<[UInt8]> = []
    var from = packet.startIndex
    while let at = find(xmpNamespace, in: packet, from: from) {
      from = at + 1
      if let prefix = boundPrefix(before: at, in: packet) { prefixes.insert(prefix) }
    }
    guard !prefixes.isEmpty else { return false }
    let property = Array(":Version".utf8)
    from = packet.startIndex
    while let at = find(property, in: packet, from: from) {
      from = at + 1
      let end = at + property.count
      guard end == packet.endIndex || !isNameByte(packet[end]) else { continue }
      var start = at
      while start > packet.startIndex, isNameByte(packet[start - 1]) { start -= 1 }
      if prefixes.contains(Array(packet[start..<at])) { return true }
    }
    return false
  }

  /// The prefix that the `xmlns:PREFIX="` declaration ending just before `at` binds; nil when the text at `at` is
  /// not the value of such a declaration.
  static func boundPrefix(before at: Int, in packet: ArraySlice<UInt8>) -> [UInt8]? {
    var i = at - 1
    guard i >= packet.startIndex, packet[i] == UInt8(ascii: "\"") || packet[i] == UInt8(ascii: "'") else { return nil }
    i = skippingSpaces(back: i - 1, in: packet)
    guard i >= packet.startIndex, packet[i] == UInt8(ascii: "=") else { return nil }
    let end = skippingSpaces(back: i - 1, in: packet) + 1
    var start = end
    while start > packet.startIndex, isNameByte(packet[start - 1]) { start -= 1 }
    let xmlns = Array("xmlns:".utf8)
    guard start < end, start - xmlns.count >= packet.startIndex,
      packet[(start - xmlns.count)..<start].elementsEqual(xmlns)
    else { return nil }
    return Array(packet[start..<end])
  }

  /// The index of the last byte at or before `i` that is not white space.
  static func skippingSpaces(back i: Int, in packet: ArraySlice<UInt8>) -> Int {
    var i = i
    while i >= packet.startIndex, [0x20, 0x09, 0x0A, 0x0D].contains(packet[i]) { i -= 1 }
    return i
  }

  /// Whether `byte` may be part of an XML name (ASCII letters, digits, `-`, `_`, `.`; any byte of a
  /// multi-byte character).
  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), 0x80...0xFF:
      return true
    default:
      return false
    }
  }

  /// Where `pattern` first occurs in `bytes` at or after `from`; nil when it does not.
  static func find(_ pattern: [UInt8], in bytes: ArraySlice<UInt8>, from: Int) -> Int? {
    guard let first = pattern.first else { return nil }
    var i = max(from, bytes.startIndex)
    while i + pattern.count <= bytes.endIndex {
      if bytes[i] == first && bytes[i..<i + pattern.count].elementsEqual(pattern) { return i }
      i += 1
    }
    return nil
  }
}
