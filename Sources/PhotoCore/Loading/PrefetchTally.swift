/// The prefetch's hit rate: the pages the user went to, and how many of them had their photo ready at once
/// (`--verbose` reports it at exit). The first page never counts: nothing can be decoded before the viewer
/// starts.
public struct PrefetchTally: Equatable, Sendable {
  /// The page last gone to.
  public private(set) var page: Int?
  /// Pages gone to after the first.
  public private(set) var landed = 0
  /// Of those, the ones whose photo was ready.
  public private(set) var ready = 0

  /// No page gone to yet.
  public init() {}

  /// Whether `page` is another page than the one last counted (the shell then asks whether it is ready).
  public func isNew(_ page: Int) -> Bool { page != self.page }

  /// The user is on `page` now; `ready`: its photo was drawn or could be at once. The same page again counts
  /// once.
  public mutating func land(on page: Int, ready: Bool) {
    guard isNew(page) else { return }
    let first = self.page == nil
    self.page = page
    guard !first else { return }
    landed += 1
    if ready { self.ready += 1 }
  }

  /// The share of pages ready, 0 to 1; nil before any page after the first.
  public var hitRate: Double? { landed > 0 ? Double(ready) / Double(landed) : nil }
}
