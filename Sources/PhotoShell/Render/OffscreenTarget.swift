import CSDL2

/// A texture the renderer draws into, kept between frames and made anew only when its size changes.
/// Main thread only; `free()` before the renderer goes.
final class OffscreenTarget {
  private(set) var texture: OpaquePointer
  let width: Int32
  let height: Int32

  /// A transparent `width` x `height` target on `renderer`, or nil when the renderer draws to no texture.
  init?(renderer: OpaquePointer, width: Int32, height: Int32) {
    guard width > 0, height > 0, SDL_RenderTargetSupported(renderer) == SDL_TRUE,
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
    else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    self.texture = texture
    self.width = width
    self.height = height
  }

  /// `target` when it has this size, else a new target of it (the old one freed).
  static func sized(
    _ target: OffscreenTarget?, renderer: OpaquePointer, width: Int32, height: Int32
  )
    -> OffscreenTarget?
  {
    if let target, target.width == width, target.height == height { return target }
    target?.free()
    return OffscreenTarget(renderer: renderer, width: width, height: height)
  }

  /// Draws `body` into the target, cleared to transparent first, then draws where it drew before (the window,
  /// or the turned frame of `--rotate-display`).
  func render(_ renderer: OpaquePointer, _ body: () -> Void) {
    let previous = SDL_GetRenderTarget(renderer)
    SDL_SetRenderTarget(renderer, texture)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
    SDL_RenderClear(renderer)
    body()
    SDL_SetRenderTarget(renderer, previous)
  }

  private var freed = false

  /// Frees the texture (before its renderer goes).
  func free() {
    guard !freed else { return }
    freed = true
    SDL_DestroyTexture(texture)
  }

  deinit { free() }
}
