import CJPEG
import CSDL2
import PhotoCore

/// JPEG decoding through libjpeg-turbo at the smallest DCT scale (1/8, 2/8, ... 8/8) that still covers the
/// size the screen needs: far fewer pixels to decode, scale and upload. A file streams through the decoder a
/// few kilobytes at a time, so a 9 MB JPEG never sits in memory beside its pixels.
package struct JPEGDecoder {
  /// A decoded JPEG at the chosen scale: an ARGB8888 surface, or planes when asked for and the JPEG has
  /// them (exactly one of the two); and the JPEG's full size.
  package struct Result {
    package var surface: UnsafeMutablePointer<SDL_Surface>?
    var planes: YUVImage?
    package var width: Int
    package var height: Int
    /// The file was cut short; what could be decoded is there.
    var truncated: Bool
    /// For a part (`decode(path:region:...)`): the part decoded, in the JPEG's stored pixels; it may reach a
    /// little beyond the part asked for (whole output pixels), and past the photo's right and bottom edges by
    /// less than an output pixel.
    var region: Rect?
  }

  /// Decodes the JPEG file at `path` for at least `needWidth` x `needHeight` pixels; as planes when
  /// `planar` (and the JPEG is YCbCr or greyscale). A CMYK JPEG converts through `cmykProfile` (its own) to the
  /// display's colours (to sRGB when `cmykToSRGB`).
  package static func decode(
    path: String, needWidth: Int, needHeight: Int, maxPixels: Int, planar: Bool = false, cmykProfile: [UInt8]? = nil,
    cmykToSRGB: Bool = false
  ) -> Swift.Result<Result, PhotoLoadError> {
    DecodeSource.streamedFile(path).flatMap { fd in
      decode(
        sdlphoto_jpeg_open(fd, nil, 0), needWidth: needWidth, needHeight: needHeight, maxPixels: maxPixels,
        planar: planar, cmykProfile: cmykProfile, cmykToSRGB: cmykToSRGB)
    }
  }

  /// Decodes the part `region` (in the JPEG's stored pixels) of the JPEG file at `path`, at the smallest
  /// scale that gives the whole photo at least `needWidth` x `needHeight` pixels (within
  /// `Tuning.Loading.jpegScaleSlack`): a photo far larger than a whole decode may hold shows its visible part
  /// at full detail. Rows below the part are never read, rows above it skip their inverse DCT.
  static func decode(
    path: String, region: Rect, needWidth: Int, needHeight: Int, maxPixels: Int, planar: Bool = false,
    cmykProfile: [UInt8]? = nil, cmykToSRGB: Bool = false
  ) -> Swift.Result<Result, PhotoLoadError> {
    DecodeSource.streamedFile(path).flatMap { fd in
      decode(
        sdlphoto_jpeg_open(fd, nil, 0), needWidth: needWidth, needHeight: needHeight, maxPixels: maxPixels,
        planar: planar, region: region, cmykProfile: cmykProfile, cmykToSRGB: cmykToSRGB)
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
    planar: Bool = false, region: Rect? = nil, cmykProfile: [UInt8]? = nil, cmykToSRGB: Bool = false
  ) -> Swift.Result<Result, PhotoLoadError> {
    guard let handle else { return .failure(.corrupt(detail: "cannot start the JPEG decoder")) }
    defer { sdlphoto_jpeg_close(handle) }
    let width = Int(sdlphoto_jpeg_width(handle))
    let height = Int(sdlphoto_jpeg_height(handle))
    guard !sdlphoto_jpeg_failed(handle).isTrue, width > 0, height > 0 else {
      return .failure(.corrupt(detail: message(handle)))
    }
    if width * height > maxPixels { return .failure(.tooLarge(width: width, height: height)) }
    let scale = Self.scale(width: width, height: height, needWidth: needWidth, needHeight: needHeight)
    let asPlanes = planar && sdlphoto_jpeg_is_ycc(handle).isTrue
    // Output pixels per stored pixel.
    let factor = Double(scale) / 8
    let window = region.map { PartWindow(region: $0, factor: factor) }
    if let error = start(handle, scale: scale, planar: asPlanes, window: window) { return .failure(error) }
    let w = sdlphoto_jpeg_output_width(handle)
    let h = sdlphoto_jpeg_rows(handle)
    guard w > 0, h > 0 else { return .failure(.corrupt(detail: "no rows to decode")) }
    var result = Result(surface: nil, planes: nil, width: width, height: height, truncated: false)
    // What is kept of the rows and columns decoded, output pixels (all of them for a whole decode).
    var keep = (x: Int32(0), y: Int32(0), width: w, height: h)
    if let window {
      guard let kept = window.kept(handle, width: w, height: h) else {
        return .failure(.corrupt(detail: "the part lies outside the photo"))
      }
      keep = kept
      let x0 = Double(sdlphoto_jpeg_column_start(handle) + keep.x) / factor
      let y0 = Double(sdlphoto_jpeg_row_start(handle) + keep.y) / factor
      // Not clipped to the photo: a last output pixel that covers less than a whole step of stored pixels
      // reaches past the edge, so every decoded pixel spans the same width (that overhang is never drawn).
      result.region = Rect(
        x0: x0, y0: y0, x1: x0 + Double(keep.width) / factor, y1: y0 + Double(keep.height) / factor)
    }
    if asPlanes {
      switch readPlanes(handle, width: w, height: h, keeping: keep, of: (width, height)) {
      case .success(let planes): result.planes = planes
      case .failure(let error): return .failure(error)
      }
    } else {
      let read = readSurface(
        handle, width: w, height: h, keeping: keep, of: (width, height), cmykProfile: cmykProfile,
        cmykToSRGB: cmykToSRGB)
      switch read {
      case .success(let surface): result.surface = surface
      case .failure(let error): return .failure(error)
      }
    }
    result.truncated = sdlphoto_jpeg_warned(handle).isTrue
    return .success(result)
  }

  /// Starts `handle` decoding at `scale`/8, as planes when `planar`, the whole photo or `window` around a part;
  /// why it cannot, or nil.
  private static func start(
    _ handle: UnsafeMutablePointer<sdlphoto_jpeg>, scale: Int32, planar: Bool, window: PartWindow?
  ) -> PhotoLoadError? {
    guard let window else {
      return sdlphoto_jpeg_start(handle, scale, planar ? 1 : 0) != 0 ? nil : .corrupt(detail: message(handle))
    }
    // A progressive JPEG keeps every coefficient of the photo in memory whatever part is read (3 bytes a
    // pixel): its parts would cost what its whole decode does.
    if sdlphoto_jpeg_is_progressive(handle).isTrue {
      return .unsupportedFormat(detail: "a progressive JPEG decodes only whole")
    }
    return window.start(handle, scale: scale, planar: planar) ? nil : .corrupt(detail: message(handle))
  }

  /// The smallest DCT scale (of 8) within `Tuning.Loading.jpegScaleSlack` of the need of a `width` x `height`
  /// photo: a scale that falls a little short is taken and stretched the last few percent, so a 24 MP photo on a
  /// 1080p screen decodes at 1/4 (6 MB, ~70 ms) instead of 1/2 (24 MB, ~90 ms).
  private static func scale(width: Int, height: Int, needWidth: Int, needHeight: Int) -> Int32 {
    let slack = Tuning.Loading.jpegScaleSlack
    return (1...8).first { num in
      Double(sdlphoto_jpeg_scaled(Int32(width), num)) >= slack * Double(min(needWidth, width))
        && Double(sdlphoto_jpeg_scaled(Int32(height), num)) >= slack * Double(min(needHeight, height))
    } ?? 8
  }

  /// The `width` x `height` output pixels of a started decode as Y'CbCr planes, cut to `keep`; `.tooLarge`
  /// (of the `photo`'s size) when memory for them cannot be had.
  private static func readPlanes(
    _ handle: UnsafeMutablePointer<sdlphoto_jpeg>, width w: Int32, height h: Int32,
    keeping keep: (x: Int32, y: Int32, width: Int32, height: Int32), of photo: (width: Int, height: Int)
  ) -> Swift.Result<YUVImage, PhotoLoadError> {
    let tooLarge = PhotoLoadError.tooLarge(width: photo.width, height: photo.height)
    guard let planes = YUVImage(width: Int(w), height: Int(h)) else { return .failure(tooLarge) }
    let chroma = Int32(planes.chromaWidth)
    guard sdlphoto_jpeg_read_yuv(handle, planes.y, w, planes.u, planes.v, chroma) != 0 else {
      return .failure(.corrupt(detail: message(handle)))
    }
    guard
      let cut = planes.cropped(x: Int(keep.x), y: Int(keep.y), width: Int(keep.width), height: Int(keep.height))
    else { return .failure(tooLarge) }
    return .success(cut)
  }

  /// The `width` x `height` output pixels of a started decode as a BGRA surface (CMYK converted as
  /// `cmykProfile` and `cmykToSRGB` say), cut to `keep`; `.tooLarge` (of the
  /// `photo`'s size) when memory for it cannot be had.
  private static func readSurface(
    _ handle: UnsafeMutablePointer<sdlphoto_jpeg>, width w: Int32, height h: Int32,
    keeping keep: (x: Int32, y: Int32, width: Int32, height: Int32), of photo: (width: Int, height: Int),
    cmykProfile: [UInt8]?, cmykToSRGB: Bool
  ) -> Swift.Result<UnsafeMutablePointer<SDL_Surface>, PhotoLoadError> {
    let tooLarge = PhotoLoadError.tooLarge(width: photo.width, height: photo.height)
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
      return .failure(tooLarge)
    }
    // BGRA in memory is SDL's ARGB8888 on a little-endian machine; x86_64 and arm64 Linux are.
    let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    guard sdlphoto_jpeg_read(handle, pixels, surface.pointee.pitch) != 0 else {
      SDL_FreeSurface(surface)
      return .failure(.corrupt(detail: message(handle)))
    }
    if sdlphoto_jpeg_is_cmyk(handle).isTrue {
      ColorConversion.convertCMYK(
        surface, inverted: sdlphoto_jpeg_cmyk_inverted(handle).isTrue, profile: cmykProfile, toSRGB: cmykToSRGB)
    }
    SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
    guard keep != (0, 0, w, h) else { return .success(surface) }
    defer { SDL_FreeSurface(surface) }
    guard
      let cut = SDL_CreateRGBSurfaceWithFormat(0, keep.width, keep.height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return .failure(tooLarge) }
    var from = SDL_Rect(x: keep.x, y: keep.y, w: keep.width, h: keep.height)
    SDL_UpperBlit(surface, &from, cut, nil)
    SDL_SetSurfaceBlendMode(cut, SDL_BLENDMODE_NONE)
    return .success(cut)
  }

  /// The output pixels (at one DCT scale) of a part of a JPEG, and the wider window decoded for them: the
  /// decode reaches `context` pixels further on every side but the bottom and is cut to the part once done,
  /// because chroma upsampling smears a cropped decode's edges (a neighbour is missing).
  private struct PartWindow {
    /// Output pixels decoded beyond the part on the left, top and right: a whole block of 4:2:0 at full scale,
    /// more than the one chroma sample the upsampler reads across an edge at any scale.
    static let context: Int32 = 16
    /// The part: first column and row (even, so chroma's 2 x 2 blocks line up), and the column and row after
    /// its last.
    let x, y, end, bottom: Int32

    /// The part `region` (stored pixels) at `factor` output pixels per stored pixel, rounded outward.
    init(region: Rect, factor: Double) {
      x = max(0, Int32((region.origin.x * factor).rounded(.down)) & ~1)
      y = max(0, Int32((region.origin.y * factor).rounded(.down)) & ~1)
      end = max(x + 1, Int32((region.maxX * factor).rounded(.up)))
      bottom = max(y + 1, Int32((region.maxY * factor).rounded(.up)))
    }

    /// Starts `handle` decoding the window around the part at `scale`/8; false on failure.
    func start(_ handle: UnsafeMutablePointer<sdlphoto_jpeg>, scale: Int32, planar: Bool) -> Bool {
      let x0 = max(0, x - Self.context)
      let y0 = max(0, y - Self.context)
      return sdlphoto_jpeg_start_region(handle, scale, planar ? 1 : 0, x0, y0, end + Self.context - x0, bottom - y0)
        != 0
    }

    /// What to keep of the `width` x `height` pixels decoded (from where libjpeg put the window's first
    /// column and row), starting on even pixels; nil when the part lies outside the photo.
    func kept(
      _ handle: UnsafeMutablePointer<sdlphoto_jpeg>, width: Int32, height: Int32
    )
      -> (x: Int32, y: Int32, width: Int32, height: Int32)?
    {
      let column = sdlphoto_jpeg_column_start(handle)
      let row = sdlphoto_jpeg_row_start(handle)
      // libjpeg starts a window on a block boundary, which at odd DCT scales may be an odd column or row.
      let left = max(0, x - column) & ~1
      let top = max(0, y - row) & ~1
      guard left < width, top < height else { return nil }
      return (left, top, min(width - left, end - column - left), min(height - top, bottom - row - top))
    }
  }

  private static func message(_ handle: UnsafeMutablePointer<sdlphoto_jpeg>) -> String {
    String(cString: sdlphoto_jpeg_message(handle))
  }
}

