import CSDL2
import CSDL2Image
import PhotoCore

/// One frame's pixels, read back from a renderer: packed RGB, 3 bytes a pixel, rows top to bottom, no
/// padding (what `--record-raw` streams and `--record` and a script's screenshots save). Frames are opaque.
package struct FramePixels: Equatable {
  /// The frame's size, pixels.
  package var width: Int
  package var height: Int
  /// `width * height * 3` bytes.
  package var rgb: [UInt8]

  /// What `renderer` has drawn so far into its current target (the window, or an offscreen texture): its
  /// top-left `width` x `height` pixels.
  package static func read(from renderer: OpaquePointer, width: Int, height: Int) throws -> FramePixels {
    var rgb = [UInt8](repeating: 0, count: width * height * 3)
    try rgb.withUnsafeMutableBytes { buffer in
      var rect = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
      try sdlCheck(
        SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_RGB24.rawValue, buffer.baseAddress, Int32(width * 3)),
        "SDL_RenderReadPixels")
    }
    return FramePixels(width: width, height: height, rgb: rgb)
  }

  /// The pixel at `x`, `y`.
  package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
    let at = (y * width + x) * 3
    return (rgb[at], rgb[at + 1], rgb[at + 2])
  }

  /// The frame as a window turned by `rotation` shows it: the core's rule for the turned screen
  /// (`DisplayRotation.view`), read at each window pixel's centre.
  package func turned(_ rotation: DisplayRotation) -> FramePixels {
    guard rotation != .none else { return self }
    let (w, h) = rotation.swapsSides ? (height, width) : (width, height)
    let window = Vector2(x: Double(w), y: Double(h))
    var out = [UInt8](repeating: 0, count: rgb.count)
    for y in 0..<h {
      for x in 0..<w {
        let p = rotation.view(Vector2(x: Double(x) + 0.5, y: Double(y) + 0.5), window: window)
        let from = (Int(p.y) * width + Int(p.x)) * 3
        let to = (y * w + x) * 3
        out[to] = rgb[from]
        out[to + 1] = rgb[from + 1]
        out[to + 2] = rgb[from + 2]
      }
    }
    return FramePixels(width: w, height: h, rgb: out)
  }

  /// Saves the frame as a PNG at `path`.
  package func savePNG(to path: String) throws {
    var rgb = rgb
    try rgb.withUnsafeMutableBytes { buffer in
      let surface = try sdlCheck(
        SDL_CreateRGBSurfaceWithFormatFrom(
          buffer.baseAddress, Int32(width), Int32(height), 24, Int32(width * 3), SDL_PIXELFORMAT_RGB24.rawValue),
        "SDL_CreateRGBSurfaceWithFormatFrom")
      defer { SDL_FreeSurface(surface) }
      try sdlCheck(IMG_SavePNG(surface, path), "IMG_SavePNG(\(path))")
    }
  }
}
