import CSDL2
import PhotoCore

/// Decodes one photo file into upright pixels no larger than the screen needs: the entry points by path, and
/// the sizing and turning every decoder shares. Runs on worker threads.
///
/// Which decoder reads a file, and what each decode level asks of it, is `DecoderRegistry`'s; each format's
/// decoder is a `PhotoDecoder` in `Formats/`. The file is read through `PhotoFile` (never blocking, regular
/// files only); its head gives the format (magic bytes), the EXIF orientation and the pixel size, so a
/// decompression bomb is refused before anything is allocated for it.
package enum ImageDecoder {
  /// The largest file read into memory, bytes.
  static let maxFileBytes = 1 << 30

  /// Decodes `path`, scaled down (never up) to fit within `maxWidth` x `maxHeight` pixels (upright). A
  /// YCbCr or greyscale JPEG comes as planes when `planar` (for a texture; 1.5 bytes a pixel). `sizeKnown` is
  /// told the photo's native upright size as soon as its header gives it (before the pixels). `managesColour`
  /// false leaves the photo's colours as stored (`--colour-management off`).
  package static func decode(
    path: String, maxWidth: Int, maxHeight: Int, maxPixels: Int, planar: Bool = false, managesColour: Bool = true,
    develops: Bool = false, sizeKnown: (Int, Int) -> Void = { _, _ in }
  ) -> Result<Decoded, PhotoLoadError> {
    var options = DecodeOptions(maxPixels: maxPixels, planar: planar)
    options.managesColour = managesColour
    options.develops = develops
    return DecoderRegistry.standard.decode(
      path: path, box: ResolutionPolicy.Box(width: maxWidth, height: maxHeight), options: options,
      sizeKnown: sizeKnown)
  }

  /// Decodes the part `region` (native upright pixels) of the photo at `path`, as sharp as a whole decode
  /// into `maxWidth` x `maxHeight` would be, upright, with `region` set to where the pixels sit (the formats
  /// that can: `RegionDecoding`). A decode that can stop early (a PNG's) stops with `.cancelled` once
  /// `isCancelled` says so.
  package static func decode(
    path: String, region: Rect, maxWidth: Int, maxHeight: Int, maxPixels: Int, planar: Bool = false,
    isCancelled: @escaping () -> Bool = { false }
  ) -> Result<Decoded, PhotoLoadError> {
    DecoderRegistry.standard.decode(
      path: path, region: region, box: ResolutionPolicy.Box(width: maxWidth, height: maxHeight),
      options: DecodeOptions(maxPixels: maxPixels, planar: planar, isCancelled: isCancelled))
  }

  /// `surface` (a photo's stored pixels, decoded whole, of a photo of `nativeWidth` x `nativeHeight` stored
  /// pixels) scaled to fit `box` (stored pixels) if it is still larger and turned upright as `orientation`
  /// asks, with the photo's native upright size. Consumes `surface`. Scaling goes against the native size: a
  /// reduced decode (JPEG's DCT scale) is already part of the way there, and a decoder that scales while
  /// decoding usually delivers exactly this size (the scaler then returns the surface untouched).
  static func upright(
    _ surface: UnsafeMutablePointer<SDL_Surface>, nativeWidth: Int, nativeHeight: Int, truncated: Bool = false,
    box: ResolutionPolicy.Box, orientation: ExifOrientation
  ) -> Decoded {
    let fitted = fittedSize(width: nativeWidth, height: nativeHeight, boxW: box.width, boxH: box.height)
    var surface = ImageScaler.fit(surface, maxWidth: fitted.0, maxHeight: fitted.1)
    surface = ImageOrienter.apply(orientation, to: surface)
    let (w, h) = orientation.swapsAxes ? (nativeHeight, nativeWidth) : (nativeWidth, nativeHeight)
    return Decoded(surface: surface, nativeWidth: w, nativeHeight: h, truncated: truncated)
  }

  /// `planes` (a photo's stored pixels, decoded whole, of a photo of `nativeWidth` x `nativeHeight` stored
  /// pixels) shrunk to fit `box` (stored pixels; area-averaged, as `ImageScaler` does for surfaces, to even
  /// sides) and turned upright as `orientation` asks, with the photo's native upright size.
  static func upright(
    _ planes: YUVImage, nativeWidth: Int, nativeHeight: Int, truncated: Bool, box: ResolutionPolicy.Box,
    orientation: ExifOrientation
  ) -> Result<Decoded, PhotoLoadError> {
    let fitted = fittedSize(width: nativeWidth, height: nativeHeight, boxW: box.width, boxH: box.height)
    let target = (evenSide(min(fitted.0, planes.width)), evenSide(min(fitted.1, planes.height)))
    guard let fit = planes.shrunk(toWidth: target.0, height: target.1), let turned = fit.oriented(orientation) else {
      return .failure(.tooLarge(width: nativeWidth, height: nativeHeight))
    }
    let (w, h) = orientation.swapsAxes ? (nativeHeight, nativeWidth) : (nativeWidth, nativeHeight)
    return .success(Decoded(planes: turned, nativeWidth: w, nativeHeight: h, truncated: truncated))
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
}
