import CMosquitto
import CSDL2
import Foundation
import PhotoCore

/// `--mqtt`: the frame as a device in a home's automation, through an MQTT broker (libmosquitto, loaded when
/// the option is given). Its state is published (retained) at every change, its availability as `online` and
/// as the last will `offline`; commands come on its `command` topic and on `PREFIX/all/command`, which every
/// frame obeys (a retained command is stale: it is not carried out); the photo on screen goes out as a small
/// JPEG (retained) whenever it changes, and the config's album showing by name; Home Assistant's discovery is
/// sent at each connection and whenever Home Assistant comes online. The client runs on a thread of its own: a
/// broker that is down, slow or refuses the login is one warning and is tried again with a backoff, and the
/// frames never wait for it (see `MQTTTopics`, `HomeAssistantDiscovery`).
public final class MQTTRemote: RemoteEndpoint, @unchecked Sendable {
  private let address: MQTTAddress
  private let topics: MQTTTopics
  private let discovery: Bool
  private let caFile: String?
  private let version: String
  private let slideshowInterval: Double
  private let albums: [NamedAlbum]
  private let lock = NSLock()
  private var client: OpaquePointer?
  private var inbox: [RemoteRequest] = []
  private var wake: @Sendable () -> Void = {}
  private var connected = false
  /// Whether the broker's being out of reach was said (once an outage).
  private var toldTrouble = false
  private var toldDropped = false
  private var lastState: String?
  /// The photo on screen: its file, its JPEG once made, and the one waiting to be made (`MQTTPhotoState`).
  private var photo: MQTTPhotoState
  /// Where photos are made: one at a time, in the background, never on the frame loop's thread.
  private let photoQueue = DispatchQueue(label: "sdlphoto-mqtt-photo", qos: .background)
  private var stopping = false
  /// While photos move and a while past, the client reads in slices (`ReadPacing`).
  private var pacing: ReadPacing
  /// Waits that long, seconds, between slices of reading while photos move (the tests count the waits).
  private let pause: @Sendable (Double) -> Void
  private var loop: Thread?
  private let finished = DispatchSemaphore(value: 0)

  /// A client for the broker at `address`, as the frame `name`, sending Home Assistant's discovery when
  /// `discovery`, with TLS checked against `caFile`, offering the config's `albums`; throws the reason (for one
  /// line) when libmosquitto cannot be loaded. `pause` waits between slices of reading while photos move and
  /// `slowAfterMotion` seconds past.
  public init(
    address: MQTTAddress, name: String, discovery: Bool, caFile: String?, albums: [NamedAlbum] = [],
    sources: SourceSet = .standard, version: String, slideshowInterval: Double = Tuning.MQTT.slideshowInterval,
    pause: @escaping @Sendable (Double) -> Void = { usleep(UInt32($0 * 1_000_000)) },
    slowAfterMotion: Double = Tuning.MQTT.readSlowAfterMotion
  ) throws(MQTTFailure) {
    self.pause = pause
    pacing = ReadPacing(slowAfter: slowAfterMotion)
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
    self.albums = albums
    photo = MQTTPhotoState(sources: sources)
  }

  /// The frame's topics.
  public var frameTopics: MQTTTopics { topics }

  /// The monotonic clock the reading is paced on, seconds.
  private static var uptime: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

