import Foundation
import Testing

/// Animations too long to hold whole play as streams, JPEG XL animations play, and an animation off screen
/// stops on its frame: through the viewer's trace on its scripted clock, on files libwebp's `img2webp` and
/// libjxl's `cjxl` made.
@Suite(.serialized) struct AnimationStreamTests {
  /// Red, green, blue and yellow.
  static let colours = [
    Pixels.RGB(r: 255, g: 0, b: 0), .init(r: 0, g: 255, b: 0), .init(r: 0, g: 0, b: 255), .init(r: 255, g: 255, b: 0),
  ]

  /// Writes the four colours as `width` x `height` PNGs f0.png ... f3.png in `dir`.
  static func writeColours(in dir: String, width: Int, height: Int) throws {
    for (i, colour) in colours.enumerated() {
      try Pixels.write(dir + "/f\(i).png", width: width, height: height) { _, _ in colour }
    }
  }

  /// 500 frames of 400 x 300 (the colours in turn, 100 ms each) take 240 MB whole, past the animation budget
  /// (192 MB): the animation streams at its full size (the old path shrank every frame), and every frame the
  /// trace names is the one on the clock, and the one drawn.
  @Test func anAnimationTooLongToHoldPlaysAtFullSizeFrameByFrame() throws {
    let dir = try Harness.scratch("webp-stream")
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    try Self.writeColours(in: dir, width: 400, height: 300)
    let frames = (0..<500).flatMap { ["f\($0 % 4).png"] }
    let made = try AnimationTests.make(
      "/usr/bin/img2webp", ["-lossless", "-d", "100"] + frames + ["-o", album + "/long.webp"], in: dir)
    #expect(made == 0)
    let script = (0..<20).map { "\($0 * 100 + 50) screenshot s\($0).png" }.joined(separator: "\n") + "\n2050 quit\n"
    let run = try Harness.run([album + "/long.webp", "--size", "400x300"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let shown = try #require(run.trace.first { $0.frame != nil })
    for line in run.trace where line.t >= shown.t {
      #expect(line.resolution == 1, "t \(line.t): drawn at \(line.resolution) of its size")
      let elapsed = (line.t - shown.t) / 100
      guard abs(elapsed - elapsed.rounded()) > 0.01 else { continue }  // on a change either side is right
      #expect(line.frame == Int(elapsed.rounded(.down)), "t \(line.t): frame \(String(describing: line.frame))")
    }
    for i in [0, 5, 10, 19] {
      let image = try Pixels.Image(path: dir + "/s\(i).png")
      let frame = try #require(run.trace.last { $0.t <= Double(i * 100 + 50) }?.frame)
      #expect(image[200, 150].isClose(to: Self.colours[frame % 4]), "s\(i).png: frame \(frame)")
    }
  }

  /// A JPEG XL animation made by `cjxl` from a GIF (frames of 100, 200, 300 and 400 ms) plays each frame for
  /// its time.
  @Test func aJPEGXLAnimationPlaysEachFrameForItsTime() throws {
    let dir = try Harness.scratch("jxl-animation")
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    // cjxl turns a GIF (or APNG) animation into a JPEG XL one.
    try Data(Self.fourColourGIF()).write(to: URL(fileURLWithPath: dir + "/spin.gif"))
    #expect(try AnimationTests.make("/usr/bin/cjxl", ["spin.gif", album + "/spin.jxl", "-d", "0"], in: dir) == 0)
    let script = (0..<20).map { "\($0 * 100 + 50) screenshot s\($0).png" }.joined(separator: "\n") + "\n2050 quit\n"
    let run = try Harness.run([album + "/spin.jxl", "--size", "400x300"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    try Self.expectFourColourTiming(run, dir: dir, until: .infinity)
  }

  /// An animation paged away from stops on its frame and plays on from it when paged back to: the frame the
  /// trace names on return is the one it left on.
  @Test func anAnimationOffScreenStopsOnItsFrame() throws {
    let dir = try Harness.scratch("animation-pause")
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    try Self.writeColours(in: dir, width: 64, height: 48)
    var arguments = ["-lossless"]
    for i in 0..<4 { arguments += ["-d", "\((i + 1) * 100)", "f\(i).png"] }
    #expect(try AnimationTests.make("/usr/bin/img2webp", arguments + ["-o", album + "/a.webp"], in: dir) == 0)
    try Pixels.write(album + "/b.png", width: 64, height: 48) { _, _ in .init(r: 90, g: 90, b: 90) }
    let script = "250 key Right\n3000 key Left\n4000 quit\n"
    let run = try Harness.run([album + "/a.webp", "--size", "400x300"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let left = try #require(run.trace.last { $0.t < 250 && $0.page == 0 }?.frame)
    #expect(left == 1)
    // Back on the page: on the frame it was on when the slide took it off screen (1, or 2 if the slide's
    // tenth of a second crossed 0.3 s into the loop), where a clock that ran on would be near 3 s in (frame 3);
    // then on through 2, 3 and 0.
    let back = run.trace.filter { $0.t > 3000 && $0.page == 0 }.compactMap(\.frame)
    let first = try #require(back.first)
    #expect(first == 1 || first == 2, "back on frame \(first)")
    var order: [Int] = []
    for frame in back where order.last != frame { order.append(frame) }
    #expect(Array(order.drop { $0 != 2 }.prefix(3)) == [2, 3, 0], "frames after return: \(order)")
  }
}

extension AnimationStreamTests {
  /// Checks that `run`'s trace names, until `until` (ms), the frame the four colours' animation (100, 200, 300
  /// and 400 ms, from when it first showed) is on, and that s2.png (at 250 ms) shows green.
  static func expectFourColourTiming(_ run: Harness.Outcome, dir: String, until: Double) throws {
    let shown = try #require(run.trace.first { $0.frame != nil })
    for line in run.trace where line.t >= shown.t && line.t < until {
      let elapsed = (line.t - shown.t) / 1000
      guard abs(elapsed * 10 - (elapsed * 10).rounded()) > 0.01 else { continue }  // on a change, either is right
      let expected = [0, 1, 1, 2, 2, 2, 3, 3, 3, 3][Int((elapsed * 10).rounded(.down)) % 10]
      #expect(line.frame == expected, "t \(line.t): frame \(String(describing: line.frame)), expected \(expected)")
    }
    let image = try Pixels.Image(path: dir + "/s2.png")
    #expect(image[200, 150].isClose(to: Self.colours[1]))
  }

  /// An animated PNG made by Pillow (the four colours, 100 to 400 ms) plays each frame for its time, and one
  /// made by ffmpeg (its test pattern, 20 frames of 100 ms) plays through its frames.
  @Test func animatedPNGsMadeByPillowAndFFmpegPlay() throws {
    let dir = try Harness.scratch("apng")
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    let pillow = """
      from PIL import Image
      colours = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
      frames = [Image.new("RGB", (64, 48), c) for c in colours]
      frames[0].save("album/a.png", save_all=True, append_images=frames[1:], duration=[100, 200, 300, 400], loop=0)
      """
    #expect(try AnimationTests.make("/usr/bin/python3", ["-c", pillow], in: dir) == 0)
    let ffmpeg = ["-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=160x120:rate=10:duration=2", "-plays", "0"]
    #expect(try AnimationTests.make("/usr/bin/ffmpeg", ffmpeg + ["-f", "apng", "album/b.png"], in: dir) == 0)
    let script =
      (0..<10).map { "\($0 * 100 + 50) screenshot s\($0).png" }.joined(separator: "\n")
      + "\n1000 key Right\n3400 quit\n"
    let run = try Harness.run([album + "/a.png", "--size", "400x300"], script: script + "\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    try Self.expectFourColourTiming(run, dir: dir, until: 1000)
    // The second page: ffmpeg's 20 frames, each in turn.
    let frames = Set(run.trace.filter { $0.page == 1 && $0.t > 1500 }.compactMap(\.frame))
    #expect(frames.count >= 15, "frames shown: \(frames.sorted())")
  }

  /// A GIF of the four colours (64 x 48) showing 100, 200, 300 and 400 ms, looping for ever: one palette of
  /// the four, each frame a whole-image block coded with the smallest LZW stream that fills it with one index.
  static func fourColourGIF() -> [UInt8] {
    var bytes: [UInt8] = Array("GIF89a".utf8) + [64, 0, 48, 0, 0xF1, 0, 0]
    for colour in colours { bytes += [UInt8(colour.r), UInt8(colour.g), UInt8(colour.b)] }
    bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
    for (i, delay) in [10, 20, 30, 40].enumerated() {
      bytes += [0x21, 0xF9, 4, 0, UInt8(delay), 0, 0, 0]
      bytes += [0x2C, 0, 0, 0, 0, 64, 0, 48, 0, 0]
      bytes += [2] + lzwFill(index: i, count: 64 * 48)
    }
    return bytes + [0x3B]
  }

  /// LZW data (code size 2, in sub-blocks) of `count` pixels of palette index `index`: each code plain (a
  /// clear code every few to keep 3-bit codes), simple rather than small.
  static func lzwFill(index: Int, count: Int) -> [UInt8] {
    var codes: [Int] = []
    for n in 0..<count {
      if n % 2 == 0 { codes.append(4) }  // clear: the table never grows past 3-bit codes
      codes.append(index)
    }
    codes.append(5)  // end
    var data: [UInt8] = []
    var buffer = 0
    var bits = 0
    for code in codes {
      buffer |= code << bits
      bits += 3
      while bits >= 8 {
        data.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        bits -= 8
      }
    }
    if bits > 0 { data.append(UInt8(buffer & 0xFF)) }
    var blocks: [UInt8] = []
    for start in stride(from: 0, to: data.count, by: 255) {
      let chunk = data[start..<min(data.count, start + 255)]
      blocks += [UInt8(chunk.count)] + chunk
    }
    return blocks + [0]
  }
}
