import CSDL2
import CSDL2.SysWM
import PhotoCore

/// Times SDL's pointer events with the core's `EventClock`, from what SDL gives: its stamps, the X server's
/// events it passes on, and the events still waiting in its queue.
///
/// On the X11 video driver SDL is asked to pass the server's events on (`SDL_SYSWMEVENT`, each just before the
/// SDL event it becomes): the mouse's motion and buttons then carry the server's own time. SDL 2.26 passes
/// XInput2 events (touch) on only after it has freed their data, so fingers, like every pointer on other video
/// drivers (Wayland, KMS, offscreen), get the clock's other answer: the events of one pump spread over the
/// interval since the previous one. Scripted runs play their own stamps, spread the same way.
final class InputClock {
  private var clock = EventClock()
  /// Whether SDL passes the X server's events on (the x11 video driver).
  let readsServerEvents: Bool
  /// Room for a look at SDL's queue.
  private var peeked = [SDL_Event](repeating: SDL_Event(), count: 64)
  /// `--verbose`: each gesture's release velocity from the clock's times beside SDL's stamps'.
  private var releases = ReleaseLog()

  /// Asks SDL for the X server's events when its video driver is x11 (SDL's video must be initialised).
  init() {
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
    readsServerEvents = driver == "x11"
    if readsServerEvents { SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE) }
  }

  /// Learns from an `SDL_SYSWMEVENT` that SDL read at `stamp` (seconds): a pointer event's server time waits
  /// for the SDL event it becomes; any other timed X event tells the offset between the clocks.
  func noteServerEvent(_ event: SDL_Event, stamp: Double) {
    var event = event
    let x11 = sdlphoto_read_x11_event(&event)
    let server: EventClock.ServerEvent?
    switch x11.kind {
    case 1: server = .motion(x: Int(x11.x), y: Int(x11.y))
    case 2, 3: server = .button(Int(x11.button), pressed: x11.kind == 2)
    case 4: server = nil
    default: return
    }
    clock.serverEvent(server, serverTime: x11.time, stamp: stamp)
  }

  /// The time (seconds) pointer event `event` happened; SDL stamped it `stamp` (seconds). `scriptQueue`: in a
  /// scripted run, the script's stamps of the pointer events of its kind queued behind it (nil: a real run,
  /// where the queue is SDL's and the X server may have said when the event happened).
  func time(of event: SDL_Event, stamp: Double, scriptQueue: [EventClock.Stamp]?) -> Double {
    let lifts = Self.lifts(type: event.type)
    guard let scriptQueue else {
      return clock.time(
        of: readsServerEvents ? Self.serverEvent(for: event) : nil, stamp: EventClock.Stamp(stamp, lifts: lifts),
        queued: queuedStamps(like: event))
    }
    return clock.time(of: nil, stamp: EventClock.Stamp(stamp, lifts: lifts), queued: scriptQueue)
  }

  /// Notes a pointer event handed to the viewer, which SDL stamped `stamp`, for `--verbose`'s release log.
  func log(_ event: PointerEvent, stamp: Double) {
    guard Log.verbose else { return }
    releases.add(event, stamp: stamp)
  }

  /// What the X server reported for the SDL event `event`, to match with the server event passed on before it.
  private static func serverEvent(for event: SDL_Event) -> EventClock.ServerEvent? {
    switch event.type {
    case SDL_MOUSEMOTION.rawValue: return .motion(x: Int(event.motion.x), y: Int(event.motion.y))
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      return .button(Int(event.button.button), pressed: event.type == SDL_MOUSEBUTTONDOWN.rawValue)
    default: return nil
    }
  }

  /// Whether an event of `type` lifts a pointer (a button or a finger up).
  static func lifts(type: UInt32) -> Bool {
    type == SDL_MOUSEBUTTONUP.rawValue || type == SDL_FINGERUP.rawValue
  }

  /// The event types of `event`'s pointer kind: the fingers', or the mouse's motion and buttons.
  static func kindRange(of event: SDL_Event) -> ClosedRange<UInt32> {
    switch event.type {
    case SDL_FINGERDOWN.rawValue...SDL_FINGERMOTION.rawValue: SDL_FINGERDOWN.rawValue...SDL_FINGERMOTION.rawValue
    default: SDL_MOUSEMOTION.rawValue...SDL_MOUSEBUTTONUP.rawValue
    }
  }

  /// The stamps of the pointer events of `event`'s kind still in SDL's queue, in order (those SDL made from
  /// touch left out, as the shell ignores them). SDL fills its queue once a poll cycle, so they are the rest of
  /// this pump's and maybe a later pump's.
  private func queuedStamps(like event: SDL_Event) -> [EventClock.Stamp] {
    let range = Self.kindRange(of: event)
    let count = SDL_PeepEvents(&peeked, Int32(peeked.count), SDL_PEEKEVENT, range.lowerBound, range.upperBound)
    guard count > 0 else { return [] }
    let now = SDL_GetTicks64()
    let touchMouse = sdlphoto_touch_mouse_id()
    return peeked.prefix(Int(count)).compactMap { queued in
      switch queued.type {
      case SDL_MOUSEMOTION.rawValue: if queued.motion.which == touchMouse { return nil }
      case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: if queued.button.which == touchMouse { return nil }
      default: break
      }
      return EventClock.Stamp(
        Self.seconds(stamp: queued.common.timestamp, now: now), lifts: Self.lifts(type: queued.type))
    }
  }

  /// SDL's 32-bit millisecond stamp as seconds on its 64-bit clock, read at `now` milliseconds (as
  /// `App.eventTime`).
  static func seconds(stamp: UInt32, now: UInt64) -> Double {
    let age = UInt32(truncatingIfNeeded: now) &- stamp
    return Double(now - min(UInt64(age), now)) / 1000
  }
}
