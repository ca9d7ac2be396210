import CSDL2
import CSDL2Image
import Foundation
import PhotoCore
import ServiceHarness

/// Runs the built `sdlphoto` binary the way a user or CI does, and reads back what it wrote.
enum Harness {
  /// The binary under test: `$SDLPHOTO_BIN`, else the `sdlphoto` built beside this test bundle.
  static var binary: String {
    if let env = ProcessInfo.processInfo.environment["SDLPHOTO_BIN"], !env.isEmpty { return env }
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var dir = here.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("sdlphoto").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return here.deletingLastPathComponent().appendingPathComponent("sdlphoto").path
  }

  /// How the display is provided for a run.
  enum Display {
    /// SDL's dummy video driver with the software renderer: no X server, byte-exact frames.
    case dummy
    /// A private Xvfb (through xvfb-run), the accelerated renderer on Mesa's llvmpipe.
    case xvfb
    /// As `xvfb`, with the ICC profile in the file at this path set on the root window (`_ICC_PROFILE`, as a
    /// colour daemon sets it) before sdlphoto starts.
    case xvfbWithDisplayProfile(String)
  }

  /// What a run left behind.
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
    var trace: [TraceLine]
    var directory: String
    /// Whether the run was killed for outlasting its timeout (a hang).
    var timedOut = false
    /// What the run told the user on stderr, as `SDLPHOTO_DIAGNOSTICS` records it: codes and subjects, so a
    /// test asks why without reading the words.
    var diagnostics: [Diagnostic] = []

    /// Whether the run reported `code` about a subject ending in `subject` (any subject when nil).
    func reported(_ code: Diagnostic.Code, about subject: String? = nil) -> Bool {
      diagnostics.contains { diagnostic in
        diagnostic.code == code && (subject.map { subjectMatches(diagnostic, $0) } ?? true)
      }
    }

    /// The diagnostics about a subject ending in `subject`.
    func diagnostics(about subject: String) -> [Diagnostic] { diagnostics.filter { subjectMatches($0, subject) } }

    private func subjectMatches(_ diagnostic: Diagnostic, _ subject: String) -> Bool {
      diagnostic.subject?.hasSuffix(subject) == true
    }

