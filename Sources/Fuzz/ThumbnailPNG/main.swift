import FuzzSupport
import PhotoCore

/// fuzz-thumbnail-png: what sdlphoto reads of a thumbnail another program wrote into the shared cache (the
/// PNG's text chunks, its size in the header, the record they make) on arbitrary bytes. Invariants: nothing
/// traps; bytes that are no PNG give no text; a size is positive; a record has a URI and a time; the text of a
/// cut-short file is a part of the whole's (every key it gives, the whole gives with the same text).
func fuzzOne(_ bytes: [UInt8]) {
  let text = PNGText.read(bytes)
  let isPNG = bytes.count >= 8 && Array(bytes.prefix(8)) == PNGText.signature
  FuzzCheck.require((text != nil) == isPNG, "text \(text == nil ? "missing" : "found") for isPNG \(isPNG)")
  if let size = PNGText.size(bytes) { FuzzCheck.require(size.width > 0 && size.height > 0, "a size of \(size)") }
  if let text, let record = ThumbnailRecord(text: text) {
    FuzzCheck.require(text[ThumbnailRecord.Key.uri] == record.uri, "a record of another URI")
    FuzzCheck.require(record.isValid(for: record), "a record not valid for itself")
  }
  guard let whole = text else { return }
  for cut in Set([bytes.count / 2, max(0, bytes.count - 1), min(bytes.count, 64)]) {
    let part = PNGText.read(Array(bytes.prefix(cut))) ?? [:]
    for (key, value) in part {
      FuzzCheck.require(
        whole[key] == value, "the first \(cut) bytes say \(key)=\(value), all say \(String(describing: whole[key]))")
    }
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
  @_cdecl("fuzz_thumbnail_png_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    LibFuzzer.run(argc: argc, argv: argv, entry: fuzzEntry)
  }
#else
  /// A plain build: replay files (and `--mutate`) through `fuzzOne`.
  let replayed: Void = FuzzReplay.main(name: "thumbnail-png", fuzzOne)
#endif
