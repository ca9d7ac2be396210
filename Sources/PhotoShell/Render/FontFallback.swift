import CFontconfig
import Foundation

/// Finds, through fontconfig, an installed font for a character the UI font lacks: the font fontconfig would
/// pick for sans-serif text containing it (the CJK font for 北, Lohit for हि), when that font really has the
/// character. fontconfig starts on the first character that needs it, so text the UI font covers costs
/// nothing. Answers are cached per character. Main thread only.
final class FontFallback {
  /// A font file, and the face within it (a `.ttc` holds several).
  struct Face: Hashable {
    var path: String
    var index: Int32
  }

  private var started = false
  private var available = false
  private var faces: [UInt32: Face?] = [:]

  /// The face to draw `scalar` with, or nil when no installed font has it.
  func face(for scalar: Unicode.Scalar) -> Face? {
    if let known = faces[scalar.value] { return known }
    let found = lookUp(scalar.value)
    faces[scalar.value] = found
    return found
  }

  private func lookUp(_ code: UInt32) -> Face? {
    if !started {
      started = true
      available = FcInit() != 0
    }
    guard available, let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    guard let wanted = FcCharSetCreate() else { return nil }
    defer { FcCharSetDestroy(wanted) }
    FcCharSetAddChar(wanted, code)
    _ = "sans-serif".withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: 11) { FcPatternAddString(pattern, "family", $0) }
    }
    FcPatternAddCharSet(pattern, "charset", wanted)
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultMatch
    guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
    defer { FcPatternDestroy(match) }
    var charset: OpaquePointer?
    guard FcPatternGetCharSet(match, "charset", 0, &charset) == FcResultMatch, let charset,
      FcCharSetHasChar(charset, code) != 0
    else { return nil }
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else { return nil }
    var index: Int32 = 0
    if FcPatternGetInteger(match, "index", 0, &index) != FcResultMatch { index = 0 }
    return Face(path: String(cString: file), index: index)
  }
}
