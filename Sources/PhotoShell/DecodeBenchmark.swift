import CSDL2
import Foundation
import PhotoCore

/// Decode timings for `sdlphoto-bench load`: the real decoder on real files, on the calling thread.
public enum DecodeBenchmark {
  /// One timed decode.
  public struct Sample: Sendable {
    /// The file's format, from its magic bytes.
    public var kind: String
    /// The photo's native size, pixels.
    public var native: (Int, Int)
    /// The decoded surface's size, pixels.
    public var decoded: (Int, Int)
    /// Wall time of the decode, milliseconds.
    public var milliseconds: Double
  }

  /// Decodes `path` for a `maxWidth` x `maxHeight` box and times it; nil when the file cannot be decoded.
  public static func decode(path: String, maxWidth: Int, maxHeight: Int) -> Sample? {
    let head = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 64)) ?? nil
    let kind = head.flatMap { ImageKind.sniff($0) }?.rawValue ?? "?"
    let start = DispatchTime.now().uptimeNanoseconds
    guard
      case .success(let result) = ImageDecoder.decode(
        path: path, maxWidth: maxWidth, maxHeight: maxHeight, maxPixels: Tuning.Loading.maxPixels)
    else { return nil }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    defer { result.free() }
    return Sample(
      kind: kind, native: (result.nativeWidth, result.nativeHeight),
      decoded: (Int(result.surface.pointee.w), Int(result.surface.pointee.h)), milliseconds: elapsed)
  }
}
