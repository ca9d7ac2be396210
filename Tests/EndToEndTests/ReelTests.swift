import Foundation
import Testing

/// Demo reels: `--record-raw` streams exactly the frames `--record` writes, and `Scripts/make-reel` plays a
/// script of several parts into one H.264 video a browser plays.
@Suite struct ReelTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  @Test func rawFramesAreTheRecordedFramesPixelForPixel() throws {
    let dir = try Harness.scratch("record-raw")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 400, height: 300)
    let raw = dir + "/frames.rgb"
    // A slide between two photos: frames that differ from each other.
    let run = try Harness.run(
      [album, "--size", "160x120", "--fps", "30", "--record", dir + "/png", "--record-raw", raw],
      script: "100 key Right\n900 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let pngs = try FileManager.default.contentsOfDirectory(atPath: dir + "/png").filter { $0.hasSuffix(".png") }
      .sorted()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: raw))
    let frameBytes = 160 * 120 * 3
    #expect(pngs.count >= 20 && bytes.count == pngs.count * frameBytes, "\(pngs.count) PNGs, \(bytes.count) bytes")
    for index in [0, 5, pngs.count / 2, pngs.count - 1] where index < pngs.count {
      let image = try Pixels.Image(path: dir + "/png/" + pngs[index])
      var same = true
      for y in stride(from: 0, to: 120, by: 7) {
        for x in stride(from: 0, to: 160, by: 5) {
          let at = index * frameBytes + (y * 160 + x) * 3
          let pixel = Pixels.RGB(r: bytes[at], g: bytes[at + 1], b: bytes[at + 2])
          if pixel != image[x, y] { same = false }
        }
      }
      #expect(same, "frame \(index) differs from \(pngs[index])")
    }
  }

  @Test func aReelOfTwoPartsIsOneBrowserPlayableVideo() throws {
    let dir = try Harness.scratch("make-reel")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 400, height: 300)
    let script = """
      #% fps 10
      #% size 320x240
      #% run --no-grid $ALBUM
      300 key Right
      2000 quit
      #% run --slideshow 0.5 --slideshow-transition crossfade $ALBUM
      1000 quit
      """
    try script.write(toFile: dir + "/reel.script", atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.root + "/Scripts/make-reel")
    process.arguments = [dir + "/reel.script", dir + "/reel.mp4", album]
    var env = ProcessInfo.processInfo.environment
    env["SDLPHOTO_BIN"] = Harness.binary
    process.environment = env
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(said)")
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
    probe.arguments = [
      "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
      "stream=codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate", "-of", "default=noprint_wrappers=1",
      dir + "/reel.mp4",
    ]
    let out = Pipe()
    probe.standardOutput = out
    try probe.run()
    let facts = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    probe.waitUntilExit()
    for fact in ["codec_name=h264", "pix_fmt=yuv420p", "width=320", "height=240", "r_frame_rate=10/1"] {
      #expect(facts.contains(fact), "\(facts)")
    }
    // Both parts' frames: 2 s and 1 s at 10 fps, each to its quit (a frame or two either side).
    let frames = facts.split(separator: "\n").first { $0.hasPrefix("nb_read_frames=") }
      .flatMap { Int($0.dropFirst("nb_read_frames=".count)) }
    #expect((28...34).contains(frames ?? 0), "\(facts)")
  }
}
