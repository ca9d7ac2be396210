import Foundation

/// A key with modifiers held, as a user writes it: `Ctrl+Alt+Q` (`--kiosk-exit`, key bindings). Modifier names
/// are `Ctrl`/`Control`, `Alt`, `Shift` and `Super`/`Win`/`Meta`, in any order and case, joined by `+`; the key is
/// SDL's name for it (`Q`, `Escape`, `F12`, `PageDown`, `Keypad +`), compared without case or spaces.
public struct KeyChord: Sendable, Hashable, CustomStringConvertible {
  /// The modifier keys of a chord.
  public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Either Control key.
    public static let control = Modifiers(rawValue: 1)
    /// Either Alt key.
    public static let alt = Modifiers(rawValue: 2)
    /// Either Shift key.
    public static let shift = Modifiers(rawValue: 4)
    /// Either Super (Windows, logo) key.
    public static let `super` = Modifiers(rawValue: 8)
  }

  /// The modifiers that must be held (and no others).
  public var modifiers: Modifiers
  /// The key's name, lowercased and without spaces (`pagedown`, `keypad+`).
  public var key: String
  /// The key's name as written (`Page Down`), for showing the chord back.
  public var spelling: String

  /// The kiosk's default exit chord.
  public static let kioskExit = KeyChord(modifiers: [.control, .alt], key: "q")

  /// A chord of `key` with `modifiers`.
  public init(modifiers: Modifiers, key: String) {
    self.modifiers = modifiers
    self.key = Self.normalized(key)
    spelling = key
  }

  /// The chord `text` names; nil when a part is not a modifier, the key is missing or is itself a modifier, or a
  /// modifier repeats. The key may end in `+` (`Ctrl++`, `Keypad +`).
  public init?(_ text: String) {
    var rest = Substring(text)
    var modifiers: Modifiers = []
    // Modifier names, each followed by a "+", come off the front; what remains is the key.
    while rest.count > 1, let plus = rest.firstIndex(of: "+") {
      let name = rest[..<plus].trimmingCharacters(in: .whitespaces).lowercased()
      guard let modifier = Self.modifierNames[name] else { break }
      guard !modifiers.contains(modifier) else { return nil }
      modifiers.insert(modifier)
      rest = rest[rest.index(after: plus)...]
    }
    let key = rest.trimmingCharacters(in: .whitespaces)
    // A "+" inside the key (not at its end) is a modifier this does not know: "Hyper+Q".
    guard !key.isEmpty, Self.modifierNames[key.lowercased()] == nil, !key.dropLast().contains("+") else {
      return nil
    }
    self.init(modifiers: modifiers, key: key)
  }

  /// `name` as chords compare it: lowercased, without spaces (SDL writes `PageDown`, users `Page Down`).
  public static func normalized(_ name: String) -> String {
    name.lowercased().filter { $0 != " " }
  }

  public static func == (a: KeyChord, b: KeyChord) -> Bool { a.modifiers == b.modifiers && a.key == b.key }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(modifiers)
    hasher.combine(key)
  }

  private static let modifierNames: [String: Modifiers] = [
    "ctrl": .control, "control": .control, "alt": .alt, "shift": .shift, "super": .super, "win": .super,
    "meta": .super,
  ]

  /// Whether the key named `key` pressed with exactly `modifiers` held is this chord.
  public func matches(key: String, modifiers: Modifiers) -> Bool {
    modifiers == self.modifiers && Self.normalized(key) == self.key
  }

  /// `Ctrl+Alt+Q`.
  public var description: String {
    let names: [(Modifiers, String)] = [(.control, "Ctrl"), (.alt, "Alt"), (.shift, "Shift"), (.super, "Super")]
    let key = spelling.prefix(1).uppercased() + spelling.dropFirst()
    return (names.filter { modifiers.contains($0.0) }.map(\.1) + [key]).joined(separator: "+")
  }
}
