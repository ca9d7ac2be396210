import Foundation

/// What the user was told on stderr, for a program: a stable code, what it concerns (a photo's path, an option,
/// a config file's line), and the words. Written as one JSON line each to the file `SDLPHOTO_DIAGNOSTICS` names,
/// so a script or a test learns why something failed or was skipped without reading prose that may change.
public struct Diagnostic: Sendable, Equatable, Codable {
  /// How bad it is: an error the user should know about, or a warning of something worked around.
  public enum Level: String, Sendable, Codable {
    case error
    case warning
  }

  /// Why, as a stable name: its words may change, its code does not.
  public enum Code: String, Sendable, Codable, CaseIterable {
    /// A photo's file went away.
    case photoGone = "photo.gone"
    /// A photo's file is empty.
    case photoEmpty = "photo.empty"
    /// A photo's file cannot be read (permissions, I/O).
    case photoUnreadable = "photo.unreadable"
    /// A photo is in no format sdlphoto reads.
    case photoUnsupported = "photo.unsupported"
    /// A photo is damaged or cut short (shown as far as it could be read, or not at all).
    case photoDamaged = "photo.damaged"
    /// A photo is too large to show.
    case photoTooLarge = "photo.too-large"
    /// A photo on the network could not be fetched.
    case photoNetwork = "photo.network"
    /// A photo took too long to read.
    case photoTimedOut = "photo.timed-out"
    /// A photo decoded but could not be drawn.
    case photoUndrawable = "photo.undrawable"
    /// A motion photo's or a clip's moving part is broken.
    case clipBroken = "clip.broken"
    /// A path given or listed does not exist.
    case pathNotFound = "path.not-found"
    /// A folder or a list has no photo sdlphoto can show.
    case albumEmpty = "album.empty"
    /// A path, a list or a URL cannot be read.
    case albumUnreadable = "album.unreadable"
    /// An entry of a list or a folder was skipped (not a photo, a loop, a name that is not UTF-8).
    case albumSkipped = "album.skipped"
    /// The album's folder went away, or cannot be watched.
    case albumGone = "album.gone"
    /// The album's folder came back.
    case albumBack = "album.back"
    /// A server the album's folders are on could not be reached: they show as last listed.
    case sourceOffline = "source.offline"
    /// A command-line option (or its value) is wrong.
    case optionInvalid = "option.invalid"
    /// An option cannot apply here (it is ignored).
    case optionIgnored = "option.ignored"
    /// The config file cannot be read.
    case configUnreadable = "config.unreadable"
    /// A config file's line is wrong (it is not read, or that key is ignored).
    case configInvalid = "config.invalid"
    /// A `--script` line is wrong.
    case scriptInvalid = "script.invalid"
    /// A command the config binds failed.
    case commandFailed = "command.failed"
    /// A file sdlphoto writes (frames, the frame log, the show's state) cannot be written.
    case outputUnwritable = "output.unwritable"
    /// A remote control (socket, HTTP, MQTT) cannot start or lost its connection.
    case remoteUnavailable = "remote.unavailable"
    /// Anything else the user was told.
    case other
  }

  /// How bad it is.
  public var level: Level
  /// Why.
  public var code: Code
  /// What it concerns (a photo's path or URL, an option, `file:line`), when one thing.
  public var subject: String?
  /// The words the user read, without the `sdlphoto: ` prefix.
  public var message: String

  /// A diagnostic of these values.
  public init(_ level: Level, _ code: Code, subject: String? = nil, message: String) {
    self.level = level
    self.code = code
    self.subject = subject
    self.message = message
  }

  /// The diagnostic as one line of JSON (no newline): `level`, `code`, `subject` when there is one, `message`.
  public var jsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}

extension Diagnostic.Code {
  /// The code of a photo that failed to load with `error`.
  public init(_ error: PhotoLoadError) {
    switch error {
    case .missing: self = .photoGone
    case .empty: self = .photoEmpty
    case .unreadable: self = .photoUnreadable
    case .unsupportedFormat: self = .photoUnsupported
    case .corrupt: self = .photoDamaged
    case .tooLarge: self = .photoTooLarge
    case .network: self = .photoNetwork
    case .timedOut: self = .photoTimedOut
    case .cancelled: self = .other
    }
  }

  /// The code of an album that cannot be opened with `error`, or of something skipped while opening it.
  public init(_ error: AlbumError) {
    switch error {
    case .notFound, .noMatches: self = .pathNotFound
    case .noPhotos, .emptyList: self = .albumEmpty
    case .unreadable, .badManifest, .badURL: self = .albumUnreadable
    case .notAPhoto, .symlinkLoop, .undecodableName: self = .albumSkipped
    }
  }

  /// The code of `error`, whatever its type.
  public init(of error: any Error) {
    switch error {
    case let error as any DiagnosedError: self = error.code
    case let error as AlbumError: self.init(error)
    case let error as PhotoLoadError: self.init(error)
    case is ScriptError: self = .scriptInvalid
    default: self = .other
    }
  }
}

extension Diagnostic {
  /// What `error` concerns, when it says: the path an album's error names, a diagnosed error's subject.
  public static func subject(of error: any Error) -> String? {
    switch error {
    case let error as any DiagnosedError: error.subject
    case let error as AlbumError: error.subject
    default: nil
    }
  }
}

/// An error that says its own diagnostic code and subject (a file sdlphoto cannot write, and the path).
public protocol DiagnosedError: Error {
  /// Why.
  var code: Diagnostic.Code { get }
  /// What it concerns.
  var subject: String? { get }
}

extension AlbumError {
  /// The path or URL the error concerns.
  public var subject: String {
    switch self {
    case .notFound(let path), .noPhotos(let path), .unreadable(let path, _), .notAPhoto(let path),
      .badManifest(let path, _), .emptyList(let path), .badURL(let path, _), .noMatches(let path),
      .symlinkLoop(let path), .undecodableName(let path, _):
      path
    }
  }
}
