import Foundation
import Testing

/// `--library`: every photo under its folders in the order taken, through the index in the cache; the queries;
/// a damaged index and a second sdlphoto beside the first.
struct LibraryTests {
  /// Photos whose dates (written by exiftool) run against their names: taken on 14 July of four years and on
  /// 3 March, in two folders.
  static func library(in dir: String) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album + "/older", withIntermediateDirectories: true)
    let dates = [
      "a.jpg": "2023:07:14 10:00:00", "b.jpg": "2021:07:14 09:00:00", "c.jpg": "2024:03:03 08:00:00",
      "older/d.jpg": "2019:07:14 18:00:00", "older/e.jpg": "2020:01:01 00:00:00",
    ]
    for (name, date) in dates {
      let jpeg = ["-f", "lavfi", "-i", "color=c=0x808080:s=64x48", "-frames:v", "1", "album/" + name]
      #expect(try ClipTests.ffmpeg(jpeg, in: dir) == 0)
      let exif = Process()
      exif.executableURL = URL(fileURLWithPath: "/usr/bin/exiftool")
      exif.arguments = ["-q", "-overwrite_original", "-DateTimeOriginal=" + date, album + "/" + name]
      try exif.run()
      exif.waitUntilExit()
    }
    return album
  }

  /// The file names shown as Left steps back from where the pager opens.
  static let stepsBack = "300 key Left\n500 key Left\n700 key Left\n900 key Left\n1100 quit\n"

  static func names(_ run: Harness.Outcome) -> [String] {
    [100, 400, 600, 800, 1000].compactMap { t in run.trace.last { $0.t <= Double(t) }?.file }
      .map { String($0.split(separator: "/").last!) }
  }

  @Test func theLibraryOpensAtTheNewestAndGoesBackInTheOrderTaken() throws {
    let dir = try Harness.scratch("library")
    let album = try Self.library(in: dir)
    let run = try Harness.run([album, "--library", "--size", "320x240"], script: Self.stepsBack, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(Self.names(run) == ["c.jpg", "a.jpg", "b.jpg", "e.jpg", "d.jpg"])
    #expect(FileManager.default.fileExists(atPath: dir + "/cache/sdlphoto/library.sqlite"))
    // Damaged between runs: rebuilt, and the library shows as before.
    try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: dir + "/cache/sdlphoto/library.sqlite"))
    let again = try Harness.run([album, "--library", "--size", "320x240"], script: Self.stepsBack, in: dir)
    #expect(again.status == 0 && Self.names(again) == Self.names(run), "stderr: \(again.stderr)")
  }

  @Test func onThisDayShowsEarlierYearsAndSaysSoWhenThereAreNone() throws {
    let dir = try Harness.scratch("memories")
    let album = try Self.library(in: dir)
    let script = "300 key Left\n500 key Left\n700 quit\n"
    let memories = try Harness.run(
      [album, "--library", "--on-this-day", "--now", "2024-07-14 12:00", "--size", "320x240"], script: script, in: dir)
    #expect(memories.status == 0, "stderr: \(memories.stderr)")
    // 2024's own 14 July would not count; 2023, 2021 and 2019 do.
    #expect(memories.trace.last?.count == 3 && memories.trace.last?.notice == nil)
    let none = try Harness.run(
      [album, "--on-this-day", "--now", "2024-05-05 12:00", "--size", "320x240", "--slideshow", "5"],
      script: script, in: dir)
    #expect(none.status == 0 && none.trace.last?.count == 5, "all of it, on a folder with no library")
    #expect(none.trace.first { $0.t >= 100 }?.notice?.isEmpty == false, "said on screen")
    let range = try Harness.run(
      [album, "--from", "2020", "--to", "2023-07", "--size", "320x240"], script: script, in: dir)
    #expect(range.trace.last?.count == 3, "2020-01-01, 2021-07-14, 2023-07-14")
    let bad = try Harness.run([album, "--from", "last summer"], in: dir)
    #expect(bad.status != 0 && bad.trace.isEmpty)
  }

  /// `--watch` on a library: a photo copied in takes its place by its date taken (not its file's time), one
  /// removed leaves.
  @Test func filesAddedAndRemovedWhileItRunsAreIndexed() throws {
    let dir = try Harness.scratch("library-watch")
    let album = try Self.library(in: dir)
    // Made outside the library, dated 2022: it belongs between b (2021) and a (2023).
    try FileManager.default.copyItem(atPath: album + "/a.jpg", toPath: dir + "/spare.jpg")
    let exif = Process()
    exif.executableURL = URL(fileURLWithPath: "/usr/bin/exiftool")
    exif.arguments = ["-q", "-overwrite_original", "-DateTimeOriginal=2022:06:01 12:00:00", dir + "/spare.jpg"]
    try exif.run()
    exif.waitUntilExit()
    let script = """
      300 exec cp '\(dir)/spare.jpg' '\(album)/older/new.jpg'
      1500 exec rm '\(album)/b.jpg'
      2800 quit

      """
    let run = try Harness.run(
      [album, "--library", "--watch", "--grid", "--size", "320x240"], script: script, in: dir, startsOnPager: false)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(200)?.count == 5 && at(1400)?.count == 6 && at(2700)?.count == 5)
    // The index on disk: new.jpg by its EXIF date, b.jpg gone.
    let rows = try Self.indexRows(dir + "/cache/sdlphoto/library.sqlite")
    #expect(rows.contains("older/new.jpg|exif") && !rows.contains("/b.jpg|"))
  }

  /// The index's paths (relative to the album) and date sources, by Python's sqlite3.
  static func indexRows(_ path: String) throws -> String {
    // Not there yet (a test polling while the viewer starts): no rows, rather than Python's complaint.
    guard FileManager.default.fileExists(atPath: path) else { return "" }
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    python.arguments = [
      "-c",
      "import sqlite3,sys; [print(r[0].split('/album/')[-1] + '|' + r[1]) for r in sqlite3.connect(sys.argv[1]).execute('SELECT path, source FROM item')]",
      path,
    ]
    let out = Pipe()
    python.standardOutput = out
    try python.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    python.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// The grid of a library is its timeline: it opens on All at the newest; spreading two fingers comes to
  /// Days, pinching them goes out to Years; Enter opens the photo selected.
  @Test func theTimelinePinchesBetweenLevelsAndOpensAPhoto() throws {
    let dir = try Harness.scratch("timeline")
    let album = try Self.library(in: dir)
    let script = """
      300 pinch 160 150 60 200 300
      1000 pinch 160 150 200 40 300
      1800 key Return
      2600 quit

      """
    let run = try Harness.run(
      [album, "--library", "--grid", "--size", "320x240"], script: script, in: dir, startsOnPager: false)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(250)?.mode == "timeline" && at(250)?.level == "all" && at(250)?.page == 4)
    #expect(at(900)?.level == "days" && at(1700)?.level == "years" && at(1700)?.section?.count == 4, "a year")
    #expect(at(2500)?.mode == "pager" && at(2500)?.file.hasSuffix("c.jpg") == true, "the newest, 2024")
  }

  /// 100,000 photos from 2010 to 2024 (ten JPEGs hard-linked under `YYYY/MM` folders), and the index a run
  /// before would have left for them (written here with Python's sqlite3, each file's stamp as it is): the run
  /// walks the folders and reads no file.
  static func hundredThousand(in dir: String) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    let jpeg = ["-f", "lavfi", "-i", "color=c=0x4080c0:s=64x48", "-frames:v", "1", "one.jpg"]
    #expect(try ClipTests.ffmpeg(jpeg, in: dir) == 0)
    let make = #"""
      import calendar, os, sqlite3, sys, time
      dir, album = sys.argv[1], sys.argv[2]
      os.makedirs(dir + "/cache/sdlphoto", exist_ok=True)
      db = sqlite3.connect(dir + "/cache/sdlphoto/library.sqlite")
      db.executescript('''
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        INSERT INTO grdb_migrations VALUES ('v1'), ('v2'), ('v3');
        CREATE TABLE item (path TEXT PRIMARY KEY NOT NULL, size INTEGER NOT NULL, modified INTEGER NOT NULL,
          kind TEXT NOT NULL, taken INTEGER NOT NULL, offset INTEGER, source TEXT NOT NULL, latitude REAL,
          longitude REAL, place TEXT, camera TEXT, duration REAL, motion TEXT, companion TEXT) WITHOUT ROWID;
        CREATE INDEX item_taken ON item(taken, path);''')
      start, end = calendar.timegm((2010, 1, 1, 12, 0, 0)), calendar.timegm((2025, 1, 1, 0, 0, 0))
      # A file takes at most 65,000 links: ten copies, 10,000 links each.
      sources = []
      for k in range(10):
          source = "%s/one-%d.jpg" % (dir, k)
          with open(dir + "/one.jpg", "rb") as a, open(source, "wb") as b:
              b.write(a.read())
          sources.append((source, os.stat(source)))
      rows = []
      for i in range(100000):
          taken = start + (end - start) * i // 100000
          folder = "%s/%04d/%02d" % ((album,) + tuple(time.gmtime(taken)[:2]))
          os.makedirs(folder, exist_ok=True)
          path = "%s/IMG_%06d.jpg" % (folder, i)
          source, st = sources[i % 10]
          os.link(source, path)
          rows.append((path, st.st_size, st.st_mtime_ns, "photo", taken, "exif"))
      db.executemany("INSERT INTO item (path, size, modified, kind, taken, source) VALUES (?, ?, ?, ?, ?, ?)", rows)
      db.commit()
      """#
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    python.arguments = ["-c", make, dir, album]
    try python.run()
    python.waitUntilExit()
    #expect(python.terminationStatus == 0)
    return album
  }

  /// Scrolling a timeline of 100,000 photos under `--script`: it opens at the newest; Home and End go to either
  /// end; a fling goes back in time and comes to rest; the scrubber takes it to a year in the middle; a pinch
  /// shows the fifteen years.
  /// Not under a sanitizer: an instrumented walk of 100,000 files takes many minutes, and its races are the smaller
  /// library tests' too.
  @Test(.enabled(if: !Harness.isSanitized)) func aHundredThousandPhotosScrollOnTheTimeline() throws {
    let dir = try Harness.scratch("library-100k")
    let album = try Self.hundredThousand(in: dir)
    let script = """
      500 key Home
      1000 key End
      1500 mouse-down 1 320 100
      1516 mouse-move 320 170
      1532 mouse-move 320 240
      1548 mouse-move 320 310
      1564 mouse-move 320 380
      1580 mouse-up 1 320 380
      4000 mouse-down 1 320 300
      4016 mouse-move 320 320
      4032 mouse-up 1 320 320
      4200 mouse-down 1 636 470
      4300 mouse-move 636 240
      4400 mouse-up 1 636 240
      6500 pinch 320 240 200 30 300
      8000 quit

      """
    // Walking 100,000 files in a debug build takes a while on a busy machine: a generous limit.
    let run = try Harness.run(
      [album, "--library", "--grid", "--size", "640x480"], script: script, in: dir,
      timeout: Harness.defaultTimeout * 10,
      startsOnPager: false)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    let opened = try #require(at(400))
    #expect(opened.mode == "timeline" && opened.count == 100_000 && opened.level == "all")
    // `visible` is the range of cells on screen, its end past the last.
    #expect(opened.visible?.last == 100_000 && opened.section?.hasPrefix("2024-12") == true, "the newest")
    #expect(at(900)?.visible?.first == 0 && at(900)?.section == "2010-01-01", "Home: the oldest")
    #expect(at(1499)?.visible?.last == 100_000, "End: the newest again")
    // The fling back in time: it moves on after the finger lifts, then rests.
    let lifted = try #require(at(1600)?.scroll)
    let rested = try #require(at(3900)?.scroll)
    let slowed = try #require(at(3800)?.scroll)
    #expect(rested < lifted - 500 && abs(rested - slowed) < 5, "flung up the timeline, coming to rest")
    #expect((at(3900)?.section ?? "") < (opened.section ?? ""))
    // The scrubber (shown by the short drag), held at the strip's middle: about halfway through the years.
    #expect(at(4350)?.scrubbing == true)
    let middle = try #require(at(4500)?.section)
    #expect(middle >= "2016" && middle < "2019", "\(middle)")
    #expect(at(7900)?.level == "years" && (at(7900)?.visible?.count ?? 0) > 0)
  }

  /// `--library` with no path opens the config's `library = [...]` folders.
  @Test func theConfigNamesTheLibrarysFolders() throws {
    let dir = try Harness.scratch("library-config")
    let album = try Self.library(in: dir)
    try FileManager.default.createDirectory(atPath: dir + "/config/sdlphoto", withIntermediateDirectories: true)
    try "library = [\"\(album)/older\"]\n".write(
      toFile: dir + "/config/sdlphoto/config.toml", atomically: true, encoding: .utf8)
    let run = try Harness.run(["--library", "--size", "320x240"], script: "300 quit\n", in: dir)
    #expect(run.status == 0 && run.trace.last?.count == 2, "older/d.jpg and older/e.jpg: \(run.stderr)")
    #expect(run.trace.last?.file.hasSuffix("e.jpg") == true, "the newest, 2020")
  }

  /// In real time (no script) the library shows at once and fills its index on a thread of its own: the index
  /// holds every file by its EXIF date, the album ends in the order taken, and a file added before the next start
  /// joins after that start's walk. Waits end when the state is reached (or after two minutes), nothing is timed.
  @Test func inRealTimeTheIndexFillsInTheBackground() throws {
    let dir = try Harness.scratch("library-real-time")
    let album = try Self.library(in: dir)
    let trace = dir + "/live.jsonl"
    func last() -> [String: Any]? {
      let text = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
      return text.split(separator: "\n").last.flatMap {
        try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
      }
    }
    func exifRows() -> Int {
      (try? Self.indexRows(dir + "/cache/sdlphoto/library.sqlite"))?.split(separator: "\n").filter {
        $0.hasSuffix("|exif")
      }
      .count ?? 0
    }
    let arguments = [album, "--library", "--no-grid", "--size", "320x240", "--trace", trace]
    // The pager keeps the photo it shows when the album is listed anew; once the dates are in, its page is
    // that photo's place in the order taken.
    let order = ["d.jpg": 0, "e.jpg": 1, "b.jpg": 2, "a.jpg": 3, "c.jpg": 4]
    func inOrder() -> Bool {
      guard let line = last(), let file = (line["file"] as? String)?.split(separator: "/").last else { return false }
      return order[String(file)] == line["page"] as? Int
    }
    let first = try Harness.run(arguments, in: dir) { process in
      defer { ProcessTree.terminateViewer(process.processIdentifier) }
      Harness.waitUntil(seconds: 120, every: 0.1) { exifRows() == 5 && inOrder() }
    }
    #expect([0, 15, 143].contains(first.status), "stderr: \(first.stderr)")
    #expect(exifRows() == 5 && inOrder(), "\(String(describing: last()))")
    // A photo added while it was not running joins after the next start's walk.
    try FileManager.default.copyItem(atPath: album + "/a.jpg", toPath: album + "/older/added.jpg")
    try? FileManager.default.removeItem(atPath: trace)
    let second = try Harness.run(arguments, in: dir) { process in
      defer { ProcessTree.terminateViewer(process.processIdentifier) }
      // Shown at once by its file's time, then read: both are waited for.
      Harness.waitUntil(seconds: 120, every: 0.1) { (last()?["count"] as? Int) == 6 && exifRows() == 6 }
    }
    #expect([0, 15, 143].contains(second.status), "stderr: \(second.stderr)")
    #expect(last()?["count"] as? Int == 6 && exifRows() == 6)
  }

  @Test func twoSdlphotosShareTheIndex() throws {
    let dir = try Harness.scratch("library-two")
    let album = try Self.library(in: dir)
    var runs: [Harness.Outcome?] = [nil, nil]
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: 2) { i in
      let run = try? Harness.run(
        [album, "--library", "--size", "320x240"], script: Self.stepsBack, in: try? Harness.scratch("library-\(i)"),
        environment: ["XDG_CACHE_HOME": dir + "/shared-cache"])
      lock.lock()
      runs[i] = run
      lock.unlock()
    }
    for run in runs {
      #expect(run?.status == 0 && run.map(Self.names) == ["c.jpg", "a.jpg", "b.jpg", "e.jpg", "d.jpg"])
    }
  }
}
