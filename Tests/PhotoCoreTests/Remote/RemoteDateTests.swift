import Testing

@testable import PhotoCore

/// A library's remote: `goto DATE` goes to the first photo taken on or after the day, and `status` says the
/// day of the photo shown.
@Suite struct RemoteDateTests {
  @Test func gotoADayOrAMonthParsesAndAYearIsStillANumber() {
    #expect(RemoteCommand.parse("goto 2019-07-14") == .success(.goto(.date(LocalDay(year: 2019, month: 7, day: 14)!))))
    #expect(RemoteCommand.parse("goto 2019-07") == .success(.goto(.date(LocalDay(year: 2019, month: 7, day: 1)!))))
    #expect(RemoteCommand.parse("goto 2019") == .success(.goto(.number(2019))))
    #expect(RemoteCommand.parse("goto IMG-2019.jpg") == .success(.goto(.name("IMG-2019.jpg"))))
    guard case .failure = RemoteCommand.parse("goto 2019-13-01") else {
      Issue.record("a month 13 is refused")
      return
    }
  }

  @Test func gotoADayGoesToItsFirstPhotoAndStatusSaysItsDay() {
    let days = [(2019, 7, 14), (2021, 7, 14), (2021, 8, 2), (2023, 1, 1)]
    let items = days.enumerated().map { i, d in
      var item = AlbumItem(path: "/lib/p\(i).jpg")
      item.taken = LibraryQueryTests.at(d.0, d.1, d.2)
      return item
    }
    var navigator = Navigator(
      album: Album(items: items, startIndex: 3, origin: "/lib"), viewport: Vector2(x: 800, y: 600),
      animatesTransitions: false)
    let setup = SlideshowSetup(interval: nil, resumeAfter: 12, look: SlideshowLook(transition: .slide))
    #expect(navigator.perform(.goto(.date(LocalDay(year: 2021, month: 7, day: 20)!)), at: 1, setup: setup) == .done([]))
    #expect(navigator.pager.pages.targetPage == 2, "the first on or after 20 July 2021: 2 August")
    #expect(navigator.status(at: 2).line.contains("\"date\":\"2021-08-02\""))
    _ = navigator.perform(.goto(.date(LocalDay(year: 2030, month: 1, day: 1)!)), at: 3, setup: setup)
    #expect(navigator.pager.pages.targetPage == 3, "past the newest: the newest")
    // An album with no dates (a folder) refuses it.
    var folder = RemoteOutcomeTests.navigator()
    #expect(
      folder.perform(.goto(.date(LocalDay(year: 2021, month: 7, day: 20)!)), at: 1, setup: setup)
        == .refused(UserText.noSuchPhoto(.date(LocalDay(year: 2021, month: 7, day: 20)!), count: 4)))
    #expect(!folder.status(at: 2).line.contains("\"date\""))
  }
}
