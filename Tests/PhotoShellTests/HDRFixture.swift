import CAVIF
import CHEIF
import CJXL
import Foundation
import PhotoCore

/// HDR AVIFs made in the test process from an sRGB picture, as an HDR pipeline would code it: each colour's
/// light (sRGB's EOTF) with its white at HDR reference white (203 nits, BT.2408), in BT.2020 primaries, coded
/// in PQ or HLG (for HLG, the inverse of the 1000-nit OOTF first) at 10 or 12 bits, then encoded by libavif's
/// own encoder (aom) with CICP 9/16/9 or 9/18/9 (BT.2020 primaries, PQ or HLG, BT.2020 non-constant luminance
/// matrix), quantizer 0.
enum HDRFixture {
  /// A `width` x `height` test photo, 8-bit sRGB R, G, B per pixel, row by row: hues across, from saturated at
  /// the top to grey at the bottom, light to dark along the diagonal; a grey ramp in the bottom eighth.
  static func photo(width: Int, height: Int) -> [[UInt8]] {
    (0..<height).flatMap { y in
      (0..<width).map { x -> [UInt8] in
        if y >= height * 7 / 8 { return Array(repeating: UInt8(x * 255 / max(width - 1, 1)), count: 3) }
        let hue = Double(x) / Double(width) * 6
        let saturation = 1 - Double(y) / Double(height)
        let value = 1 - 0.8 * Double(x + y) / Double(width + height)
        let sector = Int(hue) % 6
        let f = hue - Double(Int(hue))
        let (p, q, t) = (1 - saturation, 1 - saturation * f, 1 - saturation * (1 - f))
        let rgb = [[1, t, p], [q, 1, p], [p, 1, t], [p, q, 1], [t, p, 1], [1, p, q]][sector]
        return rgb.map { UInt8(($0 * value * 255).rounded()) }
      }
    }
  }

  /// The `bitDepth`-bit code values of the 8-bit sRGB colour `srgb` coded as BT.2020 `transfer` light at
  /// 203-nit reference white.
  static func codes(_ srgb: [UInt8], transfer: HDRTransfer, bitDepth: Int) -> [UInt16] {
    let white = Tuning.Color.referenceWhiteNits
    let light = srgb.map { HDRToneMap.sRGBLight(signal: Double($0) / 255) * white }
    let toBT2020 = ColorMatrix.converting(
      from: ColorDescription.sRGBChromaticities, to: ColorDescription.bt2020Chromaticities)
    let wide = toBT2020.apply((light[0], light[1], light[2]))
    let channels = [wide.0, wide.1, wide.2]
    var signals: [Double]
    switch transfer {
    case .pq:
      signals = channels.map { PQCurve.signal(nits: $0) }
    case .hlg:
      // The inverse OOTF: display luminance is Lw Ys^1.2, so scene light is display light / (Lw Ys^0.2).
      let w = HLGCurve.luminanceWeights
      let luminance = w.red * wide.0 + w.green * wide.1 + w.blue * wide.2
      let scene = pow(luminance / Tuning.Color.hlgNominalPeakNits, 1 / Tuning.Color.hlgSystemGamma)
      let gain = luminance > 0 ? HLGCurve.gain(luminance: scene) : 1
      signals = channels.map { HLGCurve.signal(sceneLight: $0 / gain) }
    }
    let maxCode = Double((1 << bitDepth) - 1)
    return signals.map { UInt16(($0 * maxCode).rounded()) }
  }

  /// An AVIF of `pixels` (`width` x `height` sRGB colours) coded as `transfer` at `bitDepth` bits, YUV `format`;
  /// with `transfer` nil, an 8-bit sRGB AVIF (CICP 1/13/1) of the same pixels.
  static func encode(
    _ pixels: [[UInt8]], width: Int, height: Int, transfer: HDRTransfer?, bitDepth: Int = 10,
    format: avifPixelFormat = AVIF_PIXEL_FORMAT_YUV444
  ) -> [UInt8] {
    guard let transfer else {
      return encode(pixels.flatMap { $0.map(UInt16.init) }, width: width, height: height, bitDepth: 8, cicp: (1, 13, 1))
    }
    let codes = pixels.flatMap { Self.codes($0, transfer: transfer, bitDepth: bitDepth) }
    let cicp = (9, transfer == .pq ? 16 : 18, 9)
    return encode(codes, width: width, height: height, bitDepth: bitDepth, cicp: cicp, format: format)
  }

