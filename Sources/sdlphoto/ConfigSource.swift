import ArgumentParser
import Foundation
import PhotoConfig
import PhotoCore
import PhotoShell

/// The config file under the command line: `--config FILE`, else `$XDG_CONFIG_HOME/sdlphoto/config.toml`
/// (`~/.config/…`) when there is one. Its options become command-line arguments placed before the user's, so
/// the command line overrides the file and both are parsed and checked by the one declaration of the options;
/// each key is checked alone first, so a bad one is a warning naming the file, line and key, and its default
/// is used. Its `[keys]` and `[commands]` become the key bindings.
struct ConfigSource {
  /// The file read; nil when there is none.
  private(set) var path: String?
  /// Its options as command-line arguments, each checked.
  private(set) var arguments: [String] = []
  /// What could not be used, one line each (`PATH:LINE: KEY: message`).
  private(set) var warnings: [Diagnostic] = []
  /// The line of each warning.
  private var warningLines: [Int] = []
  /// The default bindings under the file's.
  private(set) var bindings = KeyBindings()
  /// The library's folders, `~` expanded: what `--library` opens when the command line names none.
  private(set) var libraryFolders: [String] = []
  /// The named albums of `[albums]`, `~` expanded.
  private(set) var albums: [NamedAlbum] = []
  /// The sources of `[sources.NAME]`, their password files' `~` expanded.
  private(set) var sources: [ConfigFile.Source] = []

  /// The config for `commandLine` (the arguments after the program's name) in `environment`: an explicit
  /// `--config` that cannot be read fails; a default file that is not there is no config.
  init(commandLine: [String], environment: [String: String]) throws(CommandFailure) {
    let explicit = Self.explicitPath(in: commandLine)
    guard let path = explicit ?? Self.defaultPath(environment) else { return }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
      if explicit == nil && !FileManager.default.fileExists(atPath: path) { return }
      throw CommandFailure(
        tr("{0}: cannot read this config file ({1})", PathText.escaped(path), reason), code: .configUnreadable,
        subject: path)
    }
    self.path = path
    let file = ConfigFile(text: String(decoding: data, as: UTF8.self))
    for problem in file.problems { warn(line: problem.line, key: problem.key, problem.message) }
    for option in file.options { add(option) }
    let home = environment["HOME"] ?? ""
    func expanded(_ path: String) -> String { path == "~" || path.hasPrefix("~/") ? home + path.dropFirst() : path }
    libraryFolders = file.libraryFolders.map(expanded)
    albums = file.albums.map { NamedAlbum(name: $0.name, path: expanded($0.path)) }
    sources = file.sources.map { source in
      var source = source
      source.passwordFile = source.passwordFile.map(expanded)
      return source
    }
    let problems = bindings.add(file.bindings, isKnownKey: KeyNames.isKnown)
    for problem in problems { warn(line: problem.line, key: problem.key, tr("{0}; it is left out", problem.message)) }
  }

  /// The tables of the file that are no group's, said once each.
  private var unknownTables: Set<String> = []

  /// `option` as arguments, when it names an option (under its group's table, if any) and its value is one the
  /// option takes.
  private mutating func add(_ option: ConfigFile.Option) {
    if let table = option.table, !SDLPhotoCommand.groups.contains(where: { $0.table == table }) {
      if unknownTables.insert(table).inserted {
        let tables = SDLPhotoCommand.groups.map { "[\($0.table)]" }.joined(separator: ", ")
        warn(
          line: option.line, key: "[\(table)]",
          tr("no such table (the options' tables are {0}); it is left out", tables))
      }
      return
    }
    if let table = option.table, let key = ConfigKey.named(option.key), let home = key.table, home != table {
      warn(
        line: option.line, key: "\(table).\(option.key)",
        tr("this option belongs under [{0}] or at the top of the file; it is left out", home))
      return
    }
    let name = option.table.map { "\($0).\(option.key)" } ?? option.key
    guard let key = ConfigKey.named(option.key) else {
      let known = ConfigKey.all.map(\.name)
      if let near = Self.nearest(to: option.key, in: known) {
        warn(line: option.line, key: name, tr("no such option (did you mean {0}?); it is left out", near))
      } else {
        warn(line: option.line, key: name, tr("no such option; it is left out"))
      }
      return
    }
    switch key.arguments(for: option.value) {
    case .failure(let error):
      warn(line: option.line, key: name, tr("{0}; the default is used", error.message))
    case .success(let arguments):
      do {
        _ = try SDLPhotoCommand.parse(ConfigKey.joiningNegativeValues(arguments))
        self.arguments += arguments
      } catch {
        var message = SDLPhotoCommand.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        if message.hasSuffix(".") { message.removeLast() }
        warn(line: option.line, key: name, tr("{0}; the default is used", message))
      }
    }
  }

  /// Adds the warning `PATH:LINE: KEY: message` (without what is unknown), in the order of the file's lines; its
  /// subject is `PATH:LINE: KEY`.
  private mutating func warn(line: Int, key: String?, _ message: String) {
    var place = path.map(PathText.escaped) ?? "config"
    if line > 0 { place += ":\(line)" }
    if let key { place += ": \(key)" }
    let at = warningLines.firstIndex { $0 > line } ?? warningLines.endIndex
    warningLines.insert(line, at: at)
    warnings.insert(Diagnostic(.warning, .configInvalid, subject: place, message: "\(place): \(message)"), at: at)
  }

  /// The value of `--config FILE` or `--config=FILE` in `commandLine`, before any `--`.
  static func explicitPath(in commandLine: [String]) -> String? {
    // Most starts name no config: nothing to look up (the options' description is read only when needed).
    guard commandLine.contains(where: { $0.hasPrefix("--config") }) else { return nil }
    var found: String?
    var index = commandLine.startIndex
    while index < commandLine.endIndex, commandLine[index] != "--" {
      let argument = commandLine[index]
      if argument == "--config", index + 1 < commandLine.endIndex {
        found = commandLine[index + 1]
        index += 1
      } else if argument.hasPrefix("--config=") {
        found = String(argument.dropFirst("--config=".count))
      } else if ConfigKey.optionsTakingValues.contains(String(argument.dropFirst(2))), argument.hasPrefix("--") {
        index += 1
      }
      index += 1
    }
    return found
  }

  /// `$XDG_CONFIG_HOME/sdlphoto/config.toml`, or `~/.config/sdlphoto/config.toml`.
  static func defaultPath(_ environment: [String: String]) -> String? {
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/sdlphoto/config.toml" }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/sdlphoto/config.toml"
  }

  /// The name in `names` within two edits of `word`, the nearest, for "did you mean".
  static func nearest(to word: String, in names: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
      var row = Array(0...b.count)
      for (i, x) in a.enumerated() {
        var previous = row[0]
        row[0] = i + 1
        for (j, y) in b.enumerated() {
          let current = row[j + 1]
          row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (x == y ? 0 : 1))
          previous = current
        }
      }
      return row[b.count]
    }
    let scored = names.map { ($0, distance(Array(word.lowercased()), Array($0))) }.filter { $0.1 <= 2 }
    return scored.min { $0.1 < $1.1 }?.0
  }
}
