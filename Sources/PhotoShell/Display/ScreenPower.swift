import Foundation
import Glibc
import PhotoCore

/// The screen's sleep (`--schedule`, the remote's `display on|off`, input waking it) and the display it powers
/// off and on: the schedule's state on the run's clock, the wall clock it is read against, and how the display
/// went to sleep last (the trace's `sleep`).
///
/// Real runs power the display (`DisplayPower`); scripted runs only draw black, so their frames repeat.
final class ScreenPower {
  /// The schedule's state; nil: the screen never sleeps (no `--schedule`, no `display off` yet).
  private var sleep: ScreenSleep?
  /// The window whose display sleeps.
  private let window: OpaquePointer
  /// The display's power, opened the first time it sleeps.
  private lazy var display = DisplayPower(window: window)
  /// `--now`, the wall clock at the start; nil: the system's.
  private let now: Double?
  /// Whether this is a scripted run: its wall clock counts from its start, and the display is not powered.
  private let scripted: Bool
  /// The wall clock (seconds since 1970) at t = 0: `--now`, or the real one.
  private var wallClockAtStart = 0.0
  /// How the display was put to sleep last: DPMS, the screen saver, or `black` (the trace's `sleep`).
  private(set) var method: String?

  /// The power of `window`'s display, for a run started at wall clock `now` (nil: the system's) and `scripted`
  /// or not.
  init(window: OpaquePointer, now: Double?, scripted: Bool) {
    self.window = window
    self.now = now
    self.scripted = scripted
  }

  /// Whether the screen sleeps now.
  var isAsleep: Bool { sleep?.isAsleep == true }
  /// Whether a schedule (or the remote) governs the screen, so the trace says `asleep` each frame.
  var isGoverned: Bool { sleep != nil }

  /// The run's clock starts at `t` (the wall clock is read then), under `schedule` when there is one; whether
  /// the screen fell asleep or woke at once.
  func start(at t: Double, schedule: ScreenSleep?) -> Bool {
    wallClockAtStart = (now ?? Date().timeIntervalSince1970) - t
    guard let schedule else { return false }
    sleep = schedule
    return update(at: t)
  }

  /// Brings the schedule to `t`; whether the screen fell asleep or woke (then `powerChanged()`).
  func update(at t: Double) -> Bool {
    guard var state = sleep else { return false }
    let changed = state.update(at: t, wall: wallClock(at: t), clock: Self.localClock)
    sleep = state
    return changed
  }

  /// The remote's `display on|off` at `t`: asleep or awake until the schedule next turns (a frame without a
  /// schedule stays so until told otherwise); whether that changed anything.
  func force(awake: Bool, at t: Double) -> Bool {
    var state = sleep ?? ScreenSleep.alwaysOn(wakeFor: Tuning.Slideshow.wakeWithoutResume)
    let changed = state.force(awake: awake, at: t, wall: wallClock(at: t), clock: Self.localClock)
    sleep = state
    return changed
  }

  /// Input at `t`: outside the schedule the screen wakes for the idle time after it; whether it woke.
  func noteInput(at t: Double) -> Bool {
    guard sleep != nil else { return false }
    sleep?.noteInput(at: t)
    return update(at: t)
  }

  /// When the sleep may change next (the schedule turning, an input's wake ending), run clock.
  func deadline(at t: Double) -> Double? {
    sleep?.nextDeadline(at: t, wall: wallClock(at: t), clock: Self.localClock)
  }

  /// After the screen fell asleep or woke: the display powered off (a real run; `black` in a scripted one) or
  /// on.
  func powerChanged() {
    if isAsleep {
      method = scripted ? "black" : display.sleep()
    } else if !scripted {
      display.wake()
    }
  }

  /// The wall clock at `t` (seconds since 1970): in real time the system's own, read now, so a photo frame
  /// whose clock is set after it started (a board without a battery-backed clock, set by NTP once online)
  /// follows it; `--now` and scripted runs count from their start.
  func wallClock(at t: Double) -> Double {
    now == nil && !scripted ? Date().timeIntervalSince1970 : wallClockAtStart + t
  }

  /// The local wall clock of `--schedule`, by the C library's time zone (`TZ`, DST included).
  static let localClock: Schedule.LocalClock = { time in
    var seconds = time_t(time.rounded(.down))
    var local = tm()
    guard localtime_r(&seconds, &local) != nil else { return Schedule.LocalMoment(weekday: 0, minute: 0) }
    return Schedule.LocalMoment(weekday: Int(local.tm_wday), minute: Int(local.tm_hour) * 60 + Int(local.tm_min))
  }
}
