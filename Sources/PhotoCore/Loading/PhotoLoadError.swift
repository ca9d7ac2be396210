/// Why a photo cannot be shown, in categories a user understands. `UserText` words them.
public enum PhotoLoadError: Error, Sendable, Equatable {
  /// The file vanished between listing and loading.
  case missing
  /// The file has no bytes.
  case empty
  /// The file cannot be opened or read (permissions, I/O error).
  case unreadable(reason: String)
  /// The bytes are not an image format sdlphoto can decode.
  case unsupportedFormat(detail: String)
  /// The format is recognised but the data is broken or cut short.
  case corrupt(detail: String)
  /// The image is larger than sdlphoto will decode (width x height in pixels).
  case tooLarge(width: Int, height: Int)
  /// A network photo could not be fetched (timeout, HTTP error, refused connection, redirect loop...).
  case network(reason: String)
  /// Reading or decoding the file did not end within `seconds` (a hung network mount, a file that became a
  /// pipe): it was given up, and the photo is not tried again this run.
  case timedOut(seconds: Int)
  /// The decode was stopped because a newer request replaced it (never shown: nothing failed).
  case cancelled
}