  /// An AVIF of `codes` (R, G, B code values, `width` x `height`, row by row) at `bitDepth` bits with CICP
  /// `cicp` (primaries, transfer, matrix), full range, YUV `format`.
  static func encode(
    _ codes: [UInt16], width: Int, height: Int, bitDepth: Int, cicp: (Int, Int, Int),
    format: avifPixelFormat = AVIF_PIXEL_FORMAT_YUV444
  ) -> [UInt8] {
    precondition(sdlphoto_avif_load() != 0, "libavif cannot be loaded")
    let image = dl_avifImageCreate(UInt32(width), UInt32(height), UInt32(bitDepth), format)!
    defer { dl_avifImageDestroy(image) }
    image.pointee.colorPrimaries = avifColorPrimaries(cicp.0)
    image.pointee.transferCharacteristics = avifTransferCharacteristics(cicp.1)
    image.pointee.matrixCoefficients = avifMatrixCoefficients(cicp.2)
    image.pointee.yuvRange = AVIF_RANGE_FULL
    var rgb = avifRGBImage()
    dl_avifRGBImageSetDefaults(&rgb, image)
    rgb.format = AVIF_RGB_FORMAT_RGB
    rgb.depth = UInt32(bitDepth)
    let converted: avifResult
    if bitDepth > 8 {
      var wide = codes
      rgb.rowBytes = UInt32(width * 6)
      converted = wide.withUnsafeMutableBytes { buffer in
        rgb.pixels = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        return dl_avifImageRGBToYUV(image, &rgb)
      }
    } else {
      var bytes = codes.map { UInt8(min($0, 255)) }
      rgb.rowBytes = UInt32(width * 3)
      converted = bytes.withUnsafeMutableBufferPointer { buffer in
        rgb.pixels = buffer.baseAddress
        return dl_avifImageRGBToYUV(image, &rgb)
      }
    }
    precondition(converted == AVIF_RESULT_OK, "libavif could not convert the fixture")
    return write(image)
  }

  /// `image` encoded by aom at quantizer 0.
  static func write(_ image: UnsafeMutablePointer<avifImage>) -> [UInt8] {
    let encoder = dl_avifEncoderCreate()!
    defer { dl_avifEncoderDestroy(encoder) }
    encoder.pointee.maxThreads = 1
    encoder.pointee.speed = 10
    encoder.pointee.minQuantizer = 0
    encoder.pointee.maxQuantizer = 0
    var output = avifRWData()
    let written = dl_avifEncoderWrite(encoder, image, &output)
    precondition(written == AVIF_RESULT_OK, "libavif could not encode the fixture: \(written)")
    defer { dl_avifRWDataFree(&output) }
    return Array(UnsafeBufferPointer(start: output.data, count: output.size))
  }

