import Foundation

/// A command of the remote control (`--control` socket, `--send`, `--http`): one line of text, as a script or
/// Home Assistant sends it: `next`, `prev`, `goto 12`, `goto IMG_0042.jpg`, `zoom fit`, `pause`, `resume`,
/// `goto 2019-07-14` (a library's first photo of that day), `slideshow 8`, `open ~/Pictures/trip`, `clip play`, `clip pause`, `clip seek 12.5`, `status`, `subscribe`, `quit`.
public enum RemoteCommand: Sendable, Equatable {
  /// Where `goto` goes.
  public enum Target: Sendable, Equatable {
    /// The photo numbered so (1-based, as the overlay counts).
    case number(Int)
    /// The photo of that file name (or the end of its path).
    case name(String)
    /// The first photo taken on or after that day ("2019-07-14", or a month, "2019-07"), in a library.
    case date(LocalDay)
  }

  /// How `zoom` zooms.
  public enum Zoom: String, Sendable, CaseIterable {
    /// Fit the window.
    case fit
    /// One photo pixel per screen pixel.
    case actual
    /// A step in.
    case `in`
    /// A step out.
    case out

    /// The pager's command for it.
    var command: Command {
      switch self {
      case .fit: .zoomToFit
      case .actual: .zoomToActualSize
      case .in: .zoomIn
      case .out: .zoomOut
      }
    }
  }

  /// The next photo.
  case next
  /// The previous photo.
  case previous
  /// A photo by number or name.
  case goto(Target)
  /// Zoom the photo on screen.
  case zoom(Zoom)
  /// Pause the slideshow.
  case pause
  /// Resume the slideshow.
  case resume
  /// Run a slideshow, a new photo every so many seconds (started, or its interval changed).
  case slideshow(Double)
  /// Open a folder, photo or list in place of the album.
  case open(String)
  /// The clip on the page: play it, pause it, or go to a time in it (seconds).
  case clip(ClipAction)
  /// Put the display to sleep (false) or wake it (true), overriding `--schedule` until its next turn.
  case display(Bool)
  /// Answer with the state, one JSON line.
  case status
  /// Answer with the state now and a line at every change, until the client leaves.
  case subscribe
  /// Quit the viewer.
  case quit

  /// What `clip` does to the clip on the page.
  public enum ClipAction: Sendable, Equatable {
    case play
    case pause
    case seek(Double)
  }

  /// The longest line read, bytes: a longer one is refused (a client sending megabytes is not buffered).
  public static let maxLineBytes = 4096

  /// The command `line` says (spaces around it ignored), or why it is none.
  public static func parse(_ line: String) -> Result<RemoteCommand, RemoteCommandError> {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    let verb = String(trimmed.prefix { !$0.isWhitespace }).lowercased()
    let rest = trimmed.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
    func noArgument(_ command: RemoteCommand) -> Result<RemoteCommand, RemoteCommandError> {
      rest.isEmpty ? .success(command) : .failure(RemoteCommandError("'\(verb)' takes nothing after it"))
    }
    switch verb {
    case "": return .failure(RemoteCommandError("an empty line; commands: \(names)"))
    case "next": return noArgument(.next)
    case "prev", "previous": return noArgument(.previous)
    case "pause": return noArgument(.pause)
    case "resume": return noArgument(.resume)
    case "status": return noArgument(.status)
    case "subscribe": return noArgument(.subscribe)
    case "quit": return noArgument(.quit)
    case "goto": return parseGoto(rest)
    case "zoom":
      guard let zoom = Zoom(rawValue: rest.lowercased()) else {
        return .failure(RemoteCommandError("zoom takes fit, actual, in or out"))
      }
      return .success(.zoom(zoom))
    case "slideshow":
      guard let seconds = Double(rest), seconds.isFinite, seconds >= Tuning.Slideshow.shortestInterval,
        seconds <= 86_400
      else {
        return .failure(
          RemoteCommandError(
            "slideshow takes the seconds between photos, \(Tuning.Slideshow.shortestInterval) to 86400"))
      }
      return .success(.slideshow(seconds))
    case "clip": return parseClip(rest)
    case "display":
      switch rest.lowercased() {
      case "on": return .success(.display(true))
      case "off": return .success(.display(false))
      default: return .failure(RemoteCommandError("display takes on or off"))
      }
    case "open":
      guard !rest.isEmpty else { return .failure(RemoteCommandError("open needs a folder, photo or list")) }
      return .success(.open(rest))
    default:
      return .failure(
        RemoteCommandError("no command '\(PathText.escaped(String(verb.prefix(40))))'; commands: \(names)"))
    }
  }

  /// `goto N` (from 1), `goto YYYY-MM-DD` or `goto YYYY-MM` (a day or a month), `goto NAME`.
  static func parseGoto(_ rest: String) -> Result<RemoteCommand, RemoteCommandError> {
    guard !rest.isEmpty else {
      return .failure(RemoteCommandError("goto needs a number (1 is the first photo) or a file name"))
    }
    if rest.allSatisfy(\.isNumber) {
      guard let number = Int(rest), number >= 1 else { return .failure(RemoteCommandError("goto counts from 1")) }
      return .success(.goto(.number(number)))
    }
    // A day or a month (a year alone is a photo's number): "2019-07-14", "2019-07".
    if rest.contains("-"), rest.first?.isNumber == true, rest.allSatisfy({ $0.isNumber || $0 == "-" }) {
      guard let day = LibraryQuery.day(rest) else {
        return .failure(RemoteCommandError("goto takes a day as YYYY-MM-DD or a month as YYYY-MM"))
      }
      return .success(.goto(.date(day)))
    }
    return .success(.goto(.name(rest)))
  }

  /// `clip play`, `clip pause`, `clip seek SECONDS`.
  static func parseClip(_ rest: String) -> Result<RemoteCommand, RemoteCommandError> {
    let words = rest.split(separator: " ", omittingEmptySubsequences: true).map { $0.lowercased() }
    switch words.first {
    case "play" where words.count == 1: return .success(.clip(.play))
    case "pause" where words.count == 1: return .success(.clip(.pause))
    case "seek" where words.count == 2:
      guard let seconds = Double(words[1]), seconds.isFinite, seconds >= 0 else {
        return .failure(RemoteCommandError("clip seek takes the seconds into the clip, 0 or more"))
      }
      return .success(.clip(.seek(seconds)))
    default: return .failure(RemoteCommandError("clip takes play, pause or seek SECONDS"))
    }
  }

  /// Every command's word, for an error.
  static let names =
    "next, prev, goto N|NAME, zoom fit|actual|in|out, pause, resume, slideshow SECONDS, clip play|pause|seek SECONDS, display on|off, open PATH, status, subscribe, quit"
}

/// Why a line is not a remote command.
public struct RemoteCommandError: Error, Sendable, Equatable {
  /// What is wrong, in one line.
  public var message: String
  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
}
