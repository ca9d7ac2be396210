/// Which queued decodes may start: at most `limit` at once, and while `photos` is set only theirs (what a
/// motion lands on, see `Navigator.landingPhotos`); the others wait in the queue, in order.
public struct DecodeGate: Sendable, Equatable {
  /// The most decodes that may run at once, at least 1.
  public private(set) var limit: Int
  /// While set, only requests for these photos start.
  public private(set) var photos: Set<PhotoID>?

  /// A gate letting `limit` decodes run at once (nil: any number), only of `photos` when given.
  public init(limit: Int? = nil, photos: Set<PhotoID>? = nil) {
    self.limit = max(1, limit ?? Int.max)
    self.photos = photos
  }

  /// Whether `request` may start, decodes permitting.
  public func allows(_ request: DecodeRequest) -> Bool { photos?.contains(request.photo) ?? true }

  /// The index in `pending` of the next request that may start while `running` decodes are under way, if any.
  public func next(in pending: [DecodeRequest], running: Int) -> Int? {
    guard running < limit else { return nil }
    return pending.firstIndex(where: allows)
  }
}
