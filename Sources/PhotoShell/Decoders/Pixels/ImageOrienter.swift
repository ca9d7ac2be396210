import CSDL2
import PhotoCore

/// Turns and mirrors decoded pixels so a photo shows upright, as its EXIF orientation asks.
enum ImageOrienter {
  /// The upright version of an ARGB8888 `surface` (the input is freed when a new surface is made).
  static func apply(
    _ orientation: ExifOrientation, to surface: UnsafeMutablePointer<SDL_Surface>
  ) -> UnsafeMutablePointer<SDL_Surface> {
    if orientation == .up { return surface }
    let w = Int(surface.pointee.w)
    let h = Int(surface.pointee.h)
    let (outW, outH) = orientation.swapsAxes ? (h, w) : (w, h)
    guard let out = SDL_CreateRGBSurfaceWithFormat(0, Int32(outW), Int32(outH), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else {
      return surface
    }
    transform(
      orientation, width: w, height: h, from: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self),
      stride: Int(surface.pointee.pitch) / 4, to: out.pointee.pixels.assumingMemoryBound(to: UInt32.self),
      stride: Int(out.pointee.pitch) / 4)
    SDL_FreeSurface(surface)
    return out
  }

  /// Writes the `width` x `height` pixels at `src` (rows `srcStride` elements apart) turned upright as
  /// `orientation` asks into `dst` (rows `dstStride` elements apart; height x width when the axes swap).
  static func transform<Pixel>(
    _ orientation: ExifOrientation, width w: Int, height h: Int, from src: UnsafePointer<Pixel>,
    stride srcStride: Int, to dst: UnsafeMutablePointer<Pixel>, stride dstStride: Int
  ) {
    for y in 0..<h {
      let row = src + y * srcStride
      for x in 0..<w {
        let (dx, dy): (Int, Int)
        switch orientation {
        case .up: (dx, dy) = (x, y)
        case .upMirrored: (dx, dy) = (w - 1 - x, y)
        case .down: (dx, dy) = (w - 1 - x, h - 1 - y)
        case .downMirrored: (dx, dy) = (x, h - 1 - y)
        case .leftMirrored: (dx, dy) = (y, x)
        case .right: (dx, dy) = (h - 1 - y, x)
        case .rightMirrored: (dx, dy) = (h - 1 - y, w - 1 - x)
        case .left: (dx, dy) = (y, w - 1 - x)
        }
        dst[dy * dstStride + dx] = row[x]
      }
    }
  }
}
