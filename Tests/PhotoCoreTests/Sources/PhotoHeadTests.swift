import Testing

@testable import PhotoSources

/// When a server's photo is worth its head, and the listed sizes that say so.
@Suite struct PhotoHeadTests {
  @Test func aPhotoShorterThanEightHeadsIsReadWholeAndOneOfUnknownLengthIsNot() {
    let head = 96 * 1024
    #expect(PhotoHead.isWorthReading(size: 8 * 96 * 1024, count: head))
    #expect(!PhotoHead.isWorthReading(size: 8 * 96 * 1024 - 1, count: head))
    #expect(!PhotoHead.isWorthReading(size: 0, count: head))
    #expect(PhotoHead.isWorthReading(size: nil, count: head))
  }

  @Test func aListingsSizeIsKeptBesideItsVersionAndAnUnknownOneIsNone() {
    let versions = ListedVersions()
    versions.note("dav://h/a/1.jpg", version: 7, size: 3_000_000)
    versions.note("dav://h/a/2.jpg", version: 8)
    versions.note("dav://h/a/3.jpg", version: 9, size: 0)
    #expect(versions.version(of: "dav://h/a/1.jpg") == 7 && versions.size(of: "dav://h/a/1.jpg") == 3_000_000)
    #expect(versions.version(of: "dav://h/a/2.jpg") == 8 && versions.size(of: "dav://h/a/2.jpg") == nil)
    #expect(versions.size(of: "dav://h/a/3.jpg") == 0)
    #expect(versions.size(of: "dav://h/a/4.jpg") == nil)
    // Listed again: the new size replaces the old.
    versions.note("dav://h/a/1.jpg", version: 10, size: 10)
    #expect(versions.version(of: "dav://h/a/1.jpg") == 10 && versions.size(of: "dav://h/a/1.jpg") == 10)
  }
}
