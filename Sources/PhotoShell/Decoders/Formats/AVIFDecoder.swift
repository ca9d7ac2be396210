import CAVIF
import CSDL2
import PhotoCore

/// AVIF decoding through libavif: the container is parsed first (its size checked before any pixel is
/// allocated), the AV1 image decoded whole (libavif cannot scale), converted by libavif straight into an
/// ARGB8888 surface (a PQ or HLG one tone-mapped to sRGB on the way: `AVIFDecoder+HDR.swift`), shrunk to fit
/// and turned upright as the file's `irot`/`imir` boxes ask (libavif reports them but leaves them to the
/// caller), after cutting it to its clean aperture (`clap`, which libavif also leaves to the caller). Alpha is
/// kept. An image sequence (`.avifs`, or an animated `.avif`) plays (`AVIFSequenceSource`). A file libavif's
/// parser refuses is handed to libheif (`HEIFDecoder`), which reads AVIF too.
/// libavif is opened at run time (`CLoader`) on the first AVIF (`sdlphoto_avif_load`); without it AVIF is an unsupported format.
struct AVIFDecoder {
  /// Decodes `bytes` into an upright ARGB8888 surface the size of the image fitted in `boxWidth` x `boxHeight`
  /// (`ImageDecoder.fittedSize`). Returns the surface and the AVIF's upright full size; refuses more than
  /// `maxPixels` before decoding. A PQ or HLG AVIF is tone-mapped to sRGB when `managesColour`, else its
  /// values are shown as stored.
  static func decode(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, maxPixels: Int, managesColour: Bool = true,
    animates: Bool = true
  ) -> Result<LibraryImage, PhotoLoadError> {
    // libavif is loaded on the first AVIF (never linked: most albums have none).
    guard sdlphoto_avif_load() != 0 else {
      return .failure(.unsupportedFormat(detail: "AVIF needs libavif15 (not installed)"))
    }
    return bytes.withUnsafeBufferPointer { buffer in
      // The decoder reads `buffer` in place until it is destroyed (at the end of this closure).
      let decoder: UnsafeMutablePointer<avifDecoder>
      switch open(buffer) {
      case .success(let opened): decoder = opened
      case .failure(let failure):
        // libavif refuses some files libheif reads (link-u's alpha samples repeat an `ipma` box): libheif,
        // already there for HEIC, shows them; its own failure leaves libavif's words.
        guard case .corrupt = failure,
          case .success(let image) = HEIFDecoder.decode(
            bytes, boxWidth: boxWidth, boxHeight: boxHeight, maxPixels: maxPixels, managesColour: managesColour)
        else { return .failure(failure) }
        return .success(image)
      }
      defer { dl_avifDecoderDestroy(decoder) }
      guard let image = decoder.pointee.image else { return .failure(.corrupt(detail: "the AVIF has no image")) }
      if decoder.pointee.imageCount > 1 && animates {
        // A sequence plays; its source reads its own copy of the file, as long as it plays.
        return AVIFSequenceSource.open(bytes, maxPixels: maxPixels, managesColour: managesColour).flatMap {
          $0.play(boxWidth: boxWidth, boxHeight: boxHeight)
        }
      }
      return decodeParsed(
        decoder, image: image, boxWidth: boxWidth, boxHeight: boxHeight, maxPixels: maxPixels,
        managesColour: managesColour)
    }
  }

