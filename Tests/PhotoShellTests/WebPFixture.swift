import CWebP

/// WebP files made in the test process with libwebp's own encoder (the library the decoder links), from
/// 8-bit B, G, R, A pixels: lossless for exact colours and alpha, lossy like a camera's, and an animated
/// WebP assembled by hand from lossless frames.
enum WebPFixture {
  /// A `width` x `height` WebP whose pixel at (x, y) is `pixel(x, y)` = (B, G, R, A); lossless when
  /// `quality` is nil.
  static func encode(width: Int, height: Int, quality: Float? = nil, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
    var bgra: [UInt8] = []
    bgra.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width { bgra += pixel(x, y) }
    }
    var output: UnsafeMutablePointer<UInt8>?
    let size = bgra.withUnsafeBufferPointer { buffer in
      if let quality {
        return WebPEncodeBGRA(buffer.baseAddress, Int32(width), Int32(height), Int32(width * 4), quality, &output)
      }
      return WebPEncodeLosslessBGRA(buffer.baseAddress, Int32(width), Int32(height), Int32(width * 4), &output)
    }
    precondition(size > 0 && output != nil, "libwebp could not encode the fixture")
    defer { WebPFree(output) }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  /// An animated WebP (VP8X + ANIM + one ANMF per frame) of lossless `frames`, each a whole-canvas still
  /// WebP from `encode` (same size), shown `duration` milliseconds each.
  /// `durations` (milliseconds) give each frame its own; `loops` is the ANIM chunk's loop count (0: for ever).
  static func animated(
    width: Int, height: Int, frames: [[UInt8]], duration: Int = 100, durations: [Int]? = nil, loops: Int = 0
  ) -> [UInt8] {
    var body = Array("WEBP".utf8)
    body += chunk("VP8X", [0x02, 0, 0, 0] + le24(width - 1) + le24(height - 1))  // animation flag
    body += chunk("ANIM", [0, 0, 0, 0, UInt8(loops & 0xFF), UInt8(loops >> 8 & 0xFF)])  // background, loops
    for (i, frame) in frames.enumerated() {
      let duration = durations?[i] ?? duration
      // The still file's bitstream chunk (after "RIFF", size, "WEBP") goes inside the frame.
      let bitstream = Array(frame[12...])
      body += chunk("ANMF", le24(0) + le24(0) + le24(width - 1) + le24(height - 1) + le24(duration) + [0] + bitstream)
    }
    return Array("RIFF".utf8) + le32(body.count) + body
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    Array(type.utf8) + le32(data.count) + data + (data.count % 2 == 1 ? [0] : [])
  }

  static func le24(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)]
  }
  static func le32(_ value: Int) -> [UInt8] { le24(value) + [UInt8(value >> 24 & 0xFF)] }
}
