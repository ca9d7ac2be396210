import Foundation
import ServiceHarness
import Testing

/// `--mqtt` against a real Mosquitto broker the tests start on the loopback, on a free port: Home Assistant's
/// discovery, the state at each change, commands for one frame and for all, a retained command left alone, the
/// last will, a login refused, and the broker gone and back. Observed with mosquitto_sub and driven with
/// mosquitto_pub; every wait ends when what it waits for is seen (20 s at most, a failure then).
@Suite(.serialized) struct MQTTTests {
  /// A Mosquitto broker of its own, stopped when the test is done with it.
  final class Broker {
    /// The broker's process, folder and log.
    let service: LoopbackService
    /// The port it listens on.
    var port: Int { Int(service.port) }

    /// A broker on a free port, anonymous, or with `user` and `password` only; with `tls`, its certificate and
    /// key (PEM files) on that port.
    init(
      in dir: String, login: (user: String, password: String)? = nil, port: Int? = nil,
      tls: (certificate: String, key: String)? = nil
    ) throws {
      service = try LoopbackService("mosquitto", in: dir, port: port.map { UInt16($0) })
      // Its log counts the connections it takes (`connections()`).
      var config = "listener \(service.port) 127.0.0.1\npersistence false\nlog_dest file \(service.logPath)\n"
      if let tls { config += "certfile \(tls.certificate)\nkeyfile \(tls.key)\n" }
      if let login {
        let passwords = service.folder + "/passwords"
        _ = try Self.tool("/usr/bin/mosquitto_passwd", ["-c", "-b", passwords, login.user, login.password])
        config += "allow_anonymous false\npassword_file \(passwords)\n"
      } else {
        config += "allow_anonymous true\n"
      }
      // As root, Mosquitto drops to its own user before reading the password file unless told not to.
      if getuid() == 0 { config += "user root\n" }
      try service.write(config, to: "mosquitto.conf")
      try start()
    }

    /// Starts the broker and waits until it takes connections.
    func start() throws {
      try service.start("/usr/sbin/mosquitto", ["-c", service.folder + "/mosquitto.conf"], within: 10)
    }

    /// How many connections it has taken so far (its log's "New connection from" lines, written as each is
    /// accepted, before any login or TLS): a frame's tries to connect, counted instead of waited for.
    func connections() -> Int { service.log.components(separatedBy: "New connection from").count - 1 }

    /// Waits (`Harness.waitUntil`, 30 s) until it has taken `count` connections more than `before`.
    func waitForConnections(_ count: Int, after before: Int) throws {
      guard Harness.waitUntil(seconds: 30, every: 0.1, { connections() >= before + count }) else {
        throw service.failure("took \(connections() - before) connections, not \(count)")
      }
    }

    /// Stops it (its clients see the connection drop).
    func stop() { service.stop() }

    /// The next `count` messages on `topic` (retained ones first), `topic payload` each; fewer when `wait`
    /// seconds pass.
    func messages(_ topic: String, count: Int = 1, wait: Int = 20, login: [String] = []) -> [String] {
      let out =
        (try? Self.tool(
          "/usr/bin/mosquitto_sub",
          ["-h", "127.0.0.1", "-p", "\(port)", "-t", topic, "-v", "-C", "\(count)", "-W", "\(wait)"] + login)) ?? ""
      return out.split(separator: "\n").map(String.init)
    }

    /// The retained payload of `topic`, waiting until `accept` takes it (`Harness.waitUntil`, 30 s); nil then.
    func retained(_ topic: String, until accept: (String) -> Bool = { _ in true }) -> String? {
      retainedBytes(topic) { accept(String(decoding: $0, as: UTF8.self)) }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The retained payload of `topic` as bytes, waiting until `accept` takes it (`Harness.waitUntil`, 30 s);
    /// nil then.
    func retainedBytes(_ topic: String, until accept: (Data) -> Bool = { _ in true }) -> Data? {
      var taken: Data?
      Harness.waitUntil(seconds: 30, every: 0.2) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/mosquitto_sub")
        // -N: the payload as it is, without a line end.
        process.arguments = ["-h", "127.0.0.1", "-p", "\(port)", "-t", topic, "-C", "1", "-W", "1", "-N"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        // A client that cannot start: no payload, and no use waiting.
        guard (try? process.run()) != nil else { return true }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard !data.isEmpty && accept(data) else { return false }
        taken = data
        return true
      }
      return taken
    }

    func publish(_ topic: String, _ message: String, retain: Bool = false) throws {
      _ = try Self.tool(
        "/usr/bin/mosquitto_pub",
        ["-h", "127.0.0.1", "-p", "\(port)", "-t", topic, "-m", message, "-q", "1"] + (retain ? ["-r"] : []))
    }

    static func tool(_ path: String, _ arguments: [String]) throws -> String {
      try Tool.output(of: path, arguments)
    }
  }

