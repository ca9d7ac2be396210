/// Natural ("human") ordering of file names: runs of digits compare by value, so `img2` sorts before `img10`.
///
/// Letters compare case-insensitively first (so `B.jpg` sits beside `b.jpg`), then the exact
/// bytes break ties so the order is total and stable across runs.
public enum NaturalOrder {
  /// Whether `lhs` sorts before `rhs` in natural order.
  public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    compare(lhs, rhs) < 0
  }

  /// Three-way natural comparison: negative, zero or positive.
  public static func compare(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    var i = 0
    var j = 0
    while i < a.count && j < b.count {
      if isDigit(a[i]) && isDigit(b[j]) {
        let (endA, valueA, zerosA) = digitRun(a, from: i)
        let (endB, valueB, zerosB) = digitRun(b, from: j)
        // Compare by magnitude: strip leading zeros, longer run is larger, then digit by digit.
        if valueA.count != valueB.count { return valueA.count < valueB.count ? -1 : 1 }
        for (x, y) in zip(valueA, valueB) where x != y { return x < y ? -1 : 1 }
        // Equal value: fewer leading zeros first ("1" before "01").
        if zerosA != zerosB { return zerosA < zerosB ? -1 : 1 }
        i = endA
        j = endB
        continue
      }
      let x = folded(a[i])
      let y = folded(b[j])
      if x != y { return x < y ? -1 : 1 }
      i += 1
      j += 1
    }
    if i < a.count || j < b.count { return i < a.count ? 1 : -1 }
    // Equal under folding: fall back to exact scalar order so the result is total.
    if lhs == rhs { return 0 }
    return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) ? -1 : 1
  }

  private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }

  private static func folded(_ s: Unicode.Scalar) -> UInt32 {
    (s.value >= 65 && s.value <= 90) ? s.value + 32 : s.value
  }

  /// The digit run starting at `start`: its end, its significant digits and its count of leading zeros.
  private static func digitRun(_ s: [Unicode.Scalar], from start: Int) -> (Int, ArraySlice<Unicode.Scalar>, Int) {
    var end = start
    while end < s.count && isDigit(s[end]) { end += 1 }
    var firstSignificant = start
    while firstSignificant < end - 1 && s[firstSignificant].value == 48 { firstSignificant += 1 }
    return (end, s[firstSignificant..<end], firstSignificant - start)
  }
}
