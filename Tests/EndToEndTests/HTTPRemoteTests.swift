import Foundation
import ServiceHarness
import Testing

/// `--http`: the JSON API with and without a token, what it refuses to serve, and the phone page driven in a
/// real headless Chromium (Debian's chromium and chromium-driver, through WebDriver's HTTP protocol).
@Suite(.serialized) struct HTTPRemoteTests {
  /// Waits (`Harness.waitUntil`, 20 s) until `url` answers at all.
  static func waitForServer(_ url: String) {
    Harness.waitUntil(seconds: 20, every: 0.05) { LoopbackService.answersHTTP(url) }
  }

  @Test func theAPIWithoutAToken() throws {
    let dir = try Harness.scratch("http")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 400, height: 300)
    let base = "http://127.0.0.1:\(LoopbackService.freePort())"
    var answers: [String: (status: Int, body: String)] = [:]
    let run = try Harness.run(
      [album, "--size", "320x240", "--transition", "none", "--http", String(base.dropFirst(7))], in: dir
    ) { _ in
      Self.waitForServer(base + "/api/status")
      answers["status"] = try? LoopbackService.curl(base + "/api/status")
      answers["next"] = try? LoopbackService.curl(base + "/api/command", ["-d", "next"])
      answers["after"] = try? LoopbackService.curl(base + "/api/status")
      answers["bad"] = try? LoopbackService.curl(base + "/api/command", ["-d", "frobnicate"])
      answers["open"] = try? LoopbackService.curl(base + "/api/command", ["-d", "open /etc"])
      answers["file"] = try? LoopbackService.curl(base + "/etc/passwd")
      answers["dotdot"] = try? LoopbackService.curl(base + "/api/../../etc/passwd", ["--path-as-is"])
      answers["page"] = try? LoopbackService.curl(base + "/")
      answers["thumbnail"] = try? LoopbackService.curl(base + "/api/thumbnail", ["-o", dir + "/thumb.png"])
      _ = try? LoopbackService.curl(base + "/api/command", ["-d", "quit"])
    }
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(answers["status"]?.status == 200 && answers["status"]?.body.contains("\"page\":0,\"count\":3") == true)
    #expect(answers["next"]?.status == 200 && answers["next"]?.body == #"{"ok":true}"#)
    #expect(answers["after"]?.body.contains("\"page\":1") == true, "\(String(describing: answers["after"]))")
    #expect(answers["bad"]?.status == 400 && answers["bad"]?.body.hasPrefix(#"{"error":"no command"#) == true)
    #expect(answers["open"]?.status == 400)
    #expect(answers["file"]?.status == 404 && answers["dotdot"]?.status == 404)
    #expect(answers["page"]?.status == 200 && answers["page"]?.body.contains("<title>sdlphoto remote</title>") == true)
    #expect(answers["thumbnail"]?.status == 200)
    let thumbnail = try Pixels.Image(path: dir + "/thumb.png")
    #expect(thumbnail.width == 400 && thumbnail.height == 300)
    #expect(thumbnail[200, 150] == FixtureAlbum.colors[1])
  }

  @Test func aTokenGuardsTheAPIAndAnAddressBeyondTheLoopbackNeedsOne() throws {
    let dir = try Harness.scratch("http-token")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 400, height: 300)
    let refused = try Harness.run([album, "--http", "0.0.0.0:\(LoopbackService.freePort())"], in: dir)
    #expect(refused.status != 0 && refused.reported(.optionInvalid, about: "--http"), "\(refused.diagnostics)")
    let port = LoopbackService.freePort()
    let base = "http://127.0.0.1:\(port)"
    var answers: [String: Int] = [:]
    let run = try Harness.run(
      [album, "--size", "320x240", "--http", "0.0.0.0:\(port)", "--http-token", "s3cret-token"], in: dir
    ) { _ in
      Self.waitForServer(base + "/")
      answers["none"] = try? LoopbackService.curl(base + "/api/status").status
      answers["wrong"] = try? LoopbackService.curl(base + "/api/status", ["-H", "Authorization: Bearer s3cret-tokex"])
        .status
      answers["short"] = try? LoopbackService.curl(base + "/api/status", ["-H", "X-Sdlphoto-Token: s3cret"]).status
      answers["bearer"] = try? LoopbackService.curl(base + "/api/status", ["-H", "Authorization: Bearer s3cret-token"])
        .status
      answers["header"] = try? LoopbackService.curl(
        base + "/api/command", ["-H", "X-Sdlphoto-Token: s3cret-token", "-d", "next"]
      )
      .status
      answers["thumbnail"] = try? LoopbackService.curl(base + "/api/thumbnail").status
      answers["page"] = try? LoopbackService.curl(base + "/").status
      _ = try? LoopbackService.curl(base + "/api/command", ["-H", "X-Sdlphoto-Token: s3cret-token", "-d", "quit"])
    }
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(answers["none"] == 401 && answers["wrong"] == 401 && answers["short"] == 401, "\(answers)")
    #expect(answers["bearer"] == 200 && answers["header"] == 200, "\(answers)")
    #expect(answers["thumbnail"] == 401 && answers["page"] == 200, "\(answers)")
  }

  /// A WebDriver session on a headless Chromium.
  final class Browser {
    let driver: LoopbackService
    let base: String
    var session = ""

    init() throws {
      driver = try LoopbackService("chromedriver")
      base = "http://127.0.0.1:\(driver.port)"
      try driver.start("/usr/bin/chromedriver", ["--port=\(driver.port)"], ready: .answersHTTP(path: "/status"))
      let capabilities = """
        {"capabilities":{"alwaysMatch":{"goog:chromeOptions":{"binary":"/usr/bin/chromium",\
        "args":["--headless=new","--no-sandbox","--disable-gpu","--disable-dev-shm-usage","--no-proxy-server",\
        "--user-data-dir=\(driver.folder)/profile"]}}}}
        """
      let answer = try call("POST", "/session", capabilities)
      guard let value = answer["value"] as? [String: Any], let id = value["sessionId"] as? String else {
        throw driver.failure("made no WebDriver session: \(answer)")
      }
      session = id
    }

    deinit {
      _ = try? call("DELETE", "/session/\(session)", nil)
      driver.stop()
    }

    @discardableResult func call(_ method: String, _ path: String, _ body: String?) throws -> [String: Any] {
      var extra = ["-X", method, "-H", "Content-Type: application/json"]
      if let body { extra += ["-d", body] }
      let (_, text) = try LoopbackService.curl(base + path, extra)
      return (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
    }

    func go(_ url: String) throws { try call("POST", "/session/\(session)/url", "{\"url\":\"\(url)\"}") }

    func element(_ css: String) throws -> String {
      let answer = try call("POST", "/session/\(session)/element", "{\"using\":\"css selector\",\"value\":\"\(css)\"}")
      guard let value = answer["value"] as? [String: Any], let id = value.values.first as? String else {
        throw HarnessError("no element \(css): \(answer)")
      }
      return id
    }

    func text(_ css: String) throws -> String {
      (try call("GET", "/session/\(session)/element/\(try element(css))/text", nil)["value"] as? String) ?? ""
    }

    func click(_ css: String) throws { try call("POST", "/session/\(session)/element/\(try element(css))/click", "{}") }

    /// Waits (`Harness.waitUntil`, 20 s) until `css`'s text is `expected`; the last text seen.
    func waitForText(_ css: String, _ expected: String) throws -> String {
      var seen = ""
      try Harness.waitUntil(seconds: 20, every: 0.1) {
        seen = try text(css)
        return seen == expected
      }
      return seen
    }
  }

  /// Runs sdlphoto with `arguments` and `--http` on a free port, opens its phone page in a headless Chromium and
  /// hands it to `body` with the server's base URL; quits the viewer after. Returns the run and what `body`
  /// threw, if anything.
  static func withPhonePage(
    _ arguments: [String], in dir: String, _ body: (Browser, String) throws -> Void
  ) throws -> (run: Harness.Outcome, failure: String?) {
    let base = "http://127.0.0.1:\(LoopbackService.freePort())"
    var failure: String?
    // The harness calls it while the viewer runs, and is done with it when it returns.
    let run = try withoutActuallyEscaping(body) { body in
      try Harness.run(arguments + ["--http", String(base.dropFirst(7))], in: dir) { _ in
        defer { _ = try? LoopbackService.curl(base + "/api/command", ["-d", "quit"]) }
        do {
          Self.waitForServer(base + "/api/status")
          let browser = try Browser()
          try browser.go(base + "/")
          try body(browser, base)
        } catch {
          failure = "\(error)"
        }
      }
    }
    return (run, failure)
  }

  /// The viewer's `status` once it contains `text` (polled every 0.1 s, `Harness.waitUntil`, 10 s), or the last
  /// one read.
  static func status(at base: String, containing text: String) throws -> String {
    var status = ""
    try Harness.waitUntil(seconds: 10, every: 0.1) {
      status = try LoopbackService.curl(base + "/api/status").body
      return status.contains(text)
    }
    return status
  }

  @Test func thePhonePageInAHeadlessChromiumAgreesWithTheViewer() throws {
    #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver"), "chromium-driver is a test package")
    let dir = try Harness.scratch("http-page")
    let album = try FixtureAlbum.make(in: dir, count: 5, width: 400, height: 300)
    var seen: [String: String] = [:]
    let (run, failure) = try Self.withPhonePage(
      [album, "--size", "320x240", "--transition", "none", "--slideshow", "600"], in: dir
    ) { browser, base in
      seen["start"] = try browser.waitForText("#counter", "1 / 5")
      seen["name"] = try browser.waitForText("#caption", "photo1.png")
      // Tap next on the phone: the viewer moves, and the page follows it.
      try browser.click("#next")
      seen["afterNext"] = try browser.waitForText("#counter", "2 / 5")
      seen["viewer"] = try LoopbackService.curl(base + "/api/status").body
      // The viewer moves by itself (another remote): the page follows within its refresh.
      _ = try LoopbackService.curl(base + "/api/command", ["-d", "goto 5"])
      seen["followed"] = try browser.waitForText("#counter", "5 / 5")
      // Paging paused the show (as a key does); resumed elsewhere, the phone's button offers the pause, and
      // pauses it.
      _ = try LoopbackService.curl(base + "/api/command", ["-d", "resume"])
      seen["running"] = try browser.waitForText("#pause", "\u{275A}\u{275A}")
      try browser.click("#pause")
      seen["paused"] = try Self.status(at: base, containing: "\"paused\":true")
      let image = try browser.call(
        "POST", "/session/\(browser.session)/execute/sync",
        #"{"script":"const i = document.getElementById('thumb'); return i.complete ? i.naturalWidth : -1;","args":[]}"#
      )
      seen["thumbWidth"] = "\(image["value"] ?? "")"
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(seen["start"] == "1 / 5" && seen["name"] == "photo1.png")
    #expect(seen["afterNext"] == "2 / 5")
    #expect(seen["viewer"]?.contains("\"page\":1,") == true, "\(seen["viewer"] ?? "")")
    #expect(seen["followed"] == "5 / 5")
    #expect(seen["running"] == "\u{275A}\u{275A}")
    #expect(seen["paused"]?.contains("\"paused\":true") == true, "\(seen["paused"] ?? "")")
    #expect(seen["thumbWidth"] == "400", "\(seen)")
  }

  /// Over a clip the phone page shows the clip's time and a play/pause button, which pauses the clip in the
  /// viewer (and `status` says so).
  @Test func thePhonePagePlaysAndPausesAClip() throws {
    let dir = try Harness.scratch("http-clip")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    try ClipTests.clip("album/clip.mp4", in: dir, size: "160x120", rate: 10, seconds: 30)
    var seen: [String: String] = [:]
    let (run, failure) = try Self.withPhonePage([dir + "/album", "--size", "320x240"], in: dir) { browser, base in
      seen["playing"] = try browser.waitForText("#clip", "\u{275A}\u{275A}")
      seen["counter"] = try browser.text("#counter")
      try browser.click("#clip")
      seen["status"] = try Self.status(at: base, containing: "\"playing\":false")
      seen["paused"] = try browser.waitForText("#clip", "\u{25B6}")
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(seen["playing"] == "\u{275A}\u{275A}")
    #expect(seen["counter"]?.hasSuffix(" / 0:30") == true, "\(seen["counter"] ?? "")")
    #expect(seen["status"]?.contains("\"media\":\"clip\",\"playing\":false") == true, "\(seen["status"] ?? "")")
    #expect(seen["paused"] == "\u{25B6}")
  }
}
