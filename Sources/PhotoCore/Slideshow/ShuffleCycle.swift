/// A shuffled slideshow's order, cycle after cycle: every photo once per cycle, a new order each cycle, and
/// never the same photo twice in a row where one cycle ends and the next begins.
///
/// Cycle k's order depends only on the seed and k (SplitMix64 seeded from both), so a run with `--seed N`
/// repeats exactly.
public struct ShuffleCycle: Sendable, Equatable {
  /// The seed of `--sort random`.
  public let seed: UInt64
  /// The cycles begun so far (the album's own shuffled order is cycle 0).
  public private(set) var cycle = 0

  /// Cycles of a shuffle by `seed`, the album's order being the first.
  public init(seed: UInt64) { self.seed = seed }

  /// Cycles of a shuffle by `seed` resumed after `cycle` cycles (a restarted show, see `ShowState`).
  public init(seed: UInt64, cycle: Int) {
    self.seed = seed
    self.cycle = max(0, cycle)
  }

  /// The next cycle's order of `items`, given that `last` was shown last: a fresh shuffle whose first item is
  /// not `last` (swapped with one chosen at random among the rest when it is).
  public mutating func next<Item: Equatable>(_ items: [Item], after last: Item?) -> [Item] {
    cycle += 1
    var generator = SplitMix64(seed: seed ^ (UInt64(cycle) &* 0x9E37_79B9_7F4A_7C15))
    var order = generator.shuffled(items)
    if order.count > 1, let last, order[0] == last {
      let other = 1 + Int(generator.next(below: UInt64(order.count - 1)))
      order.swapAt(0, other)
    }
    return order
  }
}
