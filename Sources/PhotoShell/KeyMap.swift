import CSDL2
import PhotoCore

/// The keyboard: which SDL key does which `Command`.
enum KeyMap {
  /// The command for a key press with `modifiers`, or nil for keys sdlphoto does not use.
  static func command(for key: SDL_Keycode, modifiers: UInt16) -> Command? {
    let shift = modifiers & UInt16(KMOD_SHIFT.rawValue) != 0
    let alt = modifiers & UInt16(KMOD_ALT.rawValue) != 0
    switch Int(key) {
    case Int(SDLK_RIGHT.rawValue): return .arrow(Vector2(x: 1, y: 0))
    case Int(SDLK_LEFT.rawValue): return alt ? .back : .arrow(Vector2(x: -1, y: 0))
    case Int(SDLK_PAGEDOWN.rawValue), Int(SDLK_SPACE.rawValue): return .next
    case Int(SDLK_PAGEUP.rawValue): return .previous
    case Int(SDLK_BACKSPACE.rawValue): return .back
    case Int(SDLK_HOME.rawValue): return .first
    case Int(SDLK_END.rawValue): return .last
    case Int(SDLK_UP.rawValue): return .arrow(Vector2(x: 0, y: -1))
    case Int(SDLK_DOWN.rawValue): return .arrow(Vector2(x: 0, y: 1))
    case Int(SDLK_PLUS.rawValue), Int(SDLK_KP_PLUS.rawValue): return .zoomIn
    case Int(SDLK_EQUALS.rawValue): return shift ? .zoomIn : .zoomToFit
    case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): return .zoomOut
    case Int(SDLK_0.rawValue), Int(SDLK_KP_0.rawValue): return .zoomToFit
    case Int(SDLK_1.rawValue), Int(SDLK_KP_1.rawValue): return .zoomToActualSize
    case Int(SDLK_r.rawValue): return .rotate(quarterTurns: shift ? -1 : 1)
    case Int(SDLK_f.rawValue), Int(SDLK_F11.rawValue): return .toggleFullscreen
    case Int(SDLK_i.rawValue): return .toggleInfo
    case Int(SDLK_ESCAPE.rawValue): return .close
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .activate
    case Int(SDLK_q.rawValue): return .quit
    case Int(SDLK_p.rawValue): return .togglePause
    case Int(SDLK_m.rawValue): return .toggleMark
    case Int(SDLK_c.rawValue): return modifiers & UInt16(KMOD_CTRL.rawValue) != 0 ? .copyPath : nil
    default: return nil
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
