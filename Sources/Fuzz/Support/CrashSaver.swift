#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Keeps a copy of the input being run and, when the process dies of a trap or an abort, writes it to a
/// file from the signal handler (only `open`, `write` and `close`: async-signal-safe), then dies the same way.
enum CrashSaver {
  nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) private static var buffer = UnsafeMutableRawBufferPointer.allocate(
    byteCount: 1 << 20, alignment: 1)
  nonisolated(unsafe) private static var count = 0

  /// Installs the handlers; a crash writes the remembered input to `file`.
  static func install(path file: String) {
    path = strdup(file)
    for sig in [SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE] {
      _ = signal(sig) { number in
        if let path = CrashSaver.path {
          let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
          if fd >= 0 {
            _ = write(fd, CrashSaver.buffer.baseAddress, CrashSaver.count)
            close(fd)
            let note = "fuzz: the failing input is saved in "
            _ = write(2, note, strlen(note))
            _ = write(2, path, strlen(path))
            _ = write(2, "\n", 1)
          }
        }
        _ = signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  /// Remembers `input` (up to 1 MiB) as the one to save if the process crashes now.
  static func remember(_ input: [UInt8]) {
    count = min(input.count, buffer.count)
    input.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
  }
}
