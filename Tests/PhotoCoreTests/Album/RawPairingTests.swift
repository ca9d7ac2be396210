import Testing

@testable import PhotoCore

/// RAW + JPEG pairs: one photo per shot, shown from the JPEG, the RAW its companion.
struct RawPairingTests {
  static func items(_ paths: [String]) -> [AlbumItem] { paths.map { AlbumItem(path: $0) } }

  @Test func aRAWBesideAPhotoOfTheSameNameFoldsIntoIt() {
    let paired = RawPairing.paired(
      Self.items(["a/IMG_1.CR2", "a/IMG_1.JPG", "a/IMG_2.jpg", "a/img_3.nef", "a/IMG_3.JPEG", "a/IMG_4.DNG"]))
    #expect(paired.map(\.location) == ["a/IMG_1.JPG", "a/IMG_2.jpg", "a/IMG_3.JPEG", "a/IMG_4.DNG"])
    #expect(paired.map(\.companion) == ["a/IMG_1.CR2", nil, "a/img_3.nef", nil])
    #expect(paired[0].companionName == "IMG_1.CR2")
  }

  @Test func onlyTheSameFolderAndTheSameNamePair() {
    let items = Self.items(["a/IMG_1.CR2", "b/IMG_1.JPG", "a/IMG_10.JPG", "a/IMG_1", "a/IMG_1.tif.dng"])
    #expect(RawPairing.paired(items) == items)
    // A photo never pairs with a photo, nor a RAW with a RAW.
    let photos = Self.items(["a/x.jpg", "a/x.png", "a/y.cr2", "a/y.dng"])
    #expect(RawPairing.paired(photos) == photos)
  }

  @Test func aListedFolderPairsUnlessAskedToListThemApart() throws {
    #expect(AlbumOptions().pairsRaw)
    var settings = Settings()
    #expect(settings.albumOptions.pairsRaw)
    settings.raw = .separate
    #expect(!settings.albumOptions.pairsRaw)
  }
}
