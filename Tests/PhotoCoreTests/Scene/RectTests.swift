import Testing

@testable import PhotoCore

@Suite struct RectTests {
  @Test func intersectionAndContainment() {
    let a = Rect(x0: 0, y0: 0, x1: 100, y1: 50)
    let b = Rect(x0: 80, y0: 40, x1: 200, y1: 300)
    #expect(a.intersection(b) == Rect(x0: 80, y0: 40, x1: 100, y1: 50))
    #expect(a.intersection(Rect(x0: 100, y0: 0, x1: 120, y1: 50)) == nil)  // touching edges only
    #expect(a.contains(Rect(x0: 0, y0: 0, x1: 100, y1: 50)))
    #expect(a.contains(Rect(x0: 10, y0: 10, x1: 20, y1: 20)))
    #expect(!a.contains(b))
  }

  /// A 400 x 200 point photo centred at (500, 300) in a 1000 x 600 viewport, showing only its middle
  /// 200 x 100 through a smaller viewport.
  @Test func theVisiblePartOfAPhotoAndItsPixels() throws {
    let frame = Rect(center: Vector2(x: 500, y: 300), size: Vector2(x: 400, y: 200))
    var photo = PhotoPlacement(
      index: 0, photo: PhotoID(location: "a.jpg"), frame: frame, page: frame, quarterTurns: 0,
      status: .loading(since: 0), showsSpinner: false)
    let viewport = Rect(center: Vector2(x: 500, y: 300), size: Vector2(x: 200, y: 100))
    #expect(photo.visiblePart(of: viewport) == viewport)
    // The photo has 4000 x 2000 pixels: 10 per point.
    #expect(
      photo.visibleNativeRect(of: viewport, nativeWidth: 4000, nativeHeight: 2000)
        == Rect(x0: 1000, y0: 500, x1: 3000, y1: 1500))
    // Shifted right by 150 points, the viewport shows the photo's right end (and beyond it).
    let right = Rect(center: Vector2(x: 650, y: 300), size: Vector2(x: 200, y: 100))
    #expect(photo.visiblePart(of: right) == Rect(x0: 550, y0: 250, x1: 700, y1: 350))
    // Turned a quarter clockwise, the photo stands 200 wide (400...600) and 400 tall: the viewport sees its
    // right edge, 550...600 across and 250...350 down, which is the unturned frame's top band, 200...250.
    photo.quarterTurns = 1
    #expect(photo.visiblePart(of: right) == Rect(x0: 450, y0: 200, x1: 550, y1: 250))
    #expect(photo.visiblePart(of: Rect(x0: 0, y0: 0, x1: 50, y1: 50)) == nil)
  }
}
