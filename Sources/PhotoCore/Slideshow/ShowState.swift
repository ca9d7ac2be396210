import Foundation

/// Where a slideshow was, kept across restarts (a photo frame loses power; a kiosk is restarted) in
/// `$XDG_STATE_HOME/sdlphoto/`: the photo on screen and, for a shuffled show, the cycle's order and number. A
/// restart resumes there: the same photos in the same order where they still exist, new ones after them.
public struct ShowState: Sendable, Equatable, Codable {
  /// The paths the show was opened on (a state is only ever used for the same ones).
  public var paths: [String]
  /// The photo on screen (its location).
  public var photo: String
  /// A shuffled show's cycle (see `ShuffleCycle`), 0 for the first.
  public var cycle: Int
  /// A shuffled show's order this cycle (locations); nil for a show in the album's own order.
  public var order: [String]?

  /// A state of `photo` on screen in cycle `cycle` of a show of `paths` in `order`.
  public init(paths: [String], photo: String, cycle: Int = 0, order: [String]? = nil) {
    self.paths = paths
    self.photo = photo
    self.cycle = cycle
    self.order = order
  }

  /// `album` as the show left it: in the saved order (photos gone dropped, photos new since put after the rest
  /// in the album's order), opened at the saved photo when it is still there.
  public func resumed(_ album: Album) -> Album {
    var items = album.items
    if let order {
      var rank: [String: Int] = [:]
      for (i, location) in order.enumerated() where rank[location] == nil { rank[location] = i }
      let indexed = items.enumerated().map { ($0.offset, $0.element) }
      items = indexed.sorted { a, b in
        let (ra, rb) = (rank[a.1.location] ?? order.count + a.0, rank[b.1.location] ?? order.count + b.0)
        return ra < rb
      }.map(\.1)
    }
    let start = items.firstIndex { $0.location == photo } ?? album.startIndex
    var resumed = Album(items: items, startIndex: start, origin: album.origin)
    resumed.folders = album.folders
    return resumed
  }

  /// The file name the state of a show of `paths` is kept under: a hash of them (FNV-1a, 64 bits).
  public static func fileName(for paths: [String]) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in paths.joined(separator: "\u{0}").utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return "show-" + String(hash, radix: 16) + ".json"
  }
}
