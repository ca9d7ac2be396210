import PhotoCore
import TOMLKit

/// A config file as read (`~/.config/sdlphoto/config.toml`): its options, key bindings and commands, each with
/// the line it is on, and what could not be read. Nothing here knows which options exist: the command line
/// declares them once, and its config layer checks each key against them.
///
/// ```toml
/// slideshow = 8
/// fit = "blur"
/// [keys]
/// next = ["Right", "n", "Space"]
/// [keys.slideshow]
/// pause = ["Space"]
/// [commands]
/// "Ctrl+E" = "gimp %f"
/// ```
public struct ConfigFile: Sendable, Equatable {
  /// A value of an option as the file writes it.
  public enum Value: Sendable, Equatable {
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction.
    case float(Double)
    /// A string.
    case string(String)
    /// Something no option takes (an array, a table, a date), named for a warning ("an array").
    case other(String)
  }

  /// One option: `key = value` at the top of the file.
  public struct Option: Sendable, Equatable {
    /// Its key (`slideshow-transition`).
    public var key: String
    /// Its value.
    public var value: Value
    /// Its line (0: unknown).
    public var line: Int
  }

  /// Something of the file that could not be used: a syntax error, or a binding that is not well formed.
  public struct Problem: Sendable, Equatable {
    /// The line (0: unknown).
    public var line: Int
    /// The key it concerns, as the file writes it (`keys.grid.next`); nil for the file as a whole.
    public var key: String?
    /// What is wrong.
    public var message: String
  }

  /// The top-level keys that are not options.
  public static let tableKeys: Set<String> = ["keys", "commands"]

  /// The options, in the order of their lines.
  public var options: [Option] = []
  /// The bindings of `[keys]`, `[keys.PLACE]` and `[commands]`, in the order of their lines.
  public var bindings: [KeyBindings.Entry] = []
  /// What could not be read, in the order of their lines.
  public var problems: [Problem] = []

  /// The file `text` read; a syntax error leaves it empty but for that one problem (every default applies).
  public init(text: String) {
    let table: TOMLTable
    do {
      // toml++ reads up to a NUL; a file with one is cut there, and said to be so.
      if let nul = text.firstIndex(of: "\0") {
        let line = text[..<nul].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        problems = [Problem(line: line, key: nil, message: "a NUL character; the file is not read")]
        return
      }
      // toml++ 3.4 asserts (undefined behaviour in a release build) on some characters beyond ASCII where a
      // key belongs; TOML 1.0 allows them only in strings and comments, so such a file is refused first.
      if let line = Self.lineOfStrayCharacter(in: text) {
        problems = [
          Problem(
            line: line, key: nil,
            message: "a character outside a string or comment that TOML does not allow; the file is not read")
        ]
        return
      }
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      problems = [
        Problem(line: error.source.begin.line, key: nil, message: "\(error.description); the file is not read")
      ]
      return
    } catch {
      problems = [Problem(line: 0, key: nil, message: "\(error); the file is not read")]
      return
    }
    let lines = KeyLines(text)
    for key in table.keys {
      guard let value = table[key] else { continue }
      switch key {
      case "keys": readKeys(value, lines: lines)
      case "commands": readCommands(value, lines: lines)
      default: options.append(Option(key: key, value: Self.value(value), line: lines.line(of: key, in: [])))
      }
    }
    options.sort { $0.line < $1.line }
    bindings.sort { $0.line < $1.line }
    problems.sort { $0.line < $1.line }
  }

  /// `[keys]`: actions with their keys, and tables of them per place.
  private mutating func readKeys(_ value: TOMLValueConvertible, lines: KeyLines) {
    guard let table = value.table else {
      problems.append(Problem(line: lines.line(of: "keys", in: []), key: "keys", message: "must be a table: [keys]"))
      return
    }
    for key in table.keys {
      guard let value = table[key] else { continue }
      if let context = KeyContext(rawValue: key) {
        guard let actions = value.table else {
          problems.append(
            Problem(
              line: lines.line(of: key, in: ["keys"]), key: "keys.\(key)", message: "must be a table: [keys.\(key)]"))
          continue
        }
        for action in actions.keys {
          guard let keys = actions[action] else { continue }
          readBinding(action, keys, context: context, lines: lines, path: ["keys", key])
        }
      } else if value.table != nil {
        let places = KeyContext.allCases.map(\.rawValue).joined(separator: ", ")
        problems.append(
          Problem(
            line: lines.line(of: key, in: ["keys"]), key: "keys.\(key)",
            message: "no place is called '\(key)' (places: \(places))"))
      } else {
        readBinding(key, value, context: nil, lines: lines, path: ["keys"])
      }
    }
  }

