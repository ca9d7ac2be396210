/// Horizontal paging between photos: drag with rubber band, release decision, spring settle, keyboard retarget.
///
/// Positions are fractional page indices (3.25 is a quarter of the way from page 3 to page 4); page `i` sits at
/// `i * stride` points, `stride = W + gap`, `gap = 25 pt + 2% of W` (GNOME Loupe). During a drag the page
/// follows the finger freely between the neighbours of the page the gesture started from (and within the
/// album) and rubber-bands beyond them. On release `releaseTarget` picks the page (never more than one page
/// from the start page) and a critically damped spring (`SpringDescription.pageSettle`) takes the page there
/// from the release position and velocity. Everything is a closed form of the absolute time `t` the caller
/// passes in.
public struct Pager: Sendable {
  /// A drag in progress.
  struct Drag: Sendable, Hashable {
    /// The page the gesture started from: the settle target if it caught a settle, else the nearest page.
    var startPage: Int
    /// The raw (unbanded) position, pages, when `translation` was `anchorTranslation`.
    var anchorRaw: Double
    /// The finger translation, points, at which `anchorRaw` was taken (0 unless the pager was resized).
    var anchorTranslation: Double
    /// The finger translation since `beginDrag`, points (positive = finger right = towards the previous page).
    var translation: Double
  }

  /// What the pager is doing.
  enum Motion: Sendable, Hashable {
    /// At rest at a position, pages.
    case resting(Double)
    /// Following a finger.
    case dragging(Drag)
    /// A settle spring, in pages.
    case settling(StartedSimulation<SpringSimulation>)
  }

  /// The number of pages (may be 0 while the album is listed).
  public internal(set) var count: Int
  /// The width of a page, points (the viewport width).
  public internal(set) var pageWidth: Double
  /// The page the current settle goes to, or the page at rest; while dragging, the page the drag started from.
  public internal(set) var targetPage: Int
  /// The current motion.
  var motion: Motion

  /// A pager of `count` pages of `pageWidth` points, at rest on `page` (clamped into the album).
  public init(count: Int, pageWidth: Double, page: Int = 0) {
    self.count = max(0, count)
    self.pageWidth = max(0, pageWidth)
    let page = Self.clamp(page, count: max(0, count))
    self.targetPage = page
    self.motion = .resting(Double(page))
  }

  /// The gap between two pages, points: `Tuning.Paging.gapBase + Tuning.Paging.gapFraction * pageWidth`.
  public var gap: Double { Tuning.Paging.gapBase + Tuning.Paging.gapFraction * pageWidth }

  /// The distance between the starts of two neighbouring pages, points: `pageWidth + gap`.
  public var stride: Double { pageWidth + gap }

  /// `page` clamped to the pages of an album of `count` (0 when empty).
  static func clamp(_ page: Int, count: Int) -> Int { min(max(page, 0), max(count - 1, 0)) }

  /// The highest page index (0 when empty).
  var lastPage: Int { max(count - 1, 0) }

  // MARK: Reading

  /// The position at `t`, fractional pages, rubber band included.
  public func position(at t: Double) -> Double {
    switch motion {
    case .resting(let x): return x
    case .dragging(let drag): return shown(raw(of: drag), startPage: drag.startPage)
    case .settling(let settle): return settle.position(at: t)
    }
  }

  /// The velocity at `t`, pages per second (0 while dragging).
  public func velocity(at t: Double) -> Double {
    guard case .settling(let settle) = motion else { return 0 }
    return settle.velocity(at: t)
  }

  /// The page nearest the centre of the viewport at `t`, clamped to `0..<count` (0 when empty).
  public func currentPage(at t: Double) -> Int {
    Self.clamp(Int(position(at: t).rounded()), count: count)
  }

  /// Whether nothing moves at `t` or later.
  public func isSettled(at t: Double) -> Bool {
    switch motion {
    case .resting: return true
    case .dragging: return false
    case .settling(let settle): return settle.isDone(at: t)
    }
  }

  /// Whether a finger is dragging.
  public var isDragging: Bool {
    if case .dragging = motion { return true }
    return false
  }

  /// The page the drag in progress started from (nil when not dragging).
  public var dragStartPage: Int? {
    if case .dragging(let drag) = motion { return drag.startPage }
    return nil
  }

  /// The raw (unbanded) position of a drag, pages.
  func raw(of drag: Drag) -> Double {
    drag.anchorRaw - (drag.translation - drag.anchorTranslation) / stride
  }

  /// The range a drag from `startPage` moves in freely, pages: the neighbours, within the album.
  private func freeRange(startPage: Int) -> (lower: Double, upper: Double) {
    (Double(Self.clamp(startPage - 1, count: count)), Double(Self.clamp(startPage + 1, count: count)))
  }

  /// The shown position for a raw drag position, pages.
  private func shown(_ raw: Double, startPage: Int) -> Double {
    let range = freeRange(startPage: startPage)
    let points = RubberBand.position(
      raw * stride, lower: range.lower * stride, upper: range.upper * stride, dimension: pageWidth)
    return points / stride
  }

