import Testing

@testable import PhotoCore

/// When a clip's sound starts, stops and leads the picture, decided without a sound device.
@Suite struct ClipSoundPlanTests {
  static let clip = PhotoID(location: "/album/clip.mp4")

  /// A clock of `clip` at `position`, playing unmuted and exact unless told.
  static func clock(
    _ position: Double = 2, playing: Bool = true, muted: Bool = false, exact: Bool = true, jumps: Int = 0,
    location: String = "/album/clip.mp4"
  ) -> ClipClock {
    ClipClock(
      photo: PhotoID(location: location), location: location, isRemote: SourceSet.standard.isRemote(location),
      position: position, isPlaying: playing,
      isExact: exact, jumps: jumps, isMuted: muted)
  }

  static let sounding = ClipSoundPlan.Sounding(photo: clip, jumps: 0)

  @Test func aPlayingClipWithoutSoundStartsItWhereItsClockIs() {
    let plan = ClipSoundPlan.plan(clock: Self.clock(2.5, jumps: 3), sounding: nil, heard: nil, followsSound: true)
    #expect(!plan.stops)
    #expect(plan.start == .init(photo: Self.clip, location: "/album/clip.mp4", position: 2.5, jumps: 3))
    #expect(plan.follow == nil)
  }

  @Test func pausedMutedOrScrubbedClipsStartNoSound() {
    for clock in [Self.clock(playing: false), Self.clock(muted: true), Self.clock(exact: false)] {
      #expect(ClipSoundPlan.plan(clock: clock, sounding: nil, heard: nil, followsSound: true) == ClipSoundPlan())
    }
  }

  @Test func theSoundStopsWhenThePageLeavesTheClipOrItPausesMutesOrJumps() {
    let left = ClipSoundPlan.plan(clock: nil, sounding: Self.sounding, heard: 1, followsSound: true)
    #expect(left.stops && left.start == nil)
    let paused = ClipSoundPlan.plan(
      clock: Self.clock(playing: false), sounding: Self.sounding, heard: 1, followsSound: true)
    #expect(paused.stops && paused.start == nil)
    let muted = ClipSoundPlan.plan(
      clock: Self.clock(muted: true), sounding: Self.sounding, heard: 1, followsSound: true)
    #expect(muted.stops && muted.start == nil)
    // A jump (a seek on the scrubber) starts the sound again where the clock went.
    let jumped = ClipSoundPlan.plan(
      clock: Self.clock(7, jumps: 1), sounding: Self.sounding, heard: 2, followsSound: true)
    #expect(jumped.stops && jumped.start?.position == 7 && jumped.start?.jumps == 1)
    // Another clip on the page: its own sound.
    let other = ClipSoundPlan.plan(
      clock: Self.clock(location: "/album/b.mp4"), sounding: Self.sounding, heard: 2, followsSound: true)
    #expect(other.stops && other.start?.location == "/album/b.mp4")
  }

  @Test func thePictureFollowsTheSoundOnlyPastTheToleranceAndInRealTime() {
    let tolerance = Tuning.Clips.soundSyncTolerance
    let within = ClipSoundPlan.plan(
      clock: Self.clock(2), sounding: Self.sounding, heard: 2 + tolerance * 0.9, followsSound: true)
    #expect(within == ClipSoundPlan())
    let drifted = ClipSoundPlan.plan(
      clock: Self.clock(2), sounding: Self.sounding, heard: 2 - tolerance * 1.5, followsSound: true)
    #expect(!drifted.stops && drifted.start == nil && drifted.follow == 2 - tolerance * 1.5)
    let scripted = ClipSoundPlan.plan(clock: Self.clock(2), sounding: Self.sounding, heard: 2.5, followsSound: false)
    #expect(scripted == ClipSoundPlan())
    let unheard = ClipSoundPlan.plan(clock: Self.clock(2), sounding: Self.sounding, heard: nil, followsSound: true)
    #expect(unheard == ClipSoundPlan())
  }

  @Test func aClipOnTheNetworkHasNoSound() {
    let remote = Self.clock(location: "https://example.org/clip.mp4")
    #expect(ClipSoundPlan.plan(clock: remote, sounding: nil, heard: nil, followsSound: true).start == nil)
  }
}