  /// `action = ["Right", "n"]` (or one key as a string) under `path`.
  private mutating func readBinding(
    _ action: String, _ value: TOMLValueConvertible, context: KeyContext?, lines: KeyLines, path: [String]
  ) {
    let line = lines.line(of: action, in: path)
    let keys: [String]?
    if let key = value.string {
      keys = [key]
    } else if let array = value.array {
      let strings = array.compactMap { $0.string }
      keys = strings.count == array.count ? strings : nil
    } else {
      keys = nil
    }
    guard let keys else {
      let key = (path + [action]).joined(separator: ".")
      problems.append(Problem(line: line, key: key, message: "must be a list of keys, as [\"Right\", \"n\"]"))
      return
    }
    bindings.append(KeyBindings.Entry(context: context, target: action, keys: keys, line: line))
  }

  /// `[commands]`: `"Ctrl+E" = "gimp %f"`.
  private mutating func readCommands(_ value: TOMLValueConvertible, lines: KeyLines) {
    guard let table = value.table else {
      problems.append(
        Problem(line: lines.line(of: "commands", in: []), key: "commands", message: "must be a table: [commands]"))
      return
    }
    for key in table.keys {
      let line = lines.line(of: key, in: ["commands"])
      guard let command = table[key]?.string else {
        problems.append(
          Problem(
            line: line, key: "commands.\"\(key)\"", message: "must be a shell command in a string, as \"gimp %f\""))
        continue
      }
      bindings.append(KeyBindings.Entry(context: nil, target: command, isCommand: true, keys: [key], line: line))
    }
  }

  /// An option's value.
  private static func value(_ value: TOMLValueConvertible) -> Value {
    switch value.type {
    case .bool: return value.bool.map(Value.bool) ?? .other("a boolean")
    case .int: return value.int.map(Value.integer) ?? .other("an integer")
    case .double: return value.double.map(Value.float) ?? .other("a number")
    case .string: return value.string.map(Value.string) ?? .other("a string")
    case .array: return .other("a list")
    case .table: return .other("a table")
    case .date, .time, .dateTime: return .other("a date or time")
    }
  }

  /// The line of the first character beyond ASCII outside a string or a comment, if there is one.
  static func lineOfStrayCharacter(in text: String) -> Int? {
    let scalars = Array(text.unicodeScalars)
    var line = 1
    var index = 0
    /// Whether `delimiter` starts at `at`.
    func starts(_ delimiter: String, at: Int) -> Bool {
      let wanted = Array(delimiter.unicodeScalars)
      return at + wanted.count <= scalars.count && Array(scalars[at..<at + wanted.count]) == wanted
    }
    /// Skips a string opened by `quote` (one or three quote characters) from `index`; basic strings escape.
    func skipString(_ quote: String, escapes: Bool) {
      index += quote.unicodeScalars.count
      while index < scalars.count {
        if scalars[index] == "\n" {
          if quote.count == 1 { return }
          line += 1
        }
        if escapes && scalars[index] == "\\" {
          index += 1
          if index < scalars.count && scalars[index] == "\n" { line += 1 }
        } else if starts(quote, at: index) {
          index += quote.unicodeScalars.count
          return
        }
        index += 1
      }
    }
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\n":
        line += 1
        index += 1
      case "#":
        while index < scalars.count && scalars[index] != "\n" { index += 1 }
      case "\"": skipString(starts("\"\"\"", at: index) ? "\"\"\"" : "\"", escapes: true)
      case "'": skipString(starts("'''", at: index) ? "'''" : "'", escapes: false)
      default:
        if scalar.value > 0x7F { return line }
        index += 1
      }
    }
    return nil
  }
}
