import CMosquitto
import Foundation
import PhotoCore

/// `--mqtt`: the frame as a device in a home's automation, through an MQTT broker (libmosquitto, loaded when
/// the option is given). Its state is published (retained) at every change, its availability as `online` and
/// as the last will `offline`; commands come on its `command` topic and on `PREFIX/all/command`, which every
/// frame obeys (a retained command is stale: it is not carried out); Home Assistant's discovery is sent at
/// each connection and whenever Home Assistant comes online. The client runs on a thread of its own: a
/// broker that is down, slow or refuses the login is one warning and is tried again with a backoff, and the
/// frames never wait for it (see `MQTTTopics`, `HomeAssistantDiscovery`).
public final class MQTTRemote: RemoteEndpoint, @unchecked Sendable {
  private let address: MQTTAddress
  private let topics: MQTTTopics
  private let discovery: Bool
  private let caFile: String?
  private let version: String
  private let slideshowInterval: Double
  private let lock = NSLock()
  private var client: OpaquePointer?
  private var inbox: [RemoteRequest] = []
  private var wake: @Sendable () -> Void = {}
  private var connected = false
  /// Whether the broker's being out of reach was said (once an outage).
  private var toldTrouble = false
  private var toldDropped = false
  private var lastState: String?
  private var stopping = false
  private var loop: Thread?
  private let finished = DispatchSemaphore(value: 0)

  /// A client for the broker at `address`, as the frame `name`, sending Home Assistant's discovery when
  /// `discovery`, with TLS checked against `caFile`; throws the reason (for one line) when libmosquitto cannot
  /// be loaded.
  public init(
    address: MQTTAddress, name: String, discovery: Bool, caFile: String?, version: String,
    slideshowInterval: Double = Tuning.MQTT.slideshowInterval
  ) throws(MQTTFailure) {
    guard sdlphoto_mosquitto_load() == 1 else {
      throw MQTTFailure(
        "--mqtt needs libmosquitto (Debian's libmosquitto1): \(String(cString: sdlphoto_mosquitto_load_error()))")
    }
    self.address = address
    topics = MQTTTopics(prefix: address.prefix, name: name)
    self.discovery = discovery
    self.caFile = caFile
    self.version = version
    self.slideshowInterval = slideshowInterval
  }

  /// The frame's topics.
  public var frameTopics: MQTTTopics { topics }

