import Foundation
import Testing

@testable import PhotoCore

/// PQ and HLG photos made sRGB: round trips from sRGB colours coded as HDR (BT.2020, 203-nit reference white)
/// and back, the tables held to the exact formulas, the gamut map, and rows of pixels with alpha.
struct HDRToneMapTests {
  /// The code values, at `bitDepth` bits, of the 8-bit sRGB colour `srgb` coded as BT.2020 `transfer` light
  /// with its white at HDR reference white (203 nits): the inverse of what `HDRToneMap` does below the knee.
  static func hdrCodes(_ srgb: [Int], transfer: HDRTransfer, bitDepth: Int) -> [Int] {
    let white = Tuning.Color.referenceWhiteNits
    let light = srgb.map { HDRToneMap.sRGBLight(signal: Double($0) / 255) * white }
    let toBT2020 = ColorMatrix.converting(
      from: ColorDescription.sRGBChromaticities, to: ColorDescription.bt2020Chromaticities)
    let wide = toBT2020.apply((light[0], light[1], light[2]))
    var signals: [Double]
    switch transfer {
    case .pq:
      signals = [wide.0, wide.1, wide.2].map { PQCurve.signal(nits: $0) }
    case .hlg:
      // The inverse OOTF: display luminance Yd = Lw Ys^1.2, so scene light is Fd / (Lw Ys^0.2).
      let w = HLGCurve.luminanceWeights
      let peak = Tuning.Color.hlgNominalPeakNits
      let displayLuminance = w.red * wide.0 + w.green * wide.1 + w.blue * wide.2
      let sceneLuminance = pow(displayLuminance / peak, 1 / Tuning.Color.hlgSystemGamma)
      let gain = displayLuminance > 0 ? HLGCurve.gain(luminance: sceneLuminance) : 1
      signals = [wide.0, wide.1, wide.2].map { HLGCurve.signal(sceneLight: $0 / gain) }
    }
    let maxCode = Double((1 << bitDepth) - 1)
    return signals.map { Int(($0 * maxCode).rounded()) }
  }

  /// Every `step`th 8-bit sRGB colour (and white).
  static func cube(step: Int) -> [[Int]] {
    let levels = Array(stride(from: 0, through: 255, by: step)) + (255 % step == 0 ? [] : [255])
    return levels.flatMap { r in levels.flatMap { g in levels.map { b in [r, g, b] } } }
  }

  /// The channel differences between `srgb` and its HDR coding tone-mapped back by `map`.
  static func roundTripErrors(_ srgb: [Int], _ map: HDRToneMap) -> [Int] {
    let codes = hdrCodes(srgb, transfer: map.transfer, bitDepth: map.bitDepth)
    let back = map.map(red: codes[0], green: codes[1], blue: codes[2])
    return [Int(back.red) - srgb[0], Int(back.green) - srgb[1], Int(back.blue) - srgb[2]].map(abs)
  }

  @Test(arguments: [HDRTransfer.pq, .hlg])
  func anSRGBColourCodedAsHDRComesBackWithin1Of255(transfer: HDRTransfer) {
    // Content that reaches no higher than reference white (its MaxCLL 203): nothing is rolled off. At 16 bits
    // the coding loses nothing an 8-bit colour shows: every colour comes back within 1/255.
    let map = HDRToneMap(transfer: transfer, bitDepth: 16, contentPeakNits: 203)
    for srgb in Self.cube(step: 15) {
      let error = Self.roundTripErrors(srgb, map).max()!
      #expect(error <= 1, "\(transfer): \(srgb) came back \(error) off")
    }
  }

