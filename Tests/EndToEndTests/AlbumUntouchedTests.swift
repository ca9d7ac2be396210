import Foundation
import Testing

/// sdlphoto never writes into an album: after a full session (paging, zoom, pinch, rotation both ways, the
/// overlay, a pull down that closes the viewer) every file and folder of the album is as it was — contents,
/// size, mode, inode, modification and change times, and no entry added or removed — whether the album is
/// writable or read-only. With `HOME` and `XDG_CACHE_HOME` pointed at fresh folders, `HOME` is left alone
/// too and nothing but the trace appears in the working folder: caches may go under `XDG_CACHE_HOME` only.
///
/// As root, `chmod -R a-w` does not stop writes (root bypasses permissions), so the read-only run proves
/// that nothing was written, not that a write would have failed.
@Suite(.serialized) struct AlbumUntouchedTests {
  /// The session: every kind of input that changes what is shown, ending with a fast pull down (close).
  static let session = """
    200 key Right
    900 swipe 560 240 120 240 90
    1700 key R
    1900 key Shift+R
    2100 key Shift+R
    2300 key R
    2600 pinch 320 240 100 300 250
    3200 wheel 320 240 2
    3500 mouse-down 1 320 240
    3520 mouse-move 200 200
    3540 mouse-up 1 200 200
    3800 key 0
    4300 key I
    4800 touch-down 7 320 240
    4830 touch-up 7 320 240
    5600 key Left
    6300 key End
    7000 key Home
    7700 key 1
    8300 key 0
    8900 swipe 320 120 320 470 100
    11000 quit
    """

  /// An album of a JPEG with EXIF orientation 6, a PNG, a GIF, a sub-folder with a photo, a text file and a
  /// hidden file, under `dir/album`.
  static func makeAlbum(in dir: String) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album + "/trip", withIntermediateDirectories: true)
    let jpeg = try HostileFiles.photo("jpg", width: 480, height: 320, in: dir)
    let files: [(String, [UInt8])] = [
      ("01-turned.jpg", HostileFiles.withExif(jpeg, tiff: HostileFiles.tiff(orientation: 6))),
      ("02-plain.png", try HostileFiles.photo("png", width: 640, height: 480, in: dir)),
      ("03-tiny.gif", HostileFiles.gif),
      ("trip/04-beach.jpg", jpeg),
      ("notes.txt", Array("A text file beside the photos.\n".utf8)),
      (".hidden.jpg", jpeg),
    ]
    for (name, bytes) in files { FileManager.default.createFile(atPath: album + "/" + name, contents: Data(bytes)) }
    return album
  }

  /// Runs the session on `album` with a fresh `HOME` and `XDG_CACHE_HOME`; checks the album, `HOME` and the
  /// working folder are unchanged (bar the trace) and returns the run.
  @discardableResult
  static func runSession(on album: String, in dir: String, display: Harness.Display) throws -> Harness.Outcome {
    let home = dir + "/home"
    let cache = dir + "/cache"
    try FileManager.default.createDirectory(atPath: home + "/.config", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: home + "/.profile", contents: Data("# untouched\n".utf8))
    let albumBefore = TreeSnapshot.take(album)
    let homeBefore = TreeSnapshot.take(home)
    let workBefore = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
    let run = try Harness.run(
      [album, "--recursive", "--size", "640x480"], script: session, display: display, in: dir,
      environment: [
        "HOME": home, "XDG_CACHE_HOME": cache, "XDG_CONFIG_HOME": home + "/.config",
        "XDG_DATA_HOME": home + "/.local/share", "XDG_STATE_HOME": home + "/.local/state",
      ])
    #expect(!run.timedOut)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.count == 4, "the four photos, the sub-folder's included")
    for page in 0..<4 {
      let shown = run.trace.contains { $0.page == page && !$0.loading && abs($0.position - Double(page)) < 1e-3 }
      #expect(shown, "page \(page) is shown at rest")
    }
    #expect(run.trace.contains { $0.zoom > 1.5 }, "the session zoomed")
    #expect((run.trace.last?.dismiss ?? 0) > 0.99, "the pull down closed the viewer")
    let albumChanges = TreeSnapshot.take(album).differences(from: albumBefore)
    #expect(albumChanges.isEmpty, "the album changed:\n\(albumChanges.joined(separator: "\n"))")
    let homeChanges = TreeSnapshot.take(home).differences(from: homeBefore)
    #expect(homeChanges.isEmpty, "HOME changed:\n\(homeChanges.joined(separator: "\n"))")
    let appeared = Set(try FileManager.default.contentsOfDirectory(atPath: dir)).subtracting(workBefore)
    #expect(appeared.isSubset(of: ["input.script", "trace.jsonl"]), "new in the working folder: \(appeared.sorted())")
    return run
  }

  @Test func aWritableAlbumIsNotWritten() throws {
    let dir = try Harness.scratch("untouched")
    let album = try Self.makeAlbum(in: dir)
    try Self.runSession(on: album, in: dir, display: .dummy)
  }

  @Test func aReadOnlyAlbumIsNotWrittenAndStillShows() throws {
    let dir = try Harness.scratch("readonly")
    let album = try Self.makeAlbum(in: dir)
    let chmod = try Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "a-w", album])
    chmod.waitUntilExit()
    #expect(chmod.terminationStatus == 0)
    defer { _ = try? Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "u+w", album]).waitUntilExit() }
    // Under Xvfb the accelerated renderer runs on Mesa, whose shader cache is the kind of file that could
    // land anywhere: it must go under XDG_CACHE_HOME.
    try Self.runSession(on: album, in: dir, display: .xvfb)
  }

  /// The check itself: a snapshot notices a rewrite with the same bytes, a new file, a chmod and a removal.
  @Test func theSnapshotNoticesEveryKindOfWrite() throws {
    let dir = try Harness.scratch("snapshot")
    let album = try Self.makeAlbum(in: dir)
    let before = TreeSnapshot.take(album)
    #expect(TreeSnapshot.take(album).differences(from: before).isEmpty)
    let same = try Data(contentsOf: URL(fileURLWithPath: album + "/02-plain.png"))
    usleep(20_000)
    try same.write(to: URL(fileURLWithPath: album + "/02-plain.png"))
    FileManager.default.createFile(atPath: album + "/trip/.thumbnail", contents: Data())
    chmod(album + "/03-tiny.gif", 0o600)
    try FileManager.default.removeItem(atPath: album + "/notes.txt")
    let changes = TreeSnapshot.take(album).differences(from: before)
    #expect(changes.contains("02-plain.png: modification time changed"))
    #expect(changes.contains("trip/.thumbnail: appeared"))
    #expect(changes.contains { $0.hasPrefix("03-tiny.gif: mode") })
    #expect(changes.contains("notes.txt: disappeared"))
    #expect(changes.contains { $0.hasPrefix("(the folder itself): entries") })
  }
}