  public func start(wake: @escaping @Sendable () -> Void) {
    lock.withLock { self.wake = wake }
    let id = "sdlphoto-\(topics.name)-\(getpid())"
    guard let client = dl_mosquitto_new(id, Unmanaged.passUnretained(self).toOpaque()) else {
      Log.warning("MQTT: cannot make a client (\(String(cString: strerror(errno))))", code: .remoteUnavailable)
      return
    }
    self.client = client
    _ = dl_mosquitto_use_v311(client)
    _ = dl_mosquitto_no_delay(client)
    if let user = address.user { _ = dl_mosquitto_username_pw_set(client, user, address.password) }
    if address.tls, dl_mosquitto_tls_set(client, caFile) != MOSQ_ERR_SUCCESS.rawValue {
      Log.warning("MQTT: cannot use TLS with \(caFile ?? "the system's certificates")", code: .remoteUnavailable)
    }
    let offline = Array("offline".utf8)
    _ = dl_mosquitto_will_set(client, topics.available, Int32(offline.count), offline, 1, true)
    dl_mosquitto_callbacks_set(client, Self.onConnect, Self.onDisconnect, Self.onMessage)
    _ = dl_mosquitto_threaded(client)
    let started = dl_mosquitto_connect_async(client, address.host, Int32(address.port), Tuning.MQTT.keepalive)
    if started != MOSQ_ERR_SUCCESS.rawValue { trouble("cannot reach \(address) (\(Self.reason(started)))") }
    let thread = Thread { [self] in run(client) }
    thread.name = "sdlphoto-mqtt"
    thread.start()
    loop = thread
  }

  /// The client's thread: libmosquitto's network, a tenth of a second at a time (so a stop is never kept
  /// waiting); a connection lost, refused or never made is said once an outage and tried again after 1, 4, 9 …
  /// up to 60 s, each wait cut short by a stop.
  private func run(_ client: OpaquePointer) {
    // Below the frame loop: a flood of messages is read in the frames' spare time, never in theirs.
    _ = sdlphoto_set_thread_nice(sdlphoto_thread_id(), Tuning.MQTT.threadNice)
    var attempt = 0
    var packets = 0
    while !lock.withLock({ stopping }) {
      let code = dl_mosquitto_loop(client)
      if code == MOSQ_ERR_SUCCESS.rawValue {
        let now = Self.uptime
        let (connected, slow) = lock.withLock { (self.connected, pacing.isSlow(at: now)) }
        if connected { attempt = 0 }
        // Each turn reads at most one packet: while photos move, a pause every few, so a flood waits in the
        // broker for the motion's end instead of taking a core from the frames.
        packets = slow ? packets + 1 : 0
        if packets >= Tuning.MQTT.readPacketsWhileMoving {
          packets = 0
          pause(Tuning.MQTT.readGapWhileMoving)
        }
        continue
      }
      if lock.withLock({ stopping }) { break }
      // A drop and a refusal were said by their callbacks; anything else (no connection made, TLS) here.
      if code != MOSQ_ERR_CONN_LOST.rawValue && code != MOSQ_ERR_CONN_REFUSED.rawValue {
        trouble("\(address): \(Self.reason(code))")
      }
      attempt += 1
      let wait = Tuning.MQTT.retryWait(attempt: attempt)
      for _ in 0..<Int(wait * 10) where !lock.withLock({ stopping }) { usleep(100_000) }
      let again = dl_mosquitto_reconnect(client)
      if again != MOSQ_ERR_SUCCESS.rawValue { trouble("cannot reach \(address) (\(Self.reason(again)))") }
    }
    finished.signal()
  }

  public func stop() {
    guard let client else { return }
    if lock.withLock({ connected }) { publish(topics.available, "offline", retain: true) }
    lock.withLock {
      stopping = true
      photo.cancel()
    }
    // A photo being made is waited for: it publishes through the client.
    photoQueue.sync {}
    _ = dl_mosquitto_disconnect(client)
    // A loop that does not end in time keeps its client (freed under it, it would crash at exit).
    guard loop == nil || finished.wait(timeout: .now() + 5) == .success else { return }
    dl_mosquitto_destroy(client)
    self.client = nil
  }

  /// Whether photos move on screen (called each frame): while they do and `Tuning.MQTT.readSlowAfterMotion`
  /// seconds past, the client reads a few packets at a time (`Tuning.MQTT.readPacketsWhileMoving`).
  public func yieldToFrames(_ moving: Bool) {
    let now = Self.uptime
    lock.withLock { pacing.photos(moving: moving, at: now) }
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
  public func reply(to client: Int, _ reply: RemoteReply) {
    if case .refused(let why) = reply { Log.warning("MQTT: a command was refused: \(why)") }
  }

  public var hasSubscribers: Bool { true }

  /// Publishes `status`'s line as the frame's state (retained); kept, and sent again at each connection. A new
  /// file on screen (the status's own, never parsed back out of its line) is published as the album showing
  /// and, once made in the background, as the photo.
  public func publish(_ status: RemoteStatus) {
    let line = status.line
    let file: String? = status.frame.file
    let (isConnected, changed) = lock.withLock {
      lastState = line
      return (connected, photo.show(file))
    }
    if isConnected { publish(topics.state, line, retain: true) }
    guard changed, let file else { return }
    if isConnected, !albums.isEmpty { publish(topics.album, albumName(file), retain: true) }
    makePhoto(of: file)
  }

  /// The name of the config's album showing `file`, `None` (Home Assistant's unknown) for none.
  private func albumName(_ file: String) -> String { NamedAlbum.showing(file, in: albums)?.name ?? "None" }

  /// Makes the photo of `file` as a JPEG in the background once it has been on screen for
  /// `Tuning.MQTT.photoSettle` (paging through photos makes none of those passed), and publishes it if it is
  /// still on screen then; a file that cannot be made (a clip, a URL, a broken file) leaves the last photo
  /// standing.
  private func makePhoto(of file: String) {
    let idle = lock.withLock { photo.wait(for: file, at: .now()) }
    if idle { photoQueue.asyncAfter(deadline: .now() + Tuning.MQTT.photoSettle) { [self] in makePendingPhoto() } }
  }

  /// On the photo queue: the waiting photo made and sent, or waited for again while it has not settled.
  private func makePendingPhoto() {
    guard let (file, since) = lock.withLock({ photo.pending }) else { return }
    let settled = since + Tuning.MQTT.photoSettle
    guard settled <= .now() else {
      photoQueue.asyncAfter(deadline: settled) { [self] in makePendingPhoto() }
      return
    }
    let jpeg = PhotoThumbnail.jpeg(of: file, side: Tuning.MQTT.photoSide, quality: Tuning.MQTT.photoQuality)
    let (send, again): (Data?, Bool) = lock.withLock {
      let (made, again) = photo.made(jpeg, of: file)
      return (connected ? made : nil, again)
    }
    if let send { publish(topics.photo, send, retain: true) }
    if again { makePendingPhoto() }
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
    let remote = Unmanaged<MQTTRemote>.fromOpaque(object).takeUnretainedValue()
    // A flood is dropped before anything is made of it (a command's text, its parse): it costs next to nothing.
    guard !remote.inboxIsFull() else { return }
    let payload =
      message.pointee.payload.map {
        String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(message.pointee.payloadlen)), as: UTF8.self)
      } ?? ""
    remote.received(String(cString: topic), payload, retained: message.pointee.retain)
  }

