/// The EXIF orientation of a photo (TIFF tag 0x0112): how to turn the stored pixels to show them upright.
///
/// SDL2_image ignores it, so sdlphoto reads it itself from JPEG (APP1), PNG (eXIf) and WebP (EXIF chunk)
/// headers. The parser takes untrusted bytes: a corrupt IFD, a value outside 1...8 or truncated data all
/// give `.up` (show the pixels as stored), never a crash.
public enum ExifOrientation: Int, Sendable, CaseIterable {
  /// 1: as stored.
  case up = 1
  /// 2: mirrored left to right.
  case upMirrored = 2
  /// 3: turned half a turn.
  case down = 3
  /// 4: mirrored top to bottom.
  case downMirrored = 4
  /// 5: mirrored along the main diagonal (transposed).
  case leftMirrored = 5
  /// 6: the stored pixels must turn a quarter clockwise.
  case right = 6
  /// 7: mirrored along the anti-diagonal (transversed).
  case rightMirrored = 7
  /// 8: the stored pixels must turn a quarter anticlockwise.
  case left = 8

  /// How many leading bytes of a file `read` looks at (EXIF sits in the first segments).
  public static let headerLength = 256 * 1024

  /// Whether showing upright swaps width and height.
  public var swapsAxes: Bool { rawValue >= 5 }

  /// The orientation that undoes this one: a quarter turn right undoes one left and back; every other
  /// orientation is its own inverse.
  public var inverse: ExifOrientation {
    switch self {
    case .right: return .left
    case .left: return .right
    default: return self
    }
  }

  /// Where `rect`, in the stored image of `width` x `height` pixels, lands once the image is turned upright
  /// (continuous coordinates: pixel x covers x...x+1). Use `inverse` to go from upright to stored.
  public func upright(_ rect: Rect, width: Double, height: Double) -> Rect {
    func point(_ x: Double, _ y: Double) -> (Double, Double) {
      switch self {
      case .up: return (x, y)
      case .upMirrored: return (width - x, y)
      case .down: return (width - x, height - y)
      case .downMirrored: return (x, height - y)
      case .leftMirrored: return (y, x)
      case .right: return (height - y, x)
      case .rightMirrored: return (height - y, width - x)
      case .left: return (y, width - x)
      }
    }
    let a = point(rect.origin.x, rect.origin.y)
    let b = point(rect.maxX, rect.maxY)
    return Rect(x0: min(a.0, b.0), y0: min(a.1, b.1), x1: max(a.0, b.0), y1: max(a.1, b.1))
  }

  /// The orientation recorded in `bytes` (the start of a file of `kind`), or `.up`.
  public static func read(from bytes: [UInt8], kind: ImageKind) -> ExifOrientation {
    let tiff: Int?
    switch kind {
    case .jpeg: tiff = jpegTIFFOffset(bytes)
    case .png: tiff = pngTIFFOffset(bytes)
    case .webp: tiff = webpTIFFOffset(bytes)
    default: tiff = nil
    }
    guard let tiff, let value = orientation(tiffAt: tiff, in: bytes) else { return .up }
    return ExifOrientation(rawValue: value) ?? .up
  }

  /// Where the TIFF header inside a JPEG's Exif APP1 segment starts.
  static func jpegTIFFOffset(_ bytes: [UInt8]) -> Int? {
    let r = ByteReader(bytes)
    guard r.u16(0) == 0xFFD8 else { return nil }
    var offset = 2
    while let marker = r.u16(offset), marker >> 8 == 0xFF {
      let type = marker & 0xFF
      if type == 0xD8 || (0xD0...0xD7).contains(type) || type == 0x01 || type == 0xFF {
        offset += type == 0xFF ? 1 : 2  // markers without a length (and fill bytes)
        continue
      }
      if type == 0xDA || type == 0xD9 { return nil }  // image data or end: no EXIF before it
      guard let length = r.u16(offset + 2), length >= 2 else { return nil }
      if type == 0xE1 && r.matches("Exif\0\0", at: offset + 4) { return offset + 10 }
      offset += 2 + length
    }
    return nil
  }

  /// Where the TIFF header of a PNG's eXIf chunk starts.
  static func pngTIFFOffset(_ bytes: [UInt8]) -> Int? {
    let r = ByteReader(bytes)
    var offset = 8
    while let length = r.u32(offset), r.u32(offset + 4) != nil {
      if r.matches("eXIf", at: offset + 4) { return offset + 8 }
      if r.matches("IDAT", at: offset + 4) || r.matches("IEND", at: offset + 4) { return nil }
      offset += 12 + length
    }
    return nil
  }

  /// Where the TIFF header of a WebP's EXIF chunk starts.
  static func webpTIFFOffset(_ bytes: [UInt8]) -> Int? {
    var r = ByteReader(bytes)
    r.littleEndian = true
    guard r.matches("RIFF", at: 0), r.matches("WEBP", at: 8) else { return nil }
    var offset = 12
    while let size = r.u32(offset + 4), offset + 8 <= bytes.count {
      if r.matches("EXIF", at: offset) {
        // Some writers keep JPEG's "Exif\0\0" prefix inside the chunk.
        return r.matches("Exif\0\0", at: offset + 8) ? offset + 14 : offset + 8
      }
      offset += 8 + size + (size & 1)
    }
    return nil
  }

  /// A reader in the byte order of the TIFF structure at `start`, and the offset of its first IFD (from
  /// `start`), if the header is well formed.
  static func tiffHeader(at start: Int, in bytes: [UInt8]) -> (reader: ByteReader, ifd0: Int)? {
    var r = ByteReader(bytes)
    if r.matches("II", at: start) {
      r.littleEndian = true
    } else if !r.matches("MM", at: start) {
      return nil
    }
    guard r.u16(start + 2) == 42, let ifd = r.u32(start + 4), ifd >= 8 else { return nil }
    return (r, ifd)
  }

  /// The orientation value in IFD0 of the TIFF structure at `start`, if present and well formed.
  static func orientation(tiffAt start: Int, in bytes: [UInt8]) -> Int? {
    guard let (r, ifd) = tiffHeader(at: start, in: bytes) else { return nil }
    let directory = start + ifd
    guard let count = r.u16(directory), count <= 1000 else { return nil }
    for i in 0..<count {
      let entry = directory + 2 + i * 12
      guard let tag = r.u16(entry) else { return nil }
      guard tag == 0x0112 else { continue }
      guard r.u16(entry + 2) == 3, let value = r.u16(entry + 8) else { return nil }  // SHORT
      return value
    }
    return nil
  }
}
