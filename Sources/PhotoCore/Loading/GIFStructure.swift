/// The block layout of a GIF file, read without decoding any pixels: how many frames it holds, how large the
/// first is and whether the file ends properly. Lets the decoder decide how to treat an animation (and
/// whether it can afford it) before SDL2_image decodes every frame at full size.
public struct GIFStructure: Sendable, Equatable {
  /// The logical screen's size, pixels.
  public var screenWidth: Int
  public var screenHeight: Int
  /// How many images (frames) the file holds, counting one cut short.
  public var frameCount = 0
  /// The first frame's size, pixels (0 without frames). SDL2_image composites every frame at this size.
  public var firstFrameWidth = 0
  public var firstFrameHeight = 0
  /// The largest frame's area, pixels: SDL2_image allocates each frame at its own size, all at once.
  public var largestFrameArea = 0
  /// Whether the file reaches its trailer (false: cut short).
  public var isComplete = false

  /// Reads the layout of `bytes`; nil when they do not start like a GIF.
  public init?(_ bytes: [UInt8]) {
    guard bytes.count >= 13, bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8))
    else { return nil }
    screenWidth = Int(bytes[6]) | Int(bytes[7]) << 8
    screenHeight = Int(bytes[8]) | Int(bytes[9]) << 8
    var at = 13
    if bytes[10] & 0x80 != 0 { at += 3 << (Int(bytes[10] & 7) + 1) }
    /// Skips data sub-blocks from `at` to past their terminator; false when the file ends first.
    func skipSubBlocks() -> Bool {
      while at < bytes.count {
        let size = Int(bytes[at])
        at += 1 + size
        if size == 0 { return at <= bytes.count }
      }
      return false
    }
    while at < bytes.count {
      let introducer = bytes[at]
      at += 1
      switch introducer {
      case 0x3B:  // trailer
        isComplete = true
        return
      case 0x21:  // extension: label, then sub-blocks
        at += 1
        guard skipSubBlocks() else { return }
      case 0x2C:  // image descriptor, local colour table, LZW code size, sub-blocks
        guard at + 9 <= bytes.count else { return }
        frameCount += 1
        if frameCount == 1 {
          firstFrameWidth = Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8
          firstFrameHeight = Int(bytes[at + 6]) | Int(bytes[at + 7]) << 8
        }
        let area = (Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8) * (Int(bytes[at + 6]) | Int(bytes[at + 7]) << 8)
        largestFrameArea = max(largestFrameArea, area)
        let flags = bytes[at + 8]
        at += 9
        if flags & 0x80 != 0 { at += 3 << (Int(flags & 7) + 1) }
        at += 1
        guard skipSubBlocks() else { return }
      default:
        continue  // stray byte: SDL2_image skips these too
      }
    }
  }
}
