/// `--recent-first DAYS`: each cycle of a slideshow shows the photos taken in the last DAYS first (in the
/// cycle's own order among themselves: shuffled, or the folder's), then the rest. Recent photos come earlier,
/// never more often: every photo is still shown once a cycle.
public enum RecentFirst {
  /// `order` (album indices) with the recent ones (`isRecent`) first, each group in its order; the photo
  /// shown last (`last`) is not first when another can be, so no photo shows twice in a row at a cycle's edge.
  public static func arrange(_ order: [Int], isRecent: (Int) -> Bool, after last: Int?) -> [Int] {
    var arranged = order.filter(isRecent) + order.filter { !isRecent($0) }
    if arranged.count > 1, let last, arranged[0] == last { arranged.swapAt(0, 1) }
    return arranged
  }

  /// Seconds in a day.
  public static let day: Double = 86_400

  /// Whether a photo taken at `taken` (seconds since 1970) is within `days` of `now`: neither older nor more
  /// than a day in the future (a camera clock set wrong is not "recent" for ever).
  public static func isRecent(taken: Double, now: Double, days: Double) -> Bool {
    taken >= now - days * day && taken <= now + day
  }
}
