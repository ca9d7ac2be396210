import Testing

@testable import PhotoCore

/// Which decode of a photo is drawn, on a fake clock (seconds): a sharper one fading in over what stood in
/// for it, held fades, parts over the photo, and the layers let go of.
struct LayerStackTests {
  static let photo = PhotoID(location: "a.jpg")
  /// The fade's length, seconds.
  static let fade = Tuning.Loading.crossFadeDuration

  /// A still decode of the photo at `level`, `width` pixels wide (4:3), still uploading.
  static func layer(_ level: DecodeLevel, _ width: Int, region: Rect? = nil) -> LayerStack.Layer {
    let box = ResolutionPolicy.Box(width: width, height: width * 3 / 4)
    return LayerStack.Layer(
      request: DecodeRequest(photo: photo, number: 1, level: level, box: box, region: region), width: width)
  }

  /// A part of the photo (4000 x 3000 native), decoded at full scale.
  static func part(_ rect: Rect) -> LayerStack.Layer {
    var layer = layer(.region, 4000, region: rect)
    layer.width = Int(rect.size.x)
    return layer
  }

  /// Adds `layer` to `stack` and says its pixels are all up at `t`; it fades in when `fades` holds (for
  /// whatever it replaces), and waits while `holding`.
  static func arrive(
    _ layer: LayerStack.Layer, in stack: inout LayerStack, at t: Double, fades: Bool = true, holding: Bool = false
  ) -> (id: LayerStack.ID, arrival: LayerStack.Arrival) {
    let (id, _) = stack.add(layer)
    return (id, stack.uploaded(id, at: t, holdsFades: holding) { _ in fades })
  }

  /// The layers `pairs` (key, alpha), as `drawn` or `parts` gives them.
  static func list(_ pairs: (LayerStack.ID, Double)...) -> [LayerStack.Drawn] {
    pairs.map { LayerStack.Drawn(id: $0.0, alpha: $0.1) }
  }

  /// What `drawn` or `parts` gives, alphas to 1e-9.
  static func rounded(_ list: [LayerStack.Drawn]) -> [LayerStack.Drawn] {
    list.map { LayerStack.Drawn(id: $0.id, alpha: ($0.alpha * 1e9).rounded() / 1e9) }
  }

