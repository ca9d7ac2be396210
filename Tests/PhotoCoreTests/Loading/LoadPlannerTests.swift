import Testing

@testable import PhotoCore

/// The load planner on a virtual clock: what it asks for, stops, frees and reports, frame by frame.
@Suite struct LoadPlannerTests {
  static let screen = ResolutionPolicy.Box(width: 1920, height: 1080)
  static func photo(_ n: Int) -> PhotoID { PhotoID(location: "/album/p\(n).jpg") }
  static func want(_ n: Int, visible: Bool = false, level: DecodeLevel = .screen) -> PhotoWant {
    PhotoWant(photo: photo(n), number: n + 1, level: level, box: screen, isVisible: visible)
  }
  /// A complete decode of photo `n` (6000 x 4000) at `level`, `width` pixels wide.
  static func held(
    _ n: Int, level: DecodeLevel = .screen, width: Int = 1620, bytes: Int = 100, region: Rect? = nil,
    box: ResolutionPolicy.Box = screen, generation: Int = 0
  ) -> HeldDecode {
    HeldDecode(
      request: DecodeRequest(
        photo: photo(n), number: n + 1, level: level, box: box, region: region, generation: generation),
      width: width, height: width * 2 / 3, nativeWidth: 6000, nativeHeight: 4000, region: region, bytes: bytes)
  }
  static func holding(_ decodes: HeldDecode..., shown: DecodeLevel? = .screen) -> HeldPhoto {
    HeldPhoto(decodes: decodes, shownLevel: shown)
  }
  /// A planner with a budget of `budget` bytes beyond the wanted photos.
  static func planner(budget: Int = 0, released: Bool = true) -> LoadPlanner {
    var planner = LoadPlanner(cache: PhotoCachePolicy(budgetBytes: budget))
    if released { planner.releaseNeighbours() }
    return planner
  }
  static func rank(_ photo: PhotoID) -> Int { Int(photo.location.dropFirst(8).dropLast(4)) ?? 0 }

  /// What the requests ask for, as "n:level".
  static func asked(_ plan: LoadPlan) -> [String] {
    plan.requests.map { "\($0.number - 1):\($0.level)" }
  }

  @Test func beforeTheFirstPhotoShowsOnlyItDecodesThenTheNeighboursInTheirOrder() {
    var planner = Self.planner(released: false)
    // Page 5 on screen, moving forward: 5, then two ahead and one behind (PhotoCachePolicy.wanted).
    let demand = LoadDemand(photos: [Self.want(5, visible: true), Self.want(6), Self.want(7), Self.want(4)])
    var plan = planner.plan(demand, held: [:], at: 0, rank: Self.rank)
    // The embedded thumbnail first (a JPEG may carry one), then the screen's decode; no neighbour yet.
    #expect(Self.asked(plan) == ["5:preview", "5:screen"])
    #expect(plan.wanted == [Self.photo(5)])
    #expect(planner.statuses[Self.photo(5)] == .loading(since: 0))
    #expect(planner.statuses[Self.photo(6)] == nil)
    // The preview came back: the photo shows a stand-in, which does not release the neighbours.
    let current = planner.decodeReturned(plan.requests[0], at: 0.02)
    #expect(current)
    planner.decodeShown(Self.photo(5), pixelSize: Vector2(x: 6000, y: 4000), level: .preview)
    #expect(!planner.mayReleaseNeighbours(first: Self.photo(5), shownLevel: .preview))
    // The screen's decode shows: neighbours may start, nearest first; the photo on screen needs nothing more.
    planner.decodeShown(Self.photo(5), pixelSize: Vector2(x: 6000, y: 4000), level: .screen)
    #expect(planner.mayReleaseNeighbours(first: Self.photo(5), shownLevel: .screen))
    planner.releaseNeighbours()
    plan = planner.plan(demand, held: [Self.photo(5): Self.holding(Self.held(5))], at: 0.1, rank: Self.rank)
    #expect(Self.asked(plan) == ["6:screen", "7:screen", "4:screen"])
    #expect(planner.statuses[Self.photo(5)] == .ready(pixelSize: Vector2(x: 6000, y: 4000), fullResolution: true))
    #expect(planner.statuses[Self.photo(6)] == .loading(since: 0.1))
  }