  static func page(_ state: String?) -> Int? {
    state.flatMap { ControlTests.field("page", of: $0) }.flatMap { Int($0) }
  }

  /// A frame on a five-photo album, its control socket for quitting.
  static func viewer(
    _ album: String, _ dir: String, _ name: String, _ broker: Broker, _ extra: [String] = []
  )
    -> [String]
  {
    [
      album, "--size", "320x240", "--transition", "none", "--control", dir + "/\(name).sock", "--mqtt",
      "mqtt://127.0.0.1:\(broker.port)/test", "--mqtt-name", name,
    ] + extra
  }

  @Test func aFrameAnnouncesItselfAndObeysItsCommands() throws {
    let dir = try Harness.scratch("mqtt")
    let album = try FixtureAlbum.make(in: dir, count: 5, width: 400, height: 300)
    let broker = try Broker(in: dir)
    // Published retained before the frame starts: a command for a moment gone, which it must not carry out.
    try broker.publish("test/f1/command", "goto 4", retain: true)
    var failure: String?
    var seen: [String: String] = [:]
    let run = try Harness.run(Self.viewer(album, dir, "f1", broker), in: dir) { _ in
      failure = ControlTests.drive(dir + "/f1.sock") {
        seen["available"] = broker.retained("test/f1/available", until: { $0 == "online" })
        seen["discovery"] = broker.messages("homeassistant/#", count: 8).joined(separator: "\n")
        seen["first"] = broker.retained("test/f1/state")
        try broker.publish("test/f1/command", "next")
        seen["next"] = broker.retained("test/f1/state", until: { Self.page($0) != 0 })
        try broker.publish("test/f1/command", "goto photo4.png")
        seen["goto"] = broker.retained("test/f1/state", until: { Self.page($0) == 3 })
        try broker.publish("test/f1/slideshow/set", "ON")
        seen["slideshow"] = broker.retained("test/f1/state", until: { $0.contains("\"slideshow\":10") })
        try broker.publish("test/f1/slideshow/set", "OFF")
        seen["paused"] = broker.retained("test/f1/state", until: { $0.contains("\"paused\":true") })
        // Home Assistant's display switch: the display asleep, then awake.
        try broker.publish("test/f1/command", "display off")
        seen["asleep"] = broker.retained("test/f1/state", until: { $0.contains("\"asleep\":true") })
        // Asking for the state is no input: the display sleeps on.
        seen["asked"] = try ControlTests.send(dir + "/f1.sock", "status").out
        try broker.publish("test/f1/command", "display on")
        seen["awake"] = broker.retained("test/f1/state", until: { $0.contains("\"asleep\":false") })
      }
    }
    #expect(failure == nil && run.status == 0, "\(failure ?? "") stderr: \(run.stderr)")
    #expect(seen["available"] == "online")
    let discovery = seen["discovery"] ?? ""
    for topic in [
      "button/sdlphoto_f1/next", "button/sdlphoto_f1/previous", "switch/sdlphoto_f1/slideshow",
      "switch/sdlphoto_f1/display", "image/sdlphoto_f1/photo",
    ] {
      #expect(discovery.contains("homeassistant/\(topic)/config {"), "\(topic) in \(discovery)")
    }
    #expect(discovery.contains("\"command_topic\":\"test/f1/command\",\"payload_press\":\"next\""))
    #expect(Self.page(seen["first"]) == 0, "the retained goto 4 was not carried out: \(seen["first"] ?? "")")
    #expect(Self.page(seen["next"]) == 1, "next: \(seen["next"] ?? "")")
    #expect(Self.page(seen["goto"]) == 3, "goto: \(seen["goto"] ?? "")")
    #expect(seen["slideshow"] != nil && seen["paused"] != nil)
    #expect(seen["asleep"] != nil && seen["awake"] != nil, "the display off and on again")
    #expect(seen["asked"]?.contains("\"asleep\":true") == true, "\(seen["asked"] ?? "")")
    #expect(discovery.contains("\"payload_off\":\"display off\""))
    // Quit cleanly: offline, retained.
    #expect(broker.retained("test/f1/available") == "offline")
  }