  @Test func aSharperDecodeFadesInOverTheThumbnailLinearlyOverTheCrossFade() {
    var stack = LayerStack()
    // The thumbnail: nothing was drawn before it, so it shows at once, with nothing to fade from.
    let (thumbnail, first) = Self.arrive(Self.layer(.thumbnail, 160), in: &stack, at: 1)
    #expect(first == .shown)
    #expect(stack.drawn(at: 1) == Self.list((thumbnail, 1)))
    #expect(!stack.isBusy(at: 1))
    // The screen's decode arrives and uploads: waiting, the photo busy, the thumbnail still drawn alone.
    let (screen, _) = stack.add(Self.layer(.screen, 1600))
    #expect(stack.waiting == [screen])
    #expect(stack.isBusy(at: 1.5))
    #expect(stack.drawn(at: 1.5) == Self.list((thumbnail, 1)))
    // Its pixels are up at 2 s: over a thumbnail it fades in, at rest or not.
    let arrival = stack.uploaded(screen, at: 2, holdsFades: false) { DecodeLevel.fadesIn(over: $0, whileMoving: true) }
    #expect(arrival == .shown)
    #expect(stack.shown == screen && stack.shownLevel == .screen)
    #expect(stack.waiting.isEmpty)
    // Over `Tuning.Loading.crossFadeDuration` (0.2 s): alpha 0 over the thumbnail at its start; 0.25 a quarter
    // of the way, 0.5 half way; at its end, drawn alone.
    #expect(Self.rounded(stack.drawn(at: 2)) == Self.list((thumbnail, 1), (screen, 0)))
    #expect(
      Self.rounded(stack.drawn(at: 2 + Self.fade / 4)) == Self.list((thumbnail, 1), (screen, 0.25)))
    #expect(
      Self.rounded(stack.drawn(at: 2 + Self.fade / 2)) == Self.list((thumbnail, 1), (screen, 0.5)))
    #expect(stack.drawn(at: 2 + Self.fade) == Self.list((screen, 1)))
    #expect(stack.isBusy(at: 2 + Self.fade / 2))
    #expect(!stack.isBusy(at: 2 + Self.fade))
  }

  @Test func offScreenASharperDecodeReplacesWithoutAFade() {
    var stack = LayerStack()
    let (preview, _) = Self.arrive(Self.layer(.preview, 160), in: &stack, at: 0, fades: false)
    let (screen, arrival) = Self.arrive(Self.layer(.screen, 1600), in: &stack, at: 1, fades: false)
    #expect(arrival == .shown)
    #expect(stack.drawn(at: 1) == Self.list((screen, 1)))
    #expect(!stack.isBusy(at: 1))
    // Nothing fades: the preview goes at once.
    #expect(stack.prune(at: 1) == [preview])
  }

  @Test func aLateSmallerDecodeNeverReplacesASharperOne() {
    var stack = LayerStack()
    let (screen, _) = Self.arrive(Self.layer(.screen, 1600), in: &stack, at: 0)
    // A preview, or a screen's decode for a smaller window, asked for before and arriving after: covered by
    // the screen's decode held, so the shell never adds it.
    #expect(stack.covers(Self.layer(.preview, 160).request))
    #expect(stack.covers(Self.layer(.screen, 1200).request))
    // A grid cell's thumbnail arriving after it (a thumbnail serves only a thumbnail): never drawn over it,
    // never waited for, kept for the grid.
    let (thumbnail, arrival) = Self.arrive(Self.layer(.thumbnail, 160), in: &stack, at: 1)
    #expect(arrival == .unchanged)
    #expect(stack.shown == screen)
    #expect(stack.drawn(at: 1) == Self.list((screen, 1)))
    #expect(stack.waiting.isEmpty)
    #expect(stack.prune(at: 1).isEmpty)
    #expect(stack.layers.map(\.id) == [screen, thumbnail])
  }

  @Test func aHeldFadeWaitsCompleteUntilReleasedThenFades() {
    var stack = LayerStack()
    let (thumbnail, _) = Self.arrive(Self.layer(.thumbnail, 160), in: &stack, at: 0)
    // Held (the photo opens out of its cell): complete, waiting, the thumbnail drawn alone frame after frame.
    let (screen, arrival) = Self.arrive(Self.layer(.screen, 1600), in: &stack, at: 1, holding: true)
    #expect(arrival == .held)
    for frame in 0..<3 {
      let t = 1 + Double(frame) / 60
      #expect(stack.uploaded(screen, at: t, holdsFades: true) { _ in true } == .held)
      #expect(stack.prune(at: t).isEmpty)
      #expect(stack.drawn(at: t) == Self.list((thumbnail, 1)))
    }
    #expect(stack.waiting == [screen])
    #expect(stack.layers.allSatisfy { $0.isComplete })
    #expect(!stack.isBusy(at: 1.5))
    // Released at 2 s: it fades in from then.
    #expect(stack.uploaded(screen, at: 2, holdsFades: false) { _ in true } == .shown)
    #expect(
      Self.rounded(stack.drawn(at: 2 + Self.fade / 2)) == Self.list((thumbnail, 1), (screen, 0.5)))
    // What would not fade (nothing drawn before it) is never held.
    var other = LayerStack()
    #expect(Self.arrive(Self.layer(.screen, 1600), in: &other, at: 0, holding: true).arrival == .shown)
  }

  @Test func aCompletedFadeFreesTheLayersItCovers() {
    var stack = LayerStack()
    let (preview, _) = Self.arrive(Self.layer(.preview, 160), in: &stack, at: 0)
    let (screen, _) = Self.arrive(Self.layer(.screen, 1600), in: &stack, at: 2)
    // Mid-fade the preview is drawn under it: kept.
    #expect(stack.prune(at: 2 + Self.fade / 2).isEmpty)
    #expect(stack.fadeFrom == preview)
    // Once the fade is over: the fade ends and the preview goes.
    #expect(stack.prune(at: 2 + Self.fade) == [preview])
    #expect(stack.fadeFrom == nil)
    #expect(stack.layers.map(\.id) == [screen])
    // The window grew: a wider screen's decode frees the narrower one once its own fade is over.
    let (wider, _) = Self.arrive(Self.layer(.screen, 2000), in: &stack, at: 3)
    #expect(stack.prune(at: 3).isEmpty)
    #expect(stack.prune(at: 3 + Self.fade) == [screen])
    // A pinch that went further: the 2x detail goes once the 4x one is complete; the screen's stays.
    let (twice, _) = Self.arrive(Self.layer(.detail, 4000), in: &stack, at: 4, fades: false)
    #expect(stack.prune(at: 4).isEmpty)
    let (fourTimes, _) = Self.arrive(Self.layer(.detail, 8000), in: &stack, at: 5, fades: false)
    #expect(stack.prune(at: 5) == [twice])
    #expect(stack.layers.map(\.id) == [wider, fourTimes])
  }

  @Test func aDecodeCoveringOneStillUploadingReplacesIt() {
    var stack = LayerStack()
    let (small, _) = stack.add(Self.layer(.screen, 1200))
    let (large, freed) = stack.add(Self.layer(.screen, 1600))
    #expect(freed == [small])
    #expect(stack.layers.map(\.id) == [large])
  }

  @Test func aPartFadesInOverTheScreensDecodeReplacesTheOldPartAndGoesWithTheDetail() {
    var stack = LayerStack()
    let (screen, _) = Self.arrive(Self.layer(.screen, 1600), in: &stack, at: 0)
    // The left part at 2 s: over the screen's decode, which stays the drawn layer.
    let left = Rect(x0: 0, y0: 0, x1: 2048, y1: 3000)
    let (leftPart, arrival) = Self.arrive(Self.part(left), in: &stack, at: 2)
    #expect(arrival == .partShown)
    #expect(stack.shown == screen)
    #expect(stack.drawn(at: 2.1) == Self.list((screen, 1)))
    #expect(Self.rounded(stack.parts(at: 2)) == Self.list((leftPart, 0)))
    #expect(Self.rounded(stack.parts(at: 2 + Self.fade / 2)) == Self.list((leftPart, 0.5)))
    #expect(stack.parts(at: 2 + Self.fade) == Self.list((leftPart, 1)))
    #expect(stack.isBusy(at: 2 + Self.fade / 2) && !stack.isBusy(at: 2 + Self.fade))
    // A part is never waited for once up, whatever its width.
    #expect(stack.waiting.isEmpty)
    // The right part at 4 s: the left one stays under it while it fades in, then goes.
    let right = Rect(x0: 1952, y0: 0, x1: 4000, y1: 3000)
    let (rightPart, _) = Self.arrive(Self.part(right), in: &stack, at: 4)
    #expect(
      Self.rounded(stack.parts(at: 4 + Self.fade / 2)) == Self.list((leftPart, 1), (rightPart, 0.5))
    )
    #expect(stack.prune(at: 4 + Self.fade / 2).isEmpty)
    #expect(stack.prune(at: 4 + Self.fade) == [leftPart])
    #expect(stack.parts(at: 4 + Self.fade) == Self.list((rightPart, 1)))
    // Back at fit, the part goes with the detail; the screen's decode is drawn alone.
    #expect(stack.dropSharperThanScreen() == [rightPart])
    #expect(stack.parts(at: 5).isEmpty)
    #expect(stack.drawn(at: 5) == Self.list((screen, 1)))
  }

  @Test func aPartOffScreenIsDrawnWholeAtOnce() {
    var stack = LayerStack()
    _ = Self.arrive(Self.layer(.screen, 1600), in: &stack, at: 0)
    let (part, _) = Self.arrive(Self.part(Rect(x0: 0, y0: 0, x1: 2048, y1: 3000)), in: &stack, at: 1, fades: false)
    // Its fade counts as one that started a fade's length ago: opaque at once (to rounding), over by the next
    // frame at 60 Hz.
    #expect(Self.rounded(stack.parts(at: 1)) == Self.list((part, 1)))
    #expect(!stack.isBusy(at: 1 + 1.0 / 60))
  }

  @Test func detailIsDroppedFallingBackOnTheScreensDecode() {
    var stack = LayerStack()
    let (screen, _) = Self.arrive(Self.layer(.screen, 1600), in: &stack, at: 0)
    let (detail, _) = Self.arrive(Self.layer(.detail, 4000), in: &stack, at: 1, fades: false)
    #expect(stack.shownLevel == .detail)
    #expect(stack.dropSharperThanScreen() == [detail])
    #expect(stack.shown == screen)
    #expect(stack.layers.map(\.id) == [screen])
    // Nothing sharper left: nothing more to drop.
    #expect(stack.dropSharperThanScreen().isEmpty)
  }

  @Test func aDetailThatArrivesFirstNeverStandsForTheScreensDecode() {
    var stack = LayerStack()
    let (detail, _) = stack.add(Self.layer(.detail, 4000))
    #expect(!stack.covers(Self.layer(.screen, 1600).request))
    let (screen, _) = stack.add(Self.layer(.screen, 1600))
    #expect(stack.waiting == [detail, screen])
    #expect(stack.uploaded(detail, at: 0, holdsFades: false) { _ in false } == .shown)
    #expect(stack.uploaded(screen, at: 0, holdsFades: false) { _ in false } == .unchanged)
    #expect(stack.prune(at: 0).isEmpty)
    #expect(stack.dropSharperThanScreen() == [detail])
    #expect(stack.shown == screen)
  }

  @Test func anAnimationsFramesFollowTheClockFromWhenItShowed() {
    var stack = LayerStack()
    var gif = Self.layer(.screen, 800)
    gif.frameCount = 2
    gif.frameDurations = [0.1, 0.3]
    _ = Self.arrive(gif, in: &stack, at: 1)
    #expect(stack.shownSince == 1)
    #expect(gif.frame(after: 0.05) == (0, 0.1))
    #expect(gif.frame(after: 0.2) == (1, 0.4))
    #expect(gif.frame(after: 0.45).index == 0)  // the second loop
    #expect(stack.nextFrameTime(at: 1.05) == 1.1)
    #expect(stack.nextFrameTime(at: 1.15) == 1.4)
    // A still has no next frame.
    var still = LayerStack()
    _ = Self.arrive(Self.layer(.screen, 800), in: &still, at: 1)
    #expect(still.nextFrameTime(at: 1.05) == nil)
  }
}

