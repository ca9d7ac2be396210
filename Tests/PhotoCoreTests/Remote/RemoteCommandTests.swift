import Testing

@testable import PhotoCore

/// The remote control's lines, and what the navigator does with the ones a key cannot say.
@Suite struct RemoteCommandTests {
  @Test func everyCommandParses() throws {
    let cases: [(String, RemoteCommand)] = [
      ("next", .next), ("  prev\r\n", .previous), ("previous", .previous), ("goto 12", .goto(.number(12))),
      ("goto IMG 0042.jpg", .goto(.name("IMG 0042.jpg"))), ("zoom fit", .zoom(.fit)), ("ZOOM Actual", .zoom(.actual)),
      ("zoom in", .zoom(.in)), ("zoom out", .zoom(.out)), ("pause", .pause), ("resume", .resume),
      ("slideshow 2.5", .slideshow(2.5)), ("open ~/Pictures/a b", .open("~/Pictures/a b")), ("status", .status),
      ("subscribe", .subscribe), ("quit", .quit),
    ]
    for (line, command) in cases { #expect(try RemoteCommand.parse(line).get() == command, "\(line)") }
  }

  @Test func badLinesSayWhy() {
    let cases: [(String, String)] = [
      ("", "an empty line; commands: next, prev,"), ("frob x", "no command 'frob'"),
      ("next 2", "'next' takes nothing after it"), ("goto", "goto needs a number"), ("goto 0", "goto counts from 1"),
      ("zoom max", "zoom takes fit, actual, in or out"), ("slideshow 0", "slideshow takes the seconds"),
      ("slideshow nan", "slideshow takes the seconds"), ("open", "open needs a folder"),
      ("\u{1}\u{7f}", "no command '\\x01\\x7F'"),
    ]
    for (line, start) in cases {
      guard case .failure(let error) = RemoteCommand.parse(line) else {
        Issue.record("\(line.debugDescription) parsed")
        continue
      }
      #expect(error.message.hasPrefix(start), "\(error.message)")
      #expect(!error.message.contains("\n"))
    }
  }

  @Test func photosByNumberAndNameAndTheStatusLine() {
    let album = Album(
      items: ["/a/IMG_1.jpg", "/a/Beach.JPG", "/a/sub/x.png"].map { AlbumItem(path: $0) }, origin: "/a")
    var navigator = Navigator(album: album, viewport: Vector2(x: 800, y: 600), animatesTransitions: false)
    #expect(navigator.album.index(of: .number(1)) == 0 && navigator.album.index(of: .number(3)) == 2)
    #expect(navigator.album.index(of: .number(4)) == nil)
    #expect(navigator.album.index(of: .name("Beach.JPG")) == 1 && navigator.album.index(of: .name("beach.jpg")) == 1)
    #expect(navigator.album.index(of: .name("sub/x.png")) == 2 && navigator.album.index(of: .name("nope.jpg")) == nil)
    navigator.show(photoAt: 2, at: 1)
    #expect(
      navigator.status(at: 1).line
        == #"{"page":2,"count":3,"file":"/a/sub/x.png","name":"x.png","mode":"pager","zoom":1,"slideshow":null}"#)
    // Pause and resume need a show; a paused show says so.
    let withoutShow = navigator.pauseSlideshow(at: 1)
    #expect(!withoutShow)
    navigator.startSlideshow(Slideshow(interval: 5, resumeAfter: 30, at: 1), look: SlideshowLook(), at: 1)
    var paused = navigator.pauseSlideshow(at: 2)
    #expect(paused && navigator.slideshow?.pause == .byUser)
    #expect(navigator.status(at: 2).line.hasSuffix(#""slideshow":5,"paused":true}"#))
    let resumed = navigator.resumeSlideshow(at: 3)
    #expect(resumed && navigator.slideshow?.isPaused == false)
    // A show paused by input is paused by the user once asked, so it does not resume by itself.
    navigator.noteInput(at: 4)
    paused = navigator.pauseSlideshow(at: 5)
    #expect(paused && navigator.slideshow?.pause == .byUser)
  }
}
