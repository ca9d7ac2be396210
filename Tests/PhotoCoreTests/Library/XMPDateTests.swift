import Foundation
import Testing

@testable import PhotoCore

/// XMP's dates as editors and exporters write them: attributes and elements, the preferred property first, ISO
/// 8601 with and without seconds, fractions and offsets.
@Suite struct XMPDateTests {
  static func packet(_ body: String) -> [UInt8] {
    Array(
      ("junk before\u{0}<?xpacket begin='' id='W5M0MpCehiHzreSzNTczkc9d'?><x:xmpmeta xmlns:x='adobe:ns:meta/'>"
        + "<rdf:RDF><rdf:Description \(body)</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end='w'?>").utf8)
  }

  @Test func attributesAndElementsInTheOrderPreferred() throws {
    let attribute = try #require(
      XMPDate.taken(
        in: Self.packet(#"xmp:CreateDate="2020-01-01T00:00:00" exif:DateTimeOriginal="2024-07-14T12:34:56+02:00">"#)))
    #expect(
      attribute.date == ExifMetadata.LocalDateTime(year: 2024, month: 7, day: 14, hour: 12, minute: 34, second: 56))
    #expect(attribute.offsetMinutes == 120)
    let element = try #require(
      XMPDate.taken(in: Self.packet("><photoshop:DateCreated>2019-03-04T05:06Z</photoshop:DateCreated>")))
    #expect(element.date == ExifMetadata.LocalDateTime(year: 2019, month: 3, day: 4, hour: 5, minute: 6))
    #expect(element.offsetMinutes == 0)
    // A name that only ends like a property's is not it.
    #expect(XMPDate.taken(in: Self.packet(#"myexif:DateTimeOriginal="2020-01-01">"#)) == nil)
    #expect(XMPDate.taken(in: Array("exif:DateTimeOriginal=\"2020-01-01\"".utf8)) == nil, "no packet")
  }

  /// XMP allows UTF-16 (exiftool's own XMP.jpg is UTF-16BE) and early writers named the root `x:xapmeta`.
  @Test func wideAndEarlyPackets() throws {
    let body = #"xmp:CreateDate="2004-02-26T10:00:00Z">"#
    let text = String(decoding: Self.packet(body), as: UTF8.self)
    let bigEndian = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let littleEndian = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    for bytes in [bigEndian, littleEndian, Array(text.replacingOccurrences(of: "xmpmeta", with: "xapmeta").utf8)] {
      let found = try #require(XMPDate.taken(in: bytes))
      #expect(found.date == ExifMetadata.LocalDateTime(year: 2004, month: 2, day: 26, hour: 10))
    }
  }

  @Test func isoDatesAsXMPWritesThem() {
    #expect(XMPDate.parse("2024-07-14T12:34:56.789-05:30")?.offsetMinutes == -330)
    #expect(XMPDate.parse("2024-07-14T12:34:56.789-05:30")?.date.second == 56)
    #expect(XMPDate.parse("2024-07-14")?.date == ExifMetadata.LocalDateTime(year: 2024, month: 7, day: 14))
    #expect(XMPDate.parse("2024-07-14")?.offsetMinutes == nil)
    #expect(XMPDate.parse("2024")?.date == ExifMetadata.LocalDateTime(year: 2024, month: 1, day: 1))
    #expect(XMPDate.parse(" 2024-07-14T08:00 ")?.date.hour == 8)
    for bad in ["", "July 2024", "2024-13-01", "2024-07-14T25:00", "2024-07-14T12:00+99:00", "24-07-14"] {
      #expect(XMPDate.parse(bad) == nil, "\(bad)")
    }
  }

  @Test func theSearchFindsWhatANaiveOneFindsInArraysAndSlices() {
    var generator = SplitMix64(seed: 45)
    let needles: [[UInt8]] = [[0, 60, 0, 120], [60, 0, 120, 0], [60, 120], [0, 0, 1], [7], [0]]
    for round in 0..<200 {
      // Bytes from a small alphabet, so needles occur, overlap and nearly occur.
      let count = Int(generator.next() % 300)
      let hay = (0..<count).map { _ in [0, 0, 60, 120, 7, 1][Int(generator.next() % 6)] as UInt8 }
      for needle in needles {
        let start = count == 0 ? 0 : Int(generator.next() % UInt64(count))
        let naive = (start..<max(start, count - needle.count + 1)).first {
          Array(hay[$0..<$0 + needle.count]) == needle
        }
        #expect(XMPDate.find(needle, in: hay, from: start) == naive, "round \(round), needle \(needle)")
        // A slice keeps the array's indices.
        let slice = hay[min(3, count)...]
        let from = max(start, slice.startIndex)
        let inSlice = (from..<max(from, count - needle.count + 1)).first {
          Array(hay[$0..<$0 + needle.count]) == needle
        }
        #expect(XMPDate.find(needle, in: slice, from: from) == inSlice, "round \(round), needle \(needle)")
      }
    }
  }
}
