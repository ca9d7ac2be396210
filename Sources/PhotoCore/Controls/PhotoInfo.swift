/// What the info panel says of one photo, line by line: what the viewer knows of it (name, folder, pixel size,
/// colour space) and what its file says (size on disk, EXIF date, camera, lens, exposure, place). A line whose
/// value is unknown is left out.
public struct PhotoInfo: Sendable, Equatable {
  /// The file's name and the folder it is in.
  public var name: String
  public var folder: String
  /// The photo's upright size, pixels, once known.
  public var pixelWidth: Int?
  public var pixelHeight: Int?
  /// The file's size, bytes.
  public var fileBytes: Int?
  /// What its EXIF says.
  public var metadata = ExifMetadata()
  /// A clip's length, seconds.
  public var clipDuration: Double?
  /// The place its position names (the gazetteer's), and its colour space as the overlay names it.
  public var place: String?
  public var colorSpace: String?

  /// What a photo's file says, read off the main thread (`Navigator.infoKnown`): its size on disk, its EXIF,
  /// and the place its position names.
  public struct FileFacts: Sendable, Equatable {
    /// The file's size, bytes.
    public var fileBytes: Int?
    /// What its EXIF says.
    public var metadata: ExifMetadata
    /// The place the gazetteer names near its position ("Lyon, France").
    public var place: String?

    /// Facts of a file.
    public init(fileBytes: Int? = nil, metadata: ExifMetadata = ExifMetadata(), place: String? = nil) {
      self.fileBytes = fileBytes
      self.metadata = metadata
      self.place = place
    }
  }

  /// What is known of the photo at `location` (a path or URL); its folder is written from "~" when it is in
  /// `home`, as a shell and GNOME's Files write it.
  public init(location: String, home: String? = nil) {
    let slash = location.lastIndex(of: "/")
    name = slash.map { String(location[location.index(after: $0)...]) } ?? location
    folder = slash.map { String(location[..<$0]) } ?? ""
    if let home, home.count > 1, home.hasPrefix("/") {
      let base = home.hasSuffix("/") ? String(home.dropLast()) : home
      if folder == base {
        folder = "~"
      } else if folder.hasPrefix(base + "/") {
        folder = "~" + folder.dropFirst(base.count)
      }
    }
  }

  /// Adds what its file says.
  public mutating func add(_ facts: FileFacts) {
    fileBytes = facts.fileBytes
    metadata = facts.metadata
    place = facts.place
  }

  /// The panel's lines: (label, value), in the order the panel shows them.
  public var lines: [(label: String, value: String)] {
    var lines: [(String, String)] = [(tr("Name"), name)]
    if !folder.isEmpty { lines.append((tr("Folder"), folder)) }
    if let w = pixelWidth, let h = pixelHeight, w > 0, h > 0 {
      // Megapixels only where they say something (a 100 x 68 icon is not "0.0 MP").
      let megapixels = w * h >= 50_000 ? " (\(Self.megapixels(w * h)) MP)" : ""
      lines.append((tr("Size"), "\(w) × \(h)\(megapixels)"))
    }
    if let clipDuration, clipDuration.isFinite { lines.append((tr("Length"), UserText.clipLength(clipDuration))) }
    if let fileBytes { lines.append((tr("File"), Self.bytes(fileBytes))) }
    if let taken = metadata.taken { lines.append((tr("Taken"), Self.date(taken))) }
    if let camera = metadata.camera { lines.append((tr("Camera"), camera)) }
    if let lens = metadata.lens { lines.append((tr("Lens"), lens)) }
    if let exposure = metadata.exposure { lines.append((tr("Exposure"), exposure.description)) }
    if let place = place ?? metadata.position.map(Self.coordinates) { lines.append((tr("Place"), place)) }
    if let colorSpace, !colorSpace.isEmpty { lines.append((tr("Colour"), colorSpace)) }
    return lines
  }

  public static func == (a: PhotoInfo, b: PhotoInfo) -> Bool {
    a.lines.map(\.label) == b.lines.map(\.label) && a.lines.map(\.value) == b.lines.map(\.value)
  }

  /// Megapixels with one decimal ("12.2").
  static func megapixels(_ pixels: Int) -> String {
    let tenths = Int((Double(pixels) / 100_000).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// A file size in decimal units, as GNOME writes them: "834 bytes", "12.4 kB", "3.4 MB", "1.2 GB".
  static func bytes(_ count: Int) -> String {
    if count < 1000 { return trn("{0} byte", "{0} bytes", count: count, "\(count)") }
    for (unit, size) in [("kB", 1e3), ("MB", 1e6), ("GB", 1e9)] {
      let tenths = Int((Double(count) / size * 10).rounded())
      // 999,999 bytes read as 1.0 MB, not 1000.0 kB.
      if tenths < 10_000 || unit == "GB" { return "\(tenths / 10).\(tenths % 10) \(unit)" }
    }
    return trn("{0} byte", "{0} bytes", count: count, "\(count)")
  }

  /// A position as "48.8584° N, 2.2945° E" (four decimals: about ten metres).
  static func coordinates(_ position: (latitude: Double, longitude: Double)) -> String {
    func degrees(_ value: Double, _ positive: String, _ negative: String) -> String {
      let tenThousandths = Int((abs(value) * 10_000).rounded())
      let fraction = String(tenThousandths % 10_000)
      let padded = String(repeating: "0", count: 4 - fraction.count) + fraction
      let side = value < 0 && tenThousandths > 0 ? negative : positive
      return "\(tenThousandths / 10_000).\(padded)° \(side)"
    }
    return degrees(position.latitude, "N", "S") + ", " + degrees(position.longitude, "E", "W")
  }

  /// A date taken as "14 July 2024, 18:30": the month's name in the user's language (the locale's, as captions
  /// have it), the order the translation's strftime format says.
  static func date(_ taken: ExifMetadata.LocalDateTime) -> String {
    var facts = CaptionFormat.Facts()
    facts.taken = taken
    // %e and %k pad to two places with a space: the spaces are closed up.
    return CaptionFormat.format(facts, tr("%e %B %Y, %k:%M")).split(separator: " ").joined(separator: " ")
  }
}
