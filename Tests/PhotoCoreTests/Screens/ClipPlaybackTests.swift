import Testing

@testable import PhotoCore

/// A clip's clock on the virtual clock: it runs while playing and stands while paused, stops at the end (play
/// starts it again), seeks clamp to the clip, the scrubber holds it, and the sound's clock leads it.
struct ClipPlaybackTests {
  @Test func itRunsWhilePlayingAndStandsWhilePaused() {
    var clip = ClipPlayback(page: 0, duration: 4, playing: true, at: 10)
    #expect(clip.position(at: 11.5) == 1.5)
    clip.pause(at: 11.5)
    #expect(clip.position(at: 20) == 1.5 && !clip.isPlaying)
    clip.play(at: 20)
    #expect(abs(clip.position(at: 21) - 2.5) < 1e-12)
  }

  @Test func itStopsAtItsEndAndPlayStartsItAgain() {
    var clip = ClipPlayback(page: 0, duration: 4, playing: true, at: 0)
    #expect(clip.position(at: 9) == 4 && clip.hasEnded(at: 9))
    let jumps = clip.jumps
    clip.togglePlaying(at: 9)
    #expect(clip.position(at: 9) == 0 && clip.isPlaying && clip.jumps == jumps + 1)
  }

  @Test func seeksClampToTheClipAndCountAsJumps() {
    var clip = ClipPlayback(page: 0, duration: 4, playing: false, at: 0)
    clip.seek(by: 5, at: 1)
    #expect(clip.position(at: 1) == 4 && clip.jumps == 1)
    clip.seek(by: -5, at: 2)
    #expect(clip.position(at: 2) == 0 && clip.jumps == 2)
    clip.seek(to: .nan, at: 3)
    #expect(clip.jumps == 2, "a position that is no number is ignored")
  }

  @Test func theScrubberHoldsItAndLettingGoIsAnExactJump() {
    var clip = ClipPlayback(page: 0, duration: 10, playing: true, at: 0)
    clip.setScrubbing(true, at: 1)
    clip.seek(to: 6, at: 1.2)
    #expect(clip.position(at: 3) == 6 && !clip.isExact)
    let jumps = clip.jumps
    clip.setScrubbing(false, at: 3)
    #expect(clip.isExact && clip.jumps == jumps + 1)
    #expect(clip.position(at: 4) == 7, "it plays on from where it was let go")
  }

  @Test func theSoundsClockLeadsAndAClipWithoutALengthEndsWhereItsFramesDo() {
    var clip = ClipPlayback(page: 0, duration: nil, playing: true, at: 0)
    clip.follow(0.9, at: 1)
    #expect(abs(clip.position(at: 2) - 1.9) < 1e-12)
    #expect(!clip.hasEnded(at: 100))
    clip.endHere(at: 3)
    #expect(clip.duration == 2.9 && clip.hasEnded(at: 3) && clip.position(at: 50) == 2.9)
  }

  /// A navigator on a clip: it plays once its page settles and it is decoded, Space (on a clip) pauses it,
  /// paging away and back resumes it where it was, and a slideshow keeps it quiet.
  @Test func thePagerPlaysTheClipOnItsPageAndSpacePausesIt() {
    let items = [AlbumItem(path: "/album/a.jpg"), AlbumItem(path: "/album/b.mp4")]
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    navigator.decodeShown(navigator.id(0), pixelSize: Vector2(x: 800, y: 600), level: .screen, at: 0)
    navigator.decodeShown(navigator.id(1), pixelSize: Vector2(x: 640, y: 360), level: .screen, clip: 8, at: 0)
    _ = navigator.advance(to: 0.1)
    #expect(navigator.clipClock(at: 0.1) == nil, "a photo on the page")
    _ = navigator.perform(.next, at: 1)
    _ = navigator.advance(to: 1.05)
    #expect(navigator.clipClock(at: 1.05) == nil, "not before the page settles")
    _ = navigator.advance(to: 2)
    let clock = navigator.clipClock(at: 2.5)
    #expect(clock?.isPlaying == true && clock?.position == 0.5 && clock?.isMuted == false)
    #expect(navigator.keyContext == .clip)
    let bindings = KeyBindings()
    #expect(bindings.target(key: "Space", modifiers: [], in: .clip) == .action(.playPause))
    #expect(bindings.target(key: "Space", modifiers: [], in: .pager) == .action(.next))
    _ = navigator.perform(.playPause, at: 3)
    #expect(navigator.clipClock(at: 5)?.position == 1 && navigator.clipClock(at: 5)?.isPlaying == false)
    _ = navigator.perform(.previous, at: 5)
    _ = navigator.advance(to: 6)
    #expect(navigator.clipClock(at: 6) == nil)
    _ = navigator.perform(.next, at: 6)
    _ = navigator.advance(to: 7)
    #expect(navigator.clipClock(at: 7)?.position == 1, "back where it was left, playing again")
    #expect(navigator.traceFrame(at: 7.5).clipTime == 1.5 && navigator.traceFrame(at: 7.5).media == "clip")
  }

