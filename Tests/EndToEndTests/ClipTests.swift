import Foundation
import Testing

/// Clips as album items, made with Debian's ffmpeg: listed beside the photos (by content, whatever their
/// name), a poster frame and the length in the grid's corner, played in the pager frame by frame on the
/// viewer's clock (each frame checked against ffmpeg's own decode of it), turned as a phone's display matrix
/// says; a damaged or empty clip is a tile and one line on stderr while the rest plays.
@Suite(.serialized) struct ClipTests {
  /// Runs ffmpeg in `dir` with `arguments` (quiet); its exit status.
  static func ffmpeg(_ arguments: [String], in dir: String) throws -> Int32 {
    try AnimationTests.make("/usr/bin/ffmpeg", ["-loglevel", "error", "-y"] + arguments, in: dir)
  }

  /// ffmpeg's test pattern, `seconds` long at `rate` frames a second and `size`, encoded by `codec` into `name`
  /// under `dir`.
  static func clip(
    _ name: String, in dir: String, size: String = "320x240", rate: Int = 10, seconds: Double = 2,
    codec: [String] = ["-c:v", "libx264", "-pix_fmt", "yuv420p"], extra: [String] = []
  ) throws {
    let source = ["-f", "lavfi", "-i", "testsrc=size=\(size):rate=\(rate):duration=\(seconds)"]
    #expect(try Self.ffmpeg(source + codec + extra + [name], in: dir) == 0, "ffmpeg made \(name)")
  }

