import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// `sdlphoto [PATH...]`: the command line, parsed by swift-argument-parser.
@main
struct SDLPhotoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sdlphoto",
    abstract: "A fast, touch-friendly photo viewer.",
    discussion: """
      Opens a folder (its photos in natural order), one or more files (the first one's folder, at that \
      photo), or the bundled demo album when no path is given.
      Keys: Left/Right, Page Up/Down, Space/Backspace, Home/End page; F or F11 full screen; \
      Escape leaves full screen or quits; Q quits; M marks; Delete moves to the trash, U puts back.
      Every option is also a key of the config file ($XDG_CONFIG_HOME/sdlphoto/config.toml), with key \
      bindings ([keys], [keys.pager], [keys.grid], [keys.slideshow]) and commands ([commands]); \
      --print-config shows them all.
      """,
    version: SDLPhotoVersion.string)

  @Argument(
    help: ArgumentHelp(
      "Folders, photo files, quoted wildcards, http(s) URLs, folders on servers (dav://, davs://, smb://, rclone:REMOTE:PATH, a config source NAME:), an album.json or text list, or - to read a list from standard input (default: the demo album).",
      valueName: "path"))
  var paths: [String] = []

  @OptionGroup(title: AlbumArguments.title) var album: AlbumArguments

  @OptionGroup(title: LibraryArguments.title) var library: LibraryArguments

  @OptionGroup(title: SlideshowArguments.title) var show: SlideshowArguments

  @OptionGroup(title: DisplayArguments.title) var display: DisplayArguments

  @OptionGroup(title: RemoteArguments.title) var remote: RemoteArguments

  @OptionGroup(title: ScriptingArguments.title) var scripting: ScriptingArguments
}