  @Test func everyFrameHearsAllAndAKilledOneGoesOffline() throws {
    let dir = try Harness.scratch("mqtt-all")
    let album = try FixtureAlbum.make(in: dir, count: 5, width: 400, height: 300)
    let broker = try Broker(in: dir)
    var failure: String?
    var pages: [String: Int?] = [:]
    var will: String?
    let first = try Harness.run(Self.viewer(album, dir, "f1", broker), in: dir) { _ in
      failure = ControlTests.drive(dir + "/f1.sock") {
        let second = Process()
        second.executableURL = URL(fileURLWithPath: Harness.binary)
        second.arguments = ["--no-grid"] + Self.viewer(album, dir, "f2", broker)
        second.environment = ProcessInfo.processInfo.environment.merging(
          ["SDL_VIDEODRIVER": "dummy", "SDL_RENDER_DRIVER": "software", "XDG_CONFIG_HOME": dir + "/config"]
        ) { $1 }
        second.standardOutput = FileHandle.nullDevice
        second.standardError = FileHandle.nullDevice
        try second.run()
        defer { if second.isRunning { kill(second.processIdentifier, SIGKILL) } }
        for name in ["f1", "f2"] { _ = broker.retained("test/\(name)/available", until: { $0 == "online" }) }
        try broker.publish("test/all/command", "next")
        for name in ["f1", "f2"] {
          pages[name] = Self.page(broker.retained("test/\(name)/state", until: { Self.page($0) == 1 }))
        }
        // Killed: the broker gives its last will.
        kill(second.processIdentifier, SIGKILL)
        second.waitUntilExit()
        will = broker.retained("test/f2/available", until: { $0 == "offline" })
      }
    }
    #expect(failure == nil && first.status == 0, "\(failure ?? "") stderr: \(first.stderr)")
    #expect(pages["f1"] == 1 && pages["f2"] == 1, "\(pages)")
    #expect(will == "offline")
  }

  @Test func aRefusedLoginIsOneWarningAndABrokerBackIsRejoined() throws {
    let dir = try Harness.scratch("mqtt-login")
    let album = try FixtureAlbum.make(in: dir, count: 5, width: 400, height: 300)
    let broker = try Broker(in: dir, login: (user: "frame", password: "right-one"))
    try "wrong-one\n".write(toFile: dir + "/wrong", atomically: true, encoding: .utf8)
    try "right-one\n".write(toFile: dir + "/right", atomically: true, encoding: .utf8)
    let login = ["-u", "frame", "-P", "right-one"]
    var failure: String?
    var status: String?
    // A wrong password: the frame shows its photos all the same, and says so once while it tries again.
    let refused = try Harness.run(
      Self.viewer(album, dir, "f1", broker, ["--mqtt-password-file", dir + "/wrong"]).map {
        $0.hasPrefix("mqtt://") ? $0.replacingOccurrences(of: "mqtt://", with: "mqtt://frame@") : $0
      }, in: dir
    ) { _ in
      failure = ControlTests.drive(dir + "/f1.sock") {
        // Three attempts (at once, then 1 s and 4 s apart), each refused.
        try broker.waitForConnections(3, after: 0)
        status = try ControlTests.send(dir + "/f1.sock", "status").out
      }
    }
    #expect(failure == nil && refused.status == 0, "\(failure ?? "")")
    #expect(ControlTests.field("page", of: status ?? "") == "0", "it went on showing photos")
    #expect(refused.stderr.split(separator: "\n").filter { $0.contains("MQTT") }.count == 1, "\(refused.stderr)")
    // The right password; the broker stopped and started again: the frame joins it again by itself.
    var again: String?
    var stateAgain: String?
    let rejoined = try Harness.run(
      Self.viewer(album, dir, "f1", broker, ["--mqtt-password-file", dir + "/right"]).map {
        $0.hasPrefix("mqtt://") ? $0.replacingOccurrences(of: "mqtt://", with: "mqtt://frame@") : $0
      }, in: dir
    ) { _ in
      failure = ControlTests.drive(dir + "/f1.sock") {
        guard Self.retained(broker, "test/f1/available", login) == "online" else {
          throw HarnessError("never online")
        }
        broker.stop()
        try broker.start()
        // A broker without persistence forgets everything: what it holds again, the frame sent again.
        again = Self.retained(broker, "test/f1/available", login)
        stateAgain = Self.retained(broker, "test/f1/state", login)
      }
    }
    #expect(failure == nil && rejoined.status == 0, "\(failure ?? "") stderr: \(rejoined.stderr)")
    #expect(again == "online" && Self.page(stateAgain) == 0, "\(again ?? "nil") \(stateAgain ?? "nil")")
  }

