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

  /// The bars of `layout` at `alpha`, titled `title` over `subtitle`.
  public init(layout: ControlsLayout, alpha: Double, title: String, subtitle: String) {
    self.layout = layout
    self.alpha = alpha
    self.title = title
    self.subtitle = subtitle
  }

  /// The icon `control` shows in its state.
  public func icon(of control: Control) -> String {
    control.icon(on: control == .mark ? marked : control == .slideshow ? playing : false)
  }
}
