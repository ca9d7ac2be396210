/// Which decodes to ask for, which to stop, which photos to free, and what each photo's status is: the
/// loading pipeline's decisions, pure and tested on a virtual clock. The shell executes its plans and tells it
/// what came back; it never sets a photo's status itself.
///
/// Screens state what they want (`LoadDemand`); given what the shell holds (`HeldPhoto`), what failed before
/// and what was asked for, `plan` returns the requests (nearest first), cancellations, evictions and the
/// sharper decodes to keep.
///
/// Generations: every request carries one. A photo's generation changes when its file is replaced
/// (`invalidate`), a part's each time a different part of the photo is asked for; a result whose generation
/// is not the current one is dropped (`isCurrent`), by number, whatever its path or album index.
public struct LoadPlanner: Sendable {
  /// What the loader has reported for each photo (absent = not requested, or forgotten).
  public internal(set) var statuses: [PhotoID: PhotoStatus] = [:]
  /// Each photo's native upright size, pixels, once its header (or a decode) has told it.
  public internal(set) var pixelSizes: [PhotoID: Vector2] = [:]
  /// Whether photos beyond the visible ones may decode (see `releaseNeighbours`).
  public internal(set) var neighboursReleased = false
  /// Whether a photo on screen with nothing to show asks for its embedded thumbnail first (real time only:
  /// scripted runs wait for decodes and need none).
  public var asksForPreviews: Bool
  /// Which decoded photos to keep.
  public var cache: PhotoCachePolicy

  /// The levels that failed for a photo: not asked for again until the photo is forgotten.
  var failedLevels: [PhotoID: Set<DecodeLevel>] = [:]
  /// Photos whose embedded thumbnail came back (or failed: most photos have none) since they were last
  /// forgotten: asked for until then, never again after.
  var previewsTried: Set<PhotoID> = []
  /// The part of each zoomed photo last asked for (its generation is the part's).
  var partsAsked: [PhotoID: DecodeRequest] = [:]
  /// Each photo's generation, when it is not the first (its file was replaced).
  var generations: [PhotoID: Int] = [:]
  var nextGeneration = 1
  /// When each photo was last wanted, seconds (the cache's recency).
  var lastUsed: [PhotoID: Double] = [:]
  /// Photos whose failure (or damage) stderr has been told of: each is said once.
  var reported: Set<PhotoID> = []
  /// Photos of a server that could not be reached, asked for again with a backoff (`LoadPlanner+Retry`).
  var networkRetries: [PhotoID: NetworkRetry] = [:]

  /// The sources the album's photos come from, which say which are on the network.
  public internal(set) var sources: SourceSet = .standard

  /// A planner keeping decoded photos within `cache`.
  public init(cache: PhotoCachePolicy, asksForPreviews: Bool = true) {
    self.cache = cache
    self.asksForPreviews = asksForPreviews
  }

  /// Photo `photo`'s current generation.
  public func generation(of photo: PhotoID) -> Int { generations[photo] ?? 0 }

  /// Whether a result for `request` is still wanted by its generation: the photo's file was not replaced since,
  /// and for a part, no different part was asked for since (the user panned on).
  public func isCurrent(_ request: DecodeRequest) -> Bool {
    if request.level == .region { return partsAsked[request.photo]?.generation == request.generation }
    return request.generation == generation(of: request.photo)
  }

  /// The plan for this frame: `demand` against what is `held` (by photo) at `t`. `rank` gives a photo's
  /// album index (the cache's tie-break).
  public mutating func plan(
    _ demand: LoadDemand, held: [PhotoID: HeldPhoto], at t: Double, rank: (PhotoID) -> Int
  ) -> LoadPlan {
    var plan = LoadPlan()
    releaseDueRetries(at: t)
    let visible = Set(demand.photos.filter(\.isVisible).map(\.photo))
    // Until the first photo is on screen, only what is visible: neighbours decoding on both cores would slow
    // the first frame's drawing (a software GL driver draws on the CPU), and nobody pages away before it.
    let wants = neighboursReleased ? demand.photos : demand.photos.filter(\.isVisible)
    var wanted: [PhotoID] = []
    for want in wants where !wanted.contains(want.photo) { wanted.append(want.photo) }
    plan.keepSharp = demand.keepSharp
    planSharper(demand.sharper, held: held, into: &plan)
    var previews: [DecodeRequest] = []
    for want in wants {
      // A decode that failed is not tried again until the photo is forgotten (its error tile stays).
      if failedLevels[want.photo]?.contains(want.level) == true { continue }
      let decodes = held[want.photo]?.decodes ?? []
      // Drawn already but unknown here (a folder's grid showed it as a cover, or the planner was made anew for
      // a folder gone back to): it is ready as drawn.
      if statuses[want.photo] == nil, let level = held[want.photo]?.shownLevel,
        let shown = decodes.last(where: { $0.request.level == level && $0.isComplete })
      {
        statuses[want.photo] = .ready(
          pixelSize: Vector2(x: Double(shown.nativeWidth), y: Double(shown.nativeHeight)),
          fullResolution: level != .preview && level != .thumbnail)
      }
      if decodes.contains(where: { $0.request.level == want.level && $0.suffices(for: want.box) }) { continue }
      // A grid cell is served by its thumbnail, or by any decode of the photo at the screen's size or sharper.
      if want.level == .thumbnail,
        decodes.contains(where: { $0.request.level == .thumbnail || $0.request.level >= .screen })
      {
        continue
      }
      // On screen with nothing to show: its embedded thumbnail first, until it has come back.
      if visible.contains(want.photo) && decodes.isEmpty && wantsStandIn(want) {
        var preview = request(for: want)
        preview.level = .preview
        previews.append(preview)
      }
      plan.requests.append(request(for: want))
      if statuses[want.photo] == nil { statuses[want.photo] = .loading(since: t) }
    }
    // Stand-ins before anything else: each is a millisecond's decode, or a server's first bytes.
    plan.requests.insert(contentsOf: previews, at: 0)
    plan.evictions = evict(held: held, wanted: wanted, keep: demand.keep, at: t, rank: rank)
    plan.wanted = wanted
    return plan
  }

