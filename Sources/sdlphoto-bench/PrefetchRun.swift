import Foundation

/// One scripted flick through an album by the release `sdlphoto`: `Right` pressed at a steady pace, then the
/// prefetch hit rate that `--verbose` prints at exit (`prefetch: 36 of 41 pages gone to were ready at once`).
///
/// The run uses SDL's dummy video driver and software renderer at 1920x1080. A scripted run's clock is virtual
/// and waits while the visible photo decodes, so a page "ready at once" is one the prefetch had decoded before
/// the key that went to it.
struct PrefetchRun {
  /// Pages gone to whose photo was ready at once.
  var ready: Int
  /// Pages gone to (the first page is not counted).
  var landed: Int
  /// The script's length, seconds.
  var scriptSeconds: Double
  /// Wall time of the whole run (start-up and exit included), seconds.
  var wallSeconds: Double

  /// The share of pages that were ready at once, percent.
  var hitRate: Double { landed > 0 ? 100 * Double(ready) / Double(landed) : 0 }

  /// Why a run gave no figure.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `sdlphoto` on `album` with `presses` Right keys `intervalMs` apart, then `quit`.
  static func run(sdlphoto: String, album: String, presses: Int, intervalMs: Int) throws -> PrefetchRun {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sdlphoto-prefetch-\(ProcessInfo.processInfo.processIdentifier)-\(intervalMs)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let scriptURL = directory.appendingPathComponent("flick.script")
    let logURL = directory.appendingPathComponent("stderr.log")
    let lines = (1...presses).map { "\($0 * intervalMs) key Right" } + ["\((presses + 1) * intervalMs) quit"]
    try (lines.joined(separator: "\n") + "\n").write(to: scriptURL, atomically: true, encoding: .utf8)
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    let log = try FileHandle(forWritingTo: logURL)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: sdlphoto)
    process.arguments = ["--no-grid", "--verbose", "--size", "1920x1080", "--script", scriptURL.path, album]
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["SDL_VIDEODRIVER": "dummy", "SDL_RENDER_DRIVER": "software"], uniquingKeysWith: { $1 })
    process.standardOutput = log
    process.standardError = log
    let start = DispatchTime.now().uptimeNanoseconds
    try process.run()
    process.waitUntilExit()
    let wallSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    try log.close()

    let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0 else {
      throw Failure(description: "sdlphoto exited with \(process.terminationStatus): \(output.suffix(300))")
    }
    // "... prefetch: 36 of 41 pages gone to were ready at once (88 %)"
    guard let tail = output.components(separatedBy: "prefetch: ").last, output.contains("prefetch: ") else {
      throw Failure(description: "sdlphoto printed no prefetch line (is it older than the hit-rate report?)")
    }
    let words = tail.split(separator: " ")
    guard words.count > 2, let ready = Int(words[0]), words[1] == "of", let landed = Int(words[2]) else {
      throw Failure(description: "cannot read the prefetch line: prefetch: \(tail.prefix(80))")
    }
    return PrefetchRun(
      ready: ready, landed: landed, scriptSeconds: Double((presses + 1) * intervalMs) / 1000, wallSeconds: wallSeconds)
  }
}