  /// The raw drag position that shows as `x`, pages.
  private func raw(forShown x: Double, startPage: Int) -> Double {
    let range = freeRange(startPage: startPage)
    let points = RubberBand.rawPosition(
      forShown: x * stride, lower: range.lower * stride, upper: range.upper * stride, dimension: pageWidth)
    return points / stride
  }

  /// The settle tolerance in pages.
  var pageTolerance: Tolerance { Tolerance.settle.scaled(toUnit: max(stride, 1)) }

  // MARK: Drag

  /// A finger lands at `t`: any settle stops where it is, and a drag begins from the settle's target page if it
  /// is less than a page away (so quick successive flicks advance page by page), else from the nearest page.
  /// Calling it during a drag re-anchors the drag where it is (a finger added or lifted) without a jump.
  public mutating func beginDrag(at t: Double) {
    let x = position(at: t)
    let startPage: Int
    switch motion {
    case .dragging(let drag): startPage = drag.startPage
    case .settling:
      // Heading for a page less than a page away: flick on from it. Caught further off (a long `go(to:)`): the
      // nearest page, so the caught position is within the drag's free range and shows without a jump.
      startPage = abs(Double(targetPage) - x) < 1 ? targetPage : Self.clamp(Int(x.rounded()), count: count)
    case .resting: startPage = Self.clamp(Int(x.rounded()), count: count)
    }
    targetPage = startPage
    motion = .dragging(
      Drag(
        startPage: startPage, anchorRaw: raw(forShown: x, startPage: startPage), anchorTranslation: 0,
        translation: 0))
  }

  /// The finger has moved `dx` points in all since `beginDrag` (finger right = positive = towards the previous
  /// page). Begins a drag first if none is under way.
  public mutating func drag(translation dx: Double, at t: Double) {
    if !isDragging { beginDrag(at: t) }
    guard case .dragging(var drag) = motion else { return }
    drag.translation = dx
    motion = .dragging(drag)
  }

  /// The finger lifted at `t` moving at `vx` points per second (finger right = positive): picks the page with
  /// `releaseTarget` and starts the settle spring from the release position and velocity.
  public mutating func endDrag(velocity vx: Double, at t: Double) {
    guard case .dragging(let drag) = motion else { return }
    let vx = vx.isFinite ? vx : 0
    let raw = raw(of: drag)
    let x = shown(raw, startPage: drag.startPage)
    let target = Self.releaseTarget(
      startPage: drag.startPage, position: x, translation: drag.translation, velocity: vx, count: count)
    // The content's own velocity: the finger's, in pages, slowed by the rubber band where it applies.
    let range = freeRange(startPage: drag.startPage)
    let clampedVelocity = min(max(vx, -Tuning.Fling.maxVelocity), Tuning.Fling.maxVelocity)
    let slope = RubberBand.positionSlope(
      raw * stride, lower: range.lower * stride, upper: range.upper * stride, dimension: pageWidth)
    let pageVelocity = -clampedVelocity * slope / stride
    settle(to: target, from: x, velocity: pageVelocity, at: t)
  }

  /// The drag was cancelled at `t` (e.g. a second finger made it a pinch): back to the start page.
  public mutating func cancelDrag(at t: Double) {
    guard case .dragging(let drag) = motion else { return }
    settle(to: drag.startPage, from: position(at: t), velocity: 0, at: t)
  }

  /// The page a drag from `startPage` released at `position` (pages) goes to, after a finger translation of
  /// `translation` points and at `velocity` points per second (both: finger right = positive).
  ///
  /// - A release at least `Tuning.Paging.flingVelocity` (300 pt/s) fast after a drag over
  ///   `Tuning.Paging.flingMinDistance` (16 pt) is a flick: one page in the velocity's direction if the
  ///   drag went that way too, else (a flick against the drag) back to the start page.
  /// - Otherwise the nearest page to `position` (the 50% rule).
  /// - Never more than one page from `startPage`, and always within `0..<count`.
  public static func releaseTarget(
    startPage: Int, position: Double, translation: Double, velocity: Double,
    count: Int
  ) -> Int {
    let target: Int
    if abs(velocity) >= Tuning.Paging.flingVelocity && abs(translation) > Tuning.Paging.flingMinDistance {
      // Finger left (negative) = forwards.
      let direction = velocity < 0 ? 1 : -1
      let dragDirection = translation < 0 ? 1 : -1
      target = direction == dragDirection ? startPage + direction : startPage
    } else {
      let nearest = position.isFinite ? Int(position.rounded()) : startPage
      target = min(max(nearest, startPage - 1), startPage + 1)
    }
    return clamp(target, count: count)
  }

  /// Starts the settle spring towards `target` from `x` (pages) at `v` (pages per second).
  mutating func settle(
    to target: Int, from x: Double, velocity v: Double, at t: Double,
    spring description: SpringDescription = .pageSettle
  ) {
    targetPage = target
    let spring = SpringSimulation(
      spring: description, start: x, end: Double(target), velocity: v, tolerance: pageTolerance)
    motion = spring.duration <= 0 ? .resting(Double(target)) : .settling(StartedSimulation(spring, at: t))
  }
}
