import CSDL2
import PhotoCore

/// One image on the GPU as a grid of textures no larger than the renderer allows, uploaded a slice of rows
/// at a time: ARGB8888 from a surface, or IYUV from planes (the GPU turns them into colour). Main thread only.
///
/// Tiles overlap their neighbours by two pixels on each side (even, so chroma planes split cleanly), so
/// linear filtering blends across a seam the way it does inside a texture: a photo zoomed 16x shows no lines
/// where tiles meet. Until every row is uploaded the image is incomplete and is not drawn (what stood in for
/// it stays on screen).
package final class TiledTexture {
  /// Where the pixels still to upload are.
  private enum Source {
    case surface(UnsafeMutablePointer<SDL_Surface>)
    case planes(YUVImage)
  }

  /// Pixels each tile repeats of its neighbours on each side.
  static let overlap = 2

  /// One texture of the grid.
  struct Tile {
    var texture: OpaquePointer
    /// The pixels the texture holds, image pixels (the owned area plus the one-pixel overlap).
    var stored: SDL_Rect
    /// The pixels this tile draws, image pixels (the grid cell, without the overlap).
    var owned: SDL_Rect
  }

  /// The image's size, pixels.
  let width: Int
  let height: Int
  private(set) var tiles: [Tile] = []
  /// The pixels still to upload (freed once every row is uploaded).
  private var source: Source?
  /// Rows of `source` uploaded so far (across every tile column).
  private(set) var uploadedRows = 0

  /// Whether every pixel is on the GPU.
  var isComplete: Bool { source == nil }

  /// Whether every pixel is opaque: planes have no alpha (a surface may have some).
  let isOpaque: Bool

  /// Bytes a pixel on the GPU.
  private let pixelBytes: Double

  /// Its size in memory, bytes (the GPU's copy; the pixels waiting for upload count too).
  var bytes: Int { Int(Double(width * height) * pixelBytes) * (source == nil ? 1 : 2) }

  /// Makes the textures for `surface` (ARGB8888), taking ownership of it; no pixel is uploaded yet.
  /// `tileLimit` is the largest texture side. Throws (freeing the surface) when a texture cannot be made.
  package convenience init(renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>, tileLimit: Int) throws {
    try self.init(
      renderer: renderer, source: .surface(surface), width: Int(surface.pointee.w), height: Int(surface.pointee.h),
      tileLimit: tileLimit)
  }

  /// Makes the textures for `planes` (IYUV); no pixel is uploaded yet.
  package convenience init(renderer: OpaquePointer, planes: YUVImage, tileLimit: Int) throws {
    try self.init(
      renderer: renderer, source: .planes(planes), width: planes.width, height: planes.height, tileLimit: tileLimit)
  }

  private init(renderer: OpaquePointer, source: Source, width: Int, height: Int, tileLimit: Int) throws {
    self.width = width
    self.height = height
    self.source = source
    if case .planes = source { isOpaque = true } else { isOpaque = false }
    var format = SDL_PIXELFORMAT_ARGB8888
    var pixelBytes = 4.0
    if case .planes = source {
      format = SDL_PIXELFORMAT_IYUV
      pixelBytes = 1.5
    }
    self.pixelBytes = pixelBytes
    let margin = Self.overlap
    do {
      for cellY in Self.cells(length: height, limit: tileLimit) {
        for cellX in Self.cells(length: width, limit: tileLimit) {
          let stored = SDL_Rect(
            x: Int32(max(0, cellX.start - margin)), y: Int32(max(0, cellY.start - margin)),
            w: Int32(min(width, cellX.end + margin) - max(0, cellX.start - margin)),
            h: Int32(min(height, cellY.end + margin) - max(0, cellY.start - margin)))
          let texture = try sdlCheck(
            SDL_CreateTexture(
              renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), stored.w, stored.h),
            "SDL_CreateTexture")
          SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
          // Opaque photos blend too: a cross-fade draws them with an alpha modulation.
          SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
          let owned = SDL_Rect(
            x: Int32(cellX.start), y: Int32(cellY.start), w: Int32(cellX.end - cellX.start),
            h: Int32(cellY.end - cellY.start))
          tiles.append(Tile(texture: texture, stored: stored, owned: owned))
        }
      }
    } catch {
      destroy()
      throw error
    }
  }

  deinit { destroy() }

  private func destroy() {
    for tile in tiles { SDL_DestroyTexture(tile.texture) }
    tiles.removeAll()
    if case .surface(let surface)? = source { SDL_FreeSurface(surface) }
    source = nil
  }

  /// Splits `length` pixels into cells that fit a texture of `limit` with `overlap` pixels each side; cells
  /// start at even pixels.
  static func cells(length: Int, limit: Int) -> [(start: Int, end: Int)] {
    let step = max(2, (limit - 2 * overlap) & ~1)
    if length <= limit { return [(0, length)] }
    return stride(from: 0, to: length, by: step).map { ($0, min(length, $0 + step)) }
  }

  /// Puts `surface` (ARGB8888, taken) in place of the pixels held and uploads it whole at once: an animation's
  /// next frame. False (freeing it) when it is not this image's size or this image is planes.
  @discardableResult
  func replace(with surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
    guard pixelBytes == 4, Int(surface.pointee.w) == width, Int(surface.pointee.h) == height else {
      SDL_FreeSurface(surface)
      return false
    }
    if case .surface(let waiting)? = source { SDL_FreeSurface(waiting) }
    source = .surface(surface)
    uploadedRows = 0
    upload(budget: .max)
    return true
  }

  /// Uploads the next rows, at most about `budget` pixels (at least one row); returns the pixels uploaded.
  /// Frees the source once the last row is up.
  @discardableResult
  package func upload(budget: Int) -> Int {
    guard let source else { return 0 }
    // Whole pairs of rows, so each slice of the chroma planes is whole rows too.
    var rows = max(2, min(height - uploadedRows, budget / max(width, 1))) & ~1
    rows = min(rows, height - uploadedRows)
    let top = uploadedRows
    let bottom = top + rows
    for tile in tiles {
      // The rows of this slice that the tile stores.
      let y0 = max(top, Int(tile.stored.y))
      let y1 = min(bottom, Int(tile.stored.y + tile.stored.h))
      guard y1 > y0 else { continue }
      var rect = SDL_Rect(x: 0, y: Int32(y0) - tile.stored.y, w: tile.stored.w, h: Int32(y1 - y0))
      let x0 = Int(tile.stored.x)
      switch source {
      case .surface(let surface):
        let pitch = Int(surface.pointee.pitch)
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        SDL_UpdateTexture(tile.texture, &rect, base + y0 * pitch + x0 * 4, Int32(pitch))
      case .planes(let planes):
        // Tiles and slices start at even pixels: the chroma rows and columns line up.
        let chroma = planes.chromaWidth
        SDL_UpdateYUVTexture(
          tile.texture, &rect, planes.y + y0 * planes.width + x0, Int32(planes.width),
          planes.u + (y0 / 2) * chroma + x0 / 2, Int32(chroma), planes.v + (y0 / 2) * chroma + x0 / 2, Int32(chroma))
      }
    }
    uploadedRows = bottom
    if uploadedRows >= height {
      if case .surface(let surface) = source { SDL_FreeSurface(surface) }
      self.source = nil
    }
    return rows * width
  }

  /// Sets how its tiles mix with what is under them (they blend, unless a caller drawing an opaque image whole
  /// turns that off for a draw).
  func setBlendMode(_ mode: SDL_BlendMode) {
    for tile in tiles { SDL_SetTextureBlendMode(tile.texture, mode) }
  }

  /// Draws the part `src` (image pixels, fractional) of the image into `dst` (render pixels), every tile it
  /// touches, at `alpha`, turned `degrees` clockwise about `pivot` (render pixels, in `dst`'s frame).
  func draw(
    renderer: OpaquePointer, src: SDL_FRect, dst: SDL_FRect, alpha: UInt8, degrees: Double, pivot: SDL_FPoint,
    brightness: UInt8 = 255
  ) {
    guard src.w > 0, src.h > 0 else { return }
    let sx = dst.w / src.w
    let sy = dst.h / src.h
    for tile in tiles {
      // The visible part of the tile's own cell, image pixels.
      let x0 = max(src.x, Float(tile.owned.x))
      let y0 = max(src.y, Float(tile.owned.y))
      let x1 = min(src.x + src.w, Float(tile.owned.x + tile.owned.w))
      let y1 = min(src.y + src.h, Float(tile.owned.y + tile.owned.h))
      guard x1 > x0, y1 > y0 else { continue }
      // Whole source pixels within the texture (SDL takes integer source rectangles): widen by the rounding
      // and move the destination with it, so nothing shifts.
      let px0 = x0.rounded(.down)
      let py0 = y0.rounded(.down)
      let px1 = x1.rounded(.up)
      let py1 = y1.rounded(.up)
      var texSrc = SDL_Rect(
        x: Int32(px0) - tile.stored.x, y: Int32(py0) - tile.stored.y, w: Int32(px1 - px0), h: Int32(py1 - py0))
      var out = SDL_FRect(
        x: dst.x + (px0 - src.x) * sx, y: dst.y + (py0 - src.y) * sy, w: (px1 - px0) * sx, h: (py1 - py0) * sy)
      SDL_SetTextureAlphaMod(tile.texture, alpha)
      SDL_SetTextureColorMod(tile.texture, brightness, brightness, brightness)
      if degrees == 0 {
        SDL_RenderCopyF(renderer, tile.texture, &texSrc, &out)
      } else {
        var local = SDL_FPoint(x: dst.x + pivot.x - out.x, y: dst.y + pivot.y - out.y)
        SDL_RenderCopyExF(renderer, tile.texture, &texSrc, &out, degrees, &local, SDL_FLIP_NONE)
      }
    }
  }
}
