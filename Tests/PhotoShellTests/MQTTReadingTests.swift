import Foundation
import PhotoCore
import ServiceHarness
import Testing

@testable import PhotoShell

/// How the MQTT client reads: a few packets at a time while photos move (a flood waits in the broker for the
/// motion's end), at full speed at rest; every command comes either way, and questions (`status`) none. Against a
/// real Mosquitto broker on a free loopback port; the waits between slices are counted, not timed.
@Suite(.serialized) struct MQTTReadingTests {
  /// The waits the client asked for, in seconds.
  final class Pauses: @unchecked Sendable {
    private let lock = NSLock()
    private var waits: [Double] = []
    func add(_ seconds: Double) { lock.withLock { waits.append(seconds) } }
    func take() -> [Double] {
      lock.withLock {
        defer { waits = [] }
        return waits
      }
    }
  }

  @Test func whilePhotosMoveTheClientReadsInSlicesAndEveryCommandComes() throws {
    let dir = try LibraryIndexTests.scratch("mqtt-reading")
    let broker = try LoopbackService("mosquitto", in: dir)
    var config = "listener \(broker.port) 127.0.0.1\npersistence false\nallow_anonymous true\n"
    // As root, Mosquitto drops to its own user unless told not to.
    if getuid() == 0 { config += "user root\n" }
    try broker.start("/usr/sbin/mosquitto", ["-c", try broker.write(config, to: "mosquitto.conf")])
    defer { broker.stop() }
    let port = Int(broker.port)
    guard case .success(let address) = MQTTAddress.parse("mqtt://127.0.0.1:\(port)/test") else {
      Issue.record("the address did not parse")
      return
    }
    let pauses = Pauses()
    let remote = try MQTTRemote(
      address: address, name: "frame", discovery: false, caFile: nil, version: "test", pause: pauses.add,
      slowAfterMotion: 0)
    remote.start(wake: {})
    defer { remote.stop() }
    // Online once the client (retrying every second until the broker answered) is in.
    var online = ""
    try Wait.until(seconds: 40, every: 0) {
      online = try Self.client("mosquitto_sub", port, ["-t", "test/frame/available", "-C", "1", "-W", "1"])
      return online == "online\n"
    }
    #expect(online == "online\n")

    remote.yieldToFrames(true)
    _ = pauses.take()
    _ = try Self.client("mosquitto_pub", port, ["-t", "test/frame/command", "-l", "-q", "1"], stdin: Self.nexts)
    #expect(Self.collect(64, from: remote).count == 64)
    let moving = pauses.take()
    // One wait per 16 packets read: 64 commands make at least four.
    #expect(moving.count >= 64 / Tuning.MQTT.readPacketsWhileMoving)
    #expect(moving.allSatisfy { $0 == Tuning.MQTT.readGapWhileMoving })

    // At rest (the motion's tail, `Tuning.MQTT.readSlowAfterMotion`, is none here).
    remote.yieldToFrames(false)
    _ = try Self.client("mosquitto_pub", port, ["-t", "test/frame/command", "-l", "-q", "1"], stdin: Self.nexts)
    #expect(Self.collect(64, from: remote).count == 64)
    #expect(pauses.take().isEmpty)

    // Questions have no way back: the state topic answers them, and they are not carried out.
    _ = try Self.client(
      "mosquitto_pub", port, ["-t", "test/frame/command", "-l", "-q", "1"], stdin: "status\nsubscribe\nnext\n")
    let last = Self.collect(1, from: remote)
    #expect(last.map(\.command) == [.next])
    #expect(remote.takeRequests(limit: 10).isEmpty)
  }

  /// 64 `next` commands, one a line.
  static let nexts = String(repeating: "next\n", count: 64)

  /// Takes the client's commands until `count` came (20 s at most).
  static func collect(_ count: Int, from remote: MQTTRemote) -> [RemoteRequest] {
    var taken: [RemoteRequest] = []
    Wait.until(seconds: 20, every: 0.05) {
      taken += remote.takeRequests(limit: 1_000)
      return taken.count >= count
    }
    return taken
  }

  /// Runs Mosquitto's client `tool` against the broker on `port`; its output.
  static func client(_ tool: String, _ port: Int, _ arguments: [String], stdin: String? = nil) throws -> String {
    try ThumbnailStoreTests.run("/usr/bin/" + tool, ["-h", "127.0.0.1", "-p", "\(port)"] + arguments, stdin: stdin)
  }
}
