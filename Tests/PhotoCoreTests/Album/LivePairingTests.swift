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

/// Halves whose names differ pair by the content identifier both carry, read only where it can matter.
struct LivePairingIdentifierTests {
  /// Identifiers by file name, and the names read.
  final class Reader {
    let identifiers: [String: String]
    var read: [String] = []
    init(_ identifiers: [String: String]) { self.identifiers = identifiers }
    func identifier(_ path: String) -> String? {
      let name = String(path.split(separator: "/").last!)
      read.append(name)
      return identifiers[name]
    }
  }

  @Test func aLoneClipFindsItsStillByIdentifierAmongItsNeighbours() {
    let reader = Reader(["b 12.00.01.mov": "X", "b 12.00.00.heic": "X", "c.jpg": "Y", "d.mp4": "Y"])
    let paired = LivePairing.paired(
      LivePairingTests.items(["a.jpg", "b 12.00.00.heic", "b 12.00.01.mov", "c.jpg", "d.mp4", "e.mov"]),
      identifier: reader.identifier)
    // A Google Photos export's MP4 pairs too, when its identifier says so.
    #expect(paired.map(\.displayName) == ["a.jpg", "b 12.00.00.heic", "c.jpg", "e.mov"])
    #expect(paired.map(\.motionName) == [nil, "b 12.00.01.mov", "d.mp4", nil])
  }

  /// One phone's IMG_0001.HEIC and another phone's IMG_0001.MOV in one folder: both carry identifiers and they
  /// differ, so they stay two items; a pair whose identifiers agree, or where one half has none, is one. Each
  /// file is read once, the clip only when the still has an identifier.
  @Test func halvesOfOneNameWithDifferentIdentifiersStayApart() {
    let reader = Reader([
      "IMG_0001.HEIC": "A", "IMG_0001.MOV": "B", "IMG_0002.HEIC": "C", "IMG_0002.MOV": "C", "IMG_0003.MOV": "D",
    ])
    let paired = LivePairing.paired(
      LivePairingTests.items([
        "IMG_0001.HEIC", "IMG_0001.MOV", "IMG_0002.HEIC", "IMG_0002.MOV", "IMG_0003.JPG", "IMG_0003.MOV",
      ]), identifier: reader.identifier)
    #expect(
      paired.map(\.displayName) == ["IMG_0001.HEIC", "IMG_0001.MOV", "IMG_0002.HEIC", "IMG_0003.JPG"])
    #expect(paired.map(\.motionName) == [nil, nil, "IMG_0002.MOV", "IMG_0003.MOV"])
    #expect(reader.read.count == Set(reader.read).count, "each file read once: \(reader.read)")
    #expect(!reader.read.contains("IMG_0003.MOV"), "a still without an identifier keeps its clip unread")
  }

  @Test func stillsAreReadOnlyForAClipWithAnIdentifierAndOnlyNearIt() {
    // Names pair first, the still read once (no identifier: its clip is not read); a clip without an
    // identifier reads no still.
    let plain = Reader([:])
    _ = LivePairing.paired(
      LivePairingTests.items(["IMG_1.HEIC", "IMG_1.MOV", "x.jpg", "y.mov"]), identifier: plain.identifier)
    #expect(plain.read == ["IMG_1.HEIC", "y.mov"])
    // Twenty stills and a clip named after the first: the four nearest on each side are read, no more.
    let stills = (10..<30).map { "p\($0).jpg" }
    let far = Reader(["p10 edit.mov": "Z", "p29.jpg": "Z"])
    let paired = LivePairing.paired(LivePairingTests.items(stills + ["p10 edit.mov"]), identifier: far.identifier)
    #expect(paired.count == 21 && paired.allSatisfy { $0.motion == nil })
    #expect(far.read.count == 1 + LivePairing.neighbours)
    // The talk.jpg + talk.mp4 of a downloader: no identifiers, both stay.
    let download = LivePairingTests.items(["talk.jpg", "talk.mp4"])
    #expect(LivePairing.paired(download, identifier: Reader([:]).identifier) == download)
  }
}

/// A path's last part, scanned from its end, is what splitting it on slashes gives.
struct LastComponentTests {
  @Test func itIsTheLastNonEmptyPartOfThePath() {
    for path in ["", "/", "///", "a", "/a", "a/", "/a/b//", "dir/IMG_1.JPG", "/é/ünï.jpg", "a//b", "/x/.hidden"] {
      #expect(AlbumLister.lastComponent(of: path) == (path.split(separator: "/").last ?? Substring(path)), "\(path)")
    }
  }

  @Test func anExtensionIsLowerCaseAndAHiddenNameHasNone() {
    let cases: [(String, String?)] = [
      ("/a/IMG_1.JPG", "jpg"), ("/a/b.tar.GZ", "gz"), ("/a/.hidden", nil), ("/a/noext", nil), ("/a.d/noext", nil),
      ("/a/x.HÉIC", "héic"), ("/a/x.", ""), ("clip.MoV", "mov"), ("/a/y.ABCDEFGHIJKLMNOPQ", "abcdefghijklmnopq"),
    ]
    for (path, ext) in cases { #expect(AlbumLister.fileExtension(of: path) == ext, "\(path)") }
  }
}
