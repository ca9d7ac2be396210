import Foundation
import PhotoCore
import Testing

/// Issue 6's bad input end to end: the built binary pages through a folder of every broken, lying and
/// strangely named file an album can hold (made by `HostileAlbum`), plus storms of touch events and files
/// that change under the viewer. Each bad file gets one clear stderr line and an error tile; nothing crashes,
/// hangs (`Harness` kills a run after 60 s) or stops the rest of the album from working.
@Suite(.serialized) struct HostileAlbumTests {
  static let window = ["--size", "640x480"]

  /// Pages from the first photo to the last, one page at a time, settling on each: keys (Right, PageDown,
  /// space), a flick, a pinch and its undo, rotations both ways and the overlay on the way.
  static func pageThrough(count: Int) -> String {
    var lines: [String] = []
    var t = 300
    for page in 0..<count - 1 {
      switch page % 5 {
      case 1:
        lines += ["\(t) key R", "\(t + 150) key Shift+R", "\(t + 300) key Shift+R", "\(t + 450) key R"]
        t += 1000
      case 2:
        lines += ["\(t) pinch 320 240 100 260 200", "\(t + 700) key 0"]
        t += 1400
      case 4:
        lines += ["\(t) key I", "\(t + 300) key I"]
        t += 600
      default:
        break
      }
      let turn = ["key Right", "key PageDown", "swipe 560 240 120 240 90", "key space"][page % 4]
      lines.append("\(t) \(turn)")
      t += 800
    }
    lines.append("\(t + 500) quit")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Runs sdlphoto on a fresh hostile album (`extra` arguments, then the window) with `script(count)`; the
  /// album's undecodable entry is made decodable again after.
  static func runOnHostileAlbum(
    _ name: String, extra: [String] = [], script: (Int) -> String
  ) throws -> (HostileAlbum, Harness.Outcome) {
    let dir = try Harness.scratch(name)
    let album = try HostileAlbum.make(in: dir)
    defer { album.removeUndecodableEntry() }
    let run = try Harness.run(
      [album.path] + extra + ["--fps", "30", "--max-pixels", "\(HostileAlbum.maxPixels)"] + Self.window,
      script: script(album.pages.count), in: dir)
    return (album, run)
  }

  @Test func pagingThroughEveryKindOfBadFileShowsTheGoodOnesAndNamesTheBadOnes() throws {
    let (album, run) = try Self.runOnHostileAlbum("hostile") { Self.pageThrough(count: $0) }
    let count = album.pages.count
    #expect(!run.timedOut)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.count == count)
    #expect(Set(run.trace.map(\.page)) == Set(0..<count), "every page is visited")
    for (index, page) in album.pages.enumerated() {
      // The frames that rest on this page: its photo (or its error tile) must be there, not a spinner.
      let resting = run.trace.filter { $0.page == index && abs($0.position - Double(index)) < 1e-3 }
      #expect(!resting.isEmpty, "page \(index) (\(PathText.escaped(page.name))) is never at rest")
      #expect(resting.last?.file == album.path + "/" + page.name)
      #expect(resting.last?.loading == false, "\(PathText.escaped(page.name)) is still loading")
    }

    _ = Self.expectOneLinePerBadFile(run, album)
    // A few reasons, by their codes.
    let shown = album.path + "/"
    #expect(run.reported(.photoEmpty, about: shown + "01-empty.jpg"), "\(run.diagnostics)")
    #expect(run.reported(.photoUnsupported, about: shown + "19-text.jpg"), "\(run.diagnostics)")
    #expect(run.reported(.photoTooLarge, about: shown + "22-png-claims-100000x100000.png"), "\(run.diagnostics)")
    #expect(run.reported(.photoTooLarge, about: shown + "25-over-max-pixels.png"), "\(run.diagnostics)")

    // The FIFO, the dangling link and the folder named .jpg are not photos: never listed, never opened.
    for name in album.unlisted {
      #expect(!run.trace.contains { $0.file.hasSuffix(name) })
      #expect(run.diagnostics(about: name).isEmpty, "\(run.diagnostics(about: name))")
    }
    // A name that is not valid UTF-8 opens and shows (checked with the pages above); nothing warns of it.
    #expect(!run.reported(.albumSkipped), "\(run.diagnostics)")
  }

  @Test func theGridOfEveryKindOfBadFileShowsTheGoodCellsAndNamesTheBadOnesOnce() throws {
    // Down to the end and back, open the first photo (the cell after the folder tile), close it, open the last
    // (a broken one's error tile in the pager), close it.
    let (album, run) = try Self.runOnHostileAlbum("hostile-grid", extra: ["--grid"]) { _ in
      "300 key End\n1500 key Home\n2000 key Right\n2500 key Return\n3500 key Escape\n4500 key End\n5000 key Return\n"
        + "6000 key Escape\n7000 quit\n"
    }
    let count = album.pages.count
    #expect(!run.timedOut)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.count == count && run.trace.first?.mode == "grid")
    #expect(run.trace.last?.mode == "grid")
    let modes = run.trace.map(\.mode).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
    #expect(
      modes == ["grid", "opening", "pager", "closing", "grid", "opening", "pager", "closing", "grid"], "\(modes)")
    // Every cell was on screen, and settled with its thumbnail or its broken mark (nothing left loading).
    // The folder named like a photo is a folder tile, before the photos.
    let folders = run.trace.first?.folders ?? 0
    #expect(folders == 1)
    let seen = run.trace.compactMap(\.visible).reduce(into: Set<Int>()) { $0.formUnion($1[0]..<$1[1]) }
    #expect(seen == Set(0..<(folders + count)))
    #expect(run.trace.last { $0.mode == "grid" }?.loading == false)
    // One stderr line per bad file, as in the pager, none for a good one.
    _ = Self.expectOneLinePerBadFile(run, album)
  }

