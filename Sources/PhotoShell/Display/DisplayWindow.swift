import CSDL2
import CSDL2Image
import PhotoCore

/// The SDL window and its renderer: sizes in points and pixels, full screen, reading back frames.
public final class DisplayWindow {
  let window: OpaquePointer
  package let renderer: OpaquePointer
  /// The renderer driver's name ("opengl", "software", ...).
  package let driverName: String
  /// Whether the renderer is the software fallback.
  let isSoftware: Bool
  /// The largest texture side the renderer accepts (0 = unknown/unlimited).
  let maxTextureSize: Int
  /// Whether the renderer draws IYUV textures itself (GL does, on the GPU; SDL's software renderer would keep
  /// an ARGB copy of each, so photos go to it as ARGB).
  package let supportsYUV: Bool
  /// The times of the input events read from the window's display (the X server's own, on X11).
  let inputClock = InputClock()
  /// How the picture is turned onto the window (`--rotate-display`).
  let rotation: DisplayRotation
  /// The title shown on the window's bar.
  private(set) var title: String
  /// The frame drawn before it is turned onto the window (with a rotation), kept between frames.
  private var turnedFrame: OffscreenTarget?
  /// Whether this frame is being drawn into `turnedFrame`.
  private var drawsTurned = false
  /// The window's drawable size, pixels, as it was when the turned frame began.
  private var windowPixels = (0, 0)
  /// Whether the renderer could not draw into a texture and the picture is shown unturned (said once).
  private var cannotTurn = false

