/// The remote control's state line (`status`, `subscribe`, the phone page): the trace's field names, only what
/// a person would see change (no positions mid-motion), so a subscriber gets a line per change.
public struct RemoteStatus: Sendable, Equatable {
  /// The frame's trace line.
  public var frame: TraceFrame
  /// The photo's display name.
  public var name: String
  /// The slideshow's interval, seconds, while one runs.
  public var slideshowInterval: Double?
  /// The clip on the page's length, seconds.
  public var clipDuration: Double?
  /// A library's photo: the day it was taken ("2024-07-14").
  public var date: String?
  /// A library's photo: where it was taken ("Grindelwald, Bern, Switzerland").
  public var place: String?
  /// Whether the display sleeps (`--schedule`, `display off`); nil before either said anything.
  public var asleep: Bool?

  /// The status of `frame`, its photo named `name`, a slideshow of `slideshowInterval` running or not.
  public init(frame: TraceFrame, name: String, slideshowInterval: Double?) {
    self.frame = frame
    self.name = name
    self.slideshowInterval = slideshowInterval
  }

  /// One JSON line: `page` (from 0), `count`, `file`, `name`, `mode`, `zoom` (to a hundredth), `slideshow`,
  /// and when they apply `paused`, `caption`, `marked`, `notice`, `date` and `place` (a library's photo: the day taken, where), `asleep` (the display); over a clip `media`, `playing`, `position`
  /// The state of the viewer showing `frame` of `library` (the photo it names, its clip's length, the day it was
  /// taken and where), with the slideshow's `interval` and whether the display sleeps.
  init(frame: TraceFrame, library: PhotoLibrary, slideshowInterval: Double?, asleep: Bool?) {
    let items = library.album.items
    let item = items.indices.contains(frame.page) ? items[frame.page] : nil
    self.init(frame: frame, name: item?.displayName ?? "", slideshowInterval: slideshowInterval)
    self.asleep = asleep
    clipDuration = library.clipDuration(of: frame.page).flatMap { $0.isFinite ? $0 : nil }
    date = item?.taken?.day.description
    place = item?.place
  }

  /// (whole seconds, as its time shows: a line a second while it plays) and `duration` (seconds).
  public var line: String {
    var fields = [
      "\"page\":\(frame.page)", "\"count\":\(frame.count)", "\"file\":\(QuotedString.quoted(frame.file))",
      "\"name\":\(QuotedString.quoted(name))", "\"mode\":\(QuotedString.quoted(frame.mode.rawValue))",
      "\"zoom\":\(TraceFrame.number((frame.zoom * 100).rounded() / 100))",
      "\"slideshow\":\(slideshowInterval.map { TraceFrame.number($0) } ?? "null")",
    ]
    if let paused = frame.paused { fields.append("\"paused\":\(paused)") }
    if let caption = frame.caption { fields.append("\"caption\":\(QuotedString.quoted(caption))") }
    if let marked = frame.marked { fields.append("\"marked\":\(marked)") }
    if let notice = frame.notice { fields.append("\"notice\":\(QuotedString.quoted(notice))") }
    if let date { fields.append("\"date\":\(QuotedString.quoted(date))") }
    if let place { fields.append("\"place\":\(QuotedString.quoted(place))") }
    if let asleep { fields.append("\"asleep\":\(asleep)") }
    if let media = frame.media { fields.append("\"media\":\(QuotedString.quoted(media))") }
    if let playing = frame.playing { fields.append("\"playing\":\(playing)") }
    if let position = frame.clipTime { fields.append("\"position\":\(Int(position.rounded(.down)))") }
    if let duration = clipDuration {
      fields.append("\"duration\":\(TraceFrame.number((duration * 100).rounded() / 100))")
    }
    return "{" + fields.joined(separator: ",") + "}"
  }
}
