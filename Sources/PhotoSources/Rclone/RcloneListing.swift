import Foundation

/// What `rclone lsjson -R --fast-list` wrote about a folder: every file and folder below it, by its path from
/// that folder, read a line at a time (rclone writes one object a line), so a listing of any length is never
/// held as text. Entries whose path holds a part no folder may hold (`..`, `.`, a control character) are
/// counted in `refused` and left out.
public struct RcloneListing: Sendable {
  /// One file or folder.
  public struct Entry: Sendable, Equatable, Decodable {
    /// Its path from the folder listed (`sub/IMG_1.jpg`).
    public var path: String
    /// Its size, bytes (-1 for a folder).
    public var size: Int64
    /// Its modification time as rclone wrote it (RFC 3339).
    public var modTime: String
    /// Whether it is a folder.
    public var isDir: Bool

    enum CodingKeys: String, CodingKey {
      case path = "Path"
      case size = "Size"
      case modTime = "ModTime"
      case isDir = "IsDir"
    }
  }

  /// The entries, in rclone's order.
  public private(set) var entries: [Entry] = []
  /// Entries left out for a name no folder may hold.
  public private(set) var refused = 0

  /// The listing in the file at `path`; nil when it cannot be read or is not rclone's JSON list.
  public init?(contentsOf path: String) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    var pending = Data()
    var sawList = false
    let decoder = JSONDecoder()
    while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
      pending.append(chunk)
      while let newline = pending.firstIndex(of: 0x0A) {
        let line = pending[pending.startIndex..<newline]
        pending = Data(pending[pending.index(after: newline)...])
        if !read(line, decoder: decoder, sawList: &sawList) { return nil }
      }
    }
    if !pending.isEmpty && !read(pending, decoder: decoder, sawList: &sawList) { return nil }
    guard sawList else { return nil }
  }

  /// One line: `[`, `]`, or an entry with a trailing comma. False when it is none of these.
  private mutating func read(_ line: Data, decoder: JSONDecoder, sawList: inout Bool) -> Bool {
    var text = line
    while let last = text.last, last == 0x2C || last == 0x0D || last == 0x20 { text = text.dropLast() }
    switch text {
    case Data("[".utf8), Data("[]".utf8):
      sawList = true
      return true
    case Data("]".utf8), Data():
      return true
    default:
      guard sawList, let entry = try? decoder.decode(Entry.self, from: text) else { return false }
      if Self.isSafe(entry.path) { entries.append(entry) } else { refused += 1 }
      return true
    }
  }

  /// Whether every part of `path` is a name a folder may hold.
  static func isSafe(_ path: String) -> Bool {
    !path.isEmpty
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
        !part.isEmpty && part != "." && part != ".."
          && !part.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
      }
  }

  /// Seconds since 1970 UTC of an RFC 3339 time (`2024-07-14T12:30:05.123456789Z`, `...+02:00`); nil when it is
  /// none.
  public static func seconds(_ text: String) -> (seconds: Int, nanoseconds: Int)? {
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[range] {
        guard byte >= 0x30 && byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
      let minute = number(14..<16), let second = number(17..<19), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var index = 19
    var nanoseconds = 0
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      var digits = 0
      while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
        if digits < 9 { nanoseconds = nanoseconds * 10 + Int(bytes[index] - 0x30) }
        digits += 1
        index += 1
      }
      for _ in min(digits, 9)..<9 { nanoseconds *= 10 }
    }
    var offset = 0
    if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
      guard let hours = number(index + 1..<index + 3), let minutes = number(index + 4..<index + 6) else { return nil }
      offset = (hours * 3600 + minutes * 60) * (bytes[index] == UInt8(ascii: "+") ? 1 : -1)
    }
    let days = Int(HTTPDate.daysFromCivil(year: year, month: month, day: day))
    return (days * 86_400 + hour * 3600 + minute * 60 + second - offset, nanoseconds)
  }
}
