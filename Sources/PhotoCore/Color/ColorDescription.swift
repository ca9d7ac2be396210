/// What a photo file says about its colours, read from its bytes before decoding (`ColorDescription.read`):
/// the embedded ICC profile, or the simpler statements some formats make instead. A photo that says nothing
/// is taken as sRGB by the viewer, as by every browser.
public enum ColorDescription: Equatable, Sendable {
  /// An embedded ICC profile, whole (JPEG's APP2 `ICC_PROFILE` markers put back together, WebP's `ICCP`).
  case iccProfile([UInt8])
  /// PNG's `iCCP`: an ICC profile still compressed (a zlib stream), for the shell to inflate.
  case compressedICCProfile([UInt8])
  /// The file says sRGB outright (PNG's `sRGB` chunk).
  case sRGB
  /// No profile, but the EXIF says Adobe RGB (`ExifColorSpace`), as cameras set to it write.
  case adobeRGB
  /// PNG's `gAMA` (the file's gamma, e.g. 0.45455) and, when present, `cHRM` (the white point and the red,
  /// green and blue primaries, CIE x, y), with no profile to say more.
  case gamma(Double, chromaticities: Chromaticities?)
  /// Code points of ITU-T H.273 (CICP) instead of a profile: HEIF's and AVIF's `colr` box of type `nclx`, and
  /// JPEG XL's colour encoding (whose numbers are the same). Display P3 from a phone is primaries 12, transfer
  /// 13.
  case coded(primaries: Int, transfer: Int)

  /// CIE 1931 xy coordinates of a white point and three primaries.
  public struct Chromaticities: Equatable, Sendable {
    public var white: (x: Double, y: Double)
    public var red: (x: Double, y: Double)
    public var green: (x: Double, y: Double)
    public var blue: (x: Double, y: Double)

    public static func == (a: Chromaticities, b: Chromaticities) -> Bool {
      a.white == b.white && a.red == b.red && a.green == b.green && a.blue == b.blue
    }
  }

  /// The most an embedded profile may hold, bytes: JPEG's 255 markers of 65,519 bytes each. A larger claim is
  /// ignored (the photo is taken as untagged), never allocated.
  public static let maxProfileBytes = 255 * 65_519

  /// What `bytes` (a whole file, or as much of its start as holds the metadata) of kind `kind` say about their
  /// colours; nil when they say nothing, or say it in a way that cannot be trusted (a profile with markers
  /// missing, repeated or cut short).
  public static func read(_ bytes: [UInt8], kind: ImageKind) -> ColorDescription? {
    let said: ColorDescription?
    switch kind {
    case .jpeg: said = jpeg(bytes)
    case .png: said = png(bytes)
    case .webp: said = webp(bytes)
    case .tiff: said = tiff(bytes)
    default: said = nil
    }
    if said == nil && ExifColorSpace.saysAdobeRGB(bytes, kind: kind) { return .adobeRGB }
    return said
  }

