import Foundation

/// A key with modifiers held, as a user writes it: `Ctrl+Alt+Q` (`--kiosk-exit`). Modifier names are
/// `Ctrl`/`Control`, `Alt`, `Shift` and `Super`/`Win`/`Meta`, in any order and case, joined by `+`; the key is
/// SDL's name for it (`Q`, `Escape`, `F12`, `Page Down`), compared without case.
public struct KeyChord: Sendable, Equatable, CustomStringConvertible {
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
  /// The key's name, lowercased.
  public var key: String

  /// The kiosk's default exit chord.
  public static let kioskExit = KeyChord(modifiers: [.control, .alt], key: "q")

  /// A chord of `key` with `modifiers`.
  public init(modifiers: Modifiers, key: String) {
    self.modifiers = modifiers
    self.key = key.lowercased()
  }

  /// The chord `text` names; nil when a part is not a modifier, the key is missing or is itself a modifier, or a
  /// modifier repeats.
  public init?(_ text: String) {
    let parts = text.split(separator: "+", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // "Ctrl++" names the plus key: an empty last part after a "+" is the key "+".
    var names = parts
    if names.count >= 2 && names[names.count - 1].isEmpty && names[names.count - 2].isEmpty {
      names.removeLast(2)
      names.append("+")
    }
    guard let key = names.last, !key.isEmpty, Self.modifierNames[key.lowercased()] == nil else { return nil }
    var modifiers: Modifiers = []
    for name in names.dropLast() {
      guard let modifier = Self.modifierNames[name.lowercased()], !modifiers.contains(modifier) else { return nil }
      modifiers.insert(modifier)
    }
    self.init(modifiers: modifiers, key: key)
  }

  private static let modifierNames: [String: Modifiers] = [
    "ctrl": .control, "control": .control, "alt": .alt, "shift": .shift, "super": .super, "win": .super,
    "meta": .super,
  ]

  /// Whether the key named `key` pressed with exactly `modifiers` held is this chord.
  public func matches(key: String, modifiers: Modifiers) -> Bool {
    modifiers == self.modifiers && key.lowercased() == self.key
  }

  /// `Ctrl+Alt+Q`.
  public var description: String {
    let names: [(Modifiers, String)] = [(.control, "Ctrl"), (.alt, "Alt"), (.shift, "Shift"), (.super, "Super")]
    let key = self.key.count == 1 ? self.key.uppercased() : self.key.prefix(1).uppercased() + self.key.dropFirst()
    return (names.filter { modifiers.contains($0.0) }.map(\.1) + [key]).joined(separator: "+")
  }
}
