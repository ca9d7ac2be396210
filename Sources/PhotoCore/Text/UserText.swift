/// Every error a user can meet, turned into the words they read: one place, so messages stay consistent.
public enum UserText {
  /// A notice's buttons: the trash question's answers and a trashed photo's undo.
  public static let moveToTrash = "Move to trash"
  public static let keep = "Keep"
  public static let undo = "Undo"

  /// The controls' subtitle: "3 of 120".
  public static func pageOf(_ page: Int, _ count: Int) -> String { "\(page) of \(count)" }

  /// The one-line message for `error` (without a "sdlphoto:" prefix; the shell adds it on stderr).
  public static func message(for error: any Error) -> String {
    switch error {
    case let error as AlbumError: return message(for: error)
    case let error as ScriptError: return "script line \(error.line): \(error.message)"
    case let error as PhotoLoadError: return message(for: error)
    default: return String(describing: error)
    }
  }

  /// What the grid of a folder with neither photos nor sub-folders says.
  public static let emptyFolder = "No photos in this folder"

  /// A library query that matched nothing (`LibraryQuery.summary`): the notice on screen.
  public static func libraryUnmatched(_ summary: String) -> String { "Nothing \(summary): the whole library" }

  /// The library's progress line while its index fills: "Reading the library: 12,345 of 100,000".
  public static func libraryProgress(done: Int, total: Int) -> String {
    "Reading the library: \(grouped(done)) of \(grouped(total))"
  }

  /// `n` with its thousands set apart by commas ("100,000").
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// The message for an album that cannot be opened, or for something skipped while opening it. Paths are
  /// shown with control characters escaped (`\n`, `\xHH`), so every message stays on one line.
  public static func message(for error: AlbumError) -> String {
    let shown: (String) -> String = PathText.escaped
    switch error {
    case .notFound(let path): return "\(shown(path)): no such file or folder"
    case .noPhotos(let folder): return "\(shown(folder)): no photos found in this folder"
    case .unreadable(let path, let reason): return "\(shown(path)): cannot be read (\(reason))"
    case .notAPhoto(let path): return "\(shown(path)): not a photo sdlphoto can show"
    case .badManifest(let path, let reason): return "\(shown(path)): \(reason)"
    case .emptyList(let path): return "\(shown(path)): lists no photo sdlphoto can show"
    case .badURL(let url, let reason): return "\(shown(url)): cannot open this URL (\(reason))"
    case .noMatches(let pattern): return "\(shown(pattern)): no file matches this pattern"
    case .symlinkLoop(let path):
      return "\(shown(path)): skipped, the same folder is already listed (through a symbolic link)"
    case .undecodableName(let place, let name):
      return "\(shown(place)): skipped \"\(name)\", a name that is not valid UTF-8"
    }
  }

  /// The reason shown on a photo's error tile and logged on stderr beside its name.
  public static func message(for error: PhotoLoadError) -> String {
    switch error {
    case .missing: return "the file is gone"
    case .empty: return "the file is empty"
    case .unreadable(let reason): return "cannot be read: \(reason)"
    case .unsupportedFormat(let detail):
      return detail.isEmpty ? "not a supported image format" : "not a supported image format (\(detail))"
    case .corrupt(let detail):
      return detail.isEmpty ? "the image is damaged or cut short" : "the image is damaged or cut short (\(detail))"
    case .tooLarge(let w, let h):
      return w > 0 ? "too large to show (\(w) x \(h) pixels)" : "too large to show (over 1 GB)"
    case .network(let reason): return "network error: \(reason)"
    case .timedOut(let seconds): return "gave up reading it after \(seconds) s"
    case .cancelled: return "no longer wanted"
    }
  }
}
