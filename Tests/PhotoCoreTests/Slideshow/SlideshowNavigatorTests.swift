import Testing

@testable import PhotoCore

/// The slideshow in the navigator: broken photos skipped, late ones waited for (scripted) or skipped (real
/// time), a dissolve's scene, and input taking a framed slide over.
@Suite struct SlideshowNavigatorTests {
  /// A viewer of `count` 800x600 photos in an 800x600 viewport, those in `ready` decoded.
  static func navigator(count: Int = 5, ready: Set<Int>? = nil, look: SlideshowLook = SlideshowLook()) -> Navigator {
    let items = (0..<count).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    for i in 0..<count where ready?.contains(i) ?? true {
      navigator.decodeShown(navigator.id(i), pixelSize: Vector2(x: 1600, y: 900), level: .screen, at: 0)
    }
    navigator.startSlideshow(Slideshow(interval: 2, resumeAfter: 30, at: 0), look: look, at: 0)
    return navigator
  }

  static func fail(_ index: Int, in navigator: inout Navigator) {
    let request = DecodeRequest(photo: navigator.id(index), box: ResolutionPolicy.Box(width: 800, height: 600))
    _ = navigator.decodeFailed(request, reason: "damaged", shownLevel: nil, at: 0)
  }

  @Test func aBrokenPhotoIsSkipped() {
    var navigator = Self.navigator()
    Self.fail(1, in: &navigator)
    _ = navigator.advance(to: 2)
    #expect(navigator.pager.pages.targetPage == 2)
  }

  @Test func aLatePhotoIsWaitedForInAScriptedRunAndSkippedInRealTime() {
    var scripted = Self.navigator(ready: [0, 2])
    _ = scripted.advance(to: 2)
    #expect(scripted.pager.pages.targetPage == 0 && scripted.awaitsSlide)
    // It loads: the show goes on to it at once.
    scripted.decodeShown(scripted.id(1), pixelSize: Vector2(x: 1600, y: 900), level: .screen, at: 2.3)
    _ = scripted.advance(to: 2.3)
    #expect(scripted.pager.pages.targetPage == 1 && !scripted.awaitsSlide)

    var live = Self.navigator(ready: [0, 2])
    live.configuration.skipsLatePhotos = true
    _ = live.advance(to: 2)
    #expect(live.pager.pages.targetPage == 2 && !live.awaitsSlide)
    // Two late in a row (nothing after the next is ready either): it waits for the next.
    var stuck = Self.navigator(ready: [0])
    stuck.configuration.skipsLatePhotos = true
    _ = stuck.advance(to: 2)
    #expect(stuck.pager.pages.targetPage == 0 && stuck.awaitsSlide)
  }

  /// Forty slides at 0.5 s in real time, frames 1/60 s apart with a deterministic jitter: photo 3 decodes only
  /// at 5.1 s and photo 7 never. Each change comes on the first frame at or after its slot, a late photo is
  /// skipped for the next, and nothing drifts (what a real clock adds is `Scripts/bench slideshow`'s).
  @Test func fortySlidesOnTheClockWithLatePhotosSkipped() {
    let items = (0..<10).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    for i in 0..<10 where i != 3 && i != 7 {
      navigator.decodeShown(navigator.id(i), pixelSize: Vector2(x: 1600, y: 900), level: .screen, at: 0)
    }
    navigator.configuration.skipsLatePhotos = true
    navigator.startSlideshow(
      Slideshow(interval: 0.5, resumeAfter: 30, at: 0), look: SlideshowLook(transition: .none), at: 0)
    var changes: [(t: Double, page: Int)] = []
    var page = 0
    var frame = 0
    var late3 = true
    while changes.count < 40 {
      frame += 1
      // Frames late by up to 9 ms, never early: a loaded machine's.
      let t = Double(frame) / 60 + Double((frame * 7919) % 10) / 1000
      if late3 && t >= 5.1 {
        late3 = false
        navigator.decodeShown(navigator.id(3), pixelSize: Vector2(x: 1600, y: 900), level: .screen, at: t)
      }
      _ = navigator.advance(to: t)
      let now = navigator.pager.pages.targetPage
      if now != page { changes.append((t, now)) }
      page = now
    }
    // Slot k at 0.5 k s: the change comes on the first frame at or after it (frames 16.7 ms apart, plus jitter).
    for (k, change) in changes.enumerated() {
      let slot = 0.5 * Double(k + 1)
      #expect(change.t >= slot && change.t < slot + 1.0 / 60 + 0.01, "change \(k + 1) at \(change.t)")
    }
    // The pages: the next one each slot, past photo 7 always and past photo 3 until it decoded.
    var expected: [Int] = []
    var last = 0
    for k in 1...40 {
      var next = (last + 1) % 10
      if next == 7 || (next == 3 && 0.5 * Double(k) < 5.1) { next += 1 }
      expected.append(next)
      last = next
    }
    #expect(changes.map(\.page) == expected)
    #expect(expected.contains(3) && !expected.contains(7))
    #expect(navigator.traceFrame(at: 20).due == 20_000)
  }

