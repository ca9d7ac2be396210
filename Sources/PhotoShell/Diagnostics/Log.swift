import Foundation
import PhotoCore

/// Messages for the user on standard error: one line each, prefixed with the program name. Each error and
/// warning is also a `Diagnostic` (a stable code and what it concerns), written as a JSON line to the file
/// `SDLPHOTO_DIAGNOSTICS` names, when it names one: the machine-readable account of the same lines.
public enum Log {
  /// Whether `--verbose` was given.
  public nonisolated(unsafe) static var verbose = false

  /// Whether `--quiet` was given: warnings are not written (errors still are).
  public nonisolated(unsafe) static var quiet = false

  /// Something the viewer worked around (an entry of a list that is not a photo, an option that cannot apply):
  /// `sdlphoto: warning: MESSAGE`, unless `--quiet`; `code` and `subject` say why and of what.
  public static func warning(_ message: String, code: Diagnostic.Code = .other, subject: String? = nil) {
    guard !quiet else { return }
    FileHandle.standardError.write(Data("sdlphoto: warning: \(message.withoutBidiIsolates)\n".utf8))
    diagnose(Diagnostic(.warning, code, subject: subject, message: message))
  }

  /// A problem the user should know about (also shown on screen where it concerns a photo); `code` and
  /// `subject` say why and of what.
  public static func error(_ message: String, code: Diagnostic.Code = .other, subject: String? = nil) {
    FileHandle.standardError.write(Data("sdlphoto: \(message.withoutBidiIsolates)\n".utf8))
    diagnose(Diagnostic(.error, code, subject: subject, message: message))
  }

  /// `error` as a warning: its message, its code and what it concerns.
  public static func warning(_ error: any Error) {
    warning(UserText.message(for: error), code: Diagnostic.Code(of: error), subject: Diagnostic.subject(of: error))
  }

  /// `error` as an error: its message, its code and what it concerns.
  public static func error(_ error: any Error) {
    self.error(UserText.message(for: error), code: Diagnostic.Code(of: error), subject: Diagnostic.subject(of: error))
  }

  /// The diagnostics file (`SDLPHOTO_DIAGNOSTICS`), opened to append on first use; -1 without one (or when it
  /// cannot be opened: the lines on stderr are all there is).
  private static let diagnostics: Int32 = {
    guard let path = ProcessInfo.processInfo.environment["SDLPHOTO_DIAGNOSTICS"], !path.isEmpty else { return -1 }
    return open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
  }()

  /// Appends `diagnostic` to the diagnostics file as one line (a single write: lines from several threads never
  /// mix).
  public static func diagnose(_ diagnostic: Diagnostic) {
    guard diagnostics >= 0 else { return }
    let line = Array((diagnostic.jsonLine + "\n").utf8)
    _ = line.withUnsafeBytes { write(diagnostics, $0.baseAddress, $0.count) }
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
