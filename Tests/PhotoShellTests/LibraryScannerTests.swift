import Foundation
import GRDB
import PhotoCore
import Testing

@testable import PhotoShell

/// What the index records of each file against exiftool's reading of the same file (dates with and without
/// offsets, GPS, cameras, a clip's creation time, a file with no date), and a restart that reads only what
/// changed.
@Suite struct LibraryScannerTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("PhotoCoreTests/Fixtures/Live").path
  static let gazetteer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets/gazetteer/places.bin").path

  /// A library of photos exiftool wrote metadata into, a clip ffmpeg wrote Apple's creation date into, and an
  /// iPhone-like HEIC and a renamed live pair.
  static func library() throws -> String {
    let dir = try LibraryIndexTests.scratch("scan")
    try FileManager.default.createDirectory(atPath: dir + "/2021", withIntermediateDirectories: true)
    for name in ["offset.jpg", "plain.jpg", "undated.jpg", "2021/gps.jpg"] {
      ThumbnailStoreTests.jpeg(dir + "/" + name, 64, 48)
    }
    let exiftool = "/usr/bin/exiftool"
    _ = try ThumbnailStoreTests.run(
      exiftool,
      [
        "-q", "-overwrite_original", "-DateTimeOriginal=2023:07:14 10:00:00", "-OffsetTimeOriginal=-05:00",
        "-Make=NIKON CORPORATION", "-Model=NIKON D850", dir + "/offset.jpg",
      ])
    _ = try ThumbnailStoreTests.run(
      exiftool, ["-q", "-overwrite_original", "-DateTimeOriginal=2022:12:31 23:59:59", dir + "/plain.jpg"])
    _ = try ThumbnailStoreTests.run(
      exiftool,
      [
        "-q", "-overwrite_original", "-DateTimeOriginal=2021:07:14 09:00:00", "-GPSLatitude=46.6242",
        "-GPSLatitudeRef=N", "-GPSLongitude=8.0414", "-GPSLongitudeRef=E", dir + "/2021/gps.jpg",
      ])
    // No date at all: the file's time stands.
    _ = try ThumbnailStoreTests.run("/usr/bin/touch", ["-d", "2020-01-01 12:00:00", dir + "/undated.jpg"])
    for name in ["2024-07-14 12.34.56.heic", "2024-07-14 12.34.57.mov", "ffmpeg-layout.mov"] {
      try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: dir + "/" + name)
    }
    return dir
  }

  /// exiftool's reading of every file under `dir`: path -> tag -> value.
  static func exiftool(_ dir: String) throws -> [String: [String: Any]] {
    let json = try ThumbnailStoreTests.run(
      "/usr/bin/exiftool",
      [
        "-j", "-n", "-r", "-DateTimeOriginal", "-OffsetTimeOriginal", "-GPSLatitude", "-GPSLongitude", "-Model",
        "-CreationDate", "-Duration", dir,
      ])
    let list = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
    return Dictionary(uniqueKeysWithValues: list.map { ($0["SourceFile"] as! String, $0) })
  }

  @Test func theIndexReadsWhatExiftoolReads() throws {
    let dir = try Self.library()
    let index = LibraryIndex(inMemory: ())
    let scanner = LibraryScanner(roots: [dir], options: AlbumOptions(), gazetteerPath: Self.gazetteer)
    let result = try scanner.scan(into: index)
    let oracle = try Self.exiftool(dir)
    var byPath: [String: LibraryRecord] = [:]
    for record in result.records { byPath[record.path] = record }
    // The renamed pair is one live photo; the other clip is a clip.
    #expect(result.records.count == 6 && result.read == 6)
    #expect(
      byPath[dir + "/2024-07-14 12.34.56.heic"]?.kind == .live && byPath[dir + "/ffmpeg-layout.mov"]?.kind == .clip)
    for (path, record) in byPath {
      let tags = try #require(oracle[path], "\(path)")
      if let date = tags["DateTimeOriginal"] as? String {
        #expect(
          record.taken == WallClock(ExifMetadata.LocalDateTime(exif: date)!) && record.dateSource == .exif, "\(path)")
      } else if let created = tags["CreationDate"] as? String {
        // "2024:07:14 12:34:56+02:00"
        #expect(record.taken == WallClock(ExifMetadata.LocalDateTime(exif: created)!), "\(path)")
        #expect(record.offsetMinutes == ExifMetadata.offsetMinutes(String(created.suffix(6))), "\(path)")
        #expect(record.duration == tags["Duration"] as? Double, "\(path)")
      } else {
        #expect(record.dateSource == .file, "\(path)")
        #expect(record.taken.day == LocalDay(year: 2020, month: 1, day: 1), "touch -d 2020-01-01 12:00, local")
      }
      #expect(
        record.offsetMinutes == (tags["OffsetTimeOriginal"] as? String).flatMap(ExifMetadata.offsetMinutes)
          ?? (tags["CreationDate"] as? String).flatMap { ExifMetadata.offsetMinutes(String($0.suffix(6))) }, "\(path)")
      #expect(record.latitude == tags["GPSLatitude"] as? Double && record.longitude == tags["GPSLongitude"] as? Double)
      if let model = tags["Model"] as? String { #expect(record.camera?.hasSuffix(model) == true, "\(path)") }
    }
    #expect(byPath[dir + "/2021/gps.jpg"]?.place?.hasPrefix("Grindelwald") == true)
  }

  /// Photos whose only date is in their XMP packet (an export, a PNG): exiftool writes it, the index reads it.
  @Test func anXMPDateStandsWhereThereIsNoExifDate() throws {
    let dir = try LibraryIndexTests.scratch("xmp")
    ThumbnailStoreTests.jpeg(dir + "/export.jpg", 64, 48)
    _ = try ThumbnailStoreTests.run(
      "/usr/bin/ffmpeg",
      ["-v", "error", "-f", "lavfi", "-i", "color=c=red:s=64x48", "-frames:v", "1", dir + "/shot.png"])
    _ = try ThumbnailStoreTests.run(
      "/usr/bin/exiftool",
      ["-q", "-overwrite_original", "-XMP-exif:DateTimeOriginal=2017:08:21 18:25:00-07:00", dir + "/export.jpg"])
    _ = try ThumbnailStoreTests.run(
      "/usr/bin/exiftool", ["-q", "-overwrite_original", "-XMP-xmp:CreateDate=2016:02:29 23:59:30", dir + "/shot.png"])
    let oracle = try ThumbnailStoreTests.run(
      "/usr/bin/exiftool", ["-s3", "-d", "%Y-%m-%d %H:%M:%S", "-XMP:all", dir + "/export.jpg", dir + "/shot.png"])
    #expect(oracle.contains("2017-08-21 18:25:00") && oracle.contains("2016-02-29 23:59:30"), "\(oracle)")
    let scanner = LibraryScanner(roots: [dir], options: AlbumOptions(), gazetteerPath: nil)
    let records = try scanner.scan(into: LibraryIndex(inMemory: ())).records
    let export = try #require(records.first { $0.path.hasSuffix("export.jpg") })
    let shot = try #require(records.first { $0.path.hasSuffix("shot.png") })
    #expect(export.dateSource == .xmp && export.offsetMinutes == -420)
    #expect(export.taken == WallClock(ExifMetadata.LocalDateTime(year: 2017, month: 8, day: 21, hour: 18, minute: 25)!))
    #expect(shot.dateSource == .xmp && shot.offsetMinutes == nil)
    #expect(
      shot.taken
        == WallClock(ExifMetadata.LocalDateTime(year: 2016, month: 2, day: 29, hour: 23, minute: 59, second: 30)!))
  }

  @Test func aRestartReadsOnlyWhatChanged() throws {
    let dir = try Self.library()
    let path = dir + "/index.sqlite"
    let scanner = LibraryScanner(roots: [dir], options: AlbumOptions(), gazetteerPath: nil)
    #expect(try scanner.scan(into: LibraryIndex(path: path)).read == 6)
    #expect(try scanner.scan(into: LibraryIndex(path: path)).read == 0, "nothing changed")
    _ = try ThumbnailStoreTests.run("/usr/bin/touch", ["-d", "2019-05-05 12:00:00", dir + "/undated.jpg"])
    try FileManager.default.removeItem(atPath: dir + "/plain.jpg")
    let again = try scanner.scan(into: LibraryIndex(path: path))
    #expect(again.read == 1 && again.removed == 1 && again.records.count == 5)
    #expect(
      again.records.first { $0.path.hasSuffix("undated.jpg") }?.taken.day == LocalDay(year: 2019, month: 5, day: 5))
    #expect(LibraryIndex(path: path).count == 5)
  }
}

