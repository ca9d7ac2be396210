import ArgumentParser
import Foundation
import PhotoConfig

/// A value as the config file writes it.
typealias ConfigValue = ConfigFile.Value

/// An option of the command line as a key of the config file. The keys are the command's own options, read
/// from its declaration (swift-argument-parser's description of itself), so an option added to
/// `SDLPhotoCommand` is a config key with nothing else to change; only the options for tests and scripted runs
/// are left out (`excluded`).
struct ConfigKey: Equatable {
  /// How the key's value becomes command-line arguments.
  enum Kind: Equatable {
    /// `--name` for true; `--no-name` for false when `hasInversion`, else nothing.
    case flag(hasInversion: Bool)
    /// `--name VALUE`.
    case option
  }

  /// The key, the option's long name (`slideshow-transition`).
  var name: String
  /// How it is given.
  var kind: Kind
  /// Its one-line help.
  var abstract: String
  /// Its default as the help shows it, if it has one.
  var defaultValue: String?
  /// The values it takes, when they are a fixed few.
  var choices: [String]?
  /// The title of its group of options (`AlbumArguments.title`...), as `--help` shows it.
  var section: String = ""
  /// The config file's table of its group (`[display]`), which may hold it.
  var table: String? { SDLPhotoCommand.groups.first { $0.title == section }?.table }

  /// Options that are not keys: scripted runs and recording (`--script`, `--fps`, `--trace`, `--record`,
  /// `--record-raw`, `--frame-log`), the clock for tests (`--now`), and the options about the config itself
  /// or the program (`--config`, `--print-config`, `--help`, `--version`).
  static let excluded: Set<String> = [
    "script", "fps", "trace", "record", "record-raw", "frame-log", "now", "config", "print-config", "help",
    "version", "generate-completion-script",
  ]

  /// The command's arguments as swift-argument-parser describes them (`--experimental-dump-help`), read once.
  private static let arguments: [DumpedArgument] = {
    struct Dump: Decodable {
      struct Command: Decodable { var arguments: [DumpedArgument]? }
      var command: Command
    }
    let dump = try? JSONDecoder().decode(Dump.self, from: Data(SDLPhotoCommand._dumpHelp().utf8))
    return dump?.command.arguments ?? []
  }()

  /// One argument of the dump.
  private struct DumpedArgument: Decodable {
    struct Name: Decodable {
      var kind: String
      var name: String
    }
    var kind: String
    var names: [Name]?
    var shouldDisplay: Bool
    var abstract: String?
    var defaultValue: String?
    var allValues: [String]?
    var sectionTitle: String?
  }

  /// Every key, in the order of `--help`.
  static let all: [ConfigKey] = {
    let arguments = Self.arguments.filter(\.shouldDisplay)
    let longNames = Set(arguments.flatMap { ($0.names ?? []).filter { $0.kind == "long" }.map(\.name) })
    return arguments.compactMap { argument in
      guard argument.kind != "positional",
        let name = argument.names?.first(where: { $0.kind == "long" })?.name,
        !excluded.contains(name),
        // `--no-grid` is the false of `grid`, not a key of its own.
        !(name.hasPrefix("no-") && longNames.contains(String(name.dropFirst(3))))
      else { return nil }
      let kind: Kind = argument.kind == "flag" ? .flag(hasInversion: longNames.contains("no-" + name)) : .option
      return ConfigKey(
        name: name, kind: kind, abstract: argument.abstract ?? "", defaultValue: argument.defaultValue,
        choices: argument.allValues, section: argument.sectionTitle ?? "")
    }
  }()

  /// The long names of every option that takes a value, keys or not (`--script FILE` too).
  static let optionsTakingValues: Set<String> = Set(
    arguments.filter { $0.kind == "option" }.flatMap { ($0.names ?? []).map(\.name) })

  /// `arguments` with each negative number that follows an option taking a value joined to it
  /// (`--slideshow -3` as `--slideshow=-3`), so that the option's own check says what is wrong with the value
  /// rather than the parser calling "-3" an unknown option and the value missing. Nothing after `--` changes.
  static func joiningNegativeValues(_ arguments: [String]) -> [String] {
    var joined: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return joined + arguments[index...] }
      let next = index + 1 < arguments.count ? arguments[index + 1] : nil
      if argument.hasPrefix("--"), !argument.contains("="),
        optionsTakingValues.contains(String(argument.dropFirst(2))), let next, next.hasPrefix("-"),
        Double(next) != nil
      {
        joined.append(argument + "=" + next)
        index += 2
      } else {
        joined.append(argument)
        index += 1
      }
    }
    return joined
  }

  /// The key called `name`, if there is one.
  static func named(_ name: String) -> ConfigKey? { all.first { $0.name == name } }

  /// The command-line arguments for `value`, or why the value cannot be one of this key.
  func arguments(for value: ConfigValue) -> Result<[String], ConfigValueError> {
    switch (kind, value) {
    case (.flag(let hasInversion), .bool(let on)):
      return .success(on ? ["--\(name)"] : hasInversion ? ["--no-\(name)"] : [])
    case (.flag, _): return .failure(ConfigValueError("must be true or false"))
    case (.option, .bool): return .failure(ConfigValueError("takes a value, not true or false"))
    case (.option, .integer(let number)): return .success(["--\(name)", String(number)])
    case (.option, .float(let number)): return .success(["--\(name)", String(number)])
    case (.option, .string(let text)): return .success(["--\(name)", text])
    case (.option, .other(let what)): return .failure(ConfigValueError("takes one value, not \(what)"))
    }
  }
}

/// Why a config value cannot be used.
struct ConfigValueError: Error, Equatable {
  /// What is wrong, without the key.
  var message: String
  init(_ message: String) { self.message = message }
}
