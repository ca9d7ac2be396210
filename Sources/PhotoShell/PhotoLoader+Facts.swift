import Foundation
import PhotoCore

extension PhotoLoader {
  /// The caption facts of `request`'s photo after a screen decode that succeeded (`readsFacts`), else nil.
  func readFacts(
    for request: Request, after result: Result<ImageDecoder.Decoded, PhotoLoadError>
  ) -> CaptionFormat.Facts? {
    guard let readsFacts, request.level == .screen, case .success = result,
      !AlbumItem.isRemote(request.photo.location)
    else { return nil }
    return readsFacts(request.photo.location)
  }

  /// Takes the facts read since the last call.
  func takeFacts() -> [(PhotoID, CaptionFormat.Facts)] {
    condition.lock()
    defer { condition.unlock() }
    let told = facts
    facts.removeAll()
    return told
  }

  /// What the file at `path` says for a caption: its EXIF date, camera and position (named by `places`,
  /// within `Tuning.Slideshow.captionPlaceRadius`), and its modification time. A file that cannot be read
  /// says nothing.
  static func facts(ofFileAt path: String, places: Gazetteer?) -> CaptionFormat.Facts {
    var facts = CaptionFormat.Facts()
    guard let exif = ExifMetadata.read(fileAt: path) else { return facts }
    facts.taken = exif.taken
    facts.camera = exif.camera
    if let position = exif.position {
      facts.place = places?.nearest(
        latitude: position.latitude, longitude: position.longitude, within: Tuning.Slideshow.captionPlaceRadius)
    }
    var info = stat()
    if stat(path, &info) == 0 {
      facts.fileTime = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }
    return facts
  }
}

/// The gazetteer, read from its file the first time a caption needs a place (4 MB: not at start-up, not at
/// all without `{place}`); a file that cannot be read is said once on stderr and captions name no places.
final class PlaceNames: @unchecked Sendable {
  private let path: String
  private let lock = NSLock()
  private var loaded: Gazetteer??

  init(path: String) { self.path = path }

  var gazetteer: Gazetteer? {
    lock.lock()
    defer { lock.unlock() }
    if let loaded { return loaded }
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
    let gazetteer = bytes.flatMap(Gazetteer.init(bytes:))
    if gazetteer == nil { Log.error("\(PathText.escaped(path)): cannot read the place names; captions name no places") }
    loaded = .some(gazetteer)
    return gazetteer
  }
}
