/// What a screen is handed with every question and input: the album with what is known of its photos, how the
/// viewer is set up, and what the user chose that spans screens (marks, the photos picked for a show). A screen
/// reads and changes these; it never sees the navigator.
public struct ScreenContext: Sendable {
  /// The album and what is known of each photo (status, size, rotation, downloads).
  public internal(set) var library: PhotoLibrary
  /// How the shell set the viewer up, once at start.
  public internal(set) var configuration: Navigator.Configuration
  /// The photos the user marked (`M`).
  public internal(set) var marks = Marks()
  /// The key that does each action, named in the controls' tooltips.
  public internal(set) var keyNames: [KeyAction: String] = [:]
  /// What each photo's EXIF and file said, for captions: date taken or file time, camera, place.
  var photoFacts: [PhotoID: CaptionFormat.Facts] = [:]
  /// The photos the next slideshow shows (the grid's chosen ones), taken when it starts; nil: all.
  var playlist: Set<PhotoID>?
  /// The line at the bottom of the screen for a while; a screen says something by setting it (`say`).
  var notice: Notice?

  /// A context of `library` set up as `configuration` says.
  init(library: PhotoLibrary, configuration: Navigator.Configuration) {
    self.library = library
    self.configuration = configuration
  }

  /// The photos.
  public var album: Album { library.album }

  /// The identity of the photo at album index `index`.
  public func id(_ index: Int) -> PhotoID { library.id(index) }

  /// `frame` with what the context knows of its photo at `t`: whether it is marked, a clip or a live photo, its
  /// raw companion, and the notice showing.
  func describe(_ frame: inout TraceFrame, at t: Double) {
    if !marks.isEmpty { frame.marked = isMarked(frame.page) }
    if library.clipDuration(of: frame.page) != nil { frame.media = "clip" }
    if library.motionLocation(of: frame.page) != nil { frame.media = "live" }
    if album.items.indices.contains(frame.page) { frame.raw = album.items[frame.page].companionName }
    if let notice, t < notice.until { frame.notice = notice.text }
  }

  /// The commands on the photo at album index `current` the user is on: marking it (`M`), copying its path, or
  /// running a command of the config on it; nil for any other command.
  mutating func perform(_ command: Command, onPhoto current: Int?) -> [NavigatorEffect]? {
    switch command {
    case .run(let line): return current.map { [.run(command: line, item: album.items[$0])] } ?? []
    case .copyPath: return current.map { [.copy(text: album.items[$0].location)] } ?? []
    case .toggleMark:
      if let current { marks.toggle(album.id(at: current)) }
      return []
    default: return nil
    }
  }

  /// Whether photo `index` is marked.
  public func isMarked(_ index: Int) -> Bool {
    album.items.indices.contains(index) && marks.contains(album.id(at: index))
  }

  /// Shows `text` at the bottom of the screen from `t` for `seconds`, in place of any notice showing, with
  /// buttons for `actions`.
  mutating func say(
    _ text: String, at t: Double, for seconds: Double = Tuning.Navigator.noticeTime, actions: [NoticeAction] = []
  ) {
    notice = Notice(text: text, until: t + seconds, actions: actions)
  }
}
