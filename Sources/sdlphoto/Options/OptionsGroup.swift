import ArgumentParser

/// A group of the command line's options: its title in `--help`, the man page and `--print-config`, and the
/// config file's table that may hold its keys (`[display]`; a key may stand at the file's top too).
protocol OptionsGroup: ParsableArguments {
  /// The title, "Display".
  static var title: String { get }
  /// The config file's table, "display".
  static var table: String { get }
}

extension SDLPhotoCommand {
  /// Every group, in the order of `--help`.
  static let groups: [any OptionsGroup.Type] = [
    AlbumArguments.self, LibraryArguments.self, SlideshowArguments.self, DisplayArguments.self,
    RemoteArguments.self, ScriptingArguments.self,
  ]
}