  @Test(arguments: [HDRTransfer.pq, .hlg], [10, 12])
  func at10And12BitsGreysComeBackWithin1Of255AndColoursOnAverage(transfer: HDRTransfer, bitDepth: Int) {
    // The coding itself loses the dark channel of a saturated colour: a BT.2020 channel's quantisation step,
    // amplified by the matrix (1.66 x), lands where sRGB is steepest (0, 240, 210 in 10-bit PQ: 14/255 of red).
    // Greys have no such mix: they come back within 1/255, and the cube's mean within 1/4 of a step.
    let map = HDRToneMap(transfer: transfer, bitDepth: bitDepth, contentPeakNits: 203)
    var total = 0
    var count = 0
    for srgb in Self.cube(step: 15) {
      let errors = Self.roundTripErrors(srgb, map)
      if srgb[0] == srgb[1] && srgb[1] == srgb[2] { #expect(errors.max()! <= 1, "\(transfer): grey \(srgb[0])") }
      total += errors.reduce(0, +)
      count += 3
    }
    let mean = Double(total) / Double(count)
    #expect(mean < 0.25, "\(transfer) \(bitDepth)-bit: mean \(mean)")
  }

  @Test(arguments: [HDRTransfer.pq, .hlg])
  func withRoomForHighlightsColoursBelowTheKneeComeBackWithin1Of255(transfer: HDRTransfer) {
    // The assumed 1000-nit peak: light above the knee (87.8 nits, sRGB 176 for a grey) is rolled off.
    let map = HDRToneMap(transfer: transfer, bitDepth: 16)
    let knee = map.rollOff.kneeNits / Tuning.Color.referenceWhiteNits
    for srgb in Self.cube(step: 15) {
      let error = Self.roundTripErrors(srgb, map).max()!
      let brightest = srgb.map { HDRToneMap.sRGBLight(signal: Double($0) / 255) }.max()!
      if brightest < knee { #expect(error <= 1, "\(transfer): \(srgb) came back \(error) off") }
    }
    // Above it colours darken, white most: 229 of 255 (159 nits).
    let white = Self.hdrCodes([255, 255, 255], transfer: transfer, bitDepth: 16)
    #expect(map.map(red: white[0], green: white[1], blue: white[2]) == (229, 229, 229))
  }

  @Test(arguments: [HDRTransfer.pq, .hlg])
  func aPhotosMeasuredPeakIsItsBrightestLightAndRollsOffFromThere(transfer: HDRTransfer) {
    // sRGB white and a saturated blue coded at 203 nits: nothing is brighter than white, in BT.709 (HLG's
    // blue has a high code value for its light, being dark in luminance).
    let pixels = ([255, 255, 255] + [0, 0, 255] + [40, 90, 20]).map { $0 }
    let codes = stride(from: 0, to: pixels.count, by: 3).flatMap {
      Self.hdrCodes(Array(pixels[$0..<$0 + 3]), transfer: transfer, bitDepth: 12).map { UInt16($0) }
    }
    let assumed = HDRToneMap(transfer: transfer, bitDepth: 12)
    let peak = codes.withUnsafeBufferPointer { assumed.brightestNits($0.baseAddress!, channels: 3, count: 3) }
    #expect(abs(peak - 203) < 0.5, "\(transfer): peak \(peak)")
    // Rolled off from there, nothing changes: white is white again (it was 229 from the assumed 1000 nits).
    let measured = assumed.rollingOff(from: peak)
    #expect(measured.rollOff.kneeNits > 202.5, "the coding puts white a little above 203 nits: a knee just below")
    let white = Self.hdrCodes([255, 255, 255], transfer: transfer, bitDepth: 12)
    #expect(measured.map(red: white[0], green: white[1], blue: white[2]) == (255, 255, 255))
    #expect(assumed.map(red: white[0], green: white[1], blue: white[2]) == (229, 229, 229))
    // From a brighter measured peak it rolls off as made for that peak.
    let bright = assumed.rollingOff(from: 600)
    let direct = HDRToneMap(transfer: transfer, bitDepth: 12, contentPeakNits: 600)
    #expect(bright.rollOff == direct.rollOff)
    #expect(
      bright.map(red: white[0], green: white[1], blue: white[2])
        == direct.map(red: white[0], green: white[1], blue: white[2]))
  }

  @Test(arguments: [HDRTransfer.pq, .hlg])
  func thePeakSkipsOnlyPixelsThatCannotRaiseIt(transfer: HDRTransfer) {
    // Pseudo-random codes, saturated mixes included: the measured peak, row by row, is exactly the largest
    // channel of any pixel worked out in full (the tables' light, in BT.709 and in gamut).
    let map = HDRToneMap(transfer: transfer, bitDepth: 10)
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt16 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt16((seed >> 33) % 1024)
    }
    let rows = (0..<8).map { _ in (0..<300).map { _ in next() } }
    var peak = 0.0
    var exhaustive = 0.0
    for row in rows {
      peak = row.withUnsafeBufferPointer { map.brightestNits($0.baseAddress!, channels: 3, count: 100, above: peak) }
      for pixel in stride(from: 0, to: row.count, by: 3) {
        let one = Array(row[pixel..<pixel + 3])
        let single = one.withUnsafeBufferPointer { map.brightestNits($0.baseAddress!, channels: 3, count: 1) }
        exhaustive = max(exhaustive, single)
      }
    }
    #expect(peak == exhaustive)
    #expect(peak > 203, "random codes reach past reference white")
  }

