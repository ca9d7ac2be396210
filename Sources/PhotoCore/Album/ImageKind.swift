/// The image formats sdlphoto recognises from a file's first bytes (its magic number).
public enum ImageKind: String, Sendable, CaseIterable {
  case jpeg, png, gif, webp, bmp, tiff, qoi, svg, avif, heic, jxl, ico, pnm, tga, xcf
  /// A camera RAW file (DNG, CR2, CR3, NEF, ARW, RAF, ORF, RW2, PEF...), read through LibRaw.
  case raw
  /// A video clip (MP4, MOV, M4V, 3GP, Matroska, WebM, AVI), read through FFmpeg.
  case clip

  /// File name extensions (lower case, no dot) that usually carry an image.
  public static let knownExtensions = Set<String>([
    "jpg", "jpeg", "jpe", "jfif", "png", "apng", "gif", "webp", "bmp", "dib", "tif", "tiff", "qoi", "svg",
    "avif", "heic", "heif", "jxl", "ico", "cur", "pbm", "pgm", "ppm", "pnm", "tga", "xcf", "lbm", "pcx", "xpm",
  ]).union(rawExtensions).union(clipExtensions)

  /// The extensions of video clips (lower case, no dot).
  public static let clipExtensions: Set<String> = [
    "mp4", "m4v", "mov", "qt", "3gp", "3g2", "mkv", "webm", "avi", "mts", "m2ts",
  ]

  /// The extensions of camera RAW files (lower case, no dot). Most are TIFF inside and sniff as TIFF: with one
  /// of these names such a file is a RAW (`refined(_:name:)`).
  public static let rawExtensions: Set<String> = [
    "dng", "cr2", "cr3", "crw", "nef", "nrw", "arw", "srf", "sr2", "raf", "orf", "rw2", "rwl", "pef", "srw", "erf",
    "3fr", "fff", "iiq", "mos", "mef", "mrw", "kdc", "dcr", "x3f",
  ]

  /// `kind` sniffed from the first bytes of the file named `name`, made precise by the name where the bytes
  /// cannot tell: a TIFF named as a camera RAW is one (a NEF, an ARW and a DNG start as any TIFF does).
  public static func refined(_ kind: ImageKind?, name: String) -> ImageKind? {
    guard kind == .tiff, let dot = name.lastIndex(of: ".") else { return kind }
    return rawExtensions.contains(name[name.index(after: dot)...].lowercased()) ? .raw : kind
  }

  /// How many leading bytes `sniff` needs to decide.
  public static let sniffLength = 32

  /// The format the bytes begin with, or nil when they match none (text, random data, an empty file).
  public static func sniff<Bytes: Collection>(_ bytes: Bytes) -> ImageKind? where Bytes.Element == UInt8 {
    let b = Array(bytes.prefix(sniffLength))
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      b.count >= offset + prefix.count && Array(b[offset..<offset + prefix.count]) == prefix
    }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
    if starts(Array("BM".utf8)) && b.count >= 14 { return .bmp }
    // RAWs whose first bytes say so: Canon's CR2 (a TIFF marked "CR" 2), Olympus's ORF, Panasonic's RW2,
    // Fujifilm's RAF, Canon's older CRW.
    if starts([0x49, 0x49, 0x2A, 0x00]) && starts(Array("CR".utf8) + [0x02], at: 8) { return .raw }
    if starts(Array("IIRO".utf8)) || starts(Array("IIRS".utf8)) || starts(Array("MMOR".utf8)) { return .raw }
    if starts([0x49, 0x49, 0x55, 0x00]) || starts(Array("FUJIFILMCCD-RAW".utf8)) { return .raw }
    if starts([0x49, 0x49, 0x1A, 0x00]) && starts(Array("HEAPCCDR".utf8), at: 6) { return .raw }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
    if starts(Array("qoif".utf8)) { return .qoi }
    if starts([0xFF, 0x0A]) || starts([0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A]) {
      return .jxl
    }
    if starts(Array("ftyp".utf8), at: 4) { return isoMedia(b) }
    // QuickTime files from before `ftyp`: their first atom is the movie, its data, or padding.
    for atom in ["moov", "mdat", "wide", "free", "skip", "pnot"] where starts(Array(atom.utf8), at: 4) { return .clip }
    // Matroska and WebM (an EBML header), AVI.
    if starts([0x1A, 0x45, 0xDF, 0xA3]) { return .clip }
    if starts(Array("RIFF".utf8)) && starts(Array("AVI ".utf8), at: 8) { return .clip }
    if starts([0, 0, 1, 0]) && b.count >= 6 && b[4] > 0 { return .ico }
    if b.count >= 2 && b[0] == UInt8(ascii: "P") && (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(b[1]) {
      return .pnm
    }
    if starts(Array("gimp xcf".utf8)) { return .xcf }
    if looksLikeSVG(b) { return .svg }
    return nil
  }

  /// The brands that say a HEIF file holds image items (ISO/IEC 23008-12): a viewer shows its primary one.
  static let imageBrands: Set = ["heic", "heix", "heim", "heis", "mif1", "mif2"]
  /// The brands of a HEIF image sequence: a track, played as a clip when no image item is there too.
  static let sequenceBrands: Set = ["msf1", "hevc", "hevx", "hevm", "hevs"]

  /// An ISO media file (`ftyp` at byte 4 of `b`) by its major and compatible brands: AVIF, Canon's CR3, a
  /// HEIF with image items (its major brand one of `imageBrands`, or a sequence's with one of them among its
  /// compatible brands), or a clip: a HEIF sequence of frames only, MP4 (isom, iso2..6, mp41, mp42, avc1, dash),
  /// QuickTime ("qt  "), M4V, 3GPP and the phones' own brands.
  static func isoMedia(_ b: [UInt8]) -> ImageKind {
    let size = ByteReader(b).u32(0) ?? 0
    let brand = b.count >= 12 ? String(decoding: b[8..<12], as: UTF8.self) : ""
    // The compatible brands that lie in the bytes sniffed (after the minor version, at 16).
    let compatible = stride(from: 16, to: min(size, b.count) - 3, by: 4).map {
      String(decoding: b[$0..<$0 + 4], as: UTF8.self)
    }
    if brand.hasPrefix("avi") { return .avif }
    if brand == "crx " { return .raw }  // Canon's CR3
    if imageBrands.contains(brand) {
      // A MIAF file that names AV1 and no HEVC is an AVIF (some encoders make `mif1` its major brand).
      let av1 = compatible.contains { $0.hasPrefix("avi") } && !compatible.contains { $0.hasPrefix("he") }
      return av1 ? .avif : .heic
    }
    if sequenceBrands.contains(brand) && compatible.contains(where: imageBrands.contains) { return .heic }
    return .clip
  }

  /// SVG is text: accept an XML declaration or an `<svg` root near the start.
  private static func looksLikeSVG(_ b: [UInt8]) -> Bool {
    var text = String(decoding: b, as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    let trimmed = text.drop(while: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
    return trimmed.hasPrefix("<svg") || trimmed.hasPrefix("<?xml")
  }
}