  /// TLS: a certificate authority made here, the broker's certificate signed by it for 127.0.0.1. The frame
  /// trusts that authority (`--mqtt-ca`) and joins; told nothing, it trusts only the system's and does not.
  @Test func mqttsChecksTheBrokersCertificate() throws {
    let dir = try Harness.scratch("mqtt-tls")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 400, height: 300)
    let openssl = "/usr/bin/openssl"
    _ = try Broker.tool(
      openssl,
      [
        "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=sdlphoto test CA", "-keyout",
        dir + "/ca.key", "-out", dir + "/ca.pem",
      ])
    _ = try Broker.tool(
      openssl,
      [
        "req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", dir + "/broker.key", "-out",
        dir + "/broker.csr",
      ])
    try "subjectAltName=IP:127.0.0.1\n".write(toFile: dir + "/san.ext", atomically: true, encoding: .utf8)
    _ = try Broker.tool(
      openssl,
      [
        "x509", "-req", "-in", dir + "/broker.csr", "-CA", dir + "/ca.pem", "-CAkey", dir + "/ca.key",
        "-CAcreateserial", "-days", "2", "-extfile", dir + "/san.ext", "-out", dir + "/broker.pem",
      ])
    let broker = try Broker(in: dir, tls: (dir + "/broker.pem", dir + "/broker.key"))
    let tlsLogin = ["--cafile", dir + "/ca.pem"]
    func arguments(_ extra: [String]) -> [String] {
      Self.viewer(album, dir, "f1", broker, extra).map {
        $0.hasPrefix("mqtt://") ? $0.replacingOccurrences(of: "mqtt://", with: "mqtts://") : $0
      }
    }
    var failure: String?
    var online: String?
    let trusted = try Harness.run(arguments(["--mqtt-ca", dir + "/ca.pem"]), in: dir) { _ in
      failure = ControlTests.drive(dir + "/f1.sock") {
        online = Self.retained(broker, "test/f1/available", tlsLogin)
      }
    }
    #expect(failure == nil && trusted.status == 0, "\(failure ?? "") stderr: \(trusted.stderr)")
    #expect(online == "online")
    // Without the authority the certificate is not trusted: no connection, one warning, photos all the same.
    var status: String?
    let before = broker.connections()
    let untrusted = try Harness.run(arguments([]), in: dir) { _ in
      failure = ControlTests.drive(dir + "/f1.sock") {
        // Two attempts (at once, then 1 s later), each ending in the TLS handshake.
        try broker.waitForConnections(2, after: before)
        status = try ControlTests.send(dir + "/f1.sock", "status").out
      }
    }
    #expect(failure == nil && untrusted.status == 0)
    #expect(ControlTests.field("page", of: status ?? "") == "0")
    // One warning (no connection), where the trusted run had none.
    let warnings = { (run: Harness.Outcome) in run.stderr.split(separator: "\n").filter { $0.contains("MQTT") }.count }
    #expect(warnings(trusted) == 0 && warnings(untrusted) == 1, "\(untrusted.stderr)")
  }

