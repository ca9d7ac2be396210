import CFriBidi
import CSDL2
import CSDL2TTF
import PhotoCore

/// One line of text laid out for drawing in any script: split into runs of one font, one direction and one
/// script, placed left to right in visual order, measured as drawn. Main thread only.
///
/// Each character (grapheme cluster) takes the UI font when it has the character, else the font fontconfig
/// finds for it (`FontFallback`); a stretch of clusters no installed font has shows one replacement mark
/// (U+FFFD), never a run of boxes. fribidi gives each character its embedding level; runs at odd levels are shaped right to left
/// by HarfBuzz (through SDL2_ttf, with the run's script, so Arabic joins and Devanagari forms conjuncts), and
/// the runs are ordered by Unicode's rule L2 (`BidiOrder`), so Hebrew reads right to left inside a
/// left-to-right line and the other way round.
struct TextLine {
  /// A stretch drawn with one font in one direction and script.
  struct Run {
    var text: String
    var font: OpaquePointer
    var rightToLeft: Bool
    var script: String
    /// Its width, pixels.
    var width: Int32
  }

  /// The runs in visual order, left to right.
  private(set) var runs: [Run] = []
  /// The line's width, its height and the baseline's distance from the top, pixels.
  private(set) var width: Int32 = 0
  private(set) var height: Int32 = 0
  private(set) var ascent: Int32 = 0

  /// Lays out `text` with `primary` (the UI font at the size wanted) and, for characters it lacks, the font
  /// `open` gives for the face `fallback` finds.
  init(
    _ text: String, primary: OpaquePointer, fallback: FontFallback, open: (FontFallback.Face) -> OpaquePointer?
  ) {
    let levels = Self.levels(of: text)
    // Runs in logical order, with their levels.
    var logical: [(run: Run, level: UInt8)] = []
    var unknownBefore = false
    for (index, character) in text.enumerated() {
      let first = character.unicodeScalars.first!
      // Marks and isolates steer the bidi algorithm (their levels are above); they draw nothing.
      if Self.bidiControls.contains(first.value) { continue }
      let level = index < levels.count ? levels[index] : 0
      var font = primary
      var drawn = String(character)
      if TTF_GlyphIsProvided32(primary, first.value) == 0 {
        if let face = fallback.face(for: first), let other = open(face) {
          font = other
        } else {
          // One mark stands for a whole stretch no font has (two emoji side by side: one mark).
          if unknownBefore { continue }
          drawn = "\u{FFFD}"
          unknownBefore = true
        }
      }
      if drawn != "\u{FFFD}" { unknownBefore = false }
      let script = WritingScript.of(first)
      if var last = logical.last, last.run.font == font, last.level == level,
        script == nil || last.run.script == script || last.run.script.isEmpty
      {
        last.run.text += drawn
        if last.run.script.isEmpty, let script { last.run.script = script }
        logical[logical.count - 1] = last
      } else {
        let run = Run(text: drawn, font: font, rightToLeft: level % 2 == 1, script: script ?? "", width: 0)
        logical.append((run, level))
      }
    }
    for index in BidiOrder.visualIndices(levels: logical.map(\.level)) {
      var run = logical[index].run
      Self.prepare(run)
      var w: Int32 = 0
      var h: Int32 = 0
      if TTF_SizeUTF8(run.font, run.text, &w, &h) == 0 { run.width = w }
      runs.append(run)
      width += run.width
      ascent = max(ascent, TTF_FontAscent(run.font))
    }
    // Each run's surface is its font's height, hung so its baseline meets the line's.
    for run in runs { height = max(height, ascent - TTF_FontAscent(run.font) + TTF_FontHeight(run.font)) }
  }

  /// Bidi marks, embeddings, overrides and isolates (LRM, RLM, ALM, LRE...PDF, LRI...PDI): invisible.
  static let bidiControls: Set<UInt32> = [
    0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  ]

  /// The bidi embedding level of each character (grapheme cluster) of `text`, its paragraph's direction from
  /// its first strong character (all 0 when fribidi fails).
  static func levels(of text: String) -> [UInt8] {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty else { return [] }
    var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
    let codes = scalars.map { FriBidiChar($0.value) }
    if sdlphoto_bidi_levels(codes, Int32(codes.count), &levels) < 0 { return text.map { _ in 0 } }
    var offset = 0
    return text.map { character in
      defer { offset += character.unicodeScalars.count }
      return UInt8(levels[offset])
    }
  }

  /// `text`'s characters in the order they show, left to right (the runs' order of `init`, with each right-
  /// to-left run's characters reversed as HarfBuzz lays them out).
  static func visualOrder(_ text: String) -> String {
    let characters = Array(text)
    return String(BidiOrder.visualIndices(levels: levels(of: text)).map { characters[$0] })
  }

  /// Sets `run`'s direction and script on its font (SDL2_ttf keeps them per font).
  private static func prepare(_ run: Run) {
    TTF_SetFontDirection(run.font, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
    TTF_SetFontScriptName(run.font, run.script.isEmpty ? "Latn" : run.script)
  }

  /// The line drawn in white on a transparent ARGB surface of `width` x `height` (the caller frees it), or nil.
  func render() -> UnsafeMutablePointer<SDL_Surface>? {
    guard width > 0, height > 0,
      let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    SDL_FillRect(surface, nil, 0)
    var x: Int32 = 0
    for run in runs {
      Self.prepare(run)
      if let piece = TTF_RenderUTF8_Blended(run.font, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) {
        // Runs never overlap: each is copied as it is, alpha and all, its baseline on the line's.
        SDL_SetSurfaceBlendMode(piece, SDL_BLENDMODE_NONE)
        var place = SDL_Rect(x: x, y: ascent - TTF_FontAscent(run.font), w: piece.pointee.w, h: piece.pointee.h)
        SDL_UpperBlit(piece, nil, surface, &place)
        SDL_FreeSurface(piece)
      }
      x += run.width
    }
    return surface
  }
}
