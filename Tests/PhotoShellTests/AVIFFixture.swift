import CAVIF
import PhotoCore

/// AVIF files made in the test process with libavif's own encoder (aom, used by the library the decoder
/// loads; called through CAVIF's table like the decoder), from 8-bit B, G, R, A pixels: lossless 4:4:4 (identity matrix, quantizer 0), with an `irot` box
/// and a `clap` box when asked.
enum AVIFFixture {
  /// A `width` x `height` AVIF whose stored pixel at (x, y) is `pixel(x, y)` = (B, G, R, A), turned
  /// `quarterTurns` times anticlockwise for display (`irot`); with an alpha plane when `alpha`.
  static func encode(
    width: Int, height: Int, alpha: Bool = false, quarterTurns: Int = 0, clap: [UInt32]? = nil,
    pixel: (Int, Int) -> [UInt8]
  ) -> [UInt8] {
    precondition(sdlphoto_avif_load() != 0, "libavif cannot be loaded")
    var bgra: [UInt8] = []
    bgra.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width { bgra += pixel(x, y) }
    }
    let image = dl_avifImageCreate(UInt32(width), UInt32(height), 8, AVIF_PIXEL_FORMAT_YUV444)!
    defer { dl_avifImageDestroy(image) }
    image.pointee.matrixCoefficients = avifMatrixCoefficients(AVIF_MATRIX_COEFFICIENTS_IDENTITY)
    image.pointee.yuvRange = AVIF_RANGE_FULL
    if quarterTurns != 0 {
      image.pointee.transformFlags |= AVIF_TRANSFORM_IROT.rawValue
      image.pointee.irot.angle = UInt8(quarterTurns & 3)
    }
    if let clap {
      // A clean aperture's eight fields as the box stores them (libavif writes it unchecked).
      image.pointee.transformFlags |= AVIF_TRANSFORM_CLAP.rawValue
      image.pointee.clap = avifCleanApertureBox(
        widthN: clap[0], widthD: clap[1], heightN: clap[2], heightD: clap[3], horizOffN: clap[4], horizOffD: clap[5],
        vertOffN: clap[6], vertOffD: clap[7])
    }
    var rgb = avifRGBImage()
    dl_avifRGBImageSetDefaults(&rgb, image)
    rgb.format = AVIF_RGB_FORMAT_BGRA
    rgb.depth = 8
    rgb.rowBytes = UInt32(width * 4)
    rgb.ignoreAlpha = alpha ? AVIF_FALSE : AVIF_TRUE
    let converted = bgra.withUnsafeMutableBufferPointer { buffer in
      rgb.pixels = buffer.baseAddress
      return dl_avifImageRGBToYUV(image, &rgb)
    }
    precondition(converted == AVIF_RESULT_OK, "libavif could not convert the fixture")
    let encoder = losslessEncoder()
    defer { dl_avifEncoderDestroy(encoder) }
    var output = avifRWData()
    let written = dl_avifEncoderWrite(encoder, image, &output)
    precondition(written == AVIF_RESULT_OK, "libavif could not encode the fixture: \(written)")
    defer { dl_avifRWDataFree(&output) }
    return Array(UnsafeBufferPointer(start: output.data, count: output.size))
  }
}

extension AVIFFixture {
  /// An AVIF image sequence of `width` x `height` frames, each of one colour (B, G, R, A), lossless 4:4:4,
  /// frame `i` shown `durations[i]` tenths of a second (timescale 10), made by libavif's own encoder.
  static func sequence(width: Int, height: Int, colours: [[UInt8]], durations: [UInt64]) -> [UInt8] {
    precondition(sdlphoto_avif_load() != 0, "libavif cannot be loaded")
    let encoder = losslessEncoder()
    defer { dl_avifEncoderDestroy(encoder) }
    encoder.pointee.timescale = 10
    for (colour, duration) in zip(colours, durations) {
      let image = dl_avifImageCreate(UInt32(width), UInt32(height), 8, AVIF_PIXEL_FORMAT_YUV444)!
      defer { dl_avifImageDestroy(image) }
      image.pointee.matrixCoefficients = avifMatrixCoefficients(AVIF_MATRIX_COEFFICIENTS_IDENTITY)
      image.pointee.yuvRange = AVIF_RANGE_FULL
      var bgra = [UInt8](repeating: 0, count: width * height * 4)
      for i in 0..<(width * height) { bgra.replaceSubrange(i * 4..<i * 4 + 4, with: colour) }
      var rgb = avifRGBImage()
      dl_avifRGBImageSetDefaults(&rgb, image)
      rgb.format = AVIF_RGB_FORMAT_BGRA
      rgb.depth = 8
      rgb.rowBytes = UInt32(width * 4)
      rgb.ignoreAlpha = AVIF_TRUE
      let converted = bgra.withUnsafeMutableBufferPointer { buffer in
        rgb.pixels = buffer.baseAddress
        return dl_avifImageRGBToYUV(image, &rgb)
      }
      precondition(converted == AVIF_RESULT_OK, "libavif could not convert the fixture")
      let added = dl_avifEncoderAddImage(encoder, image, duration, avifAddImageFlags(AVIF_ADD_IMAGE_FLAG_NONE.rawValue))
      precondition(added == AVIF_RESULT_OK, "libavif could not add a frame: \(added)")
    }
    var output = avifRWData()
    let finished = dl_avifEncoderFinish(encoder, &output)
    precondition(finished == AVIF_RESULT_OK, "libavif could not finish the sequence: \(finished)")
    defer { dl_avifRWDataFree(&output) }
    return Array(UnsafeBufferPointer(start: output.data, count: output.size))
  }

  /// A libavif encoder set for lossless fixtures (quantizer 0, colour and alpha), fast, on one thread; the
  /// caller destroys it.
  static func losslessEncoder() -> UnsafeMutablePointer<avifEncoder> {
    let encoder = dl_avifEncoderCreate()!
    encoder.pointee.maxThreads = 1
    encoder.pointee.speed = 10
    encoder.pointee.minQuantizer = 0
    encoder.pointee.maxQuantizer = 0
    encoder.pointee.minQuantizerAlpha = 0
    encoder.pointee.maxQuantizerAlpha = 0
    return encoder
  }
}
