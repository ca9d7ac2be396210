import Foundation
import PhotoCore
import PhotoShell

/// `sdlphoto-bench physics`: the cost of one frame's physics and scene update, in nanoseconds.
///
/// Two figures: the physics core alone (a pinch update, the pager mid-settle, a flinging axis, the velocity
/// tracker, the dismiss transform) and the whole viewer frame (a pinch move event through the gesture code, then
/// `scene(at:)` and `traceFrame(at:)`, i.e. everything the render loop asks of the core). Both are compared with
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
  for _ in 0..<7 {
    core.append(PhysicsBenchmark.run(frames: 50_000, now: now).nanosecondsPerFrame)
    viewerFrames.append(viewerFrameCost(frames: 20_000, now: now))
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
}

/// A pager of 1,000 photos on a zoomed photo mid-pinch: per frame one finger move event and the scene.
func viewerFrameCost(frames: Int, now: () -> UInt64) -> Double {
  let items = (0..<1000).map { AlbumItem(path: "/album/\($0).jpg") }
  var viewer = Viewer(
    album: Album(items: items, startIndex: 500, origin: "/album"), viewport: Vector2(x: 1920, y: 1080))
  for i in 498...502 {
    viewer.setStatus(.ready(pixelSize: Vector2(x: 6000, y: 4000), fullResolution: true), for: i, at: 0)
  }
  let a = PointerID.finger(device: 1, finger: 1)
  let b = PointerID.finger(device: 1, finger: 2)
  viewer.handle(PointerEvent(id: a, phase: .down, position: Vector2(x: 860, y: 540), time: 0))
  viewer.handle(PointerEvent(id: b, phase: .down, position: Vector2(x: 1060, y: 540), time: 0))
  var checksum = 0.0
  let start = now()
  for frame in 1...frames {
    let t = Double(frame) / 60
    let spread = 100 + Double(frame % 600)
    viewer.handle(PointerEvent(id: b, phase: .moved, position: Vector2(x: 960 + spread, y: 540), time: t))
    let scene = viewer.scene(at: t)
    checksum += scene.photos.first?.frame.size.x ?? 0
    checksum += viewer.traceFrame(at: t).zoom
  }
  let elapsed = Double(now() - start)
  if checksum.isNaN { print("unexpected NaN") }
  return elapsed / Double(frames)
}

/// `sdlphoto-bench load ALBUM`: decode time per format and box (screen size, and half the screen), median
/// over up to 5 files of each format, each decoded 3 times (the first run warms the page cache).
func benchLoad(album: String) {
  let names =
    (try? FileManager.default.contentsOfDirectory(atPath: album))?.sorted(by: NaturalOrder.areInIncreasingOrder) ?? []
  var byKind: [String: [String]] = [:]
  for name in names {
    let path = album + "/" + name
    guard let head = try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 64),
      let kind = ImageKind.sniff(head)
    else { continue }
    if byKind[kind.rawValue, default: []].count < 5 { byKind[kind.rawValue, default: []].append(path) }
  }
  print("| format | native | box | decoded | median ms | files |")
  print("|---|---|---|---|---|---|")
  for kind in byKind.keys.sorted() {
    for box in [(1920, 1080), (960, 540), (Int.max / 4, Int.max / 4)] {
      var times: [Double] = []
      var sample: DecodeBenchmark.Sample?
      for path in byKind[kind]! {
        for _ in 0..<3 {
          guard let s = DecodeBenchmark.decode(path: path, maxWidth: box.0, maxHeight: box.1) else { continue }
          times.append(s.milliseconds)
          sample = s
        }
      }
      guard let sample, !times.isEmpty else { continue }
      let median = times.sorted()[times.count / 2]
      let boxText = box.0 > 100_000 ? "native" : "\(box.0)x\(box.1)"
      print(
        "| \(kind) | \(sample.native.0)x\(sample.native.1) | \(boxText) | \(sample.decoded.0)x\(sample.decoded.1) | \(String(format: "%.1f", median)) | \(byKind[kind]!.count) |"
      )
    }
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "physics":
  benchPhysics()
case "load" where arguments.count == 2:
  benchLoad(album: arguments[1])
default:
  FileHandle.standardError.write(Data("usage: sdlphoto-bench physics | load ALBUM\n".utf8))
  exit(64)
}
