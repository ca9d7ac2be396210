import CSDL2
import PhotoCore

/// Plays a `Script` through the real SDL event queue on a fixed-step virtual clock.
///
/// Before frame n (at t = n * 1000 / fps ms) every script event due by then is pushed with SDL_PushEvent.
/// SDL stamps pushed events with its own clock, so the player remembers each pushed event's script time,
/// in push order, and `scriptTime(for:)` gives it back when the event loop polls the event.
final class ScriptPlayer {
  /// Requests a script makes of the shell rather than of the event queue.
  enum ShellAction: Equatable {
    case resize(width: Int, height: Int)
    case screenshot(path: String)
    case exec(command: String)
  }

  /// The touch device id scripted fingers carry.
  static let touchDeviceID: SDL_TouchID = 0x5C21_7000
  /// The mouse instance id scripted mouse events carry.
  static let mouseID: UInt32 = 0x5C21
  /// Scripted key events carry this in their keysym's unused field.
  static let keyMark: UInt32 = 0x5C21

  /// Whether `event` is user input (touch, mouse, keys, controller).
  static func isInput(_ event: SDL_Event) -> Bool {
    switch event.type {
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue, SDL_MOUSEMOTION.rawValue,
      SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue, SDL_MOUSEWHEEL.rawValue, SDL_KEYDOWN.rawValue,
      SDL_KEYUP.rawValue, SDL_TEXTINPUT.rawValue, SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERAXISMOTION.rawValue:
      return true
    default:
      return false
    }
  }

  /// Whether an input event was pushed by a script player (it carries the player's marks).
  static func isScripted(_ event: SDL_Event) -> Bool {
    switch event.type {
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      return event.tfinger.touchId == touchDeviceID
    case SDL_MOUSEMOTION.rawValue: return event.motion.which == mouseID
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: return event.button.which == mouseID
    case SDL_MOUSEWHEEL.rawValue: return event.wheel.which == mouseID
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: return event.key.keysym.unused == keyMark
    default: return false
    }
  }

  private let events: [ScriptEvent]
  private var next = 0
  private var pushedTimes: [(type: UInt32, ms: Double)] = []
  private var pushedHead = 0

  init(script: Script) {
    events = script.events
  }

  /// The script time of the last event, in ms.
  var duration: Double { events.last?.time ?? 0 }

  /// Whether every script event has been played.
  var isFinished: Bool { next >= events.count }

  /// Pushes the events due by `ms`; returns the shell actions due, in script order. Coordinates are
  /// converted with the window's current point size.
  func pushEvents(dueBy ms: Double, window: DisplayWindow) -> [ShellAction] {
    var actions: [ShellAction] = []
    while next < events.count && events[next].time <= ms {
      let event = events[next]
      next += 1
      switch event.action {
      case .resize(let w, let h): actions.append(.resize(width: w, height: h))
      case .screenshot(let path): actions.append(.screenshot(path: path))
      case .exec(let command): actions.append(.exec(command: command))
      default:
        for var sdlEvent in sdlEvents(for: event.action, window: window) {
          pushedTimes.append((sdlEvent.type, event.time))
          SDL_PushEvent(&sdlEvent)
        }
      }
    }
    return actions
  }

  /// The script time (ms) of a polled event that the player pushed, or nil for an event SDL made itself.
  func scriptTime(for event: SDL_Event) -> Double? {
    guard pushedHead < pushedTimes.count, pushedTimes[pushedHead].type == event.type else { return nil }
    defer {
      pushedHead += 1
      if pushedHead == pushedTimes.count {
        pushedTimes.removeAll(keepingCapacity: true)
        pushedHead = 0
      }
    }
    return pushedTimes[pushedHead].ms
  }

  /// The script times (as stamps, seconds) of the pointer events of `event`'s kind pushed and not yet polled,
  /// in order: the rest of a scripted pump, for `InputClock`.
  func queuedStamps(like event: SDL_Event) -> [EventClock.Stamp] {
    let kind = InputClock.kindRange(of: event)
    return pushedTimes[pushedHead...].compactMap { pushed in
      kind.contains(pushed.type) ? EventClock.Stamp(pushed.ms / 1000, lifts: InputClock.lifts(type: pushed.type)) : nil
    }
  }

