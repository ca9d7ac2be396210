#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Starts libFuzzer from a fuzz target's own `main` (the `-D FUZZING` build).
///
/// SwiftPM links an executable target with `main` aliased to `<module>_main` (so tests can link the module),
/// which keeps libFuzzer's `main` out of the link; each target therefore defines `<module>_main` itself and
/// hands over to `LLVMFuzzerRunDriver`, found at run time (a plain build has no libFuzzer to link against).
public enum LibFuzzer {
  /// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`.
  private typealias Driver =
    @convention(c) (
      UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
      @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

  /// Runs libFuzzer with the process's arguments on `entry`; returns its exit status.
  public static func run(
    argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    entry: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "LLVMFuzzerRunDriver") else {
      FuzzCheck.printError("fuzz: libFuzzer is not linked in (build with -sanitize=fuzzer)")
      return 70
    }
    var count = argc
    var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return unsafeBitCast(symbol, to: Driver.self)(&count, &vector, entry)
  }
}
