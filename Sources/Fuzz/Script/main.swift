import FuzzSupport
import PhotoCore

/// fuzz-script: the `--script` parser (`Script.parse`) on arbitrary text. Invariants: nothing traps; a parsed
/// script is in time order with finite times >= 0 and every event names a line of the text; an error names
/// a line of the text and its message reads as one line; a file saved with Windows ("\r\n") or old Mac
/// ("\r") line ends means the same as with "\n".
func fuzzOne(_ bytes: [UInt8]) {
  let text = String(decoding: bytes, as: UTF8.self)
  // Lines as Unicode counts them: "\n", "\r\n", "\r" and the other line separators each end one.
  let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
  // Every "\r\n" and "\r" made "\n" (each "\r" scalar is one of those two Characters, so the lines stay).
  let unix = String(text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
  let asUnix = Result { () throws(ScriptError) in try Script.parse(unix, isKnownKey: isKnownKey) }
  let asGiven = Result { () throws(ScriptError) in try Script.parse(text, isKnownKey: isKnownKey) }
  FuzzCheck.require(asGiven == asUnix, "\\r\\n, \\r and \\n line ends differ: \(asGiven) / \(asUnix)")
  do {
    let script = try asGiven.get()
    var previous = 0.0
    for event in script.events {
      FuzzCheck.require(event.time.isFinite && event.time >= previous, "event at \(event.time) after \(previous)")
      FuzzCheck.require((1...lines).contains(event.line), "event from line \(event.line) of \(lines)")
      previous = event.time
    }
  } catch {
    FuzzCheck.require((1...lines).contains(error.line), "error at line \(error.line) of \(lines)")
    let message = UserText.message(for: error)
    FuzzCheck.require(!FuzzCheck.hasLineBreak(message), "an error on two lines: \(message.debugDescription)")
  }
}

/// Like SDL's key lookup as far as the parser can tell: a key name is printable text.
func isKnownKey(_ name: String) -> Bool {
  !name.isEmpty && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
}

#if FUZZING
  /// libFuzzer's entry point (Scripts/fuzz builds with `-D FUZZING -sanitize=fuzzer,address`).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  /// The process's `main` under SwiftPM (see `LibFuzzer`): libFuzzer's driver on `fuzzEntry`.
  @_cdecl("fuzz_script_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    LibFuzzer.run(argc: argc, argv: argv, entry: fuzzEntry)
  }
#else
  /// A plain build: replay files (and `--mutate`) through `fuzzOne`.
  let replayed: Void = FuzzReplay.main(name: "script", fuzzOne)
#endif
