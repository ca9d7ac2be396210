/// One timed action of an input script (`--script FILE`). Coordinates are window points.
public struct ScriptEvent: Sendable, Equatable {
  /// Script time in milliseconds from the start of the run.
  public var time: Double
  /// What happens.
  public var action: ScriptAction
  /// The 1-based script line the event came from (convenience verbs expand to several events of one line).
  public var line: Int

  /// An event at `time` ms doing `action`, from script line `line`.
  public init(time: Double, action: ScriptAction, line: Int) {
    self.time = time
    self.action = action
    self.line = line
  }
}

/// The actions a script can perform; each maps to one SDL event or one shell request.
public enum ScriptAction: Sendable, Equatable {
  /// A finger touches down at (x, y).
  case touchDown(id: Int, x: Double, y: Double)
  /// A finger moves to (x, y).
  case touchMove(id: Int, x: Double, y: Double)
  /// A finger lifts at (x, y).
  case touchUp(id: Int, x: Double, y: Double)
  /// A mouse button (1 left, 2 middle, 3 right) goes down at (x, y).
  case mouseDown(button: Int, x: Double, y: Double)
  /// The mouse moves to (x, y).
  case mouseMove(x: Double, y: Double)
  /// A mouse button goes up at (x, y).
  case mouseUp(button: Int, x: Double, y: Double)
  /// The wheel turns with the cursor at (x, y); dy as SDL's wheel y (positive = away from the user).
  case wheel(x: Double, y: Double, dy: Double)
  /// A key, by its SDL key name (`Right`, `Escape`, `F`, ...), is pressed and released.
  case key(name: String)
  /// The window is resized to w x h points.
  case resize(width: Int, height: Int)
  /// The current frame is saved as a PNG at `path`.
  case screenshot(path: String)
  /// The run ends.
  case quit
  /// The window manager's close button (a kiosk ignores it; any other run ends).
  case close
  /// A shell command run with `/bin/sh -c` and waited for, before the frame's input (a test or a reel adds,
  /// replaces or removes files mid-run for `--watch`). A script is a program: only run scripts you trust.
  case exec(command: String)
}
