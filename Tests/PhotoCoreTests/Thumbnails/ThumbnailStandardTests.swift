import PhotoCore
import Testing

/// The pure parts of the freedesktop Thumbnail Managing Standard: the MD5 that names a thumbnail, the file URI
/// it is the MD5 of (the oracle test against GLib is `ThumbnailStoreTests`), the PNG text that says what a
/// thumbnail shows, when it is stale, and which size folder serves a cell.
@Suite struct ThumbnailStandardTests {
  @Test(arguments: [
    ("", "d41d8cd98f00b204e9800998ecf8427e"),
    ("a", "0cc175b9c0f1b6a831c399e269772661"),
    ("abc", "900150983cd24fb0d6963f7d28e17f72"),
    ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
    ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
    (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
    (String(repeating: "é", count: 100), "79bbe93f2c285420f1df88f98c509608"),
  ])
  func md5MatchesRFC1321(text: String, digest: String) {
    #expect(MD5.hex(text) == digest)
  }

  @Test func md5OfEveryLengthAroundTheBlockEdgesMatchesAKnownDigest() {
    // Lengths 55, 56 and 64 change how the padding falls; each digest is Python's hashlib's.
    #expect(MD5.hex(String(repeating: "x", count: 55)) == "04364420e25c512fd958a70738aa8f72")
    #expect(MD5.hex(String(repeating: "x", count: 56)) == "668a72d5ba17f08e62dabcafad6db14b")
    #expect(MD5.hex(String(repeating: "x", count: 64)) == "c1bb4f81d892b2d57947682aeb252456")
  }

  @Test func fileURIsEscapeAsGLibDoes() {
    #expect(FileURI.of(path: "/home/a/b.jpg") == "file:///home/a/b.jpg")
    #expect(FileURI.of(path: "/p/a #b%c?d é;=&+,@'x.jpg") == "file:///p/a%20%23b%25c%3Fd%20%C3%A9%3B=&+,@'x.jpg")
    #expect(FileURI.of(path: "/p/[x]{y}<z>|\"^`\\") == "file:///p/%5Bx%5D%7By%7D%3Cz%3E%7C%22%5E%60%5C")
    #expect(FileURI.of(path: "/p/!$()*-._~:") == "file:///p/!$()*-._~:")
    #expect(FileURI.of(path: "relative.jpg") == nil)
  }

  @Test func pathsAreMadeCanonicalFirst() {
    #expect(FileURI.canonical("/a/./b//c/../d/") == "/a/b/d")
    #expect(FileURI.canonical("/../..") == "/")
    #expect(FileURI.of(path: "/a/./b/../c.jpg") == "file:///a/c.jpg")
  }

  /// A PNG of the given chunks (CRCs left zero: the reader does not check them).
  static func png(_ chunks: [(String, [UInt8])]) -> [UInt8] {
    func be32(_ n: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(n >> $0 & 0xFF) } }
    return PNGText.signature + chunks.flatMap { be32($0.1.count) + Array($0.0.utf8) + $0.1 + be32(0) }
  }

  static let header = ("IHDR", [0, 0, 1, 0, 0, 0, 0, 171] + [8, 6, 0, 0, 0] as [UInt8])

  static func text(_ key: String, _ value: String) -> (String, [UInt8]) {
    ("tEXt", Array(key.utf8) + [0] + Array(value.utf8))
  }

  @Test func pngTextIsReadUpToTheImageData() {
    let bytes = Self.png([
      Self.header, Self.text("Thumb::URI", "file:///a.jpg"), Self.text("Thumb::MTime", "1700000000"),
      Self.text("Thumb::URI", "file:///second-ignored.jpg"), ("IDAT", [1, 2, 3]), Self.text("Late", "after the data"),
    ])
    #expect(PNGText.read(bytes) == ["Thumb::URI": "file:///a.jpg", "Thumb::MTime": "1700000000"])
    #expect(PNGText.size(bytes)! == (256, 171))
  }