  private func sdlEvents(for action: ScriptAction, window: DisplayWindow) -> [SDL_Event] {
    let size = window.pointSize
    let windowID = window.windowID
    func finger(_ type: SDL_EventType, _ id: Int, _ x: Double, _ y: Double) -> SDL_Event {
      Self.finger(type, id, x / size.x, y / size.y, windowID: windowID)
    }
    func button(_ type: SDL_EventType, _ b: Int, _ x: Double, _ y: Double) -> SDL_Event {
      Self.button(type, b, x, y, windowID: windowID)
    }
    switch action {
    case .touchDown(let id, let x, let y): return [finger(SDL_FINGERDOWN, id, x, y)]
    case .touchMove(let id, let x, let y): return [finger(SDL_FINGERMOTION, id, x, y)]
    case .touchUp(let id, let x, let y): return [finger(SDL_FINGERUP, id, x, y)]
    case .mouseDown(let b, let x, let y): return [button(SDL_MOUSEBUTTONDOWN, b, x, y)]
    case .mouseUp(let b, let x, let y): return [button(SDL_MOUSEBUTTONUP, b, x, y)]
    case .mouseMove(let x, let y):
      var e = SDL_Event()
      e.motion.type = SDL_MOUSEMOTION.rawValue
      e.motion.windowID = windowID
      e.motion.which = Self.mouseID
      e.motion.x = Int32(x.rounded())
      e.motion.y = Int32(y.rounded())
      return [e]
    case .wheel(let x, let y, let dy):
      var e = SDL_Event()
      e.wheel.type = SDL_MOUSEWHEEL.rawValue
      e.wheel.windowID = windowID
      e.wheel.which = Self.mouseID
      e.wheel.y = Int32(dy.rounded(.towardZero))
      e.wheel.preciseY = Float(dy)
      e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
      e.wheel.mouseX = Int32(x.rounded())
      e.wheel.mouseY = Int32(y.rounded())
      return [e]
    case .key(let name):
      guard let (key, modifiers) = Self.parseKey(name) else { return [] }
      return [SDL_KEYDOWN, SDL_KEYUP].map { Self.key($0, key, modifiers: modifiers, windowID: windowID) }
    case .quit:
      var e = SDL_Event()
      e.type = SDL_QUIT.rawValue
      return [e]
    case .close:
      var e = SDL_Event()
      e.window.type = SDL_WINDOWEVENT.rawValue
      e.window.windowID = windowID
      e.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
      return [e]
    case .resize, .screenshot, .exec: return []
    }
  }

  /// A finger's event at (`x`, `y`), fractions of the window's size (as SDL's touch events are).
  static func finger(_ type: SDL_EventType, _ id: Int, _ x: Double, _ y: Double, windowID: UInt32) -> SDL_Event {
    var e = SDL_Event()
    e.tfinger.type = type.rawValue
    e.tfinger.touchId = touchDeviceID
    e.tfinger.fingerId = SDL_FingerID(id)
    e.tfinger.x = Float(x)
    e.tfinger.y = Float(y)
    e.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
    e.tfinger.windowID = windowID
    return e
  }

  /// Mouse button `b`'s event at (`x`, `y`), window points.
  static func button(_ type: SDL_EventType, _ b: Int, _ x: Double, _ y: Double, windowID: UInt32) -> SDL_Event {
    var e = SDL_Event()
    e.button.type = type.rawValue
    e.button.windowID = windowID
    e.button.which = mouseID
    e.button.button = UInt8(b)
    e.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
    e.button.clicks = 1
    e.button.x = Int32(x.rounded())
    e.button.y = Int32(y.rounded())
    return e
  }

  /// A key's event, marked as the script's (`keyMark`).
  static func key(_ type: SDL_EventType, _ key: SDL_Keycode, modifiers: UInt16, windowID: UInt32) -> SDL_Event {
    var e = SDL_Event()
    e.key.type = type.rawValue
    e.key.windowID = windowID
    e.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
    e.key.keysym.sym = key
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key)
    e.key.keysym.mod = modifiers
    e.key.keysym.unused = keyMark
    return e
  }

  /// Parses a script key name: an SDL key name (`Right`, `Page Down`, `F`, `+`), optionally after modifiers
  /// joined by `+` (`Shift+R`, `Ctrl+Q`). Nil when SDL does not know the key.
  static func parseKey(_ name: String) -> (SDL_Keycode, UInt16)? {
    var modifiers: UInt16 = 0
    var rest = Substring(name)
    let known: [(String, SDL_Keymod)] = [("shift", KMOD_LSHIFT), ("ctrl", KMOD_LCTRL), ("alt", KMOD_LALT)]
    while let plus = rest.firstIndex(of: "+"), plus != rest.startIndex, rest.index(after: plus) != rest.endIndex,
      let modifier = known.first(where: { $0.0 == rest[..<plus].lowercased() })
    {
      modifiers |= UInt16(modifier.1.rawValue)
      rest = rest[rest.index(after: plus)...]
    }
    let key = SDL_GetKeyFromName(String(rest))
    return key == SDLK_UNKNOWN.rawValue ? nil : (key, modifiers)
  }
}
