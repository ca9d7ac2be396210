import Foundation
import Testing

@testable import PhotoCore

/// The diagnostics file's lines: one JSON object each, a stable code per reason, the subject a typed error names.
@Suite struct DiagnosticTests {
  @Test func aDiagnosticIsOneJSONLineThatReadsBackAsItself() throws {
    let diagnostic = Diagnostic(
      .error, .photoDamaged, subject: "/album/a\nb \"c\".jpg", message: "/album/a\\nb \"c\".jpg: cut short")
    let line = diagnostic.jsonLine
    #expect(!line.contains("\n"), "one line: \(line)")
    #expect(line.hasPrefix("{\"code\":\"photo.damaged\",\"level\":\"error\","), "\(line)")
    let back = try JSONDecoder().decode(Diagnostic.self, from: Data(line.utf8))
    #expect(back == diagnostic)
    // No subject: the key is left out.
    #expect(!Diagnostic(.warning, .other, message: "x").jsonLine.contains("subject"))
  }

  @Test func eachLoadErrorHasItsCode() {
    let cases: [(PhotoLoadError, Diagnostic.Code)] = [
      (.missing, .photoGone), (.empty, .photoEmpty), (.unreadable(reason: "EACCES"), .photoUnreadable),
      (.unsupportedFormat(detail: ""), .photoUnsupported), (.corrupt(detail: "cut"), .photoDamaged),
      (.tooLarge(width: 9, height: 9), .photoTooLarge), (.network(reason: "404"), .photoNetwork),
      (.timedOut(seconds: 30), .photoTimedOut),
    ]
    for (error, code) in cases { #expect(Diagnostic.Code(error) == code, "\(error)") }
    // Codes are the file's vocabulary: each is spelled once.
    #expect(Set(Diagnostic.Code.allCases.map(\.rawValue)).count == Diagnostic.Code.allCases.count)
  }

  @Test func anAlbumErrorNamesItsPathAndItsCode() {
    let missing = AlbumError.notFound(path: "/no/such")
    #expect(Diagnostic.Code(of: missing) == .pathNotFound && Diagnostic.subject(of: missing) == "/no/such")
    #expect(Diagnostic.Code(AlbumError.emptyList(path: "/l.txt")) == .albumEmpty)
    #expect(Diagnostic.Code(AlbumError.symlinkLoop(path: "/a/b")) == .albumSkipped)
    #expect(Diagnostic.Code(AlbumError.badURL(url: "http://x/", reason: "404")) == .albumUnreadable)
    #expect(Diagnostic.Code(of: ScriptError(line: 2, message: "unknown verb")) == .scriptInvalid)
    struct Unwritable: DiagnosedError {
      var code: Diagnostic.Code { .outputUnwritable }
      var subject: String? { "/out.png" }
    }
    #expect(
      Diagnostic.Code(of: Unwritable()) == .outputUnwritable && Diagnostic.subject(of: Unwritable()) == "/out.png")
    #expect(Diagnostic.Code(of: CocoaError(.fileNoSuchFile)) == .other)
  }
}
