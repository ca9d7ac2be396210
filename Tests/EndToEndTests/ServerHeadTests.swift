import Foundation
import ServiceHarness
import Testing

/// A cold grid on a server without previews (Apache's `mod_dav`, an rclone remote, an SMB share): each JPEG's
/// head is read first (by range), and a photo whose embedded thumbnail is large enough for its cell (a phone's)
/// shows from it without being downloaded whole; one whose thumbnail is too small (a camera's 160 x 120) is
/// downloaded whole after, and a short one at once. A start again asks for nothing: the head is kept beside the
/// photos in the download cache.
@Suite(.serialized) struct ServerHeadTests {
  /// A `width` x `height` JPEG at `path`, noisy (so that it is far larger than a head), green, carrying an EXIF
  /// thumbnail of `thumbWidth` x `thumbHeight` in magenta (a colour the photo does not have), written by exiftool.
  static func photo(_ path: String, width: Int, height: Int, thumbWidth: Int, thumbHeight: Int) throws {
    try Pixels.write(path, width: width, height: height) { x, y in
      Pixels.RGB(r: 30, g: UInt8(150 + (x &* 7 ^ y &* 13) % 90), b: 40)
    }
    let thumb = path + ".thumb.jpg"
    try Pixels.write(thumb, width: thumbWidth, height: thumbHeight) { _, _ in Pixels.RGB(r: 230, g: 30, b: 230) }
    _ = try Tool.output(of: "/usr/bin/exiftool", ["-q", "-overwrite_original", "-ThumbnailImage<=" + thumb, path])
    try FileManager.default.removeItem(atPath: thumb)
    let length = try Tool.output(of: "/usr/bin/exiftool", ["-s3", "-ThumbnailLength", path])
    #expect(Int(length.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 0, "exiftool embedded no thumbnail")
  }

  /// The folder `path` of two 1600 x 1200 photos, `phone.jpg` carrying a 512 x 384 thumbnail (a phone's) and
  /// `camera.jpg` a 160 x 120 one (a camera's), and `small.jpg`, 400 x 300 with a 160 x 120 one.
  static func album(at path: String) throws -> String {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try photo(path + "/phone.jpg", width: 1600, height: 1200, thumbWidth: 512, thumbHeight: 384)
    try photo(path + "/camera.jpg", width: 1600, height: 1200, thumbWidth: 160, thumbHeight: 120)
    try photo(path + "/small.jpg", width: 400, height: 300, thumbWidth: 160, thumbHeight: 120)
    return path
  }

  @Test func aPhoneSizedThumbnailServesItsCellFromTheHeadAndACamerasTooSmallOneDownloadsThePhoto() throws {
    let dir = try Harness.scratch("dav-head")
    let album = try Self.album(at: dir + "/www/album")
    let size = try FileManager.default.attributesOfItem(atPath: album + "/phone.jpg")[.size] as? Int ?? 0
    #expect(size > 8 * 96 * 1024, "the photo is worth its head: \(size) bytes")
    let server = try ApacheDAV(serving: dir + "/www", login: .basic, in: dir)
    try server.start()
    defer { server.stop() }
    let env = try DAVTests.environment(in: dir)
    let arguments = [server.base() + "/album", "--grid", "--size", "640x480"]
    let run = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.held == [0, 1, 2], "every cell drawn: \(String(describing: run.trace.last))")
    let first = server.requests.filter { $0.method == "GET" && $0.user == "alice" }
    // The phone's photo: its first bytes alone. The camera's: its first bytes, then all of it.
    #expect(first.filter { $0.path == "/album/phone.jpg" }.map(\.status) == [206], "\(first)")
    #expect(first.filter { $0.path == "/album/camera.jpg" }.map(\.status) == [206, 200], "\(first)")
    // The small photo, shorter than eight heads, is read whole at once.
    #expect(first.filter { $0.path == "/album/small.jpg" }.map(\.status) == [200], "\(first)")
    // Each head is kept under a name of its own beside the camera's whole photo.
    let kept = Self.cachedNames(under: dir + "/cache")
    #expect(kept.filter { $0.hasPrefix("head: ") }.count == 2 && kept.count == 4, "\(kept)")

