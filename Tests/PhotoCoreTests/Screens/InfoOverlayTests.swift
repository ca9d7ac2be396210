import Testing

@testable import PhotoCore

@Suite struct InfoOverlayTests {
  @Test func itFadesInAndOutAndTurnsRoundMidFade() {
    let fade = Tuning.Overlay.fadeDuration
    var overlay = InfoOverlay()
    #expect(!overlay.isVisible && overlay.alpha(at: 0) == 0 && !overlay.isFading(at: 0))
    overlay.toggle(at: 1)
    #expect(overlay.isVisible && overlay.isFading(at: 1 + fade / 2))
    #expect(abs(overlay.alpha(at: 1 + fade / 2) - 0.5) < 1e-9)
    #expect(abs(overlay.alpha(at: 1 + fade) - 1) < 1e-9 && !overlay.isFading(at: 1 + fade + 1e-9))
    // Hidden a quarter of the way into its fade out, shown again: it comes back from where it was.
    overlay.toggle(at: 5)
    overlay.toggle(at: 5 + fade / 4)
    #expect(abs(overlay.alpha(at: 5 + fade / 4) - 0.75) < 1e-9)
    #expect(abs(overlay.alpha(at: 5 + fade / 2) - 1) < 1e-9)
  }
}
