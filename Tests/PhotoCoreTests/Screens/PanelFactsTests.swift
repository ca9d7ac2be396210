import Testing

@testable import PhotoCore

/// The info panel's file facts as a value of their own, without a pager: asked once per photo, known once read,
/// asked again after the photo was forgotten.
@Suite struct PanelFactsTests {
  @Test func aPhotosFileIsAskedForOnceAndAgainOnceForgotten() {
    var facts = PanelFacts()
    let photo = PhotoID(location: "/a/b.jpg")
    let other = PhotoID(location: "/a/c.jpg")
    let first = facts.ask(photo)
    let again = facts.ask(photo)
    #expect(first && !again, "one read a photo")
    #expect(facts.facts(of: photo) == nil)
    facts.know(photo, PhotoInfo.FileFacts(fileBytes: 1000))
    #expect(facts.facts(of: photo)?.fileBytes == 1000 && facts.facts(of: other) == nil)
    facts.forget([photo])
    #expect(facts.facts(of: photo) == nil)
    let afterForgetting = facts.ask(photo)
    #expect(afterForgetting, "a replaced photo's file is read again")
  }
}

/// Clips' sound as a value of its own: the user's mute turns over; where clips are quiet the mute control turns
/// the sound on, and it stays on there.
@Suite struct ClipSoundChoiceTests {
  @Test func theMuteControlTurnsTheSoundOverAndOnWhereClipsAreQuiet() {
    var sound = ClipSoundChoice()
    #expect(!sound.isMuted)
    sound.toggle()
    #expect(sound.isMuted && sound.muted)
    sound.toggle()
    #expect(!sound.isMuted)
    // A slideshow without --sound: quiet, whatever the mute, until the mute control asks for the sound.
    sound.place(allowsSound: false)
    #expect(sound.isMuted && sound.quiet)
    sound.toggle()
    #expect(!sound.isMuted)
    sound.place(allowsSound: false)
    #expect(!sound.isMuted, "asked for: it stays on")
    sound.toggle()
    #expect(sound.isMuted, "and the mute works there as anywhere")
  }
}

/// The controls' input as a value of its own, without a pager: a tap is taken once and named for the trace, a
/// menu entry likewise, a scrub names the scrubber, and the tooltip comes due after its delay on what the mouse
/// rests on, starting again when it moves to something else.
@Suite struct ControlsInputTests {
  @Test func tapsAreTakenOnceAndNamedForTheTrace() {
    var input = ControlsInput()
    input.tap(.control(.info))
    #expect(input.lastTapped == Control.info.rawValue)
    let (first, second) = (input.takeControl(), input.takeControl())
    #expect(first == .info && second == nil)
    input.tap(.item(.quit))
    let item = input.takeItem()
    #expect(input.lastTapped == MoreItem.quit.name && item == .quit)
    input.pressed = (.mouse, .scrubber)
    input.endScrub()
    #expect(input.pressed == nil && input.lastTapped == "scrubber")
  }

  @Test func theTooltipComesDueOnWhatTheMouseRestsOn() {
    var input = ControlsInput()
    let delay = Tuning.Controls.tooltipDelay
    let first = input.hover(.control(.info), at: 1)
    let again = input.hover(.control(.info), at: 1.2)
    #expect(first && !again, "the same target: its delay runs on")
    #expect(input.tooltipDeadline == 1 + delay)
    #expect(input.tooltipTarget(at: 1 + delay - 0.01) == nil && input.tooltipTarget(at: 1 + delay) == .control(.info))
    let moved = input.hover(.control(.more), at: 2)
    #expect(moved && input.tooltipTarget(at: 2 + delay / 2) == nil)
    let left = input.hover(nil, at: 3)
    #expect(left && input.tooltipDeadline == nil)
  }
}
