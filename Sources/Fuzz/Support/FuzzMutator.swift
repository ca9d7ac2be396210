/// Seeded random mutations of byte strings, for the replay driver's `--mutate` mode: the fallback when
/// libFuzzer is not available (it has no coverage feedback, so it finds less; libFuzzer is the real tool).
public struct FuzzMutator {
  private var state: UInt64

  /// A mutator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// SplitMix64.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound` (`bound` > 0; the small modulo bias does not matter here).
  public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

  /// Byte values that often sit on a parser's edge (lengths, counts, signs).
  static let interesting: [UInt8] = [0, 1, 2, 0x7F, 0x80, 0xFE, 0xFF, 0x0A, 0x0D, 0x22, 0x5C, 0x20, 0x30, 0x39]

  /// `bytes` with one to eight random edits (flip, set, insert, delete, duplicate a run, splice in `other`),
  /// at most `maxLength` long.
  public mutating func mutate(_ bytes: [UInt8], splicing other: [UInt8], maxLength: Int) -> [UInt8] {
    var out = bytes
    for _ in 0...below(8) {
      switch below(7) {
      case 0 where !out.isEmpty: out[below(out.count)] ^= UInt8(1 << below(8))
      case 1 where !out.isEmpty: out[below(out.count)] = Self.interesting[below(Self.interesting.count)]
      case 2: out.insert(UInt8(truncatingIfNeeded: next()), at: below(out.count + 1))
      case 3 where !out.isEmpty:
        let start = below(out.count)
        out.removeSubrange(start..<min(out.count, start + 1 + below(16)))
      case 4 where !out.isEmpty:
        let start = below(out.count)
        let run = out[start..<min(out.count, start + 1 + below(32))]
        out.insert(contentsOf: run, at: below(out.count + 1))
      case 5 where !other.isEmpty:
        let start = below(other.count)
        let piece = other[start..<min(other.count, start + 1 + below(64))]
        out.replaceSubrange(below(out.count + 1)..<out.count, with: piece)
      case 6 where out.count >= 4:
        // A 16- or 32-bit field set to an edge value, in either byte order.
        let at = below(out.count - 3)
        let value: UInt32 = [0, 1, 0xFF, 0xFFFF, 0x7FFF_FFFF, 0xFFFF_FFFF, 0x8000_0000][below(7)]
        for k in 0..<4 { out[at + k] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(below(2) == 0 ? k : 3 - k))) }
      default: out.append(UInt8(truncatingIfNeeded: next()))
      }
    }
    return Array(out.prefix(maxLength))
  }
}
