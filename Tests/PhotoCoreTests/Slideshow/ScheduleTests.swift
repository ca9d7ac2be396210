import Testing

@testable import PhotoCore

/// `--schedule`: ranges by day and local time, past midnight, across a DST change, on a fake local clock.
@Suite struct ScheduleTests {
  /// A local clock `offset(t)` seconds ahead of UTC (1970-01-01 was a Thursday).
  static func clock(_ offset: @escaping @Sendable (Double) -> Double) -> Schedule.LocalClock {
    { time in
      let local = time + offset(time)
      let days = Int((local / 86_400).rounded(.down))
      let minute = Int((local - Double(days) * 86_400) / 60)
      return Schedule.LocalMoment(weekday: ((days + 4) % 7 + 7) % 7, minute: minute)
    }
  }
  static let utc = clock { _ in 0 }
  /// 2024-03-04 00:00 UTC, a Monday.
  static let monday = 1_709_510_400.0

  static func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Double {
    monday + Double(day) * 86_400 + Double(hour) * 3600 + Double(minute) * 60
  }

  @Test func weekdaysWeekendAndPastMidnight() throws {
    let schedule = try Schedule("Mon-Fri 07:00-19:00, Sat 09:00-13:00, Fri 22:00-02:00")
    #expect(!schedule.isOn(at: Self.at(0, 6, 59), clock: Self.utc))
    #expect(schedule.isOn(at: Self.at(0, 7), clock: Self.utc))
    #expect(schedule.isOn(at: Self.at(2, 18, 59), clock: Self.utc))
    #expect(!schedule.isOn(at: Self.at(2, 19), clock: Self.utc))
    // Friday night runs into Saturday 2 am; Saturday morning; Sunday off all day.
    #expect(schedule.isOn(at: Self.at(4, 23), clock: Self.utc))
    #expect(schedule.isOn(at: Self.at(5, 1, 59), clock: Self.utc))
    #expect(!schedule.isOn(at: Self.at(5, 2), clock: Self.utc))
    #expect(schedule.isOn(at: Self.at(5, 10), clock: Self.utc))
    #expect(!schedule.isOn(at: Self.at(6, 12), clock: Self.utc))
    // Thursday night is not Friday night.
    #expect(!schedule.isOn(at: Self.at(4, 1), clock: Self.utc))
    // The next change: Monday 19:00 from the afternoon, Friday 22:00 from Friday evening, Saturday 09:00
    // after the night ends.
    #expect(schedule.nextChange(after: Self.at(0, 15, 30), clock: Self.utc) == Self.at(0, 19))
    #expect(schedule.nextChange(after: Self.at(4, 20), clock: Self.utc) == Self.at(4, 22))
    #expect(schedule.nextChange(after: Self.at(5, 3), clock: Self.utc) == Self.at(5, 9))
    #expect(try Schedule("00:00-24:00").nextChange(after: Self.at(1, 1), clock: Self.utc) == nil)
    #expect(try Schedule("Sat+Sun 10:00-11:00").isOn(at: Self.at(6, 10, 30), clock: Self.utc))
    #expect(try Schedule("Fri-Mon 10:00-11:00").isOn(at: Self.at(0, 10, 30), clock: Self.utc))
  }

  @Test func aDSTChangeMovesTheWallClockAndTheScheduleFollowsIt() throws {
    // Spring forward on Sunday at 02:00 local (UTC+1 to UTC+2); fall back the next Sunday at 03:00 local.
    let spring = Self.at(6, 1)  // 01:00 UTC = 02:00 local before the change
    let autumn = Self.at(13, 1)  // 01:00 UTC = 03:00 local before the change
    let clock = Self.clock { t in t >= spring && t < autumn ? 7200 : 3600 }
    let schedule = try Schedule("Sun 07:00-09:00, Sun 01:30-02:30")
    // 07:00 local on the spring Sunday is 05:00 UTC, not 06:00.
    #expect(schedule.nextChange(after: Self.at(6, 3), clock: clock) == Self.at(6, 5))
    #expect(!schedule.isOn(at: Self.at(6, 4, 59), clock: clock) && schedule.isOn(at: Self.at(6, 5), clock: clock))
    // 01:30-02:30 local that night: on from 00:30 UTC until the wall clock jumps from 02:00 to 03:00.
    #expect(schedule.isOn(at: Self.at(6, 0, 30), clock: clock))
    #expect(schedule.nextChange(after: Self.at(6, 0, 30), clock: clock) == spring)
    // Falling back: 07:00 local is 06:00 UTC again.
    #expect(schedule.nextChange(after: Self.at(13, 3), clock: clock) == Self.at(13, 6))
  }

  @Test func badSchedulesSayWhy() {
    for bad in ["", "Mon-Fri", "Mon-Fri 7-19", "Mun 07:00-09:00", "Mon 25:00-26:00", "Mon 07:00-09:00 extra"] {
      #expect(throws: ScheduleError.self, "\(bad)") { try Schedule(bad) }
    }
  }
}

