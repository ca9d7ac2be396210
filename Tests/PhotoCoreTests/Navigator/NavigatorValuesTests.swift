import Testing

@testable import PhotoCore

/// The small values the navigator holds: marks, Delete's bin, the folder stack, the remote's status line, and
/// its configuration.
@Suite struct NavigatorValuesTests {
  static let album = Album(items: ["/a/1.jpg", "/a/2.jpg", "/a/3.jpg"].map { AlbumItem(path: $0) }, origin: "/a")

  @Test func marksToggleAndListInTheAlbumsOrder() {
    var marks = Marks()
    #expect(marks.isEmpty)
    marks.toggle(PhotoID(location: "/a/3.jpg"))
    marks.toggle(PhotoID(location: "/a/1.jpg"))
    marks.toggle(PhotoID(location: "/gone.jpg"))
    #expect(marks.locations(in: Self.album) == ["/a/1.jpg", "/a/3.jpg"])
    marks.toggle(PhotoID(location: "/a/1.jpg"))
    #expect(marks.locations(in: Self.album) == ["/a/3.jpg"] && !marks.contains(PhotoID(location: "/a/1.jpg")))
    #expect(marks.photos.count == 2)
  }

  @Test func theBinAnswersItsQuestionOnceAndPutsBackTheLastFirst() {
    var bin = TrashBin(policy: .readOnly)
    #expect(bin.policy == .readOnly && bin.answer(.trash) == nil)
    let photo = PhotoID(location: "/a/2.jpg")
    for (command, answer) in [
      (Command.trash, TrashBin.Answer.confirmed([photo])), (.activate, .confirmed([photo])),
      (.close, .kept), (.next, .dropped),
    ] {
      bin.ask(about: photo)
      #expect(bin.answer(command) == answer)
      #expect(bin.question.isEmpty && bin.answer(command) == nil)
    }
    let first = TrashedPhoto(
      item: AlbumItem(path: "/a/1.jpg"), index: 0, trashedPath: "/t/1.jpg", infoPath: "/t/1.info")
    let second = TrashedPhoto(
      item: AlbumItem(path: "/a/2.jpg"), index: 1, trashedPath: "/t/2.jpg", infoPath: "/t/2.info")
    bin.moved(first)
    bin.moved(second)
    #expect(bin.last == second)
    bin.forget(second)
    #expect(bin.last == first)
    bin.forget(first)
    #expect(bin.last == nil && bin.trashed.isEmpty)
  }

  @Test func theFolderStackGivesBackTheFoldersAsLeftLastFirst() {
    var stack = FolderStack()
    #expect(stack.isEmpty && stack.depth == 0 && stack.pop() == nil)
    let grid = GridScreen(count: 3, folders: [], viewport: Vector2(x: 800, y: 600), pixelsPerPoint: 1)
    let top = PhotoLibrary(album: Self.album, cache: PhotoCachePolicy(budgetBytes: 0))
    let sub = PhotoLibrary(
      album: Album(items: [AlbumItem(path: "/a/s/4.jpg")], origin: "/a/s"), cache: PhotoCachePolicy(budgetBytes: 0))
    stack.push(top, grid: grid)
    stack.push(sub, grid: grid)
    #expect(stack.depth == 2)
    #expect(stack.pop()?.library.album.origin == "/a/s")
    #expect(stack.pop()?.library.album.origin == "/a")
    #expect(stack.pop() == nil && stack.isEmpty)
  }

  @Test func theStatusLineHasTheTracesNamesAndOnlyWhatApplies() {
    var frame = TraceFrame(
      t: 1000, mode: .slideshow, page: 2, count: 3, position: 2, zoom: 1.2345, pan: .zero, dismiss: 0,
      background: 1, file: "/a/3.jpg", loading: false, spinner: false)
    #expect(
      RemoteStatus(frame: frame, name: "3.jpg", slideshowInterval: nil).line
        == #"{"page":2,"count":3,"file":"/a/3.jpg","name":"3.jpg","mode":"slideshow","zoom":1.23,"slideshow":null}"#)
    frame.paused = true
    frame.caption = "Rome"
    frame.marked = false
    frame.notice = "a \"quote\""
    #expect(
      RemoteStatus(frame: frame, name: "3.jpg", slideshowInterval: 8).line
        == #"{"page":2,"count":3,"file":"/a/3.jpg","name":"3.jpg","mode":"slideshow","zoom":1.23,"slideshow":8,"paused":true,"caption":"Rome","marked":false,"notice":"a \"quote\""}"#
    )
  }

  @Test func theConfigurationSetsTheNavigatorUpOnce() {
    let kiosk = Navigator(
      album: Self.album, viewport: Vector2(x: 800, y: 600),
      configuration: .init(trashPolicy: .kiosk, skipsLatePhotos: true, asksForPreviews: false, locksExit: true))
    #expect(kiosk.trash.policy == .kiosk && kiosk.configuration.skipsLatePhotos && !kiosk.pager.setup.dismisses)
    #expect(!kiosk.library.loads.asksForPreviews && kiosk.mode == .pager)
    let grid = Navigator(
      album: Self.album, viewport: Vector2(x: 800, y: 600), configuration: .init(startsInGrid: true))
    #expect(grid.trash.policy == .allowed && !grid.configuration.skipsLatePhotos && grid.pager.setup.dismisses)
    #expect(grid.library.loads.asksForPreviews && grid.mode == .grid)
  }
}