  /// Whether `want` gets a stand-in (its embedded thumbnail) while its decode is under way, where it has one and
  /// it has not come back yet: the screen's decode of a photo, and a grid cell's of a photo on a server (a file
  /// on disk has its thumbnail cache; a server's photo downloads for its cell).
  func wantsStandIn(_ want: PhotoWant) -> Bool {
    let location = want.photo.location
    let level = want.level == .screen || (want.level == .thumbnail && sources.isRemote(location))
    return level && asksForPreviews && ResolutionPolicy.previewHelps(location: location, from: sources)
      && !previewsTried.contains(want.photo)
  }

  /// The part on screen first (it is what the user looks at), then the whole photo sharper: the requests (and
  /// the cancellations of parts no longer asked for) that `sharper` wants beyond what is `held`, into `plan`.
  mutating func planSharper(_ sharper: [PhotoWant], held: [PhotoID: HeldPhoto], into plan: inout LoadPlan) {
    for want in sharper where failedLevels[want.photo]?.contains(want.level) != true {
      let decodes = held[want.photo]?.decodes ?? []
      if want.level == .region {
        guard let part = partRequest(for: want, holding: decodes, cancelling: &plan.cancellations) else { continue }
        plan.requests.append(part)
      } else {
        plan.keepSharp.insert(want.photo)
        let request = self.request(for: want)
        if !decodes.contains(where: { $0.request.covers(request) }) { plan.requests.append(request) }
      }
    }
  }

  /// The photos to evict at `t` so what is held fits the cache beside `wanted` and `keep` (whatever the budget,
  /// what is held of `keep` stays); what is neither wanted nor drawn is forgotten, so it loads (and times its
  /// spinner) afresh when it comes back.
  mutating func evict(
    held: [PhotoID: HeldPhoto], wanted: [PhotoID], keep: Set<PhotoID>, at t: Double, rank: (PhotoID) -> Int
  ) -> [PhotoID] {
    for photo in wanted { lastUsed[photo] = t }
    let entries = held.map { photo, holding in
      PhotoCachePolicy.Entry(
        photo: photo, rank: rank(photo), bytes: holding.bytes, lastUsed: lastUsed[photo] ?? t)
    }
    // What is held of `keep` stays, whatever the budget; what is not is forgotten like the rest.
    let keep = keep.filter { held[$0] != nil }
    let evictions = cache.evictions(of: entries, wanted: Set(wanted).union(keep))
    // Forget what is neither wanted nor drawn, so it loads (and times its spinner) afresh when it comes back.
    let evicted = Set(evictions)
    let kept = Set(wanted).union(keep)
    lastUsed = lastUsed.filter { photo, _ in kept.contains(photo) || (held[photo] != nil && !evicted.contains(photo)) }
    for photo in Array(statuses.keys) where !kept.contains(photo) {
      if held[photo]?.shownLevel != nil && !evicted.contains(photo) { continue }
      previewsTried.remove(photo)
      partsAsked[photo] = nil
      if case .failed? = statuses[photo] { continue }
      failedLevels[photo] = nil
      statuses[photo] = nil
      pixelSizes[photo] = nil
    }
    return evictions
  }

  /// The request for `want` in its photo's generation.
  func request(for want: PhotoWant) -> DecodeRequest {
    DecodeRequest(
      photo: want.photo, number: want.number, level: want.level, box: want.box, region: want.region,
      generation: generation(of: want.photo), isRemote: sources.isRemote(want.photo.location))
  }

  /// The part to ask for, or nil when a part held (or on its way) already shows what is needed as sharp. A
  /// different part than the one last asked for gets a new generation, and the one before it is stopped (a
  /// huge PNG's part may take seconds: finishing it only keeps a worker from the one now asked for).
  mutating func partRequest(
    for want: PhotoWant, holding decodes: [HeldDecode], cancelling: inout [DecodeRequest]
  ) -> DecodeRequest? {
    var part = request(for: want)
    let held = decodes.contains { held in
      held.request.covers(part)
        || (held.request.level == .region && held.request.box.width >= want.box.width
          && want.needed.map { (held.region ?? held.request.region)?.contains($0) == true } == true)
    }
    if held { return nil }
    if let asked = partsAsked[want.photo], asked.region == want.region {
      part.generation = asked.generation
    } else {
      if let asked = partsAsked[want.photo] { cancelling.append(asked) }
      part.generation = nextGeneration
      nextGeneration += 1
    }
    partsAsked[want.photo] = part
    return part
  }
}
