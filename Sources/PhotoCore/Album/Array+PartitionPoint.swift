extension Array {
  /// The first index whose element is not `before`, in an array where the elements that are come first (a
  /// binary search: live pairing's name order, a timeline's sections).
  func partitionPoint(_ before: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if before(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
