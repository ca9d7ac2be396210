/// One line of `--trace`: the viewer's state at one rendered frame, as a JSON object.
public struct TraceFrame: Sendable, Equatable {
  /// Frame time in milliseconds.
  public var t: Double
  /// `pager`, `grid`, `opening`, `closing` or `slideshow`.
  public var mode: NavigatorMode
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
  /// The current photo's companion camera RAW (its file name), when one is paired with it (`RawPairing`).
  public var raw: String?
  /// The notice at the bottom of the screen, while one shows.
  public var notice: String?
  /// The pager's error tile: why the photo on the page cannot be shown.
  public var error: String?
  /// While a slideshow changes slides: how (`crossfade`, `slide`, `kenburns`); nil otherwise.
  public var transition: String?
  /// In a running slideshow: when its clock last came due, ms (the anchor of its run plus whole intervals; a
  /// slide never changes before it).
  public var due: Double?
  /// The pages whose photo has a decode held (drawn, or ready to draw), ascending.
  public var held: [Int]?
  /// On the first frame: the SDL video driver that started (`x11`, `wayland`, `dummy`...).
  public var video: String?
  /// The display's colour profile photos are converted to, while it is not sRGB: its description.
  public var displayProfile: String?
  /// While asleep: how the display sleeps (`dpms`, `screensaver`, or `black`: a black frame only).
  public var sleep: String?
  /// On the frame a path or URL went to the clipboard (Ctrl+C): the text copied.
  public var copied: String?
  /// The level of the current photo's whole decode drawn (on top, while one fades in), as `DecodeLevel` names
  /// it (`thumbnail`, `preview`, `screen`, `detail`); nil while nothing is drawn. The shell fills it in (see
  /// `LayerStack`).
  public var layer: DecodeLevel?
  /// The part of the current photo drawn over its whole decode (a zoomed photo too large for a whole sharp
  /// decode; on top, while one fades in), [x, y, w, h] in the photo's native upright pixels; nil when none
  /// is. The shell fills it in.
  public var part: Rect?
  /// For an animation drawn: the index of its frame on screen (from 0). The shell fills it in.
  public var frame: Int?
  /// Whether the on-screen controls are shown (nil: hidden), and the last control tapped.
  public var controls: Bool?
  public var control: String?
  /// Whether the controls' "more" menu is open.
  public var menu: Bool?
  /// The current item's kind when it is not a photo: `clip`, or `live` (a still with its clip).
  public var media: String?
  /// Whether a live photo's motion plays (a press held on it), or the clip on the page plays.
  public var playing: Bool?
  /// The clip on the page: seconds into it.
  public var clipTime: Double?
  /// The clip on the page: whether its sound is off.
  public var muted: Bool?
  /// On the grid in select mode: the photos chosen (album indices).
  public var selected: [Int]?
  /// Whether the info panel is open.
  public var panel: Bool?
  /// The tooltip shown for the control the mouse rests on.
  public var tooltip: String?

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
    /// A library's timeline: its level (`days`, `all`, `months`, `years`) and the section at the top of the screen
    /// ("2024-07-14", "2024-07", "2024").
    public var level: String?
    public var section: String?
    /// Whether a finger or the mouse holds the timeline's scrubber.
    public var scrubbing: Bool?

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
    t: Double, mode: NavigatorMode, page: Int, count: Int, position: Double, zoom: Double, pan: Vector2,
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
    var line =
      "{\"t\":\(Self.number(t)),\"mode\":\(Self.string(mode.rawValue)),\"page\":\(page),\"count\":\(count),"
      + "\"position\":\(Self.number(position)),\"zoom\":\(Self.number(zoom)),"
      + "\"pan\":[\(Self.number(pan.x)),\(Self.number(pan.y))],\"dismiss\":\(Self.number(dismiss)),"
      + "\"background\":\(Self.number(background)),\"file\":\(Self.string(file)),"
      + "\"loading\":\(loading),\"spinner\":\(spinner),\"resolution\":\(Self.number(resolution)),"
      + "\"colorSpace\":\(Self.string(colorSpace))"
    if let grid {
      line += ",\"scroll\":\(Self.number(grid.scroll)),\"columns\":\(grid.columns)"
      line += ",\"visible\":\(Self.list(grid.visible))"
      line += ",\"folder\":\(Self.string(grid.folder)),\"folders\":\(grid.folders)"
      if let level = grid.level { line += ",\"level\":\(Self.string(level))" }
      if let section = grid.section { line += ",\"section\":\(Self.string(section))" }
      if let scrubbing = grid.scrubbing { line += ",\"scrubbing\":\(scrubbing)" }
    }
    if let progress { line += ",\"progress\":\(Self.number(progress))" }
    if let rect {
      let values = [rect.origin.x, rect.origin.y, rect.size.x, rect.size.y].map(Self.number)
      line += ",\"rect\":[\(values.joined(separator: ","))]"
    }
    if let paused { line += ",\"paused\":\(paused)" }
    if let transition { line += ",\"transition\":\(Self.string(transition))" }
    if let pair { line += ",\"pair\":\(pair)" }
    if let caption { line += ",\"caption\":\(Self.string(caption))" }
    if let asleep { line += ",\"asleep\":\(asleep)" }
    if let marked { line += ",\"marked\":\(marked)" }
    if let raw { line += ",\"raw\":\(Self.string(raw))" }
    if let notice { line += ",\"notice\":\(Self.string(notice))" }
    if let error { line += ",\"error\":\(Self.string(error))" }
    if let due { line += ",\"due\":\(Self.number(due))" }
    if let held { line += ",\"held\":\(Self.list(held))" }
    if let video { line += ",\"video\":\(Self.string(video))" }
    if let displayProfile { line += ",\"displayProfile\":\(Self.string(displayProfile))" }
    if let sleep { line += ",\"sleep\":\(Self.string(sleep))" }
    if let copied { line += ",\"copied\":\(Self.string(copied))" }
    if let layer { line += ",\"layer\":\(Self.string(String(describing: layer)))" }
    if let part { line += ",\"part\":\(Self.numbers(part))" }
    if let frame { line += ",\"frame\":\(frame)" }
    if let controls { line += ",\"controls\":\(controls)" }
    if let control { line += ",\"control\":\(Self.string(control))" }
    if let menu { line += ",\"menu\":\(menu)" }
    if let panel { line += ",\"panel\":\(panel)" }
    if let selected { line += ",\"selected\":\(Self.list(selected))" }
    if let media { line += ",\"media\":\(Self.string(media))" }
    if let playing { line += ",\"playing\":\(playing)" }
    if let clipTime { line += ",\"clipTime\":\(Self.number(clipTime))" }
    if let muted { line += ",\"muted\":\(muted)" }
    if let tooltip { line += ",\"tooltip\":\(Self.string(tooltip))" }
    return line + "}"
  }

  /// A JSON array of integers.
  static func list(_ values: [Int]) -> String { "[" + values.map(String.init).joined(separator: ",") + "]" }

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
  /// A JSON string of `value` as plain text (without the isolates that lay it out on screen).
  static func string(_ value: String) -> String { QuotedString.quoted(value.withoutBidiIsolates) }

}
