import Foundation
import Testing

@testable import PhotoCore

/// What each remote command does to the navigator and what it leaves to the shell, and how a slideshow starts.
@Suite struct RemoteOutcomeTests {
  static func navigator(count: Int = 4) -> Navigator {
    let items = (0..<count).map { AlbumItem(path: "/a/p\($0).jpg") }
    var navigator = Navigator(
      album: Album(items: items, origin: "/a"), viewport: Vector2(x: 800, y: 600), animatesTransitions: false)
    for i in 0..<count {
      navigator.decodeShown(navigator.id(i), pixelSize: Vector2(x: 1600, y: 1200), level: .screen, at: 0)
    }
    return navigator
  }

  let setup = SlideshowSetup(interval: nil, resumeAfter: 12, look: SlideshowLook(transition: .slide))

  @Test func pagingGotoAndZoomAreTheNavigatorsAndAnswerOK() {
    var navigator = Self.navigator()
    #expect(navigator.perform(.next, at: 1, setup: setup) == .done([]))
    #expect(navigator.pager.pages.targetPage == 1)
    #expect(navigator.perform(.previous, at: 2, setup: setup) == .done([]))
    #expect(navigator.pager.pages.targetPage == 0)
    #expect(navigator.perform(.goto(.number(3)), at: 3, setup: setup) == .done([]))
    #expect(navigator.pager.pages.targetPage == 2)
    #expect(navigator.perform(.goto(.name("p3.jpg")), at: 4, setup: setup) == .done([]))
    #expect(navigator.pager.pages.targetPage == 3)
    #expect(navigator.perform(.zoom(.in), at: 5, setup: setup) == .done([]))
    #expect((navigator.pager.zoom?.targetZoom ?? 1) > 1)
    #expect(navigator.perform(.zoom(.fit), at: 6, setup: setup) == .done([]))
    #expect(navigator.pager.zoom?.targetZoom == 1)
  }

  @Test func whatCannotBeDoneIsRefusedWithTheUsersText() {
    var navigator = Self.navigator()
    #expect(navigator.perform(.goto(.number(9)), at: 1, setup: setup) == .refused("no photo 9: the album has 4"))
    #expect(navigator.perform(.pause, at: 1, setup: setup) == .refused(UserText.noSlideshow))
    #expect(navigator.perform(.resume, at: 1, setup: setup) == .refused(UserText.noSlideshow))
    #expect(navigator.pager.pages.targetPage == 0)
  }

  @Test func openQuitAndStatusAreLeftToTheShell() {
    var navigator = Self.navigator()
    #expect(navigator.perform(.open("~/trip"), at: 1, setup: setup) == .open(path: "~/trip"))
    #expect(navigator.perform(.quit, at: 1, setup: setup) == .quit)
    #expect(navigator.perform(.status, at: 1, setup: setup) == .status(navigator.status(at: 1)))
    #expect(navigator.perform(.subscribe, at: 1, setup: setup) == .status(navigator.status(at: 1)))
  }

  @Test func aSlideshowStartsAsTheSetUpSaysKeepingTheShuffle() {
    var navigator = Self.navigator()
    #expect(navigator.perform(.slideshow(8), at: 10, setup: setup) == .done([]))
    #expect(navigator.slideshow?.interval == 8 && navigator.slideshow?.resumeAfter == 12)
    #expect(navigator.slideshow?.nextDeadline == 18)
    #expect(navigator.show?.deck.look.transition == .slide)
    #expect(navigator.perform(.pause, at: 11, setup: setup) == .done([]))
    #expect(navigator.slideshow?.pause == .byUser)
    #expect(navigator.perform(.resume, at: 12, setup: setup) == .done([]))
    #expect(navigator.slideshow?.isPaused == false)
    // A shuffled show keeps its shuffle when its interval changes.
    navigator.slideshow?.shuffle = ShuffleCycle(seed: 7, cycle: 2)
    _ = navigator.perform(.slideshow(3), at: 20, setup: setup)
    #expect(navigator.slideshow?.interval == 3 && navigator.slideshow?.shuffle == ShuffleCycle(seed: 7, cycle: 2))
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

/// The answers every transport hands on: values, written as one JSON line where a transport speaks lines.
@Suite struct RemoteReplyTests {
  @Test func eachReplyIsOneJSONLineAndARefusalSaysWhy() throws {
    #expect(RemoteReply.ok.line == "{\"ok\":true}" && !RemoteReply.ok.isRefused)
    let refused = RemoteReply.refused("no photo \"7\"\nhere")
    #expect(refused.isRefused && refused.status == nil)
    let object = try JSONSerialization.jsonObject(with: Data(refused.line.utf8)) as? [String: String]
    #expect(object == ["error": "no photo \"7\"\nhere"] && !refused.line.contains("\n"))
    let items = (1...3).map { AlbumItem(path: "/album/p\($0).jpg") }
    let navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    let status = RemoteReply.status(navigator.status(at: 0))
    #expect(status.line == navigator.status(at: 0).line && status.status?.frame.file == "/album/p1.jpg")
  }
}