  /// Opens a window of `size` points (full screen when asked) with an accelerated renderer, falling back
  /// to the software renderer. `vsync` paces presents to the display (off for scripted runs).
  package init(
    title: String, size: (Int, Int), fullscreen: Bool, vsync: Bool, rotation: DisplayRotation = .none
  ) throws {
    self.rotation = rotation
    var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
    let centered = Int32(sdlphoto_windowpos_centered())
    self.title = title
    window = try sdlCheck(
      SDL_CreateWindow(title, centered, centered, Int32(size.0), Int32(size.1), flags), "SDL_CreateWindow")
    Log.info("window created")
    var rendererFlags = SDL_RENDERER_ACCELERATED.rawValue
    if vsync { rendererFlags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
    if let accelerated = SDL_CreateRenderer(window, -1, rendererFlags) {
      renderer = accelerated
    } else {
      let reason = String(cString: SDL_GetError())
      Log.info("no accelerated renderer (\(reason)); using the software renderer")
      renderer = try sdlCheck(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue), "SDL_CreateRenderer")
    }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    driverName = info.name.map { String(cString: $0) } ?? "unknown"
    isSoftware = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    maxTextureSize = Int(min(info.max_texture_width, info.max_texture_height))
    supportsYUV = (0..<Int(info.num_texture_formats)).contains { i in
      withUnsafeBytes(of: info.texture_formats) { $0.load(fromByteOffset: i * 4, as: UInt32.self) }
        == SDL_PIXELFORMAT_IYUV.rawValue
    }
    if isSoftware {
      Log.info("renderer: software (no acceleration available)")
    } else {
      Log.info("renderer: \(driverName)")
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }

  /// Draws a black frame through the same paths as a photo frame (a blended backdrop fill, and blended,
  /// linearly filtered copies of an ARGB and a YUV texture), so a software GL driver compiles its shaders
  /// now, while the first photo is still decoding, instead of when the photo is ready; presented when
  /// `present` (the window's first frame), else only flushed (after a photo frame: the next frame clears it).
  /// SDL's own software renderer compiles nothing and draws straight into the window, so it skips the latter.
  package func warmUp(present: Bool) {
    if isSoftware && !present { return }
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    var backdrop = SDL_FRect(x: 0, y: 0, w: 64, h: 64)
    SDL_RenderFillRectF(renderer, &backdrop)
    // Sides that are not powers of two, like a photo's (and its chroma's): llvmpipe compiles a separate shader
    // for power-of-two textures, so a 2 x 2 warm-up would leave the photo's shader to its first frame.
    let side = 6
    var black = [UInt32](repeating: 0xFF00_0000, count: side * side)
    var luma = [UInt8](repeating: 0, count: side * side)
    var chroma = [UInt8](repeating: 128, count: side * side / 4)
    for format in [SDL_PIXELFORMAT_ARGB8888, SDL_PIXELFORMAT_IYUV] {
      guard
        let texture = SDL_CreateTexture(
          renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(side), Int32(side))
      else { continue }
      defer { SDL_DestroyTexture(texture) }
      if format == SDL_PIXELFORMAT_IYUV {
        SDL_UpdateYUVTexture(
          texture, nil, &luma, Int32(side), &chroma, Int32(side / 2), &chroma, Int32(side / 2))
      } else {
        SDL_UpdateTexture(texture, nil, &black, Int32(side * 4))
      }
      SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      var dst = SDL_FRect(x: 0, y: 0, w: 64, h: 64)
      SDL_RenderCopyF(renderer, texture, nil, &dst)
    }
    // Unpresented, the frame is only flushed to the driver (which compiles as it draws); the next frame clears it.
    if present { SDL_RenderPresent(renderer) } else { SDL_RenderFlush(renderer) }
  }

  deinit {
    turnedFrame?.free()
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }

  /// The window's size in points (SDL's window coordinates, where touch and mouse positions live).
  var pointSize: Vector2 {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    return Vector2(x: Double(max(w, 1)), y: Double(max(h, 1)))
  }

  /// The drawable size in pixels (larger than `pointSize` on HiDPI displays).
  package var pixelSize: (Int, Int) {
    // While a frame is drawn turned, the renderer's output is that frame: the window's is the one before.
    if drawsTurned { return windowPixels }
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    return (Int(max(w, 1)), Int(max(h, 1)))
  }

  /// The picture's size in points: the window's, its sides swapped when `rotation` turns it a quarter.
  var viewSize: Vector2 { rotation.viewSize(of: pointSize) }

  /// The picture's size in pixels (see `viewSize`).
  package var viewPixelSize: (Int, Int) {
    let (w, h) = pixelSize
    return rotation.swapsSides ? (h, w) : (w, h)
  }

  /// The picture's point under the window's `point` (a touch or the mouse, window points).
  func viewPoint(_ point: Vector2) -> Vector2 { rotation.view(point, window: pointSize) }

  /// Starts a frame: with a rotation, what follows is drawn into the picture's own (turned) frame.
  func beginFrame() {
    guard rotation != .none, !cannotTurn else { return }
    let (w, h) = viewPixelSize
    turnedFrame = OffscreenTarget.sized(turnedFrame, renderer: renderer, width: Int32(w), height: Int32(h))
    guard let target = turnedFrame else {
      cannotTurn = true
      Log.error(
        "--rotate-display: the renderer cannot draw into a texture; the picture is not turned", code: .optionIgnored,
        subject: "--rotate-display")
      return
    }
    SDL_SetTextureBlendMode(target.texture, SDL_BLENDMODE_NONE)
    // A quarter turn moves whole pixels: the nearest texel is the exact one.
    SDL_SetTextureScaleMode(target.texture, SDL_ScaleModeNearest)
    windowPixels = pixelSize
    SDL_SetRenderTarget(renderer, target.texture)
    drawsTurned = true
  }

  /// Ends a frame begun with `beginFrame`: the picture is turned onto the window (before a screenshot and the
  /// present).
  func endFrame() {
    guard drawsTurned, let target = turnedFrame else { return }
    SDL_SetRenderTarget(renderer, nil)
    drawsTurned = false
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    let (w, h) = pixelSize
    // The texture's rectangle centred on the window, turned about its centre.
    var dst = SDL_FRect(
      x: Float(w - Int(target.width)) / 2, y: Float(h - Int(target.height)) / 2, w: Float(target.width),
      h: Float(target.height))
    SDL_RenderCopyExF(renderer, target.texture, nil, &dst, Double(rotation.degrees), nil, SDL_FLIP_NONE)
  }

  /// Pixels per point on the x axis.
  package var pixelsPerPoint: Double { Double(pixelSize.0) / pointSize.x }

  /// The display's frame interval, seconds (60 Hz when the display does not say).
  /// The ICC profile of the display the window is on, as a colour daemon sets it (X11: the root window's
  /// `_ICC_PROFILE`); nil when there is none (Wayland and KMS offer none here).
  var iccProfile: [UInt8]? {
    var size = 0
    guard let data = SDL_GetWindowICCProfile(window, &size), size > 0 else { return nil }
    defer { SDL_free(data) }
    return Array(UnsafeRawBufferPointer(start: data, count: size))
  }

  var refreshInterval: Double {
    var mode = SDL_DisplayMode()
    guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 1.0 / 60 }
    return 1 / Double(mode.refresh_rate)
  }

  /// Sets the window's title (the folder shown).
  func setTitle(_ title: String) {
    guard title != self.title else { return }
    self.title = title
    SDL_SetWindowTitle(window, title)
  }

  /// The SDL id of the window (for events).
  var windowID: UInt32 { SDL_GetWindowID(window) }

  /// Whether the window is full screen.
  var isFullscreen: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN.rawValue != 0 }

  /// Switches between windowed and full-screen (desktop resolution, no mode change).
  func toggleFullscreen() {
    let target = isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    if SDL_SetWindowFullscreen(window, target) < 0 { Log.error(SDLError("SDL_SetWindowFullscreen").description) }
  }

  /// Resizes the window to `width` x `height` points.
  func resize(width: Int, height: Int) {
    SDL_SetWindowSize(window, Int32(width), Int32(height))
  }

}