  /// Whether the commands waiting fill the inbox (the flood is said once, and dropped until it empties).
  private func inboxIsFull() -> Bool {
    let (full, tell) = lock.withLock {
      let full = inbox.count >= Tuning.MQTT.inbox
      defer { if full { toldDropped = true } }
      return (full, full && !toldDropped)
    }
    if tell { Log.warning("MQTT: commands come faster than the frame can take them: dropped") }
    return full
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
    let patterns = [topics.command, topics.allCommand, topics.slideshowSet, MQTTTopics.homeAssistantStatus]
    for pattern in patterns + (albums.isEmpty ? [] : [topics.albumSet]) {
      _ = dl_mosquitto_subscribe(client, pattern, 1)
    }
    publish(topics.available, "online", retain: true)
    announce()
    let (file, jpeg) = lock.withLock { (photo.file, photo.jpeg) }
    if let state { publish(topics.state, state, retain: true) }
    if let file, !albums.isEmpty { publish(topics.album, albumName(file), retain: true) }
    if let jpeg { publish(topics.photo, jpeg, retain: true) }
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
    if topic == topics.albumSet {
      let name = payload.trimmingCharacters(in: .whitespacesAndNewlines)
      guard let album = albums.first(where: { $0.name == name }) else {
        Log.warning("MQTT: no album is called \(QuotedString.quoted(String(name.prefix(80)))) in the config's [albums]")
        return
      }
      line = "open \(album.path)"
    } else if topic == topics.slideshowSet {
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
    // A question has no way back over MQTT: the state topic is its answer (retained, sent at every change), so
    // it is not carried out, and a flood of them costs the frame loop nothing.
    guard command != .status && command != .subscribe else { return }
    let wake: (@Sendable () -> Void)? = lock.withLock {
      guard inbox.count < Tuning.MQTT.inbox else { return nil }
      inbox.append(RemoteRequest(client: 0, command: command))
      return self.wake
    }
    wake?()
  }

  /// Home Assistant's discovery, when it is asked for.
  private func announce() {
    guard discovery else { return }
    for message in HomeAssistantDiscovery.messages(topics, version: version, albums: albums.map(\.name)) {
      publish(message.topic, message.payload, retain: true)
    }
  }

  private func publish(_ topic: String, _ payload: String, retain: Bool) {
    publish(topic, Data(payload.utf8), retain: retain)
  }

  private func publish(_ topic: String, _ payload: Data, retain: Bool) {
    guard let client else { return }
    _ = payload.withUnsafeBytes { bytes in
      dl_mosquitto_publish(client, topic, Int32(bytes.count), bytes.baseAddress, 1, retain)
    }
  }

  /// Says `what` once an outage: the client goes on trying.
  private func trouble(_ what: String) {
    let first = lock.withLock {
      defer { toldTrouble = true }
      return !toldTrouble
    }
    if first {
      Log.warning(
        "MQTT: \(what); trying again every \(Int(Tuning.MQTT.reconnectFirst)) to \(Int(Tuning.MQTT.reconnectMost)) s")
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
