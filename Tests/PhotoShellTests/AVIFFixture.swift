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
    let encoder = dl_avifEncoderCreate()!
    defer { dl_avifEncoderDestroy(encoder) }
    encoder.pointee.maxThreads = 1
    encoder.pointee.speed = 10
    encoder.pointee.minQuantizer = 0
    encoder.pointee.maxQuantizer = 0
    encoder.pointee.minQuantizerAlpha = 0
    encoder.pointee.maxQuantizerAlpha = 0
    var output = avifRWData()
    let written = dl_avifEncoderWrite(encoder, image, &output)
    precondition(written == AVIF_RESULT_OK, "libavif could not encode the fixture: \(written)")
    defer { dl_avifRWDataFree(&output) }
    return Array(UnsafeBufferPointer(start: output.data, count: output.size))
  }
}
