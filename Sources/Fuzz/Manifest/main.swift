import FuzzSupport
import PhotoCore

/// fuzz-manifest: a list or manifest read from bytes (`AlbumLister.listing(forListBytes:...)`, what
/// `sdlphoto -` does with standard input), as a text list and as `album.json`. Relative entries resolve in a
/// folder that does not exist, so the file system is barely touched (absolute paths are looked up).
/// Invariants: nothing traps; a listing that succeeds has photos and a valid start; every error and warning
/// reads as one line.
func fuzzOne(_ bytes: [UInt8]) {
  let lister = AlbumLister(demoAlbumPath: "/nonexistent-sdlphoto-fuzz/demo")
  for origin in ["standard input", "album.json"] {
    do {
      let listing = try lister.listing(
        forListBytes: bytes, baseDirectory: "/nonexistent-sdlphoto-fuzz", origin: origin)
      let album = listing.album
      FuzzCheck.require(!album.items.isEmpty, "a listing without photos")
      FuzzCheck.require(album.items.indices.contains(album.startIndex), "start \(album.startIndex) of \(album.count)")
      for warning in listing.warnings {
        let text = UserText.message(for: warning)
        FuzzCheck.require(!FuzzCheck.hasLineBreak(text), "a warning on two lines: \(text.debugDescription)")
      }
    } catch {
      let text = UserText.message(for: error)
      FuzzCheck.require(!FuzzCheck.hasLineBreak(text), "an error on two lines: \(text.debugDescription)")
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
  @_cdecl("fuzz_manifest_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    LibFuzzer.run(argc: argc, argv: argv, entry: fuzzEntry)
  }
#else
  /// A plain build: replay files (and `--mutate`) through `fuzzOne`.
  let replayed: Void = FuzzReplay.main(name: "manifest", fuzzOne)
#endif
