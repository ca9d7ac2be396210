import CJPEG
import CSDL2
import PhotoCore

/// JPEG decoding through libjpeg-turbo at the smallest DCT scale (1/8, 2/8, ... 8/8) that still covers the
/// size the screen needs: far fewer pixels to decode, scale and upload. A file streams through the decoder a
/// few kilobytes at a time, so a 9 MB JPEG never sits in memory beside its pixels.
enum JPEGDecoder {
  /// A decoded JPEG at the chosen scale: an ARGB8888 surface, or planes when asked for and the JPEG has
  /// them (exactly one of the two); and the JPEG's full size.
  struct Result {
    var surface: UnsafeMutablePointer<SDL_Surface>?
    var planes: YUVImage?
    var width: Int
    var height: Int
    /// The file was cut short; what could be decoded is there.
    var truncated: Bool
    /// For a part (`decode(path:region:...)`): the part decoded, in the JPEG's stored pixels; it may reach a
    /// little beyond the part asked for (whole blocks, whole output pixels).
    var region: Rect?
  }

  /// Decodes the JPEG file at `path` for at least `needWidth` x `needHeight` pixels; as planes when
  /// `planar` (and the JPEG is YCbCr or greyscale).
  static func decode(
    path: String, needWidth: Int, needHeight: Int, maxPixels: Int, planar: Bool = false
  ) -> Swift.Result<Result, PhotoLoadError> {
    switch ImageDecoder.openRegularFile(path) {
    case .success(let fd):
      return decode(
        sdlphoto_jpeg_open(fd, nil, 0), needWidth: needWidth, needHeight: needHeight, maxPixels: maxPixels,
        planar: planar)
    case .failure(let error): return .failure(error)
    }
  }

  /// Decodes the part `region` (in the JPEG's stored pixels) of the JPEG file at `path`, at the smallest
  /// scale that gives the whole photo at least `needWidth` x `needHeight` pixels (within
  /// `Tuning.Loading.jpegScaleSlack`): a photo far larger than a whole decode may hold shows its visible part
  /// at full detail. Rows below the part are never read, rows above it skip their inverse DCT.
  static func decode(
    path: String, region: Rect, needWidth: Int, needHeight: Int, maxPixels: Int, planar: Bool = false
  ) -> Swift.Result<Result, PhotoLoadError> {
    switch ImageDecoder.openRegularFile(path) {
    case .success(let fd):
      return decode(
        sdlphoto_jpeg_open(fd, nil, 0), needWidth: needWidth, needHeight: needHeight, maxPixels: maxPixels,
        planar: planar, region: region)
    case .failure(let error): return .failure(error)
    }
  }

  /// Decodes JPEG `bytes` for at least `needWidth` x `needHeight` pixels.
  static func decode(
    _ bytes: [UInt8], needWidth: Int, needHeight: Int, maxPixels: Int
  ) -> Swift.Result<Result, PhotoLoadError> {
    bytes.withUnsafeBufferPointer { buffer in
      decode(
        sdlphoto_jpeg_open(-1, buffer.baseAddress, UInt(buffer.count)), needWidth: needWidth, needHeight: needHeight,
        maxPixels: maxPixels)
    }
  }

