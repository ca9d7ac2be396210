import Foundation
import Testing

/// The skeleton end to end: the built binary, a real SDL event loop, scripted input, trace and screenshots.
@Suite(.serialized) struct SkeletonTests {
  @Test func rightKeyPagesAndTheFirstPhotoIsFittedAndCentredUnderXvfb() throws {
    let dir = try Harness.scratch("skeleton")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 1000, height: 400)
    let run = try Harness.run(
      [album, "--size", "800x600"],
      script: """
        100 screenshot first.png
        200 key Right
        800 screenshot second.png
        900 quit
        """, display: .xvfb, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let first = try #require(run.trace.first)
    let last = try #require(run.trace.last)
    #expect(first.page == 0 && first.count == 3 && first.mode == "pager")
    #expect(last.page == 1)
    #expect(abs(last.position - 1) < 0.001)
    #expect(last.file.hasSuffix("photo2.png"))
    // Frames are 1/60 s apart on the virtual clock, whatever the machine's speed.
    #expect(run.trace.count >= 54 && run.trace.count <= 56)
    #expect(abs(run.trace[1].t - run.trace[0].t - 1000.0 / 60) < 0.01)

    // 1000x400 fitted into 800x600: 800x320, centred, black bars of 140 px above and below.
    let shot = try Pixels.Image(path: dir + "/first.png")
    #expect(shot.width == 800 && shot.height == 600)
    #expect(shot[400, 20] == .black)
    #expect(shot[400, 130] == .black)
    #expect(shot[400, 580] == .black)
    #expect(shot[400, 300].isClose(to: FixtureAlbum.colors[0]), "centre is \(shot[400, 300])")
    #expect(shot[5, 150].isClose(to: FixtureAlbum.colors[0]))
    #expect(shot[400, 450].isClose(to: FixtureAlbum.colors[0]))
    let second = try Pixels.Image(path: dir + "/second.png")
    #expect(second[400, 300].isClose(to: FixtureAlbum.colors[1]), "centre is \(second[400, 300])")
  }

  @Test func aPortraitPhotoIsPillarboxed() throws {
    let dir = try Harness.scratch("portrait")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 300, height: 900)
    let run = try Harness.run([album, "--size", "800x600"], script: "0 screenshot p.png\n10 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let shot = try Pixels.Image(path: dir + "/p.png")
    // 300x900 fitted into 800x600 -> 200x600, centred: x from 300 to 500.
    #expect(shot[290, 300] == .black)
    #expect(shot[510, 300] == .black)
    #expect(shot[310, 300].isClose(to: FixtureAlbum.colors[0]))
    #expect(shot[490, 10].isClose(to: FixtureAlbum.colors[0]))
  }

  @Test func keysPageThroughTheAlbumAndStopAtTheEnds() throws {
    let dir = try Harness.scratch("keys")
    let album = try FixtureAlbum.make(in: dir, count: 4, width: 64, height: 48)
    let run = try Harness.run(
      [album, "--size", "640x480"],
      script: """
        0 key End
        600 key PageDown
        1200 key Home
        1800 key Left
        2400 key space
        3000 key BackSpace
        3600 key Right
        4200 quit
        """, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func page(at ms: Double) -> Int? { run.trace.last(where: { $0.t <= ms })?.page }
    #expect(page(at: 590) == 3)
    #expect(page(at: 1190) == 3)
    #expect(page(at: 1790) == 0)
    #expect(page(at: 2390) == 0)
    #expect(page(at: 2990) == 1)
    #expect(page(at: 3590) == 0)
    #expect(page(at: 4200) == 1)
  }

  @Test func aResizedWindowRefitsThePhoto() throws {
    let dir = try Harness.scratch("resize")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 1000, height: 400)
    let run = try Harness.run(
      [album, "--size", "800x600"],
      script: "0 key Right\n300 resize 400 600\n400 screenshot narrow.png\n500 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let shot = try Pixels.Image(path: dir + "/narrow.png")
    // 1000x400 fitted into 400x600: 400x160, centred: black above y = 220, the photo from 220 to 380.
    #expect(shot.width == 400 && shot.height == 600)
    #expect(shot[200, 200] == .black)
    #expect(shot[200, 300].isClose(to: FixtureAlbum.colors[1]))
    #expect(shot[200, 400] == .black)
    #expect(run.trace.last?.page == 1)
    #expect(abs((run.trace.last?.position ?? 0) - 1) < 1e-6)
  }

  @Test func scriptedRunsWorkWithTheOffscreenDriverToo() throws {
    let dir = try Harness.scratch("offscreen")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 64, height: 48)
    let run = try Harness.run(
      [album, "--size", "320x240"], script: "0 key Right\n400 screenshot o.png\n500 quit\n", in: dir,
      environment: ["SDL_VIDEODRIVER": "offscreen", "SDL_RENDER_DRIVER": "software"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.page == 1)
    let shot = try Pixels.Image(path: dir + "/o.png")
    #expect(shot[160, 120].isClose(to: FixtureAlbum.colors[1]))
  }

  @Test func quitKeyEndsTheRunWithStatusZero() throws {
    let dir = try Harness.scratch("quit")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 64, height: 48)
    let run = try Harness.run([album], script: "50 key Q\n5000 key Right\n", in: dir)
    #expect(run.status == 0)
    #expect((run.trace.last?.t ?? 9999) <= 100)
  }

