import Foundation
import PhotoCore
import PhotoShell

/// A failure the user is told about in one line. Start-up throws it; the command reports it in one place
/// (`exit()`): `sdlphoto: <message>` on stderr, exit status 1.
struct CommandFailure: Error {
  /// The line to print, without the `sdlphoto: ` prefix.
  var message: String
  /// Why, for the diagnostics file.
  var code: Diagnostic.Code
  /// What it concerns (a path, an option), for the diagnostics file.
  var subject: String?

  /// A failure reported as `message`, for the reason `code` names, about `subject`.
  init(_ message: String, code: Diagnostic.Code = .other, subject: String? = nil) {
    self.message = message
    self.code = code
    self.subject = subject
  }

  /// A failure reported as `error`'s message, with its code (and the path an album's error names).
  init(_ error: any Error) {
    self.init(UserText.message(for: error), code: Diagnostic.Code(of: error), subject: Diagnostic.subject(of: error))
  }

  /// Prints the message as one line on stderr and exits with status 1, leaving whatever is still open (SDL,
  /// the window, decode workers) as it is.
  func exit() -> Never {
    FileHandle.standardError.write(Data("sdlphoto: \(message)\n".utf8))
    Log.diagnose(Diagnostic(.error, code, subject: subject, message: message))
    Foundation.exit(1)
  }
}
