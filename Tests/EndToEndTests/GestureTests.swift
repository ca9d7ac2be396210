import Foundation
import Testing

/// Issue 4's behaviours end to end: scripted touch, mouse and keys through the real SDL event loop, checked
/// in the per-frame trace. The window is 800 x 600 points and the photos 800 x 600 pixels, so fit = 1.
@Suite(.serialized) struct GestureTests {
  static let size = ["--size", "800x600"]

  /// Runs `script` on a fresh album of `count` 800x600 photos.
  static func run(
    _ script: String, count: Int = 5, extra: [String] = [], name: String = "gesture"
  ) throws -> Harness.Outcome {
    let dir = try Harness.scratch(name)
    let album = try FixtureAlbum.make(in: dir, count: count, width: 800, height: 600)
    let outcome = try Harness.run([album] + size + extra, script: script, in: dir)
    #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
    return outcome
  }

  /// A one-finger drag from (x0, y) to (x1, y) over `ms`, sampled every 8 ms, held still for `holdMs`, then lifted.
  static func drag(
    from x0: Double, to x1: Double, y: Double = 300, y1: Double? = nil, at t0: Double = 0, ms: Double,
    holdMs: Double = 0
  ) -> String {
    let yEnd = y1 ?? y
    var lines = ["\(t0) touch-down 1 \(x0) \(y)"]
    var t = 8.0
    while t < ms {
      let f = t / ms
      lines.append("\(t0 + t) touch-move 1 \(x0 + (x1 - x0) * f) \(y + (yEnd - y) * f)")
      t += 8
    }
    lines.append("\(t0 + ms) touch-move 1 \(x1) \(yEnd)")
    lines.append("\(t0 + ms + holdMs) touch-up 1 \(x1) \(yEnd)")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func aFastFlickOfAThirdOfAPagePages() throws {
    let run = try Self.run("0 swipe 600 300 360 300 60\n1000 quit\n")
    #expect(run.trace.last?.page == 1)
    #expect(abs((run.trace.last?.position ?? 0) - 1) < 1e-3)
  }

  @Test func aFlickReadBySlowFramesPages() throws {
    // A loaded machine reads input once a slow frame, so moves come in bunches with one stamp: those of 16, 32
    // and 48 ms stamped 50, those of 64 and 80 ms with the lift stamped 100. The drag is 80 pt, a tenth of a
    // page, so only the flick's velocity (1000 pt/s) can turn the page; SDL's stamps alone give it none.
    let run = try Self.run(
      """
      0 touch-down 1 600 300
      50 touch-move 1 584 300
      50 touch-move 1 568 300
      50 touch-move 1 552 300
      100 touch-move 1 536 300
      100 touch-move 1 520 300
      100 touch-up 1 520 300
      1000 quit
      """)
    #expect(run.trace.last?.page == 1)
    #expect(abs((run.trace.last?.position ?? 0) - 1) < 1e-3)
    // The same with the mouse, the lift in a third slow frame.
    let mouse = try Self.run(
      """
      0 mouse-down 1 600 300
      50 mouse-move 584 300
      50 mouse-move 568 300
      50 mouse-move 552 300
      100 mouse-move 536 300
      100 mouse-move 520 300
      150 mouse-up 1 520 300
      1000 quit
      """, name: "mouse")
    #expect(mouse.trace.last?.page == 1)
  }

  @Test func aSlowThirdOfAPageDragReleasedAtRestStays() throws {
    let run = try Self.run(Self.drag(from: 600, to: 360, ms: 1000, holdMs: 100) + "2000 quit\n")
    let maxPosition = run.trace.map(\.position).max() ?? 0
    #expect(maxPosition > 0.25)  // it did follow the finger
    #expect(run.trace.last?.page == 0)
    #expect(abs(run.trace.last?.position ?? 1) < 1e-3)
  }

  @Test func aFastDragOfOneAndAHalfPagesMovesExactlyOnePage() throws {
    // A finger cannot leave the window, so the 1.5-page drag is a mouse drag (SDL captures the mouse while a
    // button is held, so it goes on past the window's edge). The core's tests do the same with a finger.
    var lines = ["0 mouse-down 1 790 300"]
    for step in 1...15 { lines.append("\(step * 10) mouse-move \(790 - 80 * step) 300") }
    lines.append("150 mouse-up 1 -410 300")
    let run = try Self.run(lines.joined(separator: "\n") + "\n1500 quit\n", name: "long")
    #expect(run.trace.contains { $0.position > 1.0 })  // it went past the next page (rubber band)...
    #expect(run.trace.map(\.page).max() == 1)
    #expect(run.trace.last?.page == 1)
    #expect(abs((run.trace.last?.position ?? 0) - 1) < 1e-3)
  }

  @Test func draggingRightOnTheFirstPhotoRubberBands() throws {
    let run = try Self.run(Self.drag(from: 100, to: 700, ms: 400, holdMs: 50) + "1500 quit\n")
    let positions = run.trace.map(\.position)
    let lowest = positions.min() ?? 0
    #expect(lowest < -0.05)  // it moved past the edge...
    #expect(lowest > -0.5)  // ...but resisted: 600 pt of drag shows well under half a page
    #expect(abs(run.trace.last?.position ?? 1) < 1e-3)
    #expect(run.trace.last?.page == 0)
  }

  @Test func threeQuickRightKeysLandOnPageThree() throws {
    let run = try Self.run("0 key Right\n60 key Right\n120 key Right\n1200 quit\n")
    #expect(run.trace.last?.page == 3)
    #expect(abs((run.trace.last?.position ?? 0) - 3) < 1e-3)
    // It glides through the pages rather than jumping.
    #expect(run.trace.contains { $0.position > 1.2 && $0.position < 2.8 })
  }

  @Test func doubleTapZoomsTo2point5KeepingThePointUnderTheFinger() throws {
    let run = try Self.run(
      """
      0 touch-down 1 200 150
      60 touch-up 1 200 150
      200 touch-down 1 200 150
      260 touch-up 1 200 150
      1000 quit
      """)
    let last = try #require(run.trace.last)
    #expect(abs(last.zoom - 2.5) < 1e-6)
    // The image point under (200, 150) stays there: pan = (p - c) * (1 - zoom) = (-200, -150) * -1.5.
    #expect(abs(last.pan[0] - 300) < 0.5)
    #expect(abs(last.pan[1] - 225) < 0.5)
    // ...and a second double tap goes back to fit.
    let back = try Self.run(
      """
      0 touch-down 1 200 150
      60 touch-up 1 200 150
      200 touch-down 1 200 150
      260 touch-up 1 200 150
      700 touch-down 1 500 400
      760 touch-up 1 500 400
      900 touch-down 1 500 400
      960 touch-up 1 500 400
      1600 quit
      """)
    #expect(abs((back.trace.last?.zoom ?? 0) - 1) < 1e-6)
    #expect(back.trace.last?.pan == [0, 0])
  }

  @Test func pinchFromSpan200To400ZoomsTo2() throws {
    let run = try Self.run("0 pinch 400 300 200 400 300\n1000 quit\n")
    let last = try #require(run.trace.last)
    #expect(abs(last.zoom - 2) < 1e-3)
    #expect(abs(last.pan[0]) < 0.5 && abs(last.pan[1]) < 0.5)  // centred pinch, centred zoom
  }

  @Test func pinchPastTheMaximumBouncesBackToTheMaximum() throws {
    let run = try Self.run("0 pinch 400 300 20 600 400\n1500 quit\n")
    let peak = run.trace.map(\.zoom).max() ?? 0
    #expect(peak > 16.5)  // rubber-banded past the maximum of 16 x fit while the fingers were down
    #expect(peak < 32)  // ...but never past twice the maximum
    #expect(abs((run.trace.last?.zoom ?? 0) - 16) < 1e-3)
  }

  @Test func aFastPullDownDismisses() throws {
    let run = try Self.run("0 swipe 400 200 400 450 120\n3000 key Right\n")
    let last = try #require(run.trace.last)
    #expect(last.dismiss == 1)
    #expect(last.background < 0.05)
    #expect(last.t < 1000)  // the viewer closed itself once the photo left
    #expect(run.trace.contains { $0.dismiss > 0.2 && $0.dismiss < 1 && $0.background < 0.9 })
  }

  @Test func aSlowPullDownAndBackUpDoesNotDismiss() throws {
    let down = Self.drag(from: 400, to: 400, y: 200, y1: 400, ms: 600)
      .split(separator: "\n").dropLast().joined(separator: "\n")
    let script =
      down + "\n"
      + Self.drag(from: 400, to: 400, y: 400, y1: 210, at: 600, ms: 600, holdMs: 80)
      .split(separator: "\n").dropFirst().joined(separator: "\n") + "\n2500 quit\n"
    let run = try Self.run(script)
    #expect((run.trace.map(\.dismiss).max() ?? 0) > 0.2)
    let last = try #require(run.trace.last)
    #expect(last.t >= 2500)
    #expect(last.dismiss < 1e-3)
    #expect(abs(last.background - 1) < 1e-3)
  }

  @Test func zoomedPhotoPansAndHandsTheDragToThePager() throws {
    // Zoom in 2x, then drag left far: the photo pans to its right edge, then the pager takes over.
    let run = try Self.run("0 pinch 400 300 200 400 200\n600 swipe 780 300 20 300 200\n2000 quit\n")
    #expect(run.trace.last?.page == 1)
    #expect(abs((run.trace.last?.zoom ?? 0) - 1) < 1e-6)  // the new page starts at fit
  }

  @Test func mouseDragPagesAndWheelZoomsAtTheCursor() throws {
    let run = try Self.run(
      """
      0 mouse-down 1 600 300
      20 mouse-move 550 300
      40 mouse-move 450 300
      60 mouse-move 350 300
      60 mouse-up 1 350 300
      800 wheel 200 150 1
      1400 quit
      """)
    let last = try #require(run.trace.last)
    #expect(last.page == 1)
    #expect(abs(last.zoom - 1.25) < 1e-6)
    // The point under the cursor stays: pan = (p - c) * (1 - 1.25).
    #expect(abs(last.pan[0] - 50) < 0.5 && abs(last.pan[1] - 37.5) < 0.5)
  }

  @Test func theSameScriptAgreesAt30And144FramesPerSecond() throws {
    let script = """
      0 swipe 600 300 360 300 60
      700 pinch 400 300 200 300 250
      1400 touch-down 1 400 300
      1408 touch-move 1 380 310
      1416 touch-move 1 340 320
      1424 touch-move 1 300 330
      1424 touch-up 1 300 330
      2000 key Right
      2050 key Right
      3000 quit
      """
    let slow = try Self.run(script, extra: ["--fps", "30"], name: "fps30")
    let fast = try Self.run(script, extra: ["--fps", "144"], name: "fps144")
    #expect(slow.trace.count < fast.trace.count)
    let fastByTime = Dictionary(fast.trace.map { ($0.t.rounded(), $0) }, uniquingKeysWith: { a, _ in a })
    var shared = 0
    for line in slow.trace {
      guard let other = fastByTime[line.t.rounded()], abs(other.t - line.t) < 0.01 else { continue }
      shared += 1
      #expect(abs(other.position - line.position) < 1e-3, "position at \(line.t)")
      #expect(abs(other.zoom - line.zoom) < 1e-3, "zoom at \(line.t)")
      #expect(abs(other.pan[0] - line.pan[0]) < 0.05 && abs(other.pan[1] - line.pan[1]) < 0.05, "pan at \(line.t)")
      #expect(other.page == line.page)
    }
    #expect(shared >= 15)
    #expect(slow.trace.last?.page == fast.trace.last?.page)
    #expect(abs((slow.trace.last?.zoom ?? 0) - (fast.trace.last?.zoom ?? 1)) < 1e-6)
  }

  @Test func transitionNoneChangesPhotosInstantly() throws {
    let run = try Self.run("0 key Right\n100 key Right\n300 quit\n", extra: ["--transition", "none"])
    // Every frame is on a whole page: no frame in between.
    #expect(run.trace.allSatisfy { $0.position == $0.position.rounded() })
    #expect(run.trace.last?.page == 2)
  }

  @Test func keysZoomRotateAndPan() throws {
    let run = try Self.run(
      """
      0 key +
      300 key Right
      600 key 0
      900 key 1
      1200 key R
      1500 quit
      """)
    func at(_ ms: Double) -> TraceLine? { run.trace.last(where: { $0.t <= ms }) }
    #expect(abs((at(290)?.zoom ?? 0) - 1.5) < 1e-6)
    #expect(at(590)?.page == 0)  // zoomed: Right pans instead of paging
    #expect(abs((at(590)?.pan[0] ?? 0) + 100) < 0.5)
    #expect(abs((at(890)?.zoom ?? 0) - 1) < 1e-6)
    #expect(abs((at(1190)?.zoom ?? 0) - 1) < 1e-6)  // 800x600 at 800x600: 1:1 is fit
    #expect(abs((at(1500)?.zoom ?? 0) - 1) < 1e-6)  // rotated: back to fit
  }

  @Test func aSingleTapShowsTheControlsAfterTheDoubleTapWindow() throws {
    let dir = try Harness.scratch("overlay")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 800, height: 600)
    let run = try Harness.run(
      [album] + Self.size,
      script:
        "0 touch-down 1 400 300\n50 touch-up 1 400 300\n200 screenshot early.png\n700 screenshot late.png\n800 quit\n",
      in: dir)
    #expect(run.status == 0)
    let early = try Pixels.Image(path: dir + "/early.png")
    let late = try Pixels.Image(path: dir + "/late.png")
    // The top bar darkens the top of the photo; before the window closes, the photo is untouched there.
    #expect(early[100, 20].isClose(to: FixtureAlbum.colors[0]))
    #expect(!late[100, 20].isClose(to: FixtureAlbum.colors[0], tolerance: 30))
    #expect(run.trace.first { $0.t >= 700 }?.controls == true)
    #expect(run.trace.first { $0.t <= 200 }?.controls == nil)
  }
}
