import Foundation
import ServiceHarness
import Testing

/// The harness for the real servers tests start: ready when its probe says, an early exit an error with the
/// log's tail, and a stop that takes down what the server started.
@Suite struct LoopbackServiceTests {
  @Test func aServerThatExitsAtOnceIsAnErrorCarryingItsLog() throws {
    let service = try LoopbackService("broken")
    var thrown: String?
    do {
      try service.start("/bin/sh", ["-c", "echo 'line 3: unknown directive' >&2; exit 3"])
    } catch {
      thrown = "\(error)"
    }
    #expect(thrown?.contains("exited (3)") == true, "\(thrown ?? "no error")")
    #expect(thrown?.contains("line 3: unknown directive") == true, "\(thrown ?? "no error")")
    #expect(service.process == nil)
  }

  @Test func aServerIsReadyWhenItAnswersAndGoneWithItsChildrenWhenStopped() throws {
    let service = try LoopbackService("http")
    // A shell that starts the server as its child: stopping the shell alone would leave the port taken.
    try service.start(
      "/bin/sh", ["-c", "/usr/bin/python3 -m http.server --bind 127.0.0.1 \(service.port) & wait"],
      ready: .answersHTTP(path: "/"))
    #expect(LoopbackService.accepts(service.port))
    try service.checkAlive()
    service.stop()
    #expect(!LoopbackService.accepts(service.port))
  }

  @Test func aServerThatNeverGetsReadyIsStoppedAndSaysSo() throws {
    let service = try LoopbackService("silent")
    var thrown: String?
    do {
      try service.start("/bin/sh", ["-c", "echo listening elsewhere; exec sleep 600"], within: 0.3)
    } catch {
      thrown = "\(error)"
    }
    #expect(thrown?.contains("was not ready") == true && thrown?.contains("listening elsewhere") == true)
    #expect(service.process == nil)
  }
}