  /// A libavif decoder reading `buffer` in place (which must outlive it), its container parsed; the caller
  /// destroys it. Fails (destroying it) when the file cannot be parsed.
  static func open(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<UnsafeMutablePointer<avifDecoder>, PhotoLoadError> {
    guard let decoder = dl_avifDecoderCreate() else {
      return .failure(.corrupt(detail: "cannot start the AVIF decoder"))
    }
    // One thread: several photos decode at once on the loader's workers already.
    decoder.pointee.maxThreads = 1
    decoder.pointee.ignoreExif = AVIF_TRUE
    decoder.pointee.ignoreXMP = AVIF_TRUE
    // Our own limit decides (`tooLarge` with the size); libavif's (its largest, 16384 x 16384) stays as a cap
    // on what its parser and the AV1 decoder accept.
    decoder.pointee.imageDimensionLimit = 0
    // Lenient where the picture can still be shown: a clean aperture with a half-pixel offset (cropped here,
    // rounded), no `pixi` box, an alpha plane without its own `ispe`. Sizes and limits stay checked.
    decoder.pointee.strictFlags = AVIF_STRICT_DISABLED.rawValue
    var result = dl_avifDecoderSetIOMemory(decoder, buffer.baseAddress, buffer.count)
    if result == AVIF_RESULT_OK { result = dl_avifDecoderParse(decoder) }
    guard result == AVIF_RESULT_OK, decoder.pointee.image != nil else {
      defer { dl_avifDecoderDestroy(decoder) }
      // libavif's parser refuses an item over its own limit: say how large it claims to be.
      // (As doubles: two untrusted 32-bit sides overflow an Int's product.)
      if let (w, h) = largestSpatialExtent(Array(buffer)),
        Double(w) * Double(h) > Double(decoder.pointee.imageSizeLimit)
      {
        return .failure(.tooLarge(width: w, height: h))
      }
      return .failure(error(result, decoder))
    }
    return .success(decoder)
  }

  /// The AVIF `decoder` has parsed (its primary image's properties in `image`), decoded, cut to its clean
  /// aperture, fitted and turned upright: a still, or the frames of a sequence.
  static func decodeParsed(
    _ decoder: UnsafeMutablePointer<avifDecoder>, image: UnsafeMutablePointer<avifImage>, boxWidth: Int,
    boxHeight: Int, maxPixels: Int, managesColour: Bool
  ) -> Result<LibraryImage, PhotoLoadError> {
    let storedW = Int(image.pointee.width)
    let storedH = Int(image.pointee.height)
    guard storedW > 0, storedH > 0 else { return .failure(.corrupt(detail: "the image has no pixels")) }
    let orientation = Self.orientation(of: image.pointee)
    let crop = Self.cleanAperture(of: image.pointee)
    let (shownW, shownH) = crop.map { ($0.width, $0.height) } ?? (storedW, storedH)
    let (width, height) = orientation.swapsAxes ? (shownH, shownW) : (shownW, shownH)
    let (pixels, overflow) = storedW.multipliedReportingOverflow(by: storedH)
    if overflow || pixels > maxPixels { return .failure(.tooLarge(width: storedW, height: storedH)) }
    let hasAlpha = decoder.pointee.alphaPresent != 0

    let result = dl_avifDecoderNextImage(decoder)
    guard result == AVIF_RESULT_OK else { return .failure(error(result, decoder)) }
    // The AV1 stream may disagree with the container: the decoded image's size is the one that counts.
    let w = Int(image.pointee.width)
    let h = Int(image.pointee.height)
    guard w == storedW, h == storedH else {
      return .failure(.corrupt(detail: "the AVIF image is \(w)x\(h), its header says \(storedW)x\(storedH)"))
    }
    let color = Self.color(of: image.pointee)
    let hdr = managesColour ? color?.hdrTransfer : nil
    var surface: UnsafeMutablePointer<SDL_Surface>
    switch Self.frameSurface(image, crop: crop, hdr: hdr, alpha: hasAlpha, decoder) {
    case .success(let made): surface = made
    case .failure(let failure): return .failure(failure)
    }
    // Fit in the box as stored (the axes swap when it turns), then turn upright.
    let (boxW, boxH) = orientation.swapsAxes ? (boxHeight, boxWidth) : (boxWidth, boxHeight)
    let fitted = ImageDecoder.fittedSize(width: shownW, height: shownH, boxW: boxW, boxH: boxH)
    surface = ImageScaler.fit(surface, maxWidth: fitted.0, maxHeight: fitted.1)
    surface = ImageOrienter.apply(orientation, to: surface)
    SDL_SetSurfaceBlendMode(surface, hasAlpha ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    return .success(
      LibraryImage(surface: surface, width: width, height: height, color: color, toneMapped: hdr != nil))
  }

  /// Converts the decoded `image` into `surface` (ARGB8888, its size): by libavif straight to 8 bits, or, for
  /// a photo coded in the high dynamic range transfer `hdr`, tone-mapped (`toneMap`).
  static func render(
    _ image: UnsafeMutablePointer<avifImage>, hdr: HDRTransfer?, alpha: Bool,
    into surface: UnsafeMutablePointer<SDL_Surface>
  ) -> avifResult {
    if let hdr { return toneMap(image, transfer: hdr, alpha: alpha, into: surface) }
    var rgb = avifRGBImage()
    dl_avifRGBImageSetDefaults(&rgb, image)
    // BGRA in memory is SDL's ARGB8888 on little-endian machines (straight alpha, opaque when the AVIF has none).
    rgb.format = AVIF_RGB_FORMAT_BGRA
    rgb.depth = 8
    rgb.pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    rgb.rowBytes = UInt32(surface.pointee.pitch)
    return dl_avifImageYUVToRGB(image, &rgb)
  }

  /// What the AVIF's `colr` box says: its ICC profile, else its CICP code points (libavif gives "unspecified"
  /// when there is no box).
  static func color(of image: avifImage) -> ColorDescription? {
    if image.icc.size > 0, image.icc.size <= ColorDescription.maxProfileBytes, let data = image.icc.data {
      return .iccProfile(Array(UnsafeBufferPointer(start: data, count: image.icc.size)))
    }
    return .coded(primaries: Int(image.colorPrimaries), transfer: Int(image.transferCharacteristics))
  }

  /// The current frame of `decoder`'s `image` in ARGB8888 at its stored size (tone-mapped from `hdr` when it
  /// is coded in one: `render`), cut to `crop` when it has one.
  static func frameSurface(
    _ image: UnsafeMutablePointer<avifImage>, crop: (x: Int, y: Int, width: Int, height: Int)?, hdr: HDRTransfer?,
    alpha: Bool, _ decoder: UnsafeMutablePointer<avifDecoder>
  ) -> Result<UnsafeMutablePointer<SDL_Surface>, PhotoLoadError> {
    let (w, h) = (Int(image.pointee.width), Int(image.pointee.height))
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return .failure(.tooLarge(width: w, height: h)) }
    let result = render(image, hdr: hdr, alpha: alpha, into: surface)
    guard result == AVIF_RESULT_OK else {
      SDL_FreeSurface(surface)
      return .failure(error(result, decoder))
    }
    guard let crop else { return .success(surface) }
    guard let cropped = cropped(surface, to: crop) else { return .failure(.tooLarge(width: w, height: h)) }
    return .success(cropped)
  }

  /// The part of the picture its clean aperture (`clap`) shows, when it has one that lies in the picture (see
  /// `CleanAperture`); nil: all of it.
  static func cleanAperture(of image: avifImage) -> (x: Int, y: Int, width: Int, height: Int)? {
    guard image.transformFlags & AVIF_TRANSFORM_CLAP.rawValue != 0 else { return nil }
    let c = image.clap
    let aperture = CleanAperture(
      raw: [c.widthN, c.widthD, c.heightN, c.heightD, c.horizOffN, c.horizOffD, c.vertOffN, c.vertOffD])
    guard let crop = aperture.crop(pictureWidth: Int(image.width), pictureHeight: Int(image.height)),
      crop.width < Int(image.width) || crop.height < Int(image.height)
    else { return nil }
    return crop
  }

  /// `surface` cut to `rect` (a new surface; `surface` is freed); nil when no surface could be made.
  static func cropped(
    _ surface: UnsafeMutablePointer<SDL_Surface>, to rect: (x: Int, y: Int, width: Int, height: Int)
  ) -> UnsafeMutablePointer<SDL_Surface>? {
    defer { SDL_FreeSurface(surface) }
    guard
      let cut = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(rect.width), Int32(rect.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
    var source = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
    SDL_UpperBlit(surface, &source, cut, nil)
    return cut
  }

  /// The EXIF orientation equal to the image's `irot` (anticlockwise quarter turns) followed by its `imir`
  /// (mode 0 exchanges top and bottom, mode 1 left and right).
  static func orientation(of image: avifImage) -> ExifOrientation {
    let rotates = image.transformFlags & AVIF_TRANSFORM_IROT.rawValue != 0
    let mirrors = image.transformFlags & AVIF_TRANSFORM_IMIR.rawValue != 0
    let quarterTurns = rotates ? Int(image.irot.angle & 3) : 0
    // Without a mirror: none, 90 anticlockwise (EXIF 8), 180 (3), 270 anticlockwise = 90 clockwise (6).
    guard mirrors else { return [.up, .left, .down, .right][quarterTurns] }
    // Rotation then a flip: EXIF's 5 and 7 are a quarter turn clockwise then a left-right or top-bottom flip.
    let leftRight: [ExifOrientation] = [.upMirrored, .rightMirrored, .downMirrored, .leftMirrored]
    let topBottom: [ExifOrientation] = [.downMirrored, .leftMirrored, .upMirrored, .rightMirrored]
    return image.imir.mode == 1 ? leftRight[quarterTurns] : topBottom[quarterTurns]
  }

  /// The largest size an `ispe` (image spatial extents) box in `bytes` claims, found by its type alone (the
  /// box holds version and flags, then width and height, big-endian 32-bit); nil when there is none.
  static func largestSpatialExtent(_ bytes: [UInt8]) -> (Int, Int)? {
    let type = Array("ispe".utf8)
    var largest: (Int, Int)?
    var i = 4
    while i + 16 <= bytes.count {
      defer { i += 1 }
      guard bytes[i] == type[0], bytes[i + 1] == type[1], bytes[i + 2] == type[2], bytes[i + 3] == type[3] else {
        continue
      }
      func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
      let (w, h) = (be32(i + 8), be32(i + 12))
      if Double(w) * Double(h) > (largest.map { Double($0.0) * Double($0.1) } ?? -1) { largest = (w, h) }
    }
    return largest
  }

  /// A libavif failure in words: its diagnostic when it gave one, else the result's name.
  static func error(_ result: avifResult, _ decoder: UnsafeMutablePointer<avifDecoder>) -> PhotoLoadError {
    let diagnostic = withUnsafeBytes(of: decoder.pointee.diag.error) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    let name = String(cString: dl_avifResultToString(result))
    if result == AVIF_RESULT_TRUNCATED_DATA { return .corrupt(detail: "the AVIF file is cut short") }
    if result == AVIF_RESULT_NO_CODEC_AVAILABLE {
      return .unsupportedFormat(detail: "libavif has no AV1 decoder")
    }
    return .corrupt(detail: "AVIF: " + (diagnostic.isEmpty ? name : diagnostic))
  }
}

extension AVIFDecoder: SelfOrientingDecoder {
  /// "AVIF".
  var name: String { "AVIF" }
  /// Its primary item's size as shown is in the header (`HEIFHeader`).
  var headerGivesSize: Bool { true }
  /// AVIF files.
  var kinds: Set<ImageKind> { [.avif] }
}
