/// Everything the renderer needs to draw one frame, in window points. Screens build it (the pager's
/// `PagerScreen.scene(at:in:)`); the renderer draws it without knowing which screen made it.
public struct Scene: Sendable, Equatable {
  /// What fills the window behind the photos.
  public var backdrop: Backdrop
  /// The backdrop's opacity, 0...1 (fades as a photo is pulled down to dismiss).
  public var backgroundAlpha: Double
  /// A backdrop giving way to `backdrop` (a slideshow's dissolve between two blurred backdrops): drawn first,
  /// whole, with `backdrop` over it at `backdropProgress`.
  public var fadingBackdrop: Backdrop?
  /// How far `backdrop` has come in over `fadingBackdrop`, 0...1.
  public var backdropProgress: Double = 1
  /// The photos to draw, back to front; several may share a page (two portraits side by side).
  public var photos: [PhotoPlacement]
  /// Texts drawn over the photos, back to front (captions, tile labels, messages).
  public var texts: [TextItem]
  /// The info overlay, when shown (its opacity fades in and out).
  public var overlay: Overlay?
  /// The on-screen controls, while shown or fading.
  public var controls: ControlsScene?
  /// When set, the controls are drawn under the photos from this index of `photos` on (the grid's bar under a
  /// photo flying out of its cell); nil: over every photo.
  public var controlsUnder: Int?
  /// The info panel, while any of it shows (over the controls).
  public var infoPanel: InfoPanelScene?
  /// Icons over the photos (a chosen cell's check), drawn from the controls' icon set.
  public var icons: [SceneIcon] = []
  /// Buttons over everything (a notice's answers and undo).
  public var buttons: [SceneButton] = []
  /// Rings drawn over everything (the grid's selection), back to front.
  public var outlines: [Outline] = []
  /// Filled rectangles drawn over the backdrop, under the photos (the grid's folder tiles).
  public var panels: [Panel] = []

  /// A frame with `photos` over a backdrop of `backgroundAlpha`.
  public init(
    backdrop: Backdrop = .color(.black), backgroundAlpha: Double, photos: [PhotoPlacement], texts: [TextItem] = [],
    overlay: Overlay? = nil
  ) {
    self.backdrop = backdrop
    self.backgroundAlpha = backgroundAlpha
    self.photos = photos
    self.texts = texts
    self.overlay = overlay
  }
}

/// One photo's place on screen.
public struct PhotoPlacement: Sendable, Equatable {
  /// The photo's index in the album.
  public var index: Int
  /// The photo.
  public var photo: PhotoID
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
  /// The part of the window the photo may show in (nil: all of it), with its corners rounded by
  /// `cornerRadius` points: a square grid tile crops its photo, a transition grows it out of the crop.
  public var clip: Rect?
  /// The corner radius of `clip` (or of the photo's frame when `clip` is nil), points.
  public var cornerRadius: Double = 0
  /// The photo's opacity, 0...1 (a slideshow cross-fades two photos).
  public var alpha: Double = 1
  /// Whether a neutral placeholder fills `page` while nothing of the photo is drawn yet (a grid cell; the
  /// pager shows a spinner instead).
  public var placeholder = false
  /// The decodes of the photo drawn, back to front, each with its fade's opacity (see `LayerStack.drawn`);
  /// empty as the screens make the scene, filled by `Scene.layered(at:stacks:)` from what the shell holds.
  public var layers: [LayerStack.Drawn] = []
  /// The sharper parts drawn over the photo, back to front, each with its fade's opacity (see
  /// `LayerStack.parts`); filled as `layers` is.
  public var parts: [LayerStack.Drawn] = []

  /// Whether its pixels are drawn (not loading, not failed).
  public var isReady: Bool {
    if case .ready = status { return true }
    return false
  }

  /// A placement of photo `index`.
  public init(
    index: Int, photo: PhotoID, frame: Rect, page: Rect, quarterTurns: Int, status: PhotoStatus, showsSpinner: Bool,
    downloadProgress: Double? = nil
  ) {
    self.index = index
    self.photo = photo
    self.frame = frame
    self.page = page
    self.quarterTurns = quarterTurns
    self.status = status
    self.showsSpinner = showsSpinner
    self.downloadProgress = downloadProgress
  }

