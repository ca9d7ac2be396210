/// What a key press does before the navigator sees it: the kiosk's way out, keys that would leave a kiosk
/// counting only as input (they pause its show), held keys repeating only what makes sense to repeat (paging,
/// zoom, pan; never full screen or quit), and the user's bindings for where the key was pressed.
public struct KeyPolicy: Sendable, Equatable {
  /// What the shell does with a key press.
  public enum Outcome: Sendable, Equatable {
    /// The kiosk's exit chord: the viewer ends.
    case leave
    /// Input that does nothing but pause a slideshow (a key that would leave a kiosk).
    case noteInput
    /// The navigator performs this command.
    case perform(Command)
    /// Nothing: an unbound key, or a held key that does not repeat.
    case ignore
  }

  /// The user's bindings over the defaults (`[keys]` of the config).
  public var bindings: KeyBindings
  /// In kiosk mode, the chord that leaves it (`--kiosk-exit`); nil: not a kiosk.
  public var kioskExit: KeyChord?

  /// A policy of `bindings`, in a kiosk that `kioskExit` leaves (nil: not a kiosk).
  public init(bindings: KeyBindings, kioskExit: KeyChord? = nil) {
    self.bindings = bindings
    self.kioskExit = kioskExit
  }

  /// What `key` (SDL's name) with `modifiers` does in `context`; `repeated` when the key is held down.
  public func outcome(
    key: String, modifiers: KeyChord.Modifiers, repeated: Bool, in context: KeyContext
  ) -> Outcome {
    if let kioskExit, kioskExit.matches(key: key, modifiers: modifiers) { return .leave }
    guard let command = bindings.target(key: key, modifiers: modifiers, in: context).flatMap(Self.command) else {
      return .ignore
    }
    if kioskExit != nil && Self.leaves(command) { return .noteInput }
    if repeated && !Self.repeats(command) { return .ignore }
    return .perform(command)
  }

  /// The command a key bound to `target` gives.
  public static func command(for target: KeyBindings.Target) -> Command? {
    switch target {
    case .action(let action): return action.command
    case .run(let line): return .run(line)
    }
  }

  /// Whether `command` leaves the viewer or its window (quit, close, full screen, back to the folder above):
  /// none of them acts in kiosk mode.
  public static func leaves(_ command: Command) -> Bool {
    switch command {
    case .quit, .close, .toggleFullscreen, .back: return true
    default: return false
    }
  }

  /// Whether holding the key down repeats `command` (paging, zooming and panning do; toggles don't).
  public static func repeats(_ command: Command) -> Bool {
    switch command {
    case .next, .previous, .back, .arrow, .zoomIn, .zoomOut, .pan: return true
    default: return false
    }
  }
}
