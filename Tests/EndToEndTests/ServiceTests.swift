import Foundation
import Testing

/// Run as a systemd `Type=notify` service: READY=1 after the first frame, watchdog pings while it runs,
/// STOPPING=1 on the way out, all to the datagram socket `$NOTIFY_SOCKET` names.
@Suite struct ServiceTests {
  @Test func theServiceManagerHearsReadyWatchdogPingsAndStopping() throws {
    let dir = try Harness.scratch("service")
    let album = try FixtureAlbum.make(in: dir, count: 2)
    let path = dir + "/notify.sock"
    let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
    #expect(fd >= 0)
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    #expect(bound == 0)
    let run = try Harness.run(
      [album, "--size", "320x240", "--slideshow", "0.5"], script: "1500 quit\n", in: dir,
      environment: ["NOTIFY_SOCKET": path, "WATCHDOG_USEC": "200000"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    var messages: [String] = []
    var buffer = [UInt8](repeating: 0, count: 512)
    while true {
      let n = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
      if n <= 0 { break }
      messages.append(String(decoding: buffer[0..<n], as: UTF8.self))
    }
    #expect(messages.first?.hasPrefix("READY=1") == true, "\(messages)")
    #expect(messages.filter { $0 == "WATCHDOG=1" }.count >= 1)
    #expect(messages.last == "STOPPING=1")
  }
}
