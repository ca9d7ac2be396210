import CLCMS
import CSDL2
import PhotoCore

/// An animated PNG's frames: Debian's libpng has no APNG support, so each frame is rebuilt as a PNG of its own
/// (the file's header with the frame's size, the chunks every frame shares, the frame's data as `IDAT`) and
/// decoded by libpng (`PNGDecoder`), then composited over a canvas as the APNG specification says: drawn over
/// what is there or replacing it, then left, cleared to transparent, or put back as it was before the next.
final class APNGAnimationSource: AnimationFrameSource {
  let frameCount: Int
  let durations: [Double]
  let loops: Int
  let width: Int
  let height: Int
  let hasAlpha = true
  let isCutShort: Bool

  private let bytes: [UInt8]
  private let frames: [APNGStructure.Frame]
  /// The rebuilt PNG's chunks before its data (the shared ones, as they are in the file).
  private let sharedChunks: [UInt8]
  private let headerTail: [UInt8]
  private let canvas: UnsafeMutablePointer<SDL_Surface>
  /// The next frame's index, and what the last one drawn asked for before it (its rectangle and disposal, and
  /// for disposal 2 the canvas before it was drawn).
  private var index = 0
  private var pending: (rect: SDL_Rect, disposal: Int)?
  private var saved: UnsafeMutablePointer<SDL_Surface>?

  /// The animation `layout` read in `bytes`; nil when it has no frame with data (or only one, which is the
  /// default image a still decode shows anyway), or its canvas is over `maxPixels` (or
  /// `Tuning.Animation.maxCanvasPixels`) or cannot be made.
  init?(_ bytes: [UInt8], layout: APNGStructure, maxPixels: Int) {
    width = layout.width
    height = layout.height
    let playable = layout.playable
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard playable.count >= (layout.defaultIsFrame ? 2 : 1), width > 0, height > 0, !overflow,
      pixels <= min(maxPixels, Tuning.Animation.maxCanvasPixels),
      let canvas = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    SDL_SetSurfaceBlendMode(canvas, SDL_BLENDMODE_NONE)
    SDL_FillRect(canvas, nil, 0)
    self.canvas = canvas
    self.bytes = bytes
    frames = playable
    frameCount = playable.count
    durations = playable.map { AnimationDecoder.duration(milliseconds: $0.milliseconds) }
    loops = layout.plays
    isCutShort = !layout.isComplete || playable.count < layout.declaredFrames
    headerTail = layout.headerTail
    sharedChunks = layout.shared.flatMap { Self.chunk($0.type, Array(bytes[$0.data])) }
  }

  deinit {
    SDL_FreeSurface(canvas)
    if let saved { SDL_FreeSurface(saved) }
  }

  func rewind() -> Bool {
    index = 0
    pending = nil
    SDL_FillRect(canvas, nil, 0)
    return true
  }

  func nextFrame() -> UnsafeMutablePointer<SDL_Surface>? {
    guard drawNext() else { return nil }
    return SDL_ConvertSurfaceFormat(canvas, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
  }

  func skipFrame() -> Bool { drawNext() }

  /// Decodes the next frame and draws it on the canvas; false after the last, or when it cannot be decoded.
  private func drawNext() -> Bool {
    guard index < frames.count else { return false }
    let frame = frames[index]
    disposePrevious()
    guard case .success(let decoded) = decode(frame) else { return false }
    defer { SDL_FreeSurface(decoded.surface) }
    // A first frame that asks to be put back is cleared instead (nothing was under it).
    let disposal = frame.disposal == 2 && index == 0 ? 1 : frame.disposal
    if disposal == 2 {
      if saved == nil { saved = SDL_ConvertSurfaceFormat(canvas, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) }
      if let saved {
        SDL_SetSurfaceBlendMode(saved, SDL_BLENDMODE_NONE)
        SDL_UpperBlit(canvas, nil, saved, nil)
      }
    }
    pending = (SDL_Rect(x: Int32(frame.x), y: Int32(frame.y), w: Int32(frame.width), h: Int32(frame.height)), disposal)
    draw(decoded.surface, at: frame.x, frame.y, over: frame.blend == 1)
    index += 1
    return true
  }

  /// Does what the frame drawn last asked before the next is drawn.
  private func disposePrevious() {
    guard let (rect, disposal) = pending else { return }
    var area = rect
    if disposal == 1 { SDL_FillRect(canvas, &area, 0) }
    if disposal == 2, let saved { SDL_UpperBlit(saved, nil, canvas, nil) }
    pending = nil
  }

  /// `frame`'s pixels, decoded by libpng from the PNG rebuilt for it, at its full size.
  private func decode(
    _ frame: APNGStructure.Frame
  )
    -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int), PhotoLoadError>
  {
    var header = Self.u32(frame.width) + Self.u32(frame.height) + headerTail
    header = Self.chunk(Array("IHDR".utf8), header)
    var data: [UInt8] = []
    for range in frame.data { data += bytes[range] }
    let png =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + header + sharedChunks + Self.chunk(Array("IDAT".utf8), data)
      + Self.chunk(Array("IEND".utf8), [])
    return PNGDecoder.decode(png, boxWidth: frame.width, boxHeight: frame.height, maxPixels: width * height)
  }

  /// Draws `surface` (straight alpha) at (`x`, `y`) on the canvas, clipped to it: over what is there (alpha
  /// composited) when `over`, else replacing it.
  private func draw(_ surface: UnsafeMutablePointer<SDL_Surface>, at x: Int, _ y: Int, over: Bool) {
    let (w, h) = (Int(surface.pointee.w), Int(surface.pointee.h))
    let source = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let target = canvas.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let (sourcePitch, targetPitch) = (Int(surface.pointee.pitch) / 4, Int(canvas.pointee.pitch) / 4)
    for row in max(0, -y)..<max(max(0, -y), min(h, height - y)) {
      let from = source + row * sourcePitch
      let to = target + (y + row) * targetPitch + x
      for column in max(0, -x)..<max(max(0, -x), min(w, width - x)) {
        to[column] = over ? Self.over(from[column], to[column]) : from[column]
      }
    }
  }

  /// `top` drawn over `bottom`, both ARGB with straight alpha.
  static func over(_ top: UInt32, _ bottom: UInt32) -> UInt32 {
    let topAlpha = top >> 24
    if topAlpha == 255 || bottom >> 24 == 0 { return topAlpha == 0 ? bottom : top }
    if topAlpha == 0 { return bottom }
    let a = Double(topAlpha) / 255
    let b = Double(bottom >> 24) / 255 * (1 - a)
    let alpha = a + b
    var result = UInt32((alpha * 255).rounded()) << 24
    for shift in [16, 8, 0] as [UInt32] {
      let mixed = (Double(top >> shift & 0xFF) * a + Double(bottom >> shift & 0xFF) * b) / alpha
      result |= UInt32(min(255, mixed.rounded())) << shift
    }
    return result
  }

  /// A PNG chunk: its length, type, data and CRC.
  private static func chunk(_ type: [UInt8], _ data: [UInt8]) -> [UInt8] {
    let body = type + data
    let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
    return u32(data.count) + body + u32(Int(crc))
  }

  /// `value` as four big-endian bytes.
  private static func u32(_ value: Int) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