  @Test func damagedPNGsGiveWhatCameBeforeTheDamageOrNothing() {
    #expect(PNGText.read(Array("GIF89a".utf8)) == nil)
    #expect(PNGText.size(Array(PNGText.signature)) == nil)
    var bytes = Self.png([Self.header, Self.text("A", "1"), Self.text("B", "2")])
    bytes.removeLast(6)  // the last chunk cut short
    #expect(PNGText.read(bytes) == ["A": "1"])
    // A length far past the end, and a chunk without the keyword's zero.
    let lying = PNGText.signature + [0x7F, 0xFF, 0xFF, 0xFF] + Array("tEXt".utf8) + [1, 2]
    #expect(PNGText.read(lying) == [:])
    #expect(PNGText.read(Self.png([("tEXt", Array("nozero".utf8))])) == [:])
  }

  @Test func aRecordIsValidWhileTheFileIsUnchanged() {
    let file = ThumbnailRecord(uri: "file:///a.jpg", mtime: 1_700_000_000, size: 1234)
    let record = ThumbnailRecord(text: [
      "Thumb::URI": "file:///a.jpg", "Thumb::MTime": "1700000000", "Thumb::Size": "1234",
      "Thumb::Image::Width": "6000", "Thumb::Image::Height": "4000",
    ])!
    #expect(record.isValid(for: file))
    #expect(record.imageWidth == 6000 && record.imageHeight == 4000)
    var touched = file
    touched.mtime += 1
    #expect(!record.isValid(for: touched))
    var grown = file
    grown.size = 1235
    #expect(!record.isValid(for: grown))
    var moved = file
    moved.uri = "file:///b.jpg"
    #expect(!record.isValid(for: moved))
    // Without a size (optional), the URI and time decide; a fractional time counts its whole seconds.
    #expect(ThumbnailRecord(text: ["Thumb::URI": "file:///a.jpg", "Thumb::MTime": "1700000000.5"])!.isValid(for: file))
    // Without a required key, or with a time that is no number, nothing is trusted.
    #expect(ThumbnailRecord(text: ["Thumb::URI": "file:///a.jpg"]) == nil)
    #expect(ThumbnailRecord(text: ["Thumb::URI": "file:///a.jpg", "Thumb::MTime": "yesterday"]) == nil)
  }

  @Test func aRecordWritesTheStandardsKeysInOrder() {
    let record = ThumbnailRecord(uri: "file:///a.jpg", mtime: 5, size: 7, imageWidth: 60, imageHeight: 40)
    #expect(
      record.text(software: "sdlphoto 1").map { "\($0.0)=\($0.1)" } == [
        "Thumb::URI=file:///a.jpg", "Thumb::MTime=5", "Thumb::Size=7", "Thumb::Image::Width=60",
        "Thumb::Image::Height=40", "Software=sdlphoto 1",
      ])
    // A clip's length, as the standard's key (whole seconds), read back; a nonsense one is no length.
    var clip = record
    clip.movieLength = 41.6
    let text = Dictionary(uniqueKeysWithValues: clip.text(software: "s"))
    #expect(text["Thumb::Movie::Length"] == "42" && ThumbnailRecord(text: text)?.movieLength == 42)
    #expect(
      ThumbnailRecord(text: ["Thumb::URI": "u", "Thumb::MTime": "1", "Thumb::Movie::Length": "-3"])?.movieLength == nil)
  }

  @Test func theSmallestSizeThatServesACellWithinATenthIsChosen() {
    #expect(ThumbnailSize.serving(longerSide: 100) == .normal)
    #expect(ThumbnailSize.serving(longerSide: 142) == .normal)  // 128 >= 142 x 0.9
    #expect(ThumbnailSize.serving(longerSide: 143) == .large)
    #expect(ThumbnailSize.serving(longerSide: 270) == .large)  // a 3:2 photo covering a 180-pixel cell
    #expect(ThumbnailSize.serving(longerSide: 560) == .xLarge)
    #expect(ThumbnailSize.serving(longerSide: 600) == .xxLarge)
    #expect(ThumbnailSize.serving(longerSide: 1100) == .xxLarge)
    #expect(ThumbnailSize.serving(longerSide: 1200) == nil)
    #expect(ThumbnailSize.allCases.map(\.folder) == ["normal", "large", "x-large", "xx-large"])
  }
}
