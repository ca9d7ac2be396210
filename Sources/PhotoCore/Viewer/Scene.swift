/// Everything the renderer needs to draw one frame, in window points. Built by `Viewer.scene(at:)`.
public struct Scene: Sendable, Equatable {
  /// The backdrop's opacity, 0...1 (fades as a photo is pulled down to dismiss).
  public var backgroundAlpha: Double
  /// The photos to draw, back to front.
  public var photos: [PhotoPlacement]
  /// The info overlay, when shown (its opacity fades in and out).
  public var overlay: Overlay?

  /// A frame with `photos` over a backdrop of `backgroundAlpha`.
  public init(backgroundAlpha: Double, photos: [PhotoPlacement], overlay: Overlay? = nil) {
    self.backgroundAlpha = backgroundAlpha
    self.photos = photos
    self.overlay = overlay
  }
}

/// One photo's place on screen.
public struct PhotoPlacement: Sendable, Equatable {
  /// The photo's index in the album.
  public var index: Int
  /// Where the photo's (unrotated) image is drawn, in points; rotation turns it about its centre.
  public var frame: Rect
  /// The page slot the photo sits in (for spinners and error tiles).
  public var page: Rect
  /// Clockwise quarter turns applied for display (view only).
  public var quarterTurns: Int
  /// Whether to draw the pixels, a spinner, or an error tile.
  public var status: PhotoStatus
  /// Whether a spinner is drawn in place of the missing pixels.
  public var showsSpinner: Bool
  /// For a network photo being downloaded: the fraction received, drawn as a pie in place of the spinner
  /// (shown at once, at 0 while the size is unknown).
  public var downloadProgress: Double?

  /// A placement of photo `index`.
  public init(
    index: Int, frame: Rect, page: Rect, quarterTurns: Int, status: PhotoStatus, showsSpinner: Bool,
    downloadProgress: Double? = nil
  ) {
    self.index = index
    self.frame = frame
    self.page = page
    self.quarterTurns = quarterTurns
    self.status = status
    self.showsSpinner = showsSpinner
    self.downloadProgress = downloadProgress
  }
}

/// The info overlay: counter, file name and zoom.
public struct Overlay: Sendable, Equatable {
  /// "3 / 120".
  public var counter: String
  /// The photo's display name.
  public var name: String
  /// "100 %" of native pixels.
  public var zoom: String
  /// Opacity 0...1.
  public var alpha: Double

  /// An overlay with these texts at `alpha`.
  public init(counter: String, name: String, zoom: String, alpha: Double) {
    self.counter = counter
    self.name = name
    self.zoom = zoom
    self.alpha = alpha
  }
}
