#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The invariants a fuzz target asserts. A broken one prints what broke on stderr and aborts, which
/// libFuzzer reports as a crash (and saves the input) and the replay driver reports as a failure.
public enum FuzzCheck {
  /// Aborts with `message` unless `condition` holds.
  public static func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    guard !condition() else { return }
    printError("fuzz invariant broken at \(file):\(line): \(message())")
    abort()
  }

  /// Writes `text` and a newline to standard error (unbuffered, so it is out before an abort).
  public static func printError(_ text: String) {
    let line = Array((text + "\n").utf8)
    line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
  }

  /// Whether `text` holds a line break (a message must stay on one line of stderr).
  public static func hasLineBreak(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
  }
}
