import CHEIF
import CSDL2
import PhotoCore

/// HEIF/HEIC decoding through libheif: the container is parsed first (the primary image's size checked before
/// any pixel is allocated), the image decoded whole (libheif cannot scale) as 8-bit RGBA, halved in place
/// while over twice the box, converted to ARGB8888 and shrunk to fit. A PQ or HLG image of more than 8 bits
/// is decoded at its depth and tone-mapped to sRGB instead (`HEIFDecoder+HDR.swift`). libheif applies the file's rotation,
/// mirroring and crop itself, so the result is upright (HEIF's EXIF orientation is never applied again:
/// `ExifOrientation.read` gives `.up` for HEIC). Alpha is kept. libheif is opened at run time (`CLoader`) (and initialised, once
/// for the process) on the first HEIC (`sdlphoto_heif_load`); without it HEIC is an unsupported format.
struct HEIFDecoder {
  /// Decodes `bytes` into an upright ARGB8888 surface the size of the image fitted in `boxWidth` x `boxHeight`
  /// (`ImageDecoder.fittedSize`). Returns the surface and the image's upright full size; refuses more than
  /// `maxPixels` before decoding.
  static func decode(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, maxPixels: Int, managesColour: Bool = true,
    animates: Bool = true
  ) -> Result<LibraryImage, PhotoLoadError> {
    // libheif is loaded and initialised on the first HEIC (never linked: most albums have none).
    guard sdlphoto_heif_load() != 0 else {
      return .failure(.unsupportedFormat(detail: "HEIC needs libheif1 (not installed)"))
    }
    // The primary item's coded size decides what decoding allocates (a crop may show far less of it).
    if let stored = HEIFHeader.read(bytes)?.stored {
      let (pixels, overflow) = stored.width.multipliedReportingOverflow(by: stored.height)
      if overflow || pixels > maxPixels { return .failure(.tooLarge(width: stored.width, height: stored.height)) }
    }
    guard let context = dl_heif_context_alloc() else {
      return .failure(.corrupt(detail: "cannot start the HEIF decoder"))
    }
    defer { dl_heif_context_free(context) }
    return bytes.withUnsafeBytes { buffer in
      // The context reads `buffer` in place; it is freed (after the handle and image) before this closure ends.
      let status = dl_heif_context_read_from_memory_without_copy(context, buffer.baseAddress, buffer.count, nil)
      guard status.code == heif_error_Ok else { return .failure(error(status)) }
      let handle: OpaquePointer
      switch shownHandle(context, bytes) {
      case .success(let shown): handle = shown
      case .failure(let failure): return .failure(failure)
      }
      defer { dl_heif_image_handle_release(handle) }
      // The size after rotation and crop: the one shown.
      let width = Int(dl_heif_image_handle_get_width(handle))
      let height = Int(dl_heif_image_handle_get_height(handle))
      guard width > 0, height > 0 else { return .failure(.corrupt(detail: "the image has no pixels")) }
      let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
      if overflow || pixels > maxPixels { return .failure(.tooLarge(width: width, height: height)) }
      let hasAlpha = dl_heif_image_handle_has_alpha_channel(handle) != 0

      guard let options = dl_heif_decoding_options_alloc() else {
        return .failure(.corrupt(detail: "cannot start the HEIF decoder"))
      }
      defer { dl_heif_decoding_options_free(options) }
      let color = color(of: handle)
      if managesColour, let hdr = color?.hdrTransfer, dl_heif_image_handle_get_luma_bits_per_pixel(handle) > 8 {
        return toneMapped(handle, transfer: hdr, alpha: hasAlpha, options: options).map {
          let shown = Self.fitted(
            $0, size: ($0.pointee.w, $0.pointee.h), box: (boxWidth, boxHeight), hasAlpha: hasAlpha)
          return LibraryImage(surface: shown, width: width, height: height, color: color, toneMapped: true)
        }
      }
      return eightBit(handle, options: options, box: (boxWidth, boxHeight), alpha: hasAlpha).map {
        LibraryImage(surface: $0, width: width, height: height, color: color)
      }
    }
  }

