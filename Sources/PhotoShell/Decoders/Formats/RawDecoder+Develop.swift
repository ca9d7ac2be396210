import CRaw
import CSDL2
import PhotoCore

extension RawDecoder {
  /// The bytes of a LibRaw image in memory (`data`, `data_size` long).
  static func bytes(of image: UnsafeMutablePointer<libraw_processed_image_t>) -> UnsafeBufferPointer<UInt8> {
    let offset = MemoryLayout<libraw_processed_image_t>.offset(of: \.data) ?? 0
    let start = UnsafeRawPointer(image).advanced(by: offset).assumingMemoryBound(to: UInt8.self)
    return UnsafeBufferPointer(start: start, count: Int(image.pointee.data_size))
  }

  /// The box `box` (upright pixels) as the stored pixels of a RAW turned by `orientation` see it.
  static func storedBox(_ box: ResolutionPolicy.Box, _ orientation: ExifOrientation) -> ResolutionPolicy.Box {
    orientation.swapsAxes ? ResolutionPolicy.Box(width: box.height, height: box.width) : box
  }

  /// The embedded JPEG preview decoded at the DCT scale `box` needs, fitted and turned upright; the photo's
  /// native size is the RAW's.
  static func preview(
    _ raw: UnsafeMutablePointer<libraw_data_t>, _ info: Info, box: ResolutionPolicy.Box, maxPixels: Int
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let status = dl_libraw_unpack_thumb(raw)
    guard status == LIBRAW_SUCCESS.rawValue else { return .failure(error(status)) }
    var failure: Int32 = 0
    guard let image = dl_libraw_dcraw_make_mem_thumb(raw, &failure) else { return .failure(error(failure)) }
    defer { dl_libraw_dcraw_clear_mem(image) }
    guard image.pointee.type == LIBRAW_IMAGE_JPEG else {
      return .failure(.unsupportedFormat(detail: "the RAW's preview is no JPEG"))
    }
    let stored = storedBox(box, info.orientation)
    let need = ImageDecoder.neededSize(
      width: info.previewWidth, height: info.previewHeight, boxW: stored.width, boxH: stored.height)
    let jpeg = Array(bytes(of: image))
    return JPEGDecoder.decode(jpeg, needWidth: need.0, needHeight: need.1, maxPixels: maxPixels).flatMap { result in
      guard let surface = result.surface else { return .failure(.corrupt(detail: "the RAW's preview gave no pixels")) }
      let fitted = ImageDecoder.fittedSize(
        width: result.width, height: result.height, boxW: stored.width, boxH: stored.height)
      let upright = ImageOrienter.apply(
        info.orientation, to: ImageScaler.fit(surface, maxWidth: fitted.0, maxHeight: fitted.1))
      let (w, h) = info.upright
      return .success(ImageDecoder.Decoded(surface: upright, nativeWidth: w, nativeHeight: h))
    }
  }

  /// The sensor data developed (demosaiced with the camera's white balance into sRGB, 8 bits; at half size
  /// when half the sensor's pixels still fill `box`), fitted and turned upright.
  static func develop(
    _ raw: UnsafeMutablePointer<libraw_data_t>, _ info: Info, box: ResolutionPolicy.Box
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let stored = storedBox(box, info.orientation)
    let fitted = ImageDecoder.fittedSize(
      width: info.width, height: info.height, boxW: stored.width, boxH: stored.height)
    let half = fitted.0 * 2 <= info.width && fitted.1 * 2 <= info.height
    sdlphoto_raw_develop_options(raw, half ? 1 : 0)
    var status = dl_libraw_unpack(raw)
    if status == LIBRAW_SUCCESS.rawValue { status = dl_libraw_dcraw_process(raw) }
    guard status == LIBRAW_SUCCESS.rawValue else { return .failure(error(status)) }
    var failure: Int32 = 0
    guard let image = dl_libraw_dcraw_make_mem_image(raw, &failure) else { return .failure(error(failure)) }
    defer { dl_libraw_dcraw_clear_mem(image) }
    let (width, height) = (Int(image.pointee.width), Int(image.pointee.height))
    guard image.pointee.type == LIBRAW_IMAGE_BITMAP, image.pointee.colors == 3, image.pointee.bits == 8,
      width > 0, height > 0, Int(image.pointee.data_size) >= width * height * 3
    else { return .failure(.corrupt(detail: "LibRaw developed no 8-bit RGB image")) }
    let pixels = UnsafeMutableRawPointer(mutating: bytes(of: image).baseAddress!)
    guard
      let wrapped = SDL_CreateRGBSurfaceWithFormatFrom(
        pixels, Int32(width), Int32(height), 24, Int32(width * 3), SDL_PIXELFORMAT_RGB24.rawValue)
    else { return .failure(.corrupt(detail: String(cString: SDL_GetError()))) }
    let argb = SDL_ConvertSurfaceFormat(wrapped, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    SDL_FreeSurface(wrapped)  // the pixels are LibRaw's
    guard let argb else { return .failure(.tooLarge(width: width, height: height)) }
    let upright = ImageOrienter.apply(
      info.orientation, to: ImageScaler.fit(argb, maxWidth: fitted.0, maxHeight: fitted.1))
    SDL_SetSurfaceBlendMode(upright, SDL_BLENDMODE_NONE)
    let (w, h) = info.upright
    return .success(ImageDecoder.Decoded(surface: upright, nativeWidth: w, nativeHeight: h))
  }
}