  public func start(wake: @escaping @Sendable () -> Void) {
    lock.withLock { self.wake = wake }
    let id = "sdlphoto-\(topics.name)-\(getpid())"
    guard let client = dl_mosquitto_new(id, Unmanaged.passUnretained(self).toOpaque()) else {
      Log.warning("MQTT: cannot make a client (\(String(cString: strerror(errno))))")
      return
    }
    self.client = client
    _ = dl_mosquitto_use_v311(client)
    _ = dl_mosquitto_no_delay(client)
    if let user = address.user { _ = dl_mosquitto_username_pw_set(client, user, address.password) }
    if address.tls, dl_mosquitto_tls_set(client, caFile) != MOSQ_ERR_SUCCESS.rawValue {
      Log.warning("MQTT: cannot use TLS with \(caFile ?? "the system's certificates")")
    }
    let offline = Array("offline".utf8)
    _ = dl_mosquitto_will_set(client, topics.available, Int32(offline.count), offline, 1, true)
    _ = dl_mosquitto_reconnect_delay_set(client, Tuning.MQTT.reconnectFirst, Tuning.MQTT.reconnectMost)
    dl_mosquitto_callbacks_set(client, Self.onConnect, Self.onDisconnect, Self.onMessage)
    _ = dl_mosquitto_threaded(client)
    let started = dl_mosquitto_connect_async(client, address.host, Int32(address.port), Tuning.MQTT.keepalive)
    if started != MOSQ_ERR_SUCCESS.rawValue { trouble("cannot reach \(address) (\(Self.reason(started)))") }
    let thread = Thread { [self] in run(client) }
    thread.name = "sdlphoto-mqtt"
    thread.start()
    loop = thread
  }

  /// The client's thread: libmosquitto's loop, which reconnects by itself after a lost or refused connection;
  /// what it gives up on (a certificate not trusted, a protocol error) is said and tried again after a while.
  private func run(_ client: OpaquePointer) {
    var attempt = 0
    while !lock.withLock({ stopping }) {
      let code = dl_mosquitto_loop_forever(client)
      if lock.withLock({ stopping }) { break }
      trouble("\(address): \(Self.reason(code))")
      attempt += 1
      let wait = min(Double(Tuning.MQTT.reconnectMost), Double(attempt * attempt) * Double(Tuning.MQTT.reconnectFirst))
      for _ in 0..<Int(wait * 10) where !lock.withLock({ stopping }) { usleep(100_000) }
      _ = dl_mosquitto_reconnect(client)
    }
    finished.signal()
  }

  public func stop() {
    guard let client else { return }
    if lock.withLock({ connected }) { publish(topics.available, "offline", retain: true) }
    lock.withLock { stopping = true }
    _ = dl_mosquitto_disconnect(client)
    // A loop that does not end in time keeps its client (freed under it, it would crash at exit).
    guard loop == nil || finished.wait(timeout: .now() + 5) == .success else { return }
    dl_mosquitto_destroy(client)
    self.client = nil
  }

  public func takeRequests(limit: Int) -> [RemoteRequest] {
    lock.withLock {
      let taken = Array(inbox.prefix(limit))
      inbox.removeFirst(taken.count)
      if inbox.isEmpty { toldDropped = false }
      return taken
    }
  }

  /// Answers go nowhere (MQTT has no client to answer); a refused command is said on stderr.
  public func reply(to client: Int, _ line: String) {
    if line.hasPrefix("{\"error\"") || line.hasPrefix("error") { Log.warning("MQTT: a command was refused: \(line)") }
  }

  public var hasSubscribers: Bool { true }

  /// Publishes the status `line` as the frame's state (retained); kept, and sent again at each connection.
  public func publish(_ line: String) {
    let isConnected = lock.withLock {
      lastState = line
      return connected
    }
    if isConnected { publish(topics.state, line, retain: true) }
  }

  // MARK: - The client's thread

  private static let onConnect: sdlphoto_mosquitto_status_callback = { _, object, code in
    guard let object else { return }
    Unmanaged<MQTTRemote>.fromOpaque(object).takeUnretainedValue().connected(code)
  }

  private static let onDisconnect: sdlphoto_mosquitto_status_callback = { _, object, code in
    guard let object else { return }
    Unmanaged<MQTTRemote>.fromOpaque(object).takeUnretainedValue().disconnected(code)
  }

  private static let onMessage: sdlphoto_mosquitto_message_callback = { _, object, message in
    guard let object, let message, let topic = message.pointee.topic else { return }
    let payload =
      message.pointee.payload.map {
        String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(message.pointee.payloadlen)), as: UTF8.self)
      } ?? ""
    Unmanaged<MQTTRemote>.fromOpaque(object).takeUnretainedValue().received(
      String(cString: topic), payload, retained: message.pointee.retain)
  }

  /// The broker answered the connection: subscribed, online, discovery and the state sent; or it refused.
  private func connected(_ code: Int32) {
    guard code == 0 else {
      trouble("\(address) refused the connection (\(String(cString: dl_mosquitto_connack_string(code))))")
      return
    }
    guard let client else { return }
    let (again, state) = lock.withLock {
      connected = true
      defer { toldTrouble = false }
      return (toldTrouble, lastState)
    }
    Log.info("MQTT: connected to \(address) as \(topics.base)")
    if again { Log.warning("MQTT: connected to \(address) again") }
    for pattern in [topics.command, topics.allCommand, topics.slideshowSet, MQTTTopics.homeAssistantStatus] {
      _ = dl_mosquitto_subscribe(client, pattern, 1)
    }
    publish(topics.available, "online", retain: true)
    announce()
    if let state { publish(topics.state, state, retain: true) }
  }

  private func disconnected(_ code: Int32) {
    lock.withLock { connected = false }
    guard code != 0 else { return }
    trouble("lost \(address) (\(Self.reason(code)))")
  }

  /// A message on a topic it subscribed to.
  private func received(_ topic: String, _ payload: String, retained: Bool) {
    if topic == MQTTTopics.homeAssistantStatus {
      if payload == "online" { announce() }
      return
    }
    // A retained command was meant for a moment gone: carried out once then, not at each connection.
    guard !retained else { return }
    let line: String
    if topic == topics.slideshowSet {
      let state = lock.withLock { lastState }
      guard let command = HomeAssistantDiscovery.slideshowCommand(payload, state: state, interval: slideshowInterval)
      else { return }
      line = command
    } else {
      line = payload
    }
    let command: RemoteCommand
    switch RemoteCommand.parse(String(line.prefix(RemoteCommand.maxLineBytes))) {
    case .success(let parsed): command = parsed
    case .failure(let error):
      Log.warning("MQTT: \(topic): \(error.message)")
      return
    }
    let wake: (@Sendable () -> Void)? = lock.withLock {
      guard inbox.count < Tuning.MQTT.inbox else {
        if !toldDropped { Log.warning("MQTT: commands come faster than the frame can take them: dropped") }
        toldDropped = true
        return nil
      }
      inbox.append(RemoteRequest(client: 0, command: command))
      return self.wake
    }
    wake?()
  }

  /// Home Assistant's discovery, when it is asked for.
  private func announce() {
    guard discovery else { return }
    for message in HomeAssistantDiscovery.messages(topics, version: version) {
      publish(message.topic, message.payload, retain: true)
    }
  }

  private func publish(_ topic: String, _ payload: String, retain: Bool) {
    guard let client else { return }
    let bytes = Array(payload.utf8)
    _ = dl_mosquitto_publish(client, topic, Int32(bytes.count), bytes, 1, retain)
  }

  /// Says `what` once an outage: the client goes on trying.
  private func trouble(_ what: String) {
    let first = lock.withLock {
      defer { toldTrouble = true }
      return !toldTrouble
    }
    if first {
      Log.warning(
        "MQTT: \(what); trying again every \(Tuning.MQTT.reconnectFirst) to \(Tuning.MQTT.reconnectMost) s")
    }
  }

  private static func reason(_ code: Int32) -> String {
    code == MOSQ_ERR_ERRNO.rawValue ? String(cString: strerror(errno)) : String(cString: dl_mosquitto_strerror(code))
  }
}

/// Why `--mqtt` cannot start, in one line.
public struct MQTTFailure: Error, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}
