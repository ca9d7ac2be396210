import PhotoCore

/// Which decoder reads which file, and what each `DecodeLevel` asks of it: the one place that says "for this
/// level and this kind, call this decoder's that method".
///
/// Kinds: a file's kind is sniffed from its first bytes, and the first decoder listed that claims the kind
/// decodes it. Levels: `.screen` and `.detail` decode the whole photo fitted in the request's box
/// (`PhotoDecoder.decode`); `.thumbnail` covers the request's square box (a grid cell) with the embedded
/// thumbnail when it is large enough, else with a whole decode (`thumbnail(source:cell:box:options:)`); `.region` decodes the request's part (`RegionDecoding`; the whole photo when
/// the request names no part); `.preview` takes an embedded thumbnail (`PreviewDecoding`).
struct DecoderRegistry: Sendable {
  /// Every format sdlphoto decodes. A new format is a decoder in `Decoders/Formats/` and a line here.
  static let standard = DecoderRegistry([
    JPEGDecoder(),  // libjpeg-turbo, streamed and scaled by DCT; parts; EXIF thumbnails
    PNGDecoder(),  // libpng, streamed and shrunk row by row; parts
    WebPDecoder(),  // libwebp, scaled while decoding (an animation: SDL2_image)
    AnimationDecoder(),  // GIF: every frame through SDL2_image (a still: its only frame)
    AVIFDecoder(),  // libavif, loaded on the first AVIF
    HEIFDecoder(),  // libheif, loaded on the first HEIC
    JXLDecoder(),  // libjxl, loaded on the first JPEG XL
    RawDecoder(),  // LibRaw, loaded on the first camera RAW: its preview, or a demosaic for the zoom
    ClipDecoder(),  // FFmpeg, loaded on the first clip: its first frame, or its frames played
    SDLImageDecoder(),  // BMP, TIFF, QOI, SVG, ICO, PNM, TGA, XCF
  ])

  /// The decoders, in the order they are asked for a kind.
  let decoders: [any PhotoDecoder]

  /// A registry of `decoders`, asked in order.
  init(_ decoders: [any PhotoDecoder]) {
    self.decoders = decoders
  }

  /// The decoder of files of `kind`: the first that claims it; nil when none does.
  func decoder(for kind: ImageKind) -> (any PhotoDecoder)? {
    decoders.first { $0.kinds.contains(kind) }
  }

  /// Decodes `request` from the file at `path` (the photo's own, or a downloaded copy of it) as its level
  /// asks. `sizeKnown` is told the photo's native upright size as soon as its header gives it (whole decodes
  /// of formats whose header size is the decoded one).
  func decode(
    _ request: DecodeRequest, path: String, options: DecodeOptions, sizeKnown: (Int, Int) -> Void = { _, _ in }
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    switch (request.level, request.region) {
    case (.preview, _):
      return preview(path: path, options: options)
    case (.region, let region?):
      return decode(path: path, region: region, box: request.box, options: options)
    case (.thumbnail, _):
      let cell = max(request.box.width, request.box.height)
      return DecodeSource.open(path).flatMap { thumbnail(source: $0, cell: cell, options: options).map(\.decoded) }
    case (.screen, _), (.region, nil):
      return decode(path: path, box: request.box, options: options, sizeKnown: sizeKnown)
    case (.detail, _):
      var options = options
      options.develops = true
      return decode(path: path, box: request.box, options: options, sizeKnown: sizeKnown)
    }
  }

  /// The whole photo at `path`, upright, fitted in `box` (upright pixels): its decoder's `decode`, once the
  /// file is read as the decoder needs and a size in the header over `options.maxPixels` is refused.
  func decode(
    path: String, box: ResolutionPolicy.Box, options: DecodeOptions, sizeKnown: (Int, Int) -> Void = { _, _ in }
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    DecodeSource.open(path).flatMap { decode(source: $0, box: box, options: options, sizeKnown: sizeKnown) }
  }

