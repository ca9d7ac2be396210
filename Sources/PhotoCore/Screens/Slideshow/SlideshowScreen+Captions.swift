/// The slideshow's captions (`--caption`).
extension SlideshowScreen {
  /// The caption of `photo` by `format`: its EXIF facts with its name, folder and place in the album.
  static func caption(
    of photo: PhotoID, by format: CaptionFormat, facts known: CaptionFormat.Facts?, in album: Album
  ) -> String {
    var facts = known ?? CaptionFormat.Facts()
    guard let index = album.index(of: photo) else { return "" }
    let item = album.items[index]
    facts.name = item.displayName
    let parts = item.location.split(separator: "/", omittingEmptySubsequences: true)
    facts.folder = parts.count > 1 ? PathText.displayed(String(parts[parts.count - 2])) : ""
    facts.index = index + 1
    facts.count = album.count
    return format.caption(for: facts)
  }

  /// The slideshow's captions at `t` (`--caption`): one under each photo of the slide on screen, centred in
  /// its part of the screen near the bottom, with a soft shadow, sized for the screen; during a change of slide
  /// the old slide's fade out over its first half, then the new one's in. The slide on screen's last. None once the user took
  /// the slide over.
  func captions(
    at t: Double, pager: PagerScreen, album: Album, facts: [PhotoID: CaptionFormat.Facts]
  ) -> [TextItem] {
    guard let format = deck.look.caption, let current = deck.current, !current.handedOver,
      album.index(of: current.photo) == pager.pages.targetPage
    else { return [] }
    let viewport = pager.viewport
    let progress = deck.change.map { $0.progress(at: t) } ?? 1
    var items: [TextItem] = []
    // The old slide's captions fade out over the change's first half and the new one's in over its second:
    // never both at once (a slide into a portrait pair puts two captions where one was, in one line).
    var incoming = progress
    if let change = deck.change, progress < 1 {
      let outgoing = max(0, 1 - 2 * progress)
      incoming = max(0, 2 * progress - 1)
      if outgoing > 0 {
        items += Self.captions(of: change.from, by: format, alpha: outgoing, on: viewport, album: album, facts: facts)
      }
    }
    guard incoming > 0 else { return items }
    return items + Self.captions(of: current, by: format, alpha: incoming, on: viewport, album: album, facts: facts)
  }

  /// The captions of `slide`'s photos at `alpha`: a pair's in their halves.
  private static func captions(
    of slide: SlideDeck.Slide, by format: CaptionFormat, alpha: Double, on viewport: Vector2, album: Album,
    facts: [PhotoID: CaptionFormat.Facts]
  ) -> [TextItem] {
    let photos = [slide.photo] + (slide.partner.map { [$0] } ?? [])
    let pair = PortraitPair.halves(of: viewport, gap: Tuning.Slideshow.pairGap)
    let halves = photos.count == 2 ? [pair.0, pair.1] : [Rect(origin: .zero, size: viewport)]
    let size = max(Tuning.Slideshow.captionMinSize, viewport.y * Tuning.Slideshow.captionSize)
    let margin = viewport.y * Tuning.Slideshow.captionMargin
    return zip(photos, halves).compactMap { photo, area in
      let text = caption(of: photo, by: format, facts: facts[photo], in: album)
      guard !text.isEmpty else { return nil }
      var item = TextItem(
        text, anchor: Vector2(x: area.center.x, y: area.maxY - margin - size * 1.3), alignment: .center, size: size,
        alpha: alpha, maxWidth: area.size.x * 0.9, hasPlate: false)
      item.hasShadow = true
      return item
    }
  }
}
