import Testing

@testable import PhotoCore

/// The controls' fade and their hiding by themselves, on a fake clock (seconds).
struct ControlsStateTests {
  static let layout = ControlsLayout.pager(viewport: Vector2(x: 1280, y: 720))

  @Test func theyFadeInAndOutOverAFifthOfASecond() {
    var controls = ControlsState()
    #expect(controls.alpha(at: 0) == 0 && !controls.isShown)
    controls.show(at: 1)
    #expect(abs(controls.alpha(at: 1.1) - 0.5) < 1e-9 && controls.isFading(at: 1.1))
    #expect(controls.alpha(at: 1.21) == 1 && !controls.isFading(at: 1.25))
    controls.hide(at: 2)
    #expect(abs(controls.alpha(at: 2.05) - 0.75) < 1e-9 && controls.alpha(at: 2.21) == 0)
  }

  @Test func aToggleMidFadeTurnsItRoundFromWhereItIs() {
    var controls = ControlsState()
    controls.toggle(at: 0)
    controls.toggle(at: 0.05)  // a quarter of the way in: fades out from 0.25
    #expect(abs(controls.alpha(at: 0.05) - 0.25) < 1e-9)
    #expect(abs(controls.alpha(at: 0.075) - 0.125) < 1e-9 && controls.alpha(at: 0.1) == 0)
  }

  @Test func theyHideThreeSecondsAfterTheLastInputThatKeptThem() {
    var controls = ControlsState()
    controls.show(at: 10)
    #expect(controls.hideDeadline == 13)
    controls.noteActivity(at: 12)
    #expect(controls.hideDeadline == 15)
    controls.advance(to: 14.9)
    #expect(controls.isShown)
    controls.advance(to: 15.1)
    #expect(!controls.isShown && controls.hideDeadline == nil)
    #expect(abs(controls.alpha(at: 15.1) - 0.5) < 1e-9, "the fade out began at the deadline")
    controls.noteActivity(at: 16)
    #expect(!controls.isShown, "input does not bring them back")
  }

  @Test func onlyShownControlsTakePresses() {
    var controls = ControlsState()
    let back = Vector2(x: 30, y: 26)
    #expect(controls.control(at: back, in: Self.layout) == nil && !controls.claims(back, in: Self.layout))
    controls.show(at: 0)
    #expect(controls.control(at: back, in: Self.layout) == .back)
    #expect(controls.claims(Vector2(x: 640, y: 20), in: Self.layout))
    #expect(!controls.claims(Vector2(x: 640, y: 360), in: Self.layout))
    controls.hide(at: 1)
    #expect(controls.control(at: back, in: Self.layout) == nil, "a bar fading out takes no taps")
  }

  @Test func aTooltipNamesTheControlAndItsKeyOnceTheMouseHasRestedAndTheBarsShow() {
    var controls = ControlsState()
    let delay = Tuning.Controls.tooltipDelay
    _ = controls.input.hover(.control(.info), at: 1)
    // Hidden bars show no tooltip, however long the mouse rests.
    #expect(controls.tooltip(at: 1 + delay, keys: [:], commandKeys: [:]) == nil)
    controls.show(at: 1)
    #expect(controls.tooltip(at: 1 + delay * 0.9, keys: [:], commandKeys: [:]) == nil)
    let action = Control.info.action
    let keys = action.map { [$0: "I"] } ?? [:]
    let tip = controls.tooltip(at: 1 + delay, keys: keys, commandKeys: [:])
    #expect(tip?.text == (action == nil ? Control.info.title : "\(Control.info.title) (I)"))
    // A command of the menu is named by the key the config binds it to.
    _ = controls.input.hover(.item(.command("gimp %f")), at: 2)
    let command = controls.tooltip(at: 2 + delay, keys: [:], commandKeys: ["gimp %f": "G"])
    #expect(command?.text.hasSuffix("(G)") == true, "\(command?.text ?? "none")")
  }
}
