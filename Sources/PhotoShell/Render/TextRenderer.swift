import CSDL2
import CSDL2TTF
import Foundation
import PhotoCore

/// Draws text in any script with SDL2_ttf (laid out by `TextLine`: fallback fonts, bidi order, HarfBuzz
/// shaping), caching a texture per string and size. Main thread only.
final class TextRenderer {
  private var fonts: [Int: OpaquePointer] = [:]
  /// Fonts for characters the UI font lacks, by face and size.
  private struct FallbackKey: Hashable {
    var face: FontFallback.Face
    var size: Int
  }
  private var fallbackFonts: [FallbackKey: OpaquePointer] = [:]
  private let fallback = FontFallback()
  private var cache: [String: (texture: OpaquePointer, w: Int32, h: Int32)] = [:]
  /// Fitted forms of text too wide for its place, by size, width and text (see `fitted`).
  private var fits: [String: String] = [:]
  /// Widths of text measured for layout only, by size and text (see `width(_:size:)`).
  private var widths: [String: Int] = [:]
  private let renderer: OpaquePointer
  private let fontPath: String?

  /// Fonts tried in order (Debian's fonts-dejavu-core first).
  static let candidateFonts = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  ]

  init(renderer: OpaquePointer) {
    self.renderer = renderer
    if TTF_WasInit() == 0 && TTF_Init() < 0 {
      Log.error("text cannot be drawn: \(String(cString: SDL_GetError()))")
      fontPath = nil
    } else {
      fontPath = Self.candidateFonts.first { FileManager.default.isReadableFile(atPath: $0) }
      if fontPath == nil { Log.error("no font found (install fonts-dejavu-core); messages appear on stderr only") }
    }
  }

  /// Frees every cached text texture (before the renderer goes).
  func purge() {
    for entry in cache.values { SDL_DestroyTexture(entry.texture) }
    cache.removeAll()
  }

  deinit {
    for entry in cache.values { SDL_DestroyTexture(entry.texture) }
    for font in fonts.values { TTF_CloseFont(font) }
    for font in fallbackFonts.values { TTF_CloseFont(font) }
  }

  private func font(size: Int) -> OpaquePointer? {
    if let font = fonts[size] { return font }
    guard let fontPath, let font = TTF_OpenFont(fontPath, Int32(size)) else { return nil }
    fonts[size] = font
    return font
  }

  /// The fallback font `face` at `size` px (opened once).
  private func font(_ face: FontFallback.Face, size: Int) -> OpaquePointer? {
    let key = FallbackKey(face: face, size: size)
    if let font = fallbackFonts[key] { return font }
    guard let font = TTF_OpenFontIndex(face.path, Int32(size), Int(face.index)) else { return nil }
    fallbackFonts[key] = font
    return font
  }

  /// `text` laid out at `size` px (see `TextLine`), or nil without a font.
  private func line(_ text: String, size: Int) -> TextLine? {
    guard !text.isEmpty, let primary = font(size: size) else { return nil }
    return TextLine(text, primary: primary, fallback: fallback) { self.font($0, size: size) }
  }

  /// The size in pixels `text` takes at `size` px, fitted into `maxWidth` pixels first (see `fitted`).
  func measure(_ text: String, size: Int, maxWidth: Int = .max) -> (Int, Int) {
    guard let entry = texture(for: fitted(text, size: size, maxWidth: maxWidth), size: size) else { return (0, 0) }
    return (Int(entry.w), Int(entry.h))
  }

  /// `text` as it is drawn within `maxWidth` pixels at `size` px: whole when it fits, else with an ellipsis
  /// in its middle, a file name keeping its extension (`TextFit`), measured by the font that draws it. Cached
  /// per string, size and width, so a static overlay costs nothing per frame.
  func fitted(_ text: String, size: Int, maxWidth: Int) -> String {
    guard maxWidth < .max, !text.isEmpty else { return text }
    let key = "\(size)\u{1}\(maxWidth)\u{1}\(text)"
    if let hit = fits[key] { return hit }
    let result = TextFit.fitting(text, width: Double(maxWidth)) { Double(self.width(of: $0, size: size)) }
    if fits.count > 256 { fits.removeAll() }
    fits[key] = result
    return result
  }

  /// The width in pixels `text` takes at `size` px, as it is drawn, without making its texture (a part of a
  /// line measured for layout); cached per string and size.
  func width(_ text: String, size: Int) -> Int {
    let key = "\(size)\u{1}\(text)"
    if let known = widths[key] { return known }
    let measured = width(of: text, size: size)
    if widths.count > 256 { widths.removeAll() }
    widths[key] = measured
    return measured
  }

  /// The width in pixels of `text` at `size` px, as it is drawn (no texture made).
  private func width(of text: String, size: Int) -> Int {
    Int(line(text, size: size)?.width ?? 0)
  }

  /// Draws `text` with its top-left at (x, y) pixels, in `color` (white) at `alpha`; text wider than
  /// `maxWidth` loses its middle to an ellipsis (see `fitted`).
  func draw(
    _ text: String, x: Int, y: Int, size: Int, alpha: Double = 1, maxWidth: Int = .max, color: SceneColor = .white
  ) {
    guard let entry = texture(for: fitted(text, size: size, maxWidth: maxWidth), size: size) else { return }
    SDL_SetTextureAlphaMod(entry.texture, UInt8(max(0, min(255, alpha * 255))))
    SDL_SetTextureColorMod(entry.texture, color.red, color.green, color.blue)
    let w = min(entry.w, Int32(clamping: maxWidth))
    var src = SDL_Rect(x: 0, y: 0, w: w, h: entry.h)
    var dst = SDL_Rect(x: Int32(x), y: Int32(y), w: w, h: entry.h)
    SDL_RenderCopy(renderer, entry.texture, &src, &dst)
  }

  private func texture(for text: String, size: Int) -> (texture: OpaquePointer, w: Int32, h: Int32)? {
    let key = "\(size)\u{1}\(text)"
    if let hit = cache[key] { return hit }
    guard let line = line(text, size: size) else { return nil }
    if cache.count > 256 {
      for entry in cache.values { SDL_DestroyTexture(entry.texture) }
      cache.removeAll()
    }
    guard let surface = line.render() else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    let entry = (texture: texture, w: surface.pointee.w, h: surface.pointee.h)
    cache[key] = entry
    return entry
  }
}
