/// An entry of the controls' "more" menu: what has no place on the bars.
public enum MoreItem: String, Sendable, CaseIterable {
  /// Copy the photo's path (or URL) to the clipboard.
  case copyPath = "copy-path"
  /// Full screen on or off.
  case fullscreen
  /// Leave the viewer.
  case quit

  /// Its label.
  public var label: String {
    switch self {
    case .copyPath: return "Copy path"
    case .fullscreen: return "Full screen"
    case .quit: return "Quit"
    }
  }

  /// The key action it carries out (its tooltip names the key bound to it).
  public var action: KeyAction {
    switch self {
    case .copyPath: return .copyPath
    case .fullscreen: return .fullscreen
    case .quit: return .quit
    }
  }
}
