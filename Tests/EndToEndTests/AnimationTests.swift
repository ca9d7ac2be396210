import Foundation
import Testing

/// Animated GIFs play in the pager, frame by frame on the viewer's clock, and loop.
@Suite(.serialized) struct AnimationTests {
  /// An 8 x 6 GIF of two frames: red for 200 ms, then blue for 300 ms, looping forever.
  static let redThenBlue: [UInt8] = [
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x08, 0x00, 0x06, 0x00, 0x81, 0x00, 0x00, 0xDC, 0x28, 0x28, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0xFF, 0x0B, 0x4E, 0x45, 0x54, 0x53, 0x43, 0x41, 0x50, 0x45, 0x32, 0x2E,
    0x30, 0x03, 0x01, 0x00, 0x00, 0x00, 0x21, 0xF9, 0x04, 0x00, 0x14, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00,
    0x08, 0x00, 0x06, 0x00, 0x00, 0x08, 0x0E, 0x00, 0x01, 0x08, 0x1C, 0x48, 0xB0, 0xA0, 0xC1, 0x83, 0x08, 0x13, 0x0E,
    0x0C, 0x08, 0x00, 0x21, 0xF9, 0x04, 0x00, 0x1E, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00, 0x08, 0x00, 0x06,
    0x00, 0x81, 0x28, 0x50, 0xDC, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x0E, 0x00, 0x01, 0x08,
    0x1C, 0x48, 0xB0, 0xA0, 0xC1, 0x83, 0x08, 0x13, 0x0E, 0x0C, 0x08, 0x00, 0x3B,
  ]

  @Test func anAnimatedGIFPlaysItsFramesForTheirDurationsAndLoops() throws {
    let dir = try Harness.scratch("gif")
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    try Data(Self.redThenBlue).write(to: URL(fileURLWithPath: album + "/spin.gif"))
    // The photo shows from the first frame (t = 0): red until 200 ms, blue until 500 ms, red again.
    let script = """
      100 screenshot a.png
      300 screenshot b.png
      450 screenshot c.png
      600 screenshot d.png
      650 quit
      """
    let run = try Harness.run([album, "--size", "400x300"], script: script + "\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let red = Pixels.RGB(r: 220, g: 40, b: 40)
    let blue = Pixels.RGB(r: 40, g: 80, b: 220)
    for (shot, expected) in [("a", red), ("b", blue), ("c", blue), ("d", red)] {
      let image = try Pixels.Image(path: dir + "/\(shot).png")
      let centre = image[image.width / 2, image.height / 2]
      #expect(centre.isClose(to: expected), "\(shot).png: \(centre), expected \(expected)")
    }
  }
}

extension AnimationTests {
  /// Runs `tool` with `arguments` in `dir` and waits; its exit status.
  static func make(_ tool: String, _ arguments: [String], in dir: String) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: dir)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// An animated WebP made by libwebp's own `img2webp` (four frames of 100, 200, 300 and 400 ms, played twice):
  /// the trace names each frame at its time on the viewer's clock, and after the second loop it rests on the
  /// last frame.
  @Test func anAnimatedWebPPlaysEachFrameForItsTimeAndStopsAfterItsLoops() throws {
    let dir = try Harness.scratch("webp-animation")
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    let colours = [
      Pixels.RGB(r: 255, g: 0, b: 0), .init(r: 0, g: 255, b: 0), .init(r: 0, g: 0, b: 255),
      .init(r: 255, g: 255, b: 0),
    ]
    var arguments = ["-loop", "2", "-lossless"]
    for (i, colour) in colours.enumerated() {
      try Pixels.write(dir + "/f\(i).png", width: 64, height: 48) { _, _ in colour }
      arguments += ["-d", "\((i + 1) * 100)", "f\(i).png"]
    }
    #expect(try Self.make("/usr/bin/img2webp", arguments + ["-o", album + "/spin.webp"], in: dir) == 0)
    let script = (0..<30).map { "\($0 * 100 + 50) screenshot s\($0).png" }.joined(separator: "\n") + "\n3050 quit\n"
    let run = try Harness.run([album, "--size", "400x300"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // The frame each trace line names, from the time the photo first showed.
    let shown = try #require(run.trace.first { $0.frame != nil })
    for line in run.trace where line.t >= shown.t {
      let elapsed = (line.t - shown.t) / 1000
      // Frames change on tenths of a second here: a line on a change is left out (either side is right).
      guard abs(elapsed * 10 - (elapsed * 10).rounded()) > 0.01 else { continue }
      let expected = elapsed >= 2 ? 3 : [0, 1, 1, 2, 2, 2, 3, 3, 3, 3][Int((elapsed * 10).rounded(.down)) % 10]
      #expect(line.frame == expected, "t \(line.t): frame \(String(describing: line.frame)), expected \(expected)")
    }
    // What is drawn is the frame named: yellow at the end.
    let last = try Pixels.Image(path: dir + "/s29.png")
    #expect(last[last.width / 2, last.height / 2].isClose(to: colours[3]))
  }
}
