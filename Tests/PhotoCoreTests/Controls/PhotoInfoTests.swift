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
        "Apple iPhone 13 mini", "iPhone 13 mini back camera 5.1mm f/1.6", "1/250 s · f/1.6 · ISO 50 · 5 mm",
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
