import Testing

@testable import PhotoCore

@Suite struct ImageKindTests {
  @Test(
    arguments: [
      ([0xFF, 0xD8, 0xFF, 0xE1], ImageKind.jpeg),
      ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
      (Array("GIF89a".utf8), .gif),
      (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8), .webp),
      ([0x49, 0x49, 0x2A, 0x00], .tiff),
      (Array("qoif".utf8), .qoi),
      (Array("  <svg xmlns".utf8), .svg),
      ([0, 0, 0, 0x1C] + Array("ftypavif".utf8), .avif),
      ([0, 0, 0, 0x18] + Array("ftypheic".utf8), .heic),
      ([0xFF, 0x0A], .jxl),
    ] as [([UInt8], ImageKind)])
  func recognisesMagicBytes(bytes: [UInt8], kind: ImageKind) {
    #expect(ImageKind.sniff(bytes) == kind)
  }

  @Test func rejectsNonImages() {
    #expect(ImageKind.sniff([UInt8]()) == nil)
    #expect(ImageKind.sniff(Array("hello, this is text".utf8)) == nil)
    #expect(ImageKind.sniff([0xFF, 0xD8]) == nil)
    #expect(ImageKind.sniff(Array("RIFF....WAVE".utf8)) == nil)
  }
}