  @Test func recordWritesEveryFrame() throws {
    let dir = try Harness.scratch("record")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 64, height: 48)
    let run = try Harness.run(
      [album, "--size", "320x240", "--record", dir + "/frames", "--fps", "30"], script: "100 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
    #expect(frames.count == run.trace.count)
    #expect(frames.first == "frame-000000.png")
    let image = try Pixels.Image(path: dir + "/frames/" + frames[0])
    #expect(image.width == 320 && image.height == 240)
  }

  @Test func aBrokenPhotoShowsAnErrorTileAndTheRestStillWorks() throws {
    let dir = try Harness.scratch("broken")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 64, height: 48)
    FileManager.default.createFile(atPath: album + "/photo1b.jpg", contents: Data("not a jpeg".utf8))
    FileManager.default.createFile(atPath: album + "/photo1c.png", contents: Data())
    let run = try Harness.run(
      [album, "--size", "640x480"],
      script: "0 key Right\n600 screenshot broken.png\n700 key Right\n1300 key Right\n1900 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.reported(.photoUnsupported, about: "photo1b.jpg"), "\(run.diagnostics)")
    #expect(run.reported(.photoEmpty, about: "photo1c.png"), "\(run.diagnostics)")
    #expect(run.trace.last?.page == 3)
    #expect(run.trace.last?.file.hasSuffix("photo2.png") == true)
    let shot = try Pixels.Image(path: dir + "/broken.png")
    // The tile's icon is drawn in red above the centre.
    let icon = (200..<240).contains { y in shot[320, y].r > 150 && shot[320, y].g < 120 }
    #expect(icon)
  }
}

/// The command line's error paths: one clear line on stderr and the documented exit codes.
@Suite struct CommandLineTests {
  @Test func missingFolderExitsWithOne() throws {
    let run = try Harness.run(["/no/such/album"])
    #expect(run.status == 1)
    #expect(run.diagnostics.map(\.code) == [.pathNotFound] && run.reported(.pathNotFound, about: "/no/such/album"))
    #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
  }

  @Test func emptyFolderExitsWithOne() throws {
    let dir = try Harness.scratch("empty")
    let run = try Harness.run([dir])
    #expect(run.status == 1)
    #expect(run.diagnostics.map(\.code) == [.albumEmpty] && run.reported(.albumEmpty, about: dir))
    #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
  }

  @Test func unknownOptionIsAUsageError() throws {
    let run = try Harness.run(["--no-such-option"])
    #expect(run.status == 64)
    #expect(run.reported(.optionInvalid, about: "--no-such-option"), "\(run.diagnostics)")
  }

  @Test func badSizeIsAUsageError() throws {
    let run = try Harness.run(["--size", "0x0"])
    #expect(run.status == 64)
    #expect(run.reported(.optionInvalid, about: "--size"), "\(run.diagnostics)")
  }

