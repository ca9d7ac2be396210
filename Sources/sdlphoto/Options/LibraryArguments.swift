import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// The command line's options of one concern, under the title "Library" in `--help` and the man page:
/// The library: every photo under the folders in the order taken, and the queries on it.
struct LibraryArguments: OptionsGroup {
  /// The title of these options in `--help`, the man page and `--print-config`.
  static let title = "Library"
  /// The config file\'s table of these options.
  static let table = "library"

  @Flag(
    help:
      "Open the folders given (default: the demo album) as a library: every photo and clip under them in the order they were taken, from an index kept in $XDG_CACHE_HOME/sdlphoto."
  )
  var library = false

  @Option(
    help: ArgumentHelp(
      "Only photos and clips taken on or after this day: YYYY-MM-DD, YYYY-MM or YYYY (the album in the order taken).",
      valueName: "DATE"))
  var from: String?

  @Option(help: ArgumentHelp("Only those taken on or before this day: YYYY-MM-DD, YYYY-MM or YYYY.", valueName: "DATE"))
  var to: String?

  @Flag(help: "Only those taken on this day in earlier years: memories (with --slideshow, a memories frame).")
  var onThisDay = false

  @Option(
    help: ArgumentHelp(
      "Only those taken at a place whose name holds this (GPS, offline place names).", valueName: "NAME"))
  var place: String?

  @Option(help: ArgumentHelp("Only those taken with a camera whose name holds this.", valueName: "NAME"))
  var camera: String?

  @Option(help: ArgumentHelp("Only photos, clips, live photos or camera RAWs.", valueName: "photo|clip|live|raw"))
  var kind: String?
}

extension LibraryArguments {
  /// The query's days and kind checked.
  func validate() throws {
    if let from, LibraryQuery.day(from) == nil {
      throw ValidationError(tr("--from takes a day as YYYY-MM-DD, YYYY-MM or YYYY, not '{0}'", from))
    }
    if let to, LibraryQuery.day(to, end: true) == nil {
      throw ValidationError(tr("--to takes a day as YYYY-MM-DD, YYYY-MM or YYYY, not '{0}'", to))
    }
    if let kind, LibraryRecord.Kind(rawValue: kind) == nil {
      throw ValidationError(tr("--kind takes photo, clip, live or raw, not '{0}'", kind))
    }
  }

  /// The query the options ask for; "this day" is `today`'s (seconds since 1970; nil: now), on this machine's
  /// clock.
  func query(today: Double?) -> LibraryQuery {
    var query = LibraryQuery()
    query.from = from.flatMap { LibraryQuery.day($0) }
    query.to = to.flatMap { LibraryQuery.day($0, end: true) }
    if onThisDay { query.onThisDay = LocalTime.day(at: today ?? Date().timeIntervalSince1970) }
    query.place = place
    query.camera = camera
    query.kind = kind.flatMap(LibraryRecord.Kind.init(rawValue:))
    return query
  }
}
