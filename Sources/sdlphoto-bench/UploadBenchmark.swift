import CSDL2
import Foundation
import PhotoCore
import PhotoShell

/// Request-to-texture timings for `sdlphoto-bench load`: a decode through `ImageDecoder`, then the viewer's
/// own upload path (`TiledTexture`, every row at once), with no present. Main thread only.
final class UploadBenchmark {
  /// One photo from file to texture.
  struct Sample: Sendable {
    /// The decoded surface's size, pixels.
    var decoded: (Int, Int)
    /// Wall time of the decode (reading the file included), milliseconds.
    var decodeMilliseconds: Double
    /// Wall time of making the tiles and uploading every row, milliseconds.
    var uploadMilliseconds: Double
  }

  /// Which renderer the uploads go through and on what, e.g. "opengl on a hidden window".
  let rendererDescription: String
  private let renderer: OpaquePointer
  private var window: OpaquePointer?
  private var target: UnsafeMutablePointer<SDL_Surface>?
  private let tileLimit: Int

  /// With `$DISPLAY` set, an accelerated renderer on a hidden 1920x1080 window; without, SDL's software
  /// renderer drawing into a 1920x1080 surface (no video driver needed).
  init() throws {
    if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
      try sdlCheck(SDL_Init(SDL_INIT_VIDEO), "SDL_Init")
      let window = try sdlCheck(
        SDL_CreateWindow("sdlphoto-bench", 0, 0, 1920, 1080, SDL_WINDOW_HIDDEN.rawValue), "SDL_CreateWindow")
      self.window = window
      renderer = try sdlCheck(
        SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue), "SDL_CreateRenderer (accelerated)")
    } else {
      let target = try sdlCheck(
        SDL_CreateRGBSurfaceWithFormat(0, 1920, 1080, 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
        "SDL_CreateRGBSurfaceWithFormat")
      self.target = target
      renderer = try sdlCheck(SDL_CreateSoftwareRenderer(target), "SDL_CreateSoftwareRenderer")
    }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    let name = info.name.map { String(cString: $0) } ?? "unknown"
    rendererDescription = window == nil ? "\(name) on a surface (no $DISPLAY)" : "\(name) on a hidden window"
    // The limit the viewer uses (App.init): the renderer's largest texture, at most `maxTileSize`.
    let rendererLimit = Int(min(info.max_texture_width, info.max_texture_height))
    tileLimit = min(Tuning.Loading.maxTileSize, rendererLimit > 0 ? rendererLimit : Int.max)
  }

  deinit {
    SDL_DestroyRenderer(renderer)
    if let target { SDL_FreeSurface(target) }
    if let window {
      SDL_DestroyWindow(window)
      SDL_Quit()
    }
  }

  /// Decodes `path` for a `maxWidth` x `maxHeight` box and uploads it into textures, timing each step; nil
  /// when the file cannot be decoded or a texture cannot be made.
  func measure(path: String, maxWidth: Int, maxHeight: Int) -> Sample? {
    let start = DispatchTime.now().uptimeNanoseconds
    guard
      case .success(let decoded) = ImageDecoder.decode(
        path: path, maxWidth: maxWidth, maxHeight: maxHeight, maxPixels: Tuning.Loading.maxPixels, planar: true)
    else { return nil }
    let decodeMilliseconds = DecodeBenchmark.milliseconds(since: start)
    let size = (decoded.width, decoded.height)
    let uploadStart = DispatchTime.now().uptimeNanoseconds
    for frame in decoded.laterFrames { SDL_FreeSurface(frame) }  // an animation's later frames are not timed
    // The texture takes the surface (and frees it), or the planes of a JPEG, as the viewer does.
    let made =
      decoded.planes.map { try? TiledTexture(renderer: renderer, planes: $0, tileLimit: tileLimit) }
      ?? (try? TiledTexture(renderer: renderer, surface: decoded.surface, tileLimit: tileLimit))
    guard let texture = made else { return nil }
    texture.upload(budget: .max)
    let uploadMilliseconds = DecodeBenchmark.milliseconds(since: uploadStart)
    return Sample(decoded: size, decodeMilliseconds: decodeMilliseconds, uploadMilliseconds: uploadMilliseconds)
  }
}
