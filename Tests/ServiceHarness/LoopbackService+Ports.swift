import Foundation
import Synchronization

extension LoopbackService {
  /// The ids of `root`'s descendants (children, their children, ...), from each `/proc/PID/stat`'s parent.
  public static func descendants(of root: pid_t) -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After "pid (comm)": state, then the parent's id.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) { children[parent, default: []].append(pid) }
    }
    var found: [pid_t] = []
    var queue = [root]
    while let next = queue.popLast() {
      for child in children[next] ?? [] where !found.contains(child) {
        found.append(child)
        queue.append(child)
      }
    }
    return found
  }

  /// Whether process `pid` still runs (not gone, not a zombie).
  static func isAlive(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
  }

  /// A loopback port nothing listens on now (the kernel's choice for a socket bound to port 0), and none handed
  /// out before in this test process: tests run side by side, and the kernel may offer a port again once the
  /// socket that found it is closed, before the server it was found for binds it.
  public static func freePort() -> UInt16 {
    while true {
      let port = kernelsFreePort()
      if handedOut.withLock({ $0.insert(port).inserted }) { return port }
    }
  }

  /// The ports `freePort` gave.
  private static let handedOut = Mutex<Set<UInt16>>([])

  /// The kernel's choice of a free loopback port.
  private static func kernelsFreePort() -> UInt16 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = loopback(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length)
        return getsockname(fd, $0, &length)
      }
    }
    return UInt16(bigEndian: address.sin_port)
  }

  /// Whether something takes TCP connections on loopback port `port` now.
  public static func accepts(_ port: UInt16) -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = loopback(port: port)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  /// Whether `url` gets an HTTP answer of any status now (`curl`, 5 s at most).
  public static func answersHTTP(_ url: String) -> Bool {
    ((try? curl(url, ["-m", "5"]))?.status ?? 0) != 0
  }

  /// `curl` of `url` (no proxy, 20 s at most unless `extra` says): the HTTP status (0: no answer) and the body.
  public static func curl(_ url: String, _ extra: [String] = []) throws -> (status: Int, body: String) {
    let text = try Tool.output(
      of: "/usr/bin/curl", ["-s", "--noproxy", "*", "-m", "20", "-w", "\n%{http_code}"] + extra + [url])
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let status = Int(lines.popLast() ?? "") ?? 0
    return (status, lines.joined(separator: "\n").trimmingCharacters(in: .newlines))
  }

  /// 127.0.0.1:`port` as a socket address.
  private static func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }
}
