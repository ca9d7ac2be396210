import Foundation
import Testing

/// Photos on an rclone remote: Debian's rclone over a local folder (a `type = local` remote in a private
/// `RCLONE_CONFIG`), as rclone reaches any backend. A folder shows on the grid from one `lsjson -R --fast-list`,
/// its photos through the `rclone serve http` sdlphoto starts and stops; a remote that cannot be reached leaves
/// the album as last listed; an encrypted rclone config is said plainly.
@Suite(.serialized) struct RcloneTests {
  /// A folder `album` of three photos and a sub-folder `sub` of two, and a config naming the remote `photos`.
  static func setUp(in dir: String, config: String = "[photos]\ntype = local\n") throws -> (String, [String: String]) {
    let album = try FixtureAlbum.make(in: dir + "/site", count: 3, width: 400, height: 300)
    try FileManager.default.createDirectory(atPath: album + "/sub", withIntermediateDirectories: true)
    for name in ["photo1.png", "photo2.png"] {
      try FileManager.default.copyItem(atPath: album + "/" + name, toPath: album + "/sub/" + name)
    }
    try config.write(toFile: dir + "/rclone.conf", atomically: true, encoding: .utf8)
    return (album, ["RCLONE_CONFIG": dir + "/rclone.conf", "XDG_CACHE_HOME": dir + "/cache", "HOME": dir])
  }

  /// The `rclone serve` processes running now whose command line names `folder`.
  static func servers(of folder: String) -> Int {
    let proc = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return proc.filter { pid in
      guard Int(pid) != nil, let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
        return false
      }
      let words = String(decoding: line, as: UTF8.self).split(separator: "\0")
      return words.contains("serve") && words.contains { $0.contains(folder) }
    }.count
  }

  @Test func aRemotesFolderShowsOnTheGridAndItsServerEndsWithTheViewer() throws {
    let dir = try Harness.scratch("rclone-grid")
    let (album, env) = try Self.setUp(in: dir)
    let run = try Harness.run(
      ["rclone:photos:" + album, "--grid", "--size", "640x480"], script: "1500 quit\n", in: dir, environment: env)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let last = try #require(run.trace.last)
    #expect(last.count == 3 && last.folders == 1 && last.held == [0, 1, 2], "\(last)")
    #expect(last.folder == "rclone:photos:" + album, "\(last)")
    #expect(
      Harness.waitUntil(seconds: 10, every: 0.05) { Self.servers(of: dir) == 0 }, "rclone serve outlived the viewer")

    // Opened in the pager at its sub-folder: its photos, from the tree the same way.
    let sub = try Harness.run(
      ["rclone:photos:" + album + "/sub", "--size", "320x240"], script: "900 quit\n", in: dir, environment: env)
    #expect(sub.status == 0 && sub.trace.last?.count == 2 && sub.trace.last?.loading == false, "\(sub.stderr)")
  }

  @Test func aWatchedRemoteIsListedAgainEveryRefresh() throws {
    let dir = try Harness.scratch("rclone-watch")
    let (album, env) = try Self.setUp(in: dir)
    // As over WebDAV: listed again at 1.2 s of the virtual clock, the new photo joining once settled.
    let script = """
      500 exec cp '\(album)/photo1.png' '\(album)/photo9.png'
      3000 quit
      """
    let run = try Harness.run(
      ["rclone:photos:" + album, "--watch", "--refresh", "0.02", "--size", "320x240"], script: script, in: dir,
      environment: env)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.count == 3 && run.trace.last?.count == 4, "\(run.trace.map(\.count))")
    let four = try #require(run.trace.first { $0.count == 4 })
    #expect(four.t >= 1200 && four.t < 1600, "four photos from \(four.t) ms")
  }

  @Test func aRemoteThatCannotBeReachedLeavesTheAlbumAsLastListed() throws {
    let dir = try Harness.scratch("rclone-offline")
    let (album, env) = try Self.setUp(in: dir)
    let arguments = ["rclone:photos:" + album, "--grid", "--size", "640x480"]
    let online = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(online.status == 0 && online.trace.last?.held == [0, 1, 2], "\(online.stderr)")
    // The same remote now a WebDAV server nobody runs: rclone cannot reach it.
    try "[photos]\ntype = webdav\nurl = http://127.0.0.1:9/\n".write(
      toFile: dir + "/rclone.conf", atomically: true, encoding: .utf8)
    let offline = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(offline.status == 0, "stderr: \(offline.stderr)")
    #expect(offline.trace.last?.count == 3 && offline.trace.last?.held == [0, 1, 2], "\(offline.trace.last as Any)")
    #expect(offline.diagnostics.filter { $0.code == .sourceOffline }.count == 1, "\(offline.diagnostics)")
    #expect(offline.errors.isEmpty, "\(offline.diagnostics)")
  }

  @Test func anEncryptedConfigIsOneErrorWithoutItsPasswordAndReadWithIt() throws {
    let dir = try Harness.scratch("rclone-encrypted")
    // Made by `rclone config` (s, a: its password is "secretpw"), a `photos` remote of type local inside.
    let encrypted = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/rclone-encrypted.conf").path
    let (album, env) = try Self.setUp(in: dir, config: try String(contentsOfFile: encrypted, encoding: .utf8))
    let refused = try Harness.run(["rclone:photos:" + album], in: dir, environment: env)
    #expect(refused.status != 0 && refused.errors.count == 1, "\(refused.diagnostics)")
    #expect(refused.reported(.albumUnreadable), "\(refused.diagnostics)")
    var withPassword = env
    withPassword["RCLONE_CONFIG_PASS"] = "secretpw"
    let read = try Harness.run(
      ["rclone:photos:" + album, "--size", "320x240"], script: "900 quit\n", in: dir, environment: withPassword)
    #expect(read.status == 0 && read.trace.last?.count == 3, "\(read.stderr)")
    // A remote the config does not name (and no listing of it kept): one error.
    try "[other]\ntype = local\n".write(toFile: dir + "/rclone.conf", atomically: true, encoding: .utf8)
    var fresh = env
    fresh["XDG_CACHE_HOME"] = dir + "/cache-fresh"
    let missing = try Harness.run(["rclone:photos:" + album], in: dir, environment: fresh)
    #expect(missing.status != 0 && missing.errors.count == 1 && missing.reported(.albumUnreadable))
  }
}
