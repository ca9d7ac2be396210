import Testing

@testable import PhotoCore

/// Android motion photos' XMP: Google's container directory (the clip is the items from the MotionPhoto one to
/// the file's end) and the older MicroVideoOffset; what cannot be is broken, not a clip; embedded clips'
/// locations never look like a listed path.
struct MotionPhotoTests {
  static func item(_ semantic: String, _ length: Int, padding: Int = 0) -> String {
    "<rdf:li rdf:parseType=\"Resource\"><Container:Item Item:Mime=\"x\" Item:Semantic=\"\(semantic)\" "
      + "Item:Length=\"\(length)\" Item:Padding=\"\(padding)\"/></rdf:li>"
  }

  static func directory(_ items: String...) -> String {
    "<rdf:Description GCamera:MotionPhoto=\"1\"><Container:Directory><rdf:Seq>" + items.joined()
      + "</rdf:Seq></Container:Directory></rdf:Description>"
  }

  @Test func theContainerDirectoryPlacesTheClipAtTheFilesEnd() {
    let xmp = Self.directory(Self.item("Primary", 0), Self.item("MotionPhoto", 5000))
    #expect(MotionPhoto.find(xmp: xmp, fileSize: 20_000, headerEnd: 600) == .clip(start: 15_000))
    // An Ultra HDR motion photo: a gain map between the primary image and the clip, which is still last.
    let hdr = Self.directory(Self.item("Primary", 0), Self.item("GainMap", 3000), Self.item("MotionPhoto", 5000))
    #expect(MotionPhoto.find(xmp: hdr, fileSize: 20_000, headerEnd: 600) == .clip(start: 15_000))
    // Something after the clip: it is counted back from the end too.
    let after = Self.directory(Self.item("Primary", 0), Self.item("MotionPhoto", 5000), Self.item("Depth", 1000))
    #expect(MotionPhoto.find(xmp: after, fileSize: 20_000, headerEnd: 600) == .clip(start: 14_000))
    // Samsung's (One UI 6, immich-app/test-assets' samsung-one-ui-6.heic): the clip's length runs to the file's
    // end, its 199-byte trailer (its padding) included.
    let samsung = Self.directory(
      Self.item("Primary", 452_276, padding: 8), Self.item("MotionPhoto", 3_226_668, padding: 199))
    #expect(MotionPhoto.find(xmp: samsung, fileSize: 3_678_952, headerEnd: 600) == .clip(start: 452_284))
  }

  @Test func theOlderMicroVideoOffsetCountsBackFromTheEnd() {
    let attribute = "<rdf:Description GCamera:MicroVideo=\"1\" GCamera:MicroVideoOffset=\"4000\"/>"
    #expect(MotionPhoto.find(xmp: attribute, fileSize: 10_000, headerEnd: 600) == .clip(start: 6000))
    let element =
      "<GCamera:MicroVideo>1</GCamera:MicroVideo><GCamera:MicroVideoOffset> 4000 </GCamera:MicroVideoOffset>"
    #expect(MotionPhoto.find(xmp: element, fileSize: 10_000, headerEnd: 600) == .clip(start: 6000))
  }

  @Test func whatCannotBeIsBrokenAndAPlainPhotoSaysNothing() {
    #expect(
      MotionPhoto.find(xmp: "<x:xmpmeta><rdf:Description tiff:Make=\"X\"/></x:xmpmeta>", fileSize: 9, headerEnd: 1)
        == nil)
    let past = "<rdf:Description GCamera:MicroVideoOffset=\"99999\"/>"
    guard case .broken? = MotionPhoto.find(xmp: past, fileSize: 10_000, headerEnd: 600) else {
      Issue.record("an offset past the file")
      return
    }
    let inHeader = "<rdf:Description GCamera:MicroVideoOffset=\"9900\"/>"
    guard case .broken? = MotionPhoto.find(xmp: inHeader, fileSize: 10_000, headerEnd: 600) else {
      Issue.record("a clip inside the header")
      return
    }
    let empty = Self.directory(Self.item("Primary", 0), Self.item("MotionPhoto", 0))
    guard case .broken? = MotionPhoto.find(xmp: empty, fileSize: 10_000, headerEnd: 600) else {
      Issue.record("a clip of no length")
      return
    }
  }

  @Test func aSamsungHEICsClipIsItsMpvdBox() {
    let boxes = [
      (type: "ftyp", start: 0, header: 8, size: 24), (type: "mdat", start: 24, header: 8, size: 443_413),
      (type: "meta", start: 443_437, header: 8, size: 2799), (type: "mpvd", start: 452_276, header: 8, size: 3_226_477),
    ]
    #expect(MotionPhoto.heifClip(boxes: boxes, fileSize: 3_678_952) == .clip(start: 452_284))
    #expect(MotionPhoto.heifClip(boxes: Array(boxes.prefix(3)), fileSize: 3_678_952) == nil)
    guard case .broken? = MotionPhoto.heifClip(boxes: boxes, fileSize: 500_000) else {
      Issue.record("a box past the file")
      return
    }
  }

  @Test func anEmbeddedClipsLocationParsesBackAndNoPathIsOne() {
    let location = EmbeddedClip.location(path: "/photos/PXL_2024.MP.jpg", start: 123_456)
    #expect(EmbeddedClip.parse(location)?.path == "/photos/PXL_2024.MP.jpg")
    #expect(EmbeddedClip.parse(location)?.start == 123_456)
    #expect(EmbeddedClip.parse("/photos/clip 5 /x.jpg") == nil && EmbeddedClip.parse("") == nil)
  }
}
