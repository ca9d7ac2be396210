/// Why a source could not list or read a location, in words a message can carry.
public enum SourceFailure: Error, Equatable, Sendable {
  /// Nothing is there (`ENOENT`, an HTTP 404).
  case notFound
  /// It is there and cannot be read; `reason` in the system's or the server's words ("Permission denied").
  case unreadable(reason: String)
  /// A folder, FIFO, device or socket where a file was asked for: never read.
  case notARegularFile
  /// A file where a folder was asked for.
  case notAFolder
  /// The item holds more than the `limit` (bytes) its reader set.
  case tooLarge(limit: Int)
  /// The source cannot list what was asked (a web server has no folders to list).
  case cannotList
  /// Its server could not be reached or refused it, in plain words ("HTTP 404 Not Found", "timed out after
  /// 20 s"), and no copy was kept.
  case network(reason: String)
  /// The server refused the login or the access (HTTP 401, 403), in plain words: never asked again by itself
  /// (a server counts failed logins, and Nextcloud then throttles the whole household's address).
  case refused(reason: String)
}

extension SourceFailure {
  /// The failure in the system's or the server's words, for a message that names the location.
  public var reason: String {
    switch self {
    case .notFound: "No such file or directory"
    case .unreadable(let reason): reason
    case .notARegularFile: "not a regular file"
    case .notAFolder: "Not a directory"
    case .tooLarge(let limit): "larger than \(limit >> 20) MiB"
    case .cannotList: "it has no folders to list"
    case .network(let reason), .refused(let reason): reason
    }
  }
}
