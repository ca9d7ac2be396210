import FuzzSupport
import PhotoConfig
import PhotoCore

/// fuzz-config: a config file read from bytes (`ConfigFile(text:)`, what sdlphoto does with
/// `~/.config/sdlphoto/config.toml`), then its bindings made over the defaults.
/// Invariants: nothing traps; every problem reads as one line and names a line of the file (or none); every
/// binding read is on a line of the file.
func fuzzOne(_ bytes: [UInt8]) {
  let text = String(decoding: bytes, as: UTF8.self)
  let lineCount = text.unicodeScalars.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  let file = ConfigFile(text: text)
  for problem in file.problems {
    FuzzCheck.require((0...lineCount).contains(problem.line), "problem on line \(problem.line) of \(lineCount)")
    FuzzCheck.require(
      !FuzzCheck.hasLineBreak(problem.message), "a problem on two lines: \(problem.message.debugDescription)")
  }
  for option in file.options {
    FuzzCheck.require((0...lineCount).contains(option.line), "option on line \(option.line) of \(lineCount)")
  }
  var bindings = KeyBindings()
  for problem in bindings.add(file.bindings, isKnownKey: { !$0.isEmpty }) {
    FuzzCheck.require(
      !FuzzCheck.hasLineBreak(problem.key), "a binding's key on two lines: \(problem.key.debugDescription)")
  }
  for context in KeyContext.allCases {
    _ = bindings.target(key: "Right", modifiers: [], in: context)
    _ = bindings.table(for: context)
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
  @_cdecl("fuzz_config_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    LibFuzzer.run(argc: argc, argv: argv, entry: fuzzEntry)
  }
#else
  /// A plain build: replay files (and `--mutate`) through `fuzzOne`.
  let replayed: Void = FuzzReplay.main(name: "config", fuzzOne)
#endif
