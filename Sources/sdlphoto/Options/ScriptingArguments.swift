import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// The command line's options of one concern, under the title "Configuration and scripting" in `--help` and the man page:
/// The config file, and scripted runs: input from a script on a fixed-step clock, traces and recordings.
struct ScriptingArguments: OptionsGroup {
  /// The title of these options in `--help`, the man page and `--print-config`.
  static let title = "Configuration and scripting"
  /// The config file\'s table of these options.
  static let table = "scripting"

  @Option(
    help: ArgumentHelp(
      "Read options, key bindings and commands from this TOML file instead of $XDG_CONFIG_HOME/sdlphoto/config.toml; the command line overrides it.",
      valueName: "FILE"))
  var config: String?

  @Flag(help: "Print the configuration in effect (every option, key binding and command) as a config file, and quit.")
  var printConfig = false

  @Option(help: ArgumentHelp("Play input from a script on a fixed-step clock.", valueName: "FILE"))
  var script: String?

  @Option(help: "Frames per second of the scripted clock.")
  var fps = 60

  @Option(help: ArgumentHelp("Write one JSON line per rendered frame.", valueName: "FILE"))
  var trace: String?

  @Option(help: ArgumentHelp("Write every frame as DIR/frame-NNNNNN.png.", valueName: "DIR"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Write every frame's pixels as raw RGB (rgb24, one frame after another) to FILE, or - for standard output (Scripts/make-reel pipes them to ffmpeg).",
      valueName: "FILE"))
  var recordRaw: String?

  @Option(
    help: ArgumentHelp(
      "Write one line per presented frame: its time (performance counter, seconds) and 1 if a photo moved, else 0.",
      valueName: "FILE"))
  var frameLog: String?

  @Option(
    help: ArgumentHelp(
      "Run as if the local date and time were this at start, 'YYYY-MM-DD HH:MM[:SS]' (tests and demos).",
      valueName: "TIME"))
  var now: String?
}

extension ScriptingArguments {
  /// The scripted clock's rate and the start time checked.
  func validate() throws {
    guard (1...1000).contains(fps) else { throw ValidationError(tr("--fps must be between 1 and 1000")) }
    if let now, LocalTime.seconds(now) == nil {
      throw ValidationError(tr("--now must be a local date and time 'YYYY-MM-DD HH:MM[:SS]', not '{0}'", now))
    }
  }
}
