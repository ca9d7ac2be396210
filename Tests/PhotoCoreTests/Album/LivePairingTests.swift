import Testing

@testable import PhotoCore

/// A live photo's still and clip of one name are one item; a clip alone stays a clip.
struct LivePairingTests {
  static func items(_ names: [String]) -> [AlbumItem] { names.map { AlbumItem(path: "/phone/" + $0) } }

  @Test func aStillAndAClipOfOneNameAreOneLivePhoto() {
    let paired = LivePairing.paired(
      Self.items(["IMG_0001.HEIC", "IMG_0001.MOV", "IMG_0002.MOV", "img_0003.jpg", "IMG_0003.mov", "IMG_0004.JPG"]))
    #expect(paired.map(\.displayName) == ["IMG_0001.HEIC", "IMG_0002.MOV", "img_0003.jpg", "IMG_0004.JPG"])
    #expect(paired.map(\.motionName) == ["IMG_0001.MOV", nil, "IMG_0003.mov", nil])
    // A downloader's video and its thumbnail are no live photo: both stay.
    let download = Self.items(["talk.jpg", "talk.mp4", "clip.png", "clip.mov"])
    #expect(LivePairing.paired(download) == download)
    // A RAW + JPEG pair with its motion: the JPEG carries both.
    let triple = LivePairing.paired(RawPairing.paired(Self.items(["IMG_5.CR2", "IMG_5.JPG", "IMG_5.MOV"])))
    #expect(triple.count == 1 && triple[0].companionName == "IMG_5.CR2" && triple[0].motionName == "IMG_5.MOV")
    #expect(PagerScreen.overlayName(of: triple[0]) == "IMG_5.JPG + IMG_5.CR2 + IMG_5.MOV")
    // Clips in other folders, or with other names, stay.
    let apart = Self.items(["a.jpg", "b.mov"]) + [AlbumItem(path: "/other/a.mov")]
    #expect(LivePairing.paired(apart) == apart)
  }
}
