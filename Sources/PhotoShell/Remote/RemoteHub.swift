import PhotoCore

/// Every remote control listening (`--control`, `--http`, `--mqtt`) as one part of the shell: started and
/// stopped together, their commands taken a few a turn, told whether photos move, and the state published to
/// their subscribers only when it changed.
final class RemoteHub {
  /// The transports.
  private let endpoints: [any RemoteEndpoint]
  /// The state line last sent to subscribers (or given to a new one as its answer).
  private var published = ""

  /// The hub of `endpoints`.
  init(_ endpoints: [any RemoteEndpoint]) { self.endpoints = endpoints }

  /// Starts every transport; `wake` wakes the frame loop when commands wait.
  func start(wake: @escaping @Sendable () -> Void) {
    for endpoint in endpoints { endpoint.start(wake: wake) }
  }

  /// Stops every transport.
  func stop() {
    for endpoint in endpoints { endpoint.stop() }
  }

  /// Whether photos move on screen: a transport whose reading costs the cores may slow it.
  func yieldToFrames(_ moving: Bool) {
    for endpoint in endpoints { endpoint.yieldToFrames(moving) }
  }

  /// Carries out the commands that came, at most `limit` a transport: `perform` answers each; a new
  /// subscriber's answer is the state then, which `status` publishes to the others first so that everyone has
  /// the same. Then the state goes to subscribers when it changed.
  func takeRequests(limit: Int, status: () -> RemoteStatus, perform: (RemoteCommand) -> RemoteReply) {
    for endpoint in endpoints {
      for request in endpoint.takeRequests(limit: limit) {
        if request.command == .subscribe { publish(status) }
        let answer = perform(request.command)
        if request.command == .subscribe { published = answer.line }
        endpoint.reply(to: request.client, answer)
      }
    }
    publish(status)
  }

  /// Sends the state `status` makes to every subscriber when its line changed since it was last sent (asked
  /// only when some transport has subscribers); each transport gets the state as a value.
  func publish(_ status: () -> RemoteStatus) {
    guard endpoints.contains(where: \.hasSubscribers) else { return }
    let state = status()
    guard state.line != published else { return }
    published = state.line
    for endpoint in endpoints where endpoint.hasSubscribers { endpoint.publish(state) }
  }
}
