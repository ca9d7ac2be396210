extension ExifMetadata {
  /// How a photo was exposed, as its EXIF says: each part nil when missing or out of range.
  public struct Exposure: Sendable, Equatable {
    /// The shutter time (ExposureTime), seconds.
    public var seconds: Double?
    /// The aperture (FNumber), as an f-number.
    public var fNumber: Double?
    /// The sensitivity (ISOSpeedRatings / PhotographicSensitivity).
    public var iso: Int?
    /// The focal length (FocalLength), millimetres.
    public var focalLength: Double?

    /// The exposure the Exif IFD's `exif` entries give, read from `directory`; nil when none is there.
    init?(exif: [Int: Directory.Entry], in directory: Directory) {
      func positive(_ tag: Int, below limit: Double) -> Double? {
        exif[tag].flatMap(directory.rational).flatMap { $0 > 0 && $0 < limit && $0.isFinite ? $0 : nil }
      }
      seconds = positive(0x829A, below: 1e5)
      fNumber = positive(0x829D, below: 1e3)
      focalLength = positive(0x920A, below: 1e5)
      iso = exif[0x8827].flatMap(directory.long).flatMap { $0 > 0 ? $0 : nil }
      if seconds == nil && fNumber == nil && iso == nil && focalLength == nil { return nil }
    }

    /// A part of it.
    public init(seconds: Double? = nil, fNumber: Double? = nil, iso: Int? = nil, focalLength: Double? = nil) {
      self.seconds = seconds
      self.fNumber = fNumber
      self.iso = iso
      self.focalLength = focalLength
    }

    /// As photographers write it: "1/250 s · f/2.8 · ISO 100 · 50 mm" (the parts known).
    public var description: String {
      var parts: [String] = []
      if let seconds {
        parts.append(seconds < 0.5 ? "1/\(Int((1 / seconds).rounded())) s" : "\(Self.short(seconds)) s")
      }
      if let fNumber { parts.append("f/\(Self.short(fNumber))") }
      if let iso { parts.append("ISO \(iso)") }
      if let focalLength { parts.append("\(Self.millimetres(focalLength)) mm") }
      return parts.joined(separator: " · ")
    }

    /// A focal length as its lens is named: a phone's short lenses to the hundredth ("4.25", "5.1"), others
    /// to the tenth ("23.5", "50"), without trailing zeros.
    static func millimetres(_ value: Double) -> String {
      guard value < 10 else { return short(value) }
      let hundredths = Int((value * 100).rounded())
      let whole = "\(hundredths / 100)"
      let fraction = hundredths % 100
      if fraction == 0 { return whole }
      return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `value` with one decimal, without a trailing ".0" ("2.8", "8", "1.5").
    static func short(_ value: Double) -> String {
      let tenths = Int((value * 10).rounded())
      return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
  }
}