  @Test(arguments: [(HDRTransfer.pq, 10), (.pq, 12), (.pq, 16), (.hlg, 10), (.hlg, 12)])
  func theTablesAgreeWithTheExactFormulas(transfer: HDRTransfer, bitDepth: Int) {
    let map = HDRToneMap(transfer: transfer, bitDepth: bitDepth)
    let maxCode = (1 << bitDepth) - 1
    // Codes across the range, highlights and out-of-gamut mixes included.
    let levels = (0...24).map { $0 * maxCode / 24 } + [1, 2, maxCode - 1]
    for r in levels {
      for g in levels {
        for b in levels {
          let exact = map.exactLight(red: r, green: g, blue: b)
          let want = [exact.0, exact.1, exact.2].map { Int((HDRToneMap.sRGBSignal(light: $0) * 255).rounded()) }
          let got = map.map(red: r, green: g, blue: b)
          let error = [Int(got.red) - want[0], Int(got.green) - want[1], Int(got.blue) - want[2]].map(abs).max()!
          #expect(error <= 1, "\(transfer) \(bitDepth)-bit (\(r), \(g), \(b)): \(got), exactly \(want)")
        }
      }
    }
  }

  @Test func theGamutMapDesaturatesJustEnoughKeepingLuminance() {
    // In gamut: unchanged.
    #expect(HDRToneMap.intoGamut((0.2, 0.5, 0.9)) == (0.2, 0.5, 0.9))
    // BT.2020's pure green in BT.709 has negative red and blue; mapped, its lowest channel is 0, its luminance
    // kept, and green stays the largest.
    let green = ColorMatrix.bt2020ToSRGB.apply((0, 0.5, 0))
    #expect(green.0 < 0 && green.2 < 0)
    let mapped = HDRToneMap.intoGamut(green)
    #expect(abs(min(mapped.0, mapped.1, mapped.2)) < 1e-12)
    func luminance(_ c: (Double, Double, Double)) -> Double { 0.2126 * c.0 + 0.7152 * c.1 + 0.0722 * c.2 }
    #expect(abs(luminance(mapped) - luminance(green)) < 1e-4)
    #expect(mapped.1 > mapped.0 && mapped.1 > mapped.2)
    #expect(HDRToneMap.intoGamut((-1, 0, 0)) == (0, 0, 0), "no positive luminance: black")
  }

  @Test func aSaturatedHighlightKeepsItsHueAndStaysInRange() {
    // PQ 1000-nit BT.2020 red: it leaves BT.709 and the screen's range; it comes out as red, no channel clipped.
    let map = HDRToneMap(transfer: .pq, bitDepth: 10)
    let red = Int((PQCurve.signal(nits: 1000) * 1023).rounded())
    let got = map.map(red: red, green: 0, blue: 0)
    // BT.2020's red lies a little toward magenta of BT.709's: desaturated into BT.709 it gains blue, not
    // green (a hard clip would give pure 255, 0, 0 and lose its luminance).
    #expect(got.red == 255)
    #expect(got.green == 0)
    #expect(got.blue > 20 && got.blue < 90)
  }

  @Test func aRowOfPixelsBecomesARGBWordsWithItsAlpha() {
    let map = HDRToneMap(transfer: .pq, bitDepth: 10, contentPeakNits: 203)
    let white = Self.hdrCodes([255, 255, 255], transfer: .pq, bitDepth: 10)
    let grey = Self.hdrCodes([128, 128, 128], transfer: .pq, bitDepth: 10)
    let rgba: [UInt16] = (white + [1023] + grey + [512] + [2000, 0, 0, 5000]).map { UInt16($0) }
    var words = [UInt32](repeating: 0, count: 3)
    rgba.withUnsafeBufferPointer { source in
      words.withUnsafeMutableBufferPointer {
        map.map(source.baseAddress!, channels: 4, count: 3, into: $0.baseAddress!)
      }
    }
    #expect(words[0] == 0xFFFF_FFFF)
    #expect(words[1] == 0x8080_8080, "alpha 512 of 1023 is 128 of 255")
    // Codes over the bit depth's largest are taken as the largest: 10,000-nit red, full alpha.
    #expect(words[2] >> 24 == 0xFF && words[2] >> 16 & 0xFF == 0xFF)
    var opaque = [UInt32](repeating: 0, count: 1)
    grey.map { UInt16($0) }.withUnsafeBufferPointer { source in
      opaque.withUnsafeMutableBufferPointer {
        map.map(source.baseAddress!, channels: 3, count: 1, into: $0.baseAddress!)
      }
    }
    #expect(opaque[0] == 0xFF80_8080)
  }
}
