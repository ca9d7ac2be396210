/// Animated PNGs written byte by byte for the decoder tests, with no PNG library: RGBA rows stored in zlib's
/// uncompressed ("stored") blocks, each chunk with its CRC (`PNGFixture`'s), frames as the APNG specification
/// lays them out (`acTL`, then `fcTL` and `IDAT` or `fdAT` for each).
enum APNGFixture {
  /// One frame: its rectangle, its pixels (R, G, B, A for each, row by row), delay, disposal (0 none, 1
  /// background, 2 previous) and blending (0 source, 1 over).
  struct Frame {
    var x = 0
    var y = 0
    var width: Int
    var height: Int
    var pixels: [[UInt8]]
    var milliseconds = 100
    var disposal = 0
    var blend = 0

    /// A `width` x `height` frame at the origin filled with `rgba`.
    static func filled(_ rgba: [UInt8], width: Int, height: Int, milliseconds: Int = 100) -> Frame {
      Frame(
        width: width, height: height, pixels: Array(repeating: rgba, count: width * height),
        milliseconds: milliseconds)
    }
  }

  /// An APNG of `frames` on a `width` x `height` canvas, played `plays` times (0: for ever). The first frame is
  /// the default image (`IDAT`) unless `separateDefault` gives the file a default image of its own (grey) that
  /// is not part of the animation.
  static func encode(
    width: Int, height: Int, frames: [Frame], plays: Int = 0, separateDefault: Bool = false
  )
    -> [UInt8]
  {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", u32(width) + u32(height) + [8, 6, 0, 0, 0])
    png += chunk("acTL", u32(frames.count) + u32(plays))
    var sequence = 0
    if separateDefault {
      png += chunk("IDAT", zlib(rows(Frame.filled([128, 128, 128, 255], width: width, height: height))))
    }
    for (i, frame) in frames.enumerated() {
      var control = u32(sequence) + u32(frame.width) + u32(frame.height) + u32(frame.x) + u32(frame.y)
      control += [UInt8(frame.milliseconds >> 8), UInt8(frame.milliseconds & 0xFF), 0x03, 0xE8]
      control += [UInt8(frame.disposal), UInt8(frame.blend)]
      png += chunk("fcTL", control)
      sequence += 1
      let data = zlib(rows(frame))
      if i == 0 && !separateDefault {
        png += chunk("IDAT", data)
      } else {
        png += chunk("fdAT", u32(sequence) + data)
        sequence += 1
      }
    }
    return png + chunk("IEND", [])
  }

  /// The frame's scanlines, each with filter byte 0.
  static func rows(_ frame: Frame) -> [UInt8] {
    (0..<frame.height).flatMap { y in [0] + (0..<frame.width).flatMap { frame.pixels[y * frame.width + $0] } }
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] { PNGFixture.chunk(type, data) }
  static func zlib(_ data: [UInt8]) -> [UInt8] { PNGFixture.zlibStored(data) }
  static func u32(_ value: Int) -> [UInt8] { PNGFixture.be32(value) }
}
