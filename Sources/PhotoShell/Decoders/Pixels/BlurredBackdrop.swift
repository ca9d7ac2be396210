import CSDL2
import PhotoCore

/// A photo's blurred backdrop (`--fit blur`): the photo shrunk to `Tuning.Render.backdropWidth` pixels across
/// (area-averaged) and box-blurred three times (close to a Gaussian), made once per photo on a decode worker.
/// Stretched to cover the screen under the photo, nothing of its few pixels shows but colour.
struct BlurredBackdrop {
  /// Size, pixels.
  let width: Int
  let height: Int
  /// ARGB8888 pixels, rows packed, opaque.
  var pixels: [UInt32]

  /// The backdrop of `decoded` (its first frame); nil when its pixels cannot be read.
  static func make(from decoded: ImageDecoder.Decoded) -> BlurredBackdrop? {
    let across = Tuning.Render.backdropWidth
    let (w, h) = size(
      width: decoded.planes?.width ?? Int(decoded.surface?.pointee.w ?? 0),
      height: decoded.planes?.height ?? Int(decoded.surface?.pointee.h ?? 0), across: across)
    guard w > 0, h > 0 else { return nil }
    var small: UnsafeMutablePointer<SDL_Surface>?
    if let planes = decoded.planes {
      small = planes.shrunk(toWidth: w, height: h)?.argbSurface()
    } else if let surface = decoded.surface,
      let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    {
      defer { SDL_FreeSurface(argb) }
      if let target = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) {
        // Linear scaling (SDL 2.0.16+) over a few dozen pixels: the blur below evens out what it skips.
        SDL_SetSurfaceBlendMode(argb, SDL_BLENDMODE_NONE)
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        if SDL_SoftStretchLinear(argb, nil, target, &rect) == 0 { small = target } else { SDL_FreeSurface(target) }
      }
    }
    guard let small else { return nil }
    defer { SDL_FreeSurface(small) }
    var pixels = [UInt32](repeating: 0, count: w * h)
    let pitch = Int(small.pointee.pitch) / 4
    let source = small.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    for y in 0..<h {
      for x in 0..<w { pixels[y * w + x] = source[y * pitch + x] | 0xFF00_0000 }
    }
    var backdrop = BlurredBackdrop(width: w, height: h, pixels: pixels)
    backdrop.blur(radius: Tuning.Render.backdropBlurRadius, passes: 3)
    return backdrop
  }

  /// The backdrop's size for a photo of `width` x `height`: `across` pixels along its longer side.
  static func size(width: Int, height: Int, across: Int) -> (Int, Int) {
    guard width > 0, height > 0 else { return (0, 0) }
    if width >= height { return (min(width, across), max(1, min(height, across * height / width))) }
    return (max(1, min(width, across * width / height)), min(height, across))
  }

  /// Box-blurs the pixels `passes` times with a box of `2 * radius + 1` pixels, across then down; the edges
  /// repeat their last pixel.
  mutating func blur(radius: Int, passes: Int) {
    guard radius > 0, width > 0, height > 0 else { return }
    for _ in 0..<passes {
      pixels = Self.boxBlur(pixels, count: width, lines: height, step: 1, lineStep: width, radius: radius)
      pixels = Self.boxBlur(pixels, count: height, lines: width, step: width, lineStep: 1, radius: radius)
    }
  }

  /// One box blur along lines of `count` pixels `step` apart, `lines` of them `lineStep` apart.
  private static func boxBlur(
    _ input: [UInt32], count: Int, lines: Int, step: Int, lineStep: Int, radius: Int
  ) -> [UInt32] {
    var out = input
    let size = UInt32(2 * radius + 1)
    for line in 0..<lines {
      let base = line * lineStep
      func at(_ i: Int) -> UInt32 { input[base + max(0, min(count - 1, i)) * step] }
      var sums = (r: UInt32(0), g: UInt32(0), b: UInt32(0))
      for i in -radius...radius {
        let p = at(i)
        sums.r += (p >> 16) & 0xFF
        sums.g += (p >> 8) & 0xFF
        sums.b += p & 0xFF
      }
      for i in 0..<count {
        out[base + i * step] = 0xFF00_0000 | (sums.r / size) << 16 | (sums.g / size) << 8 | sums.b / size
        let (leaving, coming) = (at(i - radius), at(i + radius + 1))
        sums.r = sums.r - ((leaving >> 16) & 0xFF) + ((coming >> 16) & 0xFF)
        sums.g = sums.g - ((leaving >> 8) & 0xFF) + ((coming >> 8) & 0xFF)
        sums.b = sums.b - (leaving & 0xFF) + (coming & 0xFF)
      }
    }
    return out
  }

  /// The backdrop as an ARGB8888 surface (the caller frees it); nil when the memory is not there.
  func surface() -> UnsafeMutablePointer<SDL_Surface>? {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let pitch = Int(surface.pointee.pitch) / 4
    let target = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    for y in 0..<height {
      for x in 0..<width { target[y * pitch + x] = pixels[y * width + x] }
    }
    SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
    return surface
  }
}
