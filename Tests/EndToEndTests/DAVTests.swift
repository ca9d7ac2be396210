import Foundation
import ServiceHarness
import Testing

/// Photos on a WebDAV server: Debian's Apache httpd with `mod_dav`, started on the loopback by the test
/// (`ApacheDAV`), its access log counting what the viewer asked. A folder shows on the grid from one `PROPFIND`
/// of `Depth: 1` per folder (never `infinity`), a restart with nothing changed downloads nothing, a refused
/// login is asked once and said once, a password comes from a config source's file (Digest) and never from a
/// file others may read, and a server gone leaves the album as last listed.
@Suite(.serialized) struct DAVTests {
  /// A folder `album` of three photos and a sub-folder `sub` of two, under `dir/www`.
  static func site(in dir: String) throws -> String {
    let www = dir + "/www"
    let album = try FixtureAlbum.make(in: www, count: 3, width: 400, height: 300)
    try FileManager.default.createDirectory(atPath: album + "/sub", withIntermediateDirectories: true)
    for name in ["photo1.png", "photo2.png"] {
      try FileManager.default.copyItem(atPath: album + "/" + name, toPath: album + "/sub/" + name)
    }
    return www
  }

  /// A home whose `.netrc` logs `alice` in to the loopback with `password`, and a cache of its own.
  static func environment(in dir: String, password: String = "secret") throws -> [String: String] {
    let home = dir + "/home"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    try "machine 127.0.0.1\nlogin alice\npassword \(password)\n".write(
      toFile: home + "/.netrc", atomically: true, encoding: .utf8)
    chmod(home + "/.netrc", 0o600)
    return ["HOME": home, "XDG_CACHE_HOME": dir + "/cache", "XDG_CONFIG_HOME": dir + "/config"]
  }

  @Test func aFolderShowsOnTheGridFromOnePropfindPerFolderAndARestartDownloadsNothing() throws {
    let dir = try Harness.scratch("dav-grid")
    let server = try ApacheDAV(serving: try Self.site(in: dir), login: .basic, in: dir)
    try server.start()
    defer { server.stop() }
    let env = try Self.environment(in: dir)
    let arguments = [server.base() + "/album", "--grid", "--size", "640x480"]
    let run = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let last = try #require(run.trace.last)
    #expect(last.count == 3 && last.folders == 1 && last.mode == "grid", "\(last)")
    #expect(last.held == [0, 1, 2], "every thumbnail drawn: \(last)")
    let first = server.requests
    let listings = first.filter { $0.method == "PROPFIND" && $0.user == "alice" }
    #expect(listings.allSatisfy { $0.depth == "1" && $0.status == 207 }, "\(first)")
    #expect(listings.filter { $0.path.hasPrefix("/album/sub") }.count == 1, "\(first)")
    #expect(listings.filter { $0.path == "/album" || $0.path == "/album/" }.count == 1, "\(first)")
    // Three thumbnails and the sub-folder tile's cover, each downloaded once.
    let downloads = first.filter { $0.method == "GET" && $0.status == 200 }.map(\.path)
    #expect(downloads.count == 4 && Set(downloads).count == 4, "\(first)")
    // The first request learns that the server offers Basic alone; every later one logs in at once (one round
    // trip each, not two).
    let challenges = first.filter { $0.status == 401 && $0.path.hasPrefix("/album") }
    #expect(challenges.count == 1 && challenges.first?.method == "PROPFIND", "\(first)")

    // Started again with nothing changed: one PROPFIND a folder, and no photo downloaded again.
    let again = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(again.status == 0 && again.trace.last?.held == [0, 1, 2], "\(again.stderr)")
    let second = Array(server.requests.dropFirst(first.count))
    #expect(second.filter { $0.method == "PROPFIND" && $0.user == "alice" }.count == 2, "\(second)")
    #expect(!second.contains { $0.method == "GET" && $0.status == 200 }, "\(second)")
  }

  @Test func aRestartShowsTheLastListingAtOnceAndWhatChangedOnceListedAgain() throws {
    let dir = try Harness.scratch("dav-kept-first")
    let www = try Self.site(in: dir)
    let server = try ApacheDAV(serving: www, login: .basic, in: dir)
    try server.start()
    defer { server.stop() }
    let env = try Self.environment(in: dir)
    let arguments = [server.base() + "/album", "--no-grid", "--size", "320x240"]
    let first = try Harness.run(arguments, script: "600 quit\n", in: dir, environment: env)
    #expect(first.trace.last?.count == 3, "\(first.stderr)")
    try FileManager.default.copyItem(atPath: www + "/album/photo1.png", toPath: www + "/album/photo4.png")
    let asked = server.requests.count
    // Started again: the album as it was listed, before any request, then with the photo added once listed.
    let again = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(again.status == 0 && again.trace.first?.count == 3 && again.trace.last?.count == 4, "\(again.stderr)")
    let listings = server.requests.dropFirst(asked).filter { $0.method == "PROPFIND" && $0.status == 207 }
    #expect((2...3).contains(listings.count), "listed again, and once more as the new photo settles: \(listings)")
  }

