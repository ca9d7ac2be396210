/// What a key can be bound to, by the name a config file uses (`next = ["Right", "n"]` in `[keys]`).
public enum KeyAction: String, Sendable, CaseIterable {
  /// The next photo.
  case next
  /// The previous photo.
  case previous
  /// The first photo.
  case first
  /// The last photo.
  case last
  /// In a library: the first photo of the month before (of this month, from past its first).
  case previousMonth = "previous-month"
  /// In a library: the first photo of the month after.
  case nextMonth = "next-month"
  /// Left: pans a zoomed photo, else pages back; moves the grid's selection.
  case left
  /// Right: pans a zoomed photo, else pages on; moves the grid's selection.
  case right
  /// Up: pans a zoomed photo; moves the grid's selection.
  case up
  /// Down: pans a zoomed photo; moves the grid's selection.
  case down
  /// Zoom in a step.
  case zoomIn = "zoom-in"
  /// Zoom out a step.
  case zoomOut = "zoom-out"
  /// Fit the photo to the window.
  case zoomFit = "zoom-fit"
  /// One photo pixel per screen pixel.
  case zoomActual = "zoom-actual"
  /// Turn the view a quarter clockwise (never the file).
  case rotate
  /// Turn the view a quarter anticlockwise.
  case rotateBack = "rotate-back"
  /// Full screen on or off.
  case fullscreen
  /// The info overlay on or off.
  case info
  /// Open the grid's selected photo or folder.
  case open
  /// The previous photo in the pager; the folder above on the grid.
  case back
  /// Leave full screen, close the photo to the grid, or quit.
  case close
  /// Quit.
  case quit
  /// Pause or resume a slideshow.
  case pause
  /// Mark the photo or take its mark off (`--print-marked`).
  case mark
  /// Copy the photo's path or URL to the clipboard.
  case copyPath = "copy-path"
  /// Move the photo to the trash (asks first).
  case trash
  /// Put the photo last moved to the trash back.
  case undo
  /// A clip: play it, or pause it (Space on a clip).
  case playPause = "play-pause"
  /// A clip: on by `Tuning.Clips.seekStep` seconds.
  case seekForward = "seek-forward"
  /// A clip: back by `Tuning.Clips.seekStep` seconds.
  case seekBack = "seek-back"
  /// A clip: its sound off, or on again.
  case mute
  /// Nothing: takes a key's default meaning away.
  case none

  /// The viewer's command for this action; nil for `none`.
  public var command: Command? {
    switch self {
    case .next: return .next
    case .previous: return .previous
    case .first: return .first
    case .last: return .last
    case .previousMonth: return .month(-1)
    case .nextMonth: return .month(1)
    case .left: return .arrow(Vector2(x: -1, y: 0))
    case .right: return .arrow(Vector2(x: 1, y: 0))
    case .up: return .arrow(Vector2(x: 0, y: -1))
    case .down: return .arrow(Vector2(x: 0, y: 1))
    case .zoomIn: return .zoomIn
    case .zoomOut: return .zoomOut
    case .zoomFit: return .zoomToFit
    case .zoomActual: return .zoomToActualSize
    case .rotate: return .rotate(quarterTurns: 1)
    case .rotateBack: return .rotate(quarterTurns: -1)
    case .fullscreen: return .toggleFullscreen
    case .info: return .toggleInfo
    case .open: return .activate
    case .back: return .back
    case .close: return .close
    case .quit: return .quit
    case .pause: return .togglePause
    case .mark: return .toggleMark
    case .copyPath: return .copyPath
    case .trash: return .trash
    case .undo: return .undoTrash
    case .playPause: return .playPause
    case .seekForward: return .seekForward
    case .seekBack: return .seekBack
    case .mute: return .toggleMute
    case .none: return nil
    }
  }

  /// The keys of each action everywhere (`[keys]`), as the README's keys table shows them.
  public static let defaultKeys: [(KeyAction, [String])] = [
    (.next, ["Page Down", "Space"]),
    (.previous, ["Page Up"]),
    (.first, ["Home"]),
    (.last, ["End"]),
    (.previousMonth, ["["]),
    (.nextMonth, ["]"]),
    (.left, ["Left"]),
    (.right, ["Right"]),
    (.up, ["Up"]),
    (.down, ["Down"]),
    (.zoomIn, ["+", "Keypad +", "Shift+="]),
    (.zoomOut, ["-", "Keypad -"]),
    (.zoomFit, ["=", "0", "Keypad 0"]),
    (.zoomActual, ["1", "Keypad 1"]),
    (.rotate, ["R"]),
    (.rotateBack, ["Shift+R"]),
    (.fullscreen, ["F", "F11"]),
    (.info, ["I"]),
    (.open, ["Return", "Keypad Enter"]),
    (.back, ["Backspace", "Alt+Left"]),
    (.close, ["Escape"]),
    (.quit, ["Q"]),
    (.pause, ["P"]),
    (.mark, ["M"]),
    (.copyPath, ["Ctrl+C"]),
    (.trash, ["Delete"]),
    (.undo, ["U"]),
    (.playPause, ["K"]),
    (.seekForward, ["L"]),
    (.seekBack, ["J"]),
    (.mute, ["Shift+M"]),
  ]

  /// The keys of each action on a clip, over those everywhere: Space plays or pauses it (it pages a photo).
  public static let clipKeys: [(KeyAction, [String])] = [(.playPause, ["Space"])]
}

/// Where a key is pressed, for bindings that differ by place (`[keys.pager]`, `[keys.grid]`,
/// `[keys.slideshow]`, `[keys.clip]`).
public enum KeyContext: String, Sendable, CaseIterable {
  /// A photo on its own (paged, zoomed).
  case pager
  /// The thumbnail grid.
  case grid
  /// A slideshow that is running (not paused).
  case slideshow
  /// A clip on the pager's page: its own keys, then the pager's.
  case clip

  /// The place whose bindings apply where this one binds nothing (the pager's, under a clip's).
  public var fallback: KeyContext? { self == .clip ? .pager : nil }
}