  @Test func aFailedFirstPhotoOrADownloadReleasesTheNeighbours() {
    var planner = Self.planner(released: false)
    let request = DecodeRequest(photo: Self.photo(0), box: Self.screen)
    _ = planner.decodeFailed(request, reason: "damaged", shownLevel: nil, at: 0)
    #expect(planner.mayReleaseNeighbours(first: Self.photo(0), shownLevel: nil))
    let remote = PhotoID(location: "https://example.org/a.jpg")
    #expect(planner.mayReleaseNeighbours(first: remote, shownLevel: nil))
    #expect(!planner.mayReleaseNeighbours(first: Self.photo(1), shownLevel: nil))
  }

  @Test func aPhotoHoldingADecodeThatSufficesIsNotAskedAgainButALargerWindowAsksAgain() {
    var planner = Self.planner()
    // 1620 x 1080 is the 6000 x 4000 photo fitted in 1920 x 1080.
    let held = [Self.photo(0): Self.holding(Self.held(0, width: 1620))]
    let fits = planner.plan(LoadDemand(photos: [Self.want(0, visible: true)]), held: held, at: 0, rank: Self.rank)
    #expect(fits.requests.isEmpty)
    // A JPEG's DCT scale may fall up to 10% short (1458 of 1620): 1460 still suffices, 1456 does not.
    let short = [Self.photo(0): Self.holding(Self.held(0, width: 1460))]
    let slack = planner.plan(LoadDemand(photos: [Self.want(0)]), held: short, at: 0, rank: Self.rank)
    #expect(slack.requests.isEmpty)
    let shorter = [Self.photo(0): Self.holding(Self.held(0, width: 1456))]
    let tooShort = planner.plan(LoadDemand(photos: [Self.want(0)]), held: shorter, at: 0, rank: Self.rank)
    #expect(Self.asked(tooShort) == ["0:screen"])
    // The window grew to 3840 x 2160: the 1620-wide decode no longer suffices.
    var big = Self.want(0)
    big.box = ResolutionPolicy.Box(width: 3840, height: 2160)
    let grown = planner.plan(LoadDemand(photos: [big]), held: held, at: 0, rank: Self.rank)
    #expect(Self.asked(grown) == ["0:screen"])
  }

  @Test func aFailedLevelIsNotRetriedUntilThePhotoIsForgotten() {
    var planner = Self.planner()
    let demand = LoadDemand(photos: [Self.want(0, visible: true), Self.want(1)])
    let plan = planner.plan(demand, held: [:], at: 0, rank: Self.rank)
    let screen1 = plan.requests.first { $0.photo == Self.photo(1) && $0.level == .screen }!
    let current = planner.decodeReturned(screen1, at: 0.1)
    #expect(current)
    let failure = planner.decodeFailed(screen1, reason: "not an image", shownLevel: nil, at: 0.1)
    #expect(failure == LoadPlanner.Failure(evict: true, message: "/album/p1.jpg: not an image"))
    #expect(planner.statuses[Self.photo(1)] == .failed(reason: "not an image"))
    // Still wanted: not asked again; a second failure is not told twice.
    let again = planner.plan(demand, held: [:], at: 0.2, rank: Self.rank)
    #expect(!Self.asked(again).contains("1:screen"))
    let second = planner.decodeFailed(screen1, reason: "not an image", shownLevel: nil, at: 0.2)
    #expect(second.message == nil)
    // Paged far away and back: an error tile stays an error tile (its file did not change).
    _ = planner.plan(LoadDemand(photos: [Self.want(9, visible: true)]), held: [:], at: 1, rank: Self.rank)
    let back = planner.plan(demand, held: [:], at: 2, rank: Self.rank)
    #expect(!Self.asked(back).contains("1:screen"))
    #expect(planner.statuses[Self.photo(1)] == .failed(reason: "not an image"))
  }

