extension GridScreen {
  /// How much the timeline's scrubber shows at `t`, 0...1: whole while the grid scrolls or a finger holds it,
  /// fading over `Tuning.Timeline.scrubberLinger` after; 0 off a timeline or when everything fits.
  func scrubberAlpha(at t: Double) -> Double {
    guard timeline != nil, layout.maxScroll > 0 else { return 0 }
    if scrubber.holder != nil || isMoving(at: t) { return 1 }
    return scrubber.linger(at: t)
  }

  /// Where the scrubber's thumb runs: from under the top bar to above the bottom inset, points.
  var scrubberTrack: (top: Double, length: Double) {
    let top = layout.topInset + Tuning.Timeline.scrubberInset
    let bottom = viewport.y - layout.bottomInset - Tuning.Timeline.scrubberInset
    return (top, max(1, bottom - top - Tuning.Timeline.scrubberThumb.y))
  }

  /// The thumb's square on screen at content scroll `scroll`.
  func scrubberThumb(scroll: Double) -> Rect {
    let size = Tuning.Timeline.scrubberThumb
    let track = scrubberTrack
    let fraction = min(1, max(0, scroll / max(1, layout.maxScroll)))
    return Rect(
      origin: Vector2(x: viewport.x - Tuning.Timeline.scrubberInset - size.x, y: track.top + fraction * track.length),
      size: size)
  }

  /// A finger or the mouse on the scrubber: down in the strip along the right edge while it shows takes it, a
  /// move scrolls straight to the place it points at (the whole library in the track's length: years in a
  /// second), up lets it go. Returns whether the event was the scrubber's.
  mutating func handleScrubber(_ event: PointerEvent) -> Bool {
    let t = event.time
    if let holder = scrubber.holder {
      guard holder == event.id else { return event.phase != .down }
      switch event.phase {
      case .moved, .down: scrub(to: event.position.y, at: t)
      case .up, .cancelled:
        scrubber.letGo(at: t)
      }
      return true
    }
    guard event.phase == .down, touch == nil, scrubberAlpha(at: t) > 0,
      event.position.x >= viewport.x - Tuning.Timeline.scrubberStrip,
      event.position.y >= layout.topInset, event.position.y <= viewport.y - layout.bottomInset
    else { return false }
    scroll.catchMotion(at: t)
    scrubber.take(event.id)
    scrub(to: event.position.y, at: t)
    return true
  }

  /// Scrolls so that the thumb's middle is at screen height `y`.
  mutating func scrub(to y: Double, at t: Double) {
    let track = scrubberTrack
    let fraction = min(1, max(0, (y - Tuning.Timeline.scrubberThumb.y / 2 - track.top) / track.length))
    scroll.scroll(to: fraction * layout.maxScroll, at: t, animated: false)
  }

  /// The scrubber: its thumb, and while a finger holds it the month of the cells at the top beside it.
  func addScrubber(scroll: Double, at t: Double, to scene: inout Scene) {
    let alpha = scrubberAlpha(at: t)
    guard alpha > 0, let timeline else { return }
    let thumb = scrubberThumb(scroll: scroll)
    // A ring as wide as half the thumb: a filled pill, drawn over the cells (panels go under them).
    scene.outlines.append(Outline(rect: thumb, width: thumb.size.x / 2, cornerRadius: thumb.size.x / 2))
    guard scrubber.holder != nil, let photo = photo(inCell: visibleCells(at: t).lowerBound),
      let start = Timeline.monthStart(in: timeline, at: photo)
    else { return }
    let size = Tuning.Timeline.headerTextSize
    scene.texts.append(
      TextItem(
        timeline.title(ofSectionStarting: start, .months),
        anchor: Vector2(
          x: thumb.origin.x - Tuning.Timeline.scrubberStrip / 2, y: thumb.origin.y + (thumb.size.y - size * 1.3) / 2),
        alignment: .trailing, size: size, alpha: alpha))
  }
}

extension Timeline {
  /// The first item of `index`'s month (the item a month's title is made from).
  static func monthStart(in timeline: Timeline, at index: Int) -> Int? {
    guard timeline.days.indices.contains(index), let day = timeline.days[index] else { return nil }
    var i = index
    while i > 0, let d = timeline.days[i - 1], d.year == day.year, d.month == day.month { i -= 1 }
    return i
  }
}
