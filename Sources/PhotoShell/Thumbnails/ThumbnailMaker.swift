import CSDL2
import PhotoCore

/// A grid cell's thumbnail of a photo: from the shared thumbnail cache when it holds a valid one, else from the
/// photo (its embedded thumbnail when large enough, else a whole decode at the cache's size), written to the
/// cache after the thumbnail is handed on. Runs on decode workers.
struct ThumbnailMaker {
  /// Which decoder reads each format.
  let decoders: DecoderRegistry
  /// The cache; nil keeps thumbnails in memory only (`--no-thumbnail-cache`, or no home folder).
  let store: ThumbnailStore?

  /// What a thumbnail load gives: the result for the grid, and the cache's write to do once it is handed on.
  struct Made {
    var result: Result<ImageDecoder.Decoded, PhotoLoadError>
    var write: (() -> Void)?
  }

  /// The thumbnail of the photo at `path` (a local file, or a downloaded copy when `cached` is false) covering
  /// a square cell of `cell` pixels.
  func thumbnail(path: String, cell: Int, options: DecodeOptions, cached: Bool = true) -> Made {
    // Colours unmanaged are not sRGB: such thumbnails stay out of the shared cache, both ways.
    guard cached && options.managesColour, let store, let stamp = store.stamp(of: path) else {
      return Made(
        result: DecodeSource.open(path).flatMap { decoders.thumbnail(source: $0, cell: cell, options: options) }.map(
          \.decoded))
    }
    if let cached = fromCache(store, stamp, path: path, cell: cell, options: options) { return cached }
    // A photo that fails for its own bytes is recorded, so it is not tried again until it changes.
    func failed(_ error: PhotoLoadError) -> Made {
      Made(
        result: .failure(error),
        write: ThumbnailStore.isLasting(error) ? { store.storeFailure(error, for: stamp) } : nil)
    }
    let source: DecodeSource
    switch DecodeSource.open(path) {
    case .success(let opened): source = opened
    case .failure(let error): return failed(error)
    }
    let cover = DecoderRegistry.coverBox(cell: cell, source: source)
    guard let size = ThumbnailSize.serving(longerSide: max(cover.width, cover.height)) else {
      return Made(result: decoders.thumbnail(source: source, cell: cell, options: options).map(\.decoded))
    }
    // The cache's size and sRGB pixels (32-bit, to write them); converted to the display's after the copy.
    var making = options
    making.planar = false
    making.toSRGB = ColorConversion.displayProfileSet
    let box = ResolutionPolicy.Box(width: size.pixels, height: size.pixels)
    switch decoders.thumbnail(source: source, cell: cell, box: box, options: making) {
    case .failure(let error):
      return failed(error)
    case .success((let decoded, let fromEmbedded)):
      // The cache's copy (a whole, still decode of the photo itself) is taken in sRGB; then every thumbnail,
      // an embedded one too, is made the display's.
      let cacheable = !fromEmbedded && !decoded.truncated && !decoded.isAnimated
      let copy = cacheable ? decoded.surface.flatMap { SDL_DuplicateSurface($0) } : nil
      if making.toSRGB, let sRGB = ColorConversion.sRGB, !ColorConversion.convert(decoded, from: sRGB) {
        ColorConversion.warnOnce("the display's colour profile cannot be used; thumbnails are shown as sRGB")
      }
      guard let copy else { return Made(result: .success(decoded)) }
      // A clip of unknown length (infinite here) records none.
      let (w, h) = (decoded.nativeWidth, decoded.nativeHeight)
      let length = decoded.clipDuration.flatMap { $0.isFinite ? $0 : nil }
      return Made(result: .success(decoded)) {
        store.store(copy, for: stamp, size: size, imageWidth: w, imageHeight: h, movieLength: length)
        SDL_FreeSurface(copy)
      }
    }
  }

  /// The cache's thumbnail of `path` (its `stamp`) for a cell of `cell` pixels, or the failure it recorded;
  /// nil when it has neither, or when its thumbnail is damaged (then it is made again, and replaced).
  private func fromCache(
    _ store: ThumbnailStore, _ stamp: ThumbnailRecord, path: String, cell: Int, options: DecodeOptions
  ) -> Made? {
    switch store.lookup(stamp, cell: cell) {
    case .thumbnail(let file, let width, let height, let record):
      let box = ResolutionPolicy.Box(width: width, height: height)
      guard case .success(var decoded) = decoders.decode(path: file, box: box, options: options) else { return nil }
      (decoded.nativeWidth, decoded.nativeHeight) = Self.photoSize(of: record, path: path, thumbnail: decoded)
      decoded.clipDuration = record.movieLength
      return Made(result: .success(decoded))
    case .failed(let error):
      return Made(result: .failure(error))
    case .none:
      return nil
    }
  }

  /// The photo's native upright size for a thumbnail read from the cache: as its record says (turned to the
  /// thumbnail's shape: makers differ on whether they record it before or after the EXIF turn), else from the
  /// photo's header, else the thumbnail's own.
  static func photoSize(
    of record: ThumbnailRecord, path: String, thumbnail: ImageDecoder.Decoded
  ) -> (Int, Int) {
    let landscape = thumbnail.width >= thumbnail.height
    if let w = record.imageWidth, let h = record.imageHeight, w > 0, h > 0 {
      return (w >= h) == landscape || w == h ? (w, h) : (h, w)
    }
    if case .success(let source) = DecodeSource.open(path), let size = source.headerSize, size.width > 0,
      size.height > 0
    {
      return source.orientation.swapsAxes ? (size.height, size.width) : (size.width, size.height)
    }
    return (thumbnail.width, thumbnail.height)
  }
}
