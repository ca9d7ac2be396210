/// Every error a user can meet, turned into the words they read: one place, so messages stay consistent.
public enum UserText {
  /// The one-line message for `error` (without a "sdlphoto:" prefix; the shell adds it on stderr).
  public static func message(for error: any Error) -> String {
    switch error {
    case let error as AlbumError: return message(for: error)
    case let error as ScriptError: return "script line \(error.line): \(error.message)"
    case let error as PhotoLoadError: return message(for: error)
    default: return String(describing: error)
    }
  }

  /// The message for an album that cannot be opened.
  public static func message(for error: AlbumError) -> String {
    switch error {
    case .notFound(let path): return "\(path): no such file or folder"
    case .noPhotos(let folder): return "\(folder): no photos found in this folder"
    case .unreadable(let path, let reason): return "\(path): cannot be read (\(reason))"
    case .notAPhoto(let path): return "\(path): not a photo sdlphoto can show"
    }
  }

  /// The reason shown on a photo's error tile and logged on stderr beside its name.
  public static func message(for error: PhotoLoadError) -> String {
    switch error {
    case .missing: return "the file is gone"
    case .empty: return "the file is empty"
    case .unreadable(let reason): return "cannot be read: \(reason)"
    case .unsupportedFormat(let detail): return detail.isEmpty ? "not a supported image format" : "not a supported image format (\(detail))"
    case .corrupt(let detail): return detail.isEmpty ? "the image is damaged or cut short" : "the image is damaged or cut short (\(detail))"
    case .tooLarge(let w, let h): return "too large to show (\(w) x \(h) pixels)"
    case .network(let reason): return "network error: \(reason)"
    }
  }
}
