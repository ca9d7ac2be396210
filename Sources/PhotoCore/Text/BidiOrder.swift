/// The visual order of a line's runs from their bidi embedding levels (Unicode's rule L2): from the highest
/// level down to the lowest odd one, every stretch at that level or higher is reversed. Pure; the levels come
/// from the bidi algorithm (fribidi, in the shell).
public enum BidiOrder {
  /// The indices of `levels` (one per run or character, in logical order) in visual order, left to right.
  public static func visualIndices(levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
    var level = highest
    while level >= lowestOdd {
      var i = 0
      while i < order.count {
        guard levels[order[i]] >= level else {
          i += 1
          continue
        }
        var j = i
        while j < order.count && levels[order[j]] >= level { j += 1 }
        order[i..<j].reverse()
        i = j
      }
      if level == 0 { break }
      level -= 1
    }
    return order
  }
}
