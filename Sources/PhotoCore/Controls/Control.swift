/// One of the on-screen controls the bars hold (`ControlsLayout`): what it does (the key action it stands for,
/// so every control is also a key), its icon in `Assets/icons` and its name for a tooltip.
public enum Control: String, Sendable, CaseIterable {
  /// Back to the grid (Escape's action: a viewer with no grid ends, as Escape ends it).
  case back
  /// The photo's info.
  case info
  /// Mark the photo (or take its mark off).
  case mark
  /// Turn the view a quarter clockwise.
  case rotate
  /// Start or pause the slideshow.
  case slideshow
  /// Move the photo to the trash (asks first).
  case trash
  /// The rest: copy the path, full screen, the commands the config binds, quit.
  case more
  /// The grid: choose several cells.
  case select
  /// The grid: stop choosing cells (Escape).
  case cancel
  /// A clip: play it, or pause it.
  case playPause
  /// A clip: its sound off, or on again.
  case mute

  /// The key action the control carries out; nil for those that open something of their own (`more`,
  /// `select`).
  public var action: KeyAction? {
    switch self {
    case .back: return .close
    case .info: return .info
    case .mark: return .mark
    case .rotate: return .rotate
    case .slideshow: return .pause
    case .trash: return .trash
    case .cancel: return .close
    case .playPause: return .playPause
    case .mute: return .mute
    case .more, .select: return nil
    }
  }

  /// The icon's file name in `Assets/icons` (without `.svg`); `on`: the photo is marked (a filled check), the
  /// slideshow runs or the clip plays (pause), or the clip's sound is off.
  public func icon(on: Bool = false) -> String {
    switch (self, on) {
    case (.mark, true): return "controls-marked"
    case (.slideshow, true), (.playPause, true): return "controls-pause"
    case (.playPause, false): return "controls-play"
    case (.mute, false): return "controls-sound"
    case (.mute, true): return "controls-muted"
    default: return "controls-\(rawValue)"
    }
  }

  /// What the control does, in words (its tooltip, with the key bound to its action).
  public var title: String {
    switch self {
    case .back: return tr("Back")
    case .info: return tr("Info")
    case .mark: return tr("Mark")
    case .rotate: return tr("Rotate")
    case .slideshow: return tr("Slideshow")
    case .trash: return tr("Move to the trash")
    case .more: return tr("More")
    case .select: return tr("Select")
    case .cancel: return tr("Cancel")
    case .playPause: return tr("Play or pause")
    case .mute: return tr("Sound on or off")
    }
  }

  /// Whether its icon points along the reading direction (a back arrow), so is mirrored right to left.
  public var followsReadingDirection: Bool { self == .back }

  /// The pager's bars: the top bar's controls at its two ends, the bottom bar's spread across it, from the
  /// leading edge.
  public static let pagerTop: (leading: [Control], trailing: [Control]) = ([.back], [.info])
  public static let pagerBottom: [Control] = [.mark, .rotate, .slideshow, .trash, .more]
  /// The grid's top bar: back (below the folder opened) at the leading end, select and slideshow at the
  /// trailing one (select at the edge); while selecting, cancel alone, and a bottom bar for the selection.
  public static let gridTrailing: [Control] = [.select, .slideshow]
  public static let selectionBottom: [Control] = [.mark, .slideshow, .trash]
}
