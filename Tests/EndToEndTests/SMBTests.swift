import Foundation
import ServiceHarness
import Testing

/// Photos on an SMB share: Debian's Samba (`smbd`), started on the loopback by the test (`SambaServer`), its log
/// counting the logins it judged. A guest share and a user's show on the grid through libsmbclient, a restart with
/// nothing changed reads no photo again, servers that require signing or encryption are met, a refused login is
/// tried once and said once, and a server gone leaves the album as last listed with its photos.
@Suite(.serialized, .enabled(if: SambaServer.canRun)) struct SMBTests {
  /// A folder `album` of three photos and a sub-folder `sub` of two, under `dir/share`.
  static func share(in dir: String) throws -> String {
    let share = dir + "/share"
    let album = try FixtureAlbum.make(in: share, count: 3, width: 400, height: 300)
    try FileManager.default.createDirectory(atPath: album + "/sub", withIntermediateDirectories: true)
    for name in ["photo1.png", "photo2.png"] {
      try FileManager.default.copyItem(atPath: album + "/" + name, toPath: album + "/sub/" + name)
    }
    return share
  }

  /// A config naming the `private` share's album as source `nas`, its password in a file of mode 600.
  static func config(in dir: String, server: SambaServer, password: String) throws -> String {
    let secret = dir + "/nas.password"
    try "\(password)\n".write(toFile: secret, atomically: true, encoding: .utf8)
    chmod(secret, 0o600)
    let config = dir + "/config.toml"
    try """
    [sources.nas]
    url = "\(server.base(user: "alice"))/private/album"
    password-file = "\(secret)"
    """.write(toFile: config, atomically: true, encoding: .utf8)
    return config
  }

  /// The download cache's photo files under `dir` and their inodes.
  static func cachedPhotos(in dir: String) -> [String: UInt64] {
    let folder = dir + "/cache/sdlphoto/photos"
    var found: [String: UInt64] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasSuffix(".json") {
      var info = stat()
      if stat(folder + "/" + name, &info) == 0 { found[name] = UInt64(info.st_ino) }
    }
    return found
  }

  @Test func aGuestShareShowsOnTheGridAndARestartReadsNoPhotoAgain() throws {
    let dir = try Harness.scratch("smb-guest")
    let server = try SambaServer(serving: try Self.share(in: dir), in: dir)
    try server.start()
    defer { server.stop() }
    let env = ["XDG_CACHE_HOME": dir + "/cache"]
    let arguments = [server.base() + "/photos/album", "--grid", "--size", "640x480"]
    let run = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let last = try #require(run.trace.last)
    #expect(last.count == 3 && last.folders == 1 && last.mode == "grid", "\(last)")
    #expect(last.held == [0, 1, 2], "every thumbnail drawn: \(last)")
    #expect(last.folder == server.base() + "/photos/album", "\(last)")
    // Three thumbnails and the sub-folder tile's cover.
    let cached = Self.cachedPhotos(in: dir)
    #expect(cached.count == 4, "\(cached)")

    // Started again with nothing changed: the same copies, none read again.
    let again = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(again.status == 0 && again.trace.last?.held == [0, 1, 2], "\(again.stderr)")
    #expect(Self.cachedPhotos(in: dir) == cached, "a photo was read again")
    // One login a run (as a guest: Samba maps the unknown user `guest` to its guest account): every listing and
    // photo of a run on the one connection.
    #expect(server.logins.count == 2 && server.logins.allSatisfy { $0.user == "guest" }, "\(server.logins)")
  }

  @Test(arguments: [SambaServer.Security.signing, .encryption])
  func aServerThatRequiresSigningOrEncryptionIsMet(security: SambaServer.Security) throws {
    let dir = try Harness.scratch("smb-security")
    let server = try SambaServer(serving: try Self.share(in: dir), security: security, in: dir)
    try server.start()
    defer { server.stop() }
    let config = try Self.config(in: dir, server: server, password: "secret")
    let run = try Harness.run(
      ["--config", config, "nas:sub", "--size", "320x240"], script: "1200 quit\n", in: dir,
      environment: ["XDG_CACHE_HOME": dir + "/cache"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.count == 2 && run.trace.last?.loading == false, "\(run.trace.last as Any)")
    #expect(run.trace.last?.resolution ?? 0 > 0, "the photo decoded: \(run.trace.last as Any)")
    #expect(server.logins.contains { $0.user == "alice" && $0.status == "NT_STATUS_OK" }, "\(server.logins)")
    #expect(!run.stderr.contains("secret"))
  }

  @Test func aRefusedLoginIsTriedOnceAndSaidOnce() throws {
    let dir = try Harness.scratch("smb-refused")
    let server = try SambaServer(serving: try Self.share(in: dir), in: dir)
    try server.start()
    defer { server.stop() }
    let config = try Self.config(in: dir, server: server, password: "wrong")
    let run = try Harness.run(
      ["--config", config, "nas:", "--grid", "--size", "640x480"], script: "1500 quit\n", in: dir,
      environment: ["XDG_CACHE_HOME": dir + "/cache"])
    #expect(run.status != 0)
    #expect(run.errors.count == 1 && run.reported(.albumUnreadable), "\(run.diagnostics)")
    #expect(run.stderr.contains("refused the login"), "\(run.stderr)")
    #expect(!run.stderr.contains("wrong") && !run.stdout.contains("wrong"), "the password shown: \(run.stderr)")
    #expect(!run.diagnostics.contains { "\($0)".contains("wrong") }, "\(run.diagnostics)")
    let refused = server.logins.filter { $0.user == "alice" }
    #expect(refused.count == 1 && refused.first?.status != "NT_STATUS_OK", "\(server.logins)")
  }

  @Test func aPasswordInALocationIsRefusedWithoutShowingIt() throws {
    let dir = try Harness.scratch("smb-password")
    let run = try Harness.run(["smb://alice:hunter2@127.0.0.1:9/photos"], in: dir)
    #expect(run.status != 0 && run.reported(.albumUnreadable), "\(run.diagnostics)")
    #expect(!run.stderr.contains("hunter2"), "\(run.stderr)")
  }

  @Test func aServerGoneLeavesTheAlbumAsLastListedWithItsPhotos() throws {
    let dir = try Harness.scratch("smb-offline")
    let server = try SambaServer(serving: try Self.share(in: dir), in: dir)
    try server.start()
    defer { server.stop() }
    let env = ["XDG_CACHE_HOME": dir + "/cache"]
    let arguments = [server.base() + "/photos/album", "--grid", "--size", "640x480"]
    let online = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(online.status == 0 && online.trace.last?.held == [0, 1, 2], "\(online.stderr)")
    server.stop()

    Harness.expectShownAsLastListed(try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env))
  }

  @Test func aWatchedShareIsListedAgainEveryRefresh() throws {
    let dir = try Harness.scratch("smb-watch")
    let share = try Self.share(in: dir)
    let server = try SambaServer(serving: share, in: dir)
    try server.start()
    defer { server.stop() }
    // As over WebDAV: listed again at 1.2 s of the virtual clock, the new photo joining once settled.
    let script = """
      500 exec cp '\(share)/album/photo1.png' '\(share)/album/photo9.png' && chmod 644 '\(share)/album/photo9.png'
      3000 quit
      """
    let run = try Harness.run(
      [server.base() + "/photos/album", "--watch", "--refresh", "0.02", "--size", "320x240"], script: script,
      in: dir, environment: ["XDG_CACHE_HOME": dir + "/cache"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.count == 3 && run.trace.last?.count == 4, "\(run.trace.map(\.count))")
  }
}
