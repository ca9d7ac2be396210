import Foundation

/// An Android motion photo: a JPEG with its clip (an MP4) appended, found through its XMP packet. Google's
/// camera writes either a `Container:Directory` whose items say their lengths (`GCamera:MotionPhoto`, the clip
/// is the item of `Item:Semantic="MotionPhoto"`, the items after the primary image lying end to end at the
/// file's end), or the older `GCamera:MicroVideoOffset` (the clip's start, counted back from the file's end);
/// Samsung's cameras write the same in a JPEG, and in a HEIC put the clip in a top-level `mpvd` box
/// (`heifClip`). Pure: the shell hands in the file's first bytes, its size, and its top-level boxes.
public enum MotionPhoto {
  /// What a JPEG's header says of an appended clip.
  public enum Finding: Sendable, Equatable {
    /// A motion photo whose clip starts at this byte of the file.
    case clip(start: Int)
    /// It says it is one, but where it puts the clip cannot be (past the file, inside the header): why.
    case broken(String)
  }

  /// The appended clip the XMP packet in `head` (the JPEG's first bytes) says is there, in a file of
  /// `fileSize` bytes; nil when it says none (a plain JPEG, or none of its segments are XMP).
  public static func find(head: [UInt8], fileSize: Int) -> Finding? {
    let reader = ByteReader(head)
    for segment in GainMap.segments(at: 0, reader) where segment.marker == 0xE1 {
      let body = head[segment.body]
      guard body.starts(with: GainMap.xmpSignature) else { continue }
      let packet = String(decoding: body.dropFirst(GainMap.xmpSignature.count), as: UTF8.self)
      if let finding = find(xmp: packet, fileSize: fileSize, headerEnd: segment.body.upperBound) { return finding }
    }
    return nil
  }

  /// Whether `head` (a JPEG's first bytes) holds the words a motion photo's XMP uses: a photo without them is
  /// not looked at further.
  public static func isMentioned(in head: [UInt8]) -> Bool {
    ["MotionPhoto", "MicroVideo"].contains { GainMap.find(Array($0.utf8), in: head[...], from: 0) != nil }
  }

  /// The clip `xmp` places in a file of `fileSize` bytes whose header ends at `headerEnd`; nil when it says
  /// no motion photo.
  static func find(xmp: String, fileSize: Int, headerEnd: Int) -> Finding? {
    let length: Int
    if let items = directory(xmp), let index = items.firstIndex(where: { $0.semantic == "MotionPhoto" }) {
      // The items after the primary image lie end to end at the file's end: the clip and those after it, each
      // length running to the next (a Samsung clip's length counts the trailer after it, its padding).
      let tail = items[index...].reduce(0) { $0 &+ $1.length }
      guard items[index].length > 0 else { return .broken("its motion photo's clip has no length") }
      length = tail
    } else if let offset = value(of: "MicroVideoOffset", in: xmp).flatMap(Int.init), offset >= 0 {
      guard offset > 0 else { return .broken("its motion photo's clip has no length") }
      length = offset
    } else {
      return nil
    }
    guard length > 0, length <= fileSize else {
      return .broken("its motion photo's clip lies past the end of the file")
    }
    let start = fileSize - length
    guard start >= headerEnd else { return .broken("its motion photo's clip would start inside its header") }
    return .clip(start: start)
  }

  /// The clip of a HEIC motion photo (Samsung's): the contents of its top-level `mpvd` box, given the file's
  /// top-level boxes in order (type, where each starts, its header's and its whole size); nil when none is.
  public static func heifClip(boxes: [(type: String, start: Int, header: Int, size: Int)], fileSize: Int) -> Finding? {
    guard let box = boxes.first(where: { $0.type == "mpvd" }) else { return nil }
    let start = box.start + box.header
    guard box.size > box.header, box.start + box.size <= fileSize else {
      return .broken("its motion photo's clip lies past the end of the file")
    }
    return .clip(start: start)
  }

  /// One item of a `Container:Directory`.
  struct Item: Equatable {
    var semantic: String
    var length: Int
    var padding: Int
  }

  /// The items of `xmp`'s `Container:Directory`, in order; nil when it has none.
  static func directory(_ xmp: String) -> [Item]? {
    var items: [Item] = []
    var rest = Substring(xmp)
    // Each item is an element whose local name is `Item`, its facts in attributes (`Item:Semantic="..."`).
    while let open = rest.range(of: ":Item ") ?? rest.range(of: ":Item\n") ?? rest.range(of: ":Item\t") {
      let tagEnd = rest[open.upperBound...].firstIndex(of: ">") ?? rest.endIndex
      let tag = String(rest[open.upperBound..<tagEnd])
      items.append(
        Item(
          semantic: value(of: "Semantic", in: tag) ?? "", length: value(of: "Length", in: tag).flatMap(Int.init) ?? 0,
          padding: value(of: "Padding", in: tag).flatMap(Int.init) ?? 0))
      rest = rest[tagEnd...]
    }
    return items.isEmpty ? nil : items
  }

  /// The value of the attribute or element whose local name is `name` (any prefix) in `text`, trimmed; nil
  /// when there is none.
  static func value(of name: String, in text: String) -> String? {
    var rest = Substring(text)
    while let found = rest.range(of: ":" + name) {
      var after = rest[found.upperBound...]
      rest = after
      guard let next = after.first else { return nil }
      if next == "=" {
        // An attribute: `Prefix:Name="value"` (or single quotes).
        after = after.dropFirst()
        guard let quote = after.first, quote == "\"" || quote == "'" else { continue }
        let body = after.dropFirst()
        guard let end = body.firstIndex(of: quote) else { return nil }
        return body[..<end].trimmingCharacters(in: .whitespaces)
      }
      if next == ">" {
        // An element: `<Prefix:Name>value</Prefix:Name>`.
        let body = after.dropFirst()
        guard let end = body.firstIndex(of: "<") else { return nil }
        return body[..<end].trimmingCharacters(in: .whitespacesAndNewlines)
      }
    }
    return nil
  }
}

/// Where a motion photo's clip is kept as a location (a `PhotoID`'s): the JPEG's path and the clip's first
/// byte, apart from any path a listing gives (a NUL starts it, which no path holds).
public enum EmbeddedClip {
  /// The location of the clip starting at byte `start` of the file at `path`.
  public static func location(path: String, start: Int) -> String { "\u{0}clip\u{0}\(start)\u{0}\(path)" }

  /// The file and the clip's first byte of `location`, when it is an embedded clip's.
  public static func parse(_ location: String) -> (path: String, start: Int)? {
    guard location.hasPrefix("\u{0}clip\u{0}") else { return nil }
    let parts = location.split(separator: "\u{0}", maxSplits: 2, omittingEmptySubsequences: true)
    guard parts.count == 3, parts[0] == "clip", let start = Int(parts[1]), start >= 0 else { return nil }
    return (String(parts[2]), start)
  }
}
