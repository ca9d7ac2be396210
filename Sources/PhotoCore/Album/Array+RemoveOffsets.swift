extension Array {
  /// Removes the elements at `offsets`, keeping the others in order, in place: one pass and no copy (a
  /// library's listing of 100,000 items folds its pairs this way).
  mutating func remove(atOffsets offsets: Set<Int>) {
    guard !offsets.isEmpty else { return }
    var kept = 0
    for i in indices where !offsets.contains(i) {
      if kept != i { swapAt(kept, i) }
      kept += 1
    }
    removeSubrange(kept...)
  }
}