  /// `decode(path:box:options:sizeKnown:)` of a file already opened.
  func decode(
    source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions, sizeKnown: (Int, Int) -> Void = { _, _ in }
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    var source = source
    let path = source.path
    guard let decoder = decoder(for: source.kind) else {
      return .failure(.unsupportedFormat(detail: "no decoder for \(source.kind.rawValue)"))
    }
    if decoder.readsWholeFile, case .failure(let error) = source.readWholeFile() { return .failure(error) }
    var options = options
    let (said, plan) = Self.plan(for: source, options: &options)
    if let size = source.headerSize {
      // Header values are untrusted 32-bit numbers: their product can overflow.
      let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
      if overflow || pixels > options.maxPixels { return .failure(.tooLarge(width: size.width, height: size.height)) }
      if decoder.headerGivesSize && size.width > 0 && size.height > 0 {
        source.orientation.swapsAxes ? sizeKnown(size.height, size.width) : sizeKnown(size.width, size.height)
      }
    }
    return decoder.decode(source, box: box, options: options).map {
      var decoded = Self.converted($0, plan: plan, said: said, options: options, path: path)
      decoded.motion = MotionPhotoProbe.find(source)
      // A clip names its own colours (an HDR clip's transfer), which no file header here says.
      if source.kind == .clip && $0.colorSpace != "sRGB" { decoded.colorSpace = $0.colorSpace }
      return decoded
    }
  }

  /// What the opened photo `source` says of its colours (`said`), and the conversion planned for it: a photo
  /// to convert decodes to 32-bit pixels (a JPEG not as planes), a CMYK JPEG's decoder is handed the profile,
  /// and a PQ or HLG one's decoder its transfer (to tone-map); a gain map its bytes show is noted for its name.
  static func plan(
    for source: DecodeSource, options: inout DecodeOptions
  ) -> (said: ColorDescription?, plan: ColorConversion.Plan) {
    let said = ColorConversion.description(of: source)
    var plan = ColorConversion.plan(
      for: said, managed: options.managesColour, path: source.path, toSRGB: options.toSRGB)
    plan.gainMap = GainMap.isPresent(in: source.bytes, kind: source.kind)
    options.colorProfile = plan.profile
    options.hdr = options.managesColour ? said?.hdrTransfer : nil
    // A profile converts, and PQ and HLG are tone-mapped (`converted`), from RGB pixels, never from YUV planes.
    if plan.profile != nil || options.hdr != nil { options.planar = false }
    return (said, plan)
  }

  /// `decoded` with its colours made the display's as `plan` says, or as its own library's description says
  /// (HEIF, AVIF, JPEG XL) when the file's bytes said nothing; named for the info overlay (which says "HDR gain
  /// map" after the base image's colour space when the file has one).
  static func converted(
    _ decoded: ImageDecoder.Decoded, plan planned: ColorConversion.Plan, said: ColorDescription?,
    options: DecodeOptions, path: String
  ) -> ImageDecoder.Decoded {
    var decoded = decoded
    var plan = planned
    if said == nil, let own = decoded.color {
      plan = ColorConversion.plan(for: own, managed: options.managesColour, path: path, toSRGB: options.toSRGB)
    }
    // PQ or HLG that its decoder left as code values (8-bit pixels): tone-mapped here, never shown raw.
    if !decoded.toneMapped, options.managesColour, let hdr = (said ?? decoded.color)?.hdrTransfer,
      decoded.planes == nil, let surface = decoded.surface
    {
      decoded.toneMapped = SurfaceToneMap.apply(surface, transfer: hdr)
      for frame in decoded.laterFrames { _ = SurfaceToneMap.apply(frame, transfer: hdr) }
    }
    if decoded.toneMapped {
      // Its pixels are sRGB now: converted on only to a display that is not sRGB, as an sRGB photo's are.
      plan.profile = ColorConversion.plan(for: .sRGB, managed: true, path: path, toSRGB: options.toSRGB).profile
    }
    decoded.colorSpace = plan.name
    if let profile = plan.profile, !ColorConversion.convert(decoded, from: profile, toSRGB: plan.toSRGB) {
      ColorConversion.warnOnce("\(PathText.displayed(path)): its colour profile cannot be used; shown as sRGB")
      decoded.colorSpace = "sRGB"
    }
    // Whether the file has a gain map is its bytes' word (`planned`; `plan` may be its library's by now).
    if planned.gainMap {
      let baseIsHDR = (said ?? decoded.color)?.hdrTransfer != nil
      decoded.colorSpace = GainMap.overlayName(decoded.colorSpace, baseIsHDR: baseIsHDR)
    }
    return decoded
  }

