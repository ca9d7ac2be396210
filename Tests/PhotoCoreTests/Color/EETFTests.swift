import Testing

@testable import PhotoCore

/// BT.2390's roll-off from a content's peak to the SDR screen's white (203 nits).
struct EETFTests {
  static let fromThousand = EETF(contentPeakNits: 1000, displayPeakNits: 203)

  @Test func theKneeIsBT2390s() {
    // maxLum = PQ(203) / PQ(1000) = 0.7724, KS = 1.5 maxLum - 0.5 = 0.6586: 87.8 nits.
    let eetf = Self.fromThousand
    #expect(abs(eetf.displayLevel - 0.772370) < 1e-6)
    #expect(abs(eetf.kneeLevel - 0.658555) < 1e-6)
    #expect(abs(eetf.kneeNits - 87.84) < 0.01)
    // From 10,000 nits the knee is lower: more room is needed.
    #expect(abs(EETF(contentPeakNits: 10_000, displayPeakNits: 203).kneeNits - 23.49) < 0.01)
  }

  @Test func lightBelowTheKneePassesAndThePeakLandsOnTheDisplays() {
    let eetf = Self.fromThousand
    for nits in [0, 0.05, 1, 10, 50, 87.8] { #expect(eetf(nits) == nits, "\(nits) nits changed") }
    #expect(abs(eetf(1000) - 203) < 1e-9)
    #expect(eetf(4000) == 203, "light above the content's peak is the display's peak")
    // Reference white (203 nits) itself is rolled off: 159.0 nits (the price of room for 1000-nit highlights).
    #expect(abs(eetf(203) - 159.04) < 0.01)
  }

  @Test func theRollOffIsMonotonicAndSmoothAtTheKnee() {
    for peak in [400.0, 1000, 4000, 10_000] {
      let eetf = EETF(contentPeakNits: peak, displayPeakNits: 203)
      var previous = -1.0
      for step in 0...20_000 {
        let nits = peak * Double(step) / 20_000
        let out = eetf(nits)
        #expect(out >= previous, "from \(peak): \(nits) nits gives \(out), less than \(previous)")
        #expect(out <= nits + 1e-9, "from \(peak): the roll-off never brightens")
        previous = out
      }
      // Slope 1 just above the knee (in PQ signal, where the spline lives).
      let knee = eetf.kneeNits
      let above = PQCurve.nits(signal: PQCurve.signal(nits: knee) + 1e-4)
      let slope = (PQCurve.signal(nits: eetf(above)) - PQCurve.signal(nits: knee)) / 1e-4
      #expect(abs(slope - 1) < 1e-3, "from \(peak): slope \(slope) at the knee")
    }
  }

  @Test func contentNoBrighterThanTheDisplayPassesUnchanged() {
    let eetf = EETF(contentPeakNits: 203, displayPeakNits: 203)
    #expect(eetf.kneeNits == 203)
    for nits in [0, 1, 100, 202.9, 203] { #expect(eetf(nits) == nits) }
    #expect(eetf(250) == 203, "light above the peak is cut at it")
  }
}
