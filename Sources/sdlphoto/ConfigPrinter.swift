import Foundation
import PhotoCore

/// `--print-config`: the configuration in effect as a config file (every key with its help, the key bindings
/// and commands), which read back gives the same settings.
struct ConfigPrinter {
  /// The arguments in effect, the config file's before the command line's.
  var arguments: [String]
  /// The bindings in effect.
  var bindings: KeyBindings
  /// The config file read, if any.
  var path: String?
  /// Where a config file is read from at every start (`ConfigSource.defaultPath`: `$XDG_CONFIG_HOME`'s, or
  /// `~/.config`'s), if known.
  var home: String? = ConfigSource.defaultPath(ProcessInfo.processInfo.environment)

  /// The TOML text.
  var text: String {
    var lines = [
      "# sdlphoto's configuration in effect: the defaults, under the config file, under the command line.",
      "# Read from: \(path.map(PathText.escaped) ?? "no config file")."
        + (home.map { " Saved as \(PathText.escaped($0)), it is read at every start." } ?? ""),
    ]
    let values = effectiveValues()
    var section = ""
    for key in ConfigKey.all {
      if key.section != section {
        section = key.section
        lines += ["", "# --- \(section) ---"]
      }
      lines.append("")
      lines.append("# \(key.abstract.replacingOccurrences(of: "\n", with: " "))")
      if let value = values[key.name] {
        lines.append("\(key.name) = \(Self.tomlValue(value, of: key))")
      } else {
        lines.append("# \(key.name) is not set")
      }
    }
    lines += ["", "# Keys, everywhere; [keys.pager], [keys.grid] and [keys.slideshow] bind them for one place."]
    lines.append("[keys]")
    var commands: [String] = []
    for row in bindings.table(for: nil) {
      switch row.target {
      case .action(let action): lines.append("\(action.rawValue) = \(Self.list(row.keys))")
      case .run(let command): commands += row.keys.map { "\(Self.quoted($0)) = \(Self.quoted(command))" }
      }
    }
    for context in KeyContext.allCases {
      let rows = bindings.table(for: context)
      guard !rows.isEmpty else { continue }
      lines += ["", "[keys.\(context.rawValue)]"]
      for row in rows {
        if case .action(let action) = row.target { lines.append("\(action.rawValue) = \(Self.list(row.keys))") }
      }
    }
    lines += ["", "# Shell commands on the current photo, by key: %f is its path, quoted.", "[commands]"]
    lines += commands
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each key's value in effect, as the command line writes it ("true"/"false" for flags); a key without a
  /// default that nothing set is absent.
  func effectiveValues() -> [String: String] {
    var values: [String: String] = [:]
    for key in ConfigKey.all {
      switch key.kind {
      case .flag(let hasInversion):
        // `--name` or `--no-name` as the default; an inverted flag without one (`--grid`/`--no-grid`) is
        // decided at run time, so it is not set.
        if key.defaultValue == "--\(key.name)" {
          values[key.name] = "true"
        } else if key.defaultValue == "--no-\(key.name)" || !hasInversion {
          values[key.name] = "false"
        }
      case .option: values[key.name] = key.defaultValue
      }
    }
    var index = arguments.startIndex
    while index < arguments.endIndex, arguments[index] != "--" {
      defer { index += 1 }
      let argument = arguments[index]
      guard argument.hasPrefix("--") else { continue }
      var name = String(argument.dropFirst(2))
      var inline: String?
      if let equals = name.firstIndex(of: "=") {
        inline = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if ConfigKey.optionsTakingValues.contains(name) {
        let value = inline ?? (index + 1 < arguments.endIndex ? arguments[index + 1] : nil)
        if inline == nil { index += 1 }
        if ConfigKey.named(name) != nil { values[name] = value }
      } else if let key = ConfigKey.named(name), case .flag = key.kind {
        values[name] = "true"
      } else if name.hasPrefix("no-"), let key = ConfigKey.named(String(name.dropFirst(3))), case .flag = key.kind {
        values[key.name] = "false"
      }
    }
    return values
  }

  /// `value` of `key` in TOML: a flag's boolean, a number as a number, anything else a string.
  static func tomlValue(_ value: String, of key: ConfigKey) -> String {
    if case .flag = key.kind { return value }
    if Int64(value) != nil { return value }
    if let number = Double(value), number.isFinite, value.contains("."), !value.contains("e"),
      !value.hasPrefix("."), !value.hasSuffix("."), !value.hasPrefix("+")
    {
      return value
    }
    return quoted(value)
  }

  /// `["Right", "n"]`.
  static func list(_ keys: [String]) -> String { "[" + keys.map(quoted).joined(separator: ", ") + "]" }

  /// `text` as a TOML basic string.
  static func quoted(_ text: String) -> String { QuotedString.quoted(text) }
}
