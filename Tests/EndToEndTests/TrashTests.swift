import Foundation
import Testing

/// Delete moves the photo on screen to the freedesktop trash after a confirmation, U puts it back; never in
/// kiosk mode or with --read-only. Each run's trash is its own (the harness sets XDG_DATA_HOME).
@Suite struct TrashTests {
  static func files(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test func deleteAsksMovesToTheTrashAndUPutsItBack() throws {
    let dir = try Harness.scratch("trash-undo")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 400, height: 300)
    // On photo2: Delete asks, Delete moves it; U brings it back; Delete then Escape keeps it.
    let script = """
      200 key Right
      800 key Delete
      1000 key Delete
      1600 key U
      2200 key Delete
      2400 key Escape
      2800 quit
      """
    let run = try Harness.run([album, "--size", "640x240"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func frame(at ms: Double) -> TraceLine? { run.trace.last { $0.t <= ms } }
    #expect(frame(at: 900)?.notice == "Move photo2.png to the trash? Delete or Enter moves it, Escape keeps it")
    #expect(frame(at: 900)?.count == 3)
    #expect(frame(at: 1500)?.count == 2)
    #expect(frame(at: 1500)?.file == album + "/photo3.png")
    #expect(frame(at: 1500)?.notice == "photo2.png moved to the trash · U puts it back")
    #expect(frame(at: 2100)?.count == 3 && frame(at: 2100)?.file == album + "/photo2.png")
    #expect(frame(at: 2100)?.notice == "photo2.png is back from the trash")
    #expect(frame(at: 2300)?.notice?.hasPrefix("Move photo2.png") == true)
    #expect(frame(at: 2700)?.notice == nil && frame(at: 2700)?.count == 3)
    #expect(Self.files(album) == ["photo1.png", "photo2.png", "photo3.png"])
    #expect(Self.files(dir + "/data/Trash/files").isEmpty && Self.files(dir + "/data/Trash/info").isEmpty)
  }

  @Test func aConfirmedDeleteLeavesThePhotoInTheTrashWithItsInfo() throws {
    let dir = try Harness.scratch("trash-kept")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 400, height: 300)
    let run = try Harness.run(
      [album, "--size", "640x240"], script: "300 key Delete\n400 key Return\n900 quit\n", in: dir)
    #expect(run.status == 0 && run.stderr.isEmpty, "stderr: \(run.stderr)")
    #expect(Self.files(album) == ["photo2.png"])
    #expect(Self.files(dir + "/data/Trash/files") == ["photo1.png"])
    let info = try String(contentsOfFile: dir + "/data/Trash/info/photo1.png.trashinfo", encoding: .utf8)
    #expect(info.hasPrefix("[Trash Info]\nPath=\(album)/photo1.png\nDeletionDate="), "\(info)")
    #expect(run.trace.last?.count == 1)
  }

  @Test func readOnlyAndKioskNeverTrash() throws {
    for (args, notice) in [
      (["--read-only"], "Photos cannot be deleted: sdlphoto runs with --read-only"),
      (["--kiosk", "--slideshow", "60"], "Photos cannot be deleted in kiosk mode"),
    ] {
      let dir = try Harness.scratch("trash-refused")
      let album = try FixtureAlbum.make(in: dir, count: 2, width: 400, height: 300)
      let run = try Harness.run(
        [album, "--size", "640x240"] + args, script: "300 key Delete\n400 key Delete\n500 key Return\n900 quit\n",
        in: dir)
      #expect(run.status == 0, "stderr: \(run.stderr)")
      #expect(run.trace.last { $0.t <= 450 }?.notice == notice)
      #expect(Self.files(album) == ["photo1.png", "photo2.png"])
      #expect(!FileManager.default.fileExists(atPath: dir + "/data/Trash"))
    }
  }
}
