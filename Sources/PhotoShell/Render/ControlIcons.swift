import CSDL2
import CSDL2Image
import PhotoCore

/// The controls' icons (`Assets/icons`, SVG), rendered by SDL2_image at the display's density the first time
/// each is drawn at a size, and kept as textures. An icon that cannot be read is drawn as nothing (said once on
/// stderr). Main thread only.
final class ControlIcons {
  private let renderer: OpaquePointer
  /// The folder of the SVG files.
  private let folder: String
  private var textures: [String: OpaquePointer] = [:]
  private var missing: Set<String> = []

  /// Icons from `folder` for `renderer`.
  init(renderer: OpaquePointer, folder: String) {
    self.renderer = renderer
    self.folder = folder
  }

  deinit {
    for texture in textures.values { SDL_DestroyTexture(texture) }
  }

  /// The icon `name` as a texture `side` pixels square; nil when it cannot be read.
  func texture(_ name: String, side: Int) -> OpaquePointer? {
    let key = "\(name)@\(side)"
    if let texture = textures[key] { return texture }
    guard !missing.contains(name) else { return nil }
    let path = folder + "/" + name + ".svg"
    let rw = SDL_RWFromFile(path, "rb")
    let loaded = rw.flatMap { IMG_LoadSizedSVG_RW($0, Int32(side), Int32(side)) }
    if let rw { SDL_RWclose(rw) }
    guard let surface = loaded else {
      missing.insert(name)
      Log.error("\(PathText.displayed(path)): cannot draw the icon (\(String(cString: SDL_GetError())))")
      return nil
    }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    textures[key] = texture
    return texture
  }
}
