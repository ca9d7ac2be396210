import CSDL2
import Foundation
import PhotoCore

/// A photo decoded as planes: full-size luma (Y) and quarter-size chroma (U = Cb, V = Cr), JPEG's own colour
/// model in SDL's IYUV layout. 1.5 bytes a pixel instead of 4: a JPEG's texture, and its decode on the way,
/// take 60% less memory, and the GPU turns it into colour as it draws (full-range BT.601, as JPEG stores it).
package final class YUVImage {
  /// The luma plane's size, pixels; chroma is (width + 1) / 2 x (height + 1) / 2.
  let width: Int
  let height: Int
  /// All three planes, one after the other: Y, U, V.
  private let storage: UnsafeMutablePointer<UInt8>

  /// An uninitialised image of `width` x `height`; nil for an empty size or when the memory is not there.
  init?(width: Int, height: Int) {
    guard width > 0, height > 0 else { return nil }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels < Int.max / 4 else { return nil }
    self.width = width
    self.height = height
    let total = pixels + 2 * ((width + 1) / 2) * ((height + 1) / 2)
    guard let memory = malloc(total) else { return nil }
    storage = memory.assumingMemoryBound(to: UInt8.self)
  }

  deinit { free(storage) }

  /// The chroma planes' size, pixels.
  var chromaWidth: Int { (width + 1) / 2 }
  var chromaHeight: Int { (height + 1) / 2 }
  /// The planes, rows `width` (Y) and `chromaWidth` (U, V) bytes apart.
  var y: UnsafeMutablePointer<UInt8> { storage }
  var u: UnsafeMutablePointer<UInt8> { storage + width * height }
  var v: UnsafeMutablePointer<UInt8> { u + chromaWidth * chromaHeight }
  /// Its size in memory, bytes.
  var bytes: Int { width * height + 2 * chromaWidth * chromaHeight }

  /// The image as an ARGB8888 surface (for a renderer without YUV textures); nil when the memory is not there.
  func argbSurface() -> UnsafeMutablePointer<SDL_Surface>? {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    // The planes lie one after the other, rows packed: the layout SDL expects of IYUV.
    let status = SDL_ConvertPixels(
      Int32(width), Int32(height), SDL_PIXELFORMAT_IYUV.rawValue, storage, Int32(width),
      SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels, surface.pointee.pitch)
    guard status == 0 else {
      SDL_FreeSurface(surface)
      return nil
    }
    SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
    return surface
  }

  /// Its `width` x `height` pixels from (`x`, `y`) (itself when that is all of it); nil when the memory is not
  /// there. `x` and `y` must be even: each chroma sample then still covers the same 2 x 2 block of luma.
  func cropped(x: Int = 0, y top: Int = 0, width newWidth: Int, height newHeight: Int) -> YUVImage? {
    let x = max(0, min(x & ~1, width - 1))
    let top = max(0, min(top & ~1, height - 1))
    let w = max(1, min(newWidth, width - x))
    let h = max(1, min(newHeight, height - top))
    if w == width && h == height { return self }
    guard let out = YUVImage(width: w, height: h) else { return nil }
    for row in 0..<h { (out.y + row * w).update(from: y + (top + row) * width + x, count: w) }
    for (from, to) in [(u, out.u), (v, out.v)] {
      for row in 0..<out.chromaHeight {
        (to + row * out.chromaWidth).update(
          from: from + (top / 2 + row) * chromaWidth + x / 2, count: min(out.chromaWidth, chromaWidth - x / 2))
      }
    }
    return out
  }

  /// The image turned upright as `orientation` asks (itself when it already is); nil when the memory is not
  /// there.
  func oriented(_ orientation: ExifOrientation) -> YUVImage? {
    if orientation == .up { return self }
    let (w, h) = orientation.swapsAxes ? (height, width) : (width, height)
    guard let out = YUVImage(width: w, height: h) else { return nil }
    ImageOrienter.transform(orientation, width: width, height: height, from: y, stride: width, to: out.y, stride: w)
    for (from, to) in [(u, out.u), (v, out.v)] {
      ImageOrienter.transform(
        orientation, width: chromaWidth, height: chromaHeight, from: from, stride: chromaWidth, to: to,
        stride: out.chromaWidth)
    }
    return out
  }

  /// The image shrunk to `newWidth` x `newHeight` by averaging the area each new pixel covers (no aliasing);
  /// itself when that is its size or larger; nil when the memory is not there.
  func shrunk(toWidth newWidth: Int, height newHeight: Int) -> YUVImage? {
    guard newWidth < width || newHeight < height else { return self }
    let w = max(1, min(newWidth, width))
    let h = max(1, min(newHeight, height))
    guard let out = YUVImage(width: w, height: h) else { return nil }
    Self.areaAverage(y, width, height, into: out.y, w, h)
    Self.areaAverage(u, chromaWidth, chromaHeight, into: out.u, out.chromaWidth, out.chromaHeight)
    Self.areaAverage(v, chromaWidth, chromaHeight, into: out.v, out.chromaWidth, out.chromaHeight)
    return out
  }

  /// Averages the `sw` x `sh` plane at `src` into the smaller `dw` x `dh` plane at `dst` (rows packed), each
  /// output pixel weighting the source pixels by how much of them it covers. One output row at a time: only
  /// the few source rows it covers are filtered across, into a row of `dw` sums (no image-sized buffer).
  private static func areaAverage(
    _ src: UnsafePointer<UInt8>, _ sw: Int, _ sh: Int, into dst: UnsafeMutablePointer<UInt8>, _ dw: Int, _ dh: Int
  ) {
    let sx = Double(sw) / Double(dw)
    let sy = Double(sh) / Double(dh)
    let spans = (0..<dw).map { Self.span(index: $0, scale: sx, limit: sw) }
    var sums = [Float](repeating: 0, count: dw)
    for y in 0..<dh {
      let rows = Self.span(index: y, scale: sy, limit: sh)
      for x in 0..<dw { sums[x] = 0 }
      for (r, rowWeight) in rows.weights.enumerated() {
        let line = src + (rows.start + r) * sw
        for (x, span) in spans.enumerated() {
          var sum: Float = 0
          for (i, weight) in span.weights.enumerated() { sum += Float(line[span.start + i]) * weight }
          sums[x] += sum * rowWeight
        }
      }
      let out = dst + y * dw
      for x in 0..<dw { out[x] = UInt8(max(0, min(255, sums[x].rounded()))) }
    }
  }

  /// The source pixels output pixel `index` covers at `scale` source pixels per output pixel: the first one
  /// and the weights (summing to 1) of it and those after.
  private static func span(index: Int, scale: Double, limit: Int) -> (start: Int, weights: [Float]) {
    let from = Double(index) * scale
    let to = min(Double(limit), from + scale)
    let first = Int(from.rounded(.down))
    let last = min(limit - 1, Int((to - 1e-9).rounded(.down)))
    var weights: [Float] = []
    for p in first...max(first, last) {
      let covered = min(Double(p + 1), to) - max(Double(p), from)
      weights.append(Float(max(0, covered) / (to - from)))
    }
    return (first, weights)
  }
}