extension JPEGDecoder: PhotoDecoder, RegionDecoding, PreviewDecoding {
  /// "JPEG".
  var name: String { "JPEG" }
  /// JPEG files.
  var kinds: Set<ImageKind> { [.jpeg] }
  /// A JPEG streams from its file a few kilobytes at a time.
  var readsWholeFile: Bool { false }
  /// The header's size is the decoded one.
  var headerGivesSize: Bool { true }

  /// The whole JPEG at the smallest DCT scale that covers the box, as planes when `options.planar` (and the
  /// JPEG is YCbCr or greyscale), shrunk to fit and turned upright as its EXIF says.
  func decode(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Swift.Result<ImageDecoder.Decoded, PhotoLoadError> {
    let stored = source.storedBox(box)
    let need = ImageDecoder.neededSize(
      width: source.headerSize?.width, height: source.headerSize?.height, boxW: stored.width, boxH: stored.height)
    let result: Result
    switch Self.decode(
      path: source.path, needWidth: need.0, needHeight: need.1, maxPixels: options.maxPixels, planar: options.planar,
      cmykProfile: options.colorProfile, cmykToSRGB: options.toSRGB)
    {
    case .success(let decoded): result = decoded
    case .failure(let error): return .failure(error)
    }
    if let planes = result.planes {
      return ImageDecoder.upright(
        planes, nativeWidth: result.width, nativeHeight: result.height, truncated: result.truncated, box: stored,
        orientation: source.orientation)
    }
    return .success(
      ImageDecoder.upright(
        result.surface!, nativeWidth: result.width, nativeHeight: result.height, truncated: result.truncated,
        box: stored, orientation: source.orientation))
  }

  /// A part of the JPEG: libjpeg-turbo decodes it without the rest's pixels (rows below it are never read,
  /// rows above it skip their inverse DCT). A progressive JPEG decodes only whole.
  func decode(
    _ source: DecodeSource, region: Rect, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Swift.Result<ImageDecoder.Decoded, PhotoLoadError> {
    guard let size = source.headerSize else { return .failure(.corrupt(detail: "no image size in the header")) }
    let orientation = source.orientation
    let (uprightW, uprightH) = orientation.swapsAxes ? (size.height, size.width) : (size.width, size.height)
    let stored = orientation.inverse.upright(region, width: Double(uprightW), height: Double(uprightH))
    let storedBox = source.storedBox(box)
    let need = ImageDecoder.neededSize(
      width: size.width, height: size.height, boxW: storedBox.width, boxH: storedBox.height)
    let result: Result
    switch Self.decode(
      path: source.path, region: stored, needWidth: need.0, needHeight: need.1, maxPixels: options.maxPixels,
      planar: options.planar, cmykProfile: options.colorProfile,
      cmykToSRGB: options.toSRGB)
    {
    case .success(let jpeg): result = jpeg
    case .failure(let error): return .failure(error)
    }
    guard var part = result.region else { return .failure(.corrupt(detail: "no part decoded")) }
    var decoded: ImageDecoder.Decoded
    if let planes = result.planes {
      // Even sizes keep chroma on its pixels when turned (as in `ImageDecoder.upright`); the part loses what is
      // cut.
      let (w, h) =
        orientation == .up
        ? (planes.width, planes.height) : (ImageDecoder.evenSide(planes.width), ImageDecoder.evenSide(planes.height))
      guard let cut = planes.cropped(width: w, height: h), let turned = cut.oriented(orientation) else {
        return .failure(.tooLarge(width: size.width, height: size.height))
      }
      part.size = Vector2(
        x: part.size.x * Double(w) / Double(planes.width), y: part.size.y * Double(h) / Double(planes.height))
      decoded = ImageDecoder.Decoded(
        planes: turned, nativeWidth: uprightW, nativeHeight: uprightH, truncated: result.truncated)
    } else {
      decoded = ImageDecoder.Decoded(
        surface: ImageOrienter.apply(orientation, to: result.surface!), nativeWidth: uprightW,
        nativeHeight: uprightH, truncated: result.truncated)
    }
    decoded.region = orientation.upright(part, width: Double(size.width), height: Double(size.height))
    return .success(decoded)
  }

  /// The thumbnail a camera embedded in the JPEG's EXIF (`PreviewDecoder`).
  func decodePreview(
    _ source: DecodeSource, options: DecodeOptions
  ) -> Swift.Result<ImageDecoder.Decoded, PhotoLoadError> {
    PreviewDecoder.decode(head: source.head, maxPixels: options.maxPixels)
  }
}

extension Int32 {
  /// A C boolean as a Swift one.
  fileprivate var isTrue: Bool { self != 0 }
}
