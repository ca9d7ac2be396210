import Foundation
import PhotoCore

/// Messages for the user on standard error: one line each, prefixed with the program name.
public enum Log {
  /// Whether `--verbose` was given.
  public nonisolated(unsafe) static var verbose = false

  /// Whether `--quiet` was given: warnings are not written (errors still are).
  public nonisolated(unsafe) static var quiet = false

  /// Something the viewer worked around (an entry of a list that is not a photo, an option that cannot apply):
  /// `sdlphoto: warning: MESSAGE`, unless `--quiet`.
  public static func warning(_ message: String) {
    guard !quiet else { return }
    FileHandle.standardError.write(Data("sdlphoto: warning: \(message.withoutBidiIsolates)\n".utf8))
  }

  /// A problem the user should know about (also shown on screen where it concerns a photo).
  public static func error(_ message: String) {
    FileHandle.standardError.write(Data("sdlphoto: \(message.withoutBidiIsolates)\n".utf8))
  }

  /// Detail shown only with `--verbose`, stamped with the seconds since the process started.
  public static func info(_ message: @autoclosure () -> String) {
    guard verbose else { return }
    let stamp = String(format: "%.3f", secondsSinceProcessStart())
    FileHandle.standardError.write(Data("sdlphoto: [\(stamp) s] \(message().withoutBidiIsolates)\n".utf8))
  }

  /// Seconds since this process started, from the kernel's record of its start (10 ms resolution).
  static func secondsSinceProcessStart() -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // Field 22 of /proc/PID/stat is the start time in clock ticks since boot; fields here start at field 3.
    guard fields.count > 19, let ticks = Double(fields[19]) else { return 0 }
    let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
    var now = timespec()
    clock_gettime(CLOCK_BOOTTIME, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 - ticks / hz
  }
}
