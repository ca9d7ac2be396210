import Foundation
import PhotoCore

/// Debian's rclone as a process: a command run to its end, and a server started and waited for; what their exit
/// statuses and last words mean for a source.
enum RcloneProcess {
  /// How a command ended: its exit status (nil when it could not start), and the end of what it said on stderr.
  struct Run {
    var status: Int32?
    var stderr: String
  }

  /// Where rclone is: on `PATH`, else Debian's place.
  static var executable: String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/rclone") {
      return "\(folder)/rclone"
    }
    return "/usr/bin/rclone"
  }

  /// Runs `rclone ARGUMENTS` to its end, its stdout into the file `stdout`, never reading stdin.
  static func run(_ arguments: [String], stdout: String) -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    guard FileManager.default.createFile(atPath: stdout, contents: nil),
      let out = FileHandle(forWritingAtPath: stdout)
    else { return Run(status: nil, stderr: "cannot write its listing") }
    let errors = Pipe()
    process.standardOutput = out
    process.standardError = errors
    do { try process.run() } catch { return Run(status: nil, stderr: "\(error.localizedDescription)") }
    // Read while it runs (a full pipe would stop it), keeping the end.
    var said = Data()
    while case let chunk = errors.fileHandleForReading.availableData, !chunk.isEmpty {
      said.append(chunk)
      if said.count > 16_384 { said = said.suffix(8192) }
    }
    process.waitUntilExit()
    try? out.close()
    return Run(status: process.terminationStatus, stderr: String(decoding: said, as: UTF8.self))
  }

  /// What a failed run means for the folder `place`, in plain words (rclone's exit statuses: 3 a folder not
  /// found, 4 a file not found; its config's and its remotes' refusals by what it said).
  static func failure(_ run: Run, place: RcloneLocation) -> SourceFailure {
    guard let status = run.status else {
      return .unreadable(reason: "rclone cannot run (\(run.stderr)); install Debian's rclone")
    }
    let said = run.stderr.lowercased()
    if said.contains("unable to decrypt configuration") || said.contains("configuration is encrypted") {
      return .unreadable(
        reason: "rclone's config is encrypted: give its password in RCLONE_CONFIG_PASS (or a command in "
          + "RCLONE_PASSWORD_COMMAND), or use a config that is not")
    }
    if said.contains("didn't find section in config file") || said.contains("not found in config file") {
      return .unreadable(reason: "rclone has no remote named \(place.remote.dropLast()) (see rclone config)")
    }
    if status == 3 || status == 4 || said.contains("directory not found") { return .notFound }
    return .network(reason: lastLine(run.stderr) ?? "rclone failed (exit status \(status))")
  }

  /// The last line rclone said, without its date and level.
  private static func lastLine(_ text: String) -> String? {
    guard let line = text.split(separator: "\n").last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    else { return nil }
    let words = line.split(separator: " ", maxSplits: 3)
    // `2024/07/14 12:00:00 ERROR : message`
    if words.count == 4, words[0].contains("/"), words[1].contains(":") {
      return "rclone: " + words[3].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
    }
    return "rclone: " + line
  }

  /// Starts `rclone serve http ROOT` on a free loopback port, read-only, behind a random password (in its
  /// environment), killed with this process; waits until it takes connections.
  static func serve(_ root: String) throws(SourceFailure) -> (process: Process, port: Int, password: String) {
    guard let port = freePort() else { throw .network(reason: "no free port on the loopback for rclone serve") }
    var bytes = [UInt8](repeating: 0, count: 18)
    for i in bytes.indices { bytes[i] = UInt8.random(in: 0...255) }
    let password = Data(bytes).base64EncodedString()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments =
      ["--pdeathsig", "KILL", "--", executable, "serve", "http", root, "--addr", "127.0.0.1:\(port)", "--read-only"]
      + Tuning.Network.rcloneFlags
    var environment = ProcessInfo.processInfo.environment
    environment["RCLONE_USER"] = Tuning.Network.rcloneUser
    environment["RCLONE_PASS"] = password
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      throw .unreadable(reason: "rclone cannot run (\(error.localizedDescription)); install Debian's rclone")
    }
    let deadline = Date(timeIntervalSinceNow: Tuning.Network.rcloneStartTimeout)
    while Date() < deadline {
      guard process.isRunning else { throw .network(reason: "rclone serve \(root) ended as it started") }
      if accepts(port) { return (process, port, password) }
      usleep(20_000)
    }
    process.terminate()
    throw .network(reason: "rclone serve \(root) did not start")
  }

  /// A port on the loopback nobody listens on now.
  private static func freePort() -> Int? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var address = loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    guard bound == 0,
      withUnsafeMutablePointer(
        to: &address,
        {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }) == 0
    else { return nil }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Whether something takes connections on `port` of the loopback.
  private static func accepts(_ port: Int) -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = loopback(port: UInt16(port))
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    } == 0
  }

  /// 127.0.0.1:`port`.
  private static func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
  }
}
