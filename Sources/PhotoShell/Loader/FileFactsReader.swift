import Foundation
import PhotoCore

/// Reads what the info panel says of a photo's file (its size on disk, its EXIF, the place its position
/// names) off the main thread, a file at a time on a thread of its own (a slow disk or a network share never
/// holds a frame); a scripted run reads it at once, so its frames repeat exactly. A file that cannot be read
/// says nothing; a remote photo says nothing of its file.
final class FileFactsReader: @unchecked Sendable {
  private let places: PlaceNames
  private let synchronous: Bool
  private let wake: @Sendable () -> Void
  private let lock = NSLock()
  private var read: [(PhotoID, PhotoInfo.FileFacts)] = []

  /// A reader naming places from the gazetteer at `gazetteerPath` (read the first time a position needs it),
  /// reading at once when `synchronous`, else calling `wake` when a read finished.
  init(gazetteerPath: String, synchronous: Bool, wake: @escaping @Sendable () -> Void) {
    places = PlaceNames(path: gazetteerPath)
    self.synchronous = synchronous
    self.wake = wake
  }

  /// Reads `item`'s file (photo `photo`); nothing of a photo its source says is `isRemote`.
  func read(_ item: AlbumItem, as photo: PhotoID, isRemote: Bool) {
    guard !synchronous else {
      store(photo, facts(of: item, isRemote: isRemote))
      return
    }
    let thread = Thread { [self] in
      store(photo, facts(of: item, isRemote: isRemote))
      wake()
    }
    thread.name = "sdlphoto-info"
    thread.qualityOfService = .userInitiated
    thread.start()
  }

  /// Takes the facts read since the last call.
  func take() -> [(PhotoID, PhotoInfo.FileFacts)] {
    lock.lock()
    defer { lock.unlock() }
    let told = read
    read.removeAll()
    return told
  }

  private func store(_ photo: PhotoID, _ facts: PhotoInfo.FileFacts) {
    lock.lock()
    read.append((photo, facts))
    lock.unlock()
  }

  /// What `item`'s file says; nothing for a remote photo.
  private func facts(of item: AlbumItem, isRemote: Bool) -> PhotoInfo.FileFacts {
    var facts = PhotoInfo.FileFacts()
    guard !isRemote else { return facts }
    let path = item.location
    var info = stat()
    if stat(path, &info) == 0 { facts.fileBytes = Int(info.st_size) }
    guard let metadata = ExifMetadata.read(fileAt: path) else { return facts }
    facts.metadata = metadata
    if let position = facts.metadata.position,
      let place = places.nearest(
        latitude: position.latitude, longitude: position.longitude, within: Tuning.Slideshow.captionPlaceRadius)
    {
      facts.place = [place.name, place.country].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
    return facts
  }
}
