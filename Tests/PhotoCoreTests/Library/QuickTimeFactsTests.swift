import Foundation
import Testing

@testable import PhotoCore

/// A clip's creation date, place and length, as exiftool reads them (Fixtures/Live's clips: ffmpeg wrote
/// Apple's creation-date key; their movie headers say a second).
struct QuickTimeFactsTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Live").path

  @Test func applesCreationDateAndTheMovieHeadersLength() {
    for name in ["2024-07-14 12.34.57.mov", "ffmpeg-layout.mov"] {
      let facts = QuickTimeMetadata.facts(path: Self.folder + "/" + name)
      // exiftool: CreationDate 2024:07:14 12:34:56+02:00, Duration 1.00 s.
      #expect(facts.created?.clock == LibraryQueryTests.at(2024, 7, 14, 12) + 34 * 60 + 56, "\(name)")
      #expect(facts.created?.offsetMinutes == 120 && facts.duration == 1, "\(name)")
    }
    #expect(QuickTimeMetadata.facts(path: Self.folder + "/other.jpg") == QuickTimeMetadata.Facts())
  }

  @Test func isoDatesAndPositionsParseAndBadOnesDoNot() {
    #expect(QuickTimeMetadata.isoDate("2024-07-14T12:34:56Z")?.offsetMinutes == 0)
    #expect(QuickTimeMetadata.isoDate("2024-07-14T12:34:56-05:30")?.offsetMinutes == -330)
    for bad in ["", "2024-07-14", "2024-07-14T12:34:56+2", "2024-07-14T12:34:56+99:00", "garbage-here-at-all"] {
      #expect(QuickTimeMetadata.isoDate(bad) == nil, "\(bad)")
    }
    #expect(QuickTimeMetadata.iso6709("+46.6242+008.0414+1034.000/")! == (46.6242, 8.0414))
    #expect(QuickTimeMetadata.iso6709("-33.8688+151.2093/")! == (-33.8688, 151.2093))
    #expect(QuickTimeMetadata.iso6709("+95.0+008.0/") == nil && QuickTimeMetadata.iso6709("+46.6") == nil)
    // A movie header of version 0: created 2024-07-14 10:34:56 UTC (seconds from 1904), 3000 / 600 s long.
    let created = UInt32(1_720_953_296 + QuickTimeMetadata.epoch1904)
    var header: [UInt8] = [0, 0, 0, 0] + Self.be32(created) + Self.be32(created) + Self.be32(600) + Self.be32(3000)
    var facts = QuickTimeMetadata.Facts()
    QuickTimeMetadata.movieHeader(header, into: &facts)
    #expect(facts.createdUTC == 1_720_953_296 && facts.duration == 5)
    header = [0, 0, 0, 0] + [UInt8](repeating: 0, count: 16)
    facts = QuickTimeMetadata.Facts()
    QuickTimeMetadata.movieHeader(header, into: &facts)
    #expect(facts.createdUTC == nil && facts.duration == nil, "zeros say nothing")
  }

  @Test func exifOffsetsAreMinutesAheadOfUTC() {
    #expect(ExifMetadata.offsetMinutes("+02:00") == 120 && ExifMetadata.offsetMinutes("-05:30") == -330)
    for bad in ["", "   :  ", "+2:00", "+15:00", "02:00+", "+02:60"] { #expect(ExifMetadata.offsetMinutes(bad) == nil) }
  }

  static func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
  }
}

extension WallClock {
  static func + (clock: WallClock, seconds: Int64) -> WallClock { WallClock(seconds: clock.seconds + seconds) }
}
