import Testing

@testable import PhotoCore

/// The info panel's lines: each fact known in its place and words, unknown ones left out.
struct PhotoInfoTests {
  @Test func everyKnownFactHasItsLine() {
    var info = PhotoInfo(location: "/home/ann/Pictures/IMG_1234.JPG")
    info.pixelWidth = 4032
    info.pixelHeight = 3024
    info.fileBytes = 3_412_000
    info.metadata = ExifMetadata(
      taken: .init(year: 2024, month: 7, day: 14, hour: 18, minute: 5, second: 0), camera: "Apple iPhone 13 mini")
    info.metadata.lens = "iPhone 13 mini back camera 5.1mm f/1.6"
    info.metadata.exposure = .init(seconds: 1.0 / 250, fNumber: 1.6, iso: 50, focalLength: 5.1)
    info.place = "Grindelwald"
    info.colorSpace = "Display P3"
    #expect(
      info.lines.map(\.label) == [
        "Name", "Folder", "Size", "File", "Taken", "Camera", "Lens", "Exposure", "Place", "Colour",
      ])
    #expect(
      info.lines.map(\.value) == [
        "IMG_1234.JPG", "/home/ann/Pictures", "4032 × 3024 (12.2 MP)", "3.4 MB", "14 July 2024, 18:05",
        "Apple iPhone 13 mini", "iPhone 13 mini back camera 5.1mm f/1.6", "1/250 s · f/1.6 · ISO 50 · 5.1 mm",
        "Grindelwald",
        "Display P3",
      ])
  }

  @Test func unknownFactsAreLeftOutAndSizesReadAsGNOMEWritesThem() {
    #expect(PhotoInfo(location: "scan.png").lines.map(\.label) == ["Name"])
    #expect(PhotoInfo.bytes(834) == "834 bytes" && PhotoInfo.bytes(12_400) == "12.4 kB")
    #expect(PhotoInfo.bytes(999_999) == "1.0 MB")
    #expect(PhotoInfo.bytes(1_234_000_000) == "1.2 GB")
  }
}

/// What a file says, added to what the viewer knows; a position the gazetteer names nothing near reads as
/// coordinates; a tiny image's size has no megapixels.
struct PhotoInfoFileFactsTests {
  @Test func aPositionWithoutAPlaceNameReadsAsCoordinates() {
    var info = PhotoInfo(location: "/a/b.jpg")
    info.add(
      PhotoInfo.FileFacts(
        fileBytes: 161_713, metadata: ExifMetadata(position: (latitude: 43.467157, longitude: -11.885395))))
    #expect(info.lines.first { $0.label == "Place" }?.value == "43.4672° N, 11.8854° W")
    #expect(info.lines.first { $0.label == "File" }?.value == "161.7 kB")
    info.add(
      PhotoInfo.FileFacts(
        metadata: ExifMetadata(position: (latitude: -33.9, longitude: 18.42)), place: "Cape Town, South Africa"))
    #expect(info.lines.first { $0.label == "Place" }?.value == "Cape Town, South Africa")
    #expect(PhotoInfo.coordinates((latitude: -0.00004, longitude: 0)) == "0.0000° N, 0.0000° E")
  }

  @Test func aFolderInTheHomeFolderIsWrittenFromATilde() {
    #expect(PhotoInfo(location: "/home/ann/Pictures/a.jpg", home: "/home/ann").folder == "~/Pictures")
    #expect(PhotoInfo(location: "/home/ann/a.jpg", home: "/home/ann/").folder == "~")
    #expect(PhotoInfo(location: "/home/anna/a.jpg", home: "/home/ann").folder == "/home/anna")
    #expect(PhotoInfo(location: "/a.jpg", home: "/").folder == "")
  }

  @Test func aTinyImagesSizeHasNoMegapixels() {
    var info = PhotoInfo(location: "icon.png")
    (info.pixelWidth, info.pixelHeight) = (100, 68)
    #expect(info.lines.first { $0.label == "Size" }?.value == "100 × 68")
  }
}
