import CSDL2
import PhotoCore

/// The keys SDL has names for, as key bindings write them (`Right`, `Page Down`, `Keypad +`, `n`): a table
/// lookup that needs no display, so a config file is checked before SDL starts.
public enum KeyNames {
  /// Every scancode's name, as chords compare names (`KeyChord.normalized`).
  private static let names: Set<String> = {
    var names: Set<String> = []
    for code in 1..<Int32(SDL_NUM_SCANCODES.rawValue) {
      let name = String(cString: SDL_GetScancodeName(SDL_Scancode(rawValue: UInt32(code))))
      if !name.isEmpty { names.insert(KeyChord.normalized(name)) }
    }
    return names
  }()

  /// Whether `name` names a key: one character (the key that types it), or SDL's name of a key.
  public static func isKnown(_ name: String) -> Bool {
    name.count == 1 || names.contains(KeyChord.normalized(name))
  }
}
