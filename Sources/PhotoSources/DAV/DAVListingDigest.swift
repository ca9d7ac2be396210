import Foundation

/// A kept listing's resources in a plain form beside its XML (`<listing>.lines`), so a start that shows a server's
/// folder from its kept listing reads a line a resource instead of parsing the XML again: 10,000 photos' listing is
/// some 6 MB of XML, whose parse took most of such a start. The digest names the XML's size and modification time
/// on its first line and is used only while they are the XML's; else the XML is parsed and the digest written
/// again. Fields are tab-separated (a name, an ETag, a content type or a file id holds no control character: such
/// a name is refused when the XML is read).
public enum DAVListingDigest {
  /// The resources of the listing at `path`: from its digest when that is current, else parsed from the XML (and,
  /// when `keeps`, the digest written beside it for the next read).
  public static func resources(at path: String, keeps: Bool) throws(SourceFailure) -> [DAVResource] {
    let stamp = self.stamp(of: path)
    if let stamp, let digest = try? String(contentsOfFile: path + ".lines", encoding: .utf8),
      let resources = read(digest, stamp: stamp)
    {
      return resources
    }
    let resources = try DAVMultistatus.read(contentsOf: path).resources
    if keeps, let stamp { write(resources, stamp: stamp, to: path + ".lines") }
    return resources
  }

  /// The first line: the XML's inode, size and modification time (nanoseconds). A listing kept replaces the one
  /// before by a rename, so it never has the inode of the file it replaced: a digest is never taken for the
  /// listing after it, even within the file system's clock tick.
  public static func stamp(of path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let nanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    return "sdlphoto-dav-digest 2 \(info.st_ino) \(info.st_size) \(nanoseconds)"
  }

  /// `resources` as a digest headed by `stamp`.
  static func text(of resources: [DAVResource], stamp: String) -> String {
    var lines = [stamp]
    lines.reserveCapacity(resources.count + 1)
    for resource in resources {
      let fields: [String] = [
        resource.isCollection ? "1" : "0", resource.size.map(String.init) ?? "",
        resource.modified.map(String.init) ?? "",
        resource.etag ?? "", resource.contentType ?? "", resource.fileID ?? "", resource.hasPreview ? "1" : "0",
        resource.pixelWidth.map(String.init) ?? "", resource.pixelHeight.map(String.init) ?? "",
        resource.segments.joined(separator: "/"),
      ]
      lines.append(fields.joined(separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The resources of a digest headed by `stamp`; nil when it is of another XML or not a digest. Read as bytes, a
  /// line and a field at a time: 10,000 photos' digest is read in a few milliseconds.
  static func read(_ text: String, stamp: String) -> [DAVResource]? {
    var text = text
    return text.withUTF8 { bytes -> [DAVResource]? in
      guard bytes.last == newline else { return nil }
      let head = line(after: 0, in: bytes)
      guard String(decoding: bytes[0..<head], as: UTF8.self) == stamp else { return nil }
      var resources: [DAVResource] = []
      var fields: [Range<Int>] = []
      fields.reserveCapacity(fieldCount)
      var start = head + 1
      while start < bytes.count {
        let end = line(after: start, in: bytes)
        fields.removeAll(keepingCapacity: true)
        var field = start
        for index in start..<end where bytes[index] == tab {
          fields.append(field..<index)
          field = index + 1
        }
        fields.append(field..<end)
        guard fields.count == fieldCount else { return nil }
        resources.append(resource(of: fields, in: bytes))
        start = end + 1
      }
      return resources
    }
  }

  /// The fields a resource's line holds.
  private static let fieldCount = 10
  private static let newline = UInt8(ascii: "\n")
  private static let tab = UInt8(ascii: "\t")

  /// Where the line starting at `start` ends (its newline: the digest ends with one).
  private static func line(after start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var end = start
    while bytes[end] != newline { end += 1 }
    return end
  }

  /// The resource of one line's `fields`.
  private static func resource(of fields: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> DAVResource {
    func text(_ field: Int) -> String? {
      fields[field].isEmpty ? nil : String(decoding: bytes[fields[field]], as: UTF8.self)
    }
    let path = bytes[fields[9]]
    var resource = DAVResource(
      segments: path.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) })
    resource.isCollection = bytes[fields[0]].elementsEqual([UInt8(ascii: "1")])
    resource.size = number(bytes[fields[1]]).map(Int64.init)
    resource.modified = number(bytes[fields[2]])
    resource.etag = text(3)
    resource.contentType = text(4)
    resource.fileID = text(5)
    resource.hasPreview = bytes[fields[6]].elementsEqual([UInt8(ascii: "1")])
    resource.pixelWidth = number(bytes[fields[7]])
    resource.pixelHeight = number(bytes[fields[8]])
    return resource
  }

  /// A decimal integer, `-` allowed first; nil when empty, not one, or past `Int`'s range.
  private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var rest = digits[...]
    let negative = rest.first == UInt8(ascii: "-")
    if negative { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return nil }
    var value = 0
    for digit in rest {
      guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
      let (times, over) = value.multipliedReportingOverflow(by: 10)
      let (sum, past) = times.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
      guard !over, !past else { return nil }
      value = sum
    }
    return negative ? -value : value
  }

  /// Writes the digest through a temporary file and a rename; a failure only means the XML is parsed next time.
  private static func write(_ resources: [DAVResource], stamp: String, to path: String) {
    let temporary = path + ".part-" + UUID().uuidString
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text(of: resources, stamp: stamp).utf8))
    else { return }
    if rename(temporary, path) != 0 { unlink(temporary) }
  }
}