extension LayerStackTests {
  /// Frames of 0.1, 0.2, 0.3 and 0.4 s (a 1 s loop): each at its own time; played twice as the file says,
  /// then resting on the last frame with nothing more due; for ever when it says 0.
  @Test func anAnimationShowsEachFrameForItsDurationAndLoopsAsOftenAsItSays() {
    let durations = [0.1, 0.2, 0.3, 0.4]
    func frame(_ t: Double, loops: Int) -> (Int, Double?) {
      LayerStack.Layer.frame(after: t, durations: durations, count: 4, loops: loops)
    }
    #expect(frame(0, loops: 2) == (0, 0.1))
    #expect(frame(0.15, loops: 2) == (1, 0.30000000000000004))
    #expect(frame(0.5, loops: 2) == (2, 0.6000000000000001))
    #expect(frame(0.99, loops: 2).0 == 3)
    #expect(frame(1.05, loops: 2) == (0, 1.1))
    #expect(frame(1.99, loops: 2).0 == 3)
    #expect(frame(2.0, loops: 2) == (3, nil))
    #expect(frame(50, loops: 2) == (3, nil))
    #expect(frame(50.05, loops: 0) == (0, 50.1))
    // A still has no next frame.
    #expect(LayerStack.Layer.frame(after: 3, durations: [], count: 1) == (0, nil))
  }
}

