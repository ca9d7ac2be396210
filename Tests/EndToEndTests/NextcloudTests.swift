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
        return path.hasSuffix("/") ? String(path.dropLast()) : path
      }
    }
    let first = try run(expecting: 6)
    #expect(first == ["/album", "/album/sub", "/album/sub/deeper"], "\(first)")
    // Started again: the top's listing gives each folder below the ETag its kept listing has; nothing is asked.
    let again = try run(expecting: 6)
    #expect(again == ["/album"], "\(again)")
    // A photo added two folders down changes the ETags of the folders above it, and only theirs.
    try FileManager.default.copyItem(atPath: www + "/album/photo1.png", toPath: www + "/album/sub/deeper/photo9.png")
    try FileManager.default.createDirectory(atPath: www + "/album/other", withIntermediateDirectories: true)
    let changed = try run(expecting: 7)
    #expect(changed == ["/album", "/album/other", "/album/sub", "/album/sub/deeper"], "\(changed)")
    let settled = try run(expecting: 7)
    #expect(settled == ["/album"], "\(settled)")
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
