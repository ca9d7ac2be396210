import CJPEG
import CRaw
import CSDL2
import PhotoCore

/// Camera RAW files through LibRaw: at once, the largest JPEG preview the camera embedded (what the grid and
/// the pager show; a JPEG decode at the DCT scale the box needs), turned as the RAW says; a full demosaic (the
/// camera's white balance, sRGB, 8 bits; at half size when that covers the box) only for a `.detail` decode
/// whose box the preview cannot fill, on the worker, fading in like any sharper decode. A RAW without a usable
/// preview is developed at once. LibRaw is opened at run time (`CLoader`) on the first RAW (`sdlphoto_raw_load`); without it RAWs
/// are an unsupported format.
struct RawDecoder {
  /// What LibRaw says of an opened RAW.
  struct Info {
    /// The developed image's size as stored (before its turn), pixels.
    var width: Int
    var height: Int
    /// How it turns upright.
    var orientation: ExifOrientation
    /// The embedded preview's size as stored (0 x 0: none; whether it is a JPEG shows once it is unpacked).
    var previewWidth: Int
    var previewHeight: Int

    /// Whether the camera embedded a preview.
    var hasPreview: Bool { previewWidth > 0 && previewHeight > 0 }
    /// Its upright size, pixels.
    var upright: (Int, Int) { orientation.swapsAxes ? (height, width) : (width, height) }
  }

  /// The EXIF orientation of LibRaw's `flip`: 3 half a turn, 5 a quarter anticlockwise, 6 a quarter clockwise.
  static func orientation(flip: Int) -> ExifOrientation {
    switch flip {
    case 3: .down
    case 5: .left
    case 6: .right
    default: .up
    }
  }

  /// The RAW at `path` opened by LibRaw (closed by the caller, `dl_libraw_close`), and what it says.
  static func open(_ path: String) -> Result<(OpaquePointer, Info), PhotoLoadError> {
    guard sdlphoto_raw_load() != 0 else {
      return .failure(.unsupportedFormat(detail: "camera RAW needs libraw20 (not installed)"))
    }
    guard let raw = dl_libraw_init() else { return .failure(.corrupt(detail: "cannot start LibRaw")) }
    let handle = OpaquePointer(raw)
    let status = dl_libraw_open_file(raw, path)
    guard status == LIBRAW_SUCCESS.rawValue else {
      dl_libraw_close(raw)
      return .failure(error(status))
    }
    var (w, h, flip, format, tw, th): (Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0)
    sdlphoto_raw_info(raw, &w, &h, &flip, &format, &tw, &th)
    let info = Info(
      width: Int(w), height: Int(h), orientation: orientation(flip: Int(flip)), previewWidth: Int(tw),
      previewHeight: Int(th))
    return .success((handle, info))
  }

  /// A LibRaw failure in words.
  static func error(_ status: Int32) -> PhotoLoadError {
    let words = String(cString: dl_libraw_strerror(status))
    switch status {
    case LIBRAW_FILE_UNSUPPORTED.rawValue: return .unsupportedFormat(detail: "LibRaw: \(words)")
    case LIBRAW_IO_ERROR.rawValue, LIBRAW_DATA_ERROR.rawValue:
      return .corrupt(detail: "the RAW file is damaged or cut short")
    case LIBRAW_UNSUFFICIENT_MEMORY.rawValue, LIBRAW_TOO_BIG.rawValue:
      return .corrupt(detail: "the RAW file is too large to develop")
    default: return .corrupt(detail: "LibRaw: \(words)")
    }
  }

  /// Whether the preview of `info` fills `box` (upright pixels) as a whole decode of the photo would: its
  /// longer side at least the fitted photo's, within `Tuning.Loading.jpegScaleSlack`.
  static func previewFills(_ info: Info, box: ResolutionPolicy.Box) -> Bool {
    let (w, h) = info.upright
    let fitted = ImageDecoder.fittedSize(width: w, height: h, boxW: box.width, boxH: box.height)
    let longest = Double(max(info.previewWidth, info.previewHeight))
    return longest * (1 + Tuning.Loading.jpegScaleSlack) >= Double(max(fitted.0, fitted.1))
  }
}

extension RawDecoder: PhotoDecoder {
  /// "RAW".
  var name: String { "RAW" }
  /// Camera RAW files.
  var kinds: Set<ImageKind> { [.raw] }
  /// LibRaw reads the file itself, as far as it needs.
  var readsWholeFile: Bool { false }

  /// The embedded preview fitted in `box` and turned upright, or (for a `.detail` decode the preview cannot
  /// fill, or a RAW without a JPEG preview) the developed sensor data.
  func decode(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    var previewFailed = false
    let decoded = Self.opened(source.path, options: options) { raw, info in
      guard info.hasPreview, !options.develops || Self.previewFills(info, box: box) else {
        return Self.develop(raw, info, box: box)
      }
      let preview = Self.preview(raw, info, box: box, maxPixels: options.maxPixels)
      if case .failure = preview { previewFailed = true }
      return preview
    }
    guard previewFailed else { return decoded }
    // A damaged preview: developed instead, by a LibRaw opened anew (one that failed to unpack its preview
    // refuses to go on).
    return Self.opened(source.path, options: options) { raw, info in Self.develop(raw, info, box: box) }
  }
}

extension RawDecoder {
  /// `body` with the RAW at `path` opened (closed after), once its size is checked against `options.maxPixels`.
  static func opened(
    _ path: String, options: DecodeOptions,
    _ body: (UnsafeMutablePointer<libraw_data_t>, Info) -> Result<ImageDecoder.Decoded, PhotoLoadError>
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    open(path).flatMap { handle, info in
      let raw = UnsafeMutablePointer<libraw_data_t>(handle)
      defer { dl_libraw_close(raw) }
      let (w, h) = info.upright
      guard w > 0, h > 0 else { return .failure(.corrupt(detail: "the RAW file has no image")) }
      let (pixels, overflow) = w.multipliedReportingOverflow(by: h)
      if overflow || pixels > options.maxPixels { return .failure(.tooLarge(width: w, height: h)) }
      return body(raw, info)
    }
  }
}
