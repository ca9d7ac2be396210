/// The chunk layout of an animated PNG (APNG), read without decoding any pixels: its animation control (`acTL`),
/// each frame's control (`fcTL`: rectangle, delay, disposal, blending) and where its compressed data lies
/// (`IDAT` for a first frame that is also the default image, `fdAT` after it), and the chunks every frame shares
/// (palette, transparency, colour). Debian's libpng does not read APNG: the decoder rebuilds each frame as a
/// PNG of its own from these pieces. Bounds are checked throughout: hostile bytes give nil or fewer frames,
/// never a trap.
public struct APNGStructure: Sendable, Equatable {
  /// One frame: its rectangle on the canvas, how long it shows, what is done before the next, how it is drawn,
  /// and the byte ranges of its zlib data in the file.
  public struct Frame: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// Its delay, milliseconds (a zero denominator means hundredths, as the specification says).
    public var milliseconds: Int
    /// 0 leave it, 1 clear its rectangle to transparent, 2 put back what was under it.
    public var disposal: Int
    /// 0 its pixels replace the canvas's, 1 they are drawn over them.
    public var blend: Int
    /// Where its compressed data lies, (offset, length) in the file.
    public var data: [Range<Int>] = []
  }

  /// The canvas's size, pixels, and the rest of the header (bit depth, colour type, compression, filter,
  /// interlace: the five bytes after width and height).
  public var width: Int
  public var height: Int
  public var headerTail: [UInt8]
  /// How many frames the file says it has, and how many times it plays (0: for ever).
  public var declaredFrames: Int
  public var plays: Int
  /// The frames whose control chunk was read, in order (one cut short may lack data).
  public var frames: [Frame] = []
  /// A chunk: its four-byte type and where its data lies in the file.
  public struct Chunk: Sendable, Equatable {
    public var type: [UInt8]
    public var data: Range<Int>
  }

  /// The chunks before the image data every frame's PNG needs (PLTE, tRNS, gAMA, cHRM, sRGB, iCCP, sBIT, cICP...).
  public var shared: [Chunk] = []
  /// Whether the file reaches its `IEND`.
  public var isComplete = false
  /// Whether the default image (the `IDAT` data a plain PNG reader shows) is the animation's first frame; when
  /// not, it stands in for the animation and is no frame of it.
  public var defaultIsFrame = false

  /// The layout of `bytes`; nil when they are not a PNG with an `acTL` before its image data.
  public init?(_ bytes: [UInt8]) {
    guard bytes.count >= 33, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      Self.type(bytes, 12) == Array("IHDR".utf8), Self.u32(bytes, 8) == 13
    else { return nil }
    width = Self.u32(bytes, 16)
    height = Self.u32(bytes, 20)
    headerTail = Array(bytes[24..<29])
    declaredFrames = 0
    plays = 0
    var control = false
    var at = 33
    var seenData = false
    while at + 8 <= bytes.count {
      let length = Self.u32(bytes, at)
      let type = Self.type(bytes, at + 4)
      let start = at + 8
      guard length <= bytes.count - start else { break }  // cut short inside this chunk
      let data = start..<(start + length)
      switch String(decoding: type, as: UTF8.self) {
      case "acTL" where length >= 8 && !seenData:
        control = true
        declaredFrames = Self.u32(bytes, start)
        plays = Self.u32(bytes, start + 4)
      case "fcTL" where length >= 26:
        frames.append(Self.frame(bytes, start))
      case "IDAT":
        if !seenData { defaultIsFrame = frames.count == 1 }
        seenData = true
        // The default image is the first frame only when a frame control came before it.
        if frames.count == 1 { frames[0].data.append(data) }
      case "fdAT" where length >= 4 && !frames.isEmpty:
        frames[frames.count - 1].data.append((start + 4)..<data.upperBound)
      case "IEND":
        isComplete = true
      case "acTL", "fcTL", "fdAT", "IHDR":
        break  // too short, or out of place: ignored
      default:
        if !seenData { shared.append(Chunk(type: type, data: data)) }
      }
      if isComplete { break }
      at = data.upperBound + 4  // past the CRC
    }
    guard control else { return nil }
  }

  /// Whether the PNG whose first bytes are `head` is animated: an `acTL` chunk before its first `IDAT` (the
  /// whole file is read only then).
  public static func isAnimated(head: [UInt8]) -> Bool {
    guard head.count >= 16, head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return false }
    var at = 8
    while at + 8 <= head.count {
      let type = String(decoding: head[(at + 4)..<(at + 8)], as: UTF8.self)
      if type == "acTL" { return true }
      if type == "IDAT" || type == "IEND" { return false }
      let (next, overflow) = (at + 12).addingReportingOverflow(u32(head, at))
      guard !overflow else { return false }
      at = next
    }
    return false
  }

  /// The frames with data, in order: those that can be shown.
  public var playable: [Frame] { frames.filter { !$0.data.isEmpty && $0.width > 0 && $0.height > 0 } }

  /// The frame control whose data starts at `at` (26 bytes: sequence, width, height, x, y, delay numerator and
  /// denominator, disposal, blending).
  private static func frame(_ bytes: [UInt8], _ at: Int) -> Frame {
    let numerator = Int(bytes[at + 20]) << 8 | Int(bytes[at + 21])
    let denominator = Int(bytes[at + 22]) << 8 | Int(bytes[at + 23])
    return Frame(
      x: u32(bytes, at + 12), y: u32(bytes, at + 16), width: u32(bytes, at + 4), height: u32(bytes, at + 8),
      milliseconds: numerator * 1000 / (denominator == 0 ? 100 : denominator), disposal: Int(bytes[at + 24]),
      blend: Int(bytes[at + 25]))
  }

  /// The big-endian 32-bit number at `at` (the caller checked the bounds).
  private static func u32(_ bytes: [UInt8], _ at: Int) -> Int {
    Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
  }

  /// The four bytes of a chunk type at `at`.
  private static func type(_ bytes: [UInt8], _ at: Int) -> [UInt8] { Array(bytes[at..<(at + 4)]) }
}
