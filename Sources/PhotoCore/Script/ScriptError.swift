/// A script line that cannot be played; the run does not start.
public struct ScriptError: Error, Equatable, Sendable {
  /// The 1-based line number.
  public var line: Int
  /// What is wrong with it, in plain words.
  public var message: String

  /// An error at `line` saying `message`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }
}
