import Foundation

/// Tells systemd how the viewer is doing when it runs as a `Type=notify` service (a kiosk's unit in
/// `Assets/sdlphoto-kiosk.service`): `READY=1` once the first frame is on screen, `WATCHDOG=1` from the frame
/// loop at half the unit's `WatchdogSec` (so a loop that hangs is restarted), `STOPPING=1` on the way out. The
/// sd_notify protocol by hand: one datagram to the Unix socket `$NOTIFY_SOCKET` (a path, or `@` for an abstract
/// name); nothing at all without it.
final class ServiceNotifier {
  private let socket: Int32
  private var address = sockaddr_un()
  private var addressLength: socklen_t = 0
  /// Seconds between watchdog pings (half of `$WATCHDOG_USEC`); nil without a watchdog.
  let pingInterval: Double?
  private var lastPing = -Double.infinity

  /// The notifier `environment` asks for, or nil when it names no socket (not run by systemd).
  init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard let path = environment["NOTIFY_SOCKET"], !path.isEmpty, path.utf8.count < 108 else { return nil }
    let fd = Foundation.socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    socket = fd
    address.sun_family = sa_family_t(AF_UNIX)
    var bytes = Array(path.utf8)
    if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in bytes.enumerated() { raw[i] = byte }
    }
    addressLength = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count)
    let micros = environment["WATCHDOG_USEC"].flatMap { Double($0) }
    let pid = environment["WATCHDOG_PID"].flatMap { Int32($0) }
    pingInterval = micros.flatMap { $0 > 0 && (pid == nil || pid == getpid()) ? $0 / 2e6 : nil }
  }

  deinit { close(socket) }

  /// Sends `message` (`KEY=VALUE` lines); a failure is ignored (systemd restarts a viewer that stops pinging).
  private func send(_ message: String) {
    var bytes = Array(message.utf8)
    withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { sockaddr in
        // Never blocks: a service manager slow to read must not stall a frame.
        _ = sendto(socket, &bytes, bytes.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT), sockaddr, addressLength)
      }
    }
  }

  /// The first frame is on screen.
  func ready() {
    send("READY=1\nSTATUS=showing photos")
    ping(at: ProcessInfo.processInfo.systemUptime, force: true)
  }

  /// The frame loop is alive at `now` (monotonic seconds): a watchdog ping when one is due.
  func ping(at now: Double = ProcessInfo.processInfo.systemUptime, force: Bool = false) {
    guard let pingInterval, force || now - lastPing >= pingInterval else { return }
    lastPing = now
    send("WATCHDOG=1")
  }

  /// The viewer is on its way out.
  func stopping() { send("STOPPING=1") }
}