  /// The remote's `clip` commands: parsed, carried out on the clip on the page, refused over a photo; the
  /// status line says the clip's state in whole seconds.
  @Test func theRemotePlaysPausesAndSeeksTheClip() {
    #expect(RemoteCommand.parse("clip seek 12.5") == .success(.clip(.seek(12.5))))
    #expect(RemoteCommand.parse("CLIP Pause") == .success(.clip(.pause)))
    for bad in ["clip", "clip seek", "clip seek -1", "clip seek nan", "clip stop", "clip play now"] {
      guard case .failure = RemoteCommand.parse(bad) else {
        Issue.record("'\(bad)' parsed")
        continue
      }
    }
    let items = [AlbumItem(path: "/album/a.jpg"), AlbumItem(path: "/album/b.mp4")]
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    navigator.decodeShown(navigator.id(0), pixelSize: Vector2(x: 800, y: 600), level: .screen, at: 0)
    navigator.decodeShown(navigator.id(1), pixelSize: Vector2(x: 640, y: 360), level: .screen, clip: 8, at: 0)
    let setup = SlideshowSetup(interval: nil, resumeAfter: 12, look: SlideshowLook())
    #expect(navigator.perform(.clip(.play), at: 0, setup: setup) == .refused(UserText.noClip))
    _ = navigator.perform(.goto(.number(2)), at: 1, setup: setup)
    _ = navigator.advance(to: 2)
    #expect(navigator.perform(.clip(.seek(6)), at: 2, setup: setup) == .done([]))
    #expect(navigator.perform(.clip(.pause), at: 2.5, setup: setup) == .done([]))
    let line = navigator.status(at: 9).line
    #expect(line.contains("\"media\":\"clip\",\"playing\":false,\"position\":6,\"duration\":8"), "\(line)")
    #expect(navigator.perform(.clip(.play), at: 9, setup: setup) == .done([]))
    #expect(navigator.clipClock(at: 10)?.position == 7.5)
  }

  /// In a slideshow a clip holds its slide until its clock reaches its end: a clip whose frames end early
  /// (its file said more) lets the show go on there; and it is quiet unless `--sound`.
  @Test func aSlideshowGoesOnWhenTheClipsFramesEnd() {
    let items = [AlbumItem(path: "/album/a.mp4"), AlbumItem(path: "/album/b.jpg")]
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    navigator.decodeShown(
      navigator.id(0), pixelSize: Vector2(x: 640, y: 360), level: .screen, loop: 60, clip: 60, at: 0)
    navigator.decodeShown(navigator.id(1), pixelSize: Vector2(x: 800, y: 600), level: .screen, at: 0)
    navigator.startSlideshow(Slideshow(interval: 2, resumeAfter: 30, at: 0), look: SlideshowLook(), at: 0)
    _ = navigator.advance(to: 1)
    #expect(navigator.clipClock(at: 1)?.isMuted == true, "quiet in a slideshow")
    _ = navigator.advance(to: 10)
    #expect(navigator.pager.pages.targetPage == 0, "held while it plays")
    navigator.clipFramesEnded(at: 10)
    _ = navigator.advance(to: 10.1)
    #expect(navigator.pager.pages.targetPage == 1)
  }

  /// The window losing focus while a finger holds the scrubber lets go of it: the clip plays on exactly, not
  /// stuck on keyframes with its sound off.
  @Test func losingFocusMidScrubLetsGoOfTheScrubber() throws {
    let items = [AlbumItem(path: "/album/b.mp4")]
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    navigator.decodeShown(navigator.id(0), pixelSize: Vector2(x: 640, y: 360), level: .screen, clip: 8, at: 0)
    _ = navigator.advance(to: 1)
    navigator.pager.controls.show(at: 1)
    let track = try #require(navigator.pager.controlsLayout.scrubber)
    _ = navigator.handle(PointerEvent(id: .mouse, phase: .down, position: track.center, time: 1.1))
    #expect(navigator.pager.clip?.isScrubbing == true && navigator.clipClock(at: 1.2)?.isExact == false)
    navigator.cancelAllPointers(at: 1.3)
    #expect(navigator.pager.clip?.isScrubbing == false && navigator.clipClock(at: 1.4)?.isExact == true)
  }

  /// A live photo's motion playing by itself (a slideshow's slide) ends when its page is left, and its sound
  /// clock with it.
  @Test func aLiveMotionEndsWhenItsPageIsLeft() {
    var items = [AlbumItem(path: "/album/IMG_1.JPG"), AlbumItem(path: "/album/b.jpg")]
    items[0].motion = "/album/IMG_1.MOV"
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    for i in 0..<2 {
      navigator.decodeShown(navigator.id(i), pixelSize: Vector2(x: 800, y: 600), level: .screen, at: 0)
    }
    let motion = PhotoID(location: "/album/IMG_1.MOV")
    navigator.decodeShown(motion, pixelSize: Vector2(x: 640, y: 480), level: .screen, loop: 3, clip: 3, at: 0)
    navigator.pager.playLiveMotion(of: 0)
    _ = navigator.advance(to: 0.5)
    #expect(navigator.pager.playingMotion == 0 && navigator.clipClock(at: 0.6)?.photo == motion)
    _ = navigator.perform(.next, at: 1)
    _ = navigator.advance(to: 1.1)
    #expect(navigator.pager.playingMotion == nil && navigator.clipClock(at: 1.2) == nil)
  }
}
