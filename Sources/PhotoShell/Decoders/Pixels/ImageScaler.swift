import CSDL2

/// Downscales ARGB8888 surfaces without aliasing: 2x2 box halving while the image is at least twice the
/// target, then one bilinear pass to the exact size.
enum ImageScaler {
  /// Returns a surface that fits within `maxWidth` x `maxHeight` (aspect kept, never enlarged). Consumes
  /// `surface`: the result is either the same surface or a new one (the input is then freed).
  static func fit(
    _ surface: UnsafeMutablePointer<SDL_Surface>, maxWidth: Int, maxHeight: Int
  ) -> UnsafeMutablePointer<SDL_Surface> {
    let w = Int(surface.pointee.w)
    let h = Int(surface.pointee.h)
    let scale = min(Double(max(maxWidth, 1)) / Double(w), Double(max(maxHeight, 1)) / Double(h), 1)
    if scale >= 1 { return surface }
    let targetW = max(1, Int((Double(w) * scale).rounded()))
    let targetH = max(1, Int((Double(h) * scale).rounded()))
    var current = surface
    while Int(current.pointee.w) >= targetW * 2 && Int(current.pointee.h) >= targetH * 2 {
      guard let half = halve(current) else { break }
      SDL_FreeSurface(current)
      current = half
    }
    if Int(current.pointee.w) == targetW && Int(current.pointee.h) == targetH { return current }
    guard
      let result = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(targetW), Int32(targetH), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else {
      return current
    }
    if SDL_SoftStretchLinear(current, nil, result, nil) < 0 {
      SDL_FreeSurface(result)
      return current
    }
    SDL_FreeSurface(current)
    return result
  }

  /// Halves `surface` (in its own pixel format) while it stays at least twice `targetWidth` x `targetHeight`;
  /// consumes it like `fit`. Lets a large decode shrink before any full-size format conversion is made.
  static func shrink(
    _ surface: UnsafeMutablePointer<SDL_Surface>, toAtLeast targetWidth: Int, _ targetHeight: Int
  )
    -> UnsafeMutablePointer<SDL_Surface>
  {
    var current = surface
    while Int(current.pointee.w) >= max(targetWidth, 1) * 2 && Int(current.pointee.h) >= max(targetHeight, 1) * 2 {
      guard let half = halve(current) else { break }
      SDL_FreeSurface(current)
      current = half
    }
    return current
  }

  /// A half-size copy in the same pixel format: each output pixel is the mean of a 2x2 block (odd last row
  /// and column dropped). Works on any format of 3 or 4 bytes a pixel with 8-bit channels (every channel
  /// is averaged the same way); nil for others (palettes, 16-bit).
  static func halve(_ source: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
    guard let format = source.pointee.format, format.pointee.palette == nil else { return nil }
    let bpp = Int(format.pointee.BytesPerPixel)
    guard bpp == 3 || bpp == 4 else { return nil }
    let w = Int(source.pointee.w) / 2
    let h = Int(source.pointee.h) / 2
    guard w > 0, h > 0,
      let out = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(w), Int32(h), Int32(format.pointee.BitsPerPixel), format.pointee.format)
    else { return nil }
    let srcPitch = Int(source.pointee.pitch)
    let dstPitch = Int(out.pointee.pitch)
    let src = source.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    let dst = out.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    for y in 0..<h {
      let row0 = src + (2 * y) * srcPitch
      let row1 = row0 + srcPitch
      let outRow = dst + y * dstPitch
      for x in 0..<w {
        let i = x * 2 * bpp
        for c in 0..<bpp {
          let sum = UInt32(row0[i + c]) + UInt32(row0[i + bpp + c]) + UInt32(row1[i + c]) + UInt32(row1[i + bpp + c])
          outRow[x * bpp + c] = UInt8((sum + 2) >> 2)
        }
      }
    }
    return out
  }
}
