/// SplitMix64: a tiny seeded random number generator, so `--sort random` with a seed repeats exactly on
/// every machine and toolchain (the shuffle below is ours too, not the standard library's).
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform value in `0..<bound` (Lemire's multiply-shift with rejection, so no modulo bias).
  mutating func next(below bound: UInt64) -> UInt64 {
    precondition(bound > 0)
    while true {
      let (high, low) = bound.multipliedFullWidth(by: next())
      if low >= (0 &- bound) % bound { return high }
    }
  }

  /// `items` shuffled by Fisher–Yates from the back.
  mutating func shuffled<T>(_ items: [T]) -> [T] {
    var result = items
    var i = result.count - 1
    while i > 0 {
      result.swapAt(i, Int(next(below: UInt64(i + 1))))
      i -= 1
    }
    return result
  }
}