  /// The part of the (unrotated) `frame` that shows in `viewport`, in points; nil when none does. Quarter
  /// turns rotate the photo about its centre, so the viewport is turned back about it first.
  public func visiblePart(of viewport: Rect) -> Rect? {
    guard frame.size.x > 0, frame.size.y > 0 else { return nil }
    let turns = ((quarterTurns % 4) + 4) % 4
    let center = frame.center
    var view = viewport
    if turns != 0 {
      let offset = viewport.center - center
      // Turning back by `turns` quarter turns clockwise.
      let back: Vector2
      switch turns {
      case 1: back = Vector2(x: offset.y, y: -offset.x)
      case 2: back = Vector2(x: -offset.x, y: -offset.y)
      default: back = Vector2(x: -offset.y, y: offset.x)
      }
      let size = turns % 2 == 1 ? Vector2(x: viewport.size.y, y: viewport.size.x) : viewport.size
      view = Rect(center: center + back, size: size)
    }
    return frame.intersection(view)
  }

  /// The part of the photo that shows in `viewport`, in the photo's own pixels (`nativeWidth` x
  /// `nativeHeight`, upright); nil when none does.
  public func visibleNativeRect(of viewport: Rect, nativeWidth: Int, nativeHeight: Int) -> Rect? {
    guard let part = visiblePart(of: viewport) else { return nil }
    let sx = Double(nativeWidth) / frame.size.x
    let sy = Double(nativeHeight) / frame.size.y
    return Rect(
      x0: (part.origin.x - frame.origin.x) * sx, y0: (part.origin.y - frame.origin.y) * sy,
      x1: (part.maxX - frame.origin.x) * sx, y1: (part.maxY - frame.origin.y) * sy)
  }
}

/// A filled rectangle (a folder tile's ground).
public struct Panel: Sendable, Equatable {
  /// Where, points.
  public var rect: Rect
  /// Its grey, 0 (black) ... 1 (white).
  public var grey: Double
  /// Opacity 0...1.
  public var alpha: Double

  /// A panel over `rect`.
  public init(rect: Rect, grey: Double, alpha: Double = 1) {
    self.rect = rect
    self.grey = grey
    self.alpha = alpha
  }
}

/// A ring around a rectangle (the grid's selection), drawn in the light accent colour.
public struct Outline: Sendable, Equatable {
  /// The rectangle the ring goes around (its inner edge), points.
  public var rect: Rect
  /// The ring's width, points.
  public var width: Double
  /// The rectangle's corner radius, points.
  public var cornerRadius: Double

  /// A ring of `width` points around `rect`.
  public init(rect: Rect, width: Double, cornerRadius: Double = 0) {
    self.rect = rect
    self.width = width
    self.cornerRadius = cornerRadius
  }
}

/// The info overlay: counter, file name, zoom and colour space.
public struct Overlay: Sendable, Equatable {
  /// "3 / 120".
  public var counter: String
  /// The photo's display name.
  public var name: String
  /// "100 %" of native pixels.
  public var zoom: String
  /// The photo's colour space ("Display P3"); empty until a decode of it was shown.
  public var colorSpace: String
  /// Opacity 0...1.
  public var alpha: Double

  /// An overlay with these texts at `alpha`.
  public init(counter: String, name: String, zoom: String, colorSpace: String = "", alpha: Double) {
    self.counter = counter
    self.name = name
    self.zoom = zoom
    self.colorSpace = colorSpace
    self.alpha = alpha
  }
}

/// A button drawn over everything: a plate the size of its target, its label centred on it.
public struct SceneIcon: Sendable, Equatable {
  /// Its file's name in `Assets/icons`, without `.svg`.
  public var name: String
  /// Where, points.
  public var frame: Rect

  /// Icon `name` over `frame`.
  public init(name: String, frame: Rect) {
    self.name = name
    self.frame = frame
  }
}

/// A button a finger can press: a label on a plate.
public struct SceneButton: Sendable, Equatable {
  /// What it says.
  public var label: String
  /// Where, points (its finger's target).
  public var frame: Rect

  /// A button saying `label` over `frame`.
  public init(label: String, frame: Rect) {
    self.label = label
    self.frame = frame
  }
}
