import Testing

extension Harness {
  /// Expects `offline`, a grid run of a server's album of three photos and one sub-folder made while the server
  /// cannot be reached, to show it as last listed: every thumbnail from the download cache, one
  /// `source.offline` warning, no error.
  static func expectShownAsLastListed(_ offline: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(offline.status == 0, "stderr: \(offline.stderr)", sourceLocation: sourceLocation)
    let last = offline.trace.last
    #expect(last?.count == 3 && last?.folders == 1, "\(last as Any)", sourceLocation: sourceLocation)
    #expect(last?.held == [0, 1, 2], "the photos from the download cache", sourceLocation: sourceLocation)
    #expect(
      offline.diagnostics.filter { $0.code == .sourceOffline }.count == 1, "\(offline.diagnostics)",
      sourceLocation: sourceLocation)
    #expect(offline.errors.isEmpty, "\(offline.diagnostics)", sourceLocation: sourceLocation)
  }
}
