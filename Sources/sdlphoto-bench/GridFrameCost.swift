import PhotoCore

/// A folder's grid of 10,000 photos under a finger dragging it up and down: per frame one move event, the clock
/// advanced, and everything the render loop and the loader ask of the core (`scene`, `traceFrame`,
/// `loadDemand`). The grid is changed in place inside the screen stack every frame, so a copy of its arrays
/// (a screen mutated through an existential or an enum payload) shows here. Mean nanoseconds a frame.
func gridFrameCost(frames: Int, now: () -> UInt64) -> Double {
  let items = (0..<10_000).map { AlbumItem(path: "/album/\($0).jpg") }
  var navigator = Navigator(
    album: Album(items: items, origin: "/album"), viewport: Vector2(x: 1920, y: 1080), startsInGrid: true)
  let finger = PointerID.finger(device: 1, finger: 1)
  navigator.handle(PointerEvent(id: finger, phase: .down, position: Vector2(x: 960, y: 900), time: 0))
  let screen = ResolutionPolicy.Box(width: 1920, height: 1080)
  var checksum = 0.0
  let start = now()
  for frame in 1...frames {
    let t = Double(frame) / 60
    // Up 600 pt and back over 10 seconds: the drag never ends, the cells under it change.
    let y = 900 - 600 * abs(Double(frame % 600) / 300 - 1)
    navigator.handle(PointerEvent(id: finger, phase: .moved, position: Vector2(x: 960, y: y), time: t))
    _ = navigator.advance(to: t)
    let scene = navigator.scene(at: t)
    checksum += Double(scene.photos.count) + navigator.traceFrame(at: t).position
    checksum += Double(navigator.loadDemand(at: t, screen: screen, maxDetailPixels: 1 << 24).photos.count)
  }
  let elapsed = Double(now() - start)
  if checksum.isNaN { print("unexpected NaN") }
  return elapsed / Double(frames)
}
