#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A failed system call: its `errno` and the C library's words for it.
package struct SystemError: Error, Equatable, Sendable {
  /// The `errno` value, e.g. `ENOENT`.
  package var code: Int32

  /// The error `code`.
  package init(code: Int32) {
    self.code = code
  }

  /// The current `errno`.
  package static var current: SystemError { SystemError(code: errno) }

  /// `strerror(code)`, e.g. "Permission denied".
  package var text: String { String(cString: strerror(code)) }
}
