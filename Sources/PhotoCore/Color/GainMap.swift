/// Whether a photo is an HDR photo made of a standard dynamic range base image and a gain map (the ratio of
/// its HDR rendition to the base, pixel by pixel): Android's Ultra HDR JPEGs (Adobe's `hdrgm` XMP, the gain
/// map appended through MPF), ISO 21496-1 JPEGs, and Apple's and ISO's HEIF and AVIF gain maps. On an SDR
/// screen the base is the photo to show, as it is; only the info overlay says it is HDR. Read from the bytes
/// the decoder reads anyway (a JPEG's head, a HEIF's `meta` box), untrusted: anything cut short or malformed
/// says no gain map.
public enum GainMap {
  /// The XMP namespace of Adobe's gain map metadata, which Ultra HDR JPEGs write (`hdrgm:Version`).
  static let xmpNamespace = Array("http://ns.adobe.com/hdr-gain-map/1.0/".utf8)
  /// The signature of ISO 21496-1's gain map metadata in a JPEG's APP2 segment (a zero ends it).
  static let isoSignature = Array("urn:iso:std:iso:ts:21496:-1".utf8) + [0]
  /// The auxiliary type (`auxC`) of an Apple HEIC's gain map image.
  static let appleAuxiliaryType = Array("urn:com:apple:photo:2020:aux:hdrgainmap".utf8)
  /// What the overlay adds to a photo's colour space when it has a gain map.
  static let overlayNote = "HDR gain map"

  /// Whether `bytes` (the start of a file of `kind`, or all of it) say the photo has a gain map: a JPEG's
  /// (`jpeg`), a HEIF's or AVIF's (`HEIFHeader.hasGainMap`); false for every other kind.
  public static func isPresent(in bytes: [UInt8], kind: ImageKind) -> Bool {
    switch kind {
    case .jpeg: return jpeg(bytes)
    case .heic, .avif: return HEIFHeader.hasGainMap(bytes)
    default: return false
    }
  }

  /// The info overlay's colour line for a photo with a gain map whose base image is in `colorSpace`: "sRGB ·
  /// HDR gain map". A base already coded in PQ or HLG (`baseIsHDR`: it names itself "HDR (PQ)") keeps its name.
  public static func overlayName(_ colorSpace: String, baseIsHDR: Bool) -> String {
    baseIsHDR ? colorSpace : "\(colorSpace) · \(overlayNote)"
  }
}
