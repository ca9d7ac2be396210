import PhotoCore

/// A command from a remote control's client, for the frame loop.
public struct RemoteRequest: Sendable {
  /// Who sent it (for `reply`).
  public var client: Int
  /// What it asks.
  public var command: RemoteCommand
}

/// A way commands come in from outside (the `--control` socket, the `--http` server): the frame loop takes
/// them a few at a time and answers each with one line.
public protocol RemoteEndpoint: AnyObject, Sendable {
  /// Starts listening; `wake` wakes the frame loop (from any thread) when commands wait.
  func start(wake: @escaping @Sendable () -> Void)
  /// Stops listening; clients still waiting are answered with an error.
  func stop()
  /// The commands that came since the last call, at most `limit`, oldest first.
  func takeRequests(limit: Int) -> [RemoteRequest]
  /// Answers `client`'s command (one per command, in order).
  func reply(to client: Int, _ reply: RemoteReply)
  /// Whether a client wants a line at every change.
  var hasSubscribers: Bool { get }
  /// Sends the state `status` to every subscriber (its JSON line, or what the transport makes of it).
  func publish(_ status: RemoteStatus)
  /// Whether photos move on screen (called each frame): an endpoint whose reading costs the cores may slow it.
  func yieldToFrames(_ moving: Bool)
}

extension RemoteEndpoint {
  /// Reads at its own pace whatever moves (a socket's clients are the user's own).
  public func yieldToFrames(_ moving: Bool) {}
}
