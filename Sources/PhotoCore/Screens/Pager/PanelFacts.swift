/// What each photo's file said for the info panel (its size on disk, EXIF, place), a value of its own: the
/// screen asks for a photo's facts once (the shell reads the file off the main thread and hands them back);
/// a photo that left the album or was replaced is forgotten, so its file is read again when the panel asks.
public struct PanelFacts: Sendable {
  /// The facts read, by photo.
  var known: [PhotoID: PhotoInfo.FileFacts] = [:]
  /// The photos asked about (read, or being read).
  var asked: Set<PhotoID> = []

  public init() {}

  /// What `photo`'s file said, once read.
  func facts(of photo: PhotoID) -> PhotoInfo.FileFacts? { known[photo] }

  /// Asks for `photo`'s facts: true the first time (the shell is to read its file), false once asked.
  mutating func ask(_ photo: PhotoID) -> Bool { asked.insert(photo).inserted }

  /// The shell read `photo`'s file.
  mutating func know(_ photo: PhotoID, _ facts: PhotoInfo.FileFacts) { known[photo] = facts }

  /// `photos` went from the album or were replaced: their files are read again when asked.
  mutating func forget(_ photos: Set<PhotoID>) {
    for photo in photos {
      known[photo] = nil
      asked.remove(photo)
    }
  }
}