  /// JPEG: APP2 segments `ICC_PROFILE\0`, sequence number (1...count), count, then a piece of the profile; all
  /// pieces, in sequence order, before the first scan.
  static func jpeg(_ b: [UInt8]) -> ColorDescription? {
    guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
    let signature = Array("ICC_PROFILE".utf8) + [0]
    var pieces: [Int: ArraySlice<UInt8>] = [:]
    var expected: Int?
    var total = 0
    var i = 2
    // Read until every piece is in (later markers are not looked at), the first scan, or a segment that is
    // not whole (a cut-short or broken file): a profile is whole or not at all.
    while i + 4 <= b.count, expected == nil || pieces.count < expected! {
      guard b[i] == 0xFF else { break }
      let marker = b[i + 1]
      if marker == 0xFF {
        i += 1  // fill byte
        continue
      }
      if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
        i += 2
        continue
      }
      // The first scan (or the end): the metadata is over.
      if marker == 0xDA || marker == 0xD9 { break }
      let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
      guard length >= 2, i + 2 + length <= b.count else { break }
      let body = b[(i + 4)..<(i + 2 + length)]
      if marker == 0xE2, body.count >= signature.count + 2, body.prefix(signature.count).elementsEqual(signature) {
        let number = Int(body[body.startIndex + signature.count])
        let count = Int(body[body.startIndex + signature.count + 1])
        guard number >= 1, count >= 1, number <= count, expected == nil || expected == count, pieces[number] == nil
        else { return nil }
        expected = count
        let piece = body.dropFirst(signature.count + 2)
        total += piece.count
        guard total <= maxProfileBytes else { return nil }
        pieces[number] = piece
      }
      i += 2 + length
    }
    guard let count = expected, pieces.count == count else { return nil }
    var profile: [UInt8] = []
    profile.reserveCapacity(total)
    for number in 1...count { profile += pieces[number]! }
    return profile.isEmpty ? nil : .iccProfile(profile)
  }

  /// PNG: the chunks before the image data; a `cICP` (CICP code points, PNG's third edition: how HDR PNGs say
  /// PQ or HLG) wins over `iCCP`, which wins over `sRGB`, which wins over `gAMA` and `cHRM`.
  static func png(_ b: [UInt8]) -> ColorDescription? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard b.count >= 8, b.prefix(8).elementsEqual(signature) else { return nil }
    var coded: ColorDescription?
    var profile: [UInt8]?
    var isSRGB = false
    var gamma: Double?
    var chromaticities: Chromaticities?
    var i = 8
    func be32(_ at: Int) -> Int { Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3]) }
    while i + 8 <= b.count {
      let length = be32(i)
      let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
      guard length >= 0, length <= 0x7FFF_FFFF, i + 12 + length <= b.count else { break }
      let data = b[(i + 8)..<(i + 8 + length)]
      if type == "IDAT" || type == "IEND" { break }
      switch type {
      case "cICP":
        // Primaries, transfer, matrix (0: RGB, the only one PNG allows), full range flag.
        if length == 4 { coded = .coded(primaries: Int(b[i + 8]), transfer: Int(b[i + 9])) }
      case "iCCP":
        // A name (1-79 bytes), a zero, the compression method (0: zlib), the stream.
        if let zero = data.firstIndex(of: 0), zero > data.startIndex, zero - data.startIndex <= 79,
          zero + 1 < data.endIndex, data[zero + 1] == 0, data.endIndex - (zero + 2) <= maxProfileBytes
        {
          profile = Array(data[(zero + 2)...])
        }
      case "sRGB":
        isSRGB = length == 1
      case "gAMA":
        if length == 4, be32(i + 8) > 0 { gamma = Double(be32(i + 8)) / 100_000 }
      case "cHRM":
        if length == 32 {
          func point(_ n: Int) -> (x: Double, y: Double) {
            (Double(be32(i + 8 + 8 * n)) / 100_000, Double(be32(i + 12 + 8 * n)) / 100_000)
          }
          chromaticities = Chromaticities(white: point(0), red: point(1), green: point(2), blue: point(3))
        }
      default:
        break
      }
      i += 12 + length
    }
    if let coded { return coded }
    if let profile, !profile.isEmpty { return .compressedICCProfile(profile) }
    if isSRGB { return .sRGB }
    if let gamma { return .gamma(gamma, chromaticities: chromaticities) }
    return nil
  }

  /// WebP: RIFF chunks after `WEBP`; the `ICCP` chunk holds the profile.
  static func webp(_ b: [UInt8]) -> ColorDescription? {
    guard b.count >= 12, b.prefix(4).elementsEqual(Array("RIFF".utf8)), b[8..<12].elementsEqual(Array("WEBP".utf8))
    else { return nil }
    var i = 12
    while i + 8 <= b.count {
      let size = Int(b[i + 4]) | Int(b[i + 5]) << 8 | Int(b[i + 6]) << 16 | Int(b[i + 7]) << 24
      guard i + 8 + size <= b.count else { return nil }
      if b[i..<(i + 4)].elementsEqual(Array("ICCP".utf8)) {
        return size > 0 && size <= maxProfileBytes ? .iccProfile(Array(b[(i + 8)..<(i + 8 + size)])) : nil
      }
      // The image data: a profile comes before it or not at all.
      if b[i..<(i + 4)].elementsEqual(Array("VP8 ".utf8)) || b[i..<(i + 4)].elementsEqual(Array("VP8L".utf8)) {
        return nil
      }
      i += 8 + size + (size & 1)
    }
    return nil
  }

  /// TIFF: the ICC profile of the first image (tag 34675 of IFD0, type UNDEFINED or BYTE), which may lie
  /// anywhere in the file: `bytes` must be the whole file.
  static func tiff(_ b: [UInt8]) -> ColorDescription? {
    guard let (r, ifd0) = ExifOrientation.tiffHeader(at: 0, in: b),
      let entry = ExifColorSpace.entry(34675, in: ifd0, r), let type = r.u16(entry + 2), type == 7 || type == 1,
      let count = r.u32(entry + 4), count > 4, count <= maxProfileBytes, let offset = r.u32(entry + 8),
      offset + count <= b.count
    else { return nil }
    return .iccProfile(Array(b[offset..<(offset + count)]))
  }
}