  @Test func theNextSlideLoadsAsIfOnScreenAndTheFadingOneStays() {
    var navigator = Self.navigator(count: 6)
    #expect(navigator.visiblePhotos(at: 1).contains(navigator.id(1)))
    _ = navigator.advance(to: 2)
    let visible = navigator.visiblePhotos(at: 2.5)
    #expect(visible.contains(navigator.id(0)) && visible.contains(navigator.id(1)) && visible.contains(navigator.id(2)))
    #expect(!navigator.visiblePhotos(at: 3.5).contains(navigator.id(0)))
  }

  @Test func aDissolveDrawsTheOldSlideWholeUnderTheNewAndFadedBesideIt() {
    var navigator = Self.navigator()
    _ = navigator.advance(to: 2)
    let scene = navigator.scene(at: 2.5)
    // 1600x900 fits 800x450: the old slide under the new one whole, and faded in the bands above and below.
    let old = scene.photos.filter { $0.index == 0 }
    let new = scene.photos.filter { $0.index == 1 }
    #expect(new.count == 1 && abs(new[0].alpha - 0.5) < 1e-12)
    #expect(old.count == 3)
    #expect(old.first { $0.alpha == 1 }?.clip == Rect(origin: Vector2(x: 0, y: 75), size: Vector2(x: 800, y: 450)))
    #expect(
      old.filter { abs($0.alpha - 0.5) < 1e-12 }.map(\.clip) == [
        Rect(origin: .zero, size: Vector2(x: 800, y: 75)),
        Rect(origin: Vector2(x: 0, y: 525), size: Vector2(x: 800, y: 75)),
      ])
    #expect(scene.photos.last?.index == 1)
    #expect(navigator.traceFrame(at: 2.5).transition == "crossfade")
    #expect(navigator.scene(at: 3).photos.map(\.index) == [1])
  }

  @Test func noOtherDecodeStartsWhileADissolveDrawsTwoPhotos() {
    var navigator = Self.navigator()
    _ = navigator.advance(to: 2)
    // Mid-dissolve: only the two slides' decodes may start (the next slides wait); after it, any.
    #expect(navigator.landingPhotos(at: 2.5) == [navigator.id(0), navigator.id(1)])
    #expect(navigator.landingPhotos(at: 3.1) == nil)
    // Ken Burns moves all the time: its dissolve holds decodes, its single slide does not.
    var moving = Self.navigator(look: SlideshowLook(transition: .kenburns))
    _ = moving.advance(to: 2)
    #expect(moving.landingPhotos(at: 2.5) == [moving.id(0), moving.id(1)])
    #expect(moving.isMoving(at: 3.5) && moving.landingPhotos(at: 3.5) == nil)
    // Slides too short to decode the next one after their dissolve hold nothing.
    let items = (0..<3).map { AlbumItem(path: "/album/p\($0).jpg") }
    var brief = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    for i in 0..<3 { brief.decodeShown(brief.id(i), pixelSize: Vector2(x: 1600, y: 900), level: .screen, at: 0) }
    brief.startSlideshow(
      Slideshow(interval: 0.6, resumeAfter: 30, at: 0), look: SlideshowLook(transitionTime: 0.5), at: 0)
    _ = brief.advance(to: 0.6)
    #expect(brief.landingPhotos(at: 0.8) == nil)
  }

  @Test func aTouchTakesAKenBurnsSlideOverWhereItStandsAndEndsTheDissolve() throws {
    var navigator = Self.navigator(look: SlideshowLook(transition: .kenburns, seed: 3))
    _ = navigator.advance(to: 2)
    let before = navigator.scene(at: 2.4).photos.last { $0.index == 1 }?.frame
    navigator.handle(
      PointerEvent(id: .finger(device: 1, finger: 1), phase: .down, position: Vector2(x: 400, y: 300), time: 2.4))
    let after = navigator.scene(at: 2.4).photos
    #expect(after.map(\.index) == [1], "the dissolve ended")
    let frame = try #require(after.first?.frame)
    let was = try #require(before)
    // Within the half pixel the pager snaps a photo at rest to.
    #expect(abs(frame.origin.x - was.origin.x) <= 0.5 && abs(frame.origin.y - was.origin.y) <= 0.5)
    #expect(abs(frame.size.x - was.size.x) < 1e-6)
    #expect(frame.size.x > 1600 * 600 / 900 - 1e-6, "covering the window, not fitted")
    #expect(navigator.slideshow?.isPaused == true && !navigator.slideshowIsAnimating(at: 3))
  }
}

