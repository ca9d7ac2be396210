import Foundation
import Testing

/// The documents tell the truth about the repository: every path `Docs/architecture.md` names exists, no source,
/// test or document cites a file outside the repository, and the README stays short enough to read.
@Suite struct DocsTests {
  /// The repository's root, from this file's place in it (`Tests/PhotoCoreTests/DocsTests.swift`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The folders a repository path in the documents starts with.
  static let pathRoots = ["Sources/", "Tests/", "Scripts/", "Docs/", "Assets/", ".ci/"]

  /// Names of files outside the repository that nothing in it may cite.
  static let outsideNames = ["PHYSICS.md", "../shared", "STYLE.md", "PLATFORM.md"]

  /// The text of the file at `path`, relative to the root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The repository paths `markdown` names in backticks, outside fenced code blocks: each span that contains a `/`
  /// and starts with one of `pathRoots`, cut at its first `:` or space, without a trailing `/`.
  static func paths(in markdown: String) -> [String] {
    var fenced = false
    var prose: [Substring] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        fenced.toggle()
      } else if !fenced {
        prose.append(line)
      }
    }
    // Between the first and second backtick is a span, between the second and third prose, and so on; a span may
    // run over a line break.
    let pieces = prose.joined(separator: "\n").split(separator: "`", omittingEmptySubsequences: false)
    return pieces.indices.filter { $0 % 2 == 1 }.compactMap { index -> String? in
      let span = pieces[index].replacingOccurrences(of: "\n", with: " ")
      guard span.contains("/"), pathRoots.contains(where: { span.hasPrefix($0) }) else { return nil }
      var path = String(span.prefix { $0 != ":" && $0 != " " })
      while path.hasSuffix("/") { path.removeLast() }
      return path
    }
  }

  /// The files under the root's `folder` whose names end in `suffix`, as paths relative to the root.
  static func files(under folder: String, endingIn suffix: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return walker.compactMap { ($0 as? URL)?.standardizedFileURL.path }.filter { $0.hasSuffix(suffix) }
      .map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
  }

  /// Every repository path in `Docs/architecture.md` exists, and there are enough of them for the check to mean
  /// something.
  @Test func everyPathTheArchitectureNamesExists() throws {
    let paths = Self.paths(in: try Self.text("Docs/architecture.md"))
    #expect(paths.count >= 15, "only \(paths.count) paths found in Docs/architecture.md")
    for path in paths {
      #expect(
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
        "Docs/architecture.md names \(path), which does not exist")
    }
  }

  /// The Swift sources and tests, the documents and the README cite no file outside the repository (the physics
  /// reference is `Docs/physics.md`, inside it).
  @Test func nothingCitesAFileOutsideTheRepository() throws {
    let swift = Self.files(under: "Sources", endingIn: ".swift") + Self.files(under: "Tests", endingIn: ".swift")
    let docs = Self.files(under: "Docs", endingIn: ".md") + ["README.md"]
    let checked = (swift + docs).filter { $0 != "Tests/PhotoCoreTests/DocsTests.swift" }
    #expect(checked.count > 100, "only \(checked.count) files found under \(Self.root.path)")
    for path in checked {
      let text = try Self.text(path)
      for name in Self.outsideNames where text.contains(name) {
        Issue.record("\(path) cites \(name), a file outside the repository")
      }
    }
  }

  /// The README is for users: at most 400 lines, counted as `wc -l` counts them.
  @Test func theReadmeStaysShort() throws {
    let lines = try Self.text("README.md").utf8.filter { $0 == UInt8(ascii: "\n") }.count
    #expect(lines <= 400, "README.md has \(lines) lines")
  }
}
