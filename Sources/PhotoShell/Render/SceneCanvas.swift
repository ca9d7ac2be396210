import CSDL2
import PhotoCore

/// The offscreen render path: a `Scene` drawn to pixels at any size and any virtual time, never touching the
/// window: it draws into a texture of its own and puts the renderer's target back as it was. Exports and
/// films draw through it; so does a recording run (`--record`, `--record-raw`), whose window then shows the
/// canvas's frame (`show()`), so a frame is drawn once.
///
/// Made on a window's renderer it shares that renderer's textures (`SceneCanvas(drawingWith:)`); made alone
/// (`detached()`) it has a software renderer, textures and text of its own, and needs no window or display.
/// Main thread only.
final class SceneCanvas {
  /// What draws the scene.
  let sceneRenderer: SceneRenderer
  /// The texture drawn into, kept while the size holds.
  private var target: OffscreenTarget?
  /// A detached canvas's own renderer and the surface under it (nil when it shares a window's).
  private var owned: (renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>)?

  /// A canvas drawing with `sceneRenderer` (on the window's renderer, with its photos' textures).
  init(drawingWith sceneRenderer: SceneRenderer) {
    self.sceneRenderer = sceneRenderer
  }

  /// A canvas of its own: SDL's software renderer on a surface, with empty textures (fill
  /// `sceneRenderer.textures`) and the text stack; no window.
  static func detached(tileLimit: Int = 8192) throws -> SceneCanvas {
    let surface = try sdlCheck(
      SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue), "SDL_CreateRGBSurfaceWithFormat")
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      let error = SDLError("SDL_CreateSoftwareRenderer")
      SDL_FreeSurface(surface)
      throw error
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    let textures = PhotoTextures(renderer: renderer, tileLimit: tileLimit)
    let canvas = SceneCanvas(
      drawingWith: SceneRenderer(renderer: renderer, textures: textures, text: TextRenderer(renderer: renderer)))
    canvas.owned = (renderer, surface)
    return canvas
  }

  /// The renderer drawn with.
  var renderer: OpaquePointer { sceneRenderer.renderer }

  /// `scene` (layered, as the frame loop draws it) laid out for `viewport` (points) drawn at `scale` pixels a point at time `t`, and read back: a
  /// frame of `pixelSize`, else `viewport * scale` pixels rounded. The renderer's target (the window, or `--rotate-display`'s
  /// turned frame) is as it was after.
  func render(
    _ scene: Scene, viewport: Vector2, scale: Double, pixelSize: (Int, Int)? = nil, at t: Double,
    albumNames: (Int) -> String
  ) throws -> FramePixels {
    let width = max(1, pixelSize?.0 ?? Int((viewport.x * scale).rounded()))
    let height = max(1, pixelSize?.1 ?? Int((viewport.y * scale).rounded()))
    target = OffscreenTarget.sized(target, renderer: renderer, width: Int32(width), height: Int32(height))
    guard let target else { throw SDLError("SDL_CreateTexture (an offscreen target of \(width)x\(height))") }
    // The frame is opaque, as the window's: copied onto it whole, it replaces what was there.
    SDL_SetTextureBlendMode(target.texture, SDL_BLENDMODE_NONE)
    var frame: Result<FramePixels, any Error> = .failure(SDLError("SDL_SetRenderTarget"))
    target.render(renderer) {
      sceneRenderer.draw(scene, viewport: viewport, at: t, scale: scale, albumNames: albumNames)
      frame = Result { try FramePixels.read(from: renderer, width: width, height: height) }
    }
    return try frame.get()
  }

  /// Copies the last frame rendered onto the renderer's current target (the window's frame), whole: the
  /// window shows what was read back.
  func show() {
    guard let target else { return }
    var whole = SDL_Rect(x: 0, y: 0, w: target.width, h: target.height)
    SDL_RenderCopy(renderer, target.texture, nil, &whole)
  }

  /// Frees the texture, and a detached canvas's renderer (before SDL quits).
  func free() {
    target?.free()
    target = nil
    if let owned {
      sceneRenderer.purge()
      sceneRenderer.text.purge()
      sceneRenderer.textures.removeAll()
      SDL_DestroyRenderer(owned.renderer)
      SDL_FreeSurface(owned.surface)
      self.owned = nil
    }
  }

  deinit { free() }
}
