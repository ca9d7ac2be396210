import CSDL2
import Foundation
import PhotoCore
import PhotoShell

/// Decode timings for `sdlphoto-bench load`: the real decoders on real files, on the calling thread.
enum DecodeBenchmark {
  /// One timed decode.
  struct Sample: Sendable {
    /// The photo's native size, pixels.
    var native: (Int, Int)
    /// The decoded surface's size, pixels.
    var decoded: (Int, Int)
    /// Wall time of the decode, milliseconds.
    var milliseconds: Double
    /// The photo's colour space, as the info overlay names it.
    var colorSpace = "sRGB"
  }

  /// The DCT scales `decodeJPEG` is asked for: 1/8, 1/4, 1/2 and 1/1.
  static let jpegScales: [(num: Int, denom: Int)] = [(1, 8), (1, 4), (1, 2), (1, 1)]

  /// A file's format (from its magic bytes) and stored pixel size (from its header, or for the formats whose
  /// header sdlphoto does not read, AVIF, HEIC and JPEG XL, from a small decode); nil when sdlphoto does not
  /// know the format or cannot decode it.
  static func probe(path: String) -> (kind: String, width: Int, height: Int)? {
    guard let head = try? PhotoFile(path: path).head(ExifOrientation.headerLength),
      let kind = ImageKind.sniff(head.prefix(ImageKind.sniffLength))
    else { return nil }
    if let size = ImageHeader.dimensions(of: head, kind: kind) { return (kind.rawValue, size.width, size.height) }
    guard
      case .success(let small) = ImageDecoder.decode(
        path: path, maxWidth: 64, maxHeight: 64, maxPixels: Tuning.Loading.maxPixels, managesColour: false)
    else { return nil }
    defer { small.free() }
    return (kind.rawValue, small.nativeWidth, small.nativeHeight)
  }

  /// Decodes `path` for a `maxWidth` x `maxHeight` box through `ImageDecoder` as the viewer does (reading the
  /// file included; JPEGs as planes) and times it; nil when the file cannot be decoded.
  /// `managesColour` false times the same decode without colour management.
  static func decode(path: String, maxWidth: Int, maxHeight: Int, managesColour: Bool = true) -> Sample? {
    let start = DispatchTime.now().uptimeNanoseconds
    guard
      case .success(let result) = ImageDecoder.decode(
        path: path, maxWidth: maxWidth, maxHeight: maxHeight, maxPixels: Tuning.Loading.maxPixels, planar: true,
        managesColour: managesColour)
    else { return nil }
    let elapsed = milliseconds(since: start)
    defer { result.free() }
    return Sample(
      native: (result.nativeWidth, result.nativeHeight), decoded: (result.width, result.height), milliseconds: elapsed,
      colorSpace: result.colorSpace)
  }

  /// Decodes the part of `path` (a JPEG of `width` x `height` pixels) a `box` screen shows at one photo pixel
  /// per display pixel, at its centre, as a zoomed photo too large for a whole sharp decode does (planes),
  /// and times it; nil when it cannot be decoded.
  static func decodePart(path: String, width: Int, height: Int, box: (Int, Int)) -> Sample? {
    let part = Rect(
      center: Vector2(x: Double(width) / 2, y: Double(height) / 2),
      size: Vector2(x: Double(min(box.0, width)), y: Double(min(box.1, height))))
    let start = DispatchTime.now().uptimeNanoseconds
    guard
      case .success(let result) = ImageDecoder.decode(
        path: path, region: part, maxWidth: width, maxHeight: height, maxPixels: Tuning.Loading.maxPixels,
        planar: true)
    else { return nil }
    let elapsed = milliseconds(since: start)
    defer { result.free() }
    return Sample(
      native: (result.nativeWidth, result.nativeHeight), decoded: (result.width, result.height), milliseconds: elapsed)
  }

  /// Decodes the JPEG file `path` (`width` x `height` pixels) through `JPEGDecoder` at the DCT scale `scale`
  /// and times it (no scaling or turning afterwards); nil when it cannot be decoded.
  static func decodeJPEG(path: String, width: Int, height: Int, scale: (num: Int, denom: Int)) -> Sample? {
    // The decoder takes the smallest scale that gives `jpegScaleSlack` of the size asked for: asking for the
    // scaled size divided by the slack leaves exactly `scale` (the next smaller one, e.g. 3/8 below 1/2, falls
    // short of it).
    func need(_ side: Int) -> Int {
      Int((Double(side * scale.num) / Double(scale.denom) / Tuning.Loading.jpegScaleSlack).rounded(.down))
    }
    let start = DispatchTime.now().uptimeNanoseconds
    guard
      case .success(let result) = JPEGDecoder.decode(
        path: path, needWidth: need(width), needHeight: need(height), maxPixels: Tuning.Loading.maxPixels)
    else { return nil }
    let elapsed = milliseconds(since: start)
    defer { SDL_FreeSurface(result.surface!) }
    return Sample(
      native: (result.width, result.height), decoded: (Int(result.surface!.pointee.w), Int(result.surface!.pointee.h)),
      milliseconds: elapsed)
  }

  /// Milliseconds since `start` (a `DispatchTime` uptime in nanoseconds).
  static func milliseconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }
}
