import CSDL2
import CSDL2Image
import PhotoCore

/// The formats without a library of their own here (BMP, TIFF, QOI, SVG, ICO, PNM, TGA, XCF) through
/// SDL2_image, from memory: decoded whole at full size, refused over the pixel limit, halved in their own
/// format while over twice the box, converted to ARGB8888, fitted and turned upright. GIF stills and animated
/// WebPs come this way too (`AnimationDecoder`, `WebPDecoder`).
struct SDLImageDecoder: PhotoDecoder {
  /// "SDL2_image".
  var name: String { "SDL2_image" }
  /// The kinds no other decoder reads.
  var kinds: Set<ImageKind> { [.bmp, .tiff, .qoi, .svg, .ico, .pnm, .tga, .xcf] }

  /// The image loaded by SDL2_image, refused over `options.maxPixels`, fitted and turned upright.
  func decode(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let stored = source.storedBox(box)
    return Self.load(source.bytes, boxWidth: stored.width, boxHeight: stored.height).flatMap {
      Self.upright($0, source: source, box: stored, options: options)
    }
  }

  /// SDL2_image's image of `bytes`, converted to ARGB8888, with its full size. Halved in its own format first
  /// while it is over twice the box (stored pixels), so the format conversion copies few pixels.
  static func load(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int
  ) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int), PhotoLoadError> {
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
    let need = ImageDecoder.neededSize(width: nativeW, height: nativeH, boxW: boxWidth, boxH: boxHeight)
    let shrunk = ImageScaler.shrink(loaded, toAtLeast: need.0, need.1)
    defer { SDL_FreeSurface(shrunk) }
    guard let argb = SDL_ConvertSurfaceFormat(shrunk, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      return .failure(.corrupt(detail: String(cString: SDL_GetError())))
    }
    return .success((argb, nativeW, nativeH))
  }

  /// A `load`ed image refused (and freed) when it has more than `options.maxPixels` pixels (SDL2_image only
  /// tells the size once it has decoded them), else fitted in `box` (stored pixels) and turned upright as
  /// `source` says.
  static func upright(
    _ loaded: (surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int), source: DecodeSource,
    box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    if loaded.width * loaded.height > options.maxPixels {
      SDL_FreeSurface(loaded.surface)
      return .failure(.tooLarge(width: loaded.width, height: loaded.height))
    }
    return .success(
      ImageDecoder.upright(
        loaded.surface, nativeWidth: loaded.width, nativeHeight: loaded.height, box: box,
        orientation: source.orientation))
  }
}
