/// Every error a user can meet, turned into the words they read: one place, so messages stay consistent.
public enum UserText {
  /// A notice's buttons: the trash question's answers and a trashed photo's undo.
  public static var moveToTrash: String { tr("Move to trash") }
  public static var keep: String { tr("Keep") }
  public static var undo: String { tr("Undo") }

  /// The controls' subtitle: "3 of 120".
  public static func pageOf(_ page: Int, _ count: Int) -> String { tr("{0} of {1}", "\(page)", "\(count)") }

  /// The one-line message for `error` (without a "sdlphoto:" prefix; the shell adds it on stderr).
  public static func message(for error: any Error) -> String {
    switch error {
    case let error as AlbumError: return message(for: error)
    case let error as ScriptError: return tr("script line {0}: {1}", "\(error.line)", error.message)
    case let error as PhotoLoadError: return message(for: error)
    default: return String(describing: error)
    }
  }

  /// What the grid of a folder with neither photos nor sub-folders says.
  public static var emptyFolder: String { tr("No photos in this folder") }

  /// A library query that matched nothing (`LibraryQuery.summary`): the notice on screen.
  public static func libraryUnmatched(_ summary: String) -> String { tr("Nothing {0}: the whole library", summary) }

  /// The library's progress line while its index fills: "Reading the library: 12,345 of 100,000".
  public static func libraryProgress(done: Int, total: Int) -> String {
    tr("Reading the library: {0} of {1}", grouped(done), grouped(total))
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
    case .notFound(let path): return tr("{0}: no such file or folder", shown(path))
    case .noPhotos(let folder): return tr("{0}: no photos found in this folder", shown(folder))
    case .unreadable(let path, let reason): return tr("{0}: cannot be read ({1})", shown(path), reason)
    case .notAPhoto(let path): return tr("{0}: not a photo sdlphoto can show", shown(path))
    case .badManifest(let path, let reason): return "\(shown(path)): \(reason)"
    case .emptyList(let path): return tr("{0}: lists no photo sdlphoto can show", shown(path))
    case .badURL(let url, let reason): return tr("{0}: cannot open this URL ({1})", shown(url), reason)
    case .noMatches(let pattern): return tr("{0}: no file matches this pattern", shown(pattern))
    case .symlinkLoop(let path):
      return tr("{0}: skipped, the same folder is already listed (through a symbolic link)", shown(path))
    case .undecodableName(let place, let name):
      return tr("{0}: skipped \"{1}\", a name that is not valid UTF-8", shown(place), name)
    }
  }

  /// The reason shown on a photo's error tile and logged on stderr beside its name.
  public static func message(for error: PhotoLoadError) -> String {
    switch error {
    case .missing: return tr("the file is gone")
    case .empty: return tr("the file is empty")
    case .unreadable(let reason): return tr("cannot be read: {0}", reason)
    case .unsupportedFormat(let detail):
      return detail.isEmpty
        ? tr("not a supported image format") : tr("not a supported image format ({0})", detail)
    case .corrupt(let detail):
      return detail.isEmpty
        ? tr("the image is damaged or cut short") : tr("the image is damaged or cut short ({0})", detail)
    case .tooLarge(let w, let h):
      return w > 0 ? tr("too large to show ({0} x {1} pixels)", "\(w)", "\(h)") : tr("too large to show (over 1 GB)")
    case .network(let reason): return tr("network error: {0}", reason)
    case .timedOut(let seconds): return tr("gave up reading it after {0} s", "\(seconds)")
    case .cancelled: return tr("no longer wanted")
    }
  }
}
