/// The metadata keys of a QuickTime or MP4 file (`moov/meta`, as an iPhone writes it, or `moov/udta/meta`, as
/// FFmpeg's `use_metadata_tags` does): an `mdta` handler, a `keys` box naming each key, and an `ilst` box whose
/// entries (typed by the key's 1-based index) hold `data` boxes. Read with a few small reads: box headers are
/// walked through the file and only the `meta` box is read whole, so a long clip costs no more than a short one.
/// Untrusted bytes: a box that does not fit in its parent ends the walk, never a crash.
public enum QuickTimeMetadata {
  /// The key an iPhone writes into a live photo's clip, repeating the still's maker-note identifier.
  public static let contentIdentifierKey = "com.apple.quicktime.content.identifier"

  /// The live-photo content identifier of the clip at `path` (read through `sources`); nil when it has none or cannot be read.
  public static func contentIdentifier(path: String, from sources: SourceSet = .standard) -> String? {
    guard let file = try? sources.source(for: path).open(path), let meta = metaBox(file) else { return nil }
    return value(of: contentIdentifierKey, in: meta)
  }

  /// The bytes of the first metadata box with `keys` in it: `moov/meta`, else `moov/udta/meta` (its
  /// version and flags skipped when it is a full box, as in MP4); nil when there is none or it is too large.
  static func metaBox(_ file: any SourceReader) -> [UInt8]? {
    guard let moov = FileBoxes.walk(file, 0..<file.size).first(where: { $0.type == "moov" }) else { return nil }
    let children = FileBoxes.walk(file, moov.payload)
    var candidates = children.filter { $0.type == "meta" }
    for udta in children where udta.type == "udta" {
      candidates += FileBoxes.walk(file, udta.payload).filter { $0.type == "meta" }
    }
    for meta in candidates where meta.payload.count <= largestMeta {
      guard let bytes = try? file.bytes(at: meta.payload.lowerBound, count: meta.payload.count),
        bytes.count == meta.payload.count
      else { continue }
      // A full box's version and flags (four zero bytes) come before its first child's size.
      let body = bytes.starts(with: [0, 0, 0, 0]) ? Array(bytes.dropFirst(4)) : bytes
      if FileBoxes.boxes(in: ByteReader(body), 0..<body.count).contains(where: { $0.type == "keys" }) { return body }
    }
    return nil
  }

  /// The largest `meta` box read, bytes: keys and values of a phone's clip take a few kilobytes.
  static let largestMeta = 1 << 20

  /// The UTF-8 value of `key` in a metadata box's bytes (`meta`'s payload: `keys` and `ilst`); nil when absent.
  public static func value(of key: String, in meta: [UInt8]) -> String? {
    let reader = ByteReader(meta)
    let children = FileBoxes.boxes(in: reader, 0..<meta.count)
    guard let keys = children.first(where: { $0.type == "keys" }),
      let ilst = children.first(where: { $0.type == "ilst" }),
      let index = index(of: key, in: keys, reader)
    else { return nil }
    // An entry's type is not four letters but the index of its key.
    for entry in FileBoxes.boxes(in: reader, ilst.payload) where reader.u32(entry.start + 4) == index {
      for data in FileBoxes.boxes(in: reader, entry.payload) where data.type == "data" && data.payload.count >= 8 {
        // A type indicator (1: UTF-8) and a locale come before the value.
        guard reader.u32(data.payload.lowerBound) == 1 else { continue }
        let text = String(decoding: meta[data.payload.lowerBound + 8..<data.payload.upperBound], as: UTF8.self)
        return text.isEmpty ? nil : text
      }
    }
    return nil
  }

  /// The 1-based index of `key` among the `mdta` keys of a `keys` box (a full box: version and flags, a count,
  /// then each key as a size, a namespace and its name).
  static func index(of key: String, in keys: FileBoxes.Box, _ reader: ByteReader) -> Int? {
    guard let count = reader.u32(keys.payload.lowerBound + 4), count > 0 else { return nil }
    var at = keys.payload.lowerBound + 8
    let wanted = Array(key.utf8)
    for i in 1...min(count, 65_536) {
      guard let size = reader.u32(at), size >= 8, at + size <= keys.payload.upperBound else { return nil }
      if reader.matches("mdta", at: at + 4), Array(reader.bytes[at + 8..<at + size]) == wanted { return i }
      at += size
    }
    return nil
  }
}
