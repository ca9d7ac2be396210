import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// The entry point: the config file under the command line, `--send`, `--print-config`, or the viewer.
extension SDLPhotoCommand {
  /// Parses the command line over the config file (its options are arguments before the user's, so the
  /// command line wins), prints the file's warnings, and runs.
  static func main() {
    // The user's language first: the config's warnings and the command line's errors are in it too.
    Translations.catalogue = BundledAsset.catalogue(environment: ProcessInfo.processInfo.environment)
    let commandLine = Array(CommandLine.arguments.dropFirst())
    let config: ConfigSource
    do throws(CommandFailure) {
      config = try ConfigSource(commandLine: commandLine, environment: ProcessInfo.processInfo.environment)
    } catch {
      error.exit()
    }
    do {
      let command = try parse(ConfigKey.joiningNegativeValues(config.arguments + commandLine))
      Log.quiet = command.display.quiet
      for warning in config.warnings { Log.warning(warning.message, code: warning.code, subject: warning.subject) }
      if let socket = command.remote.send {
        Foundation.exit(RemoteClient(socket: socket).send(command.paths.joined(separator: " ")))
      }
      if command.scripting.printConfig {
        let printer = ConfigPrinter(
          arguments: config.arguments + commandLine, bindings: config.bindings, path: config.path)
        print(printer.text, terminator: "")
        return
      }
      let secrets = SourceSecrets.read(config.sources, environment: ProcessInfo.processInfo.environment)
      for warning in secrets.warnings { Log.warning(warning, code: .configInvalid, subject: config.path) }
      try command.run(
        keyBindings: config.bindings, libraryFolders: config.libraryFolders, albums: config.albums,
        sources: (secrets.urls, secrets.passwords))
    } catch {
      // A wrong option or value, in ArgumentParser's words or `validate`'s.
      if !(error is ExitCode) && !(error is CleanExit) {
        let message = self.message(for: error)
        // The option is the first word that is one (ArgumentParser quotes it: `'--size <size>'`).
        let option = message.split(whereSeparator: { " '<>:=,".contains($0) }).first { $0.hasPrefix("--") }
          .map(String.init)
        Log.diagnose(Diagnostic(.error, .optionInvalid, subject: option, message: message))
      }
      exit(withError: error)
    }
  }

  /// Runs the viewer from `settings()` with the default key bindings.
  func run() throws { try run(keyBindings: KeyBindings()) }

  /// Runs the viewer from `settings()`, `keyBindings`, and the config's library folders, named albums and
  /// sources (their URLs by name, their passwords by server and user). A failure is reported here, the one
  /// place the command fails from.
  func run(
    keyBindings: KeyBindings, libraryFolders: [String] = [], albums: [NamedAlbum] = [],
    sources: (urls: [String: String], passwords: [String: String]) = ([:], [:])
  ) throws {
    var settings = settings()
    settings.keyBindings = keyBindings
    settings.albums = albums
    (settings.namedSources, settings.sourcePasswords) = sources
    // `--library` with no path: the config's library folders (else the demo album).
    if settings.library && settings.paths.isEmpty { settings.paths = libraryFolders }
    let startup = Startup(settings: settings)
    // The one place a failure is reported: while `startup` still holds SDL and the window open.
    let status = withExtendedLifetime(startup) { () -> Int32 in
      do throws(CommandFailure) {
        return try startup.run()
      } catch {
        error.exit()
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}
