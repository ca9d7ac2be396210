import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// The index keeps what was read, shares its file with a second sdlphoto, and never keeps photos from showing:
/// a damaged file is rebuilt, one from a newer sdlphoto or where nothing can be written is left alone for one in
/// memory, each said once.
@Suite struct LibraryIndexTests {
  static func scratch(_ name: String) throws -> String {
    try FreedesktopTrashTests.scratch("library-\(name)")
  }

  static func record(_ path: String, _ seconds: Int64 = 1_720_959_296) -> LibraryRecord {
    var record = LibraryRecord(
      path: path, size: 10, modified: 5, kind: .photo, taken: WallClock(seconds: seconds), dateSource: .exif)
    record.place = "Grindelwald, Bern, Switzerland"
    record.offsetMinutes = 120
    record.latitude = 46.6242
    record.longitude = 8.0414
    return record
  }

  @Test func recordsComeBackAsWrittenAndOnlyUnderTheirFolder() throws {
    let dir = try Self.scratch("round-trip")
    let index = LibraryIndex(path: dir + "/library.sqlite")
    #expect(index.warning == nil && index.path != nil)
    let records = [Self.record("/lib/a.jpg"), Self.record("/lib/sub/b.jpg"), Self.record("/lib2/c.jpg")]
    #expect(index.update(records))
    #expect(index.records(under: "/lib") == ["/lib/a.jpg": records[0], "/lib/sub/b.jpg": records[1]])
    #expect(index.records(under: "/lib2/").keys.sorted() == ["/lib2/c.jpg"])
    #expect(index.update([], removing: ["/lib/a.jpg"]) && index.count == 2)
    // A second sdlphoto on the same file (WAL): each sees what the other wrote.
    let second = LibraryIndex(path: dir + "/library.sqlite")
    #expect(second.update([Self.record("/lib/d.jpg")]))
    #expect(index.records(under: "/lib").count == 2 && second.count == 3)
  }

  @Test func anOlderSchemaIsMigratedWithItsRecords() throws {
    let dir = try Self.scratch("older")
    let path = dir + "/library.sqlite"
    // The first schema as the first sdlphoto with a library wrote it, and one record.
    let v1 = """
      CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
      INSERT INTO grdb_migrations VALUES ('v1');
      CREATE TABLE item (path TEXT PRIMARY KEY NOT NULL, size INTEGER NOT NULL, modified INTEGER NOT NULL,
        kind TEXT NOT NULL, taken INTEGER NOT NULL, offset INTEGER, source TEXT NOT NULL, latitude REAL,
        longitude REAL, place TEXT, camera TEXT, duration REAL, motion TEXT, companion TEXT) WITHOUT ROWID;
      CREATE INDEX item_taken ON item(taken);
      INSERT INTO item (path, size, modified, kind, taken, source) VALUES ('/lib/a.jpg', 10, 5, 'photo', 100, 'exif');
      INSERT INTO item (path, size, modified, kind, taken, source) VALUES ('/lib/b.png', 10, 5, 'photo', 90, 'file');
      INSERT INTO item (path, size, modified, kind, taken, source) VALUES ('/lib/c.mp4', 10, 5, 'clip', 80, 'file');
      """
    _ = try ThumbnailStoreTests.run(
      "/usr/bin/python3",
      ["-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2])", path, v1])
    let index = LibraryIndex(path: path)
    #expect(index.warning == nil && index.path == path)
    // v3: a photo dated by its file's time is left to be read again for an XMP date; a clip has none.
    #expect(index.orderedRecords(under: ["/lib"]).map(\.path) == ["/lib/c.mp4", "/lib/a.jpg"])
    let indexed = try ThumbnailStoreTests.run(
      "/usr/bin/python3",
      [
        "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(c.execute(sys.argv[2]).fetchone()[0])", path,
        "SELECT sql FROM sqlite_master WHERE name = 'item_taken'",
      ])
    #expect(indexed.contains("taken, path"), "v2's index: \(indexed)")
  }

  @Test func aDamagedIndexIsRebuiltSaidOnce() throws {
    let dir = try Self.scratch("damaged")
    let path = dir + "/library.sqlite"
    try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))
    let index = LibraryIndex(path: path)
    #expect(index.path == path && index.warning?.contains("damaged") == true)
    #expect(index.update([Self.record("/lib/a.jpg")]) && index.count == 1)
  }

  @Test func aNewerSchemaIsLeftAloneAndAnUnwritablePlaceIsNotUsed() throws {
    let dir = try Self.scratch("newer")
    let path = dir + "/library.sqlite"
    _ = LibraryIndex(path: path)
    // A later sdlphoto's migration, as GRDB records it.
    let sql = "INSERT INTO grdb_migrations VALUES ('v9')"
    _ = try ThumbnailStoreTests.run(
      "/usr/bin/python3",
      ["-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(sys.argv[2]); c.commit()", path, sql])
    let newer = LibraryIndex(path: path)
    #expect(newer.path == nil && newer.warning?.contains("newer") == true)
    #expect(newer.update([Self.record("/lib/a.jpg")]) && newer.count == 1, "in memory, it works")
    // The newer sdlphoto's file keeps its migrations, and got no record of this run's.
    let left = try ThumbnailStoreTests.run(
      "/usr/bin/python3",
      [
        "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(sorted(r[0] for r in c.execute(sys.argv[2])))",
        path, "SELECT identifier FROM grdb_migrations UNION ALL SELECT path FROM item",
      ])
    #expect(left == "['v1', 'v2', 'v3', 'v9']\n")
    // A cache folder that is a file: nothing can be made there.
    FileManager.default.createFile(atPath: dir + "/file", contents: Data("x".utf8))
    let nowhere = LibraryIndex(path: dir + "/file/library.sqlite")
    #expect(
      nowhere.path == nil && nowhere.warning?.contains("cannot use") == true && nowhere.update([Self.record("/a.jpg")]))
  }
}
