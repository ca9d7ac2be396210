import PhotoCore
import Testing

@testable import PhotoShell

/// `DecoderRegistry`: which decoder reads each kind of file, and which of its methods each decode level calls.
/// The level tests use `ProbeDecoder`, which decodes nothing and fails saying what it was asked.
@Suite struct DecoderRegistryTests {
  typealias Fixtures = ImageDecoderTests

  /// A decoder that fails every call with what it was asked: "whole 320x240, 6 bytes", "part 1x2 for
  /// 320x240", "preview".
  struct ProbeDecoder: PhotoDecoder, RegionDecoding, PreviewDecoding {
    var kinds: Set<ImageKind>
    var readsWholeFile = true
    var headerGivesSize = false
    var name: String { "Probe" }

    func decode(
      _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
    ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
      .failure(.corrupt(detail: "whole \(box.width)x\(box.height), \(source.bytes.count) bytes"))
    }

    func decode(
      _ source: DecodeSource, region: Rect, box: ResolutionPolicy.Box, options: DecodeOptions
    ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
      .failure(.corrupt(detail: "part \(Int(region.size.x))x\(Int(region.size.y)) for \(box.width)x\(box.height)"))
    }

    func decodePreview(_ source: DecodeSource, options: DecodeOptions) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
      .failure(.corrupt(detail: "preview"))
    }
  }

  /// A decoder of whole photos only.
  struct WholeDecoder: PhotoDecoder {
    var kinds: Set<ImageKind>
    var name: String
    func decode(
      _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
    ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
      .failure(.corrupt(detail: "whole"))
    }
  }

  /// A GIF header of `width` x `height` pixels (the size `ImageHeader` reads), padded to `length` bytes.
  static func gif(width: UInt16 = 40, height: UInt16 = 30, length: Int = 16) -> [UInt8] {
    let head =
      Array("GIF89a".utf8) + [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
    return head + [UInt8](repeating: 0, count: max(0, length - head.count))
  }

  /// A PNG header of 40 x 30 pixels with an eXIf chunk saying the stored pixels turn a quarter clockwise (6).
  static func turnedPNG() -> [UInt8] {
    func be32(_ n: Int) -> [UInt8] {
      [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
    }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let ihdr = be32(13) + Array("IHDR".utf8) + be32(40) + be32(30) + [8, 6, 0, 0, 0] + be32(0)
    let tiff: [UInt8] =
      Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
    let exif = be32(tiff.count) + Array("eXIf".utf8) + tiff + be32(0)
    return signature + ihdr + exif
  }

  static func request(
    _ level: DecodeLevel, region: Rect? = nil, box: ResolutionPolicy.Box = ResolutionPolicy.Box(width: 320, height: 240)
  ) -> DecodeRequest {
    DecodeRequest(photo: PhotoID(location: "probe"), level: level, box: box, region: region)
  }

  static func failure(_ result: Result<ImageDecoder.Decoded, PhotoLoadError>) -> PhotoLoadError? {
    guard case .failure(let error) = result else { return nil }
    return error
  }

  @Test func eachKindGoesToItsFormatsDecoder() throws {
    let registry = DecoderRegistry.standard
    #expect(registry.decoder(for: .jpeg) is JPEGDecoder)
    #expect(registry.decoder(for: .png) is PNGDecoder)
    #expect(registry.decoder(for: .webp) is WebPDecoder)
    #expect(registry.decoder(for: .gif) is AnimationDecoder)
    #expect(registry.decoder(for: .avif) is AVIFDecoder)
    #expect(registry.decoder(for: .heic) is HEIFDecoder)
    #expect(registry.decoder(for: .jxl) is JXLDecoder)
    for kind in [ImageKind.bmp, .tiff, .qoi, .svg, .ico, .pnm, .tga, .xcf] {
      #expect(registry.decoder(for: kind) is SDLImageDecoder, "\(kind)")
    }
  }

  @Test func everyKindHasExactlyOneDecoder() {
    for kind in ImageKind.allCases {
      #expect(DecoderRegistry.standard.decoders.filter { $0.kinds.contains(kind) }.count == 1, "\(kind)")
    }
  }

  @Test func onlyJPEGAndPNGDecodePartsAndOnlyJPEGHasPreviews() {
    let registry = DecoderRegistry.standard
    #expect(registry.decoders.filter { $0 is any RegionDecoding }.map(\.name) == ["JPEG", "PNG"])
    #expect(registry.decoders.filter { $0 is any PreviewDecoding }.map(\.name) == ["JPEG"])
    // The formats that stream from their file, and those whose header's size is the decoded one.
    #expect(registry.decoders.filter { !$0.readsWholeFile }.map(\.name) == ["JPEG", "PNG", "RAW", "clip"])
    #expect(registry.decoders.filter(\.headerGivesSize).map(\.name) == ["JPEG", "PNG", "WebP", "AVIF", "HEIC"])
  }

  @Test func eachLevelCallsItsMethodWithTheRequestsBox() {
    let registry = DecoderRegistry([ProbeDecoder(kinds: [.gif])])
    let path = Fixtures.write(Self.gif(), "levels.gif")
    let options = DecodeOptions(maxPixels: 1 << 20)
    let part = Rect(x0: 10, y0: 10, x1: 11, y1: 12)
    func asked(_ request: DecodeRequest) -> PhotoLoadError? {
      Self.failure(registry.decode(request, path: path, options: options))
    }
    for level in [DecodeLevel.screen, .detail] {
      #expect(asked(Self.request(level)) == .corrupt(detail: "whole 320x240, 16 bytes"), "\(level)")
    }
    // A thumbnail's box is the square cell it covers: the (4:3) photo is fitted so its shorter side covers it.
    #expect(asked(Self.request(.thumbnail)) == .corrupt(detail: "whole 427x320, 16 bytes"))
    #expect(asked(Self.request(.region, region: part)) == .corrupt(detail: "part 1x2 for 320x240"))
    // A region request without its part decodes the whole photo.
    #expect(asked(Self.request(.region)) == .corrupt(detail: "whole 320x240, 16 bytes"))
    #expect(asked(Self.request(.preview)) == .corrupt(detail: "preview"))
  }

  @Test func aFormatWithoutPartsOrPreviewsIsRefusedByName() {
    let registry = DecoderRegistry([
      WholeDecoder(kinds: [.gif], name: "GIF"), WholeDecoder(kinds: [.bmp], name: "BMP"),
      ProbeDecoder(kinds: [.png]),
    ])
    let path = Fixtures.write(Self.gif(), "whole.gif")
    let options = DecodeOptions(maxPixels: 1 << 20)
    let part = Rect(x0: 0, y0: 0, x1: 8, y1: 8)
    #expect(
      Self.failure(registry.decode(Self.request(.region, region: part), path: path, options: options))
        == .unsupportedFormat(detail: "only Probe photos decode in parts"))
    #expect(
      Self.failure(registry.decode(Self.request(.preview), path: path, options: options))
        == .unsupportedFormat(detail: "no embedded thumbnail"))
    // The standard registry words it as before there was one.
    #expect(
      Self.failure(
        DecoderRegistry.standard.decode(path: path, region: part, box: Self.request(.region).box, options: options))
        == .unsupportedFormat(detail: "only JPEG and PNG photos decode in parts"))
    #expect(DecoderRegistry.list(["JPEG"]) == "JPEG")
    #expect(DecoderRegistry.list(["JPEG", "PNG", "WebP"]) == "JPEG, PNG and WebP")
  }

  @Test func aDecoderThatStreamsGetsOnlyTheHead() {
    let path = Fixtures.write(Self.gif(length: ExifOrientation.headerLength + 1000), "long.gif")
    let options = DecodeOptions(maxPixels: 1 << 20)
    let whole = DecoderRegistry([ProbeDecoder(kinds: [.gif])])
    let streams = DecoderRegistry([ProbeDecoder(kinds: [.gif], readsWholeFile: false)])
    #expect(
      Self.failure(whole.decode(Self.request(.screen), path: path, options: options))
        == .corrupt(detail: "whole 320x240, \(ExifOrientation.headerLength + 1000) bytes"))
    #expect(
      Self.failure(streams.decode(Self.request(.screen), path: path, options: options))
        == .corrupt(detail: "whole 320x240, \(ExifOrientation.headerLength) bytes"))
  }

  @Test func theHeadersSizeIsToldUprightAndABombIsRefusedUndecoded() {
    let tells = DecoderRegistry([ProbeDecoder(kinds: [.png], headerGivesSize: true)])
    let path = Fixtures.write(Self.turnedPNG(), "turned.png")
    var told: [(Int, Int)] = []
    _ = tells.decode(Self.request(.screen), path: path, options: DecodeOptions(maxPixels: 1 << 20)) {
      told.append(($0, $1))
    }
    #expect(told.map { [$0.0, $0.1] } == [[30, 40]])
    // A decoder whose header's size is not its decode's is not told early.
    told.removeAll()
    _ = DecoderRegistry([ProbeDecoder(kinds: [.png])]).decode(
      Self.request(.screen), path: path, options: DecodeOptions(maxPixels: 1 << 20)
    ) { told.append(($0, $1)) }
    #expect(told.isEmpty)
    // 40 x 30 is over a limit of 1,000 pixels: refused from the header, the decoder never asked.
    #expect(
      Self.failure(tells.decode(Self.request(.screen), path: path, options: DecodeOptions(maxPixels: 1000)))
        == .tooLarge(width: 40, height: 30))
  }

  @Test func theFileIsReadThroughPhotoFileWithItsWords() {
    let registry = DecoderRegistry([ProbeDecoder(kinds: [.gif])])
    let options = DecodeOptions(maxPixels: 1 << 20)
    let dir = Fixtures.tempDir()
    #expect(
      Self.failure(registry.decode(Self.request(.screen), path: dir, options: options))
        == .unreadable(reason: "not a regular file"))
    #expect(Self.failure(registry.decode(Self.request(.screen), path: dir + "/gone.gif", options: options)) == .missing)
    #expect(
      Self.failure(registry.decode(Self.request(.screen), path: Fixtures.write([], "empty.gif"), options: options))
        == .empty)
    #expect(
      Self.failure(
        registry.decode(Self.request(.screen), path: Fixtures.write(Array("text".utf8), "t.gif"), options: options))
        == .unsupportedFormat(detail: "unknown file contents"))
  }
}
