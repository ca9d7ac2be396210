/// The on-screen controls as the renderer draws them: the bars and each control where `layout` puts them, at
/// `alpha`, with the title (the photo's name) and its subtitle ("3 of 120") in the top bar, and the controls'
/// states (the photo marked, the slideshow running) choosing their icons.
public struct ControlsScene: Sendable, Equatable {
  /// Where the bars and controls are, points.
  public var layout: ControlsLayout
  /// Their opacity, 0...1.
  public var alpha: Double
  /// The top bar's title and the line under it.
  public var title: String
  public var subtitle: String
  /// Whether the photo is marked (the mark control shows a filled check) and a slideshow runs (pause shows).
  public var marked = false
  public var playing = false
  /// The "more" menu's entries, while it is open.
  public var menu: [SceneButton] = []
  /// Over a clip: its row's state (the layout places it).
  public var clip: ClipBar?

  /// A clip's row as drawn: how far it played, the times either side of its scrubber, and its buttons' states.
  public struct ClipBar: Sendable, Equatable {
    /// How far along the scrubber the knob is, 0...1 (0 for a clip of unknown length).
    public var fraction: Double
    /// The time played, as a player writes it ("0:07").
    public var elapsed: String
    /// The clip's length, the same way ("" when its file does not say).
    public var length: String
    /// Whether it plays (the button shows pause).
    public var playing: Bool
    /// Whether its sound is off (the sound button shows it crossed out).
    public var muted: Bool
  }

  /// The bars of `layout` at `alpha`, titled `title` over `subtitle`.
  public init(layout: ControlsLayout, alpha: Double, title: String, subtitle: String) {
    self.layout = layout
    self.alpha = alpha
    self.title = title
    self.subtitle = subtitle
  }

  /// The icon `control` shows in its state.
  public func icon(of control: Control) -> String {
    switch control {
    case .mark: return control.icon(on: marked)
    case .slideshow: return control.icon(on: playing)
    case .playPause: return control.icon(on: clip?.playing ?? false)
    case .mute: return control.icon(on: clip?.muted ?? false)
    default: return control.icon()
    }
  }
}
