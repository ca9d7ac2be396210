import PhotoCore

/// A config file as read (`~/.config/sdlphoto/config.toml`): its options, key bindings and commands, each with
/// the line it is on, and what could not be read. Nothing here knows which options exist: the command line
/// declares them once, and its config layer checks each key against them.
///
/// ```toml
/// slideshow = 8
/// fit = "blur"
/// [display]
/// fullscreen = true
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
    /// The table it is under (`[display]`: "display"); nil at the top of the file.
    public var table: String? = nil
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
  public static let tableKeys: Set<String> = ["keys", "commands", "albums", "sources"]

  /// A source of `[sources.NAME]`: a server's folder by a name of the user's, and where its password is.
  public struct Source: Sendable, Equatable {
    /// Its name (`nas`): `nas:` and `nas:PATH` on the command line.
    public var name: String
    /// Its URL (`davs://alice@nas.local/photos`).
    public var url: String
    /// The file holding its password (`~` not expanded), when it has one.
    public var passwordFile: String?
    /// The line of its table.
    public var line: Int
  }

  /// The options, in the order of their lines.
  public var options: [Option] = []
  /// The bindings of `[keys]`, `[keys.PLACE]` and `[commands]`, in the order of their lines.
  public var bindings: [KeyBindings.Entry] = []
  /// What could not be read, in the order of their lines.
  public var problems: [Problem] = []
  /// The library's folders (`library = ["~/Pictures", "/mnt/photos"]`): what `--library` opens when the command
  /// line names no path. (`library = true` is the flag, as any option.)
  public var libraryFolders: [String] = []
  /// The named albums of `[albums]` (`Holidays = "~/Pictures/2024"`), in the file's order, `~` not expanded:
  /// Home Assistant's album select.
  public var albums: [NamedAlbum] = []
  /// The sources of `[sources.NAME]`, in the file's order.
  public var sources: [Source] = []

  /// The file `text` read; a syntax error leaves it empty but for that one problem (every default applies).
  public init(text: String) {
    let table: TOMLTable
    switch TOMLParser.parse(text) {
    case .success(let parsed): table = parsed
    case .failure(let error):
      problems = [Problem(line: error.line, key: nil, message: "\(error.message); the file is not read")]
      return
    }
    for entry in table.entries {
      switch entry.key {
      case "keys": readKeys(entry)
      case "commands": readCommands(entry)
      case "albums": readAlbums(entry)
      case "sources": readSources(entry)
      case "library" where { if case .array = entry.value { true } else { false } }():
        readLibrary(entry)
      default:
        if case .table(let group) = entry.value {
          // `[display]` and the like: a group's options under its title's table; the command line's config
          // layer knows which table holds which option.
          for inner in group.entries {
            options.append(Option(key: inner.key, value: Self.value(inner.value), line: inner.line, table: entry.key))
          }
        } else {
          options.append(Option(key: entry.key, value: Self.value(entry.value), line: entry.line))
        }
      }
    }
    options.sort { $0.line < $1.line }
    bindings.sort { $0.line < $1.line }
    problems.sort { $0.line < $1.line }
  }

  /// `library = ["~/Pictures", …]`: folders, as strings.
  private mutating func readLibrary(_ entry: TOMLTable.Entry) {
    guard case .array(let items) = entry.value else { return }
    let folders = items.compactMap { item -> String? in
      if case .string(let folder) = item { return folder }
      return nil
    }
    guard folders.count == items.count, !folders.isEmpty else {
      problems.append(
        Problem(line: entry.line, key: "library", message: "must be a list of folders, as [\"~/Pictures\"]"))
      return
    }
    libraryFolders = folders
  }

  /// `[keys]`: actions with their keys, and tables of them per place.
  private mutating func readKeys(_ keys: TOMLTable.Entry) {
    guard case .table(let table) = keys.value else {
      problems.append(Problem(line: keys.line, key: "keys", message: "must be a table: [keys]"))
      return
    }
    for entry in table.entries {
      if let context = KeyContext(rawValue: entry.key) {
        guard case .table(let actions) = entry.value else {
          problems.append(
            Problem(line: entry.line, key: "keys.\(entry.key)", message: "must be a table: [keys.\(entry.key)]"))
          continue
        }
        for action in actions.entries { readBinding(action, context: context, path: "keys.\(entry.key)") }
      } else if case .table = entry.value {
        let places = KeyContext.allCases.map(\.rawValue).joined(separator: ", ")
        problems.append(
          Problem(
            line: entry.line, key: "keys.\(entry.key)", message: "no place is called '\(entry.key)' (places: \(places))"
          ))
      } else {
        readBinding(entry, context: nil, path: "keys")
      }
    }
  }

  /// `action = ["Right", "n"]` (or one key as a string) under `path`.
  private mutating func readBinding(_ entry: TOMLTable.Entry, context: KeyContext?, path: String) {
    var keys: [String]?
    switch entry.value {
    case .string(let key): keys = [key]
    case .array(let items):
      let strings = items.compactMap { item -> String? in
        if case .string(let key) = item { return key }
        return nil
      }
      keys = strings.count == items.count ? strings : nil
    default: keys = nil
    }
    guard let keys else {
      problems.append(
        Problem(line: entry.line, key: "\(path).\(entry.key)", message: "must be a list of keys, as [\"Right\", \"n\"]")
      )
      return
    }
    bindings.append(KeyBindings.Entry(context: context, target: entry.key, keys: keys, line: entry.line))
  }

  /// `[commands]`: `"Ctrl+E" = "gimp %f"`.
  private mutating func readCommands(_ commands: TOMLTable.Entry) {
    guard case .table(let table) = commands.value else {
      problems.append(Problem(line: commands.line, key: "commands", message: "must be a table: [commands]"))
      return
    }
    for entry in table.entries {
      guard case .string(let command) = entry.value else {
        problems.append(
          Problem(
            line: entry.line, key: "commands.\(QuotedString.quoted(entry.key))",
            message: "must be a shell command in a string, as \"gimp %f\""))
        continue
      }
      bindings.append(
        KeyBindings.Entry(context: nil, target: command, isCommand: true, keys: [entry.key], line: entry.line))
    }
  }

  /// `[albums]`: `Holidays = "~/Pictures/2024"`, a name and the folder, photo or list it opens.
  private mutating func readAlbums(_ albums: TOMLTable.Entry) {
    guard case .table(let table) = albums.value else {
      problems.append(Problem(line: albums.line, key: "albums", message: "must be a table: [albums]"))
      return
    }
    for entry in table.entries {
      guard case .string(let path) = entry.value, !path.isEmpty else {
        problems.append(
          Problem(
            line: entry.line, key: "albums.\(QuotedString.quoted(entry.key))",
            message: "must be a folder, photo or list in a string, as \"~/Pictures/2024\""))
        continue
      }
      self.albums.append(NamedAlbum(name: entry.key, path: path))
    }
  }

  /// `[sources.NAME]`: `url` (a string, required) and `password-file`.
  private mutating func readSources(_ sources: TOMLTable.Entry) {
    guard case .table(let table) = sources.value else {
      problems.append(Problem(line: sources.line, key: "sources", message: "must be tables: [sources.NAME]"))
      return
    }
    for entry in table.entries {
      let key = "sources.\(QuotedString.quoted(entry.key))"
      guard case .table(let fields) = entry.value else {
        problems.append(Problem(line: entry.line, key: key, message: "must be a table: [\(key)]"))
        continue
      }
      var source = Source(name: entry.key, url: "", passwordFile: nil, line: entry.line)
      for field in fields.entries {
        switch (field.key, field.value) {
        case ("url", .string(let url)): source.url = url
        case ("password-file", .string(let path)): source.passwordFile = path
        default:
          problems.append(
            Problem(
              line: field.line, key: key + "." + field.key,
              message: "no such key of a source (url, password-file take strings); it is left out"))
        }
      }
      guard !source.url.isEmpty, !entry.key.isEmpty, !entry.key.contains(":"), !entry.key.contains("/") else {
        problems.append(
          Problem(line: entry.line, key: key, message: "needs a name without : or / and a url; it is left out"))
        continue
      }
      self.sources.append(source)
    }
  }

  /// An option's value.
  private static func value(_ value: TOMLValue) -> Value {
    switch value {
    case .bool(let flag): return .bool(flag)
    case .integer(let number): return .integer(number)
    case .float(let number): return .float(number)
    case .string(let text): return .string(text)
    case .array: return .other("a list")
    case .table: return .other("a table")
    case .dateTime: return .other("a date or time")
    }
  }
}
