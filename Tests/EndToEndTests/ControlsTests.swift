import Foundation
import Testing

/// The on-screen controls through a touch-only session on the viewer's scripted clock: a tap shows the bars;
/// their controls mark, rotate, ask to move the photo to the trash, start a slideshow and go back to the grid
/// without a key; a tap on them never pages or zooms; they hide by themselves 3 s after the last input, or at
/// a key.
@Suite(.serialized) struct ControlsTests {
  /// An 800 x 600 window: the top bar's controls at (30, 26) and (770, 26); the bottom bar's (mark, rotate,
  /// slideshow, trash, more) at y 574, x 30, 215, 400, 585 and 770.
  static let size = ["--size", "800x600"]

  /// A tap at (`x`, `y`) at `t` ms (a press and a lift 40 ms later), as a script line pair.
  static func tap(_ t: Int, _ x: Int, _ y: Int) -> String {
    "\(t) touch-down 1 \(x) \(y)\n\(t + 40) touch-up 1 \(x) \(y)\n"
  }

  @Test func aTouchOnlySessionMarksRotatesAndAsksToTrashThroughTheBars() throws {
    let dir = try Harness.scratch("controls")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 800, height: 600)
    let script =
      Self.tap(0, 400, 300) + Self.tap(600, 30, 574) + Self.tap(1000, 215, 574) + Self.tap(1800, 585, 574)
      + "6500 quit\n"
    let run = try Harness.run([album] + Self.size, script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(250)?.controls == nil, "within the double-tap window nothing shows yet")
    #expect(at(500)?.controls == true)
    #expect(at(900)?.marked == true && at(900)?.control == "mark")
    #expect(at(900)?.page == 0 && at(900)?.zoom == 1, "the tap on a control neither paged nor zoomed")
    let rect = try #require(at(1700)?.rect)
    #expect(rect[2] == 600 && rect[3] == 450, "turned a quarter: the landscape photo stands, fitted to the height")
    #expect(at(2100)?.notice?.isEmpty == false && at(2100)?.control == "trash", "asked first")
    // The last input on the bars was at 1.84 s: they hide 3 s later.
    #expect(at(4700)?.controls == true)
    #expect(at(5100)?.controls == nil)
  }

  @Test func theBarsStartASlideshowAndGoBackToTheGrid() throws {
    let dir = try Harness.scratch("controls-grid")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 800, height: 600)
    // The grid first: open the first cell with a tap, show the bars, go back; then a tap on the slideshow control.
    let script =
      Self.tap(200, 60, 60) + Self.tap(1500, 400, 300) + Self.tap(2000, 30, 26) + "3500 key Return\n"
      + Self.tap(4500, 400, 300) + Self.tap(5000, 400, 574) + "6000 quit\n"
    let run = try Harness.run([album, "--grid"] + Self.size, script: script, in: dir, startsOnPager: false)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(1900)?.mode == "pager" && at(1900)?.controls == true)
    #expect(at(3400)?.mode == "grid", "back to the grid")
    #expect(at(4400)?.mode == "pager")
    #expect(at(5900)?.mode == "slideshow" && at(5900)?.control == "slideshow")
  }

  @Test func theInfoControlOpensThePanelAndASwipeDownClosesIt() throws {
    let dir = try Harness.scratch("controls-panel")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 800, height: 600)
    // The bars, the info control; then a quick swipe down on the panel (it spans y 426 to 600 here).
    var script = Self.tap(0, 400, 300) + Self.tap(600, 770, 26)
    script += "1500 touch-down 1 400 470\n1520 touch-move 1 400 500\n1540 touch-move 1 400 540\n"
    script += "1560 touch-move 1 400 580\n1580 touch-up 1 400 580\n"
    // Open again, then a tap on the photo away from it closes it and nothing else.
    script += Self.tap(2400, 770, 26) + Self.tap(3200, 400, 200) + "4200 quit\n"
    let run = try Harness.run([album] + Self.size, script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(500)?.panel == nil && at(700)?.panel == true && at(700)?.control == "info")
    #expect(at(1560)?.panel == true, "held by the finger")
    #expect(at(1700)?.panel == nil && at(1700)?.page == 0 && at(1700)?.dismiss == 0, "closed; the photo stays")
    #expect(at(2500)?.panel == true)
    #expect(at(3300)?.panel == nil && at(3300)?.page == 0 && at(3300)?.zoom == 1)
    #expect(at(4100)?.controls == true, "the tap away only closed the panel")
  }

  @Test func threeCellsChosenOnTheGridPlayAsASlideshowOfJustThem() throws {
    let dir = try Harness.scratch("controls-select")
    let album = try FixtureAlbum.make(in: dir, count: 8, width: 800, height: 600)
    // The grid's select control (top right), cells 1, 3 and 6 (4 columns below the 52-point bar), then the
    // selection bar's slideshow control (bottom centre). Slides change every 10 s (no --slideshow given).
    let script =
      Self.tap(200, 770, 26) + Self.tap(600, 300, 150) + Self.tap(900, 700, 150) + Self.tap(1200, 500, 350)
      + Self.tap(1600, 400, 574) + "12500 quit\n"
    let run = try Harness.run([album, "--grid"] + Self.size, script: script, in: dir, startsOnPager: false)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(500)?.selected == [] && at(500)?.control == "select")
    #expect(at(1500)?.selected == [1, 3, 6] && at(1500)?.mode == "grid", "chosen, none opened")
    #expect(at(2500)?.mode == "slideshow" && at(2500)?.page == 1 && at(2500)?.selected == nil)
    #expect(at(12400)?.page == 3, "the next chosen photo, not photo 2")
  }

  @Test func theCommandsTheConfigBindsAreInTheMoreMenu() throws {
    let dir = try Harness.scratch("controls-commands")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 800, height: 600)
    let out = dir + "/out.txt"
    try ConfigTests.writeDefaultConfig("[commands]\n\"Ctrl+E\" = \"printf '%s' %f > '\(out)'\"\n", in: dir)
    // The bars, more; the menu holds copy path, full screen, "Run printf" and quit, rows 44 high stacked up
    // from y 540: the command's row is y 452 to 496. A mouse resting on it names its key.
    let script =
      Self.tap(0, 400, 300) + Self.tap(600, 770, 574) + "900 mouse-move 680 474\n" + Self.tap(1600, 680, 474)
      + "2200 quit\n"
    let run = try Harness.run([album] + Self.size, script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(1500)?.menu == true && at(1500)?.tooltip == "Run printf (Ctrl+E)")
    #expect(at(2100)?.control == "command" && at(2100)?.menu == nil)
    #expect((try? String(contentsOfFile: out, encoding: .utf8)) == album + "/photo1.png")
  }

  /// The acceptance: every action of the keys table by touch alone, in one session from the grid.
  @Test func aTouchOnlySessionDoesEveryActionOfTheKeysTable() throws {
    let dir = try Harness.scratch("controls-session")
    let album = try FixtureAlbum.make(in: dir, count: 8, width: 800, height: 600)
    // Open the first cell; the bars; mark, rotate, info open and closed; trash, confirmed on the notice's
    // button ("Move to trash" at x 262 to 394, y 444 to 488 above the bottom bar), undone on its Undo (x 334
    // to 466); the slideshow started, paused and resumed by its control; back to the grid.
    var script = Self.tap(200, 80, 150) + Self.tap(1000, 400, 300) + Self.tap(1500, 30, 574)
    script += Self.tap(1900, 215, 574) + Self.tap(2300, 770, 26) + Self.tap(2700, 770, 26)
    script += Self.tap(3100, 585, 574) + Self.tap(3500, 328, 466) + Self.tap(3900, 400, 466)
    script += Self.tap(4300, 400, 574) + Self.tap(4800, 400, 574) + Self.tap(5300, 400, 574)
    script += Self.tap(5800, 30, 26) + "7000 quit\n"
    let run = try Harness.run([album, "--grid"] + Self.size, script: script, in: dir, startsOnPager: false)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(1400)?.mode == "pager" && at(1400)?.controls == true)
    #expect(at(1800)?.marked == true)
    #expect(at(2200)?.rect == [100, 75, 600, 450], "turned a quarter")
    #expect(at(2600)?.panel == true && at(3000)?.panel == nil)
    #expect(at(3400)?.notice?.hasPrefix("Move photo1.png to the trash?") == true)
    #expect(at(3800)?.count == 7 && at(3800)?.notice?.hasPrefix("photo1.png moved to the trash") == true)
    #expect(at(4200)?.count == 8 && FileManager.default.fileExists(atPath: album + "/photo1.png"), "put back")
    #expect(at(4700)?.mode == "slideshow" && at(4700)?.paused == false)
    #expect(at(5200)?.paused == true && at(5700)?.paused == false, "paused and resumed by its control")
    #expect(at(6900)?.mode == "grid", "back")
  }

  @Test func aKeyHidesTheBars() throws {
    let dir = try Harness.scratch("controls-key")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 800, height: 600)
    let run = try Harness.run(
      [album] + Self.size, script: Self.tap(0, 400, 300) + "700 key Right\n1200 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last { $0.t <= 650 }?.controls == true)
    #expect(run.trace.last { $0.t <= 1200 }?.controls == nil)
    #expect(run.trace.last { $0.t <= 1200 }?.page == 1)
  }

  /// The trash without a key: the trash control asks, the question's "Move to trash" button moves the photo,
  /// and the notice's "Undo" puts it back (the buttons sit centred above the notice, over the bottom bar).
  @Test func theTrashQuestionAndItsUndoAreButtons() throws {
    let dir = try Harness.scratch("controls-trash")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 800, height: 600)
    let script =
      Self.tap(0, 400, 300) + Self.tap(600, 585, 574) + Self.tap(1000, 328, 466) + Self.tap(1600, 400, 466)
      + "2200 quit\n"
    let run = try Harness.run([album] + Self.size, script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(900)?.notice?.hasPrefix("Move photo1.png to the trash?") == true)
    #expect(at(1500)?.count == 2 && at(1500)?.notice == "photo1.png moved to the trash · U puts it back")
    #expect(at(2100)?.count == 3 && at(2100)?.notice == "photo1.png is back from the trash")
    #expect(at(2100)?.controls == true && at(2100)?.page == 0, "the buttons' taps neither hid the bars nor paged")
    #expect(TrashTests.files(album) == ["photo1.png", "photo2.png", "photo3.png"])
    #expect(TrashTests.files(dir + "/data/Trash/files").isEmpty, "put back from the trash")
  }

  /// In a running slideshow, and in kiosk mode, a tap shows the info overlay, not the bars, unless
  /// `--kiosk-controls`: then the bars show over the slideshow (the tap paused it, as any input does) and their
  /// slideshow control resumes it.
  @Test func aRunningSlideshowOrAKioskShowsTheBarsOnlyWithKioskControls() throws {
    for withControls in [false, true] {
      let dir = try Harness.scratch("controls-kiosk")
      let album = try FixtureAlbum.make(in: dir, count: 3, width: 800, height: 600)
      let extra = withControls ? ["--kiosk-controls"] : []
      let script = Self.tap(0, 400, 300) + Self.tap(800, 400, 574) + "1500 quit\n"
      let run = try Harness.run([album, "--slideshow", "30"] + Self.size + extra, script: script, in: dir)
      #expect(run.status == 0, "stderr: \(run.stderr)")
      #expect(
        run.trace.last { $0.t <= 700 }?.controls == (withControls ? true : nil), "--kiosk-controls \(withControls)")
      #expect(run.trace.last { $0.t <= 700 }?.paused == true, "any input pauses a slideshow")
      #expect(run.trace.last?.paused == !withControls)
      #expect(run.trace.last?.control == (withControls ? "slideshow" : nil))
      // Kiosk mode (full screen, so only the first tap's place is known): the bars only with --kiosk-controls.
      let kiosk = try Harness.run(
        [album, "--kiosk"] + Self.size + extra, script: Self.tap(0, 400, 300) + "800 quit\n", in: dir)
      #expect(kiosk.trace.last { $0.t <= 700 }?.controls == (withControls ? true : nil), "kiosk, \(withControls)")
    }
  }

  /// The "more" control opens a menu above it (copy path, full screen, quit); an entry carries out its key's
  /// action and closes the menu; a press away from the menu only closes it.
  @Test func theMoreMenuCopiesThePathAndClosesOnAPressAway() throws {
    let dir = try Harness.scratch("controls-more")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 800, height: 600)
    // The menu's rows (220 x 44) stack up from 8 points above the bottom bar, right-aligned with "more":
    // copy path 408...452, full screen 452...496, quit 496...540 (x 572...792).
    let script =
      Self.tap(0, 400, 300) + Self.tap(600, 770, 574) + Self.tap(1000, 680, 430) + Self.tap(1400, 770, 574)
      + Self.tap(1800, 200, 200) + "2600 quit\n"
    let run = try Harness.run([album] + Self.size, script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(900)?.menu == true && at(900)?.control == "more")
    #expect(at(1300)?.menu == nil && at(1300)?.control == "copy-path")
    #expect(run.trace.compactMap(\.copied) == [album + "/photo1.png"])
    #expect(at(1700)?.menu == true)
    #expect(at(2500)?.menu == nil && at(2500)?.controls == true && at(2500)?.page == 0, "closed, nothing else")
  }

  /// A mouse resting on a control for half a second shows its tooltip, naming the key bound to its action (the
  /// defaults, or what a config file binds); moving off it takes the tooltip away.
  @Test func aMouseRestingOnAControlShowsItsNameAndKey() throws {
    let dir = try Harness.scratch("controls-tooltip")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 800, height: 600)
    let script =
      Self.tap(0, 400, 300) + "600 mouse-move 30 574\n1200 mouse-move 215 574\n1800 mouse-move 400 300\n2000 quit\n"
    let run = try Harness.run([album] + Self.size, script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    func at(_ t: Double) -> TraceLine? { run.trace.last { $0.t <= t } }
    #expect(at(1050)?.tooltip == nil, "not yet: half a second on the mark control ends at 1.1 s")
    #expect(at(1150)?.tooltip == "Mark (M)")
    #expect(at(1650)?.tooltip == nil, "moved to rotate at 1.2 s: its half second starts again")
    #expect(at(1750)?.tooltip == "Rotate (R)")
    #expect(at(1950)?.tooltip == nil, "off the controls")
  }
}