    /// The errors reported (warnings left out).
    var errors: [Diagnostic] { diagnostics.filter { $0.level == .error } }
  }

  /// Whether the binary under test is built with a sanitizer (`Scripts/test --sanitize`): every instruction
  /// instrumented, so real-time figures (a frame's worth of drift) say nothing about the viewer.
  static var isSanitized: Bool { ProcessInfo.processInfo.environment["SDLPHOTO_TEST_TIMEOUT_SCALE"] != nil }

  /// How much longer than usual the binary under test may take (`Wait.timeoutScale`).
  static var timeoutScale: Double { Wait.timeoutScale }

  /// How long one run may take before it is killed as hung, seconds: 60 times `timeoutScale`.
  static var defaultTimeout: Double { 60 * timeoutScale }

  /// Calls `done` every `interval` seconds until it says true, for `seconds` times `timeoutScale` at most
  /// (`Wait.until`); whether it did.
  @discardableResult
  static func waitUntil(seconds: Double, every interval: Double, _ done: () throws -> Bool) rethrows -> Bool {
    try Wait.until(seconds: seconds, every: interval, done)
  }

  /// One folder for this test process's scratch folders, removed when the process exits.
  static let scratchRoot: String = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sdlphoto-e2e-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    atexit {
      // Read-only test albums must become writable again to be removed.
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("sdlphoto-e2e-\(getpid())").path
      _ = try? Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "u+rwx", root]).waitUntilExit()
      try? FileManager.default.removeItem(atPath: root)
    }
    return root
  }()

  /// A fresh scratch folder for one test.
  static func scratch(_ name: String) throws -> String {
    let dir = scratchRoot + "/\(name)-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Runs sdlphoto with `arguments` (and `--no-grid` when `startsOnPager` and they choose no screen); with
  /// `script`, it is written to a file and played with a trace. A run
  /// still going after `timeout` seconds is killed with its child processes (`Outcome.timedOut`).
  /// `whileRunning` is called on another thread once the process has started (it is waited for).
  static func run(
    _ arguments: [String], script: String? = nil, display: Display = .dummy, in directory: String? = nil,
    environment: [String: String] = [:], stdin: String? = nil, timeout: Double = defaultTimeout,
    startsOnPager: Bool = true, whileRunning: ((Process) -> Void)? = nil
  ) throws -> Outcome {
    let dir = try directory ?? scratch("run")
    // Tests written for the pager start there (`--no-grid`) unless they say otherwise.
    let choosesScreen = !startsOnPager || arguments.contains("--grid") || arguments.contains("--no-grid")
    var args = choosesScreen ? arguments : ["--no-grid"] + arguments
    let tracePath = dir + "/trace.jsonl"
    if let script {
      let scriptPath = dir + "/input.script"
      try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
      args += ["--script", scriptPath, "--trace", tracePath]
    }
    let process = Process()
    var env = ProcessInfo.processInfo.environment
    // English, whatever the language of whoever runs the tests (a test that wants another says so).
    for variable in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] { env[variable] = nil }
    env["LANG"] = "C.UTF-8"
    switch display {
    case .dummy:
      env["SDL_VIDEODRIVER"] = "dummy"
      env["SDL_RENDER_DRIVER"] = "software"
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = args
    case .xvfb:
      env["SDL_VIDEODRIVER"] = "x11"
      env["DISPLAY"] = nil
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
      process.arguments = ["-a", "-s", "-screen 0 1280x800x24 -nolisten tcp", binary] + args
    case .xvfbWithDisplayProfile(let profile):
      env["SDL_VIDEODRIVER"] = "x11"
      env["DISPLAY"] = nil
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
      let helper = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("set-display-profile").path
      // -noreset: the X server would forget the root's properties when the helper, its only client, leaves.
      process.arguments = ["-a", "-s", "-screen 0 1280x800x24 -nolisten tcp -noreset", helper, profile, binary] + args
    }
    // Every run's thumbnail cache (and download cache) is its own, under its folder: a test never reads the
    // user's, and a run sees the cache cold unless its test fills it.
    env["XDG_CACHE_HOME"] = dir + "/cache"
    env["XDG_STATE_HOME"] = dir + "/state"
    // Nor the user's config file, nor their trash.
    env["XDG_CONFIG_HOME"] = dir + "/config"
    env["XDG_DATA_HOME"] = dir + "/data"
    // Clips' sound goes nowhere (a test run is quiet on the user's speakers) unless a test asks for SDL's disk
    // driver to hear it.
    env["SDL_AUDIODRIVER"] = "dummy"
    // What the run tells the user, as codes: a file of its own for each run.
    let diagnosticsPath = dir + "/diagnostics-\(UUID().uuidString).jsonl"
    env["SDLPHOTO_DIAGNOSTICS"] = diagnosticsPath
    for (k, v) in environment { env[k] = v }
    process.environment = env
    process.currentDirectoryURL = URL(fileURLWithPath: dir)
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    try process.run()
    let watchdog = ProcessTree.Watchdog(
      pid: process.processIdentifier, pipes: [out, err].map { ProcessTree.pipeInode($0.fileHandleForReading) },
      seconds: timeout)
    if let stdin {
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try input.fileHandleForWriting.close()
    }
    // Read both pipes to the end before waiting, so a chatty child never blocks on a full pipe.
    let errData = LockedData()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { errData.value = err.fileHandleForReading.readDataToEndOfFile() }
    if let whileRunning {
      // A thread of its own, started now: the global queue may be busy and run it after the process ended.
      // The thread gets the closure through a box it empties before it signals: the Thread object outlives
      // `group.leave()`, and a closure it still held then would escape a caller's `withoutActuallyEscaping`.
      let handoff = Handoff(whileRunning)
      group.enter()
      Thread {
        handoff.run(process)
        group.leave()
      }.start()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    let timedOut = watchdog.stop()
    var trace: [TraceLine] = []
    if script != nil, let text = try? String(contentsOfFile: tracePath, encoding: .utf8) {
      trace = try text.split(separator: "\n").map { try JSONDecoder().decode(TraceLine.self, from: Data($0.utf8)) }
    }
    let diagnostics = ((try? String(contentsOfFile: diagnosticsPath, encoding: .utf8)) ?? "").split(separator: "\n")
      .compactMap { try? JSONDecoder().decode(Diagnostic.self, from: Data($0.utf8)) }
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData.value, as: UTF8.self), trace: trace, directory: dir, timedOut: timedOut,
      diagnostics: diagnostics)
  }

  final class LockedData: @unchecked Sendable {
    var value = Data()
  }

  /// Holds `whileRunning` until its thread takes it; after `run` returns nothing refers to it from here.
  final class Handoff: @unchecked Sendable {
    private var body: ((Process) -> Void)?
    init(_ body: @escaping (Process) -> Void) { self.body = body }
    func run(_ process: Process) {
      guard let body else { return }
      self.body = nil
      body(process)
    }
  }
}

