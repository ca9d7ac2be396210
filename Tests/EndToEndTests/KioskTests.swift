import Foundation
import Testing

/// `--kiosk`: only the exit chord leaves (q, Escape, F, Ctrl+Q, Alt+Left and the window's close button do
/// nothing), a pull-down does not dismiss, touch still pages, and the show runs (scripted).
@Suite struct KioskTests {
  @Test func onlyTheExitChordLeaves() throws {
    let dir = try Harness.scratch("kiosk")
    let album = try FixtureAlbum.make(in: dir, count: 3)
    let script = """
      300 key q
      400 key Escape
      500 close
      600 key F
      700 key Ctrl+Q
      800 key Alt+Left
      900 key Ctrl+Alt+W
      2000 key Ctrl+Alt+Q
      6000 quit
      """
    let run = try Harness.run([album, "--kiosk", "--slideshow", "1"], script: script + "\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let last = try #require(run.trace.last)
    #expect(last.t >= 2000 && last.t < 2100, "ended by the chord at 2 s, not before: \(last.t)")
    // A slideshow runs (the keys paused it).
    #expect(run.trace.first?.paused == false && run.trace.first { $0.t >= 350 }?.paused == true)
    #expect(run.trace.allSatisfy { $0.mode == "slideshow" })
  }

  @Test func anotherChordAndTheCloseButtonOutsideAKiosk() throws {
    let dir = try Harness.scratch("kiosk-chord")
    let album = try FixtureAlbum.make(in: dir, count: 2)
    let custom = try Harness.run(
      [album, "--kiosk", "--kiosk-exit", "Ctrl+Shift+X"],
      script: "300 key Ctrl+Alt+Q\n600 key Ctrl+Shift+X\n3000 quit\n",
      in: dir)
    #expect(custom.status == 0 && (custom.trace.last?.t ?? 0) >= 600 && (custom.trace.last?.t ?? 0) < 700)
    // Without --kiosk the window's close button ends the run.
    let plain = try Harness.run(
      [album, "--size", "400x300"], script: "300 close\n3000 quit\n", in: try Harness.scratch("kiosk-close"))
    #expect(plain.status == 0 && (plain.trace.last?.t ?? 0) < 400)
  }

  @Test func aPullDownDoesNotDismissAndASwipeStillPages() throws {
    let dir = try Harness.scratch("kiosk-touch")
    let album = try FixtureAlbum.make(in: dir, count: 3)
    let script = """
      300 swipe 200 100 200 290 200
      1500 swipe 380 150 40 150 150
      3000 key Ctrl+Alt+Q
      """
    let run = try Harness.run([album, "--kiosk", "--size", "400x300"], script: script + "\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.allSatisfy { $0.dismiss == 0 && $0.background == 1 })
    #expect(run.trace.last?.page == 1 && (run.trace.last?.t ?? 0) >= 3000)
  }
}
