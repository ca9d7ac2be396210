import CSDL2
import CSDL2Image
import Foundation
import PhotoCore

/// Decodes one photo file into an upright SDL surface no larger than the screen needs. Runs on worker threads.
///
/// The file is opened once, without blocking (a FIFO named `.jpg` never hangs a worker), checked to be a
/// regular file and read into memory; its header gives the format (magic bytes), the EXIF orientation and
/// the pixel size, so a decompression bomb is refused before anything is allocated for it. JPEGs decode
/// through libjpeg-turbo at a reduced DCT scale, streamed from the file, PNGs through libpng shrunk row by row, still WebPs through
/// libwebp scaled while decoding, AVIF, HEIC and JPEG XL through libavif, libheif and libjxl (each upright
/// and fitted on its own), animated GIFs frame by frame (`AnimationDecoder`), everything else
/// through SDL2_image; then the pixels are scaled down to fit (if still needed) and turned upright.
package enum ImageDecoder {
  /// The largest file read into memory, bytes.
  static let maxFileBytes = 1 << 30

  /// Decodes `path`, scaled down (never up) to fit within `maxWidth` x `maxHeight` pixels (upright). A
  /// YCbCr or greyscale JPEG comes as planes when `planar` (for a texture; 1.5 bytes a pixel). `sizeKnown` is
  /// told the photo's native upright size as soon as its header gives it (before the pixels).
  package static func decode(
    path: String, maxWidth: Int, maxHeight: Int, maxPixels: Int, planar: Bool = false,
    sizeKnown: (Int, Int) -> Void = { _, _ in }
  ) -> Result<Decoded, PhotoLoadError> {
    // The head first: the format, orientation and size decide how to decode. A JPEG then streams from the
    // file; the other decoders take the whole file in memory.
    let head: [UInt8]
    let kind: ImageKind
    switch readHead(path) {
    case .success(let found): (head, kind) = found
    case .failure(let error): return .failure(error)
    }
    var bytes = head
    // JPEG and PNG stream from the file; the rest take it whole.
    if kind != .jpeg && kind != .png && bytes.count == ExifOrientation.headerLength {
      switch readFile(path) {
      case .success(let b): bytes = b
      case .failure(let error): return .failure(error)
      }
    }
    let orientation = ExifOrientation.read(from: head, kind: kind)
    if let size = ImageHeader.dimensions(of: head, kind: kind) {
      // Header values are untrusted 32-bit numbers: their product can overflow.
      let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
      if overflow || pixels > maxPixels { return .failure(.tooLarge(width: size.width, height: size.height)) }
      // Only where the header's size is the decode's (not SVG's viewBox, not HEIF's turned images).
      if size.width > 0 && size.height > 0 && [.jpeg, .png, .webp].contains(kind) {
        orientation.swapsAxes ? sizeKnown(size.height, size.width) : sizeKnown(size.width, size.height)
      }
    }
    // The box in stored (not yet turned) pixels.
    let (boxW, boxH) = orientation.swapsAxes ? (maxHeight, maxWidth) : (maxWidth, maxHeight)

    var surface: UnsafeMutablePointer<SDL_Surface>
    var nativeW: Int
    var nativeH: Int
    var truncated = false
    if kind == .jpeg {
      let need = neededSize(
        width: ImageHeader.dimensions(of: head, kind: .jpeg)?.width,
        height: ImageHeader.dimensions(of: head, kind: .jpeg)?.height, boxW: boxW, boxH: boxH)
      switch JPEGDecoder.decode(
        path: path, needWidth: need.0, needHeight: need.1, maxPixels: maxPixels, planar: planar)
      {
      case .success(let result):
        if let planes = result.planes {
          return upright(planes, native: (result.width, result.height), box: (boxW, boxH), orientation: orientation)
            .map { Decoded(planes: $0.0, nativeWidth: $0.1, nativeHeight: $0.2, truncated: result.truncated) }
        }
        (surface, nativeW, nativeH, truncated) = (result.surface!, result.width, result.height, result.truncated)
      case .failure(let error): return .failure(error)
      }
    } else if kind == .png {
      switch PNGDecoder.decode(path: path, boxWidth: boxW, boxHeight: boxH, maxPixels: maxPixels) {
      case .success(let result): (surface, nativeW, nativeH) = result
      case .failure(let error): return .failure(error)
      }
    } else if kind == .webp && !WebPDecoder.isAnimated(bytes) {
      switch WebPDecoder.decode(bytes, boxWidth: boxW, boxHeight: boxH, maxPixels: maxPixels) {
      case .success(let result): (surface, nativeW, nativeH) = result
      case .failure(let error): return .failure(error)
      }
    } else if kind == .avif || kind == .heic || kind == .jxl {
      // libavif, libheif and libjxl: each returns the photo upright, fitted in the box (`orientation` is .up).
      let decoder = kind == .avif ? AVIFDecoder.decode : kind == .heic ? HEIFDecoder.decode : JXLDecoder.decode
      switch decoder(bytes, boxW, boxH, maxPixels) {
      case .success(let result): (surface, nativeW, nativeH) = result
      case .failure(let error): return .failure(error)
      }
    } else {
      // EXIF orientation does not apply to GIF: an animation is returned as decoded.
      if kind == .gif, let animation = AnimationDecoder.decode(bytes, boxWidth: boxW, boxHeight: boxH) {
        return .success(animation)
      }
      switch loadWithSDLImage(bytes, kind: kind, boxWidth: boxW, boxHeight: boxH) {
      case .success(let loaded):
        (surface, nativeW, nativeH) = loaded
      case .failure(let error):
        // Only animated WebPs come this way; SDL2_image 2.6 refuses them as "Failed to decode WEBP".
        if kind == .webp { return .failure(.unsupportedFormat(detail: "animated WebP is not supported")) }
        return .failure(error)
      }
      if nativeW * nativeH > maxPixels {
        SDL_FreeSurface(surface)
        return .failure(.tooLarge(width: nativeW, height: nativeH))
      }
    }
    // Scale against the native size: a reduced DCT decode is already part of the way there, and the PNG
    // and WebP decoders usually deliver exactly this size (the scaler then returns the surface untouched).
    let fitted = fittedSize(width: nativeW, height: nativeH, boxW: boxW, boxH: boxH)
    surface = ImageScaler.fit(surface, maxWidth: fitted.0, maxHeight: fitted.1)
    surface = ImageOrienter.apply(orientation, to: surface)
    if orientation.swapsAxes { swap(&nativeW, &nativeH) }
    return .success(Decoded(surface: surface, nativeWidth: nativeW, nativeHeight: nativeH, truncated: truncated))
  }

  /// Decodes the part `region` (native upright pixels) of the photo at `path`, as sharp as a whole decode
  /// into `maxWidth` x `maxHeight` would be, upright, with `region` set to where the pixels sit. JPEG and PNG:
  /// the formats of photos too large to decode whole at full detail (panoramas, stitched images, scans).
  /// libjpeg-turbo decodes a part without the rest's pixels; a PNG's rows above it are decoded and dropped,
  /// and a PNG's decode stops early (`.cancelled`) once `isCancelled` says so.
  package static func decode(
    path: String, region: Rect, maxWidth: Int, maxHeight: Int, maxPixels: Int, planar: Bool = false,
    isCancelled: () -> Bool = { false }
  ) -> Result<Decoded, PhotoLoadError> {
    let head: [UInt8]
    let kind: ImageKind
    switch readHead(path) {
    case .success(let found) where found.kind == .jpeg || found.kind == .png: (head, kind) = found
    case .success: return .failure(.unsupportedFormat(detail: "only JPEG and PNG photos decode in parts"))
    case .failure(let error): return .failure(error)
    }
    guard let size = ImageHeader.dimensions(of: head, kind: kind) else {
      return .failure(.corrupt(detail: "no image size in the header"))
    }
    let orientation = ExifOrientation.read(from: head, kind: kind)
    let (uprightW, uprightH) = orientation.swapsAxes ? (size.height, size.width) : (size.width, size.height)
    let stored = orientation.inverse.upright(region, width: Double(uprightW), height: Double(uprightH))
    let (boxW, boxH) = orientation.swapsAxes ? (maxHeight, maxWidth) : (maxWidth, maxHeight)
    var decoded: Decoded
    var part: Rect
    if kind == .png {
      let scale = ResolutionPolicy.Box(width: boxW, height: boxH).fitScale(
        native: ResolutionPolicy.Box(width: size.width, height: size.height))
      switch PNGDecoder.decode(
        path: path, region: stored, scale: scale, maxPixels: maxPixels, isCancelled: isCancelled)
      {
      case .success(let result):
        part = result.part
        decoded = Decoded(
          surface: ImageOrienter.apply(orientation, to: result.surface), nativeWidth: uprightW, nativeHeight: uprightH)
      case .failure(let error): return .failure(error)
      }
    } else {
      let need = neededSize(width: size.width, height: size.height, boxW: boxW, boxH: boxH)
      let result: JPEGDecoder.Result
      switch JPEGDecoder.decode(
        path: path, region: stored, needWidth: need.0, needHeight: need.1, maxPixels: maxPixels, planar: planar)
      {
      case .success(let jpeg): result = jpeg
      case .failure(let error): return .failure(error)
      }
      guard let decodedPart = result.region else { return .failure(.corrupt(detail: "no part decoded")) }
      part = decodedPart
      if let planes = result.planes {
        // Even sizes keep chroma on its pixels when turned (as in `upright`); the part loses what is cut.
        let (w, h) =
          orientation == .up ? (planes.width, planes.height) : (evenSide(planes.width), evenSide(planes.height))
        guard let cut = planes.cropped(width: w, height: h), let turned = cut.oriented(orientation) else {
          return .failure(.tooLarge(width: size.width, height: size.height))
        }
        part.size = Vector2(
          x: part.size.x * Double(w) / Double(planes.width), y: part.size.y * Double(h) / Double(planes.height))
        decoded = Decoded(planes: turned, nativeWidth: uprightW, nativeHeight: uprightH, truncated: result.truncated)
      } else {
        decoded = Decoded(
          surface: ImageOrienter.apply(orientation, to: result.surface!), nativeWidth: uprightW,
          nativeHeight: uprightH, truncated: result.truncated)
      }
    }
    decoded.region = orientation.upright(part, width: Double(size.width), height: Double(size.height))
    return .success(decoded)
  }

  /// The file's first `ExifOrientation.headerLength` bytes (its whole self when shorter) and its format by
  /// content.
  private static func readHead(_ path: String) -> Result<(bytes: [UInt8], kind: ImageKind), PhotoLoadError> {
    switch readFile(path, limit: ExifOrientation.headerLength) {
    case .success(let bytes):
      if bytes.isEmpty { return .failure(.empty) }
      guard let kind = ImageKind.sniff(bytes.prefix(ImageKind.sniffLength)) else {
        return .failure(.unsupportedFormat(detail: "unknown file contents"))
      }
      return .success((bytes, kind))
    case .failure(let error): return .failure(error)
    }
  }

  /// Planes shrunk to fit the box (area-averaged, as `ImageScaler` does for surfaces) and turned upright,
  /// with the photo's upright native size.
  private static func upright(
    _ planes: YUVImage, native: (Int, Int), box: (Int, Int), orientation: ExifOrientation
  ) -> Result<(YUVImage, Int, Int), PhotoLoadError> {
    let fitted = fittedSize(width: native.0, height: native.1, boxW: box.0, boxH: box.1)
    let target = (evenSide(min(fitted.0, planes.width)), evenSide(min(fitted.1, planes.height)))
    guard let fit = planes.shrunk(toWidth: target.0, height: target.1), let turned = fit.oriented(orientation) else {
      return .failure(.tooLarge(width: native.0, height: native.1))
    }
    return .success(orientation.swapsAxes ? (turned, native.1, native.0) : (turned, native.0, native.1))
  }

  /// `n` made even (a side of 1 stays 1): each chroma sample then covers two whole luma pixels, so turning or
  /// mirroring planes keeps colour on its pixels (an odd edge would shift it by one). Losing a row is invisible.
  static func evenSide(_ n: Int) -> Int { n > 1 ? n & ~1 : n }

  /// The size a decode must at least produce: the photo fitted in the box (never more than the photo).
  static func neededSize(width: Int?, height: Int?, boxW: Int, boxH: Int) -> (Int, Int) {
    guard let width, let height, width > 0, height > 0 else { return (boxW, boxH) }
    let fit = ResolutionPolicy.Box(width: boxW, height: boxH).fitScale(
      native: ResolutionPolicy.Box(width: width, height: height))
    return (Int((Double(width) * fit).rounded(.up)), Int((Double(height) * fit).rounded(.up)))
  }

  /// The size a `width` x `height` image is shown at in a `boxW` x `boxH` box: aspect kept, never enlarged,
  /// at least 1 x 1. Every decoder that scales while decoding aims at exactly this size.
  static func fittedSize(width: Int, height: Int, boxW: Int, boxH: Int) -> (Int, Int) {
    let fit = ResolutionPolicy.Box(width: boxW, height: boxH).fitScale(
      native: ResolutionPolicy.Box(width: width, height: height))
    return (max(1, Int((Double(width) * fit).rounded())), max(1, Int((Double(height) * fit).rounded())))
  }

  /// Everything but JPEG, PNG, still WebP, AVIF, HEIC and JPEG XL: SDL2_image from memory, converted to ARGB8888.
  /// Halved in its own format first while it is over twice the box, so the format conversion copies few pixels.
  private static func loadWithSDLImage(
    _ bytes: [UInt8], kind: ImageKind, boxWidth: Int, boxHeight: Int
  )
    -> Result<(UnsafeMutablePointer<SDL_Surface>, Int, Int), PhotoLoadError>
  {
    let loaded: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { buffer in
      guard let rw = SDL_RWFromConstMem(buffer.baseAddress, Int32(clamping: buffer.count)) else { return nil }
      return IMG_Load_RW(rw, 1)
    }
    guard let loaded else {
      let reason = String(cString: SDL_GetError())
      if reason.lowercased().contains("unsupported") { return .failure(.unsupportedFormat(detail: reason)) }
      return .failure(.corrupt(detail: reason))
    }
    let nativeW = Int(loaded.pointee.w)
    let nativeH = Int(loaded.pointee.h)
    guard nativeW > 0, nativeH > 0 else {
      SDL_FreeSurface(loaded)
      return .failure(.corrupt(detail: "the image has no pixels"))
    }
    let need = neededSize(width: nativeW, height: nativeH, boxW: boxWidth, boxH: boxHeight)
    let shrunk = ImageScaler.shrink(loaded, toAtLeast: need.0, need.1)
    defer { SDL_FreeSurface(shrunk) }
    guard let argb = SDL_ConvertSurfaceFormat(shrunk, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      return .failure(.corrupt(detail: String(cString: SDL_GetError())))
    }
    return .success((argb, nativeW, nativeH))
  }

  /// Opens a regular file for reading without ever blocking on a FIFO or device (`PhotoFile`), for a
  /// decoder that streams it: libjpeg and libpng take the descriptor and close it.
  static func openRegularFile(_ path: String) -> Result<Int32, PhotoLoadError> {
    do throws(PhotoFile.Failure) {
      return .success(try PhotoFile(path: path).takeDescriptor())
    } catch {
      return .failure(PhotoLoadError(error))
    }
  }

  /// Reads a regular file (its first `limit` bytes at most) without ever blocking on a FIFO or device
  /// (`PhotoFile`); a read of more than `maxFileBytes` refuses a file larger than that.
  package static func readFile(_ path: String, limit: Int = .max) -> Result<[UInt8], PhotoLoadError> {
    do throws(PhotoFile.Failure) {
      let file = try PhotoFile(path: path)
      return .success(limit > maxFileBytes ? try file.contents(limit: maxFileBytes) : try file.head(limit))
    } catch {
      return .failure(PhotoLoadError(error))
    }
  }
}