/// One line of `--trace`, decoded.
struct TraceLine: Decodable, Equatable {
  var t: Double
  var mode: String
  var page: Int
  var count: Int
  var position: Double
  var zoom: Double
  var pan: [Double]
  var dismiss: Double
  var background: Double
  var file: String
  var loading: Bool
  var spinner: Bool
  var resolution: Double
  var colorSpace: String
  var scroll: Double?
  var columns: Int?
  var visible: [Int]?
  var folder: String?
  var folders: Int?
  var progress: Double?
  var rect: [Double]?
  var paused: Bool?
  var transition: String?
  var pair: Int?
  var caption: String?
  var asleep: Bool?
  var marked: Bool?
  var notice: String?
  var error: String?
  var level: String?
  var section: String?
  var scrubbing: Bool?
  var due: Double?
  var held: [Int]?
  var video: String?
  var displayProfile: String?
  var sleep: String?
  var copied: String?
  var layer: String?
  var part: [Double]?
  var frame: Int?
  var controls: Bool?
  var control: String?
  var menu: Bool?
  var panel: Bool?
  var selected: [Int]?
  var media: String?
  var playing: Bool?
  var clipTime: Double?
  var muted: Bool?
  var tooltip: String?
  var raw: String?
}

/// Test images: written with SDL2_image, read back pixel by pixel.
enum Pixels {
  /// An RGB colour.
  struct RGB: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8
    var description: String { "(\(r), \(g), \(b))" }
    /// Whether every channel is within `tolerance` of `other`.
    func isClose(to other: RGB, tolerance: Int = 12) -> Bool {
      abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
        && abs(Int(b) - Int(other.b)) <= tolerance
    }
    static let black = RGB(r: 0, g: 0, b: 0)
  }

  /// Writes a `width` x `height` image filled by `color(x, y)`, as PNG or JPEG by the path's extension.
  static func write(_ path: String, width: Int, height: Int, color: (Int, Int) -> RGB) throws {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 24, SDL_PIXELFORMAT_RGB24.rawValue)
    else {
      throw HarnessError("SDL_CreateRGBSurfaceWithFormat: \(String(cString: SDL_GetError()))")
    }
    defer { SDL_FreeSurface(surface) }
    let pitch = Int(surface.pointee.pitch)
    let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    for y in 0..<height {
      for x in 0..<width {
        let c = color(x, y)
        let p = base + y * pitch + x * 3
        p[0] = c.r
        p[1] = c.g
        p[2] = c.b
      }
    }
    let status = path.lowercased().hasSuffix(".png") ? IMG_SavePNG(surface, path) : IMG_SaveJPG(surface, path, 92)
    if status != 0 { throw HarnessError("saving \(path): \(String(cString: SDL_GetError()))") }
  }

  /// A decoded image for reading pixels.
  final class Image {
    let surface: UnsafeMutablePointer<SDL_Surface>
    init(path: String) throws {
      guard let loaded = IMG_Load(path) else { throw HarnessError("\(path): \(String(cString: SDL_GetError()))") }
      defer { SDL_FreeSurface(loaded) }
      guard let rgb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGB24.rawValue, 0) else {
        throw HarnessError("convert \(path)")
      }
      surface = rgb
    }
    deinit { SDL_FreeSurface(surface) }
    var width: Int { Int(surface.pointee.w) }
    var height: Int { Int(surface.pointee.h) }
    subscript(x: Int, y: Int) -> RGB {
      let p = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(surface.pointee.pitch) + x * 3
      return RGB(r: p[0], g: p[1], b: p[2])
    }
  }
}

struct HarnessError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A small album of solid-colour photos with a distinct colour each, made fresh for a test.
enum FixtureAlbum {
  /// Distinct, easily told apart colours.
  static let colors: [Pixels.RGB] = [
    .init(r: 220, g: 40, b: 40), .init(r: 40, g: 200, b: 60), .init(r: 40, g: 80, b: 220), .init(r: 230, g: 200, b: 40),
    .init(r: 200, g: 60, b: 200), .init(r: 40, g: 200, b: 200), .init(r: 240, g: 140, b: 40),
    .init(r: 150, g: 150, b: 150),
  ]

  /// Writes `count` photos `photo1.png` ... (natural order differs from byte order past 9) of `width` x `height`.
  static func make(in dir: String, count: Int = 5, width: Int = 1000, height: Int = 400) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    for i in 0..<count {
      let color = colors[i % colors.count]
      try Pixels.write(album + "/photo\(i + 1).png", width: width, height: height) { _, _ in color }
    }
    return album
  }
}