  /// The image of `handle` decoded by libheif as 8-bit RGBA with `options` (10-bit HEICs, an iPhone's, come as
  /// 8 bits too), halved in RGBA while over twice `box`, converted to ARGB8888 and fitted in `box`.
  static func eightBit(
    _ handle: OpaquePointer, options: UnsafeMutablePointer<heif_decoding_options>, box: (Int, Int), alpha hasAlpha: Bool
  ) -> Result<UnsafeMutablePointer<SDL_Surface>, PhotoLoadError> {
    let (boxWidth, boxHeight) = box
    options.pointee.convert_hdr_to_8bit = 1  // 10-bit HEICs (iPhones) come as 8-bit RGBA too
    var image: OpaquePointer?
    let status = dl_heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, options)
    guard status.code == heif_error_Ok, let image else { return .failure(error(status)) }
    defer { dl_heif_image_release(image) }
    var stride: Int32 = 0
    let w = Int(dl_heif_image_get_width(image, heif_channel_interleaved))
    let h = Int(dl_heif_image_get_height(image, heif_channel_interleaved))
    guard let plane = dl_heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride), w > 0, h > 0 else {
      return .failure(.corrupt(detail: "libheif gave no pixels"))
    }
    // R, G, B, A bytes are SDL's ABGR8888 on little-endian machines: SDL reads the plane where it lies.
    guard
      let wrapped = SDL_CreateRGBSurfaceWithFormatFrom(
        UnsafeMutableRawPointer(mutating: plane), Int32(w), Int32(h), 32, stride,
        SDL_PIXELFORMAT_ABGR8888.rawValue)
    else { return .failure(.corrupt(detail: String(cString: SDL_GetError()))) }
    // Halved in RGBA first while over twice the box, so the format conversion copies few pixels.
    let need = ImageDecoder.neededSize(width: w, height: h, boxW: boxWidth, boxH: boxHeight)
    let shrunk = ImageScaler.shrink(wrapped, toAtLeast: need.0, need.1)
    let argb = SDL_ConvertSurfaceFormat(shrunk, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    SDL_FreeSurface(shrunk)  // the plane itself belongs to `image`
    guard let surface = argb else { return .failure(.corrupt(detail: String(cString: SDL_GetError()))) }
    return .success(Self.fitted(surface, size: (Int32(w), Int32(h)), box: (boxWidth, boxHeight), hasAlpha: hasAlpha))
  }

  /// The handle of the image shown of the file read into `context` (whose bytes are `bytes`): the one
  /// `HEIFHeader.shownItem` names (a primary item that is a thumbnail gives way to its image), else libheif's
  /// primary image; libheif's error when it has neither.
  static func shownHandle(_ context: OpaquePointer, _ bytes: [UInt8]) -> Result<OpaquePointer, PhotoLoadError> {
    var handle: OpaquePointer?
    if let item = HEIFHeader.shownItem(bytes), let id = heif_item_id(exactly: item),
      dl_heif_context_get_image_handle(context, id, &handle).code == heif_error_Ok, let handle
    {
      return .success(handle)
    }
    handle = nil
    let status = dl_heif_context_get_primary_image_handle(context, &handle)
    guard status.code == heif_error_Ok, let handle else { return .failure(error(status)) }
    return .success(handle)
  }

  /// `surface` (ARGB8888; consumed), the image decoded at `size` (perhaps halved since), shrunk to the size's
  /// fit in `box`, blending as its alpha asks.
  static func fitted(
    _ surface: UnsafeMutablePointer<SDL_Surface>, size: (Int32, Int32), box: (Int, Int), hasAlpha: Bool
  ) -> UnsafeMutablePointer<SDL_Surface> {
    let fitted = ImageDecoder.fittedSize(width: Int(size.0), height: Int(size.1), boxW: box.0, boxH: box.1)
    let result = ImageScaler.fit(surface, maxWidth: fitted.0, maxHeight: fitted.1)
    SDL_SetSurfaceBlendMode(result, hasAlpha ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    return result
  }

  /// What the primary image's `colr` box says: an ICC profile (`prof`, `rICC`: an iPhone's Display P3) or
  /// nclx code points; nil without one.
  private static func color(of handle: OpaquePointer) -> ColorDescription? {
    switch dl_heif_image_handle_get_color_profile_type(handle) {
    case heif_color_profile_type_prof, heif_color_profile_type_rICC:
      let size = dl_heif_image_handle_get_raw_color_profile_size(handle)
      guard size > 0, size <= ColorDescription.maxProfileBytes else { return nil }
      var profile = [UInt8](repeating: 0, count: size)
      let status = profile.withUnsafeMutableBytes { dl_heif_image_handle_get_raw_color_profile(handle, $0.baseAddress) }
      return status.code == heif_error_Ok ? .iccProfile(profile) : nil
    case heif_color_profile_type_nclx:
      var primaries: Int32 = 0
      var transfer: Int32 = 0
      guard sdlphoto_heif_nclx(handle, &primaries, &transfer) != 0 else { return nil }
      return .coded(primaries: Int(primaries), transfer: Int(transfer))
    default:
      return nil
    }
  }

  /// A libheif error in words (its own message).
  static func error(_ status: heif_error) -> PhotoLoadError {
    let message = status.message.map { String(cString: $0) } ?? "unknown error"
    switch status.code {
    case heif_error_Unsupported_filetype, heif_error_Unsupported_feature:
      return .unsupportedFormat(detail: "HEIF: \(message)")
    default:
      return .corrupt(detail: "HEIF: \(message)")
    }
  }
}

extension HEIFDecoder: SelfOrientingDecoder {
  /// "HEIC".
  var name: String { "HEIC" }
  /// Its primary item's size as shown is in the header (`HEIFHeader`).
  var headerGivesSize: Bool { true }
  /// HEIC files.
  var kinds: Set<ImageKind> { [.heic] }
}