  /// One stderr line per bad file of `album` saying why, none for a good one; every line is sdlphoto's.
  /// (libpng's own "libpng error: ..." lines are left out here: `decodingLibrariesAddNothingToStderr` is their
  /// regression test.) Returns the lines.
  static func expectOneLinePerBadFile(
    _ run: Harness.Outcome, _ album: HostileAlbum, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    let lines = run.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("libpng ") }
    for line in lines {
      #expect(line.hasPrefix("sdlphoto: "), "a stray stderr line: \(line)", sourceLocation: sourceLocation)
    }
    for page in album.pages {
      let prefix = "sdlphoto: \(PathText.escaped(album.path + "/" + page.name)): "
      let mentions = lines.filter { $0.hasPrefix(prefix) }
      switch page.expected {
      case .shows:
        #expect(
          mentions.isEmpty, "\(PathText.escaped(page.name)) shows, yet: \(mentions)", sourceLocation: sourceLocation)
      case .fails(let reasons):
        #expect(
          mentions.count == 1, "\(page.name): \(mentions.count) lines in:\n\(run.stderr)",
          sourceLocation: sourceLocation)
        let reason = mentions.first.map { String($0.dropFirst(prefix.count)) } ?? ""
        #expect(reasons.contains { reason.hasPrefix($0) }, "\(page.name): \(reason)", sourceLocation: sourceLocation)
      }
    }
    return lines
  }

  @Test func fiveThousandTouchEventsInOneSecondWithReusedIDsLeaveASaneViewer() throws {
    let dir = try Harness.scratch("touchstorm")
    let album = try FixtureAlbum.make(in: dir, count: 5, width: 640, height: 480)
    // 5,000 events between 100 and 1100 ms: fingers 0 and 1 go down, move and up again and again (SDL reuses
    // ids), sometimes both at once (a pinch), always sideways (a pull down would close the viewer).
    var lines: [String] = []
    var random = HostileFiles.randomBytes(20_000, seed: 42).makeIterator()
    func x() -> Int { 40 + Int(random.next()!) * 2 }
    var events = 0
    var down: Set<Int> = []
    while events < 5000 {
      let t = 100 + Double(events) / 5
      let id = Int(random.next()! % 2)
      if !down.contains(id) {
        lines.append("\(t) touch-down \(id) \(x()) 240")
        down.insert(id)
      } else if random.next()! < 24 {
        lines.append("\(t) touch-up \(id) \(x()) 240")
        down.remove(id)
      } else {
        lines.append("\(t) touch-move \(id) \(x()) 240")
      }
      events += 1
    }
    for id in down.sorted() { lines.append("1100 touch-up \(id) 320 240") }
    lines += ["3000 key 0", "4000 key PageDown", "5500 quit"]
    let run = try Harness.run([album] + Self.window, script: lines.joined(separator: "\n") + "\n", in: dir)
    #expect(!run.timedOut)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stderr.isEmpty)
    for frame in run.trace {
      #expect((0..<5).contains(frame.page))
      #expect(frame.position.isFinite && frame.position > -1 && frame.position < 5)
      #expect(frame.zoom.isFinite && frame.zoom > 0 && frame.zoom < 100)
      #expect(frame.pan.allSatisfy(\.isFinite) && frame.dismiss.isFinite)
    }
    // After the storm the viewer still obeys: fitted, at rest, one page on from where the storm left it.
    let before = try #require(run.trace.last { $0.t < 3990 })
    let last = try #require(run.trace.last)
    #expect(abs(last.zoom - 1) < 1e-6)
    #expect(abs(last.position - Double(last.page)) < 1e-3)
    #expect(last.page == min(4, before.page + 1))
    #expect(last.mode == "pager")
  }

  @Test func filesDeletedTruncatedOrReplacedAfterListingAreReportedAndTheRestWorks() throws {
    let dir = try Harness.scratch("vanish")
    let album = try FixtureAlbum.make(in: dir, count: 9, width: 64, height: 48)
    // A white photo of another size, to be renamed over photo5.png while the viewer runs.
    try Pixels.write(dir + "/white.png", width: 80, height: 40) { _, _ in Pixels.RGB(r: 255, g: 255, b: 255) }
    // A minute at rest on the first photo (the test changes the files then), then one page every 700 ms to
    // the end, and back to the first. Page 4 (photo5.png, replaced) is reached by the fourth key.
    var lines: [String] = []
    for key in 0..<8 { lines.append("\(60_000 + key * 700) key Right") }
    lines += ["62750 screenshot replaced.png", "65550 screenshot end.png", "65600 key Home", "66300 quit"]
    let tracePath = dir + "/trace.jsonl"
    let changedAt = LockedValue<Double?>(nil)
    // 10 frames a second: the minute at rest is 600 frames, so the test stops the viewer long before the
    // first key however fast the machine runs the virtual clock.
    let run = try Harness.run(
      [album, "--size", "320x240", "--fps", "10"], script: lines.joined(separator: "\n") + "\n", in: dir
    ) { process in
      // The trace is written a frame at a time: its first line means the viewer runs and is still resting on
      // the first photo, a long way from the first key.
      func traceSize() -> Int {
        var info = stat()
        return stat(tracePath, &info) == 0 ? Int(info.st_size) : 0
      }
      while process.isRunning && traceSize() == 0 { usleep(200) }
      guard process.isRunning else { return }
      kill(process.processIdentifier, SIGSTOP)
      defer { kill(process.processIdentifier, SIGCONT) }
      let written = (try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? ""
      // The process may have been stopped in the middle of a write: take the last complete line.
      changedAt.value =
        written.split(separator: "\n").reversed().lazy.compactMap {
          try? JSONDecoder().decode(TraceLine.self, from: Data($0.utf8)).t
        }.first
      unlink(album + "/photo1.png")  // shown right now
      unlink(album + "/photo6.png")  // five pages on: not decoded yet
      truncate(album + "/photo7.png", 40)
      rename(dir + "/white.png", album + "/photo5.png")
    }
    #expect(!run.timedOut)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let changed = try #require(changedAt.value, "the files were changed while the viewer ran")
    #expect(changed < 50_000, "the files were changed at \(changed) ms, before the first key")
    #expect(run.diagnostics(about: "\(album)/photo6.png").map(\.code) == [.photoGone], "\(run.diagnostics)")
    #expect(run.reported(.photoDamaged, about: "\(album)/photo7.png"), "\(run.diagnostics)")
    #expect(run.diagnostics(about: "photo5.png").isEmpty, "\(run.diagnostics)")
    #expect(Set(run.trace.map(\.page)) == Set(0..<9))
    let last = try #require(run.trace.last)
    #expect(last.page == 0 && !last.loading)
    let replaced = try Pixels.Image(path: dir + "/replaced.png")
    #expect(
      replaced[160, 120].isClose(to: Pixels.RGB(r: 255, g: 255, b: 255)), "photo5.png shows \(replaced[160, 120])")
    let end = try Pixels.Image(path: dir + "/end.png")
    #expect(end[160, 120].isClose(to: FixtureAlbum.colors[8 % FixtureAlbum.colors.count]))
  }

  @Test(arguments: [
    ["--size", "0x0"], ["--size", "99999x99999"], ["--size", "-640x480"], ["--size", "big"], ["--fps", "0"],
    ["--fps", "100000"], ["--max-pixels", "0"], ["--max-pixels", "-1"], ["--cache-mb", "-5"],
    ["--cache-mb", "99999999"], ["--transition", "warp"], ["--seed", "-1"],
  ])
  func absurdOptionValuesAreUsageErrors(option: [String]) throws {
    let dir = try Harness.scratch("options")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 8, height: 8)
    let run = try Harness.run([album] + option, in: dir)
    #expect(run.status == 64, "\(option): \(run.stderr)")
    #expect(run.reported(.optionInvalid, about: option[0]), "\(option): \(run.diagnostics)")
    #expect(run.trace.isEmpty)
  }

  @Test func malformedManifestsExitWithOneClearLine() throws {
    let dir = try Harness.scratch("manifests")
    let cases: [(String, [UInt8], Diagnostic.Code)] = [
      ("syntax.json", Array("{\"photos\": [\n  \"a.jpg\"\n  \"b.jpg\"\n]}".utf8), .albumUnreadable),
      ("number.json", Array("{\"photos\": 12}".utf8), .albumUnreadable),
      ("binary.json", [0x5B, 0x22, 0xFF, 0xFE, 0x22, 0x5D], .albumUnreadable),
      ("scheme.json", Array("[{\"url\": \"ftp://example.com/a.jpg\"}]".utf8), .albumUnreadable),
      ("missing.json", Array("[\"nowhere.jpg\"]".utf8), .albumEmpty),
    ]
    for (name, bytes, code) in cases {
      let path = dir + "/" + name
      FileManager.default.createFile(atPath: path, contents: Data(bytes))
      let run = try Harness.run([path], in: dir)
      #expect(run.status == 1, "\(name): \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(name): one line: \(run.stderr)")
      #expect(run.errors.map(\.code) == [code] && run.reported(code, about: path), "\(name): \(run.diagnostics)")
    }
  }

  // MARK: - Regression tests for problems this suite found (they fail until the code is fixed)

  /// A PNG or QOI header claiming 4294967295 x 4294967295 pixels: width times height overflows `Int`, and
  /// the decompression-bomb check must refuse it, not trap.
  @Test func headersClaimingFourBillionPixelsEachWayAreRefused() throws {
    let dir = try Harness.scratch("overflow")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 64, height: 48)
    FileManager.default.createFile(
      atPath: album + "/photo2.png", contents: Data(HostileFiles.pngHeader(width: .max, height: .max)))
    let qoi = Array("qoif".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 3, 0] + [0, 0, 0, 0, 0, 0, 0, 1]
    FileManager.default.createFile(atPath: album + "/photo3.qoi", contents: Data(qoi))
    // Without the runtime's backtracer a crash ends the run at once instead of after a long backtrace.
    let run = try Harness.run(
      [album] + Self.window, script: "0 key Right\n700 key Right\n1400 quit\n", in: dir,
      environment: ["SWIFT_BACKTRACE": "enable=no"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.reported(.photoTooLarge, about: "\(album)/photo2.png"), "\(run.diagnostics)")
    #expect(run.reported(.photoTooLarge, about: "\(album)/photo3.qoi"), "\(run.diagnostics)")
    #expect(run.trace.last?.page == 2)
  }

  /// A broken file whose name holds a newline is reported on one line, its name escaped as the lister's
  /// warnings escape it.
  @Test func aBrokenFileWithANewlineInItsNameIsReportedOnOneLine() throws {
    let dir = try Harness.scratch("newline")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 64, height: 48)
    FileManager.default.createFile(atPath: album + "/photo2\nbroken.jpg", contents: Data("not a photo".utf8))
    let run = try Harness.run([album] + Self.window, script: "0 key Right\n700 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // One line, the name escaped in it; the diagnostic names the file as it is.
    #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
    #expect(run.stderr.hasPrefix("sdlphoto: \(album)/photo2\\nbroken.jpg: "), "\(run.stderr)")
    #expect(run.reported(.photoUnsupported, about: "\(album)/photo2\nbroken.jpg"), "\(run.diagnostics)")
  }

  /// A damaged PNG gets sdlphoto's one line and nothing else: SDL2_image lets libpng print its own
  /// "libpng error: IDAT: CRC error" lines on stderr.
  @Test func decodingLibrariesAddNothingToStderr() throws {
    let dir = try Harness.scratch("libpng")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 64, height: 48)
    let png = try HostileFiles.photo("png", in: dir)
    FileManager.default.createFile(
      atPath: album + "/photo2.png", contents: Data(HostileFiles.cut(png, at: png.count / 2)))
    let run = try Harness.run([album] + Self.window, script: "0 key Right\n700 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let lines = run.stderr.split(separator: "\n")
    #expect(
      lines.count == 1 && lines.first?.hasPrefix("sdlphoto: \(album)/photo2.png: the image is damaged") == true,
      "\(lines)")
  }

  /// A script saved with Windows line ends ("\r\n") plays like the same script with "\n".
  @Test func aScriptWithWindowsLineEndsPlays() throws {
    let dir = try Harness.scratch("crlf")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 64, height: 48)
    let run = try Harness.run([album] + Self.window, script: "0 key Right\r\n700 key Right\r\n1400 quit\r\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.page == 2)
  }
}

/// A value shared between the test and the harness's `whileRunning` thread.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      stored = newValue
      lock.unlock()
    }
  }
}
