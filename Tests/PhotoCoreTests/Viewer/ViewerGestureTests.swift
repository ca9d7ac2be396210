import Testing

@testable import PhotoCore

/// The viewer's gestures on a virtual clock: pointer events in, pager / zoom / dismiss state out.
@Suite struct ViewerGestureTests {
  /// A viewer of `count` 800x600 photos in an 800x600 viewport, all loaded.
  static func viewer(count: Int = 5) -> Viewer {
    let items = (0..<count).map { AlbumItem(path: "/album/p\($0).jpg") }
    var viewer = Viewer(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    for i in 0..<count { viewer.setStatus(.ready(pixelSize: Vector2(x: 800, y: 600), fullResolution: true), for: i, at: 0) }
    return viewer
  }

  /// One finger from `a` to `b` over `ms` milliseconds starting at `t0` seconds, sampled every 8 ms, lifted at
  /// the end after `hold` seconds.
  static func drag(_ viewer: inout Viewer, from a: Vector2, to b: Vector2, at t0: Double = 0, ms: Double, hold: Double = 0, id: Int64 = 1) {
    let pointer = PointerID.finger(device: 1, finger: id)
    viewer.handle(PointerEvent(id: pointer, phase: .down, position: a, time: t0))
    var t = 8.0
    while t < ms {
      viewer.handle(PointerEvent(id: pointer, phase: .moved, position: a + (b - a) * (t / ms), time: t0 + t / 1000))
      t += 8
    }
    viewer.handle(PointerEvent(id: pointer, phase: .moved, position: b, time: t0 + ms / 1000))
    viewer.handle(PointerEvent(id: pointer, phase: .up, position: b, time: t0 + ms / 1000 + hold))
  }

  @Test func aFastLongDragMovesExactlyOnePage() {
    var viewer = Self.viewer()
    Self.drag(&viewer, from: Vector2(x: 790, y: 300), to: Vector2(x: -410, y: 300), ms: 150)
    #expect(viewer.pager.targetPage == 1)
    #expect(abs(viewer.pager.position(at: 2) - 1) < 1e-9)
  }

  @Test func aFlickOfAThirdOfAPagePagesAndASlowOneDoesNot() {
    var fast = Self.viewer()
    Self.drag(&fast, from: Vector2(x: 600, y: 300), to: Vector2(x: 360, y: 300), ms: 60)
    #expect(fast.pager.targetPage == 1)
    var slow = Self.viewer()
    Self.drag(&slow, from: Vector2(x: 600, y: 300), to: Vector2(x: 360, y: 300), ms: 1000, hold: 0.1)
    #expect(slow.pager.targetPage == 0)
  }
}
