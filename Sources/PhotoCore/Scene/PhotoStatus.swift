/// What the viewer knows of one photo's pixels, as the loader reports it.
public enum PhotoStatus: Sendable, Equatable {
  /// Requested, nothing decoded yet; `since` is when the request started (seconds, virtual clock).
  case loading(since: Double)
  /// Pixels are on screen: the photo's native size in pixels, and whether the shown texture has all the
  /// resolution the screen can show (false while a reduced preview stands in).
  case ready(pixelSize: Vector2, fullResolution: Bool)
  /// The photo cannot be shown; `reason` is the user text for its error tile.
  case failed(reason: String)
}
