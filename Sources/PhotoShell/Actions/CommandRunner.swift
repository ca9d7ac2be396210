import Foundation
import PhotoCore

/// Runs the `[commands]` of the config on a photo: `/bin/sh -c LINE` with every `%f` replaced by the photo's
/// path in single quotes (`%%` is a `%`), `SDLPHOTO_FILE` set to the path, standard input from /dev/null and
/// its output on sdlphoto's. The frame loop never waits: a thread of the command's own waits for its exit and
/// leaves the status for `takeFinished()`, waking the loop.
public final class CommandRunner: @unchecked Sendable {
  /// A command that ended.
  public struct Finished: Sendable, Equatable {
    /// The command as configured.
    public var command: String
    /// Its exit status; nil when a signal ended it.
    public var status: Int32?
    /// The signal that ended it, if one did.
    public var signal: Int32?
  }

  /// Why a command could not start.
  public struct StartError: Error {
    /// The system's words.
    public var reason: String
  }

  private let lock = NSCondition()
  private var finished: [Finished] = []
  private var running = 0
  private let wake: @Sendable () -> Void

  /// A runner that calls `wake` (from its threads) when a command ends.
  public init(wake: @escaping @Sendable () -> Void) {
    self.wake = wake
  }

  /// `command` with `%f` replaced by `path`, quoted for the shell.
  public static func expand(_ command: String, path: String) -> String {
    var out = ""
    var chars = command.makeIterator()
    while let char = chars.next() {
      guard char == "%" else {
        out.append(char)
        continue
      }
      switch chars.next() {
      case "f": out += quoted(path)
      case "%": out += "%"
      case let other?: out += "%" + String(other)
      case nil: out += "%"
      }
    }
    return out
  }

  /// `text` in single quotes for `sh` (a `'` inside becomes `'\''`).
  public static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Starts `command` on `path`; throws the reason when it cannot start.
  public func run(_ command: String, path: String) throws(StartError) {
    let line = Self.expand(command, path: path)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The viewer blocks SIGTERM and SIGINT in its threads (SDL turns them into a quit); the command gets them
    // back, and runs in its own process group so a Ctrl+C in the terminal reaches sdlphoto, not it.
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    var environment = ProcessInfo.processInfo.environment
    environment["SDLPHOTO_FILE"] = path
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    let argv: [UnsafeMutablePointer<CChar>?] = [String](["/bin/sh", "-c", line]).map { strdup($0) } + [nil]
    defer {
      envp.forEach { free($0) }
      argv.forEach { free($0) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    guard result == 0 else { throw StartError(reason: String(cString: strerror(result))) }
    let child = pid
    lock.withLock { running += 1 }
    let thread = Thread { [weak self] in
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0 && errno == EINTR {}
      // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (macros).
      let signal = status & 0x7F
      let ended =
        signal == 0
        ? Finished(command: command, status: (status >> 8) & 0xFF, signal: nil)
        : Finished(command: command, status: nil, signal: signal)
      guard let self else { return }
      self.lock.withLock {
        self.finished.append(ended)
        self.running -= 1
        self.lock.broadcast()
      }
      self.wake()
    }
    thread.name = "sdlphoto-command"
    thread.start()
  }

  /// Waits until no command runs, or `timeout` seconds: a scripted run sees a command's end on the next frame,
  /// so its trace repeats exactly (real runs never wait).
  public func waitUntilIdle(timeout: Double) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    lock.withLock {
      while running > 0 && lock.wait(until: deadline) {}
    }
  }

  /// The commands that ended since the last call, in the order they ended.
  public func takeFinished() -> [Finished] {
    lock.withLock {
      defer { finished.removeAll() }
      return finished
    }
  }
}
