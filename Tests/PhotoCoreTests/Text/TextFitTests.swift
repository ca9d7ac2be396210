import Testing

@testable import PhotoCore

/// Fitting a name into a width: the ellipsis in the middle, the extension kept, cuts between grapheme clusters.
struct TextFitTests {
  /// Every character one unit wide.
  static func count(_ s: String) -> Double { Double(s.count) }
  /// Latin one unit, everything else (CJK, Hebrew, emoji) two.
  static func wide(_ s: String) -> Double { s.reduce(0) { $0 + ($1.isASCII ? 1 : 2) } }

  @Test func textThatFitsIsLeftAlone() {
    #expect(TextFit.fitting("IMG_0001.jpg", width: 12, measure: Self.count) == "IMG_0001.jpg")
  }

  @Test func aLongNameLosesItsMiddleAndKeepsItsExtension() {
    let name = "IMG_20240612_123456.jpg"  // 23 characters, the stem 19
    #expect(TextFit.fitting(name, width: 15, measure: Self.count) == "IMG_2\u{2026}23456.jpg")
    #expect(TextFit.fitting(name, width: 16, measure: Self.count) == "IMG_20\u{2026}23456.jpg")
    #expect(TextFit.fitting(name, width: 22, measure: Self.count) == "IMG_20240\u{2026}2_123456.jpg")
    // Only the extension fits beside the ellipsis; then not even that: the end is cut.
    #expect(TextFit.fitting(name, width: 5, measure: Self.count) == "\u{2026}.jpg")
    #expect(TextFit.fitting(name, width: 4, measure: Self.count) == "IMG\u{2026}")
    #expect(TextFit.fitting(name, width: 1, measure: Self.count) == "\u{2026}")
    #expect(TextFit.fitting(name, width: 0.5, measure: Self.count) == "")
  }

  @Test func whatCountsAsAnExtension() {
    #expect(TextFit.split("a.jpeg") == ("a", ".jpeg"))
    #expect(TextFit.split("archive.tar.gz") == ("archive.tar", ".gz"))
    #expect(TextFit.split(".profile") == (".profile", ""))
    #expect(TextFit.split("notes. final draft") == ("notes. final draft", ""))
    #expect(TextFit.split("photo.backup2024") == ("photo.backup2024", ""))
    #expect(TextFit.split("ends with a dot.") == ("ends with a dot.", ""))
  }

  @Test func widthsAreTheMeasuresNotTheCharacterCounts() {
    // Six CJK characters (12 units) and ".jpg" (4): 10 units leave room for two of them around the ellipsis.
    let name = "北京天安门广场.jpg"
    let fitted = TextFit.fitting(name, width: 10, measure: Self.wide)
    #expect(fitted == "北\u{2026}场.jpg")
    #expect(Self.wide(fitted) <= 10)
  }

  @Test func cutsFallBetweenGraphemeClustersNeverInside() {
    let family = "👨‍👩‍👧‍👦"  // one cluster of seven scalars
    let flag = "🇯🇵"
    let accented = "e\u{301}"  // e + combining acute: one cluster
    let name = "\(family)\(accented)\(accented)\(accented)\(flag)\(flag).png"
    for width in stride(from: 1.0, through: 16, by: 1) {
      let fitted = TextFit.fitting(name, width: width, measure: Self.wide)
      #expect(Self.wide(fitted) <= width)
      // Every cluster of the result is one of the name's (or the ellipsis): none was split.
      let clusters = Set(name.map { String($0) } + [TextFit.ellipsis])
      #expect(fitted.allSatisfy { clusters.contains(String($0)) }, "width \(width): \(fitted)")
    }
    // The family (2), the ellipsis (2) and ".png" (4): a second cluster (2 more) would not fit in 9.
    #expect(TextFit.fitting(name, width: 9, measure: Self.wide) == "\(family)\u{2026}.png")
    #expect(TextFit.fitting(name, width: 10, measure: Self.wide) == "\(family)\u{2026}\(flag).png")
  }

  @Test func noSpaceIsLeftBesideTheEllipsis() {
    let fitted = TextFit.fitting("a b c d e f.jpg", width: 9, measure: Self.count)
    #expect(fitted == "a b\u{2026}f.jpg")
    // Seven characters ("Summer ") would fit beside the ellipsis; the space goes.
    let cut = TextFit.fitting("Summer holidays in the Alps", width: 8, measure: Self.count)
    #expect(cut == "Summer\u{2026}")
  }
}
