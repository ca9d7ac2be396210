import Foundation
import Testing

/// Neighbours start decoding once the first page shows its photo, or its error tile: a first photo that cannot
/// be shown must not keep the rest of the album from loading.
@Suite(.serialized) struct PrefetchStartTests {
  /// Runs a 3-photo album (the first one `broken` or not) with no input for a second; the photos decoded.
  static func decodedPhotos(firstBroken: Bool) throws -> Set<Int> {
    let dir = try Harness.scratch(firstBroken ? "prefetch-broken" : "prefetch")
    let album = try FixtureAlbum.make(in: dir, count: 3)
    if firstBroken {
      try "not a photo".write(toFile: album + "/photo1.png", atomically: true, encoding: .utf8)
    }
    let run = try Harness.run([album, "--size", "640x480", "--verbose"], script: "1000 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // "sdlphoto: [0.123 s] decoded photo 2 in 5 ms"
    return Set(
      run.stderr.split(separator: "\n").compactMap { line in
        line.range(of: "decoded photo ").flatMap { Int(line[$0.upperBound...].prefix { $0.isNumber }) }
      })
  }

  @Test func neighboursDecodeOnceTheFirstPhotoShows() throws {
    #expect(try Self.decodedPhotos(firstBroken: false).isSuperset(of: [1, 2]))
  }

  @Test func neighboursDecodeWhenTheFirstPhotoFails() throws {
    #expect(try Self.decodedPhotos(firstBroken: true).isSuperset(of: [1, 2]))
  }
}