  @Test func aSharperDecodeThatFailedIsRetriedOnceThePhotoWasForgotten() {
    var planner = Self.planner()
    let held = [Self.photo(0): Self.holding(Self.held(0))]
    planner.decodeShown(Self.photo(0), pixelSize: Vector2(x: 6000, y: 4000), level: .screen)
    let detail = Self.want(0, visible: true, level: .detail)
    var demand = LoadDemand(photos: [Self.want(0, visible: true)], sharper: [detail])
    let first = planner.plan(demand, held: held, at: 0, rank: Self.rank)
    #expect(Self.asked(first) == ["0:detail"])
    // A sharper decode's failure leaves the screen's in place: no error tile, no message.
    let failure = planner.decodeFailed(first.requests[0], reason: "out of memory", shownLevel: .screen, at: 0.1)
    #expect(failure == LoadPlanner.Failure(evict: false, message: nil))
    let retried = planner.plan(demand, held: held, at: 0.2, rank: Self.rank)
    #expect(retried.requests.isEmpty)
    // The photo left (paged far away, freed) and came back: its detail is worth a second try.
    _ = planner.plan(LoadDemand(photos: [Self.want(9, visible: true)]), held: [:], at: 1, rank: Self.rank)
    demand.sharper = [detail]
    let back = planner.plan(demand, held: held, at: 2, rank: Self.rank)
    #expect(Self.asked(back) == ["0:detail"])
  }

  @Test func evictionFreesTheLeastRecentlyUsedUnwantedPhotosWithinTheBudget() {
    var planner = Self.planner(budget: 300)
    // Photos 0...3 each wanted once, a second apart, decoded and held; then only photo 9.
    var held: [PhotoID: HeldPhoto] = [:]
    for n in 0...3 {
      _ = planner.plan(LoadDemand(photos: [Self.want(n, visible: true)]), held: held, at: Double(n), rank: Self.rank)
      held[Self.photo(n)] = Self.holding(Self.held(n, bytes: 100))
    }
    held[Self.photo(9)] = Self.holding(Self.held(9, bytes: 1000))
    let plan = planner.plan(LoadDemand(photos: [Self.want(9, visible: true)]), held: held, at: 10, rank: Self.rank)
    // 400 bytes of unwanted photos in a budget of 300: the least recently used goes; photo 9 (wanted,
    // 1000 bytes) never does.
    #expect(plan.evictions == [Self.photo(0)])
    // A freed photo is forgotten: back on screen it loads (and times its spinner) afresh.
    #expect(planner.statuses[Self.photo(0)] == nil)
    #expect(planner.statuses[Self.photo(2)] == .loading(since: 2))
  }

  @Test func thumbnailsForAGridNeverEvictThePhotoOnScreen() {
    var planner = Self.planner(budget: 0)
    var held: [PhotoID: HeldPhoto] = [Self.photo(0): Self.holding(Self.held(0, bytes: 6_000_000))]
    // The grid wants 40 thumbnails while photo 0 shows at screen size (it is one of them).
    var photos = [Self.want(0, visible: true)]
    for n in 0..<40 {
      var thumb = Self.want(n, visible: n < 20, level: .thumbnail)
      thumb.box = ResolutionPolicy.Box(width: 256, height: 256)
      photos.append(thumb)
    }
    let plan = planner.plan(LoadDemand(photos: photos), held: held, at: 0, rank: Self.rank)
    #expect(plan.evictions.isEmpty)
    // Photo 0's screen decode serves its cell: no thumbnail decode for it, one for each of the 39 others.
    #expect(plan.requests.filter { $0.level == .thumbnail }.count == 39)
    #expect(!plan.requests.contains { $0.photo == Self.photo(0) })
    // Thumbnails held, a budget of nothing: once unwanted, they go; the photo on screen stays.
    for n in 1..<40 { held[Self.photo(n)] = Self.holding(Self.held(n, level: .thumbnail, width: 256, bytes: 262_144)) }
    let later = planner.plan(LoadDemand(photos: [Self.want(0, visible: true)]), held: held, at: 1, rank: Self.rank)
    #expect(later.evictions.count == 39 && !later.evictions.contains(Self.photo(0)))
  }

