import CJXL
import PhotoCore

/// JPEG XL files made in the test process with libjxl's own encoder (the library the decoder loads, called
/// through CJXL's table like the decoder), from 8-bit B, G, R, A pixels: lossless, sRGB, with an orientation in
/// the header when asked; and a bare header claiming any size.
enum JXLFixture {
  /// A `width` x `height` JPEG XL whose stored pixel at (x, y) is `pixel(x, y)` = (B, G, R, A), shown as EXIF
  /// `orientation` says (JPEG XL uses the same numbers); with an alpha channel when `alpha`.
  static func encode(
    width: Int, height: Int, alpha: Bool = false, orientation: ExifOrientation = .up,
    pixel: (Int, Int) -> [UInt8]
  ) -> [UInt8] {
    withoutActuallyEscaping(pixel) {
      encode(width: width, height: height, alpha: alpha, orientation: orientation, frames: [$0], milliseconds: [])
    }
  }

  /// A `width` x `height` JPEG XL animation: frame i is `frames[i]` (B, G, R, A for each pixel, as `encode`),
  /// shown `milliseconds[i]`, played `loops` times (0: for ever). A still when `milliseconds` is empty.
  static func encode(
    width: Int, height: Int, alpha: Bool = false, orientation: ExifOrientation = .up,
    frames: [(Int, Int) -> [UInt8]], milliseconds: [Int], loops: Int = 0
  ) -> [UInt8] {
    precondition(sdlphoto_jxl_load() != 0, "libjxl cannot be loaded")
    let encoder = dl_JxlEncoderCreate(nil)!
    defer { dl_JxlEncoderDestroy(encoder) }
    var info = JxlBasicInfo()
    dl_JxlEncoderInitBasicInfo(&info)
    info.xsize = UInt32(width)
    info.ysize = UInt32(height)
    info.bits_per_sample = 8
    info.exponent_bits_per_sample = 0
    info.num_color_channels = 3
    info.alpha_bits = alpha ? 8 : 0
    info.num_extra_channels = alpha ? 1 : 0
    info.uses_original_profile = 1  // lossless
    info.orientation = JxlOrientation(rawValue: UInt32(orientation.rawValue))
    if !milliseconds.isEmpty {
      info.have_animation = 1
      info.animation.tps_numerator = 1000
      info.animation.tps_denominator = 1
      info.animation.num_loops = UInt32(loops)
    }
    precondition(dl_JxlEncoderSetBasicInfo(encoder, &info) == JXL_ENC_SUCCESS, "libjxl refused the basic info")
    var colour = JxlColorEncoding()
    dl_JxlColorEncodingSetToSRGB(&colour, 0)
    precondition(dl_JxlEncoderSetColorEncoding(encoder, &colour) == JXL_ENC_SUCCESS)
    let settings = dl_JxlEncoderFrameSettingsCreate(encoder, nil)!
    precondition(dl_JxlEncoderSetFrameLossless(settings, 1) == JXL_ENC_SUCCESS)
    precondition(dl_JxlEncoderFrameSettingsSetOption(settings, JXL_ENC_FRAME_SETTING_EFFORT, 1) == JXL_ENC_SUCCESS)
    var format = JxlPixelFormat(
      num_channels: alpha ? 4 : 3, data_type: JXL_TYPE_UINT8, endianness: JXL_NATIVE_ENDIAN, align: 0)
    for (i, pixel) in frames.enumerated() {
      if i < milliseconds.count {
        var header = JxlFrameHeader()
        dl_JxlEncoderInitFrameHeader(&header)
        header.duration = UInt32(milliseconds[i])
        precondition(dl_JxlEncoderSetFrameHeader(settings, &header) == JXL_ENC_SUCCESS)
      }
      var pixels: [UInt8] = []
      pixels.reserveCapacity(width * height * 4)
      for y in 0..<height {
        for x in 0..<width {
          let p = pixel(x, y)
          pixels += alpha ? [p[2], p[1], p[0], p[3]] : [p[2], p[1], p[0]]
        }
      }
      let added = pixels.withUnsafeBytes {
        dl_JxlEncoderAddImageFrame(settings, &format, $0.baseAddress, $0.count)
      }
      precondition(added == JXL_ENC_SUCCESS, "libjxl refused the frame")
    }
    dl_JxlEncoderCloseInput(encoder)
    var output = [UInt8](repeating: 0, count: 4096)
    var written = 0
    while true {
      let (status, used): (JxlEncoderStatus, Int) = output.withUnsafeMutableBufferPointer { buffer in
        var next: UnsafeMutablePointer<UInt8>? = buffer.baseAddress! + written
        var available = buffer.count - written
        let status = dl_JxlEncoderProcessOutput(encoder, &next, &available)
        return (status, buffer.count - written - available)
      }
      written += used
      if status == JXL_ENC_SUCCESS { break }
      precondition(status == JXL_ENC_NEED_MORE_OUTPUT, "libjxl could not encode the fixture")
      output += [UInt8](repeating: 0, count: output.count)
    }
    return Array(output.prefix(written))
  }

  /// A bare JPEG XL codestream header (signature, size, default metadata) claiming `width` x `height`.
  static func header(width: Int, height: Int) -> [UInt8] {
    var bits: [Bool] = []
    func put(_ value: Int, _ count: Int) { for i in 0..<count { bits.append(value >> i & 1 == 1) } }
    // SizeHeader: not div8; each dimension as U32 selector 3 (1 + u(30)); ratio 0 (the width follows).
    put(0, 1)
    put(3, 2)
    put(height - 1, 30)
    put(0, 3)
    put(3, 2)
    put(width - 1, 30)
    put(1, 1)  // ImageMetadata all_default
    var bytes: [UInt8] = [0xFF, 0x0A]
    for start in stride(from: 0, to: bits.count, by: 8) {
      var byte: UInt8 = 0
      for (i, bit) in bits[start..<min(start + 8, bits.count)].enumerated() where bit { byte |= 1 << i }
      bytes.append(byte)
    }
    return bytes + [UInt8](repeating: 0, count: 64)
  }
}
