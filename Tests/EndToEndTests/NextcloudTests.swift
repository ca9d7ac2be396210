import Foundation
import ServiceHarness
import Testing

/// Nextcloud's own ways, against a stand-in built from its documented API (`NextcloudStandIn`: Nextcloud is not
/// packaged for Debian): a share link as people paste it opens as the share's folder, a share with a password logs
/// in with the config source's file and a wrong one is tried once, and a Photos album shows its photos. Every
/// listing is a `PROPFIND` of `Depth: 1` (the stand-in refuses `infinity` with 412, as Nextcloud does).
@Suite(.serialized) struct NextcloudTests {
  @Test func aShareLinkOpensAsItsSharesFolderOnTheGrid() throws {
    let dir = try Harness.scratch("nextcloud-share")
    let server = try NextcloudStandIn(serving: try DAVTests.site(in: dir), shareFolder: "album", in: dir)
    try server.start()
    defer { server.stop() }
    let run = try Harness.run(
      [server.shareLink, "--grid", "--size", "640x480"], script: "1500 quit\n", in: dir,
      environment: ["XDG_CACHE_HOME": dir + "/cache", "HOME": dir])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let last = try #require(run.trace.last)
    #expect(last.count == 3 && last.folders == 1 && last.held == [0, 1, 2], "\(last)")
    let share = "dav://anonymous@127.0.0.1:\(server.service.port)/public.php/dav/files/\(server.token)"
    #expect(last.folder == share, "\(last)")
    let listings = server.requests.filter { $0.method == "PROPFIND" }
    #expect(listings.allSatisfy { $0.depth == "1" && $0.status == 207 }, "\(server.requests)")
    #expect(listings.filter { !$0.path.contains("/sub") }.count == 1, "\(listings)")
  }

  @Test func aSharesPasswordComesFromTheConfigAndAWrongOneIsTriedOnce() throws {
    let dir = try Harness.scratch("nextcloud-password")
    let server = try NextcloudStandIn(
      serving: try DAVTests.site(in: dir), shareFolder: "album", sharePassword: "family", in: dir)
    try server.start()
    defer { server.stop() }
    let secret = dir + "/share.password"
    let config = dir + "/config.toml"
    try "[sources.fam]\nurl = \"\(server.shareLink)\"\npassword-file = \"\(secret)\"\n".write(
      toFile: config, atomically: true, encoding: .utf8)
    let env = ["XDG_CACHE_HOME": dir + "/cache", "HOME": dir]
    try "family\n".write(toFile: secret, atomically: true, encoding: .utf8)
    chmod(secret, 0o600)
    let run = try Harness.run(
      ["--config", config, "fam:sub", "--size", "320x240"], script: "1200 quit\n", in: dir, environment: env)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.count == 2 && run.trace.last?.resolution ?? 0 > 0, "\(run.trace.last as Any)")

