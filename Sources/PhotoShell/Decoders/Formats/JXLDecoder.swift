import CJXL
import CSDL2
import PhotoCore

/// JPEG XL decoding through libjxl: the basic info first (the size checked before any pixel is allocated),
/// then the first frame decoded whole (libjxl cannot scale) as 8-bit RGBA with the image's orientation
/// applied, halved in place while over twice the box, converted to ARGB8888 and shrunk to fit. A PQ or HLG
/// image is decoded as 16-bit RGB(A) and tone-mapped to sRGB instead (`JXLDecoder+HDR.swift`). Alpha is
/// kept; an animation plays (`JXLAnimationSource`). libjxl is opened at run time (`CLoader`) on the first JPEG XL (`sdlphoto_jxl_load`);
/// without it JPEG XL is an unsupported format.
struct JXLDecoder {
  /// Decodes `bytes` into an upright ARGB8888 surface the size of the image fitted in `boxWidth` x `boxHeight`
  /// (`ImageDecoder.fittedSize`). Returns the surface and the image's upright full size; refuses more than
  /// `maxPixels` before decoding.
  static func decode(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, maxPixels: Int, managesColour: Bool = true,
    animates: Bool = true
  ) -> Result<LibraryImage, PhotoLoadError> {
    // libjxl is loaded on the first JPEG XL (never linked: most albums have none).
    guard sdlphoto_jxl_load() != 0 else {
      return .failure(.unsupportedFormat(detail: "JPEG XL needs libjxl0.7 (not installed)"))
    }
    guard let decoder = dl_JxlDecoderCreate(nil) else {
      return .failure(.corrupt(detail: "cannot start the JPEG XL decoder"))
    }
    defer { dl_JxlDecoderDestroy(decoder) }
    let events = Int32(JXL_DEC_BASIC_INFO.rawValue | JXL_DEC_COLOR_ENCODING.rawValue | JXL_DEC_FULL_IMAGE.rawValue)
    guard dl_JxlDecoderSubscribeEvents(decoder, events) == JXL_DEC_SUCCESS,
      dl_JxlDecoderSetKeepOrientation(decoder, 0) == JXL_DEC_SUCCESS  // libjxl turns the pixels upright
    else { return .failure(.corrupt(detail: "cannot start the JPEG XL decoder")) }
    // R, G, B, A bytes, rows packed: SDL's ABGR8888 on little-endian machines.
    var format = JxlPixelFormat(num_channels: 4, data_type: JXL_TYPE_UINT8, endianness: JXL_NATIVE_ENDIAN, align: 0)
    return bytes.withUnsafeBufferPointer { buffer in
      guard dl_JxlDecoderSetInput(decoder, buffer.baseAddress, buffer.count) == JXL_DEC_SUCCESS else {
        return .failure(.corrupt(detail: "cannot start the JPEG XL decoder"))
      }
      // All of the file is there, so asking for more means it is cut short. The input is not closed: closed
      // input that runs out makes Debian's libjxl (built to report failures) print to stderr.
      var frame = Frame()
      while true {
        let status = dl_JxlDecoderProcessInput(decoder)
        switch status {
        case JXL_DEC_BASIC_INFO:
          if let error = frame.readInfo(decoder, maxPixels: maxPixels, animates: animates) { return .failure(error) }
        case JXL_DEC_COLOR_ENCODING:
          frame.color = Self.color(decoder)
          if frame.animated && (!managesColour || frame.color?.hdrTransfer == nil) {
            // An animation plays (a PQ or HLG one shows its first frame tone-mapped, as a still).
            return JXLAnimationSource.open(bytes, maxPixels: maxPixels).flatMap { source in
              AnimationPlayback.decode(
                source, boxWidth: boxWidth, boxHeight: boxHeight, uprightWidth: source.width,
                uprightHeight: source.height
              ).map { LibraryImage(animation: $0, color: frame.color) }
            }
          }
        case JXL_DEC_NEED_IMAGE_OUT_BUFFER:
          if let error = frame.setBuffer(decoder, format: &format, managesColour: managesColour) {
            return .failure(error)
          }
        case JXL_DEC_FULL_IMAGE, JXL_DEC_SUCCESS:
          // The first frame is complete (or, oddly, the file ended before any): stop here.
          return frame.finished(boxWidth: boxWidth, boxHeight: boxHeight)
        case JXL_DEC_NEED_MORE_INPUT:
          frame.free()
          return .failure(.corrupt(detail: "the JPEG XL file is cut short"))
        default:
          frame.free()
          // libjxl gives no message; JXL_DEC_ERROR is all it says.
          return .failure(.corrupt(detail: "the JPEG XL data is damaged"))
        }
      }
    }
  }

  /// The first frame as libjxl tells of it and fills it: its upright size, alpha, colours, whether it is an
  /// animation, and the buffer its pixels go to (8-bit RGBA, or 16-bit for PQ and HLG).
  private struct Frame {
    var size = (width: 0, height: 0)
    var hasAlpha = false
    var rgba: UnsafeMutablePointer<SDL_Surface>?
    var wide: WideImage?
    var color: ColorDescription?
    var animated = false

    /// Reads the basic info: the size checked before any pixel is allocated; why it cannot be shown, or nil.
    mutating func readInfo(_ decoder: OpaquePointer, maxPixels: Int, animates: Bool) -> PhotoLoadError? {
      var info = JxlBasicInfo()
      guard dl_JxlDecoderGetBasicInfo(decoder, &info) == JXL_DEC_SUCCESS else {
        return .corrupt(detail: "the JPEG XL header is damaged")
      }
      // xsize and ysize are the stored size; orientations 5-8 swap the axes of what is shown.
      let swaps = info.orientation.rawValue >= JXL_ORIENT_TRANSPOSE.rawValue
      size = swaps ? (Int(info.ysize), Int(info.xsize)) : (Int(info.xsize), Int(info.ysize))
      guard size.width > 0, size.height > 0 else { return .corrupt(detail: "the image has no pixels") }
      let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
      if overflow || pixels > maxPixels { return .tooLarge(width: size.width, height: size.height) }
      hasAlpha = info.alpha_bits > 0
      animated = info.have_animation != 0 && animates
      return nil
    }

