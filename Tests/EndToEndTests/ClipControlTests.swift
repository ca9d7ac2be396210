import Foundation
import Testing

/// A clip's controls and keys, end to end on the virtual clock: a tap shows the clip's row (play or pause,
/// the time, the scrubber, sound); pausing stops its clock, the scrubber goes to the place tapped (the frame
/// drawn is ffmpeg's frame there), the seek keys jump five seconds, and the sound plays through SDL's device
/// (its disk driver here) from where the clip is.
@Suite(.serialized) struct ClipControlTests {
  /// A 4 s clip at 10 frames a second with a 440 Hz tone, 480 x 360, made by ffmpeg in `dir`/album.
  static func clipWithSound(in dir: String) throws -> String {
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    let made = try ClipTests.ffmpeg(
      [
        "-f", "lavfi", "-i", "testsrc=size=480x360:rate=10:duration=4", "-f", "lavfi", "-i",
        "sine=frequency=440:duration=4:sample_rate=44100", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-g", "10",
        "-c:a", "aac", "-shortest", "album/clip.mp4",
      ], in: dir)
    #expect(made == 0, "ffmpeg made the clip")
    return dir + "/album"
  }

  /// A click at (`x`, `y`) at `ms`.
  static func click(_ ms: Int, _ x: Int, _ y: Int) -> String {
    "\(ms) mouse-down 1 \(x) \(y)\n\(ms + 20) mouse-up 1 \(x) \(y)\n"
  }

