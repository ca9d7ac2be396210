import Foundation

/// A high dynamic range photo (PQ or HLG, BT.2020 primaries) made standard dynamic range sRGB for a screen
/// without headroom, as BT.2100, BT.2390 and BT.2408 describe:
/// 1. the code values become display light, nits: PQ's EOTF, or HLG's inverse OETF then its OOTF (system gamma
///    1.2 on the pixel's luminance, for a 1000-nit display);
/// 2. reference white (203 nits, BT.2408) becomes 1, the SDR screen's white;
/// 3. BT.2020 primaries become BT.709's (sRGB's) by a 3 x 3 matrix; a colour outside BT.709's gamut (a channel
///    below 0) is desaturated toward the grey of its own luminance just enough to fit, so hue and luminance are
///    kept where clipping each channel would shift them;
/// 4. highlights above the knee are rolled off (`EETF`, from the content's peak to the screen's white), on
///    the pixel's brightest channel so its hue is kept and no channel passes white. The content's peak is best
///    measured (`brightestNits` over the photo, then `rollingOff(from:)`): a photo no brighter than reference
///    white is then shown exactly, where an assumed 1000-nit peak would dim its white to 229/255;
/// 5. sRGB's OETF, to 8 bits.
///
/// Made once per photo from its bit depth and peak: every curve becomes a table (`Tuning.Color`), so a pixel
/// costs three lookups, a matrix, and interpolated lookups only for highlights (and HLG's gain). The tables
/// are built without the curves' exact formulas anywhere in the loop; `exactPixel` is those formulas, for
/// the tests.
public struct HDRToneMap: Sendable {
  /// The photo's transfer.
  public let transfer: HDRTransfer
  /// Its code values' bit depth (8...16): the largest code value is 2^bitDepth - 1.
  public let bitDepth: Int
  /// The highlight roll-off, from the photo's content peak to the screen's.
  public private(set) var rollOff: EETF
  /// Light by code value (2^bitDepth entries): PQ's display light relative to reference white; HLG's scene
  /// light, 0...1.
  let light: [Float]
  /// HLG only: the OOTF's gain relative to reference white, by the fourth root of scene luminance (0...1,
  /// `Tuning.Color.ootfTableSize` steps, one more entry for the end); empty for PQ.
  let ootf: [Float]
  /// Where the roll-off starts, light relative to reference white.
  var knee: Float
  /// Where it ends (the content's peak), light relative to reference white.
  var peak: Float
  /// The roll-off's scale factor (rolled-off light / light) from `knee` to `peak`, in equal steps (one more
  /// entry for the end); empty when nothing rolls off (a content no brighter than the screen).
  var scale: [Float]
  /// 8-bit sRGB by linear light 0...1, in `Tuning.Color.encodingTableSize` equal steps.
  let encoding: [UInt8]
  /// By code value (2^bitDepth entries): the most display light, relative to reference white, a pixel whose
  /// largest code value is this one can show in BT.709 (its grey's light, PQ's or HLG's through the OOTF, times
  /// the matrix's largest row of positive entries; the gamut map only lowers a pixel's brightest channel), so
  /// measuring a photo's peak skips the pixels that cannot raise it.
  let bound: [Float]

  /// The tone map of a photo coded in `transfer` with `bitDepth`-bit code values, whose brightest light is
  /// `contentPeakNits` (its MaxCLL or mastering peak), or `transfer`'s assumed peak when it does not say.
  public init(transfer: HDRTransfer, bitDepth: Int, contentPeakNits: Double? = nil) {
    self.transfer = transfer
    self.bitDepth = min(max(bitDepth, 8), 16)
    let white = Tuning.Color.referenceWhiteNits
    let contentPeak = max(contentPeakNits ?? transfer.assumedPeakNits, 1)
    rollOff = EETF(contentPeakNits: contentPeak, displayPeakNits: Tuning.Color.sdrPeakNits)
    let maxCode = Double((1 << self.bitDepth) - 1)
    light = (0...Int(maxCode)).map { code in
      let signal = Double(code) / maxCode
      switch transfer {
      case .pq: return Float(PQCurve.nits(signal: signal) / white)
      case .hlg: return Float(HLGCurve.sceneLight(signal: signal))
      }
    }
    let steps = Tuning.Color.ootfTableSize
    ootf =
      transfer == .pq
      ? [] : (0...steps).map { Float(HLGCurve.gain(luminance: pow(Double($0) / Double(steps), 4)) / white) }
    let (knee, peak) = (rollOff.kneeNits / white, contentPeak / white)
    self.knee = Float(knee)
    self.peak = Float(max(peak, knee))
    scale = peak > knee ? Self.scaleTable(rollOff, knee: knee, peak: peak) : []
    encoding = Self.encodingTable()
    let e = ColorMatrix.bt2020ToSRGB.entries
    let gain = (0..<3).map { row in (0..<3).reduce(0.0) { $0 + max(e[row * 3 + $1], 0) } }.max()!
    bound = (0...Int(maxCode)).map { code in
      let nits = Self.greyNits(signal: Double(code) / maxCode, transfer: transfer)
      return Float(nits / white * gain * (1 + 1e-6))
    }
  }

