import Foundation
import Testing

/// The `--control` socket and `--send`, against a viewer running in real time (SDL's dummy driver, photos
/// changing at once with `--transition none`).
@Suite struct ControlTests {
  /// A raw connection, for what `--send` does not do (subscribe, bad input, flooding, stalling).
  final class Connection {
    let fd: Int32
    var pending: [UInt8] = []

    init(_ path: String) throws {
      fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (i, byte) in path.utf8.enumerated() { buffer[i] = byte }
      }
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      guard connected == 0 else { throw HarnessError("connect \(path): \(String(cString: strerror(errno)))") }
      // A read waits 20 s at most: a test never hangs on a viewer that stopped answering.
      var timeout = timeval(tv_sec: 20, tv_usec: 0)
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    /// Sends `bytes` whole; false once the viewer closed the connection.
    @discardableResult func send(_ bytes: [UInt8]) -> Bool {
      var offset = 0
      while offset < bytes.count {
        let sent = bytes[offset...].withUnsafeBytes {
          Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }

    func send(_ line: String) { send(Array((line + "\n").utf8)) }

    /// The next line, or nil when the viewer closed the connection or 20 s passed.
    func line() -> String? {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: pending[..<newline], as: UTF8.self)
          pending.removeFirst(newline + 1)
          return line
        }
        let count = recv(fd, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        pending += buffer[0..<count]
      }
    }
  }

  /// `sdlphoto --send SOCKET words…`: its output and exit status.
  static func send(_ socket: String, _ words: String...) throws -> (out: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Harness.binary)
    process.arguments = ["--send", socket] + words
    var env = ProcessInfo.processInfo.environment
    env["XDG_CONFIG_HOME"] = "/nonexistent-sdlphoto-test"
    process.environment = env
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  /// Waits (`Harness.waitUntil`, 20 s) for the viewer to listen on `socket`.
  static func waitForSocket(_ socket: String) throws {
    guard Harness.waitUntil(seconds: 20, every: 0.05, { FileManager.default.fileExists(atPath: socket) }) else {
      throw HarnessError("\(socket) never appeared")
    }
  }

