/// An ICC profile's `cicp` tag (ICC.1:2022, profile version 4.4): the ITU-T H.273 code points of the colours
/// the profile describes, which is how an ICC profile says its values are PQ or HLG high dynamic range (the
/// tone curves it also carries cannot say so). Read from untrusted bytes: a tag cut short, lying outside the
/// profile or of another type is none.
extension ICCProfile {
  /// The four code points a `cicp` tag holds (H.273: tables 2, 3 and 4, and the range flag).
  public struct CodePoints: Equatable, Sendable {
    /// Colour primaries (H.273 table 2): 1 is BT.709 (sRGB's), 9 BT.2020, 12 Display P3.
    public var primaries: Int
    /// Transfer characteristics (H.273 table 3): 13 is sRGB's curve, 16 PQ, 18 HLG.
    public var transfer: Int
    /// Matrix coefficients (H.273 table 4): 0 for RGB, the only value a profile of RGB data may state.
    public var matrix: Int
    /// Whether the values use their whole range (true) or the narrow, video range.
    public var fullRange: Bool

    /// Code points `primaries`, `transfer`, `matrix`, full range when `fullRange`.
    public init(primaries: Int, transfer: Int, matrix: Int, fullRange: Bool) {
      (self.primaries, self.transfer, self.matrix, self.fullRange) = (primaries, transfer, matrix, fullRange)
    }
  }

  /// What `profile`'s `cicp` tag says (type signature `cicp`, four reserved bytes, then the four code points,
  /// a byte each); nil when it has none, or one cut short or of another type.
  public static func codePoints(of profile: [UInt8]) -> CodePoints? {
    guard let (offset, size) = tag("cicp", in: profile), size >= 12, offset + 12 <= profile.count,
      profile[offset..<offset + 4].elementsEqual("cicp".utf8)
    else { return nil }
    let values = profile[offset + 8..<offset + 12].map(Int.init)
    return CodePoints(primaries: values[0], transfer: values[1], matrix: values[2], fullRange: values[3] != 0)
  }
}
