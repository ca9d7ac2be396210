/// An entry of the controls' "more" menu: what has no place on the bars.
public enum MoreItem: Sendable, Hashable {
  /// Copy the photo's path (or URL) to the clipboard.
  case copyPath
  /// Full screen on or off.
  case fullscreen
  /// A command of the config's `[commands]`, run on the photo (`%f` its path).
  case command(String)
  /// Leave the viewer.
  case quit

  /// The menu's entries when the config binds `commands`: copy path, full screen, each command, quit.
  public static func menu(commands: [String]) -> [MoreItem] {
    [.copyPath, .fullscreen] + commands.map { .command($0) } + [.quit]
  }

  /// The entries every menu has.
  public static let fixed: [MoreItem] = menu(commands: [])

  /// Its name in the trace.
  public var name: String {
    switch self {
    case .copyPath: return "copy-path"
    case .fullscreen: return "fullscreen"
    case .command: return "command"
    case .quit: return "quit"
    }
  }

  /// Its label: a command's is its program's name ("Run gimp").
  public var label: String {
    switch self {
    case .copyPath: return tr("Copy path")
    case .fullscreen: return tr("Full screen")
    case .command(let line): return tr("Run {0}", UserText.commandName(line))
    case .quit: return tr("Quit")
    }
  }

  /// The key action it carries out (its tooltip names the key bound to it); nil for a command (its key is
  /// the command's own).
  public var action: KeyAction? {
    switch self {
    case .copyPath: return .copyPath
    case .fullscreen: return .fullscreen
    case .command: return nil
    case .quit: return .quit
    }
  }

  /// What a tap on it does: its key action's command, or the command run on the photo.
  public var command: Command? {
    if case .command(let line) = self { return .run(line) }
    return action?.command
  }
}
