import Foundation
import ServiceHarness
import Testing

/// A manifest on a server (`sdlphoto http://…/album.json --watch --refresh MINUTES`): listed from the server,
/// fetched again on the clock with its ETag (an unchanged manifest costs a 304), a change shown while running,
/// and the album kept from the cache when the server is gone.
@Suite(.serialized) struct RemoteManifestTests {
  /// A static file server on 127.0.0.1 that sends an ETag (a hash of the file), answers `If-None-Match` with
  /// 304, asks clients to revalidate every time, and logs each request as `PATH STATUS IF-NONE-MATCH`.
  static let server = """
    import hashlib, http.server, os, sys
    root, log, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            path = os.path.join(root, self.path.lstrip("/").split("?")[0])
            if not os.path.isfile(path):
                self.send_response(404); self.end_headers(); status = 404
            else:
                body = open(path, "rb").read()
                tag = '"%s"' % hashlib.sha1(body).hexdigest()[:16]
                asked = self.headers.get("If-None-Match")
                status = 304 if asked == tag else 200
                self.send_response(status)
                self.send_header("ETag", tag)
                self.send_header("Cache-Control", "no-cache")
                if status == 200:
                    self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if status == 200:
                    self.wfile.write(body)
            with open(log, "a") as f:
                f.write("%s %d %s\\n" % (self.path, status, self.headers.get("If-None-Match") or "-"))
        def log_message(self, *args):
            pass
    http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
    """

  /// Starts the server on `root` (a `LoopbackService`, stopped when it goes); returns it and its base URL.
  static func serve(_ root: String, log: String, in dir: String) throws -> (LoopbackService, String) {
    let service = try LoopbackService("manifest-server", in: dir)
    try service.start("/usr/bin/python3", ["-c", server, root, log, "\(service.port)"])
    return (service, "http://127.0.0.1:\(service.port)")
  }

  @Test func aManifestOnAServerIsListedRefreshedWithItsETagAndKeptOffline() throws {
    let dir = try Harness.scratch("remote-manifest")
    let site = try FixtureAlbum.make(in: dir, count: 3, width: 400, height: 300)
    try #"["photo1.png", {"path": "photo2.png", "caption": "Second"}]"#.write(
      toFile: site + "/album.json", atomically: true, encoding: .utf8)
    let log = dir + "/requests.log"
    let (server, base) = try Self.serve(site, log: log, in: dir)
    defer { server.stop() }
    // Refreshed every 0.02 minutes (1.2 s of the virtual clock): the third photo joins at 0.5 s on the server,
    // is seen at the refresh at 1.2 s, and the refresh at 2.4 s finds nothing new.
    let script = """
      500 exec printf '["photo1.png", "photo2.png", "photo3.png"]' > '\(site)/album.json'
      3000 quit
      """
    let run = try Harness.run(
      [base + "/album.json", "--watch", "--refresh", "0.02", "--size", "320x240"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.count == 2 && run.trace.last?.count == 3, "\(run.trace.map(\.count))")
    let firstThree = try #require(run.trace.first { $0.count == 3 })
    #expect(firstThree.t >= 1200 && firstThree.t < 1300, "three photos from \(firstThree.t) ms")
    let manifestRequests = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("/album.json ") }
    // The first fetch, the refresh that finds the change (asked with the first ETag) and the one that does not.
    #expect(manifestRequests.count == 3, "\(manifestRequests)")
    #expect(manifestRequests.first?.hasSuffix(" 200 -") == true, "\(manifestRequests)")
    #expect(manifestRequests.dropFirst().allSatisfy { !$0.hasSuffix(" -") }, "revalidated: \(manifestRequests)")
    #expect(manifestRequests.last?.contains(" 304 ") == true, "\(manifestRequests)")

    // The server goes away: the next start lists the cached manifest and shows the cached photos.
    server.stop()
    let offline = try Harness.run([base + "/album.json", "--size", "320x240"], script: "800 quit\n", in: dir)
    #expect(offline.status == 0, "stderr: \(offline.stderr)")
    #expect(offline.trace.last?.count == 3 && offline.trace.last?.loading == false, "\(offline.trace.last as Any)")
  }

  @Test func aManifestThatCannotBeFetchedSaysWhy() throws {
    let dir = try Harness.scratch("remote-manifest-missing")
    let site = dir + "/site"
    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    let (server, base) = try Self.serve(site, log: dir + "/requests.log", in: dir)
    defer { server.stop() }
    let run = try Harness.run([base + "/nothing.json", "--size", "320x240"], script: "500 quit\n", in: dir)
    #expect(run.status != 0)
    #expect(run.reported(.albumUnreadable, about: "nothing.json"), "\(run.diagnostics)")
    #expect(run.stderr.contains("404"), "the server's status, as it said it: \(run.stderr)")
  }
}
