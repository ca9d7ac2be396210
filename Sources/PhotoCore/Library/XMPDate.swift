#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// When a photo was taken by its XMP packet: the date a photo has when an editor or an exporter wrote XMP but no
/// EXIF date (a PNG or WebP export, a scan, a file from a web service). The packet is plain text in every
/// format that carries one (a JPEG's APP1, a PNG's iTXt, a WebP's chunk, a TIFF's tag 700), so it is found in the
/// file's first bytes whatever the format. The properties, as exiftool prefers them: `exif:DateTimeOriginal`,
/// `photoshop:DateCreated`, `xmp:CreateDate`; each an attribute (`exif:DateTimeOriginal="…"`) or an element
/// (`<exif:DateTimeOriginal>…</…>`), its value ISO 8601 as XMP writes it (`2024-07-14T12:34:56+02:00`, seconds,
/// a fraction, the offset or the whole time optional; `Z` is UTC).
public enum XMPDate {
  /// The properties read, in the order they are preferred.
  static let properties = ["exif:DateTimeOriginal", "photoshop:DateCreated", "xmp:CreateDate"]

  /// The date taken in the XMP packet among `bytes`, and its offset from UTC in minutes when it has one; nil
  /// when there is no packet or none of its dates reads.
  public static func taken(in bytes: [UInt8]) -> (date: ExifMetadata.LocalDateTime, offsetMinutes: Int?)? {
    guard let packet = packet(in: bytes) else { return nil }
    for property in properties {
      if let text = value(of: property, in: packet[...]), let date = parse(text) { return date }
    }
    return nil
  }

  /// The XMP packet among `bytes` as UTF-8 (`x:xmpmeta`, or an early writer's `x:xapmeta`), from its start to its
  /// end; a packet in UTF-16, which XMP allows and some writers use, has its zero bytes dropped (the dates and
  /// the names read are ASCII).
  static func packet(in bytes: [UInt8]) -> [UInt8]? {
    for name in ["x:xmpmeta", "x:xapmeta"] {
      if let start = find(Array("<\(name)".utf8), in: bytes, from: 0) {
        let end = find(Array("</\(name)>".utf8), in: bytes, from: start) ?? bytes.count
        return Array(bytes[start..<end])
      }
      for zeroFirst in [true, false] {
        let wide: [UInt8] = Array("<\(name)".utf8).flatMap { (c: UInt8) -> [UInt8] in zeroFirst ? [0, c] : [c, 0] }
        guard let start = find(wide, in: bytes, from: 0) else { continue }
        let narrow = stride(from: start + (zeroFirst ? 1 : 0), to: bytes.count, by: 2).map { bytes[$0] }
        let end = find(Array("</\(name)>".utf8), in: narrow, from: 0) ?? narrow.count
        return Array(narrow[..<end])
      }
    }
    return nil
  }

  /// The text of `property` in `packet`: an attribute's quoted value or an element's content.
  static func value(of property: String, in packet: ArraySlice<UInt8>) -> String? {
    let name = Array(property.utf8)
    var from = packet.startIndex
    while let at = find(name, in: packet, from: from) {
      from = at + name.count
      guard at > packet.startIndex, [UInt8(ascii: " "), 9, 10, 13, UInt8(ascii: "<")].contains(packet[at - 1]),
        from < packet.endIndex
      else { continue }
      var i = from
      if packet[at - 1] == UInt8(ascii: "<") {
        // An element: its content up to the next tag.
        guard packet[i] == UInt8(ascii: ">") else { continue }
        i += 1
        let close = packet[i...].firstIndex(of: UInt8(ascii: "<")) ?? packet.endIndex
        return String(decoding: packet[i..<close], as: UTF8.self)
      }
      while i < packet.endIndex, [UInt8(ascii: " "), 9, 10, 13].contains(packet[i]) { i += 1 }
      guard i + 1 < packet.endIndex, packet[i] == UInt8(ascii: "=") else { continue }
      i += 1
      while i < packet.endIndex, [UInt8(ascii: " "), 9, 10, 13].contains(packet[i]) { i += 1 }
      guard i < packet.endIndex, packet[i] == UInt8(ascii: "\"") || packet[i] == UInt8(ascii: "'") else { continue }
      let quote = packet[i]
      let close = packet[(i + 1)...].firstIndex(of: quote) ?? packet.endIndex
      return String(decoding: packet[(i + 1)..<close], as: UTF8.self)
    }
    return nil
  }

