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
  /// Where the first frame's bottom-right corner lies on the screen, pixels: a canvas covers the screen and the
  /// first frame (as Chromium sizes one whose frame overflows its screen).
  public var firstFrameRight = 0
  public var firstFrameBottom = 0
  /// The largest frame's area, pixels: SDL2_image allocates each frame at its own size, all at once.
  public var largestFrameArea = 0
  /// Whether the file reaches its trailer (false: cut short).
  public var isComplete = false
  /// Each frame's delay as its Graphic Control Extension says, hundredths of a second (0 without one).
  public var delays: [Int] = []
  /// The NETSCAPE2.0 (or ANIMEXTS1.0) extension's loop count: 0 for ever, n to repeat n times after the first
  /// play; nil without the extension (browsers then play the animation once).
  public var loopCount: Int?
  /// Whether a frame has a transparent colour.
  public var hasTransparency = false

  /// How many times the animation plays, as browsers read the file (0: for ever).
  public var plays: Int {
    guard let loopCount else { return 1 }
    return loopCount == 0 ? 0 : loopCount + 1
  }

  /// Reads the layout of `bytes`; nil when they do not start like a GIF.
  public init?(_ bytes: [UInt8]) {
    guard bytes.count >= 13, bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8))
    else { return nil }
    screenWidth = Int(bytes[6]) | Int(bytes[7]) << 8
    screenHeight = Int(bytes[8]) | Int(bytes[9]) << 8
    var at = 13
    var delay = 0  // the next frame's, from the Graphic Control Extension before it
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
        guard at < bytes.count else { return }
        readExtension(bytes, label: bytes[at], from: at + 1, delay: &delay)
        at += 1
        guard skipSubBlocks() else { return }
      case 0x2C:  // image descriptor, local colour table, LZW code size, sub-blocks
        guard at + 9 <= bytes.count else { return }
        frameCount += 1
        delays.append(delay)
        delay = 0
        if frameCount == 1 {
          firstFrameWidth = Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8
          firstFrameHeight = Int(bytes[at + 6]) | Int(bytes[at + 7]) << 8
          firstFrameRight = (Int(bytes[at]) | Int(bytes[at + 1]) << 8) + firstFrameWidth
          firstFrameBottom = (Int(bytes[at + 2]) | Int(bytes[at + 3]) << 8) + firstFrameHeight
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

  /// Reads what matters of the extension labelled `label` whose sub-blocks start at `at`: a Graphic Control
  /// Extension's delay (for the next frame) and transparency, a looping extension's count.
  private mutating func readExtension(_ bytes: [UInt8], label: UInt8, from at: Int, delay: inout Int) {
    guard at < bytes.count else { return }
    let size = Int(bytes[at])
    if label == 0xF9, size >= 4, at + 4 < bytes.count {
      delay = Int(bytes[at + 2]) | Int(bytes[at + 3]) << 8
      if bytes[at + 1] & 1 != 0 { hasTransparency = true }
    } else if label == 0xFF, size == 11, at + 12 < bytes.count {
      let name = bytes[(at + 1)..<(at + 12)]
      guard name.elementsEqual("NETSCAPE2.0".utf8) || name.elementsEqual("ANIMEXTS1.0".utf8) else { return }
      let data = at + 12
      if data + 3 < bytes.count, bytes[data] >= 3, bytes[data + 1] == 1 {
        loopCount = Int(bytes[data + 2]) | Int(bytes[data + 3]) << 8
      }
    }
  }
}
