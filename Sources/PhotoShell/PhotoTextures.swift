import CSDL2
import PhotoCore

/// The GPU textures of decoded photos, by album index. Main thread only.
final class PhotoTextures {
  /// One uploaded photo.
  struct Entry {
    var texture: OpaquePointer
    /// The texture's size in pixels.
    var width: Int
    var height: Int
    /// The photo's native size in pixels.
    var nativeWidth: Int
    var nativeHeight: Int
    /// The size limit it was decoded for.
    var request: PhotoLoader.Request
    /// When it was last wanted, seconds.
    var lastUsed: Double
    /// Its size in memory, bytes.
    var bytes: Int { width * height * 4 }
  }

  private let renderer: OpaquePointer
  private(set) var entries: [Int: Entry] = [:]

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  deinit {
    for entry in entries.values { SDL_DestroyTexture(entry.texture) }
  }

  /// Uploads a decoded surface for `request` (freeing the surface) and returns the entry.
  func upload(_ decoded: ImageDecoder.Decoded, for request: PhotoLoader.Request, at t: Double) throws -> Entry {
    defer { SDL_FreeSurface(decoded.surface) }
    let texture = try sdlCheck(SDL_CreateTextureFromSurface(renderer, decoded.surface), "SDL_CreateTextureFromSurface")
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    let entry = Entry(
      texture: texture, width: Int(decoded.surface.pointee.w), height: Int(decoded.surface.pointee.h),
      nativeWidth: decoded.nativeWidth, nativeHeight: decoded.nativeHeight, request: request, lastUsed: t)
    if let old = entries[request.index] { SDL_DestroyTexture(old.texture) }
    entries[request.index] = entry
    return entry
  }

  /// Marks `indices` as used at `t` (they are wanted now).
  func touch(_ indices: [Int], at t: Double) {
    for index in indices { entries[index]?.lastUsed = t }
  }

  /// What the cache policy needs to know of each texture.
  var policyEntries: [PhotoCachePolicy.Entry] {
    entries.values.map { PhotoCachePolicy.Entry(index: $0.request.index, bytes: $0.bytes, lastUsed: $0.lastUsed) }
  }

  /// Frees the textures of `indices`.
  func evict(_ indices: [Int]) {
    for index in indices {
      guard let entry = entries.removeValue(forKey: index) else { continue }
      SDL_DestroyTexture(entry.texture)
    }
  }

  subscript(index: Int) -> Entry? { entries[index] }
}
