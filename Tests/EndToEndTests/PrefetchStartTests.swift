import Foundation
import Testing

/// Neighbours start decoding once the first page shows its photo, or its error tile: a first photo that cannot
/// be shown must not keep the rest of the album from loading.
@Suite(.serialized) struct PrefetchStartTests {
  /// Runs a 3-photo album (the first one `broken` or not) with no input until it has settled (a script without
  /// `quit` ends once no decode is left); the pages whose photo is held at the end.
  static func decodedPhotos(firstBroken: Bool) throws -> Set<Int> {
    let dir = try Harness.scratch(firstBroken ? "prefetch-broken" : "prefetch")
    let album = try FixtureAlbum.make(in: dir, count: 3)
    if firstBroken {
      try "not a photo".write(toFile: album + "/photo1.png", atomically: true, encoding: .utf8)
    }
    let run = try Harness.run([album, "--size", "640x480"], script: "100 mouse-move 10 10\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    return Set(run.trace.last?.held ?? [])
  }

  @Test func neighboursDecodeOnceTheFirstPhotoShows() throws {
    #expect(try Self.decodedPhotos(firstBroken: false).isSuperset(of: [1, 2]))
  }

  @Test func neighboursDecodeWhenTheFirstPhotoFails() throws {
    #expect(try Self.decodedPhotos(firstBroken: true).isSuperset(of: [1, 2]))
  }
}
