import Testing

@testable import PhotoCore

/// What each remote command does to the navigator and what it leaves to the shell, and how a slideshow starts.
@Suite struct RemoteOutcomeTests {
  static func viewer(count: Int = 4) -> Navigator {
    let items = (0..<count).map { AlbumItem(path: "/a/p\($0).jpg") }
    var viewer = Navigator(
      album: Album(items: items, origin: "/a"), viewport: Vector2(x: 800, y: 600), animatesTransitions: false)
    for i in 0..<count { viewer.decodeShown(viewer.id(i), pixelSize: Vector2(x: 1600, y: 1200), level: .screen, at: 0) }
    return viewer
  }

  let setup = SlideshowSetup(interval: nil, resumeAfter: 12, look: SlideshowLook(transition: .slide))

  @Test func pagingGotoAndZoomAreTheNavigatorsAndAnswerOK() {
    var viewer = Self.viewer()
    #expect(viewer.perform(.next, at: 1, setup: setup) == .done([]))
    #expect(viewer.pager.pager.targetPage == 1)
    #expect(viewer.perform(.previous, at: 2, setup: setup) == .done([]))
    #expect(viewer.pager.pager.targetPage == 0)
    #expect(viewer.perform(.goto(.number(3)), at: 3, setup: setup) == .done([]))
    #expect(viewer.pager.pager.targetPage == 2)
    #expect(viewer.perform(.goto(.name("p3.jpg")), at: 4, setup: setup) == .done([]))
    #expect(viewer.pager.pager.targetPage == 3)
    #expect(viewer.perform(.zoom(.in), at: 5, setup: setup) == .done([]))
    #expect((viewer.pager.zoom?.targetZoom ?? 1) > 1)
    #expect(viewer.perform(.zoom(.fit), at: 6, setup: setup) == .done([]))
    #expect(viewer.pager.zoom?.targetZoom == 1)
  }

  @Test func whatCannotBeDoneIsRefusedWithTheUsersText() {
    var viewer = Self.viewer()
    #expect(viewer.perform(.goto(.number(9)), at: 1, setup: setup) == .refused("no photo 9: the album has 4"))
    #expect(viewer.perform(.pause, at: 1, setup: setup) == .refused(UserText.noSlideshow))
    #expect(viewer.perform(.resume, at: 1, setup: setup) == .refused(UserText.noSlideshow))
    #expect(viewer.pager.pager.targetPage == 0)
  }

  @Test func openQuitAndStatusAreLeftToTheShell() {
    var viewer = Self.viewer()
    #expect(viewer.perform(.open("~/trip"), at: 1, setup: setup) == .open(path: "~/trip"))
    #expect(viewer.perform(.quit, at: 1, setup: setup) == .quit)
    #expect(viewer.perform(.status, at: 1, setup: setup) == .status(viewer.statusLine(at: 1)))
    #expect(viewer.perform(.subscribe, at: 1, setup: setup) == .status(viewer.statusLine(at: 1)))
  }

  @Test func aSlideshowStartsAsTheSetUpSaysKeepingTheShuffle() {
    var viewer = Self.viewer()
    #expect(viewer.perform(.slideshow(8), at: 10, setup: setup) == .done([]))
    #expect(viewer.slideshow?.interval == 8 && viewer.slideshow?.resumeAfter == 12)
    #expect(viewer.slideshow?.nextDeadline == 18)
    #expect(viewer.slides?.look.transition == .slide)
    #expect(viewer.perform(.pause, at: 11, setup: setup) == .done([]))
    #expect(viewer.slideshow?.pause == .byUser)
    #expect(viewer.perform(.resume, at: 12, setup: setup) == .done([]))
    #expect(viewer.slideshow?.isPaused == false)
    // A shuffled show keeps its shuffle when its interval changes.
    viewer.slideshow?.shuffle = ShuffleCycle(seed: 7, cycle: 2)
    _ = viewer.perform(.slideshow(3), at: 20, setup: setup)
    #expect(viewer.slideshow?.interval == 3 && viewer.slideshow?.shuffle == ShuffleCycle(seed: 7, cycle: 2))
  }

  @Test func theSetUpStartsItsShowAnIntervalLaterAndItsSleepWithItsWakeTime() throws {
    #expect(SlideshowSetup(interval: nil).slideshow(at: 3) == nil)
    let show = try #require(
      SlideshowSetup(interval: 5, resumeAfter: 9, shuffleSeed: 42, resumedCycle: 3).slideshow(at: 3))
    #expect(show.nextDeadline == 8 && show.resumeAfter == 9 && show.shuffle == ShuffleCycle(seed: 42, cycle: 3))
    #expect(SlideshowSetup(interval: 5).slideshow(at: 0)?.shuffle == nil)
    #expect(SlideshowSetup(interval: 5).screenSleep == nil)
    let schedule = try Schedule("08:00-22:00")
    #expect(SlideshowSetup(interval: 5, resumeAfter: 45, schedule: schedule).screenSleep?.wakeFor == 45)
    #expect(SlideshowSetup(interval: 5, resumeAfter: 0, schedule: schedule).screenSleep?.wakeFor == 30)
  }
}
