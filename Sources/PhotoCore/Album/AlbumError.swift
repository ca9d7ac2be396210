/// Why an album could not be opened, or (in `AlbumListing.warnings`) what was skipped while opening it.
/// `UserText` turns these into the words a user reads.
public enum AlbumError: Error, Hashable, Sendable {
  /// A path given on the command line does not exist.
  case notFound(path: String)
  /// A folder holds no photo sdlphoto recognises.
  case noPhotos(folder: String)
  /// A folder or file exists but cannot be read (permissions, I/O error).
  case unreadable(path: String, reason: String)
  /// A path given on the command line is not a photo sdlphoto recognises.
  case notAPhoto(path: String)
  /// A list or manifest (`album.json`, a text list, standard input) is malformed; `reason` names the
  /// line or item, e.g. `item 3 is a number; expected a path, a URL or an object with "url" or "path"`.
  case badManifest(path: String, reason: String)
  /// A list or manifest was read but names no photo sdlphoto can show.
  case emptyList(path: String)
  /// A URL given on the command line cannot be opened (unsupported scheme, no host, not a URL).
  case badURL(url: String, reason: String)
  /// A wildcard pattern (`*`, `?`, `[`) given on the command line matches nothing.
  case noMatches(pattern: String)
  /// Warning: a sub-folder was skipped because the same folder (device and inode) was already listed: a
  /// symbolic link loop, or a second link to one folder.
  case symlinkLoop(path: String)
  /// Warning: an entry was skipped because its name is not valid UTF-8. `place` is its folder (or the
  /// list and line); `name` shows the name with the bad bytes escaped as `\xHH`.
  case undecodableName(place: String, name: String)
}