    // Started again with nothing changed: the head and the photo are both kept, and nothing is asked for.
    let asked = server.requests.count
    let again = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(again.status == 0 && again.trace.last?.held == [0, 1, 2], "\(again.stderr)")
    #expect(!server.requests.dropFirst(asked).contains { $0.method == "GET" }, "\(server.requests)")

    // The phone's photo rewritten in place: another version by the listing, so its head is read again.
    try Self.photo(album + "/phone.jpg", width: 1200, height: 1600, thumbWidth: 384, thumbHeight: 512)
    let before = server.requests.count
    let rewritten = try Harness.run(arguments, script: "1500 quit\n", in: dir, environment: env)
    #expect(rewritten.status == 0 && rewritten.trace.last?.held == [0, 1, 2], "\(rewritten.stderr)")
    let gets = server.requests.dropFirst(before).filter { $0.method == "GET" && $0.user == "alice" }
    #expect(gets.map(\.path) == ["/album/phone.jpg"] && gets.map(\.status) == [206], "\(gets)")
  }

  /// The URLs (or names) the download cache under `cache` holds entries for, from their metadata.
  static func cachedNames(under cache: String) -> [String] {
    let folder = cache + "/sdlphoto/photos"
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".json") }.compactMap { name in
      guard let data = FileManager.default.contents(atPath: folder + "/" + name),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return nil }
      return object["url"] as? String
    }.sorted()
  }

  @Test func anRcloneRemotesPhotoIsReadByRangeThroughItsServerToo() throws {
    let dir = try Harness.scratch("rclone-head")
    let album = try Self.album(at: dir + "/site/album")
    try "[photos]\ntype = local\n".write(toFile: dir + "/rclone.conf", atomically: true, encoding: .utf8)
    let env = ["RCLONE_CONFIG": dir + "/rclone.conf", "XDG_CACHE_HOME": dir + "/cache", "HOME": dir]
    let run = try Harness.run(
      ["rclone:photos:" + album, "--grid", "--size", "640x480"], script: "1500 quit\n", in: dir, environment: env)
    #expect(run.status == 0 && run.trace.last?.held == [0, 1, 2], "\(run.stderr)")
    // Both heads kept; the camera's photo whole (its thumbnail is too small for a cell), the phone's not; the
    // small photo whole and no head of it.
    let phone = "rclone:photos:" + album + "/phone.jpg"
    let camera = "rclone:photos:" + album + "/camera.jpg"
    let small = "rclone:photos:" + album + "/small.jpg"
    #expect(Set(Self.cachedNames(under: dir + "/cache")) == [camera, "head: " + camera, "head: " + phone, small])
  }

  @Test(.enabled(if: SambaServer.canRun)) func anSMBSharesPhotoHasItsHeadReadAloneToo() throws {
    let dir = try Harness.scratch("smb-head")
    _ = try Self.album(at: dir + "/share/album")
    let server = try SambaServer(serving: dir + "/share", in: dir)
    try server.start()
    defer { server.stop() }
    let run = try Harness.run(
      [server.base() + "/photos/album", "--grid", "--size", "640x480"], script: "1500 quit\n", in: dir,
      environment: ["XDG_CACHE_HOME": dir + "/cache"])
    #expect(run.status == 0 && run.trace.last?.held == [0, 1, 2], "\(run.stderr)")
    let kept = Self.cachedNames(under: dir + "/cache")
    let heads = kept.filter { $0.hasPrefix("head: ") }.map { $0.split(separator: "/").last.map(String.init) ?? "" }
    let wholes = kept.filter { !$0.hasPrefix("head: ") }.map { $0.split(separator: "/").last.map(String.init) ?? "" }
    #expect(
      heads.sorted() == ["camera.jpg", "phone.jpg"] && wholes.sorted() == ["camera.jpg", "small.jpg"], "\(kept)")
  }
}