  /// The part `region` (native upright pixels) of the photo at `path`, as sharp as a whole decode into `box`
  /// would be: its decoder's part decode, for the formats that have one.
  func decode(
    path: String, region: Rect, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let source: DecodeSource
    switch DecodeSource.open(path) {
    case .success(let opened): source = opened
    case .failure(let error): return .failure(error)
    }
    guard let decoder = decoder(for: source.kind) as? any RegionDecoding else {
      let names = decoders.compactMap { ($0 as? any RegionDecoding)?.name }
      return .failure(.unsupportedFormat(detail: "only \(Self.list(names)) photos decode in parts"))
    }
    // A part is converted like the whole, so a zoomed photo keeps its colours.
    var options = options
    let (said, plan) = Self.plan(for: source, options: &options)
    return decoder.decode(source, region: region, box: box, options: options).map {
      Self.converted($0, plan: plan, said: said, options: options, path: path)
    }
  }

  /// A thumbnail of the opened photo `source` covering a square cell of `cell` pixels: its embedded (EXIF)
  /// thumbnail when that covers the cell (`fromEmbedded`), else the whole photo decoded into `box`, or by
  /// default into the smallest box whose fitted photo covers the cell (`coverBox`).
  func thumbnail(
    source: DecodeSource, cell: Int, box: ResolutionPolicy.Box? = nil, options: DecodeOptions
  ) -> Result<(decoded: ImageDecoder.Decoded, fromEmbedded: Bool), PhotoLoadError> {
    var options = options
    options.animates = false  // a cell shows an animation's first frame
    // Its size is read from its header first: most cameras' (160 x 120) are too small to be worth a decode.
    if source.kind == .jpeg, let size = PreviewDecoder.embeddedSize(in: source.head),
      Double(min(size.width, size.height)) >= Double(cell) * Tuning.Grid.thumbnailShortfall,
      case .success(let embedded) = preview(source: source, options: options)
    {
      return .success((embedded, true))
    }
    return decode(source: source, box: box ?? Self.coverBox(cell: cell, source: source), options: options).map {
      ($0, false)
    }
  }

  /// The box (upright pixels) a photo is fitted in so that it covers a square cell of `cell` pixels: its
  /// shorter side the cell's. Twice the cell each way when the header gives no size (a 2:1 photo still covers).
  static func coverBox(cell: Int, source: DecodeSource) -> ResolutionPolicy.Box {
    guard let size = source.headerSize, size.width > 0, size.height > 0 else {
      return ResolutionPolicy.Box(width: cell * 2, height: cell * 2)
    }
    let (w, h) = source.orientation.swapsAxes ? (size.height, size.width) : (size.width, size.height)
    let scale = Double(cell) / Double(min(w, h))
    return ResolutionPolicy.Box(
      width: max(1, Int((Double(w) * scale).rounded(.up))), height: max(1, Int((Double(h) * scale).rounded(.up))))
  }

  /// The quick stand-in of the photo at `path` (from the head of its file), for the formats that have one.
  func preview(path: String, options: DecodeOptions) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let head: [UInt8]
    switch DecodeSource.readHead(path) {
    case .success(let read): head = read
    case .failure(let error): return .failure(error)
    }
    guard let source = DecodeSource(path: path, head: head) else { return .failure(PreviewDecoder.noThumbnail) }
    return preview(source: source, options: options)
  }

  /// `preview(path:options:)` of a file already opened.
  func preview(source: DecodeSource, options: DecodeOptions) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let path = source.path
    guard let decoder = decoder(for: source.kind) as? any PreviewDecoding else {
      return .failure(PreviewDecoder.noThumbnail)
    }
    // An EXIF thumbnail carries no profile: it is taken to be in the photo's (so nothing changes colour when
    // the photo fades in over it). A CMYK photo's thumbnail is RGB: its profile does not apply.
    var options = options
    let (said, plan) = Self.plan(for: source, options: &options)
    return decoder.decodePreview(source, options: options).map {
      Self.converted($0, plan: plan, said: said, options: options, path: path)
    }
  }

  /// "A", "A and B", "A, B and C".
  static func list(_ names: [String]) -> String {
    guard let last = names.last else { return "no" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }
}