  @Test func aPhotoRewrittenInPlaceOnTheServerShowsAsRewrittenAtTheNextStart() throws {
    let dir = try Harness.scratch("dav-rewritten")
    let www = try Self.site(in: dir)
    let server = try ApacheDAV(serving: www, login: .basic, in: dir)
    try server.start()
    defer { server.stop() }
    let env = try Self.environment(in: dir)
    let arguments = [server.base() + "/album", "--no-grid", "--size", "640x480"]
    let before = try Harness.run(arguments, script: "1000 quit\n", in: dir, environment: env)
    let wide = try #require(before.trace.last?.rect, "\(before.stderr)")
    #expect(wide[2] > wide[3], "the first photo is 400x300: \(wide)")
    // Rewritten seconds later, under its name: a copy downloaded that recently is fresh by HTTP's rules, but
    // the listing names another version, so it is asked for again.
    let portrait = try FixtureAlbum.make(in: dir + "/portrait", count: 1, width: 300, height: 400)
    try Data(contentsOf: URL(fileURLWithPath: portrait + "/photo1.png")).write(
      to: URL(fileURLWithPath: www + "/album/photo1.png"))
    let asked = server.requests.count
    let after = try Harness.run(arguments, script: "1000 quit\n", in: dir, environment: env)
    let tall = try #require(after.trace.last?.rect, "\(after.stderr)")
    #expect(tall[3] > tall[2], "the photo as rewritten: \(tall)")
    let gets = server.requests.dropFirst(asked).filter { $0.method == "GET" }
    let rewritten = gets.filter { $0.path == "/album/photo1.png" && $0.user == "alice" }
    #expect(rewritten.count == 1 && rewritten.first?.status == 200, "\(gets)")
    #expect(!gets.contains { $0.status == 304 }, "the others are as listed: \(gets)")
    // Started once more: the listing vouches for every copy, and nothing is asked for, not even a 304.
    let settled = server.requests.count
    let again = try Harness.run(arguments, script: "1000 quit\n", in: dir, environment: env)
    #expect(again.trace.last?.rect == tall, "\(again.stderr)")
    #expect(!server.requests.dropFirst(settled).contains { $0.method == "GET" }, "\(server.requests)")
  }

  @Test func theDownloadCacheKeepsToSourceCacheMBOnDisk() throws {
    let dir = try Harness.scratch("dav-cache-size")
    let album = dir + "/www/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    // Three photos of noise, about 750 KB each: a cache of 1 MiB holds one of them.
    var seed: UInt32 = 1
    for i in 1...3 {
      try Pixels.write(album + "/photo\(i).png", width: 500, height: 500) { _, _ in
        seed = seed &* 1_664_525 &+ 1_013_904_223
        return Pixels.RGB(
          r: UInt8(truncatingIfNeeded: seed >> 8), g: UInt8(truncatingIfNeeded: seed >> 16),
          b: UInt8(truncatingIfNeeded: seed >> 24))
      }
    }
    let server = try ApacheDAV(serving: dir + "/www", login: .basic, in: dir)
    try server.start()
    defer { server.stop() }
    let run = try Harness.run(
      [server.base() + "/album", "--no-grid", "--size", "320x240", "--source-cache-mb", "1"],
      script: "400 key Right\n800 key Right\n1400 quit\n", in: dir, environment: try Self.environment(in: dir))
    #expect(run.status == 0 && run.trace.last?.page == 2, "\(run.stderr)")
    let cache = dir + "/cache/sdlphoto/photos"
    let names = try FileManager.default.contentsOfDirectory(atPath: cache)
    let bytes = try names.reduce(0) {
      $0 + ((try FileManager.default.attributesOfItem(atPath: cache + "/" + $1)[.size] as? Int) ?? 0)
    }
    #expect(bytes <= 1 << 20 && bytes > 500_000, "\(bytes) bytes: \(names)")
    let bad = try Harness.run([server.base() + "/album", "--source-cache-mb", "0"], script: "100 quit\n", in: dir)
    #expect(bad.status != 0)
  }