  /// Field `name` of the JSON object that starts `line` (an answer, maybe followed by an exit status).
  /// Runs `body` once the viewer listens on `socket`, then asks the viewer to quit (also when `body` fails);
  /// the failure, if any.
  static func drive(_ socket: String, _ body: () throws -> Void) -> String? {
    defer { _ = try? send(socket, "quit") }
    do {
      try waitForSocket(socket)
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  static func field(_ name: String, of line: String) -> String? {
    let line = line.lastIndex(of: "}").map { String(line[...$0]) } ?? line
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let value = object[name]
    else { return nil }
    return "\(value)"
  }

  @Test func everyCommandOverTheSocketAndSend() throws {
    let dir = try Harness.scratch("control")
    let album = try FixtureAlbum.make(in: dir, count: 5, width: 400, height: 300)
    let other = dir + "/other"
    try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
    try Pixels.write(other + "/only.png", width: 300, height: 300) { _, _ in FixtureAlbum.colors[2] }
    let socket = dir + "/control.sock"
    var answers: [String: String] = [:]
    var failure: String?
    let run = try Harness.run(
      [album, "--size", "320x240", "--transition", "none", "--control", socket], in: dir
    ) { _ in
      failure = Self.drive(socket) {
        var mode = stat()
        stat(socket, &mode)
        answers["mode"] = String(mode.st_mode & 0o777, radix: 8)
        let subscriber = try Connection(socket)
        subscriber.send("subscribe")
        answers["subscribed"] = subscriber.line()
        for (key, words) in [
          ("next", ["next"]), ("status1", ["status"]), ("goto", ["goto", "4"]), ("status3", ["status"]),
          ("gotoName", ["goto", "photo2.png"]), ("prev", ["prev"]), ("zoom", ["zoom", "in"]),
          ("status0", ["status"]), ("fit", ["zoom", "fit"]), ("pauseNone", ["pause"]),
          ("slideshow", ["slideshow", "30"]), ("pause", ["pause"]), ("statusPaused", ["status"]),
          ("resume", ["resume"]), ("missing", ["goto", "9"]), ("bad", ["frobnicate"]),
          ("open", ["open", other]), ("statusOther", ["status"]),
        ] {
          let (out, status) = try Self.send(socket, words[0], words.count > 1 ? words[1] : "")
          answers[key] = out.trimmingCharacters(in: .newlines) + " \(status)"
          // The zoom animates in real time (and waits for the photo, loaded again after 'goto 4' let it go):
          // the state is asked again (`Harness.waitUntil`, 15 s) until it is zoomed in.
          if key == "status0" {
            try Harness.waitUntil(seconds: 15, every: 0.05) {
              guard let zoom = answers[key].flatMap({ Self.field("zoom", of: $0) }).flatMap(Double.init), zoom <= 1
              else { return true }
              answers[key] = try Self.send(socket, "status").out
              return false
            }
          }
        }
        // The subscriber saw a line per change: the first page change comes first.
        answers["change"] = subscriber.line()
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(answers["mode"] == "600")
    #expect(answers["subscribed"].flatMap { Self.field("page", of: $0) } == "0")
    #expect(answers["next"] == #"{"ok":true} 0"#)
    #expect(answers["status1"].flatMap { Self.field("page", of: $0) } == "1")
    #expect(answers["status3"].flatMap { Self.field("file", of: $0) } == album + "/photo4.png")
    #expect(answers["status0"].flatMap { Self.field("page", of: $0) } == "0", "gotoName then prev")
    #expect(answers["status0"].flatMap { Self.field("zoom", of: $0) }.flatMap(Double.init).map { $0 > 1 } == true)
    #expect(answers["pauseNone"] == #"{"error":"no slideshow runs (slideshow SECONDS starts one)"} 1"#)
    #expect(answers["statusPaused"].flatMap { Self.field("paused", of: $0) } == "1")
    #expect(answers["missing"] == #"{"error":"no photo 9: the album has 5"} 1"#)
    #expect(answers["bad"]?.hasPrefix(#"{"error":"no command 'frobnicate'"#) == true)
    #expect(answers["open"] == #"{"ok":true} 0"#)
    #expect(answers["statusOther"].flatMap { Self.field("count", of: $0) } == "1")
    #expect(answers["change"].flatMap { Self.field("page", of: $0) } == "1")
    // The socket goes with the viewer.
    #expect(!FileManager.default.fileExists(atPath: socket))
  }

  @Test func stalledFloodingAndHugeLinesNeverHoldUpTheViewer() throws {
    let dir = try Harness.scratch("control-hostile")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 400, height: 300)
    let socket = dir + "/control.sock"
    var results: [String: String] = [:]
    var failure: String?
    let log = dir + "/frames.log"
    let run = try Harness.run(
      [
        album, "--size", "320x240", "--control", socket, "--slideshow", "0.3", "--slideshow-transition", "slide",
        "--frame-log", log,
      ], in: dir
    ) { _ in
      failure = Self.drive(socket) {
        let stalled = try Connection(socket)
        _ = stalled
        // A line of 2 MB: refused, and the next line is answered.
        let huge = try Connection(socket)
        huge.send(Array(repeating: UInt8(ascii: "x"), count: 2 << 20) + [UInt8(ascii: "\n")])
        huge.send("status")
        results["huge"] = huge.line()
        results["afterHuge"] = huge.line()
        // A flood of 200,000 commands that never reads its answers.
        let flood = try Connection(socket)
        let lines = Array(String(repeating: "status\n", count: 200_000).utf8)
        let flooding = Thread { _ = flood.send(lines) }
        flooding.start()
        let (out, _) = try Self.send(socket, "status")
        results["duringFlood"] = out
        // The frame loop goes on while the stalled client and the flood hold their connections: the show moves
        // on to other pages (asked again until it has, `Harness.waitUntil`, 12 s).
        let page = Self.field("page", of: out)
        var pages: Set<String> = []
        try Harness.waitUntil(seconds: 12, every: 0.02) {
          if let now = Self.field("page", of: try Self.send(socket, "status").out), now != page { pages.insert(now) }
          return pages.count >= 2
        }
        results["pagesAfterFlood"] = String(pages.count)
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(results["huge"] == #"{"error":"a line longer than 4096 bytes; it is skipped"}"#)
    #expect(results["afterHuge"].flatMap { Self.field("count", of: $0) } == "3")
    #expect(results["duringFlood"].flatMap { Self.field("count", of: $0) } == "3")
    #expect(results["pagesAfterFlood"] == "2", "\(results)")
    // Frames kept coming while the clients misbehaved (how far apart is `Scripts/bench remote`'s figure: a
    // busy machine spaces them out without any client's help).
    let times = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
      .compactMap { $0.split(separator: " ").first.flatMap { Double($0) } }
    #expect(times.count > 10, "\(times.count) frames")
  }

  @Test func aPathInUseOrNotASocketIsRefusedAndAStaleSocketReplaced() throws {
    let dir = try Harness.scratch("control-paths")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 400, height: 300)
    let file = dir + "/notes.txt"
    try "mine".write(toFile: file, atomically: true, encoding: .utf8)
    let refused = try Harness.run([album, "--control", file], in: dir)
    #expect(refused.status == 1)
    #expect(refused.reported(.remoteUnavailable, about: file), "\(refused.diagnostics)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine")
    // A socket nobody listens on (a viewer that died) is replaced.
    let stale = dir + "/stale.sock"
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (i, byte) in stale.utf8.enumerated() { buffer[i] = byte }
    }
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    close(fd)
    var answer = ""
    let run = try Harness.run([album, "--size", "320x240", "--control", stale], in: dir) { _ in
      // Listening: a second viewer on the same socket is refused.
      Harness.waitUntil(seconds: 20, every: 0.05) {
        guard let (out, status) = try? Self.send(stale, "status"), status == 0 else { return false }
        answer = out
        return true
      }
      let second = try? Harness.run([album, "--control", stale], in: dir)
      answer += second?.stderr ?? ""
      _ = try? Self.send(stale, "quit")
    }
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(answer.contains("\"count\":2"), "\(answer)")
    #expect(answer.contains("cannot listen for commands (another sdlphoto is listening there)"), "\(answer)")
    let nobody = try Self.send(dir + "/nobody.sock", "status")
    #expect(nobody.status == 2 && nobody.out.contains("no viewer listens there"))
  }
}
