import CPNG
import CSDL2
import PhotoCore

/// PNG decoding through libpng's row API (wrapped in `CPNG` so errors come back as text, never on stderr as
/// SDL2_image lets libpng print them). A PNG larger than the box is shrunk row by row as it is decoded
/// (`AreaReducer`), so memory is the output plus a row: a 3000x2000 PNG for a 1080p screen takes 7 MB, not
/// 24 MB. An interlaced (Adam7) PNG delivers its rows in seven passes, so it decodes at full size and the
/// caller scales it. A PQ or HLG PNG (its `cICP` chunk, or its profile's `cicp` tag) is read whole at 16 bits
/// and tone-mapped to sRGB (`PNGDecoder+HDR.swift`).
struct PNGDecoder {
  /// Decodes `bytes` into an ARGB8888 surface: the image fitted in `boxWidth` x `boxHeight`
  /// (`ImageDecoder.fittedSize`), or at full size when it is interlaced or already fits. Returns the
  /// surface and the PNG's full size; refuses more than `maxPixels` before allocating anything for it.
  static func decode(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, maxPixels: Int
  ) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int), PhotoLoadError> {
    bytes.withUnsafeBytes { buffer in
      decode(boxWidth: boxWidth, boxHeight: boxHeight, maxPixels: maxPixels) { reader in
        sdlphoto_png_open(reader, buffer.baseAddress, buffer.count)
      }
    }
  }

  /// Decodes the PNG file at `path`, streamed from the file (it never sits whole in memory), as above.
  static func decode(
    path: String, boxWidth: Int, boxHeight: Int, maxPixels: Int
  ) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int), PhotoLoadError> {
    DecodeSource.streamedFile(path).flatMap { fd in
      decode(boxWidth: boxWidth, boxHeight: boxHeight, maxPixels: maxPixels) { sdlphoto_png_open_fd($0, fd) }
    }
  }

  /// Decodes the part `region` (stored pixels, widened to whole ones) of the PNG file at `path` at `scale`
  /// output pixels per photo pixel (at most 1), area-averaged as its rows stream by: rows above the part are
  /// decoded and dropped, rows below it are never read, and memory is the part plus a row. Returns the surface,
  /// the PNG's full size and the part decoded. An interlaced PNG delivers its rows in seven passes, and a
  /// transparent one's part would show the whole photo through it: those decode only whole.
  static func decode(
    path: String, region: Rect, scale: Double, maxPixels: Int, isCancelled: () -> Bool = { false }
  ) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int, part: Rect), PhotoLoadError> {
    DecodeSource.streamedFile(path).flatMap { fd in
      reading(open: { sdlphoto_png_open_fd($0, fd) }, maxPixels: maxPixels) { reader, width, height in
        guard reader.pointee.passes == 1 else {
          return .failure(.unsupportedFormat(detail: "an interlaced PNG decodes only whole"))
        }
        // A part is drawn over the whole photo: where pixels are partly transparent, both would show.
        guard reader.pointee.has_alpha == 0 else {
          return .failure(.unsupportedFormat(detail: "a PNG with transparency decodes only whole"))
        }
        let x0 = max(0, Int(region.origin.x.rounded(.down)))
        let y0 = max(0, Int(region.origin.y.rounded(.down)))
        let x1 = min(width, Int(region.maxX.rounded(.up)))
        let y1 = min(height, Int(region.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0, scale > 0 else { return .failure(.corrupt(detail: "the part lies outside the photo")) }
        let factor = min(1, scale)
        let outW = max(1, Int((Double(x1 - x0) * factor).rounded()))
        let outH = max(1, Int((Double(y1 - y0) * factor).rounded()))
        guard
          let surface = SDL_CreateRGBSurfaceWithFormat(
            0, Int32(outW), Int32(outH), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return .failure(.tooLarge(width: width, height: height)) }
        var stopped = false
        let read = readReduced(reader, into: surface, columns: x0..<x1, rows: y0..<y1) {
          stopped = stopped || isCancelled()
          return stopped
        }
        guard read && !stopped else {
          SDL_FreeSurface(surface)
          return .failure(stopped ? .cancelled : .corrupt(detail: message(reader)))
        }
        SDL_SetSurfaceBlendMode(surface, reader.pointee.has_alpha != 0 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        let part = Rect(x0: Double(x0), y0: Double(y0), x1: Double(x1), y1: Double(y1))
        return .success((surface, width, height, part))
      }
    }
  }

  /// `body` with a libpng reader `open` starts (returning 0 on failure) and the PNG's size, once the size is
  /// checked against `maxPixels` (before anything is allocated for the pixels); the reader is closed after.
  static func reading<T>(
    open: (UnsafeMutablePointer<sdlphoto_png_reader>) -> Int32, maxPixels: Int,
    _ body: (UnsafeMutablePointer<sdlphoto_png_reader>, _ width: Int, _ height: Int) -> Result<T, PhotoLoadError>
  ) -> Result<T, PhotoLoadError> {
    // libpng keeps pointers to the reader (its error and I/O callbacks' argument): give it a fixed address.
    let reader = UnsafeMutablePointer<sdlphoto_png_reader>.allocate(capacity: 1)
    defer {
      sdlphoto_png_close(reader)
      reader.deallocate()
    }
    guard open(reader) != 0 else { return .failure(.corrupt(detail: message(reader))) }
    let width = Int(reader.pointee.width)
    let height = Int(reader.pointee.height)
    guard width > 0, height > 0 else { return .failure(.corrupt(detail: "the image has no pixels")) }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    if overflow || pixels > maxPixels { return .failure(.tooLarge(width: width, height: height)) }
    return body(reader, width, height)
  }

  /// Decodes from a reader `open` starts (returning 0 on failure).
  private static func decode(
    boxWidth: Int, boxHeight: Int, maxPixels: Int, open: (UnsafeMutablePointer<sdlphoto_png_reader>) -> Int32
  ) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int), PhotoLoadError> {
    reading(open: open, maxPixels: maxPixels) { reader, width, height in
      let passes = Int(reader.pointee.passes)
      let fitted = ImageDecoder.fittedSize(width: width, height: height, boxW: boxWidth, boxH: boxHeight)
      let reduce = passes == 1 && (fitted.0 < width || fitted.1 < height)
      let (outW, outH) = reduce ? fitted : (width, height)
      guard
        let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(outW), Int32(outH), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { return .failure(.tooLarge(width: width, height: height)) }
      let done =
        reduce
        ? readReduced(reader, into: surface)
        : readFull(reader, into: surface, passes: passes)
      guard done else {
        SDL_FreeSurface(surface)
        return .failure(.corrupt(detail: message(reader)))
      }
      SDL_SetSurfaceBlendMode(surface, reader.pointee.has_alpha != 0 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
      return .success((surface, width, height))
    }
  }

  /// Every row (every pass of every row, when interlaced) straight into `surface`, which is full size.
  private static func readFull(
    _ reader: UnsafeMutablePointer<sdlphoto_png_reader>, into surface: UnsafeMutablePointer<SDL_Surface>,
    passes: Int
  ) -> Bool {
    for _ in 0..<passes {
      let ok = sdlphoto_png_read_rows(
        reader, surface.pointee.pixels, Int(surface.pointee.pitch), UInt32(surface.pointee.h))
      if ok == 0 { return false }
    }
    return true
  }

  /// The rows a few at a time through an `AreaReducer` into `surface`, which is the fitted size of the
  /// window `columns` x `rows` (the whole image unless given); rows below the window are not read. Gives up
  /// (false) as soon as `stop` says so, asked before each batch of rows.
  private static func readReduced(
    _ reader: UnsafeMutablePointer<sdlphoto_png_reader>, into surface: UnsafeMutablePointer<SDL_Surface>,
    columns: Range<Int>? = nil, rows window: Range<Int>? = nil, stop: () -> Bool = { false }
  ) -> Bool {
    let width = Int(reader.pointee.width)
    let columns = columns ?? 0..<width
    let window = window ?? 0..<Int(reader.pointee.height)
    let reducer = AreaReducer(
      sourceWidth: columns.count, sourceHeight: window.count, output: surface,
      weightsByAlpha: reader.pointee.has_alpha != 0)
    // A few rows a call: fewer trips through setjmp, still a small buffer.
    let batch = max(1, min(16, (1 << 18) / (width * 4)))
    let rows = UnsafeMutableRawPointer.allocate(byteCount: batch * width * 4, alignment: 16)
    defer { rows.deallocate() }
    var y = 0
    while y < window.upperBound {
      if stop() { return false }
      let count = min(batch, window.upperBound - y)
      if sdlphoto_png_read_rows(reader, rows, width * 4, UInt32(count)) == 0 { return false }
      for i in 0..<count where window.contains(y + i) {
        reducer.add(
          row: UnsafePointer(rows.assumingMemoryBound(to: UInt8.self) + i * width * 4 + columns.lowerBound * 4))
      }
      y += count
    }
    return true
  }

  /// Why the reader's last call failed, in libpng's words.
  static func message(_ reader: UnsafeMutablePointer<sdlphoto_png_reader>) -> String {
    withUnsafeBytes(of: &reader.pointee.message) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
  }
}

extension PNGDecoder: PhotoDecoder, RegionDecoding {
  /// "PNG".
  var name: String { "PNG" }
  /// PNG files.
  var kinds: Set<ImageKind> { [.png] }
  /// A PNG streams from its file, row by row.
  var readsWholeFile: Bool { false }
  /// The header's size is the decoded one.
  var headerGivesSize: Bool { true }

  /// The whole PNG shrunk row by row to fit (an interlaced one at full size, then scaled) and turned upright
  /// as its eXIf chunk says; an animated one (APNG) played (`APNGAnimationSource`).
  func decode(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let stored = source.storedBox(box)
    if options.animates && APNGStructure.isAnimated(head: source.head),
      let animation = Self.animation(source, box: box, options: options)
    {
      return animation
    }
    let decoded =
      if let transfer = options.hdr {
        Self.decodeHDR(
          path: source.path, transfer: transfer, boxWidth: stored.width, boxHeight: stored.height,
          maxPixels: options.maxPixels)
      } else {
        Self.decode(path: source.path, boxWidth: stored.width, boxHeight: stored.height, maxPixels: options.maxPixels)
      }
    return decoded.map {
      var upright = ImageDecoder.upright(
        $0.surface, nativeWidth: $0.width, nativeHeight: $0.height, box: stored, orientation: source.orientation)
      upright.toneMapped = options.hdr != nil
      return upright
    }
  }

  /// A part of the PNG: the rows above it are decoded and dropped, the rows below it never read; stops early
  /// (`.cancelled`) once `options.isCancelled` says so. An interlaced, transparent or HDR PNG decodes only
  /// whole.
  func decode(
    _ source: DecodeSource, region: Rect, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    // A part's tone map would roll off from the part's peak, not the photo's: it would not match the whole.
    guard options.hdr == nil else { return .failure(.unsupportedFormat(detail: "an HDR PNG decodes only whole")) }
    guard !APNGStructure.isAnimated(head: source.head) else {
      return .failure(.unsupportedFormat(detail: "an animated PNG decodes only whole"))
    }
    guard let size = source.headerSize else { return .failure(.corrupt(detail: "no image size in the header")) }
    let orientation = source.orientation
    let (uprightW, uprightH) = orientation.swapsAxes ? (size.height, size.width) : (size.width, size.height)
    let stored = orientation.inverse.upright(region, width: Double(uprightW), height: Double(uprightH))
    let scale = source.storedBox(box).fitScale(native: ResolutionPolicy.Box(width: size.width, height: size.height))
    return Self.decode(
      path: source.path, region: stored, scale: scale, maxPixels: options.maxPixels, isCancelled: options.isCancelled
    ).map { result in
      var decoded = ImageDecoder.Decoded(
        surface: ImageOrienter.apply(orientation, to: result.surface), nativeWidth: uprightW, nativeHeight: uprightH)
      decoded.region = orientation.upright(result.part, width: Double(size.width), height: Double(size.height))
      return decoded
    }
  }
}

extension PNGDecoder {
  /// An animated PNG played, its frames fitted in `box` and turned upright as its eXIf chunk says; nil when it
  /// cannot play (fewer than two frames with data, too large a canvas): its default image shows as a still.
  static func animation(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError>? {
    var source = source
    if case .failure(let failure) = source.readWholeFile() { return .failure(failure) }
    guard let layout = APNGStructure(source.bytes),
      let animation = APNGAnimationSource(source.bytes, layout: layout, maxPixels: options.maxPixels)
    else { return nil }
    let orientation = source.orientation
    let (uprightW, uprightH) =
      orientation.swapsAxes ? (animation.height, animation.width) : (animation.width, animation.height)
    return AnimationPlayback.decode(
      animation, boxWidth: box.width, boxHeight: box.height, orientation: orientation, uprightWidth: uprightW,
      uprightHeight: uprightH)
  }
}