  @Test func malformedScriptNamesTheLineAndDoesNotStart() throws {
    let dir = try Harness.scratch("badscript")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 8, height: 8)
    let scriptPath = dir + "/bad.script"
    try "0 key Right\n10 teleport 1 2\n".write(toFile: scriptPath, atomically: true, encoding: .utf8)
    let run = try Harness.run([album, "--script", scriptPath, "--trace", dir + "/t.jsonl"], in: dir)
    #expect(run.status == 1)
    #expect(run.diagnostics.map(\.code) == [.scriptInvalid] && run.reported(.scriptInvalid, about: scriptPath))
    #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("line 2"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/t.jsonl"))
  }

  @Test func unknownKeyNameInScriptIsRejected() throws {
    let dir = try Harness.scratch("badkey")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 8, height: 8)
    let scriptPath = dir + "/bad.script"
    try "0 key Rihgt\n".write(toFile: scriptPath, atomically: true, encoding: .utf8)
    let run = try Harness.run([album, "--script", scriptPath], in: dir)
    #expect(run.status == 1)
    #expect(run.reported(.scriptInvalid, about: scriptPath) && run.stderr.contains("Rihgt"), "\(run.stderr)")
  }

  @Test func aListOnStandardInputOpensInTheGivenOrder() throws {
    let dir = try Harness.scratch("stdin")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 8, height: 8)
    let run = try Harness.run(
      ["-"], script: "0 key Right\n500 quit\n", in: dir,
      stdin: "# two photos, last first\n\(album)/photo3.png\n\n\(album)/photo1.png\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.file == album + "/photo3.png")
    #expect(run.trace.last?.file == album + "/photo1.png")
    #expect(run.trace.first?.count == 2)
  }

  @Test func sortReverseAndBadSortWord() throws {
    let dir = try Harness.scratch("sort")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 8, height: 8)
    let run = try Harness.run([album, "--reverse"], script: "10 quit\n", in: dir)
    #expect(run.trace.first?.file == album + "/photo3.png")
    let bad = try Harness.run([album, "--sort", "colour"])
    #expect(bad.status == 64)
    #expect(bad.reported(.optionInvalid, about: "--sort"), "\(bad.diagnostics)")
  }

  @Test func aScreenshotThatCannotBeWrittenFailsTheRun() throws {
    let dir = try Harness.scratch("badshot")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 8, height: 8)
    let run = try Harness.run([album], script: "0 screenshot no-such-dir/x.png\n100 quit\n", in: dir)
    #expect(run.status == 1)
    #expect(run.reported(.outputUnwritable, about: "no-such-dir/x.png"), "\(run.diagnostics)")
  }

  @Test func helpAndVersion() throws {
    let help = try Harness.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: sdlphoto"))
    #expect(help.stdout.contains("--fullscreen"))
    // The options under their groups' titles, each option in its own.
    let lines = help.stdout.split(separator: "\n").map(String.init)
    let titles = [
      "ALBUM:", "LIBRARY:", "SLIDESHOW AND KIOSK:", "DISPLAY:", "REMOTE CONTROL:", "CONFIGURATION AND SCRIPTING:",
    ]
    let at = titles.map { lines.firstIndex(of: $0) }
    #expect(at.allSatisfy { $0 != nil } && at == at.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(help.stdout)")
    func group(of option: String) -> String? {
      guard let line = lines.firstIndex(where: { $0.hasPrefix("  " + option) }) else { return nil }
      return lines[..<line].last { titles.contains($0) }
    }
    #expect(group(of: "--sort") == "ALBUM:" && group(of: "--on-this-day") == "LIBRARY:")
    #expect(group(of: "--kiosk/") == "SLIDESHOW AND KIOSK:" && group(of: "--rotate-display") == "DISPLAY:")
    #expect(group(of: "--mqtt ") == "REMOTE CONTROL:" && group(of: "--script") == "CONFIGURATION AND SCRIPTING:")
    let version = try Harness.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
  }
}
