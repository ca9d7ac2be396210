import FuzzSupport
import PhotoCore

/// fuzz-motion-photo: the motion-photo reader (`MotionPhoto.find`) on arbitrary bytes, both as a JPEG's head
/// and as the XMP packet of one, the embedded clip's location (`EmbeddedClip`), and a live photo's clip
/// metadata (`QuickTimeMetadata.value`, the bytes of a `meta` box).
/// Invariants: nothing traps; a clip found starts past the JPEG's header and within the file; the same bytes
/// give the same answer; a location made from a path and start parses back to them.
func fuzzOne(_ bytes: [UInt8]) {
  for size in [bytes.count, bytes.count + 1_000, 1 << 40] {
    let found = MotionPhoto.find(head: bytes, fileSize: size)
    if case .clip(let start)? = found {
      FuzzCheck.require(start > 0 && start < size, "clip at \(start) in \(size) bytes")
    }
    FuzzCheck.require(found == MotionPhoto.find(head: bytes, fileSize: size), "the same bytes, another answer")
    // As the XMP packet of a JPEG.
    let inJPEG = jpeg(xmp: bytes)
    if case .clip(let start)? = MotionPhoto.find(head: inJPEG, fileSize: size + inJPEG.count) {
      FuzzCheck.require(start >= 4 + 29 && start < size + inJPEG.count, "clip at \(start)")
    }
  }
  let path = String(decoding: bytes.prefix(200), as: UTF8.self)
  if !path.contains("\u{0}"), !path.isEmpty {
    let parsed = EmbeddedClip.parse(EmbeddedClip.location(path: path, start: bytes.count))
    FuzzCheck.require(parsed?.path == path && parsed?.start == bytes.count, "\(path): \(String(describing: parsed))")
  }
  _ = EmbeddedClip.parse(String(decoding: bytes, as: UTF8.self))
  if let value = QuickTimeMetadata.value(of: QuickTimeMetadata.contentIdentifierKey, in: bytes) {
    FuzzCheck.require(!value.isEmpty && value.utf8.count < bytes.count, "a value of \(value.utf8.count) bytes")
  }
}

/// A JPEG's SOI and an APP1 XMP segment holding `xmp` (cut to fit a segment).
func jpeg(xmp: [UInt8]) -> [UInt8] {
  let body = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + xmp.prefix(60_000)
  let length = body.count + 2
  return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body + [0xFF, 0xDA]
}

#if FUZZING
  /// libFuzzer's entry point (Scripts/fuzz builds with `-D FUZZING -sanitize=fuzzer,address`).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  /// The process's `main` under SwiftPM (see `LibFuzzer`): libFuzzer's driver on `fuzzEntry`.
  @_cdecl("fuzz_motion_photo_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    LibFuzzer.run(argc: argc, argv: argv, entry: fuzzEntry)
  }
#else
  /// A plain build: replay files (and `--mutate`) through `fuzzOne`.
  let replayed: Void = FuzzReplay.main(name: "motion-photo", fuzzOne)
#endif
