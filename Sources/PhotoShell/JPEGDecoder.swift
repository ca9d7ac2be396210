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
    planar: Bool = false
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
    guard sdlphoto_jpeg_start(handle, Int32(scale), asPlanes ? 1 : 0) != 0 else {
      return .failure(.corrupt(detail: message(handle)))
    }
    let w = sdlphoto_jpeg_output_width(handle)
    let h = sdlphoto_jpeg_output_height(handle)
    var result = Result(surface: nil, planes: nil, width: width, height: height, truncated: false)
    if asPlanes {
      guard let planes = YUVImage(width: Int(w), height: Int(h)) else {
        return .failure(.tooLarge(width: width, height: height))
      }
      let chroma = Int32(planes.chromaWidth)
      guard sdlphoto_jpeg_read_yuv(handle, planes.y, w, planes.u, planes.v, chroma) != 0 else {
        return .failure(.corrupt(detail: message(handle)))
      }
      result.planes = planes
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