  @Test func aPartIsNeverAskedTwiceAndAPartARoundingShortOfTheEdgeCountsAsHeld() {
    var planner = Self.planner()
    let box = ResolutionPolicy.Box(width: 6000, height: 4000)
    var part = Self.want(0, visible: true, level: .region)
    part.box = box
    part.region = Rect(x0: 4096, y0: 2048, x1: 6000, y1: 4000)
    // What shows, less a decoded pixel at each side.
    part.needed = Rect(x0: 4500, y0: 2500, x1: 5999, y1: 3999)
    var held = [Self.photo(0): Self.holding(Self.held(0))]
    let demand = LoadDemand(photos: [Self.want(0, visible: true)], sharper: [part], keepSharp: [Self.photo(0)])
    let first = planner.plan(demand, held: held, at: 0, rank: Self.rank)
    #expect(Self.asked(first) == ["0:region"])
    #expect(first.keepSharp == [Self.photo(0)])
    // Asked again while under way: the same request (same generation), which the loader does not repeat.
    let underWay = planner.plan(demand, held: held, at: 0.1, rank: Self.rank)
    #expect(underWay.requests == first.requests)
    // It came back cut to an even size, a pixel short of the photo's edge: still what is needed.
    let cut = Rect(x0: 4096, y0: 2048, x1: 5999, y1: 3999)
    held[Self.photo(0)]!.decodes.append(
      Self.held(0, level: .region, width: 1903, region: cut, box: box, generation: first.requests[0].generation))
    let covered = planner.plan(demand, held: held, at: 0.2, rank: Self.rank)
    #expect(covered.requests.isEmpty)
    // A pan that needs pixels beyond it asks for a new part.
    var panned = part
    panned.needed = Rect(x0: 3000, y0: 2500, x1: 5000, y1: 3999)
    panned.region = Rect(x0: 2816, y0: 2048, x1: 6000, y1: 4000)
    let next = planner.plan(
      LoadDemand(photos: [Self.want(0, visible: true)], sharper: [panned]), held: held, at: 0.3, rank: Self.rank)
    #expect(Self.asked(next) == ["0:region"])
  }

  @Test func aLatePartFromBeforeAPanIsDroppedAndStopped() {
    var planner = Self.planner()
    var left = Self.want(0, visible: true, level: .region)
    left.region = Rect(x0: 0, y0: 0, x1: 1000, y1: 1000)
    left.needed = Rect(x0: 10, y0: 10, x1: 990, y1: 990)
    var right = left
    right.region = Rect(x0: 3000, y0: 0, x1: 4000, y1: 1000)
    right.needed = Rect(x0: 3010, y0: 10, x1: 3990, y1: 990)
    let held = [Self.photo(0): Self.holding(Self.held(0))]
    let a = planner.plan(LoadDemand(photos: [], sharper: [left]), held: held, at: 0, rank: Self.rank).requests[0]
    let b = planner.plan(LoadDemand(photos: [], sharper: [right]), held: held, at: 1, rank: Self.rank)
    // The left part, still decoding, is stopped; the right one is asked for in a new generation.
    #expect(b.cancellations == [a])
    #expect(b.requests[0].generation != a.generation)
    // The left part comes back anyway (it had finished): dropped by its number; the right one is kept.
    let late = planner.decodeReturned(a, at: 1.1)
    let newer = planner.decodeReturned(b.requests[0], at: 1.2)
    #expect(!late && newer)
    // The same part asked for again is not stopped, and keeps its generation.
    let again = planner.plan(LoadDemand(photos: [], sharper: [right]), held: held, at: 2, rank: Self.rank)
    #expect(again.cancellations.isEmpty && again.requests == b.requests)
  }

  @Test func aReplacedFileDropsTheResultUnderWayAndLoadsAfresh() {
    var planner = Self.planner()
    let demand = LoadDemand(photos: [Self.want(0, visible: true)])
    let old = planner.plan(demand, held: [:], at: 0, rank: Self.rank).requests.last!
    planner.invalidate(Self.photo(0))
    let stale = planner.decodeReturned(old, at: 0.1)
    #expect(!stale)
    let fresh = planner.plan(demand, held: [:], at: 0.2, rank: Self.rank).requests.last!
    #expect(fresh.generation != old.generation && fresh.photo == old.photo)
    let current = planner.decodeReturned(fresh, at: 0.3)
    #expect(current)
    #expect(planner.statuses[Self.photo(0)] == .loading(since: 0.2))
  }

