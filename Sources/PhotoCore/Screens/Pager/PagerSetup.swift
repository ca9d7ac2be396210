/// How a pager is set up, from the options and the shell, once: given to the pager of the folder opened and
/// of each folder gone into. A plain record its pager reads.
public struct PagerSetup: Sendable, Equatable {
  /// Whether page changes and zooms animate (`--transition none` turns this off).
  public var animatesTransitions = true
  /// Whether a pull-down dismisses the photo (not in kiosk mode).
  public var dismisses = true
  /// Whether the controls' bars and the info panel read right to left (the user's language does).
  public var readsRightToLeft = false
  /// The user's home folder, written "~" in the info panel's folder line.
  public var homeFolder: String?
  /// The "more" menu's entries (with the commands the config binds).
  public var menuItems = MoreItem.fixed
  /// The key bound to each command of the menu, by its command line.
  public var commandKeys: [String: String] = [:]

  /// The config's commands (`[commands]`), each with its key, as the "more" menu's entries.
  mutating func setMenu(commands: [(command: String, key: String)]) {
    menuItems = MoreItem.menu(commands: commands.map(\.command))
    commandKeys = Dictionary(commands.map { ($0.command, $0.key) }) { first, _ in first }
  }

  /// The setup `configuration` gives the pager of every folder.
  init(_ configuration: ViewerConfiguration) {
    self.init(
      animatesTransitions: configuration.animatesTransitions, dismisses: !configuration.locksExit,
      homeFolder: configuration.homeFolder)
    setMenu(commands: configuration.menuCommands)
  }

  /// A setup of these values.
  public init(
    animatesTransitions: Bool = true, dismisses: Bool = true, readsRightToLeft: Bool = false,
    homeFolder: String? = nil, menuItems: [MoreItem] = MoreItem.fixed, commandKeys: [String: String] = [:]
  ) {
    self.animatesTransitions = animatesTransitions
    self.dismisses = dismisses
    self.readsRightToLeft = readsRightToLeft
    self.homeFolder = homeFolder
    self.menuItems = menuItems
    self.commandKeys = commandKeys
  }
}
