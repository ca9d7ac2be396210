import CSDL2
import Foundation
import Glibc
import PhotoCore

extension App {
  /// Whether the screen sleeps (`--schedule`, outside it).
  var isAsleep: Bool { screenSleep?.isAsleep == true }

  /// The local wall clock of `--schedule`, by the C library's time zone (`TZ`, DST included).
  static let localClock: Schedule.LocalClock = { time in
    var seconds = time_t(time.rounded(.down))
    var local = tm()
    guard localtime_r(&seconds, &local) != nil else { return Schedule.LocalMoment(weekday: 0, minute: 0) }
    return Schedule.LocalMoment(weekday: Int(local.tm_wday), minute: Int(local.tm_hour) * 60 + Int(local.tm_min))
  }

  /// Brings the screen's sleep to `t`: falling asleep stops the show's touches, draws one black frame and
  /// powers the display off; waking powers it on and starts the show's run again (no slide due meanwhile is
  /// owed).
  func updateSleep(at t: Double) {
    guard var sleep = screenSleep else { return }
    let changed = sleep.update(at: t, wall: wallClock(at: t), clock: Self.localClock)
    screenSleep = sleep
    if changed { sleepChanged(at: t) }
  }

  /// The screen fell asleep or woke at `t`.
  private func sleepChanged(at t: Double) {
    needsRedraw = true
    let asleep = isAsleep
    navigator.displayAsleep = asleep
    if asleep {
      cancelPointers(at: t)
      sleepMethod = player == nil ? displayPower.sleep() : "black"
    } else {
      if player == nil { displayPower.wake() }
      navigator.restartSlideshow(at: t)
    }
  }

  /// The remote's `display on|off` at `t`: the screen asleep or awake until `--schedule` next turns (a frame
  /// without a schedule stays so until told otherwise).
  func setDisplay(awake: Bool, at t: Double) {
    var sleep = screenSleep ?? ScreenSleep.alwaysOn(wakeFor: Tuning.Slideshow.wakeWithoutResume)
    let changed = sleep.force(awake: awake, at: t, wall: wallClock(at: t), clock: Self.localClock)
    screenSleep = sleep
    navigator.displayAsleep = sleep.isAsleep
    if changed { sleepChanged(at: t) }
  }

  /// Input at `t`: outside the schedule the screen wakes, for the idle time after the last input.
  func wakeForInput(at t: Double) {
    guard screenSleep != nil else { return }
    screenSleep?.noteInput(at: t)
    updateSleep(at: t)
  }

  /// The wall clock at `t` (seconds since 1970): in real time the system's own, read now, so a photo frame
  /// whose clock is set after it started (a board without a battery-backed clock, set by NTP once online)
  /// follows it; `--now` and scripted runs count from their start.
  func wallClock(at t: Double) -> Double {
    options.now == nil && player == nil ? Date().timeIntervalSince1970 : wallClockAtStart + t
  }

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
  func sleepDeadline(at t: Double) -> Double? {
    screenSleep?.nextDeadline(at: t, wall: wallClock(at: t), clock: Self.localClock)
  }

  /// The frame of a sleeping screen: black, traced as asleep.
  func asleepFrame(at t: Double, screenshots: [String]) throws {
    SDL_SetRenderDrawColor(window.renderer, 0, 0, 0, 255)
    SDL_RenderClear(window.renderer)
    try saveScreenshots(screenshots)
    try recordRawFrame()
    if let trace {
      var line = navigator.traceFrame(at: t)
      line.asleep = true
      line.sleep = sleepMethod
      try trace.write(line)
    }
    SDL_RenderPresent(window.renderer)
    if frameNumber == 0 { service?.ready() }
    service?.ping()
    needsRedraw = false
    frameNumber += 1
  }
}
