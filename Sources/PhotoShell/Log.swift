import Foundation

/// Messages for the user on standard error: one line each, prefixed with the program name.
enum Log {
  /// Whether `--verbose` was given.
  nonisolated(unsafe) static var verbose = false

  /// A problem the user should know about (also shown on screen where it concerns a photo).
  static func error(_ message: String) {
    FileHandle.standardError.write(Data("sdlphoto: \(message)\n".utf8))
  }

  /// Detail shown only with `--verbose`.
  static func info(_ message: @autoclosure () -> String) {
    guard verbose else { return }
    FileHandle.standardError.write(Data("sdlphoto: \(message())\n".utf8))
  }
}
