import Foundation

/// A failure the user is told about in one line. Start-up throws it; the command reports it in one place
/// (`exit()`): `sdlphoto: <message>` on stderr, exit status 1.
struct CommandFailure: Error {
  /// The line to print, without the `sdlphoto: ` prefix.
  var message: String

  /// A failure reported as `message`.
  init(_ message: String) {
    self.message = message
  }

  /// Prints the message as one line on stderr and exits with status 1, leaving whatever is still open (SDL,
  /// the window, decode workers) as it is.
  func exit() -> Never {
    FileHandle.standardError.write(Data("sdlphoto: \(message)\n".utf8))
    Foundation.exit(1)
  }
}