  @Test func aWatchedFolderOnAServerIsListedAgainEveryRefresh() throws {
    let dir = try Harness.scratch("dav-watch")
    let www = try Self.site(in: dir)
    let server = try ApacheDAV(serving: www, login: .basic, in: dir)
    try server.start()
    defer { server.stop() }
    // Listed again every 0.02 minutes (1.2 s of the virtual clock): a photo added on the server at 0.5 s is
    // seen at the listing at 1.2 s and joins once its stamp has held still (`Tuning.Watch.stableAfter`, 0.3 s),
    // as a photo still being uploaded would not.
    let script = """
      500 exec cp '\(www)/album/photo1.png' '\(www)/album/photo9.png' && chmod 644 '\(www)/album/photo9.png'
      3000 quit
      """
    let run = try Harness.run(
      [server.base() + "/album", "--watch", "--refresh", "0.02", "--size", "320x240"], script: script, in: dir,
      environment: try Self.environment(in: dir))
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.count == 3 && run.trace.last?.count == 4, "\(run.trace.map(\.count))")
    let four = try #require(run.trace.first { $0.count == 4 })
    #expect(four.t >= 1500 && four.t < 1600, "four photos from \(four.t) ms")
    // The start, the refresh at 1.2 s, the listing that finds the new photo settled (1.5 s), and the refresh a
    // --refresh after that (2.7 s): four; a fifth on a loaded machine (seen under ThreadSanitizer, about one run in
    // three there, its cause not found yet), never more.
    let listings = server.requests.filter {
      $0.method == "PROPFIND" && $0.user == "alice" && $0.path.hasPrefix("/album")
    }
    #expect((4...5).contains(listings.count), "\(listings)")
    #expect(!server.requests.contains { $0.depth != "1" && $0.method == "PROPFIND" }, "\(server.requests)")
  }

  @Test func aRefusedLoginIsTriedOnceAndSaidOnce() throws {
    let dir = try Harness.scratch("dav-refused")
    let server = try ApacheDAV(serving: try Self.site(in: dir), login: .basic, in: dir)
    try server.start()
    defer { server.stop() }
    let env = try Self.environment(in: dir, password: "wrong")
    let run = try Harness.run(
      [server.base() + "/album", "--grid", "--size", "640x480"], script: "1500 quit\n", in: dir, environment: env)
    #expect(run.status != 0)
    #expect(run.errors.count == 1 && run.reported(.albumUnreadable), "\(run.diagnostics)")
    // libcurl asks once without a login (to learn which kinds the server takes), then once with it.
    #expect(server.requests.filter { $0.user == "alice" }.count == 1, "\(server.requests)")
  }

  @Test func aConfigSourceLogsInByDigestWithItsPasswordFileAndRefusesOneOthersMayRead() throws {
    let dir = try Harness.scratch("dav-config")
    let server = try ApacheDAV(serving: try Self.site(in: dir), login: .digest, in: dir)
    try server.start()
    defer { server.stop() }
    // No ~/.netrc: the password is the source's own.
    var env = try Self.environment(in: dir, password: "unused")
    try FileManager.default.removeItem(atPath: env["HOME"]! + "/.netrc")
    let secret = dir + "/nas.password"
    try "secret\n".write(toFile: secret, atomically: true, encoding: .utf8)
    chmod(secret, 0o600)
    let config = dir + "/config.toml"
    try """
    [sources.nas]
    url = "\(server.base())/album"
    password-file = "\(secret)"
    """.write(toFile: config, atomically: true, encoding: .utf8)
    env["CREDENTIALS_DIRECTORY"] = nil
    let run = try Harness.run(
      ["--config", config, "nas:sub", "--size", "320x240"], script: "1200 quit\n", in: dir, environment: env)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.count == 2 && run.trace.last?.loading == false, "\(run.trace.last as Any)")
    #expect(run.trace.last?.file.hasPrefix(server.base() + "/album/sub/") == true, "\(run.trace.last as Any)")
    #expect(!run.stderr.contains("secret") && !(run.trace.last?.file.contains("secret") ?? true))

    // Readable by others: not used, said, and the server refuses the login without it.
    chmod(secret, 0o644)
    let open = try Harness.run(["--config", config, "nas:", "--size", "320x240"], script: "1200 quit\n", in: dir)
    #expect(open.reported(.configInvalid), "\(open.diagnostics)")
    #expect(open.status != 0 && open.reported(.albumUnreadable), "\(open.diagnostics)")
  }

  @Test func aServerGoneLeavesTheAlbumAsLastListedWithItsPhotos() throws {
    let dir = try Harness.scratch("dav-offline")
    let server = try ApacheDAV(serving: try Self.site(in: dir), login: .basic, in: dir)
    try server.start()
    let env = try Self.environment(in: dir)
    let arguments = [server.base() + "/album", "--grid", "--size", "640x480"]
    let online = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(online.status == 0 && online.trace.last?.held == [0, 1, 2], "\(online.stderr)")
    server.stop()

    Harness.expectShownAsLastListed(try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env))
  }

  @Test func aPhotoOfAServerGoneMidRunShowsOnceTheServerIsBack() throws {
    let dir = try Harness.scratch("dav-back")
    let www = dir + "/www"
    _ = try FixtureAlbum.make(in: www, count: 6, width: 400, height: 300)
    let server = try ApacheDAV(serving: www, login: .basic, in: dir)
    try server.start()
    let (restart, stopDaemon) = server.restartCommands
    defer {
      server.stop()
      _ = try? Tool.output(of: "/bin/sh", ["-c", stopDaemon])
    }
    let env = try Self.environment(in: dir)
    let arguments = [server.base() + "/album", "--size", "320x240"]
    // Shown once on the first photo: the listing kept, and the first photos (and their neighbours) cached.
    let first = try Harness.run(arguments, script: "600 quit\n", in: dir, environment: env)
    #expect(first.status == 0 && first.trace.last?.loading == false, "\(first.stderr)")
    server.stop()

    // The server gone: the album as last listed; the fifth photo, never fetched, is an error tile until the
    // server comes back at 2 s, then shows at the next try (1 s, 2 s, 4 s... after the failure, a fifth either
    // way).
    let script = """
      100 key Right
      200 key Right
      300 key Right
      400 key Right
      2000 exec \(restart)
      12000 quit
      """
    let run = try Harness.run(arguments, script: script, in: dir, environment: env)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let failed = try #require(run.trace.first { $0.page == 4 && $0.error != nil }, "\(run.trace.map(\.page))")
    let shown = try #require(run.trace.first { $0.page == 4 && $0.error == nil && $0.resolution > 0 && $0.t > 2000 })
    #expect(shown.t < 2000 + 4800, "shown at \(shown.t) ms, failed at \(failed.t) ms")
    #expect(run.trace.last?.page == 4 && run.trace.last?.error == nil, "\(run.trace.last as Any)")
    // Said once, however many tries.
    #expect(run.diagnostics(about: "photo5.png").filter { $0.level == .error }.count == 1, "\(run.diagnostics)")
  }

  @Test func aHomeServersOwnCertificateIsTrustedWithSourceCAAndRefusedWithout() throws {
    let dir = try Harness.scratch("dav-tls")
    let server = try ApacheDAV(serving: try Self.site(in: dir), login: .basic, tlsName: "127.0.0.1", in: dir)
    try server.start()
    defer { server.stop() }
    let env = try Self.environment(in: dir)
    let arguments = [server.base() + "/album", "--grid", "--size", "640x480"]
    let refused = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(refused.status != 0 && refused.errors.count == 1, "\(refused.diagnostics)")
    #expect(!server.requests.contains { $0.user == "alice" }, "no login sent to a server not trusted")
    let trusted = try Harness.run(
      arguments + ["--source-ca", server.certificateAuthority], script: "1500 quit\n", in: dir, environment: env)
    #expect(trusted.status == 0, "stderr: \(trusted.stderr)")
    #expect(trusted.trace.last?.held == [0, 1, 2] && trusted.trace.last?.folders == 1, "\(trusted.trace.last as Any)")
  }

  @Test func aCertificateForAnotherNameIsRefusedEvenFromATrustedAuthority() throws {
    let dir = try Harness.scratch("dav-tls-name")
    let server = try ApacheDAV(serving: try Self.site(in: dir), login: .basic, tlsName: "photos.example", in: dir)
    try server.start()
    defer { server.stop() }
    let run = try Harness.run(
      [server.base() + "/album", "--source-ca", server.certificateAuthority, "--size", "320x240"],
      script: "800 quit\n", in: dir, environment: try Self.environment(in: dir))
    #expect(run.status != 0 && run.reported(.albumUnreadable), "\(run.diagnostics)")
    // Only the harness's own probe (plain HTTP to the TLS port) reached it: the viewer's TLS handshake failed.
    #expect(server.requests.allSatisfy { $0.method == "GET" && $0.status == 400 }, "\(server.requests)")
  }

  @Test func aPasswordInALocationIsRefusedWithoutShowingIt() throws {
    let dir = try Harness.scratch("dav-password")
    let run = try Harness.run(["dav://alice:hunter2@127.0.0.1:9/album"], in: dir)
    #expect(run.status != 0 && run.reported(.albumUnreadable), "\(run.diagnostics)")
    #expect(!run.stderr.contains("hunter2"), "\(run.stderr)")
  }
}
