/// Which key does what, in each place: the defaults (`KeyAction.defaultKeys`) under what a config file binds
/// everywhere (`[keys]`) and per place (`[keys.pager]`, `[keys.grid]`, `[keys.slideshow]`), and the keys that run
/// a shell command on the photo (`[commands]`).
///
/// A binding adds keys to an action; a key means one thing in a table (its last binding), and binding it to
/// `none` takes its meaning away. A press is looked up in its place's table, then in `[keys]`, then in the
/// defaults; a chord with Shift that nothing binds falls back to the key without it (`Shift+Right` is `right`).
public struct KeyBindings: Sendable, Equatable {
  /// What a key does.
  public enum Target: Sendable, Equatable {
    /// A viewer action.
    case action(KeyAction)
    /// A shell command run on the current photo (`%f` is its quoted path).
    case run(String)
  }

  /// A binding as a config file writes it: `next = ["Right", "n"]` in `[keys]` (context nil) or
  /// `[keys.grid]`, or `"Ctrl+E" = "gimp %f"` in `[commands]`.
  public struct Entry: Sendable, Equatable {
    /// Where it applies; nil: everywhere.
    public var context: KeyContext?
    /// The action's name, or the command (for `[commands]`).
    public var target: String
    /// Whether `target` is a shell command rather than an action name.
    public var isCommand: Bool
    /// The keys, as written.
    public var keys: [String]
    /// The line of the file it is on (0: unknown).
    public var line: Int

    /// A binding of `keys` to `target`.
    public init(context: KeyContext?, target: String, isCommand: Bool = false, keys: [String], line: Int) {
      self.context = context
      self.target = target
      self.isCommand = isCommand
      self.keys = keys
      self.line = line
    }
  }

  /// A binding that could not be made, for a warning naming its line.
  public struct Problem: Sendable, Equatable {
    /// The line of the file (0: unknown).
    public var line: Int
    /// The table and key it is under, as the file writes them (`keys.grid.next`, `commands."Ctrl+E"`).
    public var key: String
    /// What is wrong, and what is done instead.
    public var message: String
  }

  /// The defaults, everywhere, and on a clip over them.
  private var defaults: [KeyChord: Target] = [:]
  private var clipDefaults: [KeyChord: Target] = [:]
  /// What the config binds, by place (nil: `[keys]` and `[commands]`).
  private var bound: [KeyContext?: [KeyChord: Target]] = [:]
  /// The chords in the order they were bound (for showing the bindings back in a stable order).
  private var order: [KeyChord] = []

  /// The default bindings.
  public init() {
    for (action, keys) in KeyAction.defaultKeys {
      for key in keys {
        if let chord = KeyChord(key) { Self.record(chord, .action(action), in: &defaults, order: &order) }
      }
    }
    for (action, keys) in KeyAction.clipKeys {
      for key in keys {
        if let chord = KeyChord(key) { Self.record(chord, .action(action), in: &clipDefaults, order: &order) }
      }
    }
  }

  /// Adds `entries` over the defaults, in order; returns what could not be bound (an unknown action, a key
  /// `isKnownKey` does not know, a chord that does not parse, an empty command), each skipped.
  public mutating func add(_ entries: [Entry], isKnownKey: (String) -> Bool) -> [Problem] {
    var problems: [Problem] = []
    for entry in entries {
      let table = entry.context.map { "keys.\($0.rawValue)" } ?? (entry.isCommand ? "commands" : "keys")
      let name = entry.isCommand ? Self.quotedKey(entry.keys.first ?? "") : entry.target
      let target: Target
      if entry.isCommand {
        guard !entry.target.trimmingCharacters(in: .whitespaces).isEmpty else {
          problems.append(Problem(line: entry.line, key: "\(table).\(name)", message: "the command is empty"))
          continue
        }
        target = .run(entry.target)
      } else {
        guard let action = KeyAction(rawValue: entry.target) else {
          problems.append(
            Problem(
              line: entry.line, key: "\(table).\(name)",
              message: "no action is called '\(entry.target)' (actions: \(Self.actionNames))"))
          continue
        }
        target = .action(action)
      }
      for key in entry.keys {
        guard let chord = KeyChord(key), isKnownKey(chord.spelling) else {
          problems.append(
            Problem(
              line: entry.line, key: "\(table).\(name)",
              message: "'\(key)' is not a key (keys are named as SDL names them: Right, Page Down, Space, F5, Ctrl+E)"))
          continue
        }
        var table = bound[entry.context] ?? [:]
        Self.record(chord, target, in: &table, order: &order)
        bound[entry.context] = table
      }
    }
    return problems
  }

  /// What pressing `key` (SDL's name) with `modifiers` held does in `context`; nil: nothing.
  public func target(key: String, modifiers: KeyChord.Modifiers, in context: KeyContext) -> Target? {
    var chords = [KeyChord(modifiers: modifiers, key: key)]
    if modifiers.contains(.shift) { chords.append(KeyChord(modifiers: modifiers.subtracting(.shift), key: key)) }
    let tables =
      [
        bound[context], context.fallback.flatMap { bound[$0] }, bound[nil], context == .clip ? clipDefaults : nil,
        defaults,
      ]
    for chord in chords {
      for table in tables {
        guard let target = table?[chord] else { continue }
        return target == .action(.none) ? nil : target
      }
    }
    return nil
  }

  /// The keys that do `action` in `context`, as a config file writes them ("Ctrl+C"), in the order they were
  /// bound: the defaults first, under what a config file changed.
  public func keys(for action: KeyAction, in context: KeyContext) -> [String] {
    var seen: Set<KeyChord> = []
    return order.filter { chord in
      seen.insert(chord).inserted && target(key: chord.key, modifiers: chord.modifiers, in: context) == .action(action)
    }.map(\.description)
  }

  /// The commands `[commands]` binds that a key in `context` runs, each once with its first key, in the order
  /// they were bound.
  public func commands(in context: KeyContext) -> [(command: String, key: String)] {
    var found: [(command: String, key: String)] = []
    for chord in order {
      guard case .run(let line)? = target(key: chord.key, modifiers: chord.modifiers, in: context),
        !found.contains(where: { $0.command == line })
      else { continue }
      found.append((line, chord.description))
    }
    return found
  }

  /// The effective bindings of `context` (nil: everywhere) as a config file would write them: each action or
  /// command with its keys, actions in `KeyAction`'s order, then commands in the order they were bound. For
  /// nil, the defaults are included; for a place, only what the config binds there.
  public func table(for context: KeyContext?) -> [(target: Target, keys: [String])] {
    var merged: [KeyChord: Target] = context == nil ? defaults : [:]
    for (chord, target) in bound[context] ?? [:] { merged[chord] = target }
    var rows: [(target: Target, keys: [String])] = []
    for action in KeyAction.allCases {
      let keys = order.filter { merged[$0] == .action(action) }.map(\.description)
      if !keys.isEmpty { rows.append((.action(action), keys)) }
    }
    for chord in order {
      guard case .run? = merged[chord], let target = merged[chord] else { continue }
      rows.append((target, [chord.description]))
    }
    return rows
  }

  /// `"Ctrl+E"`: a key as a TOML key, quoted.
  static func quotedKey(_ key: String) -> String { QuotedString.quoted(key) }

  /// Every action's name, for a warning.
  static var actionNames: String { KeyAction.allCases.map(\.rawValue).joined(separator: ", ") }

  private static func record(
    _ chord: KeyChord, _ target: Target, in table: inout [KeyChord: Target], order: inout [KeyChord]
  ) {
    table[chord] = target
    if !order.contains(chord) { order.append(chord) }
  }
}
