import FuzzSupport
import PhotoCore

/// fuzz-album-names: what an album does with file names it did not choose: natural order (`NaturalOrder`)
/// and names made printable (`PathText`). The input is up to three names separated by NUL bytes (no file
/// name holds one). Invariants: nothing traps; the order is total (reflexive, antisymmetric, transitive,
/// zero only for equal names) for names and for paths; a sort comes out sorted; an escaped name has no
/// control characters and valid UTF-8 is escaped the same from bytes as from text.
func fuzzOne(_ bytes: [UInt8]) {
  let raw = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { Array($0) }
  let names = raw.map { String(decoding: $0, as: UTF8.self) }
  for (bytes, name) in zip(raw, names) {
    let escaped = PathText.escaped(bytes: bytes)
    FuzzCheck.require(
      !escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) },
      "a control character survives: \(escaped.debugDescription)")
    if let text = String(validating: bytes, as: UTF8.self) {
      FuzzCheck.require(PathText.escaped(text) == escaped, "bytes and text escape differently")
    }
    _ = AlbumLister.isSkipped(name: name)
  }
  let orders: [(String, String) -> Int] = [NaturalOrder.compare, NaturalOrder.comparePaths]
  for compare in orders {
    for a in names {
      FuzzCheck.require(compare(a, a) == 0, "\(a.debugDescription) is not equal to itself")
      for b in names {
        let ab = compare(a, b)
        FuzzCheck.require(
          ab.signum() == -compare(b, a).signum(), "not antisymmetric: \(a.debugDescription), \(b.debugDescription)")
        FuzzCheck.require((ab == 0) == (a.unicodeScalars.elementsEqual(b.unicodeScalars)), "0 for different names")
        for c in names where ab <= 0 && compare(b, c) <= 0 {
          FuzzCheck.require(compare(a, c) <= 0, "not transitive: \([a, b, c].map(\.debugDescription))")
        }
      }
    }
  }
  let sorted = NaturalOrder.sorted(names, byName: { $0 })
  FuzzCheck.require(
    zip(sorted, sorted.dropFirst()).allSatisfy { NaturalOrder.compare($0, $1) <= 0 }, "sort out of order")
}

#if FUZZING
  /// libFuzzer's entry point (Scripts/fuzz builds with `-D FUZZING -sanitize=fuzzer,address`).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  /// The process's `main` under SwiftPM (see `LibFuzzer`): libFuzzer's driver on `fuzzEntry`.
  @_cdecl("fuzz_album_names_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    LibFuzzer.run(argc: argc, argv: argv, entry: fuzzEntry)
  }
#else
  /// A plain build: replay files (and `--mutate`) through `fuzzOne`.
  let replayed: Void = FuzzReplay.main(name: "album-names", fuzzOne)
#endif
