/// Colour: how high dynamic range photos are brought to a standard dynamic range screen. Every value with its
/// unit and source (see `Tuning`).
extension Tuning {
  /// High dynamic range (PQ and HLG) tone mapping (`HDRToneMap`).
  public enum Color {
    /// The light of HDR reference white (a sheet of paper, a white shirt in a well-lit scene), which is drawn as
    /// the screen's white, nits (cd/m2). Source: ITU-R BT.2408 ("HDR Reference White", 203 cd/m2 for both PQ
    /// and HLG).
    public static let referenceWhiteNits: Double = 203
    /// The brightest light an SDR screen shows, as HDR light, nits: its white, which is reference white (there
    /// is no headroom above it). The roll-off (`EETF`) ends here. Source: ITU-R BT.2408 (SDR white mapped to HDR
    /// reference white).
    public static let sdrPeakNits: Double = 203
    /// The peak of an HLG display for which the OOTF is taken (its nominal peak), nits; also the HLG photo's
    /// content peak that the roll-off starts from. Source: ITU-R BT.2100 (the reference 1000 cd/m2 display).
    public static let hlgNominalPeakNits: Double = 1000
    /// HLG's system gamma at the nominal peak, unitless (the OOTF raises scene luminance to it). Source: ITU-R
    /// BT.2100 (1.2 at 1000 cd/m2).
    public static let hlgSystemGamma: Double = 1.2
    /// A PQ photo's content peak when the file does not say it (no MaxCLL or mastering display), nits: PQ codes
    /// up to 10,000 nits, but HDR10 photos and films are nearly all mastered for 1000 nits, and a roll-off from
    /// 10,000 would dim a photo's every highlight to make room for light it does not hold. Source: house choice
    /// (the HDR10 mastering peak most common; BT.2408's 1000 cd/m2 reference display).
    public static let pqAssumedPeakNits: Double = 1000
    /// Entries of the roll-off's table (the scale factor by a pixel's brightest channel, from the knee to the
    /// content's peak, linearly interpolated), count. Source: house choice (within 1/4 of an 8-bit step of the
    /// exact curve from 1000 nits; tested).
    public static let rollOffTableSize: Int = 4096
    /// Entries of HLG's OOTF table (the gain by scene luminance, indexed by its fourth root so the steep start
    /// is sampled finely, linearly interpolated), count. Source: house choice (tested against the formula).
    public static let ootfTableSize: Int = 4096
    /// Entries of the sRGB encoding table (linear light 0...1 to 8-bit sRGB), count: fine enough that the
    /// steepest part (near black, 12.92 times) moves at most 1/20 of an 8-bit step between entries. Source:
    /// house choice.
    public static let encodingTableSize: Int = 65_536
    /// An HDR photo's decoder converts it to 16-bit RGB (for `HDRToneMap`) a band of rows at a time, into a
    /// buffer of at most this many bytes (at least two rows), so a large photo never holds a 16-bit copy of
    /// itself: a photo that fits converts once, a larger one twice (once to find its peak, once to map).
    /// Source: house choice (a 12 MP photo fits: 72 MB, held for the moment of its decode; the 8-bit surface
    /// itself is 48 MB).
    public static let bandBytes: Int = 96 << 20
  }
}
