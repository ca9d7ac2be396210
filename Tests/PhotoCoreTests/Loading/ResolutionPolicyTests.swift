import Testing

@testable import PhotoCore

@Suite struct ResolutionPolicyTests {
  typealias Box = ResolutionPolicy.Box
  let screen = Box(width: 1920, height: 1080)
  let photo24 = Box(width: 6000, height: 4000)

  @Test func onlyJPEGsWhoseSourceReadsTheirHeadMayHaveAPreview() {
    #expect(ResolutionPolicy.previewHelps(location: "/a/IMG_1.JPG", from: .standard))
    #expect(ResolutionPolicy.previewHelps(location: "b.jpeg", from: .standard))
    #expect(!ResolutionPolicy.previewHelps(location: "b.png", from: .standard))
    // A WebDAV server's and an rclone remote's are read by range; a web photo is read whole.
    #expect(ResolutionPolicy.previewHelps(location: "dav://h/a/IMG_1.jpg", from: .standard))
    #expect(ResolutionPolicy.previewHelps(location: "rclone:photos:a/IMG_1.jpg", from: .standard))
    #expect(!ResolutionPolicy.previewHelps(location: "dav://h/a/IMG_1.heic", from: .standard))
    #expect(!ResolutionPolicy.previewHelps(location: "https://example.com/a.jpg", from: .standard))
  }

  @Test func atFitTheScreenDecodeSuffices() {
    // Fit on a 1080p screen: 0.27 display pixels per photo pixel, exactly what the screen decode holds.
    let fit = screen.fitScale(native: photo24)
    #expect(abs(fit - 0.27) < 1e-12)
    #expect(ResolutionPolicy.detailBox(native: photo24, displayScale: fit, screen: screen) == nil)
    // A slight stretch (under Tuning.Loading.detailStretch) asks for nothing either.
    #expect(ResolutionPolicy.detailBox(native: photo24, displayScale: fit * 1.1, screen: screen) == nil)
  }

  @Test func zoomAsksForTheNextPowerOfTwoOfTheScreenBox() {
    let fit = 0.27
    // 1.5x fit: twice the screen's decode (0.54 of native).
    #expect(
      ResolutionPolicy.detailBox(native: photo24, displayScale: fit * 1.5, screen: screen)
        == Box(width: 3240, height: 2160))
    // 2.5x fit (a double tap): four times would pass the native size, so the full photo.
    #expect(ResolutionPolicy.detailBox(native: photo24, displayScale: fit * 2.5, screen: screen) == photo24)
    // 16x fit: still the full photo, never more.
    #expect(ResolutionPolicy.detailBox(native: photo24, displayScale: fit * 16, screen: screen) == photo24)
  }

  @Test func aPhotoTheScreenShowsWholeNeverAsksForDetail() {
    let small = Box(width: 800, height: 600)
    #expect(ResolutionPolicy.detailBox(native: small, displayScale: 8, screen: screen) == nil)
  }

  @Test func aHugePhotoIsCappedAtTheDetailBudget() {
    // A 30000 x 8000 panorama at 16x fit: the most detail 50 MP allows.
    let panorama = Box(width: 30000, height: 8000)
    let fit = screen.fitScale(native: panorama)
    let box = ResolutionPolicy.detailBox(native: panorama, displayScale: fit * 16, screen: screen)
    let got = try! #require(box)
    #expect(got.width * got.height <= 50_000_000)
    #expect(got.width * got.height > 49_000_000)
    #expect(abs(Double(got.width) / Double(got.height) - 3.75) < 0.001)
    // A cap below what the screen decode holds asks for nothing.
    #expect(ResolutionPolicy.detailBox(native: panorama, displayScale: 1, screen: screen, maxPixels: 1000) == nil)
  }

  @Test func nonsenseScalesAskForNothing() {
    #expect(ResolutionPolicy.detailBox(native: photo24, displayScale: .nan, screen: screen) == nil)
    #expect(ResolutionPolicy.detailBox(native: photo24, displayScale: 0, screen: screen) == nil)
    #expect(ResolutionPolicy.detailBox(native: Box(width: 0, height: 5), displayScale: 2, screen: screen) == nil)
  }
}
