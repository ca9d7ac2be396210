import CSDL2
import Foundation

/// A script's `exec COMMAND`: run with `/bin/sh -c` and waited for; a command that cannot start or exits
/// with a failure ends the run with its status (a test or a reel built on it would be wrong).
///
/// Started with `posix_spawn`, with no descriptor of the viewer's but its standard three, and waited for with
/// `waitpid`: a command that leaves a daemon behind (a server started again) must not keep open what tells this
/// process, or the one that started it, that a child has ended. Foundation's `Process` waited forever on the
/// shell (its end noticed through a descriptor the daemon had inherited, seen with Apache's `httpd`).
struct ScriptCommand: Error, CustomStringConvertible {
  var command: String
  var reason: String
  var description: String { "exec \(command): \(reason)" }

  /// Runs `command` and waits for it; throws when it fails.
  static func run(_ command: String) throws {
    let arguments = ["/bin/sh", "-c", command]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    _ = sdlphoto_spawn_close_inherited(&actions)
    var pid: pid_t = 0
    let started = posix_spawn(&pid, "/bin/sh", &actions, nil, &argv, environ)
    guard started == 0 else {
      throw ScriptCommand(command: command, reason: "cannot start (\(String(cString: strerror(started))))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else {
        throw ScriptCommand(command: command, reason: "cannot be waited for (\(String(cString: strerror(errno))))")
      }
    }
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    let signal = status & 0x7F
    let code = (status >> 8) & 0xFF
    guard signal == 0, code == 0 else {
      throw ScriptCommand(command: command, reason: "failed with status \(signal == 0 ? code : 128 + signal)")
    }
  }
}
