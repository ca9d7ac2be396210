import Foundation
import Testing

/// Camera RAWs in an album: shown from their embedded preview, and folded into the JPEG of the same name (the
/// RAW named in the trace and the info) unless `--raw separate`.
@Suite(.serialized) struct RawTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("PhotoShellTests/Fixtures/Raw/preview.dng").path

  /// An album of IMG_1.JPG with its IMG_1.DNG, and IMG_2.DNG alone.
  static func album(in dir: String) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    try Pixels.write(album + "/IMG_1.JPG", width: 96, height: 64) { _, _ in Pixels.RGB(r: 0, g: 200, b: 0) }
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: album + "/IMG_1.DNG")
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: album + "/IMG_2.DNG")
    return album
  }

  @Test func aRAWBesideItsJPEGIsOnePhotoAndARAWAloneShowsItsPreview() throws {
    let dir = try Harness.scratch("raw-paired")
    let album = try Self.album(in: dir)
    let script = "200 screenshot first.png\n300 key Right\n900 screenshot second.png\n1000 quit\n"
    let run = try Harness.run([album, "--no-grid", "--size", "400x300"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.count == 2)
    #expect(run.trace.first { $0.t >= 200 }?.raw == "IMG_1.DNG")
    let second = try #require(run.trace.last)
    #expect(second.page == 1 && second.raw == nil && second.file.hasSuffix("IMG_2.DNG"))
    // The lone RAW shows its preview (red over blue, turned upright: portrait).
    let image = try Pixels.Image(path: dir + "/second.png")
    #expect(image[200, 120].isClose(to: Pixels.RGB(r: 229, g: 89, b: 88), tolerance: 16))
    #expect(image[200, 180].isClose(to: Pixels.RGB(r: 90, g: 89, b: 229), tolerance: 16))
    #expect(second.rect.map { $0[3] > $0[2] } == true)
  }

  @Test func withRawSeparateEveryFileIsAPhoto() throws {
    let dir = try Harness.scratch("raw-separate")
    let album = try Self.album(in: dir)
    let run = try Harness.run([album, "--no-grid", "--raw", "separate"], script: "200 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.count == 3)
    #expect(run.trace.allSatisfy { $0.raw == nil })
  }
}
