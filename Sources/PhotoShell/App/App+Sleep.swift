import CSDL2
import Foundation
import PhotoCore

extension App {
  /// Whether the screen sleeps (`--schedule`, outside it).
  var isAsleep: Bool { power.isAsleep }

  /// Brings the screen's sleep to `t` (see `sleepChanged`).
  func updateSleep(at t: Double) {
    if power.update(at: t) { sleepChanged(at: t) }
  }

  /// The screen fell asleep or woke at `t`: falling asleep stops the show's touches, draws one black frame and
  /// powers the display off; waking powers it on and starts the show's run again (no slide due meanwhile is
  /// owed).
  func sleepChanged(at t: Double) {
    cadence.needsRedraw = true
    let asleep = isAsleep
    navigator.displayAsleep = asleep
    if asleep { cancelPointers(at: t) }
    power.powerChanged()
    if !asleep { navigator.restartSlideshow(at: t) }
  }

  /// The remote's `display on|off` at `t` (`ScreenPower.force`).
  func setDisplay(awake: Bool, at t: Double) {
    let changed = power.force(awake: awake, at: t)
    navigator.displayAsleep = isAsleep
    if changed { sleepChanged(at: t) }
  }

  /// Input at `t`: outside the schedule the screen wakes, for the idle time after the last input.
  func wakeForInput(at t: Double) {
    if power.noteInput(at: t) { sleepChanged(at: t) }
  }

  /// The wall clock at `t` (seconds since 1970; `ScreenPower.wallClock`).
  func wallClock(at t: Double) -> Double { power.wallClock(at: t) }

  /// Whether `event` wakes a sleeping screen: a finger or button going down, the wheel, a key, a controller's
  /// button.
  static func wakesScreen(_ event: SDL_Event) -> Bool {
    switch event.type {
    case SDL_FINGERDOWN.rawValue, SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEWHEEL.rawValue, SDL_KEYDOWN.rawValue,
      SDL_CONTROLLERBUTTONDOWN.rawValue:
      return true
    default:
      return false
    }
  }

  /// When the screen's sleep may change next (the schedule turning, an input's wake ending), run clock.
  func sleepDeadline(at t: Double) -> Double? { power.deadline(at: t) }

  /// The frame of a sleeping screen: black, traced as asleep.
  func asleepFrame(at t: Double, screenshots: [String]) throws {
    SDL_SetRenderDrawColor(window.renderer, 0, 0, 0, 255)
    SDL_RenderClear(window.renderer)
    try outputs.writePixels(of: window, screenshots: screenshots, frame: cadence.number)
    if outputs.trace != nil {
      var line = navigator.traceFrame(at: t)
      line.asleep = true
      line.sleep = power.method
      try outputs.writeTrace(line)
    }
    SDL_RenderPresent(window.renderer)
    if cadence.number == 0 { service?.ready() }
    service?.ping()
    cadence.presented()
  }
}
