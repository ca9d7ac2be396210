import Foundation
import PhotoCore

extension PhotoLoader {
  /// The caption facts of `request`'s photo after a screen decode that succeeded (`readsFacts`), else nil.
  func readFacts(
    for request: Request, after result: Result<ImageDecoder.Decoded, PhotoLoadError>
  ) -> CaptionFormat.Facts? {
    guard let readsFacts, request.level == .screen, case .success = result,
      !request.isRemote
    else { return nil }
    return readsFacts(request.photo.location)
  }

  /// Takes the facts read since the last call.
  func takeFacts() -> [(PhotoID, CaptionFormat.Facts)] {
    condition.lock()
    defer { condition.unlock() }
    return news.takeFacts()
  }

  /// What the file at `path` says for a caption: its EXIF date, camera and position (named by `places`,
  /// within `Tuning.Slideshow.captionPlaceRadius`), and its modification time. A file that cannot be read
  /// says nothing.
  static func facts(ofFileAt path: String, places: PlaceNames?) -> CaptionFormat.Facts {
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
/// all without `{place}`), with the countries in the language sdlphoto speaks (`CountryNames`, from Debian's
/// `iso-codes`: "Grindelwald, Schweiz" in German; English without a translation); a gazetteer that cannot be
/// read is said once on stderr and captions name no places.
final class PlaceNames: @unchecked Sendable {
  private let path: String
  /// The translations' languages, best first (the catalogue's), and where `iso-codes` keeps its files.
  private let languages: [String]
  private let isoCodes: (list: String, locale: String)
  private let lock = NSLock()
  private var loaded: (Gazetteer?, CountryNames?)?

  init(
    path: String, languages: [String] = Translations.catalogue?.language.map { [$0] } ?? [],
    isoCodes: (list: String, locale: String) = ("/usr/share/iso-codes/json/iso_3166-1.json", "/usr/share/locale")
  ) {
    self.path = path
    self.languages = languages
    self.isoCodes = isoCodes
  }

  var gazetteer: Gazetteer? { load().0 }

  /// The place nearest to `latitude`, `longitude` within `within` kilometres, its country in the user's language.
  func nearest(latitude: Double, longitude: Double, within: Double) -> Gazetteer.Place? {
    let (gazetteer, countries) = load()
    guard let place = gazetteer?.nearest(latitude: latitude, longitude: longitude, within: within) else { return nil }
    return countries?.translated(place) ?? place
  }

  private func load() -> (Gazetteer?, CountryNames?) {
    lock.lock()
    defer { lock.unlock() }
    if let loaded { return loaded }
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
    let gazetteer = bytes.flatMap(Gazetteer.init(bytes:))
    if gazetteer == nil { Log.error("\(PathText.escaped(path)): cannot read the place names; captions name no places") }
    loaded = (gazetteer, countryNames())
    return loaded!
  }

  /// The countries' names in the first of `languages` (as itself, then its language alone) `iso-codes` has a
  /// catalogue for; nil for English, or without `iso-codes` (the gazetteer's English names stand).
  private func countryNames() -> CountryNames? {
    let candidates = languages.flatMap { [$0, String($0.prefix { $0 != "_" })] }
    guard !candidates.isEmpty,
      let list = FileManager.default.contents(atPath: isoCodes.list).map({ [UInt8]($0) })
    else { return nil }
    for language in candidates {
      let path = "\(isoCodes.locale)/\(language)/LC_MESSAGES/iso_3166-1.mo"
      guard let bytes = FileManager.default.contents(atPath: path), let catalogue = MOFile(bytes: [UInt8](bytes))
      else { continue }
      return CountryNames(list: list, catalogue: catalogue)
    }
    return nil
  }
}
