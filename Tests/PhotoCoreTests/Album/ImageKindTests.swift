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

  /// Clips, by their containers: ISO media of any brand but the image ones, QuickTime before `ftyp`, Matroska
  /// and WebM, AVI; named as clips, they are listed by name too.
  @Test func clipsAreKnownByTheirContainers() {
    for brand in ["isom", "mp42", "qt  ", "M4V ", "3gp5"] {
      #expect(ImageKind.sniff([0, 0, 0, 0x20] + Array("ftyp\(brand)".utf8)) == .clip, "\(brand)")
    }
    #expect(ImageKind.sniff([0, 0, 0, 8] + Array("wide".utf8) + [0, 0, 0, 9] + Array("mdat".utf8)) == .clip)
    #expect(ImageKind.sniff([0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81]) == .clip)
    #expect(ImageKind.sniff(Array("RIFF".utf8) + [0, 0, 0, 0] + Array("AVI LIST".utf8)) == .clip)
    #expect(ImageKind.sniff([0, 0, 0, 0x18] + Array("ftypheic".utf8)) == .heic, "still an image")
    #expect(["mp4", "mov", "webm", "mkv", "avi", "m4v"].allSatisfy(ImageKind.clipExtensions.contains))
    #expect(
      UserText.clipLength(7) == "0:07" && UserText.clipLength(0.4) == "0:01" && UserText.clipLength(272) == "4:32")
    #expect(UserText.clipLength(3723) == "1:02:03" && UserText.clipLength(.nan) == "0:00")
    #expect(UserText.folderContents(folders: 1, photos: 3, clips: 2) == "1 folder · 3 photos · 2 clips")
    #expect(UserText.folderContents(folders: 0, photos: 0, clips: 1) == "1 clip")
    #expect(UserText.folderContents(folders: 0, photos: 0) == "0 photos")
    #expect(AlbumItem(path: "/a/IMG_1.MOV").isNamedAsClip && !AlbumItem(path: "/a/IMG_1.HEIC").isNamedAsClip)
  }

  @Test func rejectsNonImages() {
    #expect(ImageKind.sniff([UInt8]()) == nil)
    #expect(ImageKind.sniff(Array("hello, this is text".utf8)) == nil)
    #expect(ImageKind.sniff([0xFF, 0xD8]) == nil)
    #expect(ImageKind.sniff(Array("RIFF....WAVE".utf8)) == nil)
  }
}

extension ImageKindTests {
  /// RAWs whose first bytes say so are RAWs; one that starts as any TIFF is a RAW when named as one.
  @Test func cameraRAWsAreKnownByTheirBytesOrByTheirTIFFAndName() {
    func tiff(_ mark: [UInt8] = [0, 0, 0, 0]) -> [UInt8] { [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0] + mark + [0, 0] }
    #expect(ImageKind.sniff(tiff(Array("CR".utf8) + [2, 0])) == .raw)  // Canon CR2
    #expect(ImageKind.sniff(Array("IIRO".utf8) + [8, 0, 0, 0]) == .raw)  // Olympus ORF
    #expect(ImageKind.sniff([0x49, 0x49, 0x55, 0x00, 0x18, 0, 0, 0]) == .raw)  // Panasonic RW2
    #expect(ImageKind.sniff(Array("FUJIFILMCCD-RAW 0201".utf8)) == .raw)  // Fujifilm RAF
    #expect(ImageKind.sniff([0, 0, 0, 0x18] + Array("ftypcrx ".utf8) + [0, 0, 0, 1]) == .raw)  // Canon CR3
    #expect(ImageKind.sniff(tiff()) == .tiff)
    for name in ["DSC_0001.NEF", "a.arw", "b.dng", "c.pef"] {
      #expect(ImageKind.refined(.tiff, name: name) == .raw, "\(name)")
    }
    #expect(ImageKind.refined(.tiff, name: "scan.tif") == .tiff)
    #expect(ImageKind.refined(.jpeg, name: "odd.nef") == .jpeg)
    #expect(ImageKind.refined(nil, name: "x.dng") == nil)
    #expect(ImageKind.knownExtensions.isSuperset(of: ["nef", "cr3", "dng", "raf", "jpg"]))
  }

  /// A HEIF by its brands, major and compatible (the HEIF conformance suite's files): `mif2` is an image
  /// (C043, C044); a sequence brand with an image brand among the compatible ones holds image items (C001,
  /// MIAF005); a sequence of frames only is a clip FFmpeg plays (C026...C041); a MIAF file naming AV1 and no
  /// HEVC is an AVIF.
  @Test func heifBrandsMajorAndCompatibleDecideTheKind() {
    func ftyp(_ major: String, _ compatible: [String]) -> [UInt8] {
      let payload = Array(major.utf8) + [0, 0, 0, 0] + compatible.flatMap { Array($0.utf8) }
      return [0, 0, 0, UInt8(8 + payload.count)] + Array("ftyp".utf8) + payload + [0, 0, 0, 8] + Array("meta".utf8)
    }
    #expect(ImageKind.sniff(ftyp("mif2", ["mif1", "mif2", "heic", "miaf", "MiHB"])) == .heic)
    #expect(ImageKind.sniff(ftyp("mif2", ["mif2", "mif1"])) == .heic)
    #expect(ImageKind.sniff(ftyp("msf1", ["msf1", "hevc", "heic", "mif1", "iso8"])) == .heic)
    #expect(ImageKind.sniff(ftyp("msf1", ["heic", "hevc", "mif1", "miaf", "MiHB", "MiAn", "msf1"])) == .heic)
    // Only the compatible brands within the first `sniffLength` bytes count (four of them).
    #expect(ImageKind.sniff(ftyp("msf1", ["msf1", "hevc", "iso8", "mp41", "mif1"])) == .clip)
    #expect(ImageKind.sniff(ftyp("msf1", ["msf1", "hevc", "iso8"])) == .clip)
    #expect(ImageKind.sniff(ftyp("hevc", ["hevc", "msf1", "iso8", "mp41"])) == .clip)
    #expect(ImageKind.sniff(ftyp("mif1", ["avif", "mif1", "miaf"])) == .avif)
    #expect(ImageKind.sniff(ftyp("mif1", ["mif1", "heic"])) == .heic)
    #expect(ImageKind.sniff(ftyp("heic", ["mif1", "heic"])) == .heic)
    // A brand list cut short by the bytes sniffed, or a size smaller than the box's header, reads no further.
    #expect(ImageKind.sniff(Array(ftyp("msf1", ["msf1", "hevc", "iso8", "mif1"]).prefix(20))) == .clip)
    #expect(ImageKind.sniff([0, 0, 0, 4] + Array("ftypmsf1".utf8) + [0, 0, 0, 0] + Array("mif1".utf8)) == .clip)
  }
}
