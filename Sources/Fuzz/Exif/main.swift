import FuzzSupport
import PhotoCore

/// fuzz-exif: the EXIF orientation reader (`ExifOrientation.read`), metadata reader (`ExifMetadata`: date,
/// camera, GPS) and thumbnail locator (`ExifThumbnail`)
/// on arbitrary bytes, both as a whole file
/// of every kind and as the TIFF structure inside a JPEG APP1, a PNG eXIf and a WebP EXIF chunk.
/// Invariants: nothing traps; the orientation is 1...8; a cut-short file gives `.up` or the same value; the
/// same TIFF bytes give the same orientation in all three containers.
func fuzzOne(_ bytes: [UInt8]) {
  for kind in ImageKind.allCases {
    let meta = ExifMetadata.read(from: bytes, kind: kind)
    if let position = meta.position {
      FuzzCheck.require(abs(position.latitude) <= 90 && abs(position.longitude) <= 180, "position \(position)")
    }
    let whole = ExifOrientation.read(from: bytes, kind: kind)
    FuzzCheck.require((1...8).contains(whole.rawValue), "orientation \(whole.rawValue)")
    let cut = ExifOrientation.read(from: Array(bytes.prefix(bytes.count / 2)), kind: kind)
    FuzzCheck.require(cut == .up || cut == whole, "\(kind): half the file says \(cut), all of it \(whole)")
  }
  // As a TIFF structure in each container (nothing after it, so every reader sees the same bytes).
  guard bytes.count <= 60_000, !bytes.starts(with: Array("Exif\0\0".utf8)) else { return }
  // An embedded thumbnail, if any is found, lies within the file and starts like a JPEG.
  let jpeg = Containers.jpeg(tiff: bytes)
  if let range = ExifThumbnail.locate(in: jpeg) {
    FuzzCheck.require(range.lowerBound >= 0 && range.upperBound <= jpeg.count, "thumbnail \(range) outside the file")
    FuzzCheck.require(jpeg[range.lowerBound] == 0xFF && jpeg[range.lowerBound + 1] == 0xD8, "thumbnail is no JPEG")
  }
  let inJPEG = ExifOrientation.read(from: jpeg, kind: .jpeg)
  let inPNG = ExifOrientation.read(from: Containers.png(tiff: bytes), kind: .png)
  let inWebP = ExifOrientation.read(from: Containers.webp(tiff: bytes), kind: .webp)
  FuzzCheck.require(inJPEG == inPNG && inPNG == inWebP, "JPEG \(inJPEG), PNG \(inPNG), WebP \(inWebP)")
}

/// Minimal files around a TIFF structure, the way cameras and encoders store EXIF.
enum Containers {
  static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  static func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v & 0xFFFF) }
  static func le32(_ v: Int) -> [UInt8] { be32(v).reversed() }

  /// SOI, then APP1 "Exif\0\0" + tiff.
  static func jpeg(tiff: [UInt8]) -> [UInt8] {
    [0xFF, 0xD8, 0xFF, 0xE1] + be16(tiff.count + 8) + Array("Exif\0\0".utf8) + tiff
  }

  /// The signature, then an eXIf chunk holding tiff (its CRC left out).
  static func png(tiff: [UInt8]) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(tiff.count) + Array("eXIf".utf8) + tiff
  }

  /// RIFF/WEBP with one EXIF chunk holding tiff.
  static func webp(tiff: [UInt8]) -> [UInt8] {
    Array("RIFF".utf8) + le32(tiff.count + 12) + Array("WEBPEXIF".utf8) + le32(tiff.count) + tiff
  }
}

#if FUZZING
  /// libFuzzer's entry point (Scripts/fuzz builds with `-D FUZZING -sanitize=fuzzer,address`).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  /// The process's `main` under SwiftPM (see `LibFuzzer`): libFuzzer's driver on `fuzzEntry`.
  @_cdecl("fuzz_exif_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    LibFuzzer.run(argc: argc, argv: argv, entry: fuzzEntry)
  }
#else
  /// A plain build: replay files (and `--mutate`) through `fuzzOne`.
  let replayed: Void = FuzzReplay.main(name: "exif", fuzzOne)
#endif
