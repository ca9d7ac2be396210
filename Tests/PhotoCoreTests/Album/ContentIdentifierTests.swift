import Foundation
import Testing

@testable import PhotoCore

/// An iPhone's content identifier, read where exiftool reads it (Fixtures/Live/make-fixtures: the still's maker
/// note, the clip's QuickTime keys), pairs the halves of a live photo whose names differ.
struct ContentIdentifierTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Live").path
  /// exiftool's MediaGroupUUID and ContentIdentifier of the fixtures.
  static let identifier = "5F2C0F2B-1F7E-4C1E-9B9E-2A1F6B1C9D01"
  static let still = folder + "/2024-07-14 12.34.56"

  @Test func aStillsMakerNoteHoldsItInAJPEGAndInAHEIC() throws {
    for path in [Self.still + ".jpg", Self.still + ".heic"] {
      let exif = try #require(ExifMetadata.read(fileAt: path))
      #expect(exif.contentIdentifier == Self.identifier)
      // exiftool's DateTimeOriginal and Make/Model: a HEIC's EXIF item is read as a JPEG's APP1.
      #expect(exif.taken == ExifMetadata.LocalDateTime(year: 2024, month: 7, day: 14, hour: 12, minute: 34, second: 56))
      #expect(exif.camera == "Apple iPhone 12")
    }
    #expect(
      ExifMetadata.read(fileAt: Self.folder + "/other.heic")?.contentIdentifier
        == "0C8E55A1-3A5B-4F57-8A8C-6E0D9B2B7E42")
  }

  @Test func aClipsKeysHoldItInApplesLayoutAndInFFmpegs() {
    #expect(QuickTimeMetadata.contentIdentifier(path: Self.folder + "/2024-07-14 12.34.57.mov") == Self.identifier)
    #expect(QuickTimeMetadata.contentIdentifier(path: Self.folder + "/ffmpeg-layout.mov") == Self.identifier)
    // A still, or a missing file, has none.
    #expect(QuickTimeMetadata.contentIdentifier(path: Self.still + ".jpg") == nil)
    #expect(QuickTimeMetadata.contentIdentifier(path: Self.folder + "/missing.mov") == nil)
  }

  @Test func aClipCutAnywhereHasNoneAndNothingBreaks() throws {
    let clip = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/2024-07-14 12.34.57.mov")))
    let fx = try AlbumFixture()
    var found = 0
    for length in stride(from: 0, through: clip.count, by: 7) {
      fx.file("cut.mov", Array(clip.prefix(length)))
      if QuickTimeMetadata.contentIdentifier(path: fx.dir + "/cut.mov") != nil { found += 1 }
    }
    // Only the whole file (the last cut is within 7 bytes of it, and the key's value ends the file) has it.
    #expect(found <= 1)
    fx.file("whole.mov", clip)
    #expect(QuickTimeMetadata.contentIdentifier(path: fx.dir + "/whole.mov") == Self.identifier)
  }

  @Test func renamedHalvesPairByItAndAStrangersClipStays() throws {
    let fx = try AlbumFixture()
    for name in ["2024-07-14 12.34.56.heic", "2024-07-14 12.34.57.mov", "other.heic"] {
      fx.file(name, try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name))))
    }
    // A clip with no identifier (the cut file) beside them stays a clip.
    fx.file("2024-07-14 12.35.00.mov", Array("not a clip".utf8))
    let items = try AlbumLister(demoAlbumPath: "/x").listPhotos(in: fx.dir)
    #expect(items.map(\.displayName) == ["2024-07-14 12.34.56.heic", "2024-07-14 12.35.00.mov", "other.heic"])
    #expect(items.map(\.motionName) == ["2024-07-14 12.34.57.mov", nil, nil])
  }
}
