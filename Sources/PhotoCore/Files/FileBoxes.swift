/// ISO base media file format boxes (MP4, QuickTime, HEIF): a 32-bit size and a four-letter type, then the
/// payload. A file is walked header by header with small reads, so a box of gigabytes (a clip's `mdat`) is
/// stepped over, never read. Untrusted bytes: a box that does not fit in its parent ends the walk.
enum FileBoxes {
  /// One box: its type, where its header starts and where its payload lies.
  struct Box {
    var type: String
    var start: Int
    var payload: Range<Int>
  }

  /// The boxes lying whole in `range` of the file, read header by header; at most `limit` of them.
  static func walk(_ file: any SourceReader, _ range: Range<Int>, limit: Int = 4096) -> [Box] {
    var found: [Box] = []
    var at = range.lowerBound
    while at + 8 <= range.upperBound, found.count < limit {
      guard let header = try? file.bytes(at: at, count: 16), header.count >= 8,
        let box = box(ByteReader(header), at: 0, end: range.upperBound - at)
      else { break }
      found.append(Box(type: box.type, start: at, payload: at + box.payload.lowerBound..<at + box.payload.upperBound))
      at += box.payload.upperBound
    }
    return found
  }

  /// The boxes lying whole in `range` of `reader`'s bytes, in order.
  static func boxes(in reader: ByteReader, _ range: Range<Int>) -> [Box] {
    var found: [Box] = []
    var at = range.lowerBound
    while let box = box(reader, at: at, end: range.upperBound) {
      found.append(box)
      at = box.payload.upperBound
    }
    return found
  }

  /// The box whose header starts at `at` (a 32-bit size, or 1 and a 64-bit size; 0 runs to `end`), when it
  /// lies whole before `end`; its payload is counted from the same origin as `at`.
  static func box(_ reader: ByteReader, at: Int, end: Int) -> Box? {
    guard at + 8 <= end, let size32 = reader.u32(at) else { return nil }
    let type = String(decoding: reader.bytes[at + 4..<at + 8], as: UTF8.self)
    var size = size32
    var start = at + 8
    if size32 == 1 {
      guard let high = reader.u32(at + 8), let low = reader.u32(at + 12), high < 1 << 20 else { return nil }
      size = high << 32 | low
      start = at + 16
    } else if size32 == 0 {
      size = end - at
    }
    guard size >= start - at, at + size <= end else { return nil }
    return Box(type: type, start: at, payload: start..<at + size)
  }
}