  @Test func theClipsRowPausesScrubsMutesAndTheKeysSeek() throws {
    let dir = try Harness.scratch("clip-controls")
    let album = try Self.clipWithSound(in: dir)
    // 480 x 360: the clip's row is centred 26 points above the bottom bar (y 282); play at x 30, sound at x
    // 450, the scrubber from x 116 to 364 (its middle, 240, is 2 s into the clip).
    let script =
      Self.click(1000, 240, 150) + Self.click(1500, 30, 282) + Self.click(1800, 240, 282)
      + "2000 screenshot middle.png\n" + Self.click(2100, 450, 282) + Self.click(2300, 30, 282)
      + "2600 key J\n2800 key K\n3000 key L\n3300 quit\n"
    let run = try Harness.run([album, "--size", "480x360"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let trace = run.trace
    func at(_ ms: Double) throws -> TraceLine { try #require(trace.last { $0.t <= ms }) }
    // Settled on the clip, it plays by itself.
    #expect(try at(900).playing == true && at(900).media == "clip")
    #expect(try at(1400).controls == true)
    // Paused by its button: its time stands still.
    let paused = try at(1600)
    #expect(paused.playing == false && paused.control == "playPause")
    #expect(try at(1780).clipTime == paused.clipTime)
    // The scrubber's middle: 2 s in, frame 20, as ffmpeg decodes it.
    let scrubbed = try at(2000)
    #expect(abs((scrubbed.clipTime ?? 0) - 2) < 0.05, "clip time \(scrubbed.clipTime ?? -1)")
    #expect(scrubbed.frame == 20, "frame \(scrubbed.frame ?? -1)")
    #expect(
      try ClipTests.ffmpeg(
        ["-i", "album/clip.mp4", "-vf", "select=eq(n\\,20)", "-frames:v", "1", "reference.png"], in: dir) == 0)
    let (ours, theirs) = (try Pixels.Image(path: dir + "/middle.png"), try Pixels.Image(path: dir + "/reference.png"))
    for (x, y) in [(60, 60), (240, 100), (420, 180)] {
      #expect(ours[x, y].isClose(to: theirs[x, y], tolerance: 40), "(\(x), \(y)): \(ours[x, y]) vs \(theirs[x, y])")
    }
    // Sound off by its button, then playing again from 2 s.
    #expect(try at(2200).muted == true)
    let resumed = try at(2550)
    #expect(resumed.playing == true && abs((resumed.clipTime ?? 0) - 2.25) < 0.1, "\(resumed.clipTime ?? -1)")
    // J: five seconds back (to the start); K pauses; L five on (past the end: it rests at its end).
    #expect(try (at(2700).clipTime ?? 9) < 0.2)
    #expect(try at(2900).playing == false)
    let end = try at(3200)
    #expect(end.playing == false && abs((end.clipTime ?? 0) - 4) < 0.05, "\(end.clipTime ?? -1)")
  }

  /// Dragging the scrubber shows the keyframe before the place it is at (quick to reach), and letting go the
  /// exact frame there: a 30 s clip (streamed, too long to hold whole) whose frame n is a flat grey (luma 6 x (n
  /// mod 40)), a keyframe a second (`-g 10`), paused and dragged to 24.68 s: frame 240 while held, 246 after.
  @Test func theScrubberShowsKeyframesWhileDraggedAndTheExactFrameOnRelease() throws {
    let dir = try Harness.scratch("clip-scrub")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    let made = try ClipTests.ffmpeg(
      [
        "-f", "lavfi", "-i", "color=c=black:s=480x360:r=10:d=30,geq=lum='mod(N\\,40)*6':cb=128:cr=128", "-c:v",
        "libx264",
        "-pix_fmt", "yuv420p", "-g", "10", "album/grey.mp4",
      ], in: dir)
    #expect(made == 0)
    let script =
      Self.click(1000, 240, 150) + Self.click(1400, 30, 282)
      + "1600 mouse-down 1 150 282\n1700 mouse-move 250 282\n1800 mouse-move 320 282\n"
      + "2000 screenshot held.png\n2100 mouse-up 1 320 282\n2300 screenshot released.png\n2400 quit\n"
    let run = try Harness.run([dir + "/album", "--size", "480x360"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let held = try #require(run.trace.last { $0.t <= 2000 })
    #expect(abs((held.clipTime ?? 0) - 24.68) < 0.01 && held.playing == false, "held at \(held.clipTime ?? -1)")
    #expect(try (run.trace.last { $0.t <= 2300 })?.control == "scrubber")
    // Above the bars, where the photo shows plain.
    let (whileHeld, released) = (
      try Pixels.Image(path: dir + "/held.png")[240, 100], try Pixels.Image(path: dir + "/released.png")[240, 100]
    )
    // ffmpeg's decodes of frames 240 and 246 (black, and a dark grey).
    var reference: [Int: Pixels.RGB] = [:]
    for frame in [240, 246] {
      #expect(
        try ClipTests.ffmpeg(
          ["-i", "album/grey.mp4", "-vf", "select=eq(n\\,\(frame))", "-frames:v", "1", "f\(frame).png"], in: dir) == 0)
      reference[frame] = try Pixels.Image(path: dir + "/f\(frame).png")[240, 100]
    }
    #expect(reference[240].map { whileHeld.isClose(to: $0, tolerance: 3) } == true, "held: \(whileHeld)")
    #expect(reference[246].map { released.isClose(to: $0, tolerance: 3) } == true, "released: \(released)")
  }

  @Test func theSoundPlaysThroughTheAudioDeviceAndAPausedClipIsQuiet() throws {
    let dir = try Harness.scratch("clip-sound")
    let album = try Self.clipWithSound(in: dir)
    let raw = dir + "/sound.raw"
    let run = try Harness.run(
      [album, "--size", "480x360"], script: "2500 quit\n", in: dir,
      environment: ["SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": raw])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // What the device played: 32-bit floats, one channel at 44.1 kHz (the clip's), a 440 Hz tone.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: raw))
    let samples = bytes.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    let first = try #require(samples.firstIndex { abs($0) > 0.05 }, "\(samples.count) samples, all quiet")
    let last = try #require(samples.lastIndex { abs($0) > 0.05 })
    // SDL's disk driver takes samples at the wall clock's pace while the script runs on the virtual one: on a
    // busy machine a run may end after one buffer of 4,096 has gone out. Twenty periods of the tone at least.
    #expect(last - first > 2000, "45 ms of tone at least: \(last - first) samples")
    var crossings = 0
    for i in (first + 1)...last where (samples[i - 1] < 0) != (samples[i] < 0) { crossings += 1 }
    let hertz = Double(crossings) / 2 / (Double(last - first) / 44_100)
    #expect(abs(hertz - 440) < 20, "\(hertz) Hz")
  }

  /// A kiosk without speakers: where alsa-lib finds no card (`ALSA_CARD` names none, on SDL's ALSA driver, as on
  /// a machine without a sound card), two clips with sound play silent, said once in one line of sdlphoto's own,
  /// and none of alsa-lib's own lines ("ALSA lib confmisc.c:855:(parse_card) cannot find card ...") reach stderr.
  @Test func withoutASoundCardClipsPlaySilentAndOnlySdlphotoSaysSo() throws {
    let dir = try Harness.scratch("clip-no-card")
    let album = try Self.clipWithSound(in: dir)
    try FileManager.default.copyItem(atPath: album + "/clip.mp4", toPath: album + "/other.mp4")
    let run = try Harness.run(
      [album, "--size", "480x360"], script: "1500 key Right\n3000 quit\n", in: dir,
      environment: ["SDL_AUDIODRIVER": "alsa", "ALSA_CARD": "sdlphoto-no-such-card"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // Both clips played (their clocks ran) without sound.
    for name in ["clip.mp4", "other.mp4"] {
      let times = run.trace.filter { $0.file.hasSuffix(name) }.compactMap(\.clipTime)
      #expect((times.max() ?? 0) > 0.5, "\(name) played: \(times.suffix(3))")
    }
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix("sdlphoto: ") }, "only sdlphoto's own lines: \(run.stderr)")
    #expect(lines.count == 1, "said once for both clips: \(run.stderr)")
  }
}