  @Test func clipsAreListedBesideThePhotosWithTheirLengthAndPlayFrameByFrame() throws {
    let dir = try Harness.scratch("clips")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 320, height: 240)
    try Self.clip("album/clip.mp4", in: dir)
    // A WebM (VP9) named as nothing in particular: sniffed by its content.
    try Self.clip("album/zz-clip.video", in: dir, codec: ["-c:v", "libvpx-vp9", "-f", "webm"])
    // The grid first (the lengths in the cells' corners), then the first clip opened: ten frames a second.
    let script =
      "300 screenshot grid.png\n400 key Right\n500 key Return\n"
      + (0..<8).map { "\(1000 + $0 * 100 + 50) screenshot f\($0).png" }.joined(separator: "\n") + "\n4000 quit\n"
    let run = try Harness.run(
      [album, "--grid", "--size", "320x240"], script: script, in: dir, startsOnPager: false)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.count == 3, "a photo and two clips")
    let playing = run.trace.filter { $0.mode == "pager" && $0.t >= 1000 }
    #expect(playing.allSatisfy { $0.media == "clip" && $0.file.hasSuffix("clip.mp4") })
    let frames = playing.compactMap(\.frame)
    #expect(Set(frames).count >= 7, "frames drawn: \(frames)")
    // Played once (20 frames in 2 s from about 0.5 s), it rests on its last frame.
    #expect(run.trace.last?.frame == 19 && run.trace.last(where: { $0.t <= 3000 })?.frame == 19)
    // Each screenshot against ffmpeg's own decode of the frame the trace says was drawn.
    for shot in 0..<8 {
      let t = Double(1000 + shot * 100 + 50)
      guard let frame = run.trace.last(where: { $0.t <= t })?.frame else { continue }
      let reference = "ref\(shot).png"
      #expect(
        try Self.ffmpeg(
          ["-i", "album/clip.mp4", "-vf", "select=eq(n\\,\(frame))", "-frames:v", "1", reference], in: dir) == 0)
      let (ours, theirs) = (
        try Pixels.Image(path: dir + "/f\(shot).png"), try Pixels.Image(path: dir + "/" + reference)
      )
      var worst = 0
      for (x, y) in [(40, 40), (160, 60), (280, 120), (100, 200), (240, 200)] {
        let (a, b) = (ours[x, y], theirs[x, y])
        worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
      }
      #expect(worst <= 40, "shot \(shot) (frame \(frame)) differs from ffmpeg's by up to \(worst)")
    }
  }

  @Test func aPhoneClipFilmedPortraitStandsUpright() throws {
    let dir = try Harness.scratch("clip-rotated")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    // Stored landscape (320 x 240) with a display matrix turning it a quarter clockwise, as a phone writes it.
    try Self.clip("plain.mp4", in: dir)
    #expect(
      try Self.ffmpeg(
        ["-i", "plain.mp4", "-c", "copy", "-metadata:s:v:0", "rotate=90", "album/IMG_0001.MOV"], in: dir) == 0)
    let run = try Harness.run([dir + "/album", "--size", "400x400"], script: "500 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let rect = try #require(run.trace.last?.rect)
    #expect(rect[2] < rect[3], "portrait on screen: \(rect)")
  }

  @Test func aDamagedOrEmptyClipIsATileAndTheRestPlays() throws {
    let dir = try Harness.scratch("clip-bad")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 320, height: 240)
    try Self.clip("whole.mp4", in: dir)
    // Cut short before its index (an MP4 written with its `moov` at the end), and a file of no bytes.
    let whole = try Data(contentsOf: URL(fileURLWithPath: dir + "/whole.mp4"))
    try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: album + "/cut.mp4"))
    try Data().write(to: URL(fileURLWithPath: album + "/empty.mp4"))
    // Sound and no picture: an audio-only MP4.
    #expect(try Self.ffmpeg(["-f", "lavfi", "-i", "sine=duration=1", "-c:a", "aac", "album/audio.mp4"], in: dir) == 0)
    try Self.clip("album/good.mp4", in: dir)
    let run = try Harness.run(
      [album, "--size", "320x240"], script: "300 key Right\n600 key Right\n900 key Right\n1200 key Right\n1500 quit\n",
      in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let lines = run.stderr.split(separator: "\n").filter { $0.contains("cut.mp4") }
    #expect(lines.count == 1, "one line for the damaged clip: \(run.stderr)")
    let audio = run.stderr.split(separator: "\n").filter { $0.contains("audio.mp4") }
    #expect(audio.count == 1 && audio[0].contains("no video"), "one line for the audio: \(run.stderr)")
    #expect(run.trace.last(where: { $0.file.hasSuffix("good.mp4") })?.media == "clip", "the good clip plays")
  }

  /// A clip of ten hours plays as a short one does (streamed, its frames found by division), and the seek keys
  /// jump it by keyframes to the exact frame: ten seconds on after two presses of L.
  @Test func aTenHourClipPlaysAndSeeksToItsEnd() throws {
    let dir = try Harness.scratch("clip-long")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    let long = [
      "-f", "lavfi", "-i", "color=c=blue:s=64x64:r=1:d=36000", "-c:v", "libx264", "-preset", "ultrafast", "-g", "3600",
      "album/long.mp4",
    ]
    #expect(try Self.ffmpeg(long, in: dir) == 0)
    let run = try Harness.run(
      [dir + "/album", "--size", "320x240"], script: "500 key L\n800 key L\n1000 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let last = try #require(run.trace.last)
    #expect(last.media == "clip" && last.playing == true && abs((last.clipTime ?? 0) - 11) < 0.2, "\(last)")
    #expect(
      last.frame == Int((last.clipTime ?? 0).rounded(.down)), "frame \(last.frame ?? -1) at \(last.clipTime ?? -1) s")
  }

  /// A clip played to its end (its stream over) and paged back to plays again from its first frame, as a
  /// kiosk cycling through its clips shows each again.
  @Test func aClipPlayedToItsEndPlaysAgainWhenPagedBackTo() throws {
    let dir = try Harness.scratch("clip-again")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    // Streamed (40 frames at 1280x720 are past the animation budget), 2 s.
    try Self.clip("album/a.mp4", in: dir, size: "1280x720", rate: 20, seconds: 2)
    try Self.clip("album/b.mp4", in: dir, seconds: 1)
    let script = "3000 key Right\n3500 key Left\n4500 quit\n"
    let run = try Harness.run([dir + "/album", "--size", "1280x720"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last { $0.t <= 2900 }?.frame == 39, "played to its end")
    let again = run.trace.filter { $0.t >= 3600 && $0.page == 0 }
    let frames = again.compactMap(\.frame)
    #expect((frames.first ?? 99) < 5 && (frames.last ?? 0) >= 10, "plays again from its start: \(frames)")
    #expect(frames == frames.sorted(), "in order: \(frames)")
  }

  /// A clip of variable frame rate (a phone's in low light slows down: 5 frames a second for 4 s, then 20)
  /// shows each frame at its own time, from its container's sample table: at 2.1 s frame 10 (shown from 2.0 s),
  /// at 5.02 s frame 41 (from 5.001 s: the muxer moved it a millisecond off frame 40's), each as ffmpeg decodes
  /// it, where its average rate (9.6 a second) would show frame 48.
  @Test func aVariableRateClipShowsEachFrameAtItsTime() throws {
    let dir = try Harness.scratch("clip-vfr")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    let made = [
      "-f", "lavfi", "-i",
      "color=c=black:s=320x240:r=20:d=3,geq=lum='N*4':cb=128:cr=128,setpts='if(lt(N\\,20)\\,N*0.2\\,4+(N-20)*0.05)/TB'",
      "-fps_mode", "passthrough", "-c:v", "libx264", "-bf", "0", "-video_track_timescale", "1000", "-pix_fmt",
      "yuv420p", "album/vfr.mp4",
    ]
    #expect(try Self.ffmpeg(made, in: dir) == 0)
    let run = try Harness.run(
      [dir + "/album", "--size", "320x240"], script: "2100 screenshot slow.png\n5020 screenshot fast.png\n5100 quit\n",
      in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // The clip starts on the first frame (0 ms), so clip time is the run's.
    #expect(run.trace.last { $0.t <= 5020 }.map { abs(($0.clipTime ?? 0) - 5.02) < 0.02 } == true)
    for (shot, t, frame) in [("slow", 2100.0, 10), ("fast", 5020.0, 41)] {
      #expect(run.trace.last { $0.t <= t }?.frame == frame)
      #expect(
        try Self.ffmpeg(
          ["-i", "album/vfr.mp4", "-vf", "select=eq(n\\,\(frame))", "-frames:v", "1", "\(shot)-ref.png"], in: dir)
          == 0)
      let (ours, theirs) = (
        try Pixels.Image(path: dir + "/\(shot).png")[160, 120],
        try Pixels.Image(path: dir + "/\(shot)-ref.png")[160, 120]
      )
      #expect(ours.isClose(to: theirs, tolerance: 3), "\(shot): \(ours) against ffmpeg's frame \(frame) \(theirs)")
    }
  }

  @Test func noClipsLeavesThemOut() throws {
    let dir = try Harness.scratch("no-clips")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 320, height: 240)
    try Self.clip("album/clip.mp4", in: dir)
    try Self.clip("album/clip-without-a-name", in: dir, codec: ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-f", "mp4"])
    let run = try Harness.run([album, "--no-clips", "--size", "320x240"], script: "200 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.count == 2, "the two photos only")
    let with = try Harness.run([album, "--size", "320x240"], script: "200 quit\n", in: dir)
    #expect(with.trace.last?.count == 4)
  }

  /// A phone's live photo (a still and a clip of one name) is one item: the still shows, badged LIVE, both files
  /// named in its info; with --no-clips the still alone.
  @Test func aLivePhotoIsOneItem() throws {
    let dir = try Harness.scratch("live")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 320, height: 240)
    // A phone's pair: a JPEG still and a QuickTime clip of one name.
    let jpeg = ["-f", "lavfi", "-i", "color=c=0x2040a0:s=320x240", "-frames:v", "1", "album/IMG_0001.JPG"]
    #expect(try Self.ffmpeg(jpeg, in: dir) == 0)
    try Self.clip("album/IMG_0001.MOV", in: dir)
    // A finger held still on it for half a second plays the motion until it lifts; a second hold plays it from
    // its start again.
    let script = """
      300 screenshot still.png
      400 touch-down 1 160 120
      1300 screenshot motion.png
      1600 touch-up 1 160 120
      1900 screenshot back.png
      2000 touch-down 1 160 120
      2650 screenshot again.png
      2700 touch-up 1 160 120
      3000 quit

      """
    let run = try Harness.run([album, "--no-grid", "--size", "320x240"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.trace.last?.count == 2 && run.trace.last?.media == "live"
        && run.trace.last?.file.hasSuffix("IMG_0001.JPG") == true)
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(
      at(850)?.playing == nil && at(950)?.playing == true && at(1700)?.playing == nil && at(2600)?.playing == true)
    #expect(at(2000)?.page == 0 && at(2000)?.zoom == 1, "a hold neither pages nor zooms")
    let (still, motion, back) = (
      try Pixels.Image(path: dir + "/still.png"), try Pixels.Image(path: dir + "/motion.png"),
      try Pixels.Image(path: dir + "/back.png")
    )
    #expect(!still[160, 120].isClose(to: motion[160, 120]) && still[160, 120].isClose(to: back[160, 120]))
    // The clip's frames, from its first each time (ten a second): 0.4 s and 0.15 s into the holds.
    #expect(
      at(1300)?.frame == 4 && at(2650)?.frame == 1,
      "\(String(describing: at(1300)?.frame)) \(String(describing: at(2650)?.frame))")
  }

  /// The live-photo fixtures (`Tests/PhotoCoreTests/Fixtures/Live/`, ending in a slash).
  static let liveFixtures =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
    + "/PhotoCoreTests/Fixtures/Live/"

  /// Halves renamed apart (by date, as renaming tools do) pair by the content identifier an iPhone writes into
  /// both (Tests/PhotoCoreTests/Fixtures/Live, read back by exiftool); a still with another identifier stays.
  @Test func renamedHalvesOfALivePhotoPairByTheirContentIdentifier() throws {
    let dir = try Harness.scratch("live-renamed")
    let fixtures = Self.liveFixtures
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    for name in ["2024-07-14 12.34.56.heic", "2024-07-14 12.34.57.mov", "other.heic"] {
      try FileManager.default.copyItem(atPath: fixtures + name, toPath: dir + "/album/" + name)
    }
    let script = "300 touch-down 1 32 24\n1200 touch-up 1 32 24\n1500 key Right\n1900 quit\n"
    let run = try Harness.run([dir + "/album", "--no-grid", "--size", "64x48"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(1100)?.count == 2 && at(1100)?.media == "live" && at(1100)?.playing == true)
    #expect(at(1800)?.file.hasSuffix("other.heic") == true && at(1800)?.media == nil, "a photo")
  }

  /// One phone's IMG_0001.HEIC beside another phone's IMG_0001.MOV (their content identifiers differ) stay a
  /// photo and a clip; IMG_0002's halves, whose identifiers agree, are one live photo.
  @Test func halvesOfOneNameFromTwoPhonesStayApart() throws {
    let dir = try Harness.scratch("live-two-phones")
    let fixtures = Self.liveFixtures
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    let copies = [
      "other.heic": "IMG_0001.HEIC", "2024-07-14 12.34.57.mov": "IMG_0001.MOV",
      "2024-07-14 12.34.56.heic": "IMG_0002.HEIC",
    ]
    for (from, to) in copies {
      try FileManager.default.copyItem(atPath: fixtures + from, toPath: dir + "/album/" + to)
    }
    try FileManager.default.copyItem(
      atPath: fixtures + "2024-07-14 12.34.57.mov", toPath: dir + "/album/IMG_0002.MOV")
    let script = "300 key Right\n600 key Right\n900 quit\n"
    let run = try Harness.run([dir + "/album", "--no-grid", "--size", "64x48"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(200)?.count == 3, "a photo, a clip and a live photo")
    #expect(at(200)?.file.hasSuffix("IMG_0001.HEIC") == true && at(200)?.media == nil)
    #expect(at(500)?.file.hasSuffix("IMG_0001.MOV") == true && at(500)?.media == "clip")
    #expect(at(800)?.file.hasSuffix("IMG_0002.HEIC") == true && at(800)?.media == "live")
  }

  /// In a slideshow a live photo's motion plays once as its slide comes in (two seconds here), then the still
  /// stays; `--live-photos still` shows the still alone.
  @Test func aSlideshowPlaysALivePhotosMotionOnce() throws {
    let dir = try Harness.scratch("live-show")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    let jpeg = ["-f", "lavfi", "-i", "color=c=0x2040a0:s=320x240", "-frames:v", "1", "album/IMG_0001.JPG"]
    #expect(try Self.ffmpeg(jpeg, in: dir) == 0)
    try Self.clip("album/IMG_0001.MOV", in: dir)
    for motion in [true, false] {
      let args = [
        dir + "/album", "--slideshow", "10", "--size", "320x240", "--live-photos", motion ? "motion" : "still",
      ]
      let run = try Harness.run(args, script: "3000 quit\n", in: dir)
      #expect(run.status == 0, "stderr: \(run.stderr)")
      let playing = run.trace.filter { $0.playing == true }.map(\.t)
      if motion {
        #expect(
          (playing.first ?? 9999) < 1000 && (playing.last ?? 0) - (playing.first ?? 0) > 1800,
          "played from \(playing.first ?? -1)")
        #expect(run.trace.last?.playing == nil, "back to the still after its two seconds")
      } else {
        #expect(playing.isEmpty, "--live-photos still")
      }
    }
  }

  /// A JPEG with `xmp` in an APP1 segment after its SOI and `clip`'s bytes appended, as an Android camera writes
  /// a motion photo.
  static func motionPhoto(jpeg: [UInt8], xmp: String, clip: [UInt8]) -> [UInt8] {
    let body = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array(xmp.utf8)
    let length = body.count + 2
    return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body + jpeg.dropFirst(2) + clip
  }

  /// A HEIC with `clip` in a top-level `mpvd` box after it, as Samsung's cameras write a motion photo (a
  /// fixture HEIC of the colour tests).
  static func samsungHEIC(clip: [UInt8]) throws -> [UInt8] {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("PhotoShellTests/Fixtures/Colour/display-p3-nclx.heic")
    let heic = [UInt8](try Data(contentsOf: fixture))
    let size = clip.count + 8
    let header = [24, 16, 8, 0].map { UInt8(size >> $0 & 0xFF) } + Array("mpvd".utf8)
    return heic + header + clip
  }

  /// Android motion photos (Google's container XMP, and the older MicroVideoOffset) are live photos: the LIVE
  /// badge once decoded, a hold plays the appended clip; one whose XMP points past the file is a still and one
  /// line on stderr.
  @Test func anAndroidMotionPhotoIsALivePhoto() throws {
    let dir = try Harness.scratch("motion-photo")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    let made = ["-f", "lavfi", "-i", "color=c=0x2040a0:s=320x240", "-frames:v", "1", "still.jpg"]
    #expect(try Self.ffmpeg(made, in: dir) == 0)
    try Self.clip("motion.mp4", in: dir)
    let jpeg = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/still.jpg")))
    let clip = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/motion.mp4")))
    let container =
      "<rdf:Description GCamera:MotionPhoto=\"1\"><Container:Directory><rdf:Seq>"
      + "<rdf:li><Container:Item Item:Mime=\"image/jpeg\" Item:Semantic=\"Primary\" Item:Length=\"0\"/></rdf:li>"
      + "<rdf:li><Container:Item Item:Mime=\"video/mp4\" Item:Semantic=\"MotionPhoto\" Item:Length=\"\(clip.count)\"/>"
      + "</rdf:li></rdf:Seq></Container:Directory></rdf:Description>"
    let files = [
      ("PXL_1.MP.jpg", Self.motionPhoto(jpeg: jpeg, xmp: container, clip: clip)),
      ("MVIMG_2.jpg", Self.motionPhoto(jpeg: jpeg, xmp: "<x GCamera:MicroVideoOffset=\"\(clip.count)\"/>", clip: clip)),
      ("broken.jpg", Self.motionPhoto(jpeg: jpeg, xmp: "<x GCamera:MicroVideoOffset=\"99999999\"/>", clip: clip)),
      ("samsung.heic", try Self.samsungHEIC(clip: clip)),
    ]
    for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: dir + "/album/" + name)) }
    // Each photo: a hold from 0.4 s into its page for a second (its motion's frames), then the next.
    var script = ""
    for page in 0..<4 {
      let start = 400 + page * 2000
      script += "\(start) touch-down 1 160 120\n\(start + 1000) touch-up 1 160 120\n\(start + 1500) key Right\n"
    }
    let run = try Harness.run([dir + "/album", "--size", "320x240"], script: script + "8500 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    // The album's order: broken, MVIMG_2, PXL_1, samsung.
    for (page, start) in [(1, 2400.0), (2, 4400.0), (3, 6400.0)] {
      let held = try #require(at(start + 900))
      #expect(held.page == page && held.media == "live" && held.playing == true, "page \(page): \(held)")
      #expect((held.frame ?? 0) >= 3, "page \(page) plays its clip: frame \(held.frame ?? -1)")
    }
    let broken = try #require(at(400 + 900))
    #expect(broken.page == 0 && broken.media == nil && broken.playing == nil)
    #expect(run.diagnostics(about: "broken.jpg").map(\.code) == [.clipBroken], "said once: \(run.diagnostics)")
  }

  /// `--hwdec auto` decodes on VA-API where the machine has it and falls back to FFmpeg's own decoders where it
  /// has not (as on the test machines): the same frames as `--hwdec off`, nothing on stderr.
  @Test func hardwareDecodingFallsBackToSoftware() throws {
    let dir = try Harness.scratch("clip-hwdec")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    try Self.clip("album/clip.mp4", in: dir)
    var shots: [Pixels.Image] = []
    for mode in ["auto", "off"] {
      let run = try Harness.run(
        [dir + "/album", "--hwdec", mode, "--size", "320x240"], script: "1050 screenshot \(mode).png\n1100 quit\n",
        in: dir)
      #expect(run.status == 0 && run.stderr.isEmpty, "--hwdec \(mode): \(run.stderr)")
      #expect(run.trace.last?.frame ?? 0 >= 5, "--hwdec \(mode) plays")
      shots.append(try Pixels.Image(path: dir + "/\(mode).png"))
    }
    for (x, y) in [(40, 40), (160, 120), (280, 200)] {
      #expect(shots[0][x, y] == shots[1][x, y], "(\(x), \(y))")
    }
  }

  /// An HDR clip (10-bit HEVC in HLG, as a phone films by default, or PQ) is tone-mapped with the photos' curve:
  /// its reference white (HLG's 0.75, PQ's 203 nits) shows as the photos' does (229 of 255 with the assumed
  /// 1000-nit peak), where its code values shown as they are would be a dull grey (191, 148); without colour
  /// management they are.
  @Test func anHDRClipIsToneMappedAsHDRPhotosAre() throws {
    let dir = try Harness.scratch("clip-hdr")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    for (name, grey, transfer) in [("a-hlg.mp4", "0xBFBFBF", "arib-std-b67"), ("b-pq.mp4", "0x949494", "smpte2084")] {
      try Self.clip(
        "album/\(name)", in: dir, seconds: 1,
        codec: [
          "-vf", "drawbox=c=\(grey):t=fill", "-c:v", "libx265", "-x265-params", "log-level=error", "-pix_fmt",
          "yuv420p10le", "-color_trc", transfer, "-color_primaries", "bt2020", "-colorspace", "bt2020nc",
        ])
    }
    let script = "300 screenshot hlg.png\n400 key Right\n900 screenshot pq.png\n1000 quit\n"
    let run = try Harness.run([dir + "/album", "--size", "320x240"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first { $0.t >= 300 }?.colorSpace == "Rec. 2100 HLG")
    #expect(run.trace.last?.colorSpace == "Rec. 2100 PQ")
    for shot in ["hlg", "pq"] {
      let pixel = try Pixels.Image(path: dir + "/\(shot).png")[160, 120]
      #expect(pixel.isClose(to: Pixels.RGB(r: 229, g: 229, b: 229), tolerance: 6), "\(shot): \(pixel)")
    }
    let off = try Harness.run(
      [dir + "/album", "--size", "320x240", "--colour-management", "off"], script: "300 screenshot off.png\n400 quit\n",
      in: dir)
    let raw = try Pixels.Image(path: dir + "/off.png")[160, 120]
    #expect(off.status == 0 && raw.isClose(to: Pixels.RGB(r: 191, g: 191, b: 191), tolerance: 6), "\(raw)")
  }
}
