import CSDL2
import PhotoCore

/// The keyboard's SDL side: the modifiers held, as chords name them (what a key does is `KeyPolicy`'s).
enum KeyMap {
  /// The chord modifiers held in SDL's `modifiers` (either side's key).
  static func chordModifiers(_ modifiers: UInt16) -> KeyChord.Modifiers {
    var held: KeyChord.Modifiers = []
    let mods = UInt32(modifiers)
    if mods & UInt32(KMOD_CTRL.rawValue) != 0 { held.insert(.control) }
    if mods & UInt32(KMOD_ALT.rawValue) != 0 { held.insert(.alt) }
    if mods & UInt32(KMOD_SHIFT.rawValue) != 0 { held.insert(.shift) }
    if mods & UInt32(KMOD_GUI.rawValue) != 0 { held.insert(.super) }
    return held
  }
}
