import Testing

@testable import PhotoCore

/// Delete, its question and U, on the navigator (the shell's side, moving files, is `FreedesktopTrash`).
@Suite struct NavigatorTrashTests {
  static func album(_ names: [String]) -> Album {
    Album(items: names.map { AlbumItem(path: "/album/\($0).jpg") }, origin: "/album")
  }
  static func navigator(_ names: [String] = ["a", "b", "c"]) -> Navigator {
    Navigator(album: album(names), viewport: Vector2(x: 800, y: 600))
  }

  @Test func deleteAsksFirstAndASecondDeleteOrEnterConfirms() {
    var navigator = Self.navigator()
    _ = navigator.perform(.next, at: 0)
    // The first press only asks, for a while.
    #expect(navigator.perform(.trash, at: 1).isEmpty)
    #expect(navigator.traceFrame(at: 1).notice == "Move b.jpg to the trash? Delete or Enter moves it, Escape keeps it")
    #expect(navigator.nextDeadline == 1 + Tuning.Navigator.questionTime)
    #expect(navigator.traceFrame(at: 1 + Tuning.Navigator.questionTime).notice == nil)
    // The second asks the shell to move photo 1.
    #expect(navigator.perform(.trash, at: 2) == [.trash(item: AlbumItem(path: "/album/b.jpg"), index: 1)])
    #expect(navigator.traceFrame(at: 2).notice == nil)
    // Enter confirms too.
    _ = navigator.perform(.trash, at: 3)
    #expect(navigator.perform(.activate, at: 3.5) == [.trash(item: AlbumItem(path: "/album/b.jpg"), index: 1)])
  }

  @Test func escapeOrAnyOtherKeyKeepsThePhoto() {
    var navigator = Self.navigator()
    _ = navigator.perform(.trash, at: 1)
    #expect(navigator.perform(.close, at: 2).isEmpty)
    #expect(navigator.traceFrame(at: 2).notice == nil)
    // After Escape, Delete asks again rather than moving.
    #expect(navigator.perform(.trash, at: 3).isEmpty)
    // Another key drops the question and does its own thing.
    _ = navigator.perform(.next, at: 4)
    #expect(navigator.pager.pages.targetPage == 1)
    #expect(navigator.perform(.trash, at: 5).isEmpty)
  }

  @Test func aTrashedPhotoLeavesTheAlbumAndUPutsItBack() {
    var navigator = Self.navigator()
    _ = navigator.perform(.next, at: 0)
    let b = AlbumItem(path: "/album/b.jpg")
    let record = TrashedPhoto(
      item: b, index: 1, trashedPath: "/trash/files/b.jpg", infoPath: "/trash/info/b.jpg.trashinfo")
    let stale = navigator.photoTrashed(record, at: 1)
    #expect(stale == [PhotoID(location: "/album/b.jpg")])
    #expect(navigator.album.items.map(\.location) == ["/album/a.jpg", "/album/c.jpg"])
    // The pager shows the photo that came after it.
    #expect(navigator.traceFrame(at: 1).file == "/album/c.jpg")
    #expect(navigator.traceFrame(at: 1).notice == "b.jpg moved to the trash · U puts it back")
    #expect(navigator.perform(.undoTrash, at: 2) == [.restore(record)])
    navigator.photoRestored(record, at: 2)
    #expect(navigator.album.items.map(\.location) == ["/album/a.jpg", "/album/b.jpg", "/album/c.jpg"])
    #expect(navigator.traceFrame(at: 2).file == "/album/b.jpg")
    #expect(navigator.traceFrame(at: 2).notice == "b.jpg is back from the trash")
    // Nothing more to put back.
    #expect(navigator.perform(.undoTrash, at: 3).isEmpty)
    #expect(navigator.traceFrame(at: 3).notice == "Nothing to put back from the trash")
  }

  @Test func kioskReadOnlyAndNetworkPhotosAreRefused() {
    for (policy, text) in [
      (TrashPolicy.kiosk, "Photos cannot be deleted in kiosk mode"),
      (.readOnly, "Photos cannot be deleted: sdlphoto runs with --read-only"),
    ] {
      var navigator = Self.navigator()
      navigator.trash.policy = policy
      #expect(navigator.perform(.trash, at: 1).isEmpty)
      #expect(navigator.perform(.trash, at: 2).isEmpty)
      #expect(navigator.traceFrame(at: 2).notice == text)
    }
    var remote = Navigator(
      album: Album(items: [AlbumItem(path: "https://example.com/a.jpg")], origin: "list"),
      viewport: Vector2(x: 800, y: 600))
    #expect(remote.perform(.trash, at: 1).isEmpty)
    #expect(remote.perform(.trash, at: 2).isEmpty)
    #expect(remote.traceFrame(at: 2).notice == "A photo on the network cannot be moved to the trash")
  }

  @Test func aCommandRunsOnTheCurrentPhotoOrTheGridsSelection() {
    var navigator = Self.navigator()
    _ = navigator.perform(.last, at: 0)
    #expect(
      navigator.perform(.run("gimp %f"), at: 1) == [.run(command: "gimp %f", item: AlbumItem(path: "/album/c.jpg"))])
    var grid = Navigator(album: Self.album(["a", "b"]), viewport: Vector2(x: 800, y: 600), startsInGrid: true)
    #expect(grid.keyContext == .grid)
    #expect(grid.perform(.run("x"), at: 1) == [.run(command: "x", item: AlbumItem(path: "/album/a.jpg"))])
  }

  /// The question's buttons are as wide as the configuration says (the shell measures the widest label of the
  /// language shown, with its padding), centred; right to left the yes stands on the right.
  @Test func theQuestionsButtonsTakeTheirWidthAndMirrorRightToLeft() {
    var navigator = Navigator(
      album: Self.album(["a", "b"]), viewport: Vector2(x: 800, y: 600),
      configuration: Navigator.Configuration(noticeButtonWidth: 180))
    _ = navigator.perform(.trash, at: 1)
    let buttons = navigator.scene(at: 1.1).buttons
    #expect(buttons.map(\.label) == [NoticeAction.confirmTrash.label, NoticeAction.keep.label])
    #expect(buttons.allSatisfy { $0.frame.size.x == 180 })
    let gap = Tuning.Navigator.noticeButtonGap
    #expect(buttons[0].frame.origin.x == 400 - 180 - gap / 2 && buttons[0].frame.maxX < buttons[1].frame.origin.x)
    navigator.readsRightToLeft = true
    let mirrored = navigator.scene(at: 1.1).buttons
    #expect(mirrored[0].label == NoticeAction.confirmTrash.label)
    #expect(mirrored[0].frame.origin.x > mirrored[1].frame.origin.x, "the yes on the right")
    #expect(mirrored[1].frame.origin.x == buttons[0].frame.origin.x)
  }
}