  /// XMP's date: `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, then `THH:MM`, `:SS`, `.fraction`, and `Z` or `±HH:MM`.
  static func parse(_ text: String) -> (date: ExifMetadata.LocalDateTime, offsetMinutes: Int?)? {
    let trimmed = String(String(text.drop(while: \.isWhitespace).reversed()).drop(while: \.isWhitespace).reversed())
    let (dayPart, timePart) =
      trimmed.firstIndex(of: "T").map { (String(trimmed[..<$0]), String(trimmed[trimmed.index(after: $0)...])) }
      ?? (trimmed, "")
    let day = dayPart.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(day.count), day.allSatisfy({ $0 != nil }), dayPart.prefix(while: \.isNumber).count == 4
    else { return nil }
    var offset: Int?
    var clock = Substring(timePart)
    if clock.hasSuffix("Z") {
      offset = 0
      clock = clock.dropLast()
    } else if let sign = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      guard let minutes = ExifMetadata.offsetMinutes(String(clock[sign...])) else { return nil }
      offset = minutes
      clock = clock[..<sign]
    }
    let time = clock.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
    guard timePart.isEmpty || ((2...3).contains(time.count) && time.allSatisfy({ $0 != nil })) else { return nil }
    let parts: [Double] = timePart.isEmpty ? [0, 0, 0] : time.map { $0! } + (time.count == 2 ? [0] : [])
    guard
      let date = ExifMetadata.LocalDateTime(
        year: day[0]!, month: day.count > 1 ? day[1]! : 1, day: day.count > 2 ? day[2]! : 1, hour: Int(parts[0]),
        minute: Int(parts[1]), second: Int(parts[2]))
    else { return nil }
    return (date, timePart.isEmpty ? nil : offset)
  }

  /// Where `needle` first occurs in `haystack` from `start`. A library's first run asks this of every file's first
  /// 128 KB, most of them holding no packet: contiguous bytes are scanned by `memchr` for the needle's first byte
  /// that is not zero (a UTF-16 needle's zeros are everywhere in image data) and compared by `memcmp`.
  static func find<C: RandomAccessCollection<UInt8>>(
    _ needle: [UInt8], in haystack: C, from start: C.Index
  )
    -> C.Index?
  where C.Index == Int {
    guard !needle.isEmpty, start >= haystack.startIndex else { return nil }
    if let found = haystack.withContiguousStorageIfAvailable({
      fastFind(needle, in: $0, from: start - haystack.startIndex)
    }) {
      return found.map { $0 + haystack.startIndex }
    }
    let last = haystack.endIndex - needle.count
    var i = start
    while i <= last {
      if haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  /// `find` over contiguous bytes: offsets from the buffer's start.
  private static func fastFind(_ needle: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = buffer.baseAddress, buffer.count >= needle.count else { return nil }
    let anchor = needle.firstIndex { $0 != 0 } ?? 0
    let last = buffer.count - needle.count  // the last offset where the needle fits
    var at = start
    return needle.withUnsafeBufferPointer { pattern -> Int? in
      while at <= last {
        guard let hit = memchr(base + at + anchor, Int32(pattern[anchor]), last - at + 1) else { return nil }
        let candidate = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
        if memcmp(base + candidate, pattern.baseAddress!, pattern.count) == 0 { return candidate }
        at = candidate + 1
      }
      return nil
    }
  }
}