extension LayerStackTests {
  /// An animation of 0.1 s and 0.3 s frames shown at 1 s, whose photo leaves the screen at 1.2 s (frame 1) and
  /// comes back at 5 s: its clock stood still, so it plays on from frame 1, with nothing due while away.
  @Test func anAnimationOffScreenStopsOnItsFrameAndPlaysOnFromItWhenBack() {
    var stack = LayerStack()
    var gif = Self.layer(.screen, 800)
    gif.frameCount = 2
    gif.frameDurations = [0.1, 0.3]
    _ = Self.arrive(gif, in: &stack, at: 1)
    stack.setPlaying(true, at: 1.1)
    stack.setPlaying(false, at: 1.2)
    #expect(stack.animationTime(at: 4) == 0.19999999999999996)
    #expect(stack.nextFrameTime(at: 4) == nil)
    stack.setPlaying(false, at: 4.5)  // still away: the clock stood still from 1.2 s
    stack.setPlaying(true, at: 5)
    #expect(abs(stack.animationTime(at: 5.1) - 0.3) < 1e-9)
    #expect(abs((stack.nextFrameTime(at: 5.1) ?? 0) - 5.2) < 1e-9)
  }

  /// A prefetched page's animation uploaded while off screen starts at its first frame when it comes on.
  @Test func anAnimationUploadedOffScreenStartsWhenItComesOn() {
    var stack = LayerStack()
    stack.setPlaying(false, at: 0.5)
    var gif = Self.layer(.screen, 800)
    gif.frameCount = 2
    gif.frameDurations = [0.1, 0.3]
    _ = Self.arrive(gif, in: &stack, at: 1)
    stack.setPlaying(false, at: 1)
    #expect(stack.animationTime(at: 9) == 0)
    stack.setPlaying(true, at: 9)
    #expect(abs(stack.animationTime(at: 9.15) - 0.15) < 1e-9)
  }

