import CSDL2
import PhotoCore

/// The keyboard: what a bound key asks for (the bindings themselves are `KeyBindings`), which commands repeat
/// while a key is held, and which leave (none does in a kiosk).
enum KeyMap {
  /// The command a key bound to `target` gives.
  static func command(for target: KeyBindings.Target) -> Command? {
    switch target {
    case .action(let action): return action.command
    case .run(let line): return .run(line)
    }
  }

  /// Whether holding the key down should repeat `command` (paging, zooming and panning do; toggles don't).
  /// Whether `command` leaves the viewer or its window (quit, close, full screen, back to the folder above):
  /// none of them acts in kiosk mode.
  static func leaves(_ command: Command) -> Bool {
    switch command {
    case .quit, .close, .toggleFullscreen, .back: return true
    default: return false
    }
  }

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

  static func repeats(_ command: Command) -> Bool {
    switch command {
    case .next, .previous, .back, .arrow, .zoomIn, .zoomOut, .pan: return true
    default: return false
    }
  }
}