/// The screen asleep outside the schedule, woken by input for a while.
@Suite struct ScreenSleepTests {
  @Test func asleepOutsideAwakeAfterInputAndAtTheNextRange() throws {
    var sleep = ScreenSleep(schedule: try Schedule("Mon-Fri 07:00-19:00"), wakeFor: 30)
    // The run starts on Monday at 18:59:30 (run clock 0).
    let wall0 = ScheduleTests.at(0, 18, 59) + 30
    func update(_ t: Double) -> Bool { sleep.update(at: t, wall: wall0 + t, clock: ScheduleTests.utc) }
    #expect(!update(0) && !sleep.isAsleep)
    #expect(sleep.nextDeadline(at: 0, wall: wall0, clock: ScheduleTests.utc) == 30)
    #expect(update(30) && sleep.isAsleep)
    // A touch at 100 s wakes it for 30 s.
    sleep.noteInput(at: 100)
    #expect(update(100) && !sleep.isAsleep)
    #expect(sleep.nextDeadline(at: 100, wall: wall0 + 100, clock: ScheduleTests.utc) == 130)
    #expect(!update(129) && update(130) && sleep.isAsleep)
    // Tuesday 07:00 it wakes by itself.
    let tuesday = ScheduleTests.at(1, 7) - wall0
    #expect(sleep.nextDeadline(at: 200, wall: wall0 + 200, clock: ScheduleTests.utc) == tuesday)
    #expect(update(tuesday) && !sleep.isAsleep)
  }
}

/// The remote's `display on|off`: the schedule overridden until its next turn.
@Suite struct ScreenSleepRemoteTests {
  @Test func displayOffAndOnHoldUntilTheScheduleTurns() throws {
    var sleep = ScreenSleep(schedule: try Schedule("08:00-20:00"), wakeFor: 30)
    // Monday 10:00 (run clock 0): on by the schedule; off by the remote, until 20:00.
    let wall0 = ScheduleTests.at(0, 10)
    func update(_ t: Double) -> Bool { sleep.update(at: t, wall: wall0 + t, clock: ScheduleTests.utc) }
    #expect(!update(0) && !sleep.isAsleep)
    let off = sleep.force(awake: false, at: 10, wall: wall0 + 10, clock: ScheduleTests.utc)
    #expect(off && sleep.isAsleep)
    let hourLater = update(3600)
    #expect(!hourLater && sleep.isAsleep, "still off an hour later, the schedule on")
    // A touch wakes it for a while, as outside the schedule.
    sleep.noteInput(at: 4000)
    let touched = update(4000)
    #expect(touched && !sleep.isAsleep)
    let touchOver = update(4030)
    #expect(touchOver && sleep.isAsleep)
    // 22:00: on by the remote, off by the schedule, until 08:00 the next day; then the schedule again.
    let evening = ScheduleTests.at(0, 22) - wall0
    let on = sleep.force(awake: true, at: evening, wall: wall0 + evening, clock: ScheduleTests.utc)
    #expect(on && !sleep.isAsleep)
    let morning = ScheduleTests.at(1, 8) - wall0
    let beforeMorning = update(morning - 60)
    #expect(!beforeMorning && !sleep.isAsleep)
    let atMorning = update(morning)
    #expect(!atMorning && !sleep.isAsleep, "on by the schedule now")
    let atEvening = update(ScheduleTests.at(1, 20) - wall0)
    #expect(atEvening && sleep.isAsleep, "the schedule's own evening")
    // A frame without a schedule: off until told on.
    var always = ScreenSleep.alwaysOn(wakeFor: 30)
    let alwaysOff = always.force(awake: false, at: 0, wall: wall0, clock: ScheduleTests.utc)
    let later = always.update(at: 86_400 * 3, wall: wall0 + 86_400 * 3, clock: ScheduleTests.utc)
    #expect(alwaysOff && !later && always.isAsleep)
    let alwaysOn = always.force(awake: true, at: 86_400 * 3, wall: wall0 + 86_400 * 3, clock: ScheduleTests.utc)
    #expect(alwaysOn && !always.isAsleep)
    #expect((try? RemoteCommand.parse("display off").get()) == .display(false))
    #expect((try? RemoteCommand.parse("display ON").get()) == .display(true))
    #expect((try? RemoteCommand.parse("display dim").get()) == nil)
  }
}

/// A photo frame's clock set after it started (no battery-backed clock, NTP once online).
@Suite struct ScreenSleepClockTests {
  @Test func aWallClockSetBackIsFollowed() throws {
    var sleep = ScreenSleep(schedule: try Schedule("07:00-19:00"), wakeFor: 30)
    // Started believing it is Monday 06:00 (the schedule turns at 07:00, an hour on).
    let early = ScheduleTests.at(0, 6)
    #expect(sleep.update(at: 0, wall: early, clock: ScheduleTests.utc) && sleep.isAsleep)
    #expect(sleep.nextDeadline(at: 0, wall: early, clock: ScheduleTests.utc) == 3600)
    // Ten seconds later the clock is set back to 05:00: the schedule turns two hours on, not fifty minutes.
    let set = ScheduleTests.at(0, 5) + 10
    let next = sleep.nextDeadline(at: 10, wall: set, clock: ScheduleTests.utc)
    let deadline = try #require(next)
    #expect(abs(deadline - (10 + 7190)) < 1e-6, "\(deadline)")
  }
}