  /// The position counts frames across loops (what a decoder reading frames in order has reached) and rests on
  /// the last loop's last frame.
  @Test func anAnimationsPositionCountsFramesAcrossLoops() {
    var gif = Self.layer(.screen, 800)
    gif.frameCount = 4
    gif.frameDurations = [0.1, 0.2, 0.3, 0.4]
    gif.loops = 2
    #expect(gif.position(after: 0.05) == 0)
    #expect(gif.position(after: 0.95) == 3)
    #expect(gif.position(after: 1.05) == 4)
    #expect(gif.position(after: 1.35) == 6)
    #expect(gif.position(after: 7) == 7)
    gif.loops = 0
    #expect(gif.position(after: 7.15) == 29)
  }

  /// A small clip's cached thumbnail can be its full size: its frames, as sharp, are drawn over it all the same
  /// (they move); a still as sharp never replaces what is drawn.
  @Test func framesAsSharpAsTheStillDrawnReplaceIt() {
    var stack = LayerStack()
    let poster = Self.arrive(Self.layer(.thumbnail, 320), in: &stack, at: 0)
    #expect(poster.arrival == .shown)
    var clip = Self.layer(.screen, 320)
    clip.frameCount = 20
    clip.frameDurations = Array(repeating: 0.1, count: 20)
    let frames = Self.arrive(clip, in: &stack, at: 1)
    #expect(frames.arrival == .shown && stack.shown == frames.id)
    var still = LayerStack()
    _ = Self.arrive(Self.layer(.thumbnail, 320), in: &still, at: 0)
    #expect(Self.arrive(Self.layer(.screen, 320), in: &still, at: 1).arrival == .unchanged)
  }
}
