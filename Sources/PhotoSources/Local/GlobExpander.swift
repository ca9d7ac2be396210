#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Expands wildcard patterns given on the command line (quoted, so the shell left them alone) with `glob()`.
package enum GlobExpander {
  /// Whether `path` holds a wildcard (`*`, `?` or `[`).
  package static func isPattern(_ path: String) -> Bool {
    path.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" })
  }

  /// The paths matching `pattern`, unsorted, and the matches whose names are not
  /// valid UTF-8 (their bytes), which a `String` path cannot hold. Hidden files match only a leading `.`.
  package static func expand(_ pattern: String) -> (matches: [String], undecodable: [[UInt8]]) {
    var result = glob_t()
    defer { globfree(&result) }
    guard glob(pattern, GLOB_NOSORT, nil, &result) == 0 else { return ([], []) }
    var matches: [String] = []
    var undecodable: [[UInt8]] = []
    for i in 0..<Int(result.gl_pathc) {
      guard let cPath = result.gl_pathv[i] else { continue }
      if let path = String(validatingCString: cPath) {
        matches.append(path)
      } else {
        let length = strlen(cPath)
        undecodable.append(UnsafeRawBufferPointer(start: cPath, count: length).map { $0 })
      }
    }
    return (matches, undecodable)
  }
}
