import CSDL2
import PhotoCore

/// Decodes a photo's quick stand-in: the EXIF thumbnail a camera or phone embedded in the JPEG. Reads only
/// the head of the file and decodes a few kilobytes, about a millisecond, so a photo the user lands on before
/// its decode is done shows its colours and shape at once. Runs on worker threads.
enum PreviewDecoder {
  /// A thumbnail whose shape differs from the photo's by more than this fraction is not used (some cameras
  /// pad a 3:2 photo's thumbnail to 4:3 with black bars).
  static let aspectTolerance = 0.03

  /// The failure when a file carries no thumbnail (or is no JPEG).
  static let noThumbnail = PhotoLoadError.unsupportedFormat(detail: "no embedded thumbnail")

  /// The stored size of the EXIF thumbnail embedded in `head` (a JPEG's first bytes), from the thumbnail's own
  /// header; nil when there is none.
  static func embeddedSize(in head: [UInt8]) -> (width: Int, height: Int)? {
    guard let range = ExifThumbnail.locate(in: head) else { return nil }
    return ImageHeader.dimensions(of: Array(head[range]), kind: .jpeg)
  }

  /// The upright thumbnail of the JPEG at `path`, with the photo's native upright size; fails when there is
  /// none (the caller then simply waits for the real decode).
  static func decode(path: String, maxPixels: Int) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    DecodeSource.readHead(path).flatMap { decode(head: $0, maxPixels: maxPixels) }
  }

  /// The upright thumbnail in `head`, the first `ExifOrientation.headerLength` bytes of a JPEG, as above.
  static func decode(head: [UInt8], maxPixels: Int) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    guard ImageKind.sniff(head.prefix(ImageKind.sniffLength)) == .jpeg,
      let size = ImageHeader.dimensions(of: head, kind: .jpeg), size.width > 0, size.height > 0,
      let range = ExifThumbnail.locate(in: head)
    else { return .failure(noThumbnail) }
    // A photo too large to show gets no stand-in either: its error tile comes straight away.
    let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
    if overflow || pixels > maxPixels { return .failure(.tooLarge(width: size.width, height: size.height)) }
    let orientation = ExifOrientation.read(from: head, kind: .jpeg)
    let thumbnail = Array(head[range])
    // Full size: a thumbnail is tiny; `needWidth` of its whole width keeps the DCT scale at 1.
    guard
      case .success(let decoded) = JPEGDecoder.decode(
        thumbnail, needWidth: .max, needHeight: .max, maxPixels: maxPixels)
    else { return .failure(.corrupt(detail: "damaged embedded thumbnail")) }
    let photoAspect = Double(size.width) / Double(size.height)
    let thumbAspect = Double(decoded.width) / Double(decoded.height)
    guard abs(thumbAspect / photoAspect - 1) <= aspectTolerance else {
      SDL_FreeSurface(decoded.surface!)
      return .failure(.unsupportedFormat(detail: "embedded thumbnail of another shape"))
    }
    let upright = ImageOrienter.apply(orientation, to: decoded.surface!)
    let (w, h) = orientation.swapsAxes ? (size.height, size.width) : (size.width, size.height)
    return .success(ImageDecoder.Decoded(surface: upright, nativeWidth: w, nativeHeight: h))
  }
}
