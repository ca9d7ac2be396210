/// Fits a line of text into a width by taking characters out of its middle: `IMG_20240612_…_0042.jpg`.
///
/// A file name keeps its extension whole and as much of its start and end as fit, around one ellipsis; text
/// too narrow even for that is cut at its end instead. Characters are Swift's `Character`s, extended grapheme
/// clusters, so a cut never splits an accented letter, an emoji sequence or a flag. Spaces next to the
/// ellipsis are dropped. Pure: the caller's `measure` gives a string's width in whatever unit it lays out in
/// (the renderer's pixels), the same measure it draws with.
public enum TextFit {
  /// The ellipsis put where characters were taken out.
  public static let ellipsis = "\u{2026}"
  /// A trailing `.xyz` counts as an extension when it has at most this many characters after the dot,
  /// count. Source: house choice (`.jpeg`, `.webp`, `.tiff`; never a sentence's last clause).
  public static let longestExtension = 5

  /// `text` itself when `measure(text) <= width`; else the longest middle-ellipsised form that fits, keeping
  /// the extension (`IMG_2024….jpg`); else `text` cut at its end (`IMG_…`); "" when not even the ellipsis fits.
  public static func fitting(_ text: String, width: Double, measure: (String) -> Double) -> String {
    if measure(text) <= width { return text }
    guard measure(ellipsis) <= width else { return "" }
    let (stem, suffix) = split(text)
    let characters = Array(stem)
    // The most characters of the stem kept around the ellipsis (half from the start, the rest from the end),
    // found by bisection: a width is monotonic in the characters kept.
    func middle(_ kept: Int) -> String {
      let head = String(characters[..<((kept + 1) / 2)])
      let tail = String(characters[(characters.count - kept / 2)...])
      return trimmed(head, trailing: true) + ellipsis + trimmed(tail, trailing: false) + suffix
    }
    if !suffix.isEmpty, measure(middle(0)) <= width {
      return String(middle(best(upTo: characters.count - 1) { measure(middle($0)) <= width }))
    }
    // Too narrow for the extension: cut at the end.
    let all = Array(text)
    func end(_ kept: Int) -> String { trimmed(String(all[..<kept]), trailing: true) + ellipsis }
    return end(best(upTo: all.count - 1) { measure(end($0)) <= width })
  }

  /// `text` as a stem and an extension with its dot (`("IMG_1", ".jpg")`); no extension: `(text, "")`. A name
  /// that is only an extension (`.profile`) has none.
  static func split(_ text: String) -> (stem: Substring, suffix: Substring) {
    guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return (text[...], "") }
    let suffix = text[dot...]
    guard suffix.count - 1 <= longestExtension, suffix.count > 1, !suffix.contains(" ") else {
      return (text[...], "")
    }
    return (text[..<dot], suffix)
  }

  /// The largest `n` in `0...upper` for which `fits(n)` holds (0 when none does).
  static func best(upTo upper: Int, _ fits: (Int) -> Bool) -> Int {
    var (low, high) = (0, max(0, upper))
    while low < high {
      let mid = (low + high + 1) / 2
      if fits(mid) { low = mid } else { high = mid - 1 }
    }
    return low
  }

  private static func trimmed(_ s: String, trailing: Bool) -> String {
    var s = Substring(s)
    if trailing {
      while s.last?.isWhitespace == true { s = s.dropLast() }
    } else {
      while s.first?.isWhitespace == true { s = s.dropFirst() }
    }
    return String(s)
  }
}
