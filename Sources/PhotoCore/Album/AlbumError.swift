/// Why an album could not be opened. `UserText` turns these into the words a user reads.
public enum AlbumError: Error, Equatable, Sendable {
  /// A path given on the command line does not exist.
  case notFound(path: String)
  /// A folder holds no photo sdlphoto recognises.
  case noPhotos(folder: String)
  /// A folder or file exists but cannot be read (permissions, I/O error).
  case unreadable(path: String, reason: String)
  /// A path given on the command line is not a photo sdlphoto recognises.
  case notAPhoto(path: String)
}