/// Marks on the navigator: the pager's photo or the grid's selected one, by identity, in the album's order.
@Suite struct NavigatorMarkTests {
  @Test func marksFollowThePhotoAndPrintInTheAlbumsOrder() {
    let items = (0..<4).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    _ = navigator.perform(.last, at: 0)
    _ = navigator.perform(.toggleMark, at: 0.1)
    _ = navigator.perform(.first, at: 0.2)
    _ = navigator.perform(.toggleMark, at: 0.3)
    #expect(navigator.markedLocations == ["/album/p0.jpg", "/album/p3.jpg"])
    #expect(navigator.isMarked(3) && !navigator.isMarked(1))
    _ = navigator.perform(.toggleMark, at: 0.4)
    #expect(navigator.markedLocations == ["/album/p3.jpg"])
    #expect(navigator.perform(.copyPath, at: 0.5) == [.copy(text: "/album/p0.jpg")])
    // A marked photo shows a check mark in the pager.
    #expect(navigator.scene(at: 0.6).texts.isEmpty)
    _ = navigator.perform(.toggleMark, at: 0.7)
    #expect(navigator.scene(at: 0.8).texts.map(\.text) == ["\u{2713}"])
  }
}

extension SlideshowNavigatorTests {
  /// A slide whose photo is an animation stays until it has played once through (here 3.5 s against a 2 s
  /// interval), and the next slide then gets its whole interval; a loop shorter than the interval changes
  /// nothing.
  @Test func aSlideWithAnAnimationStaysForOneLoopAtLeast() {
    var navigator = Self.navigator()
    navigator.decodeShown(navigator.id(0), pixelSize: Vector2(x: 1600, y: 900), level: .screen, loop: 3.5, at: 0)
    _ = navigator.advance(to: 2)
    #expect(navigator.pager.pages.targetPage == 0)
    // The loop's end is a deadline: a real-time loop with nothing moving wakes for it.
    #expect(navigator.nextDeadline == 3.5)
    _ = navigator.advance(to: 3.49)
    #expect(navigator.pager.pages.targetPage == 0)
    _ = navigator.advance(to: 3.5)
    #expect(navigator.pager.pages.targetPage == 1)
    _ = navigator.advance(to: 5.49)
    #expect(navigator.pager.pages.targetPage == 1)
    _ = navigator.advance(to: 5.5)
    #expect(navigator.pager.pages.targetPage == 2)

    // A loop longer than `Tuning.Slideshow.longestAnimationHold` holds the slide that long only.
    var long = Self.navigator()
    long.decodeShown(long.id(0), pixelSize: Vector2(x: 1600, y: 900), level: .screen, loop: 3600, at: 0)
    // Frames every second: the intervals passing while it holds skip no slide.
    for t in stride(from: 1.0, to: Tuning.Slideshow.longestAnimationHold, by: 1) {
      _ = long.advance(to: t)
      #expect(long.pager.pages.targetPage == 0)
    }
    _ = long.advance(to: Tuning.Slideshow.longestAnimationHold)
    #expect(long.pager.pages.targetPage == 1)

    var short = Self.navigator()
    short.decodeShown(short.id(0), pixelSize: Vector2(x: 1600, y: 900), level: .screen, loop: 1, at: 0)
    _ = short.advance(to: 2)
    #expect(short.pager.pages.targetPage == 1)
  }

