import Testing

@testable import PhotoCore

/// What a key press does before the navigator: a kiosk's way out, leaving keys counting only as input there,
/// held keys repeating only paging, zoom and pan.
@Suite struct KeyPolicyTests {
  let navigator = KeyPolicy(bindings: KeyBindings())
  let kiosk = KeyPolicy(bindings: KeyBindings(), kioskExit: .kioskExit)

  @Test func aBoundKeyPerformsItsCommandAndAnUnboundOneNothing() {
    #expect(navigator.outcome(key: "Page Down", modifiers: [], repeated: false, in: .pager) == .perform(.next))
    #expect(navigator.outcome(key: "Q", modifiers: [], repeated: false, in: .pager) == .perform(.quit))
    #expect(navigator.outcome(key: "F", modifiers: [], repeated: false, in: .grid) == .perform(.toggleFullscreen))
    #expect(
      navigator.outcome(key: "Right", modifiers: [], repeated: false, in: .pager)
        == .perform(.arrow(Vector2(x: 1, y: 0))))
    #expect(navigator.outcome(key: "Hyperspace", modifiers: [], repeated: false, in: .pager) == .ignore)
    // Ctrl+Alt+Q is no viewer's key.
    #expect(navigator.outcome(key: "Q", modifiers: [.control, .alt], repeated: false, in: .pager) == .ignore)
  }

  @Test func heldKeysRepeatPagingZoomAndPanOnly() {
    #expect(navigator.outcome(key: "Page Down", modifiers: [], repeated: true, in: .pager) == .perform(.next))
    #expect(navigator.outcome(key: "+", modifiers: [], repeated: true, in: .pager) == .perform(.zoomIn))
    #expect(
      navigator.outcome(key: "Left", modifiers: [], repeated: true, in: .pager)
        == .perform(.arrow(Vector2(x: -1, y: 0))))
    #expect(navigator.outcome(key: "Backspace", modifiers: [], repeated: true, in: .grid) == .perform(.back))
    for key in ["F", "Q", "Escape", "M", "R", "I", "0"] {
      #expect(navigator.outcome(key: key, modifiers: [], repeated: true, in: .pager) == .ignore, "\(key)")
    }
  }

  @Test func aKioskLeavesByItsChordOnlyAndLeavingKeysOnlyPauseIt() {
    #expect(kiosk.outcome(key: "Q", modifiers: [.control, .alt], repeated: false, in: .slideshow) == .leave)
    #expect(kiosk.outcome(key: "q", modifiers: [.control, .alt], repeated: true, in: .pager) == .leave)
    for key in ["Q", "Escape", "F", "Backspace"] {
      #expect(kiosk.outcome(key: key, modifiers: [], repeated: false, in: .pager) == .noteInput, "\(key)")
    }
    #expect(kiosk.outcome(key: "Page Down", modifiers: [], repeated: false, in: .pager) == .perform(.next))
    #expect(kiosk.outcome(key: "Hyperspace", modifiers: [], repeated: false, in: .pager) == .ignore)
  }

  @Test func theUsersBindingsDecide() {
    var bindings = KeyBindings()
    _ = bindings.add(
      [
        .init(context: nil, target: "quit", keys: ["X"], line: 1),
        .init(context: nil, target: "none", keys: ["Q"], line: 2),
        .init(context: nil, target: "gimp %f", isCommand: true, keys: ["Ctrl+E"], line: 3),
      ], isKnownKey: { _ in true })
    let policy = KeyPolicy(bindings: bindings)
    #expect(policy.outcome(key: "X", modifiers: [], repeated: false, in: .pager) == .perform(.quit))
    #expect(policy.outcome(key: "Q", modifiers: [], repeated: false, in: .pager) == .ignore)
    #expect(policy.outcome(key: "E", modifiers: [.control], repeated: false, in: .pager) == .perform(.run("gimp %f")))
  }
}
