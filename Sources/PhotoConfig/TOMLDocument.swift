/// A TOML 1.0 document as read by `TOMLParser`: tables of keys, each value with the line it starts on.
///
/// sdlphoto reads TOML itself rather than through TOMLKit: toml++ 3.4 (under TOMLKit 0.6) asserts on some
/// malformed input (a date cut short, a character beyond ASCII where a key belongs; found by the config fuzzer
/// within its first second), which aborts a debug build and is undefined behaviour in a release one. A config
/// file is the user's own text and a typo in it must be a warning, never a crash.
public indirect enum TOMLValue: Sendable, Equatable {
  /// A string.
  case string(String)
  /// An integer (decimal, hex, octal or binary in the file).
  case integer(Int)
  /// A float (`inf` and `nan` too).
  case float(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// A date, time or date-time, as written.
  case dateTime(String)
  /// An array.
  case array([TOMLValue])
  /// A table (a `[header]`, an inline table, or what dotted keys make).
  case table(TOMLTable)
}

/// A table: its keys in the order they were first written, each with its value and line.
public struct TOMLTable: Sendable, Equatable {
  /// One key.
  public struct Entry: Sendable, Equatable {
    /// The key.
    public var key: String
    /// Its value.
    public var value: TOMLValue
    /// The line it was defined on (a table made by a header: the header's line), 1-based.
    public var line: Int
  }

  /// The keys, in order.
  public internal(set) var entries: [Entry] = []

  /// An empty table.
  public init() {}

  /// The entry of `key`, if any.
  public subscript(key: String) -> Entry? { entries.first { $0.key == key } }

  /// The index of `key`, if any.
  func index(of key: String) -> Int? { entries.firstIndex { $0.key == key } }
}

/// Why a TOML text is not TOML, and where.
public struct TOMLError: Error, Sendable, Equatable {
  /// The line, 1-based.
  public var line: Int
  /// What is wrong.
  public var message: String
}
