import Testing

@testable import PhotoCore

/// `ResolutionPolicy.region`: which part of a photo too large for a whole sharp decode to decode instead.
@Suite struct RegionPolicyTests {
  typealias Box = ResolutionPolicy.Box
  /// Issue 5's panorama: 240 MP, so a whole decode of at most 50 MP holds 46% of its scale.
  let panorama = Box(width: 30000, height: 8000)
  let screen = Box(width: 1920, height: 1080)

  @Test func aPanoramaAtActualSizeDecodesTheVisiblePartWithAMarginSnappedToTheGrid() throws {
    // A 1920 x 1080 view at one photo pixel per display pixel, near the middle.
    let visible = Rect(origin: Vector2(x: 14040, y: 3460), size: Vector2(x: 1920, y: 1080))
    let region = try #require(
      ResolutionPolicy.region(native: panorama, displayScale: 1, visible: visible, screen: screen))
    #expect(region.box == panorama)
    // A quarter of the visible size more on each side (480 and 270 pixels), out to multiples of 256.
    #expect(region.rect == Rect(x0: 13312, y0: 3072, x1: 16640, y1: 4864))
    #expect(region.rect.contains(visible))
  }

  @Test func theScaleIsTheDisplaysRoundedUpToAnEighth() throws {
    let visible = Rect(origin: Vector2(x: 10000, y: 2000), size: Vector2(x: 3000, y: 1800))
    let region = try #require(
      ResolutionPolicy.region(native: panorama, displayScale: 0.6, visible: visible, screen: screen))
    // 0.6 -> 5/8: 18750 x 5000; the grid is 256 decoded pixels, 410 whole photo pixels. With its margin
    // (750 and 450) the part spans 9250...13750 x 1550...4250, out to the grid.
    #expect(region.box == Box(width: 18750, height: 5000))
    #expect(region.rect == Rect(x0: 9020, y0: 1230, x1: 13940, y1: 4510))
    // Zoomed past actual size: every pixel, no more.
    #expect(
      ResolutionPolicy.region(native: panorama, displayScale: 3, visible: visible, screen: screen)?.box == panorama)
  }

  @Test func noPartWhenAWholeDecodeIsSharpEnough() {
    let visible = Rect(origin: Vector2(x: 100, y: 100), size: Vector2(x: 1920, y: 1080))
    // 24 MP fits in a whole decode at full size.
    #expect(
      ResolutionPolicy.region(native: Box(width: 6000, height: 4000), displayScale: 1, visible: visible, screen: screen)
        == nil)
    // The panorama's whole decode holds 0.456 of its scale: enough up to 0.525 (a 15% stretch), not past it.
    #expect(ResolutionPolicy.region(native: panorama, displayScale: 0.52, visible: visible, screen: screen) == nil)
    #expect(ResolutionPolicy.region(native: panorama, displayScale: 0.53, visible: visible, screen: screen) != nil)
  }

  @Test func noPartWhenTheScreensDecodeIsSharpEnough() {
    // Whole decodes held to 1 MP (a tenth of this photo's scale) on a screen that shows half of it at fit.
    let photo = Box(width: 10000, height: 10000)
    let big = Box(width: 5000, height: 5000)
    let visible = Rect(origin: Vector2(x: 0, y: 0), size: Vector2(x: 10000, y: 10000))
    #expect(
      ResolutionPolicy.region(native: photo, displayScale: 0.55, visible: visible, screen: big, maxPixels: 1_000_000)
        == nil)
    #expect(
      ResolutionPolicy.region(native: photo, displayScale: 0.6, visible: visible, screen: big, maxPixels: 1_000_000)
        != nil)
  }

  @Test func thePartStaysInsideThePhoto() throws {
    // The view at the photo's top-left corner, partly beyond it.
    let visible = Rect(origin: Vector2(x: -200, y: -100), size: Vector2(x: 1920, y: 1080))
    let region = try #require(
      ResolutionPolicy.region(native: panorama, displayScale: 1, visible: visible, screen: screen))
    // What shows is 1720 x 980; with its margin (430 and 245) out to the grid: 0...2304 x 0...1280.
    #expect(region.rect == Rect(x0: 0, y0: 0, x1: 2304, y1: 1280))
    let corner = Rect(origin: Vector2(x: 29500, y: 7500), size: Vector2(x: 1920, y: 1080))
    let end = try #require(ResolutionPolicy.region(native: panorama, displayScale: 1, visible: corner, screen: screen))
    #expect(end.rect.maxX == 30000 && end.rect.maxY == 8000)
  }

  @Test func aMarginThatWouldTakeTooMuchMemoryIsLeftOut() throws {
    // 4000 x 1000 with whole decodes of at most 1 MP; the visible 800 x 600 with its margin would be 1.5 MP.
    let visible = Rect(origin: Vector2(x: 1600, y: 200), size: Vector2(x: 800, y: 600))
    let region = try #require(
      ResolutionPolicy.region(
        native: Box(width: 4000, height: 1000), displayScale: 1, visible: visible, screen: screen,
        maxPixels: 1_000_000))
    #expect(region.rect == Rect(x0: 1536, y0: 0, x1: 2560, y1: 1000))
  }

  @Test func nothingForAViewOffThePhotoOrNonsense() {
    let off = Rect(origin: Vector2(x: 40000, y: 0), size: Vector2(x: 100, y: 100))
    #expect(ResolutionPolicy.region(native: panorama, displayScale: 1, visible: off, screen: screen) == nil)
    let visible = Rect(origin: Vector2(x: 0, y: 0), size: Vector2(x: 100, y: 100))
    #expect(ResolutionPolicy.region(native: panorama, displayScale: .nan, visible: visible, screen: screen) == nil)
    #expect(ResolutionPolicy.region(native: panorama, displayScale: 0, visible: visible, screen: screen) == nil)
    #expect(
      ResolutionPolicy.region(native: Box(width: 0, height: 10), displayScale: 1, visible: visible, screen: screen)
        == nil)
  }
}