  /// Decodes with an opened decoder (freeing it), at the smallest scale within `Tuning.Loading.jpegScaleSlack`
  /// of the need. A truncated file decodes as far as its data goes; `truncated` then says so.
  private static func decode(
    _ handle: UnsafeMutablePointer<sdlphoto_jpeg>?, needWidth: Int, needHeight: Int, maxPixels: Int,
    planar: Bool = false, region: Rect? = nil
  ) -> Swift.Result<Result, PhotoLoadError> {
    guard let handle else { return .failure(.corrupt(detail: "cannot start the JPEG decoder")) }
    defer { sdlphoto_jpeg_close(handle) }
    let width = Int(sdlphoto_jpeg_width(handle))
    let height = Int(sdlphoto_jpeg_height(handle))
    guard !sdlphoto_jpeg_failed(handle).isTrue, width > 0, height > 0 else {
      return .failure(.corrupt(detail: message(handle)))
    }
    if width * height > maxPixels { return .failure(.tooLarge(width: width, height: height)) }
    // A DCT scale that falls a little short (within `jpegScaleSlack`) is taken and stretched the last few
    // percent: a 24 MP photo on a 1080p screen decodes at 1/4 (6 MB, ~70 ms) instead of 1/2 (24 MB, ~90 ms).
    let slack = Tuning.Loading.jpegScaleSlack
    let scale =
      (1...8).first { num in
        Double(sdlphoto_jpeg_scaled(Int32(width), num)) >= slack * Double(min(needWidth, width))
          && Double(sdlphoto_jpeg_scaled(Int32(height), num)) >= slack * Double(min(needHeight, height))
      } ?? 8
    let asPlanes = planar && sdlphoto_jpeg_is_ycc(handle).isTrue
    // Output pixels per stored pixel.
    let factor = Double(scale) / 8
    // For a part: the output pixels wanted. The decode reaches a block further on every side but the bottom,
    // then is cut to them: chroma upsampling smears a cropped decode's edge (a neighbour is missing). The cut
    // starts on even pixels, so chroma's 2 x 2 blocks line up with a whole decode's.
    var wanted: (x: Int32, y: Int32, end: Int32, bottom: Int32)?
    if let region {
      let x = Int32((region.origin.x * factor).rounded(.down)) & ~1
      let y = Int32((region.origin.y * factor).rounded(.down)) & ~1
      let end = Int32((region.maxX * factor).rounded(.up))
      let bottom = Int32((region.maxY * factor).rounded(.up))
      guard end > x, bottom > y else { return .failure(.corrupt(detail: "an empty part")) }
      wanted = (x, y, end, bottom)
      let pad: Int32 = 16
      let x0 = max(0, x - pad)
      let y0 = max(0, y - pad)
      guard sdlphoto_jpeg_start_region(handle, Int32(scale), asPlanes ? 1 : 0, x0, y0, end + pad - x0, bottom - y0) != 0
      else { return .failure(.corrupt(detail: message(handle))) }
    } else {
      guard sdlphoto_jpeg_start(handle, Int32(scale), asPlanes ? 1 : 0) != 0 else {
        return .failure(.corrupt(detail: message(handle)))
      }
    }
    let w = sdlphoto_jpeg_output_width(handle)
    let h = sdlphoto_jpeg_rows(handle)
    guard w > 0, h > 0 else { return .failure(.corrupt(detail: "no rows to decode")) }
    var result = Result(surface: nil, planes: nil, width: width, height: height, truncated: false)
    // What is kept of the rows and columns decoded, output pixels (all of them for a whole decode).
    var keep = (x: Int32(0), y: Int32(0), width: w, height: h)
    if let wanted {
      let column = sdlphoto_jpeg_column_start(handle)
      let row = sdlphoto_jpeg_row_start(handle)
      keep.x = max(0, wanted.x - column)
      keep.y = max(0, wanted.y - row)
      keep.width = max(1, min(w - keep.x, wanted.end - column - keep.x))
      keep.height = max(1, min(h - keep.y, wanted.bottom - row - keep.y))
      let x0 = Double(column + keep.x) / factor
      let y0 = Double(row + keep.y) / factor
      result.region = Rect(
        x0: x0, y0: y0, x1: min(Double(width), x0 + Double(keep.width) / factor),
        y1: min(Double(height), y0 + Double(keep.height) / factor))
    }
    if asPlanes {
      guard let planes = YUVImage(width: Int(w), height: Int(h)) else {
        return .failure(.tooLarge(width: width, height: height))
      }
      let chroma = Int32(planes.chromaWidth)
      guard sdlphoto_jpeg_read_yuv(handle, planes.y, w, planes.u, planes.v, chroma) != 0 else {
        return .failure(.corrupt(detail: message(handle)))
      }
      guard
        let cut = planes.cropped(
          x: Int(keep.x), y: Int(keep.y), width: Int(keep.width), height: Int(keep.height))
      else {
        return .failure(.tooLarge(width: width, height: height))
      }
      result.planes = cut
    } else {
      guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
        return .failure(.tooLarge(width: width, height: height))
      }
      // BGRA in memory is SDL's ARGB8888 on a little-endian machine; x86_64 and arm64 Linux are.
      let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
      guard sdlphoto_jpeg_read(handle, pixels, surface.pointee.pitch) != 0 else {
        SDL_FreeSurface(surface)
        return .failure(.corrupt(detail: message(handle)))
      }
      SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
      result.surface = surface
      if keep != (0, 0, w, h) {
        guard
          let cut = SDL_CreateRGBSurfaceWithFormat(0, keep.width, keep.height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else {
          SDL_FreeSurface(surface)
          return .failure(.tooLarge(width: width, height: height))
        }
        var from = SDL_Rect(x: keep.x, y: keep.y, w: keep.width, h: keep.height)
        SDL_UpperBlit(surface, &from, cut, nil)
        SDL_FreeSurface(surface)
        SDL_SetSurfaceBlendMode(cut, SDL_BLENDMODE_NONE)
        result.surface = cut
      }
    }
    result.truncated = sdlphoto_jpeg_warned(handle).isTrue
    return .success(result)
  }

  private static func message(_ handle: UnsafeMutablePointer<sdlphoto_jpeg>) -> String {
    String(cString: sdlphoto_jpeg_message(handle))
  }
}

extension Int32 {
  /// A C boolean as a Swift one.
  fileprivate var isTrue: Bool { self != 0 }
}
