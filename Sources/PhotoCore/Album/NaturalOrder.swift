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
    compare(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
  }

  /// `compare` on names already split into scalars, so a sort splits each name once, not per comparison.
  static func compare(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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
    if a == b { return 0 }
    return a.lexicographicallyPrecedes(b) ? -1 : 1
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

extension NaturalOrder {
  /// Natural comparison of two paths, folder by folder: `a/x` sorts before `a b/x` (because `a` sorts before
  /// `a b`), which is the order a depth-first walk of the folders produces. Negative, zero or positive.
  public static func comparePaths(_ lhs: String, _ rhs: String) -> Int {
    compare(pathKey(lhs), pathKey(rhs))
  }

  /// `items` in natural order of `name(item)`; each name is split into scalars once (a large folder sorts
  /// several times faster than with `areInIncreasingOrder`). Equal names keep their order.
  public static func sorted<T>(_ items: [T], byName name: (T) -> String) -> [T] {
    let keys = items.map { Array(name($0).unicodeScalars) }
    return items.indices.sorted { a, b in
      let c = compare(keys[a], keys[b])
      return c != 0 ? c < 0 : a < b
    }.map { items[$0] }
  }

  /// The first of `items` in natural order of `name(item)` (the first of equals), in one pass: what
  /// `sorted(_:byName:).first` gives, without sorting.
  public static func first<T>(of items: [T], byName name: (T) -> String) -> T? {
    guard var best = items.first else { return nil }
    var bestKey = Array(name(best).unicodeScalars)
    for item in items.dropFirst() {
      let key = Array(name(item).unicodeScalars)
      if compare(key, bestKey) < 0 {
        best = item
        bestKey = key
      }
    }
    return best
  }

  /// `items` in natural path order (`comparePaths`) of `path(item)`, each path split once. Equal paths keep
  /// their order.
  public static func sorted<T>(_ items: [T], byPath path: (T) -> String) -> [T] {
    let keys = items.map { pathKey(path($0)) }
    return items.indices.sorted { a, b in
      let c = compare(keys[a], keys[b])
      return c != 0 ? c < 0 : a < b
    }.map { items[$0] }
  }

  private static func pathKey(_ path: String) -> [[Unicode.Scalar]] {
    path.split(separator: "/", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
  }

  private static func compare(_ a: [[Unicode.Scalar]], _ b: [[Unicode.Scalar]]) -> Int {
    for (x, y) in zip(a, b) {
      let c = compare(x, y)
      if c != 0 { return c }
    }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
  }
}
