import Foundation

/// A script's `exec COMMAND`: run with `/bin/sh -c` and waited for; a command that cannot start or exits
/// with a failure ends the run with its status (a test or a reel built on it would be wrong).
struct ScriptCommand: Error, CustomStringConvertible {
  var command: String
  var reason: String
  var description: String { "exec \(command): \(reason)" }

  /// Runs `command` and waits for it; throws when it fails.
  static func run(_ command: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    do {
      try process.run()
    } catch {
      throw ScriptCommand(command: command, reason: "cannot start (\(error.localizedDescription))")
    }
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw ScriptCommand(command: command, reason: "failed with status \(process.terminationStatus)")
    }
  }
}
