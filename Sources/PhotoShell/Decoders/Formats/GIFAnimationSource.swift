import CGIF
import CSDL2
import PhotoCore

/// A GIF animation's frames through giflib, one image record at a time, composited here over a canvas of the
/// logical screen's size as browsers do: each frame's pixels over what is there (its transparent colour leaves
/// it), then its disposal before the next (left, cleared to transparent, or put back as it was). Durations,
/// loops and transparency come from the file's layout (`GIFStructure`) before any frame is decoded.
final class GIFAnimationSource: AnimationFrameSource {
  let frameCount: Int
  let durations: [Double]
  let loops: Int
  let width: Int
  let height: Int
  let hasAlpha: Bool
  let isCutShort: Bool

  /// The file as giflib reads it (its bytes are ours), and the file open.
  private let input: UnsafeMutablePointer<sdlphoto_gif_input>
  private var gif: UnsafeMutablePointer<GifFileType>?
  /// The canvas frames are drawn on (ARGB8888).
  private let canvas: UnsafeMutablePointer<SDL_Surface>
  /// The largest frame area decoded, pixels (a bomb's frames are not).
  private let maxPixels: Int
  /// What the next frame's Graphic Control Extension said: its transparent colour (nil: none) and disposal.
  private var transparent: Int?
  private var disposal = 0
  /// What the frame drawn last asked to be done before the next: its rectangle and disposal, and for disposal
  /// 3 the canvas before it.
  private var pending: (rect: SDL_Rect, disposal: Int)?
  private var saved: UnsafeMutablePointer<SDL_Surface>?

  /// The animation in `bytes` (copied), as `layout` read it; nil when giflib cannot open it or its canvas is
  /// over `maxPixels` (or `Tuning.Animation.maxCanvasPixels`) or cannot be made.
  init?(_ bytes: [UInt8], layout: GIFStructure, maxPixels: Int) {
    // Some files' screens are smaller than their first frame (or zero): the canvas covers both, as in Chromium.
    width = max(layout.screenWidth, layout.firstFrameRight)
    height = max(layout.screenHeight, layout.firstFrameBottom)
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard width > 0, height > 0, !overflow, pixels <= min(maxPixels, Tuning.Animation.maxCanvasPixels),
      layout.frameCount >= 2,
      let canvas = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    SDL_SetSurfaceBlendMode(canvas, SDL_BLENDMODE_NONE)  // copied, never blended, between canvas and saved
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
    copy.initialize(from: bytes, count: bytes.count)
    input = .allocate(capacity: 1)
    input.initialize(to: sdlphoto_gif_input(bytes: copy, size: bytes.count, offset: 0))
    self.canvas = canvas
    self.maxPixels = maxPixels
    frameCount = layout.frameCount
    durations = layout.delays.map { AnimationDecoder.duration(milliseconds: $0 * 10) }
    loops = layout.plays
    hasAlpha = layout.hasTransparency || layout.firstFrameWidth < width || layout.firstFrameHeight < height
    isCutShort = !layout.isComplete
    guard rewind() else { return nil }
  }

  deinit {
    close()
    SDL_FreeSurface(canvas)
    if let saved { SDL_FreeSurface(saved) }
    UnsafeMutablePointer(mutating: input.pointee.bytes)?.deallocate()
    input.deallocate()
  }

  private func close() {
    if let gif {
      var error: Int32 = 0
      DGifCloseFile(gif, &error)
    }
    gif = nil
  }

  func rewind() -> Bool {
    close()
    var error: Int32 = 0
    gif = sdlphoto_gif_open(input, &error)
    SDL_FillRect(canvas, nil, 0)
    pending = nil
    transparent = nil
    disposal = 0
    return gif != nil
  }

  func nextFrame() -> UnsafeMutablePointer<SDL_Surface>? {
    guard drawNext() else { return nil }
    return SDL_ConvertSurfaceFormat(canvas, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
  }

  func skipFrame() -> Bool { drawNext() }

  /// Reads records up to the next image and draws it on the canvas; false at the end or on damage.
  private func drawNext() -> Bool {
    guard let gif else { return false }
    while true {
      var type = UNDEFINED_RECORD_TYPE
      guard DGifGetRecordType(gif, &type) == GIF_OK else { return false }
      switch type {
      case EXTENSION_RECORD_TYPE:
        guard readExtension(gif) else { return false }
      case IMAGE_DESC_RECORD_TYPE:
        guard DGifGetImageDesc(gif) == GIF_OK else { return false }
        disposePrevious()
        return drawImage(gif)
      default:
        return false  // the trailer, or a record giflib does not know
      }
    }
  }

  /// Reads an extension's blocks, keeping a Graphic Control Extension's transparent colour and disposal.
  private func readExtension(_ gif: UnsafeMutablePointer<GifFileType>) -> Bool {
    var code: Int32 = 0
    var block: UnsafeMutablePointer<GifByteType>?
    guard DGifGetExtension(gif, &code, &block) == GIF_OK else { return false }
    if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4 {
      transparent = block[1] & 1 != 0 ? Int(block[4]) : nil
      disposal = Int(block[1] >> 2 & 7)
    }
    while block != nil {
      guard DGifGetExtensionNext(gif, &block) == GIF_OK else { return false }
    }
    return true
  }

  /// Does what the frame drawn last asked before the next is drawn.
  private func disposePrevious() {
    guard let (rect, disposal) = pending else { return }
    var area = rect
    switch disposal {
    case 2: SDL_FillRect(canvas, &area, 0)
    case 3:
      if let saved { SDL_UpperBlit(saved, nil, canvas, nil) }
    default: break
    }
    pending = nil
  }

  /// Decodes the image just described and draws it over the canvas (clipped to it); false when its data is
  /// damaged or cut short (what decoded stays drawn), or it is larger than a photo may be.
  private func drawImage(_ gif: UnsafeMutablePointer<GifFileType>) -> Bool {
    let image = gif.pointee.Image
    let (left, top, w, h) = (Int(image.Left), Int(image.Top), Int(image.Width), Int(image.Height))
    guard w > 0, h > 0, w * h <= maxPixels,
      let map = image.ColorMap ?? gif.pointee.SColorMap, let colours = map.pointee.Colors
    else { return false }
    if disposal == 3 {
      if saved == nil { saved = SDL_ConvertSurfaceFormat(canvas, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) }
      if let saved {
        SDL_SetSurfaceBlendMode(saved, SDL_BLENDMODE_NONE)
        SDL_UpperBlit(canvas, nil, saved, nil)
      }
    }
    pending = (SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(w), h: Int32(h)), disposal)
    let palette = (0..<Int(map.pointee.ColorCount)).map { i -> UInt32 in
      let c = colours[i]
      return 0xFF00_0000 | UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
    }
    var line = [GifPixelType](repeating: 0, count: w)
    let pitch = Int(canvas.pointee.pitch) / 4
    let pixels = canvas.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    for row in Self.rowOrder(height: h, interlaced: image.Interlace) {
      guard DGifGetLine(gif, &line, Int32(w)) == GIF_OK else { return false }
      let y = top + row
      guard y >= 0, y < height else { continue }
      let base = pixels + y * pitch
      for x in max(0, -left)..<min(w, width - left) {
        let index = Int(line[x])
        if index == transparent || index >= palette.count { continue }
        base[left + x] = palette[index]
      }
    }
    transparent = nil
    disposal = 0
    return true
  }

  /// The rows of an image of `height` in the order its data gives them: top to bottom, or an interlaced
  /// image's four passes (every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
  static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
    guard interlaced else { return Array(0..<height) }
    return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
  }
}