/// A real run's library: it shows at once (from the index, or on a first run by file times), and the thread
/// walking and reading in the background puts each photo at its date and says when the album changed.
@Suite struct LibraryIndexerTests {
  /// Runs `indexer`'s thread until it says it is done (a wait that ends when the thread says so, not a
  /// measure of how long it took).
  static func finish(_ indexer: LibraryIndexer) -> Bool {
    let finished = DispatchSemaphore(value: 0)
    indexer.start(changed: { if indexer.isFinished { finished.signal() } })
    return finished.wait(timeout: .now() + 120) == .success
  }

  @Test func aFirstRunShowsByFileTimesAndTakesTheDatesAsTheFilesAreRead() throws {
    let dir = try LibraryScannerTests.library()
    let index = LibraryIndex(inMemory: ())
    let scanner = LibraryScanner(roots: [dir], options: AlbumOptions(), gazetteerPath: nil)
    let survey = try scanner.survey(index)
    #expect(survey.known.isEmpty && survey.pending.count == 6)
    let indexer = LibraryIndexer(
      known: survey.known, survey: survey, scanner: scanner, index: index, query: LibraryQuery())
    // Before any file is read: every item, by its file's time (the undated one, touched to 2020, first).
    let before = indexer.album().album
    #expect(before.count == 6 && before.items.first?.displayName == "undated.jpg")
    #expect(indexer.progress?.done == 0 && indexer.progress?.total == 6)
    #expect(Self.finish(indexer))
    let after = indexer.album().album.items.map(\.displayName)
    #expect(
      after == ["undated.jpg", "gps.jpg", "plain.jpg", "offset.jpg", "2024-07-14 12.34.56.heic", "ffmpeg-layout.mov"])
    #expect(index.count == 6 && indexer.progress == nil)
  }

  /// An index that cannot take the files (every write refused, as on a full disk) keeps them in memory
  /// instead: the album shows them by file times, then at their dates as they are read.
  @Test func anIndexThatCannotBeWrittenKeepsTheFilesInMemoryAndTheAlbumWhole() throws {
    let dir = try LibraryScannerTests.library()
    let index = LibraryIndex(inMemory: ())
    try index.database.write { db in
      for change in ["INSERT", "UPDATE"] {
        try db.execute(
          sql: "CREATE TEMP TRIGGER refuse\(change) BEFORE \(change) ON item BEGIN SELECT RAISE(ABORT, 'full'); END")
      }
    }
    let scanner = LibraryScanner(roots: [dir], options: AlbumOptions(), gazetteerPath: nil)
    let survey = try scanner.survey(index, keepsKnown: false)
    let indexer = LibraryIndexer(known: [], survey: survey, scanner: scanner, index: index, query: LibraryQuery())
    #expect(Self.finish(indexer))
    #expect(index.count == 0, "nothing could be written")
    #expect(
      indexer.album().album.items.map(\.displayName)
        == ["undated.jpg", "gps.jpg", "plain.jpg", "offset.jpg", "2024-07-14 12.34.56.heic", "ffmpeg-layout.mov"])
  }

  /// A file gone between the walk and its reading leaves the index and the album.
  @Test func aFileGoneBeforeItIsReadLeavesTheIndex() throws {
    let dir = try LibraryScannerTests.library()
    let index = LibraryIndex(inMemory: ())
    let scanner = LibraryScanner(roots: [dir], options: AlbumOptions(), gazetteerPath: nil)
    let survey = try scanner.survey(index, keepsKnown: false)
    let indexer = LibraryIndexer(known: [], survey: survey, scanner: scanner, index: index, query: LibraryQuery())
    try FileManager.default.removeItem(atPath: dir + "/plain.jpg")
    #expect(Self.finish(indexer))
    #expect(index.count == 5)
    #expect(indexer.album().album.count == 5 && !indexer.album().album.items.map(\.displayName).contains("plain.jpg"))
  }

  @Test func aRestartShowsTheIndexAtOnceAndWalksForChangesAfter() throws {
    let dir = try LibraryScannerTests.library()
    let index = LibraryIndex(inMemory: ())
    let scanner = LibraryScanner(roots: [dir], options: AlbumOptions(), gazetteerPath: nil)
    _ = try scanner.scan(into: index)
    // While it was not running: one photo removed, one added (dated 2018 by exiftool).
    try FileManager.default.removeItem(atPath: dir + "/offset.jpg")
    try FileManager.default.copyItem(atPath: dir + "/plain.jpg", toPath: dir + "/2021/added.jpg")
    _ = try ThumbnailStoreTests.run(
      "/usr/bin/exiftool",
      ["-q", "-overwrite_original", "-DateTimeOriginal=2018:05:05 10:00:00", dir + "/2021/added.jpg"])
    let indexer = LibraryIndexer(
      known: Array(index.records(under: dir).values), scanner: scanner, index: index, query: LibraryQuery())
    // At once: what the index held, as it was.
    #expect(indexer.album().album.items.map(\.displayName).contains("offset.jpg") && indexer.progress == nil)
    #expect(Self.finish(indexer))
    let after = indexer.album().album.items.map(\.displayName)
    #expect(after.first == "added.jpg" && !after.contains("offset.jpg") && after.count == 6)
    #expect(index.records(under: dir).count == 6)
  }

  @Test func aRestartShowsTheNewestFirstAndTheRestOnceTheThreadReadsThem() throws {
    let dir = try LibraryScannerTests.library()
    let index = LibraryIndex(inMemory: ())
    let scanner = LibraryScanner(roots: [dir], options: AlbumOptions(), gazetteerPath: nil)
    let all = try scanner.scan(into: index).records.sorted { ($0.taken, $0.path) < ($1.taken, $1.path) }
    let newest = index.newestRecords(under: [dir], limit: 2)
    #expect(newest.records.map(\.path) == all.suffix(2).map(\.path) && !newest.isAll, "the last two, oldest first")
    #expect(
      index.newestRecords(under: [dir], limit: 6).isAll
        && index.newestRecords(under: [dir + "/2021"], limit: 6).records.count == 1)
    let indexer = LibraryIndexer(
      known: newest.records, isAll: false, scanner: scanner, index: index, query: LibraryQuery())
    #expect(indexer.album().album.count == 2 && indexer.album().album.startIndex == 1)
    #expect(Self.finish(indexer))
    #expect(indexer.album().album.items.map(\.location) == all.map(\.path) && indexer.progress == nil)
  }

  /// While photos move the album is not made anew as files are read (only once all are read); at rest it is, at
  /// every batch here (a relisting interval of 0).
  @Test func whilePhotosMoveTheAlbumWaitsForRest() throws {
    final class Count: @unchecked Sendable {
      let lock = NSLock()
      var changes = 0
    }
    for moving in [true, false] {
      let dir = try LibraryScannerTests.library()
      let index = LibraryIndex(inMemory: ())
      let scanner = LibraryScanner(roots: [dir], options: AlbumOptions(), gazetteerPath: nil)
      let survey = try scanner.survey(index)
      let indexer = LibraryIndexer(
        known: [], survey: survey, scanner: scanner, index: index, query: LibraryQuery(), pause: { _ in },
        relistInterval: 0)
      indexer.yieldToFrames(moving)
      let count = Count()
      let finished = DispatchSemaphore(value: 0)
      indexer.start(changed: {
        count.lock.withLock { count.changes += 1 }
        if indexer.isFinished { finished.signal() }
      })
      #expect(finished.wait(timeout: .now() + 120) == .success)
      let changes = count.lock.withLock { count.changes }
      #expect(moving ? changes == 1 : changes >= 2, "moving: \(moving), \(changes) changes")
      #expect(indexer.album().album.count == 6)
    }
  }

  /// While photos move, the reading waits: nothing for `Tuning.Library.readHoldWhileMoving` (a fling is over
  /// within it), then a file a gap (a slideshow that never rests still fills the library); at rest it does not
  /// wait.
  @Test func whilePhotosMoveTheReadingHoldsThenWaitsBetweenFiles() throws {
    let hold = Int((Tuning.Library.readHoldWhileMoving / Tuning.Library.readGapWhileMoving).rounded())
    for moving in [true, false] {
      let waits = Waits()
      let (indexer, index, pending) = try Self.indexer(waits)
      indexer.yieldToFrames(moving)
      #expect(Self.finish(indexer))
      let counted = waits.lock.withLock { waits.seconds }
      #expect(counted.count == (moving ? hold + pending : 0), "moving: \(moving)")
      #expect(counted.allSatisfy { $0 == Tuning.Library.readGapWhileMoving })
      #expect(index.count == 6)
      waits.lock.withLock { waits.indexer = nil }
    }
  }

  /// A motion that ends within the hold (a fling) lets the reading go on at once, with no more waits.
  @Test func theEndOfAMotionEndsTheHold() throws {
    let waits = Waits()
    // The motion ends at the tenth wait.
    waits.atEach = { count, indexer in if count == 10 { indexer?.yieldToFrames(false) } }
    let (indexer, index, _) = try Self.indexer(waits)
    indexer.yieldToFrames(true)
    #expect(Self.finish(indexer))
    #expect(waits.lock.withLock { waits.seconds.count } == 10)
    #expect(index.count == 6)
    waits.lock.withLock { waits.indexer = nil }
  }

  /// The waits an indexer asked for, and what a test does at each (given their count and the indexer).
  final class Waits: @unchecked Sendable {
    let lock = NSLock()
    var seconds: [Double] = []
    var indexer: LibraryIndexer?
    var atEach: (Int, LibraryIndexer?) -> Void = { _, _ in }
  }

  /// An indexer of a fresh library into an index in memory, its waits counted in `waits`; the files it will
  /// read, how many.
  static func indexer(_ waits: Waits) throws -> (LibraryIndexer, LibraryIndex, Int) {
    let dir = try LibraryScannerTests.library()
    let index = LibraryIndex(inMemory: ())
    let scanner = LibraryScanner(roots: [dir], options: AlbumOptions(), gazetteerPath: nil)
    let survey = try scanner.survey(index)
    let indexer = LibraryIndexer(
      known: [], survey: survey, scanner: scanner, index: index, query: LibraryQuery(),
      pause: { seconds in
        let (count, indexer, atEach) = waits.lock.withLock {
          waits.seconds.append(seconds)
          return (waits.seconds.count, waits.indexer, waits.atEach)
        }
        atEach(count, indexer)
      })
    waits.lock.withLock { waits.indexer = indexer }
    return (indexer, index, survey.pending.count)
  }
}
