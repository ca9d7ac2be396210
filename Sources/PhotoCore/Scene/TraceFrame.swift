/// One line of `--trace`: the viewer's state at one rendered frame, as a JSON object.
public struct TraceFrame: Sendable, Equatable {
  /// Frame time in milliseconds.
  public var t: Double
  /// `pager`, `grid`, `opening`, `closing` or `slideshow`.
  public var mode: ViewerMode
  /// The index of the photo nearest the centre.
  public var page: Int
  /// The number of photos.
  public var count: Int
  /// Fractional page position (3.25 = a quarter of the way from page 3 to 4), rubber band included.
  public var position: Double
  /// The current photo's scale relative to fit (1 = fit).
  public var zoom: Double
  /// The photo centre's offset from the viewport centre, points.
  public var pan: Vector2
  /// Pull-down progress 0...1.
  public var dismiss: Double
  /// Background alpha 0...1.
  public var background: Double
  /// The current photo's path or URL.
  public var file: String
  /// True until the current photo shows at full screen resolution.
  public var loading: Bool
  /// True while a spinner is drawn.
  public var spinner: Bool
  /// The current photo's drawn decode relative to its native size (1 = every pixel; 0 = nothing drawn yet).
  /// The shell fills it in: the viewer does not hold pixels.
  public var resolution: Double = 0
  /// The current photo's colour space as the info overlay names it ("Display P3"); empty until a decode of it
  /// was shown.
  public var colorSpace = ""
  /// The grid's own fields, on grid frames.
  public var grid: Grid?
  /// During an opening or closing transition, or a slideshow's change of slide: its progress, 0...1.
  public var progress: Double?
  /// The shown photo's drawn rectangle [x, y, w, h], points (the pager's photo, or the one in flight).
  public var rect: Rect?
  /// In a slideshow: whether it is paused (nil without a slideshow).
  public var paused: Bool?
  /// In a slideshow, when two photos share the screen (`--pair-portraits`): the second one's page.
  public var pair: Int?
  /// In a slideshow with `--caption`: the caption drawn for the slide on screen.
  public var caption: String?
  /// With `--schedule`: whether the screen sleeps (outside the schedule).
  public var asleep: Bool?
  /// Once any photo is marked (`M`): whether the photo of `page` is.
  public var marked: Bool?
  /// The notice at the bottom of the screen, while one shows.
  public var notice: String?
  /// While a slideshow changes slides: how (`crossfade`, `slide`, `kenburns`); nil otherwise.
  public var transition: String?
  /// The level of the current photo's whole decode drawn (on top, while one fades in), as `DecodeLevel` names
  /// it (`thumbnail`, `preview`, `screen`, `detail`); nil while nothing is drawn. The shell fills it in (see
  /// `LayerStack`).
  public var layer: DecodeLevel?
  /// The part of the current photo drawn over its whole decode (a zoomed photo too large for a whole sharp
  /// decode; on top, while one fades in), [x, y, w, h] in the photo's native upright pixels; nil when none
  /// is. The shell fills it in.
  public var part: Rect?

  /// What a grid frame adds: its scroll (points), its columns and the visible cells (first, end).
  public struct Grid: Sendable, Equatable {
    /// The content height at the viewport's top, points.
    public var scroll: Double
    /// Columns across.
    public var columns: Int
    /// The visible cells: the first index and one past the last (folder tiles first, then photos).
    public var visible: [Int]
    /// The folder shown.
    public var folder: String
    /// Its sub-folders' tiles, the first cells.
    public var folders: Int

    /// A grid frame's fields.
    public init(scroll: Double, columns: Int, visible: [Int], folder: String = "", folders: Int = 0) {
      self.scroll = scroll
      self.columns = columns
      self.visible = visible
      self.folder = folder
      self.folders = folders
    }
  }

  /// A trace frame with every field given.
  public init(
    t: Double, mode: ViewerMode, page: Int, count: Int, position: Double, zoom: Double, pan: Vector2,
    dismiss: Double, background: Double, file: String, loading: Bool, spinner: Bool
  ) {
    self.t = t
    self.mode = mode
    self.page = page
    self.count = count
    self.position = position
    self.zoom = zoom
    self.pan = pan
    self.dismiss = dismiss
    self.background = background
    self.file = file
    self.loading = loading
    self.spinner = spinner
  }

  /// The frame as one line of JSON (no newline), fields in a fixed order, numbers rounded to 1e-4.
  public var jsonLine: String {
    "{\"t\":\(Self.number(t)),\"mode\":\(Self.string(mode.rawValue)),\"page\":\(page),\"count\":\(count),"
      + "\"position\":\(Self.number(position)),\"zoom\":\(Self.number(zoom)),"
      + "\"pan\":[\(Self.number(pan.x)),\(Self.number(pan.y))],\"dismiss\":\(Self.number(dismiss)),"
      + "\"background\":\(Self.number(background)),\"file\":\(Self.string(file)),"
      + "\"loading\":\(loading),\"spinner\":\(spinner),\"resolution\":\(Self.number(resolution)),"
      + "\"colorSpace\":\(Self.string(colorSpace))"
      + (grid.map {
        ",\"scroll\":\(Self.number($0.scroll)),\"columns\":\($0.columns),\"visible\":[\($0.visible.map(String.init).joined(separator: ","))]"
          + ",\"folder\":\(Self.string($0.folder)),\"folders\":\($0.folders)"
      } ?? "") + (progress.map { ",\"progress\":\(Self.number($0))" } ?? "")
      + (rect.map { ",\"rect\":\(Self.numbers($0))" } ?? "") + (paused.map { ",\"paused\":\($0)" } ?? "")
      + (transition.map { ",\"transition\":\(Self.string($0))" } ?? "") + (pair.map { ",\"pair\":\($0)" } ?? "")
      + (caption.map { ",\"caption\":\(Self.string($0))" } ?? "") + (asleep.map { ",\"asleep\":\($0)" } ?? "")
      + (marked.map { ",\"marked\":\($0)" } ?? "")
      + (notice.map { ",\"notice\":\(Self.string($0))" } ?? "")
      + (layer.map { ",\"layer\":\(Self.string(String(describing: $0)))" } ?? "")
      + (part.map { ",\"part\":\(Self.numbers($0))" } ?? "")
      + "}"
  }

  /// A finite number with at most four decimals, without a trailing ".0" noise; non-finite becomes 0.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }

  /// A rectangle as a JSON array [x, y, w, h] of `number`s.
  static func numbers(_ rect: Rect) -> String {
    "[\([rect.origin.x, rect.origin.y, rect.size.x, rect.size.y].map(Self.number).joined(separator: ","))]"
  }

  /// A JSON string literal.
  static func string(_ value: String) -> String { QuotedString.quoted(value) }

}