    /// Gives libjxl the buffer the frame decodes into: 16-bit values in the file's own encoding for PQ or HLG
    /// (tone-mapped once the frame is whole), else 8-bit RGBA in `format`; why it cannot, or nil.
    mutating func setBuffer(
      _ decoder: OpaquePointer, format: inout JxlPixelFormat, managesColour: Bool
    )
      -> PhotoLoadError?
    {
      if let transfer = managesColour ? color?.hdrTransfer : nil {
        let image = WideImage(width: size.width, height: size.height, alpha: hasAlpha, transfer: transfer)
        var wideFormat = image.format
        guard rgba == nil, wide == nil,
          dl_JxlDecoderSetImageOutBuffer(decoder, &wideFormat, image.buffer, image.bytes) == JXL_DEC_SUCCESS
        else { return .corrupt(detail: "libjxl refused a 16-bit buffer") }
        wide = image
        return nil
      }
      var needed = 0
      guard rgba == nil, dl_JxlDecoderImageOutBufferSize(decoder, &format, &needed) == JXL_DEC_SUCCESS,
        let surface = SDL_CreateRGBSurfaceWithFormat(
          0, Int32(size.width), Int32(size.height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue)
      else { return .tooLarge(width: size.width, height: size.height) }
      rgba = surface
      let bytes = Int(surface.pointee.pitch) * size.height
      guard needed <= bytes,
        dl_JxlDecoderSetImageOutBuffer(decoder, &format, surface.pointee.pixels, bytes) == JXL_DEC_SUCCESS
      else {
        SDL_FreeSurface(surface)
        rgba = nil
        return .corrupt(detail: "libjxl wants a \(needed)-byte image for \(size.width)x\(size.height)")
      }
      return nil
    }

    /// The whole frame fitted in `boxWidth` x `boxHeight` (tone-mapped when it is PQ or HLG).
    func finished(boxWidth: Int, boxHeight: Int) -> Result<LibraryImage, PhotoLoadError> {
      if let wide {
        guard let surface = JXLDecoder.fitted(wide, boxWidth: boxWidth, boxHeight: boxHeight, hasAlpha: hasAlpha)
        else { return .failure(.tooLarge(width: size.width, height: size.height)) }
        return .success(
          LibraryImage(surface: surface, width: size.width, height: size.height, color: color, toneMapped: true))
      }
      guard let rgba else { return .failure(.corrupt(detail: "the JPEG XL file has no image")) }
      guard let surface = JXLDecoder.fitted(rgba, boxWidth: boxWidth, boxHeight: boxHeight, hasAlpha: hasAlpha) else {
        return .failure(.corrupt(detail: String(cString: SDL_GetError())))
      }
      return .success(LibraryImage(surface: surface, width: size.width, height: size.height, color: color))
    }

    /// Frees the 8-bit buffer, when a decode that set it ends without a frame.
    func free() {
      if let rgba { SDL_FreeSurface(rgba) }
    }
  }

  /// What the pixels libjxl gives are in: CICP code points for a standard colour encoding (the same numbers),
  /// else its ICC profile; nil for grey or when it says nothing.
  private static func color(_ decoder: OpaquePointer) -> ColorDescription? {
    var primaries: Int32 = 0
    var transfer: Int32 = 0
    var icc: UnsafeMutablePointer<UInt8>?
    var size = 0
    switch sdlphoto_jxl_color(decoder, &primaries, &transfer, &icc, &size) {
    case 1:
      return .coded(primaries: Int(primaries), transfer: Int(transfer))
    case 2:
      guard let icc else { return nil }
      defer { free(icc) }
      return .iccProfile(Array(UnsafeBufferPointer(start: icc, count: size)))
    default:
      return nil
    }
  }

  /// An ABGR8888 surface halved in its own format while over twice the box, converted to ARGB8888 and
  /// shrunk to exactly the fitted size (consumes `rgba`); nil when SDL cannot convert it.
  private static func fitted(
    _ rgba: UnsafeMutablePointer<SDL_Surface>, boxWidth: Int, boxHeight: Int, hasAlpha: Bool
  ) -> UnsafeMutablePointer<SDL_Surface>? {
    let (w, h) = (Int(rgba.pointee.w), Int(rgba.pointee.h))
    let need = ImageDecoder.neededSize(width: w, height: h, boxW: boxWidth, boxH: boxHeight)
    let shrunk = ImageScaler.shrink(rgba, toAtLeast: need.0, need.1)
    let argb = SDL_ConvertSurfaceFormat(shrunk, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    SDL_FreeSurface(shrunk)
    guard var surface = argb else { return nil }
    let fitted = ImageDecoder.fittedSize(width: w, height: h, boxW: boxWidth, boxH: boxHeight)
    surface = ImageScaler.fit(surface, maxWidth: fitted.0, maxHeight: fitted.1)
    SDL_SetSurfaceBlendMode(surface, hasAlpha ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    return surface
  }
}

extension JXLDecoder: SelfOrientingDecoder {
  /// "JPEG XL".
  var name: String { "JPEG XL" }
  /// JPEG XL files.
  var kinds: Set<ImageKind> { [.jxl] }
}
