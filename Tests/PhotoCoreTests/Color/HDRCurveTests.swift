import Testing

@testable import PhotoCore

/// PQ, HLG and the gamut matrix against the figures their standards publish.
struct HDRCurveTests {
  @Test func pqCodesTheStandardsLevels() {
    // ST 2084 / BT.2408: 100 nits at 50.8%, HDR reference white (203 nits) at 58.1%, 1000 nits at 75.2%.
    #expect(abs(PQCurve.signal(nits: 100) - 0.508078) < 1e-6)
    #expect(abs(PQCurve.signal(nits: 203) - 0.580689) < 1e-6)
    #expect(abs(PQCurve.signal(nits: 1000) - 0.751827) < 1e-6)
    #expect(PQCurve.signal(nits: 10_000) == 1)
    #expect(PQCurve.signal(nits: 0) < 1e-6)
    // As 10-bit full-range code values.
    #expect(Int((PQCurve.signal(nits: 100) * 1023).rounded()) == 520)
    #expect(Int((PQCurve.signal(nits: 203) * 1023).rounded()) == 594)
    #expect(Int((PQCurve.signal(nits: 1000) * 1023).rounded()) == 769)
  }

  @Test func pqsEOTFUndoesItsInverse() {
    for nits in [0.01, 0.1, 1, 5, 48, 100, 203, 600, 1000, 4000, 10_000] {
      let back = PQCurve.nits(signal: PQCurve.signal(nits: nits))
      #expect(abs(back - nits) / nits < 1e-9, "\(nits) nits came back as \(back)")
    }
    #expect(PQCurve.nits(signal: 1) == 10_000)
    #expect(PQCurve.nits(signal: 0) == 0)
    #expect(PQCurve.nits(signal: -1) == 0 && PQCurve.nits(signal: 2) == 10_000, "signals are clamped")
  }

  @Test func hlgsReferenceWhiteIs75PercentAt203Nits() {
    // BT.2408: HLG reference white is a 75% signal, 203 nits on the 1000-nit display (system gamma 1.2).
    let scene = HLGCurve.sceneLight(signal: 0.75)
    #expect(abs(scene - 0.264963) < 1e-6)
    let nits = HLGCurve.gain(luminance: scene) * scene  // a grey: its luminance is its light
    #expect(abs(nits - 203.15) < 0.01)
    // The OETF's two pieces meet at 1/12 (signal 0.5) and its top is 1.
    #expect(abs(HLGCurve.signal(sceneLight: 1.0 / 12) - 0.5) < 1e-12)
    #expect(abs(HLGCurve.sceneLight(signal: 1) - 1) < 1e-6)
    #expect(abs(HLGCurve.gain(luminance: 1) - 1000) < 1e-9, "white is the nominal peak")
  }

  @Test func hlgsOETFUndoesItsInverse() {
    for light in [0, 0.001, 0.05, 1.0 / 12, 0.2, 0.265, 0.5, 0.9, 1] {
      let back = HLGCurve.sceneLight(signal: HLGCurve.signal(sceneLight: light))
      #expect(abs(back - light) < 1e-9, "\(light) came back as \(back)")
    }
  }

  @Test func bt2020ToBT709IsTheMatrixBT2087Gives() {
    // ITU-R BT.2087 (and BT.2407): linear BT.2020 to BT.709, to four places.
    let published = [1.6605, -0.5876, -0.0728, -0.1246, 1.1329, -0.0083, -0.0182, -0.1006, 1.1187]
    for (got, want) in zip(ColorMatrix.bt2020ToSRGB.entries, published) {
      #expect(abs(got - want) < 1e-4, "\(got) is not \(want)")
    }
    // White stays white, and the way back is the inverse.
    let white = ColorMatrix.bt2020ToSRGB.apply((1, 1, 1))
    #expect(abs(white.0 - 1) < 1e-12 && abs(white.1 - 1) < 1e-12 && abs(white.2 - 1) < 1e-12)
    let round =
      ColorMatrix.bt2020ToSRGB
      * ColorMatrix.converting(from: ColorDescription.sRGBChromaticities, to: ColorDescription.bt2020Chromaticities)
    for (index, entry) in round.entries.enumerated() {
      #expect(abs(entry - (index % 4 == 0 ? 1 : 0)) < 1e-12)
    }
  }

  @Test func cicpTransfersNameTheHDRCurves() {
    #expect(HDRTransfer(cicp: 16) == .pq)
    #expect(HDRTransfer(cicp: 18) == .hlg)
    #expect(HDRTransfer(cicp: 13) == nil)
    #expect(ColorDescription.coded(primaries: 9, transfer: 16).name == "HDR (PQ)")
    #expect(ColorDescription.coded(primaries: 9, transfer: 18).name == "HDR (HLG)")
    #expect(ColorDescription.coded(primaries: 9, transfer: 16).hdrTransfer == .pq)
    #expect(ColorDescription.coded(primaries: 9, transfer: 1).hdrTransfer == nil)
    #expect(ColorDescription.coded(primaries: 9, transfer: 18).madeProfile == nil, "no ICC curve for HDR")
  }
}
