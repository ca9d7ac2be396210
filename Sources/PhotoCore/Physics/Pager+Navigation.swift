/// Keyboard and programmatic navigation, and layout changes.
extension Pager {
  // MARK: Programmatic

  /// Goes to `page` (clamped) at `t`: a settle spring (`spring`, the finger's page settle unless given) from
  /// the current position and velocity, or at once. A drag in progress is abandoned.
  public mutating func go(to page: Int, at t: Double, animated: Bool = true, spring: SpringDescription = .pageSettle) {
    let target = Self.clamp(page, count: count)
    if animated {
      settle(to: target, from: position(at: t), velocity: velocity(at: t), at: t, spring: spring)
    } else {
      targetPage = target
      motion = .resting(Double(target))
    }
  }

  /// Goes to the page after the current target (retargeting a settle in progress). Ignored while dragging.
  public mutating func next(at t: Double, animated: Bool = true, spring: SpringDescription = .pageSettle) {
    guard !isDragging else { return }
    go(to: targetPage + 1, at: t, animated: animated, spring: spring)
  }

  /// Goes to the page before the current target (retargeting a settle in progress). Ignored while dragging.
  public mutating func previous(at t: Double, animated: Bool = true, spring: SpringDescription = .pageSettle) {
    guard !isDragging else { return }
    go(to: targetPage - 1, at: t, animated: animated, spring: spring)
  }

  // MARK: Layout

  /// The page width changed to `pageWidth` points at `t` (window resize): the fractional position and the
  /// velocity in pages per second carry on; a drag continues from where it is.
  public mutating func resize(pageWidth newWidth: Double, at t: Double) {
    switch motion {
    case .resting:
      pageWidth = max(0, newWidth)
    case .dragging(var drag):
      drag.anchorRaw = raw(of: drag)
      drag.anchorTranslation = drag.translation
      pageWidth = max(0, newWidth)
      motion = .dragging(drag)
    case .settling:
      let x = position(at: t)
      let v = velocity(at: t)
      pageWidth = max(0, newWidth)
      settle(to: targetPage, from: x, velocity: v, at: t)
    }
  }

  /// The album now has `n` pages. Growing changes nothing on screen; if it shrank below the page shown or
  /// targeted, the pager moves to the new last page at once (use `setCount(_:at:)` to animate that).
  public mutating func setCount(_ n: Int) {
    count = max(0, n)
    targetPage = Self.clamp(targetPage, count: count)
    switch motion {
    case .resting(let x):
      if x > Double(lastPage) { motion = .resting(Double(lastPage)) }
    case .dragging(var drag):
      drag.startPage = Self.clamp(drag.startPage, count: count)
      motion = .dragging(drag)
    case .settling(let settle):
      if settle.restingPosition > Double(lastPage) { motion = .resting(Double(lastPage)) }
    }
  }

  /// The album now has `n` pages, at `t`: as `setCount(_:)`, but a page shown or targeted beyond the new last
  /// page springs there from where it is.
  public mutating func setCount(_ n: Int, at t: Double) {
    let x = position(at: t)
    let v = velocity(at: t)
    let wasBeyond = targetPage > Self.clamp(targetPage, count: max(0, n)) || x > Double(max(n - 1, 0))
    count = max(0, n)
    switch motion {
    case .dragging(var drag):
      drag.startPage = Self.clamp(drag.startPage, count: count)
      targetPage = drag.startPage
      motion = .dragging(drag)
    case .resting, .settling:
      if wasBeyond {
        settle(to: Self.clamp(targetPage, count: count), from: x, velocity: v, at: t)
      }
    }
  }
}