  /// A clip plays to its end, past the hold an animation gets: a 90-second clip holds its slide 90 seconds
  /// from when it starts playing (its page settled, at 1 s here).
  @Test func aClipPlaysToItsEnd() {
    var clip = Self.navigator()
    clip.decodeShown(clip.id(0), pixelSize: Vector2(x: 1600, y: 900), level: .screen, loop: 90, clip: 90, at: 0)
    #expect(clip.traceFrame(at: 0).media == "clip")
    for t in stride(from: 1.0, to: 91, by: 1) {
      _ = clip.advance(to: t)
      #expect(clip.pager.pages.targetPage == 0)
    }
    _ = clip.advance(to: 91)
    #expect(clip.pager.pages.targetPage == 1 && clip.traceFrame(at: 91).media == nil, "photo 1 is no clip")
    #expect(clip.library.clipDuration(of: 0) == 90)
  }

  /// `--clip-limit`: a clip's slide lasts at most that long.
  @Test func aClipLimitCutsALongClipsSlideShort() {
    var look = SlideshowLook()
    look.clipLimit = 10
    var clip = Self.navigator(look: look)
    clip.decodeShown(clip.id(0), pixelSize: Vector2(x: 1600, y: 900), level: .screen, loop: 90, clip: 90, at: 0)
    for t in stride(from: 1.0, to: 10, by: 1) {
      _ = clip.advance(to: t)
      #expect(clip.pager.pages.targetPage == 0)
    }
    _ = clip.advance(to: 10)
    #expect(clip.pager.pages.targetPage == 1)
  }

  /// A slideshow fits a photo smaller than the screen to it, as a photo frame does (the pager shows it at 1:1).
  @Test func aSmallPhotoFillsTheScreenInASlideshow() throws {
    var navigator = Self.navigator(ready: [])
    for i in 0..<5 {
      navigator.decodeShown(navigator.id(i), pixelSize: Vector2(x: 400, y: 300), level: .screen, at: 0)
    }
    _ = navigator.advance(to: 0.5)
    let shown = try #require(navigator.scene(at: 0.5).photos.last)
    #expect(shown.frame.size == Vector2(x: 800, y: 600), "\(shown.frame)")
    navigator.noteInput(at: 1)
    _ = navigator.advance(to: 1.5)
    #expect(navigator.pager.scene(at: 1.5, in: navigator.library).photos.first?.frame.size == Vector2(x: 400, y: 300))
  }

  /// Captions across a change of slide: the old slide's fade out over the change's first half, the new one's
  /// in over its second, so the two are never drawn together (a crossfade into a portrait pair drew three
  /// captions in one line); before and after, the slide's own at full strength.
  @Test func captionsOfTwoSlidesAreNeverDrawnTogether() throws {
    let look = SlideshowLook(transitionTime: 1, caption: try CaptionFormat("{name}"))
    var navigator = Self.navigator(look: look)
    func captions(at t: Double) -> [(String, Double)] {
      navigator.scene(at: t).texts.filter { ["p0.jpg", "p1.jpg"].contains($0.text) }.map { ($0.text, $0.alpha) }
    }
    #expect(captions(at: 1).map(\.0) == ["p0.jpg"] && captions(at: 1).first?.1 == 1)
    _ = navigator.advance(to: 2)
    for step in 0...20 {
      let t = 2 + Double(step) / 20
      let drawn = captions(at: t)
      #expect(drawn.count <= 1, "at \(t): \(drawn)")
      #expect(drawn.allSatisfy { $0.1 > 0 })
    }
    #expect(captions(at: 2.25).map(\.0) == ["p0.jpg"] && captions(at: 2.75).map(\.0) == ["p1.jpg"])
    #expect(captions(at: 3.5).map(\.0) == ["p1.jpg"] && captions(at: 3.5).first?.1 == 1)
  }
}