  @Test func aHeadersSizeComesBeforeThePixelsButNeverForAnErrorTile() {
    var planner = Self.planner()
    planner.sizeKnown(Self.photo(0), pixelSize: Vector2(x: 4000, y: 3000))
    #expect(planner.pixelSize(of: Self.photo(0)) == Vector2(x: 4000, y: 3000))
    _ = planner.decodeFailed(
      DecodeRequest(photo: Self.photo(0), box: Self.screen), reason: "truncated", shownLevel: nil, at: 0)
    #expect(planner.pixelSize(of: Self.photo(0)) == nil)
  }
}

extension LoadPlannerTests {
  /// An animation fitted to the animation budget smaller than the screen (862 of 1620 wide) is as sharp as it
  /// gets: it is not asked for again every frame (each time decoding every frame to the same size), where a
  /// still that small is.
  @Test func anAnimationSmallerThanTheScreenForItsBudgetIsNotAskedAgain() {
    var planner = Self.planner()
    var animation = Self.held(0, width: 862)
    animation.frameCount = 120
    let held = [Self.photo(0): Self.holding(animation)]
    for frame in 0..<3 {
      let plan = planner.plan(
        LoadDemand(photos: [Self.want(0, visible: true)]), held: held, at: Double(frame) / 60, rank: Self.rank)
      #expect(plan.requests.isEmpty, "frame \(frame)")
    }
    // A larger window: the frames were fitted to the smaller box, so they are asked for again.
    var big = Self.want(0, visible: true)
    big.box = ResolutionPolicy.Box(width: 3840, height: 2160)
    let grown = planner.plan(LoadDemand(photos: [big]), held: held, at: 1, rank: Self.rank)
    #expect(Self.asked(grown) == ["0:screen"])
    let still = [Self.photo(0): Self.holding(Self.held(0, width: 862))]
    let again = planner.plan(LoadDemand(photos: [Self.want(0, visible: true)]), held: still, at: 1, rank: Self.rank)
    #expect(Self.asked(again) == ["0:screen"])
  }

  @Test func aServersPhotoOnTheGridAsksItsStandInFirstAndStandInsComeBeforeEveryOtherDecode() {
    var planner = Self.planner()
    let cell = ResolutionPolicy.Box(width: 200, height: 200)
    let locations = [
      "dav://h/a/p0.jpg", "dav://h/a/p1.JPG", "dav://h/a/p2.png", "/album/p3.jpg", "https://example.org/p4.jpg",
      "dav://h/a/p5.jpg",
    ]
    let demand = LoadDemand(
      photos: locations.enumerated().map { n, location in
        PhotoWant(photo: PhotoID(location: location), number: n + 1, level: .thumbnail, box: cell, isVisible: n < 5)
      })
    let plan = planner.plan(demand, held: [:], at: 0, rank: { _ in 0 })
    // A server's JPEGs on screen: their first bytes (read by range) may hold a thumbnail. Not a PNG, not a
    // file on disk (its thumbnail cache serves it), not a web photo (read whole), not a cell off screen.
    #expect(
      Self.asked(plan) == [
        "0:preview", "1:preview", "0:thumbnail", "1:thumbnail", "2:thumbnail", "3:thumbnail", "4:thumbnail",
        "5:thumbnail",
      ])
    // A stand-in that came back (or failed: most have none) is not asked for again.
    _ = planner.decodeReturned(plan.requests[0], at: 0.05)
    let again = planner.plan(demand, held: [:], at: 0.1, rank: { _ in 0 })
    #expect(Self.asked(again).filter { $0.hasSuffix("preview") } == ["1:preview"])
    // Scripted runs wait for every decode and ask for no stand-in.
    var scripted = LoadPlanner(cache: PhotoCachePolicy(budgetBytes: 0), asksForPreviews: false)
    scripted.releaseNeighbours()
    #expect(!Self.asked(scripted.plan(demand, held: [:], at: 0, rank: { _ in 0 })).contains { $0.hasSuffix("preview") })
  }
}