  /// The roll-off as a scale factor by light (relative to reference white) from `knee` to `peak`.
  static func scaleTable(_ rollOff: EETF, knee: Double, peak: Double) -> [Float] {
    let steps = Tuning.Color.rollOffTableSize
    let white = Tuning.Color.referenceWhiteNits
    return (0...steps).map { step in
      let light = knee + (peak - knee) * Double(step) / Double(steps)
      return light > 0 ? Float(rollOff(light * white) / white / light) : 1
    }
  }

  /// 8-bit sRGB by linear light in equal steps: each entry the nearest 8-bit code, found by counting the codes'
  /// rounding thresholds below it (255 curve evaluations, not one an entry).
  static func encodingTable() -> [UInt8] {
    let size = Tuning.Color.encodingTableSize
    let thresholds = (0..<255).map { sRGBLight(signal: (Double($0) + 0.5) / 255) * Double(size - 1) }
    var table = [UInt8](repeating: 0, count: size)
    var code = 0
    for index in 0..<size {
      while code < 255 && thresholds[code] <= Double(index) { code += 1 }
      table[index] = UInt8(code)
    }
    return table
  }

  /// The display light, nits, of a grey whose channels are all `signal` in `transfer`.
  static func greyNits(signal: Double, transfer: HDRTransfer) -> Double {
    switch transfer {
    case .pq: return PQCurve.nits(signal: signal)
    case .hlg:
      let scene = HLGCurve.sceneLight(signal: signal)
      return HLGCurve.gain(luminance: scene) * scene
    }
  }

  /// sRGB's OETF (IEC 61966-2-1): the signal 0...1 for linear light 0...1 (clamped).
  public static func sRGBSignal(light: Double) -> Double {
    let l = min(max(light, 0), 1)
    return l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
  }

  /// sRGB's EOTF: the linear light 0...1 of a signal 0...1 (clamped).
  public static func sRGBLight(signal: Double) -> Double {
    let v = min(max(signal, 0), 1)
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  /// BT.709's luminance weights (sRGB's), for the gamut map's desaturation.
  static let sRGBLuminance: (Double, Double, Double) = {
    let e = ColorMatrix.rgbToXYZ(ColorDescription.sRGBChromaticities).entries
    return (e[3], e[4], e[5])
  }()

  /// Desaturates linear BT.709 light `rgb` toward the grey of its own luminance just enough that no channel is
  /// below 0 (in-gamut light is returned as it is; light with no positive luminance is black).
  public static func intoGamut(_ rgb: (Double, Double, Double)) -> (Double, Double, Double) {
    let low = min(rgb.0, rgb.1, rgb.2)
    guard low < 0 else { return rgb }
    let (wr, wg, wb) = sRGBLuminance
    let y = wr * rgb.0 + wg * rgb.1 + wb * rgb.2
    guard y > 0 else { return (0, 0, 0) }
    let t = y / (y - low)
    return (y + (rgb.0 - y) * t, y + (rgb.1 - y) * t, y + (rgb.2 - y) * t)
  }
}

extension HDRToneMap {
  /// The same tone map rolling off from `contentPeakNits` instead (a peak measured with `brightestNits`): only
  /// the roll-off's table is made again.
  public func rollingOff(from contentPeakNits: Double) -> HDRToneMap {
    var map = self
    let white = Tuning.Color.referenceWhiteNits
    let contentPeak = max(contentPeakNits, 1)
    map.rollOff = EETF(contentPeakNits: contentPeak, displayPeakNits: Tuning.Color.sdrPeakNits)
    let (knee, peak) = (map.rollOff.kneeNits / white, contentPeak / white)
    map.knee = Float(knee)
    map.peak = Float(max(peak, knee))
    map.scale = peak > knee ? Self.scaleTable(map.rollOff, knee: knee, peak: peak) : []
    return map
  }
}
