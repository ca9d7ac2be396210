import Foundation

/// A real server a test starts (Mosquitto, chromedriver, an HTTP server, Apache with `mod_dav` (`ApacheDAV`), and
/// the Samba and Radicale servers to come): on the loopback, on a port of its own, with its private configuration and its log
/// in a folder of its own, probed until it is ready, and stopped with everything it started.
///
/// A server that does not get ready, or that dies while a test uses it, is an error carrying its log's last
/// lines; its folder stays (with the test process's scratch folders) and, when `SDLPHOTO_SERVICE_LOGS` names a
/// folder, every service's log is copied there when it stops.
public final class LoopbackService {
  /// How to know the server is ready.
  public enum Readiness {
    /// It takes TCP connections on its port.
    case accepts
    /// `GET http://127.0.0.1:PORT/PATH` gets an HTTP answer (any status).
    case answersHTTP(path: String)
    /// This file exists (a server that writes its port or pid once it listens).
    case wrote(path: String)
  }

  /// The server's name in errors and kept logs (`mosquitto`, `chromedriver`).
  public let name: String
  /// The loopback port it listens on: free when the service was made.
  public let port: UInt16
  /// Its private folder: configuration, data and the log.
  public let folder: String
  /// The file its stdout and stderr go to (and its own log, when its configuration points there).
  public var logPath: String { folder + "/\(name).log" }
  /// The running process, between `start` and `stop`.
  public private(set) var process: Process?

  /// A service named `name` with a folder of its own under `parent` (a test's scratch folder; a new one when
  /// nil), on `port` or a free one.
  public init(_ name: String, in parent: String? = nil, port: UInt16? = nil) throws {
    self.name = name
    self.port = port ?? Self.freePort()
    let base = try parent ?? Self.scratch()
    folder = base + "/\(name)-\(self.port)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  deinit { stop() }

  /// Writes `text` to `file` in the service's folder (a configuration); its path.
  @discardableResult public func write(_ text: String, to file: String) throws -> String {
    let path = folder + "/" + file
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Starts `executable` with `arguments` (and `environment` over the test's), its output to the log, and
  /// waits until `readiness` holds (`within` seconds, scaled under the sanitizers). Throws with the log's tail
  /// when it exits or never gets ready.
  public func start(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    ready readiness: Readiness = .accepts, within seconds: Double = 20
  ) throws {
    stop()
    // A restart appends to the log it had (a test may count what it logged across the restart).
    if !FileManager.default.fileExists(atPath: logPath) {
      _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    // Appended to, so a server that also writes this file itself (Mosquitto's `log_dest file`) loses nothing.
    let log = FileHandle(fileDescriptor: open(logPath, O_WRONLY | O_APPEND | O_CLOEXEC), closeOnDealloc: true)
    process.standardOutput = log
    process.standardError = log
    process.standardInput = FileHandle.nullDevice
    try process.run()
    self.process = process
    let ready = Wait.until(seconds: seconds, every: 0.05) { !process.isRunning || isReady(readiness) }
    guard ready && process.isRunning else {
      let why = process.isRunning ? "was not ready after \(Int(seconds)) s" : "exited (\(process.terminationStatus))"
      stop()
      throw failure(why)
    }
  }

  /// Whether `readiness` holds now.
  private func isReady(_ readiness: Readiness) -> Bool {
    switch readiness {
    case .accepts: return Self.accepts(port)
    case .answersHTTP(let path): return Self.answersHTTP("http://127.0.0.1:\(port)" + path)
    case .wrote(let path): return FileManager.default.fileExists(atPath: path)
    }
  }

  /// Throws with the log's tail when the server has died on its own since it started.
  public func checkAlive() throws {
    guard let process, !process.isRunning else { return }
    throw failure("died (\(process.terminationStatus))")
  }

  /// Ends the server and everything it started. SIGKILL: a child of the test runner starts with SIGTERM
  /// blocked, and none of these servers has anything to save.
  public func stop() {
    guard let process else { return }
    let children = process.isRunning ? Self.descendants(of: process.processIdentifier) : []
    for pid in children { _ = kill(pid, SIGKILL) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    // Its children are not ours to wait for: they are gone once dead or a zombie (their sockets closed then).
    Wait.until(seconds: 5, every: 0.01) { children.allSatisfy { !Self.isAlive($0) } }
    self.process = nil
    keepLog()
  }

  /// The log's text so far.
  public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

  /// The log's last `count` lines.
  public func logTail(_ count: Int = 15) -> String {
    log.split(separator: "\n", omittingEmptySubsequences: false).suffix(count).joined(separator: "\n")
  }

  /// An error saying the server `why`, with its log's tail and where the log is.
  public func failure(_ why: String) -> ServiceError {
    ServiceError("\(name) on port \(port) \(why); its log (\(logPath)) ends:\n\(logTail())")
  }

  /// A new folder for services started without one, under the system's temporary folder.
  private static func scratch() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sdlphoto-services-\(getpid())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Copies the log to `SDLPHOTO_SERVICE_LOGS`, when set.
  private func keepLog() {
    guard let keep = ProcessInfo.processInfo.environment["SDLPHOTO_SERVICE_LOGS"], !keep.isEmpty else { return }
    try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
    let target = keep + "/\(name)-\(port)-\(getpid()).log"
    try? FileManager.default.removeItem(atPath: target)
    try? FileManager.default.copyItem(atPath: logPath, toPath: target)
  }
}
