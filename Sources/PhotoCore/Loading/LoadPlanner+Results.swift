extension LoadPlanner {
  /// A decode came back at `t` (pixels or an error): a preview has been tried either way. Returns whether its
  /// result is still current (see `isCurrent`); a current photo not wanted lately counts as used now.
  public mutating func decodeReturned(_ request: DecodeRequest, at t: Double) -> Bool {
    if request.level == .preview { previewsTried.insert(request.photo) }
    guard isCurrent(request) else { return false }
    if lastUsed[request.photo] == nil { lastUsed[request.photo] = t }
    return true
  }

  /// The text for stderr when a decode came back `truncated` (a damaged file, shown as far as it could be
  /// read): once per photo, nil after.
  public mutating func damageMessage(for request: DecodeRequest) -> String? {
    guard reported.insert(request.photo).inserted else { return nil }
    return "\(PathText.escaped(request.path)): \(UserText.message(for: PhotoLoadError.corrupt(detail: ""))); "
      + "showing what could be read"
  }

  /// What to do after a failed decode.
  public struct Failure: Sendable, Equatable {
    /// Free what the shell holds of the photo (its page becomes an error tile).
    public var evict: Bool
    /// The line for stderr, the first time the photo fails.
    public var message: String?
  }

  /// A decode failed with `reason` (user text) while the photo was drawn from a decode of `shownLevel` (nil:
  /// nothing drawn). The level is not asked for again until the photo is forgotten. A preview's failure only
  /// means there is none; a sharper decode's leaves the screen's in place. When the screen's decode (or a grid
  /// cell's thumbnail) fails and nothing better than a preview shows, the photo's page (or cell) becomes an
  /// error tile. A failure `ofTheNetwork` of a folder on a server is tried again later (`LoadPlanner+Retry`).
  public mutating func decodeFailed(
    _ request: DecodeRequest, reason: String, shownLevel: DecodeLevel?, ofTheNetwork: Bool = false, at t: Double
  ) -> Failure {
    let photo = request.photo
    guard request.level != .preview else { return Failure(evict: false, message: nil) }
    failedLevels[photo, default: []].insert(request.level)
    if ofTheNetwork && retries(request) { scheduleRetry(photo, at: t) }
    guard request.level == .screen || request.level == .thumbnail else { return Failure(evict: false, message: nil) }
    var evict = false
    // A grid cell's thumbnail that fails with nothing better drawn is a broken cell (the pager still tries the
    // screen's decode when the photo opens).
    let standIn = shownLevel == nil || shownLevel == .preview || (request.level == .screen && shownLevel == .thumbnail)
    if standIn {
      evict = true
      statuses[photo] = .failed(reason: reason)
      lastUsed[photo] = nil
    }
    let message = reported.insert(photo).inserted ? "\(PathText.escaped(request.path)): \(reason)" : nil
    return Failure(evict: evict, message: message)
  }

  /// The shell now draws `photo` from a decode of `level` (its upload completed), `pixelSize` its native
  /// upright size: the photo is ready, at full screen resolution unless the decode is a stand-in.
  public mutating func decodeShown(_ photo: PhotoID, pixelSize: Vector2, level: DecodeLevel) {
    statuses[photo] = .ready(pixelSize: pixelSize, fullResolution: level != .preview && level != .thumbnail)
    networkRetries[photo] = nil
  }

  /// A decode's header gave `photo`'s native upright size before its pixels came: gestures can zoom it now.
  public mutating func sizeKnown(_ photo: PhotoID, pixelSize: Vector2) {
    guard pixelSize.x > 0, pixelSize.y > 0 else { return }
    if case .failed? = statuses[photo] { return }
    pixelSizes[photo] = pixelSize
  }

  /// Photo `photo`'s native upright size when known and the photo is not an error tile.
  public func pixelSize(of photo: PhotoID) -> Vector2? {
    switch statuses[photo] {
    case .ready(let size, _)?: return size
    case .failed?: return nil
    default: return pixelSizes[photo]
    }
  }

  /// Whether neighbours may start decoding, given the first photo on screen: once it shows its photo (not just
  /// a stand-in) or its error tile, or at once when it is a download (which leaves the cores free).
  public func mayReleaseNeighbours(first photo: PhotoID, shownLevel: DecodeLevel?) -> Bool {
    guard !neighboursReleased else { return false }
    if case .failed? = statuses[photo] { return true }
    if let shownLevel, shownLevel != .preview && shownLevel != .thumbnail { return true }
    return sources.isRemote(photo.location)
  }

  /// Lets photos beyond the visible ones decode from now on.
  public mutating func releaseNeighbours() { neighboursReleased = true }

  /// `photo`'s file was replaced (or the photo left the album): whatever was known of it is forgotten and a
  /// result still under way for it is dropped when it comes back; the shell frees what it holds.
  public mutating func invalidate(_ photo: PhotoID) {
    generations[photo] = nextGeneration
    nextGeneration += 1
    statuses[photo] = nil
    pixelSizes[photo] = nil
    failedLevels[photo] = nil
    previewsTried.remove(photo)
    partsAsked[photo] = nil
    lastUsed[photo] = nil
    reported.remove(photo)
  }
}
