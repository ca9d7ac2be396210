import Foundation
import ServiceHarness

/// A process and everything it started, found through `/proc`, so a hung run (including the binary that
/// `xvfb-run` started and the Xvfb beside it) can be killed and its pipes closed.
enum ProcessTree {
  /// The ids of `root`'s descendants (children, their children, ...).
  static func descendants(of root: pid_t) -> [pid_t] { LoopbackService.descendants(of: root) }

  /// Ends the sdlphoto that `root` is or started (under `xvfb-run`) with SIGTERM, as a service manager would:
  /// it quits cleanly and `xvfb-run` then takes its X server down (a SIGTERM to `xvfb-run` itself would leave
  /// the server holding the run's pipes open).
  static func terminateViewer(_ root: pid_t) {
    let viewers = ([root] + descendants(of: root)).filter { pid in
      (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.hasPrefix("sdlphoto") == true
    }
    for pid in viewers.isEmpty ? [root] : viewers { _ = Foundation.kill(pid, SIGTERM) }
  }

  /// The processes other than this one that hold an end of one of the pipes `inodes` (a crashed binary's
  /// `swift-backtrace` helper, say, which outlives it and keeps its stderr open).
  static func holders(ofPipes inodes: [UInt64]) -> [pid_t] {
    let names = Set(inodes.map { "pipe:[\($0)]" })
    let me = getpid()
    var found: [pid_t] = []
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(entry), pid != me,
        let fds = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(entry)/fd")
      else { continue }
      if fds.contains(where: { fd in
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(entry)/fd/\(fd)")).map(names.contains)
          ?? false
      }) {
        found.append(pid)
      }
    }
    return found
  }

  /// The inode of the pipe behind `handle`, as `/proc/PID/fd` names it.
  static func pipeInode(_ handle: FileHandle) -> UInt64 {
    var info = stat()
    return fstat(handle.fileDescriptor, &info) == 0 ? UInt64(info.st_ino) : 0
  }

  /// Sends SIGKILL to `root`, all its descendants and every other holder of the pipes `inodes`.
  static func kill(_ root: pid_t, pipes inodes: [UInt64] = []) {
    for pid in descendants(of: root) + holders(ofPipes: inodes) + [root] { _ = Foundation.kill(pid, SIGKILL) }
  }

  /// Kills a process tree unless stopped within `seconds`.
  final class Watchdog {
    private let fired: Flag
    private let item: DispatchWorkItem

    /// Starts the countdown for `pid`, whose output goes to the pipes `inodes`.
    init(pid: pid_t, pipes inodes: [UInt64], seconds: Double) {
      let fired = Flag()
      self.fired = fired
      item = DispatchWorkItem {
        fired.set()
        ProcessTree.kill(pid, pipes: inodes)
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
    }

    deinit { item.cancel() }

    /// Stops the countdown; returns whether it had already fired (the process was killed as hung).
    func stop() -> Bool {
      item.cancel()
      return fired.value
    }
  }

  /// A thread-safe flag that can only be raised.
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    var value: Bool {
      lock.lock()
      defer { lock.unlock() }
      return raised
    }
    func set() {
      lock.lock()
      raised = true
      lock.unlock()
    }
  }
}
