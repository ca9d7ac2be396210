/// GIF files written byte by byte for the decoder tests: a global palette of up to 128 colours and frames
/// of palette indices, LZW-"compressed" with 8-bit codes that are the indices themselves (a clear code
/// every 100 pixels keeps the code width at 8 bits), so no encoder is needed.
enum GIFFixture {
  /// One frame: its rectangle on the screen, its pixels (palette indices, row by row), its delay in
  /// hundredths of a second, and the palette index drawn transparent, if any.
  struct Frame {
    var x = 0
    var y = 0
    var width: Int
    var height: Int
    var indices: [UInt8]
    var delay = 10
    var transparentIndex: UInt8?
    /// What is done with it before the next frame: 1 leave it, 2 clear its rectangle, 3 put back what was there.
    var disposal = 1
    /// Whether its rows are stored in the four interlaced passes.
    var interlaced = false

    /// A `width` x `height` frame at the screen's origin filled with `index`.
    static func filled(_ index: UInt8, width: Int, height: Int, delay: Int = 10) -> Frame {
      Frame(width: width, height: height, indices: Array(repeating: index, count: width * height), delay: delay)
    }
  }

  /// A GIF89a of `frames` on a `width` x `height` screen, colours `palette` (RGB triples, 2 to 128 of them),
  /// with a NETSCAPE2.0 loop count of `loops` (nil: no such extension).
  static func encode(
    width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)], frames: [Frame], loops: Int? = 0
  ) -> [UInt8] {
    precondition(palette.count >= 2 && palette.count <= 128)
    var gif = Array("GIF89a".utf8) + le16(width) + le16(height)
    gif += [0xF6, 0, 0]  // global colour table of 128 entries, 8-bit colour resolution
    for i in 0..<128 {
      let colour = i < palette.count ? palette[i] : (0, 0, 0)
      gif += [colour.0, colour.1, colour.2]
    }
    if let loops { gif += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(loops) + [0] }
    for frame in frames {
      let flags = UInt8(frame.disposal << 2) | (frame.transparentIndex == nil ? 0 : 1)
      gif += [0x21, 0xF9, 4, flags] + le16(frame.delay) + [frame.transparentIndex ?? 0, 0]
      gif += [0x2C] + le16(frame.x) + le16(frame.y) + le16(frame.width) + le16(frame.height)
      gif += [frame.interlaced ? 0x40 : 0]
      var indices = frame.indices
      if frame.interlaced {
        let rows = [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { Array(stride(from: $0.0, to: frame.height, by: $0.1)) }
        indices = rows.flatMap { frame.indices[$0 * frame.width..<($0 + 1) * frame.width] }
      }
      gif += [7] + subBlocks(codes(indices))
    }
    return gif + [0x3B]
  }

  /// The LZW code stream: clear, up to 100 indices, clear, ..., end of information (all 8 bits wide).
  static func codes(_ indices: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    for start in stride(from: 0, to: indices.count, by: 100) {
      out.append(128)  // clear
      out += indices[start..<min(start + 100, indices.count)]
    }
    return out + [129]  // end of information
  }

  static func subBlocks(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    for start in stride(from: 0, to: data.count, by: 255) {
      let block = data[start..<min(start + 255, data.count)]
      out += [UInt8(block.count)] + block
    }
    return out + [0]
  }

  static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
