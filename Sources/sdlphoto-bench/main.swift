import Foundation
import PhotoCore
import PhotoShell

/// `sdlphoto-bench physics`: the cost of one frame's physics and scene update, in nanoseconds.
///
/// Two figures: the physics core alone (a pinch update, the pager mid-settle, a flinging axis, the velocity
/// tracker, the dismiss transform) and the whole viewer frame (a pinch move event through the gesture code, then
/// `scene(at:)` and `traceFrame(at:)`, i.e. everything the render loop asks of the core), and a grid's frame under a
/// dragging finger (`gridFrameCost`). Each is compared with
/// a 60 Hz frame's 16.7 ms budget; the median of several rounds is reported.
func benchPhysics() {
  let clock = ContinuousClock()
  let origin = clock.now
  func now() -> UInt64 {
    let d = origin.duration(to: clock.now).components
    return UInt64(d.seconds) * 1_000_000_000 + UInt64(d.attoseconds / 1_000_000_000)
  }
  var core: [Double] = []
  var viewerFrames: [Double] = []
  var gridFrames: [Double] = []
  for _ in 0..<7 {
    let physics = PhysicsBenchmark.run(frames: 50_000, now: now)
    if !physics.checksum.isFinite { print("unexpected non-finite physics checksum") }
    core.append(physics.nanosecondsPerFrame)
    viewerFrames.append(viewerFrameCost(frames: 20_000, now: now))
    gridFrames.append(gridFrameCost(frames: 3_000, now: now))
  }
  let frameBudget = 1e9 / 60
  func report(_ name: String, _ samples: [Double]) {
    let median = samples.sorted()[samples.count / 2]
    print(
      String(
        format: "%@: %.0f ns per frame (median of %d rounds) = %.4f%% of a 16.7 ms frame", name, median, samples.count,
        100 * median / frameBudget))
  }
  report("physics core (pinch + pager settle + fling + velocity + dismiss)", core)
  report("viewer frame (pinch event + scene + trace)", viewerFrames)
  report("grid frame (drag event + advance + scene + trace + load demand, 10,000 photos)", gridFrames)
}

/// A pager of 1,000 photos on a zoomed photo mid-pinch: per frame one finger move event and the scene.
func viewerFrameCost(frames: Int, now: () -> UInt64) -> Double {
  let items = (0..<1000).map { AlbumItem(path: "/album/\($0).jpg") }
  var navigator = Navigator(
    album: Album(items: items, startIndex: 500, origin: "/album"), viewport: Vector2(x: 1920, y: 1080))
  for i in 498...502 {
    navigator.decodeShown(navigator.id(i), pixelSize: Vector2(x: 6000, y: 4000), level: .screen, at: 0)
  }
  let a = PointerID.finger(device: 1, finger: 1)
  let b = PointerID.finger(device: 1, finger: 2)
  navigator.handle(PointerEvent(id: a, phase: .down, position: Vector2(x: 860, y: 540), time: 0))
  navigator.handle(PointerEvent(id: b, phase: .down, position: Vector2(x: 1060, y: 540), time: 0))
  var checksum = 0.0
  let start = now()
  for frame in 1...frames {
    let t = Double(frame) / 60
    let spread = 100 + Double(frame % 600)
    navigator.handle(PointerEvent(id: b, phase: .moved, position: Vector2(x: 960 + spread, y: 540), time: t))
    let scene = navigator.scene(at: t)
    checksum += scene.photos.first?.frame.size.x ?? 0
    checksum += navigator.traceFrame(at: t).zoom
  }
  let elapsed = Double(now() - start)
  if checksum.isNaN { print("unexpected NaN") }
  return elapsed / Double(frames)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "physics":
  benchPhysics()
case "load" where (2...3).contains(arguments.count):
  // The viewer timed by the prefetch table: the one given, else the one built beside this benchmark.
  let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
    "sdlphoto")
  LoadBench.run(album: arguments[1], sdlphoto: arguments.count == 3 ? arguments[2] : sibling.path)
case "raw" where (2...3).contains(arguments.count):
  RawBenchmark.run(album: arguments[1], rounds: arguments.count == 3 ? Int(arguments[2]) ?? 5 : 5)
case "colour" where arguments.count == 2:
  // The colour-management table alone (a part of `load`).
  LoadBench.colourTable(LoadBench.sample(album: arguments[1]))
case "library" where (2...3).contains(arguments.count):
  LibraryBenchmark.run(root: arguments[1], rounds: arguments.count == 3 ? Int(arguments[2]) ?? 3 : 3)
case "bare":
  guard let options = BareLoop.Options(Array(arguments.dropFirst())) else {
    FileHandle.standardError.write(Data("usage: \(BareLoop.Options.usage)\n".utf8))
    exit(64)
  }
  exit(BareLoop.run(options))
default:
  FileHandle.standardError.write(
    Data(
      "usage: sdlphoto-bench physics | load ALBUM [SDLPHOTO] | colour ALBUM | library ROOT [ROUNDS] | bare [OPTIONS]\n"
        .utf8))
  exit(64)
}