  /// The photo on screen goes out as a JPEG of at most 640 pixels (read back by ffmpeg, an independent decoder)
  /// at each change; the config's `[albums]` become Home Assistant's select, which opens one by name and shows
  /// the album on screen; a name the config does not have is refused.
  @Test func thePhotoOnScreenAndTheConfigsAlbums() throws {
    let dir = try Harness.scratch("mqtt-photo")
    let trip = try FixtureAlbum.make(in: dir + "/trip", count: 3, width: 1200, height: 900)
    let home = try FixtureAlbum.make(in: dir + "/home", count: 2, width: 1000, height: 2000)
    try FileManager.default.createDirectory(atPath: dir + "/config/sdlphoto", withIntermediateDirectories: true)
    try "[albums]\n\"A trip\" = \"\(trip)\"\nHome = \"\(home)\"\n".write(
      toFile: dir + "/config/sdlphoto/config.toml", atomically: true, encoding: .utf8)
    let broker = try Broker(in: dir)
    var failure: String?
    var seen: [String: String] = [:]
    var photos: [Data] = []
    let run = try Harness.run(Self.viewer(trip, dir, "f1", broker), in: dir) { _ in
      failure = ControlTests.drive(dir + "/f1.sock") {
        _ = broker.retained("test/f1/available", until: { $0 == "online" })
        seen["discovery"] = broker.messages("homeassistant/#", count: 9).joined(separator: "\n")
        seen["album"] = broker.retained("test/f1/album")
        photos.append(broker.retainedBytes("test/f1/photo") ?? Data())
        try broker.publish("test/f1/command", "next")
        photos.append(broker.retainedBytes("test/f1/photo", until: { $0 != photos[0] }) ?? Data())
        try broker.publish("test/f1/album/set", "Nowhere")
        try broker.publish("test/f1/album/set", "Home")
        seen["home"] = broker.retained("test/f1/state", until: { $0.contains("/home/album/") })
        seen["album home"] = broker.retained("test/f1/album", until: { $0 == "Home" })
        photos.append(broker.retainedBytes("test/f1/photo", until: { $0 != photos[1] }) ?? Data())
      }
    }
    #expect(failure == nil && run.status == 0, "\(failure ?? "") stderr: \(run.stderr)")
    let discovery = seen["discovery"] ?? ""
    #expect(discovery.contains("\"image_topic\":\"test/f1/photo\",\"content_type\":\"image/jpeg\""), "\(discovery)")
    #expect(discovery.contains("\"command_topic\":\"test/f1/album/set\",\"state_topic\":\"test/f1/album\""))
    #expect(discovery.contains("\"options\":[\"A trip\",\"Home\"]"), "\(discovery)")
    #expect(seen["album"] == "A trip" && seen["home"] != nil && seen["album home"] == "Home", "\(seen)")
    // Each photo as ffmpeg reads it: its size fitted in 640 pixels, and its colour.
    let expected: [(Int, Int, Pixels.RGB)] = [
      (640, 480, FixtureAlbum.colors[0]), (640, 480, FixtureAlbum.colors[1]), (320, 640, FixtureAlbum.colors[0]),
    ]
    #expect(photos.count == 3)
    for (photo, (width, height, color)) in zip(photos, expected) {
      let read = try Self.decoded(photo, in: dir)
      #expect(read?.width == width && read?.height == height, "\(String(describing: read))")
      let close = read.map {
        abs($0.color.r - Int(color.r)) + abs($0.color.g - Int(color.g)) + abs($0.color.b - Int(color.b))
      }
      #expect((close ?? 999) < 30, "\(String(describing: read)) against \(color)")
    }
    // The album the config does not name: one warning, the only one.
    #expect(run.stderr.split(separator: "\n").filter { $0.contains("MQTT") }.count == 1, "\(run.stderr)")
  }

  /// `jpeg`'s size and middle pixel as ffmpeg decodes it; nil when it does not.
  static func decoded(
    _ jpeg: Data, in dir: String
  ) throws -> (width: Int, height: Int, color: (r: Int, g: Int, b: Int))? {
    let path = dir + "/photo-\(jpeg.count).jpg"
    try jpeg.write(to: URL(fileURLWithPath: path))
    let probe = try Broker.tool(
      "/usr/bin/ffprobe",
      ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0", path])
    let size = probe.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
    guard size.count == 2 else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    process.arguments = [
      "-v", "error", "-i", path, "-vf", "crop=2:2", "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-",
    ]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let pixel = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
    process.waitUntilExit()
    guard pixel.count >= 3 else { return nil }
    return (size[0], size[1], (Int(pixel[0]), Int(pixel[1]), Int(pixel[2])))
  }

  /// The retained payload of `topic` on a broker that wants `login`, waiting for one (`Harness.waitUntil`, 30 s).
  static func retained(_ broker: Broker, _ topic: String, _ login: [String]) -> String? {
    var payload: String?
    Harness.waitUntil(seconds: 30, every: 0) {
      payload = broker.messages(topic, count: 1, wait: 1, login: login).first.map {
        String($0.dropFirst(topic.count + 1))
      }
      return payload != nil
    }
    return payload
  }
}
