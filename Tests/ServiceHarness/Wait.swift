import Foundation

/// The one way tests wait for something to happen: polled, and bounded by a time scaled for slow runs.
public enum Wait {
  /// How much longer than usual the code under test may take: `$SDLPHOTO_TEST_TIMEOUT_SCALE`
  /// (`Scripts/test --sanitize` sets it: sanitized binaries run slower), else 1.
  public static var timeoutScale: Double {
    ProcessInfo.processInfo.environment["SDLPHOTO_TEST_TIMEOUT_SCALE"].flatMap(Double.init) ?? 1
  }

  /// Calls `done` every `interval` seconds until it says true, for `seconds` times `timeoutScale` at most (a
  /// bound on the wait, never a measurement: a busy or sanitized run waits longer, and passes the same);
  /// whether it did.
  @discardableResult
  public static func until(seconds: Double, every interval: Double, _ done: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds * timeoutScale)
    while true {
      if try done() { return true }
      if Date() >= deadline { return false }
      usleep(UInt32(interval * 1_000_000))
    }
  }
}

/// A service that failed a test: what happened, with its log's tail.
public struct ServiceError: Error, CustomStringConvertible {
  /// What happened.
  public let description: String
  /// An error saying `description`.
  public init(_ description: String) { self.description = description }
}