  /// A HEIC of `pixels` (`width` x `height` sRGB colours) coded as `transfer` at `bitDepth` bits, nclx
  /// 9/16/9 or 9/18/9, encoded by x265 (lossy, quality 95) as libheif does from 16-bit R, G, B.
  static func heic(_ pixels: [[UInt8]], width: Int, height: Int, transfer: HDRTransfer, bitDepth: Int = 10) -> [UInt8] {
    precondition(sdlphoto_heif_load() != 0, "libheif cannot be loaded")
    var image: OpaquePointer?
    check(
      dl_heif_image_create(Int32(width), Int32(height), heif_colorspace_RGB, heif_chroma_interleaved_RRGGBB_LE, &image))
    defer { dl_heif_image_release(image) }
    check(dl_heif_image_add_plane(image, heif_channel_interleaved, Int32(width), Int32(height), Int32(bitDepth)))
    var stride: Int32 = 0
    let plane = UnsafeMutableRawPointer(dl_heif_image_get_plane(image, heif_channel_interleaved, &stride)!)
    for (index, colour) in pixels.enumerated() {
      let row = (plane + (index / width) * Int(stride)).assumingMemoryBound(to: UInt16.self)
      for (channel, code) in codes(colour, transfer: transfer, bitDepth: bitDepth).enumerated() {
        row[(index % width) * 3 + channel] = code.littleEndian
      }
    }
    let nclx = dl_heif_nclx_color_profile_alloc()!
    defer { dl_heif_nclx_color_profile_free(nclx) }
    nclx.pointee.color_primaries = heif_color_primaries(rawValue: 9)
    nclx.pointee.transfer_characteristics = heif_transfer_characteristics(rawValue: transfer == .pq ? 16 : 18)
    nclx.pointee.matrix_coefficients = heif_matrix_coefficients(rawValue: 9)
    nclx.pointee.full_range_flag = 1
    check(dl_heif_image_set_nclx_color_profile(image, nclx))
    let context = dl_heif_context_alloc()
    defer { dl_heif_context_free(context) }
    var encoder: OpaquePointer?
    check(dl_heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder))
    defer { dl_heif_encoder_release(encoder) }
    check(dl_heif_encoder_set_lossy_quality(encoder, 95))
    check(dl_heif_encoder_set_logging_level(encoder, 0))
    let options = dl_heif_encoding_options_alloc()!
    defer { dl_heif_encoding_options_free(options) }
    options.pointee.output_nclx_profile = nclx
    options.pointee.macOS_compatibility_workaround_no_nclx_profile = 0  // else libheif 1.15 writes no nclx
    check(dl_heif_context_encode_image(context, image, encoder, options, nil))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString).heic").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    check(dl_heif_context_write_to_file(context, path))
    return [UInt8](FileManager.default.contents(atPath: path)!)
  }

  private static func check(_ status: heif_error) {
    precondition(status.code == heif_error_Ok, "libheif: " + String(cString: status.message))
  }

  /// A lossless JPEG XL of `pixels` (`width` x `height` sRGB colours) coded as `transfer` at `bitDepth` bits,
  /// its colour encoding BT.2100 (BT.2020 primaries, D65, PQ or HLG), as libjxl's encoder writes it.
  static func jxl(_ pixels: [[UInt8]], width: Int, height: Int, transfer: HDRTransfer, bitDepth: Int = 10) -> [UInt8] {
    precondition(sdlphoto_jxl_load() != 0, "libjxl cannot be loaded")
    let encoder = dl_JxlEncoderCreate(nil)!
    defer { dl_JxlEncoderDestroy(encoder) }
    var info = JxlBasicInfo()
    dl_JxlEncoderInitBasicInfo(&info)
    (info.xsize, info.ysize) = (UInt32(width), UInt32(height))
    info.bits_per_sample = UInt32(bitDepth)
    info.num_color_channels = 3
    info.uses_original_profile = 1  // lossless
    precondition(dl_JxlEncoderSetBasicInfo(encoder, &info) == JXL_ENC_SUCCESS, "libjxl refused the basic info")
    var colour = JxlColorEncoding()
    colour.color_space = JXL_COLOR_SPACE_RGB
    colour.white_point = JXL_WHITE_POINT_D65
    colour.primaries = JXL_PRIMARIES_2100
    colour.transfer_function = transfer == .pq ? JXL_TRANSFER_FUNCTION_PQ : JXL_TRANSFER_FUNCTION_HLG
    colour.rendering_intent = JXL_RENDERING_INTENT_RELATIVE
    precondition(dl_JxlEncoderSetColorEncoding(encoder, &colour) == JXL_ENC_SUCCESS, "libjxl refused PQ/HLG")
    let settings = dl_JxlEncoderFrameSettingsCreate(encoder, nil)!
    precondition(dl_JxlEncoderSetFrameLossless(settings, 1) == JXL_ENC_SUCCESS)
    precondition(dl_JxlEncoderFrameSettingsSetOption(settings, JXL_ENC_FRAME_SETTING_EFFORT, 1) == JXL_ENC_SUCCESS)
    // 16-bit input, full scale: libjxl stores each value at `bitDepth` bits, which is the code value exactly.
    let maxCode = (1 << bitDepth) - 1
    let wide = pixels.flatMap { codes($0, transfer: transfer, bitDepth: bitDepth) }.map {
      UInt16((Int($0) * 65535 + maxCode / 2) / maxCode)
    }
    var format = JxlPixelFormat(num_channels: 3, data_type: JXL_TYPE_UINT16, endianness: JXL_NATIVE_ENDIAN, align: 0)
    let added = wide.withUnsafeBytes { dl_JxlEncoderAddImageFrame(settings, &format, $0.baseAddress, $0.count) }
    precondition(added == JXL_ENC_SUCCESS, "libjxl refused the frame")
    dl_JxlEncoderCloseInput(encoder)
    var output = [UInt8](repeating: 0, count: 1 << 16)
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

  /// A 16-bit RGB PNG of `pixels` (`width` x `height` sRGB colours) coded as `transfer` (10-bit code values at
  /// full 16-bit scale), its `cICP` chunk 9/16/0/1 or 9/18/0/1; Adam7-interlaced when `interlaced`.
  static func png(
    _ pixels: [[UInt8]], width: Int, height: Int, transfer: HDRTransfer, interlaced: Bool = false
  ) -> [UInt8] {
    let samples = pixels.map { codes($0, transfer: transfer, bitDepth: 10).map { (Int($0) * 65535 + 511) / 1023 } }
    var bytes = PNGFixture.encode(width: width, height: height, colorType: .rgb, bitDepth: 16, interlaced: interlaced) {
      samples[$1 * width + $0]
    }
    // After the signature (8 bytes) and IHDR (25): cICP comes before the image data.
    bytes.insert(contentsOf: PNGFixture.chunk("cICP", [9, transfer == .pq ? 16 : 18, 0, 1]), at: 33)
    return bytes
  }
}