    try "wrong\n".write(toFile: secret, atomically: true, encoding: .utf8)
    let before = server.requests.count
    let refused = try Harness.run(
      ["--config", config, "fam:", "--grid", "--size", "320x240"], script: "1200 quit\n", in: dir,
      environment: ["XDG_CACHE_HOME": dir + "/cache2", "HOME": dir])
    #expect(refused.status != 0 && refused.errors.count == 1, "\(refused.diagnostics)")
    let tried = server.requests.dropFirst(before).filter { $0.user == "anonymous" }
    #expect(tried.count == 1 && tried.first?.status == 401, "\(server.requests.dropFirst(before))")
  }

  @Test func anUnchangedTreeCostsTheOneListingOfItsTopAndAChangeBelowListsOnlyWhereItIs() throws {
    let dir = try Harness.scratch("nextcloud-etags")
    let www = try DAVTests.site(in: dir)
    try FileManager.default.createDirectory(atPath: www + "/album/sub/deeper", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: www + "/album/photo3.png", toPath: www + "/album/sub/deeper/photo3.png")
    let server = try NextcloudStandIn(serving: www, shareFolder: "album", in: dir)
    try server.start()
    defer { server.stop() }
    let files = "dav://alice@127.0.0.1:\(server.service.port)/remote.php/dav/files/alice/album"
    let env = try DAVTests.environment(in: dir)
    func run(expecting count: Int) throws -> [String] {
      let before = server.requests.count
      let run = try Harness.run(
        [files, "--recursive", "--size", "320x240"], script: "1200 quit\n", in: dir, environment: env)
      #expect(run.status == 0 && run.trace.last?.count == count, "\(run.trace.last as Any) \(run.stderr)")
      return server.requests.dropFirst(before).filter { $0.method == "PROPFIND" && $0.user == "alice" }.map {
        let path = $0.path.replacingOccurrences(of: "/remote.php/dav/files/alice", with: "")
        return (path.hasSuffix("/") ? String(path.dropLast()) : path) + ($0.depth == "0" ? " (its own entry)" : "")
      }
    }
    let first = try run(expecting: 6)
    #expect(first == ["/album", "/album/sub", "/album/sub/deeper"], "\(first)")
    // Started again: the top's own entry (`Depth: 0`) has the ETag its kept listing has, and so does each folder
    // below in it: one small request.
    let again = try run(expecting: 6)
    #expect(again == ["/album (its own entry)"], "\(again)")
    // A photo added two folders down changes the ETags of the folders above it, and only theirs.
    try FileManager.default.copyItem(atPath: www + "/album/photo1.png", toPath: www + "/album/sub/deeper/photo9.png")
    try FileManager.default.createDirectory(atPath: www + "/album/other", withIntermediateDirectories: true)
    // It shows from the kept listing first, and is listed again at once; the new photo joins once it has held still
    // between two listings (a photo still uploading would not), so the top's entry is asked once more.
    let changed = try run(expecting: 7)
    #expect(
      changed == [
        "/album (its own entry)", "/album", "/album/other", "/album/sub", "/album/sub/deeper", "/album (its own entry)",
      ], "\(changed)")
    let settled = try run(expecting: 7)
    #expect(settled == ["/album (its own entry)"], "\(settled)")
  }

  @Test func theGridShowsTheServersPreviewsAndDownloadsNoPhoto() throws {
    let dir = try Harness.scratch("nextcloud-grid-previews")
    let server = try NextcloudStandIn(serving: try DAVTests.site(in: dir), shareFolder: "album", in: dir)
    try server.start()
    defer { server.stop() }
    let files = "dav://alice@127.0.0.1:\(server.service.port)/remote.php/dav/files/alice/album"
    let env = try DAVTests.environment(in: dir)
    let arguments = [files, "--grid", "--size", "640x480"]
    let run = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(run.status == 0 && run.trace.last?.held == [0, 1, 2], "\(run.trace.last as Any) \(run.stderr)")
    let gets = server.requests.filter { $0.method == "GET" && $0.user == "alice" }
    // Three cells and the sub-folder tile's cover: four previews covering the cell at the thumbnail cache's
    // size above it (180-point cells: 256 pixels), and no photo downloaded.
    let previews = gets.filter { $0.path.hasPrefix("/index.php/core/preview?") }
    #expect(previews.count == 4 && previews.allSatisfy { $0.status == 200 }, "\(gets)")
    #expect(previews.allSatisfy { $0.path.contains("x=256&y=256&a=1&mode=cover&forceIcon=0") }, "\(previews)")
    #expect(!gets.contains { $0.path.hasPrefix("/remote.php/") }, "\(gets)")
    // Started again: the previews kept are the photos' listed versions; nothing is asked but the listing.
    let asked = server.requests.count
    let again = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(again.trace.last?.held == [0, 1, 2], "\(again.stderr)")
    #expect(!server.requests.dropFirst(asked).contains { $0.method == "GET" }, "\(server.requests.dropFirst(asked))")
  }

  @Test func aStillOnTheScreenIsTheServersPreviewAtItsSizeAndAZoomFetchesThePhoto() throws {
    let dir = try Harness.scratch("nextcloud-screen-previews")
    let album = dir + "/www/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    // 1600 x 1200 stored; the second is turned (EXIF orientation 6: upright it is 1200 x 1600).
    for name in ["a.jpg", "b.jpg"] {
      try Pixels.write(album + "/" + name, width: 1600, height: 1200) { x, y in
        (x / 2 + y / 2) % 2 == 0 ? Pixels.RGB(r: 255, g: 255, b: 255) : .black
      }
    }
    _ = try Tool.output(
      of: "/usr/bin/exiftool", ["-q", "-overwrite_original", "-n", "-Orientation=6", album + "/b.jpg"])
    let orientation = try Tool.output(of: "/usr/bin/exiftool", ["-n", "-s3", "-Orientation", album + "/b.jpg"])
    #expect(orientation.trimmingCharacters(in: .whitespacesAndNewlines) == "6")
    let server = try NextcloudStandIn(serving: dir + "/www", shareFolder: "album", in: dir)
    try server.start()
    defer { server.stop() }
    let files = "dav://alice@127.0.0.1:\(server.service.port)/remote.php/dav/files/alice/album"
    // `1` zooms to one photo pixel per screen pixel: past the preview, so the photo itself is fetched.
    let script = "300 key 1\n1200 key 0\n1400 key Right\n2200 quit\n"
    let run = try Harness.run(
      [files, "--no-grid", "--size", "320x240"], script: script, in: dir, environment: try DAVTests.environment(in: dir)
    )
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let at = { (ms: Double) in run.trace.last { $0.t <= ms } }
    // At fit, the preview: 320 x 240 of a photo the viewer knows is 1600 x 1200 (a fifth), so `1` zooms five times.
    #expect(at(250)?.layer == "screen" && abs((at(250)?.resolution ?? 0) - 0.2) < 1e-3, "\(at(250) as Any)")
    #expect(abs((at(1100)?.zoom ?? 0) - 5) < 1e-3 && at(1100)?.layer == "detail", "\(at(1100) as Any)")
    #expect(abs((at(1100)?.resolution ?? 0) - 1) < 1e-3, "\(at(1100) as Any)")
    // The turned photo fits as a portrait, from its preview: 180 x 240 on the screen.
    let turned = try #require(at(2150)?.rect, "\(at(2150) as Any)")
    #expect(abs(turned[2] - 180) < 1 && abs(turned[3] - 240) < 1, "\(turned)")
    let gets = server.requests.filter { $0.method == "GET" && $0.user == "alice" }.map(\.path)
    #expect(
      gets.filter { $0.hasPrefix("/index.php/core/preview?") && $0.contains("x=320&y=240&a=1&mode=fill") }.count >= 2,
      "\(gets)")
    #expect(gets.filter { $0.hasPrefix("/remote.php/") } == ["/remote.php/dav/files/alice/album/a.jpg"], "\(gets)")
  }

  @Test func aPhotosAlbumShowsItsPhotosFromAcrossTheFiles() throws {
    let dir = try Harness.scratch("nextcloud-album")
    let server = try NextcloudStandIn(
      serving: try DAVTests.site(in: dir), shareFolder: "album",
      albums: ["Trip": ["album/photo1.png", "album/sub/photo2.png"]], in: dir)
    try server.start()
    defer { server.stop() }
    let album = "dav://alice@127.0.0.1:\(server.service.port)/remote.php/dav/photos/alice/albums/Trip"
    let run = try Harness.run(
      [album, "--grid", "--size", "640x480"], script: "1500 quit\n", in: dir,
      environment: try DAVTests.environment(in: dir))
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.count == 2 && run.trace.last?.held == [0, 1], "\(run.trace.last as Any)")
    #expect(!server.requests.contains { $0.status == 412 }, "\(server.requests)")
  }
}
