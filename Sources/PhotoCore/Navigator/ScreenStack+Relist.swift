/// The album listed anew under the screens (`--watch`, the trash, the remote's `open`): what each screen shows
/// is kept by identity across the listing.
extension ScreenStack {
  /// What the screens show before a listing, to find again after it.
  struct Shown: Sendable {
    /// The slide coming next, when the photos are on top with a show.
    var upcoming: PhotoID?
    /// The slide on screen.
    var slide: PhotoID?
    /// The grid's selected photo.
    var selected: PhotoID?
    /// The timeline's anchor (the photo at its top stays where it is), and that photo.
    var anchor: GridScreen.Anchor?
    var anchored: PhotoID?
  }

  /// What the screens show at `t`, by identity.
  func shown(at t: Double, in context: ScreenContext) -> Shown {
    let library = context.library
    var shown = Shown()
    if photosOnTop { shown.upcoming = photos.show?.upcomingSlide(pager: photos.pager, in: library) }
    shown.slide = photos.show?.deck.current?.photo
    shown.selected = grid?.selectedPhoto.flatMap { library.contains($0) ? context.id($0) : nil }
    // A timeline keeps the photo at its top where it is (photos come in above it as the index fills).
    shown.anchor = grid?.anchor(at: t)
    shown.anchored = shown.anchor.flatMap { anchor -> PhotoID? in
      let photo = anchor.cell - context.album.folders.count
      return library.contains(photo) ? context.id(photo) : nil
    }
    return shown
  }

  /// The album was listed anew at `t`: the grid shows the new cells where it was scrolled, its selection on the
  /// same photo; when the slide on screen went, the one that was coming next (already loaded) takes its place at
  /// once, with no spinner.
  mutating func relisted(keeping shown: Shown, at t: Double, in context: ScreenContext) {
    let album = context.album
    if var grid, !album.items.isEmpty || !album.folders.isEmpty {
      let cell = shown.selected.flatMap(album.index(of:)).map { album.folders.count + $0 }
      let kept = shown.anchor.map { anchor in
        var kept = anchor
        kept.cell = shown.anchored.flatMap(album.index(of:)).map { album.folders.count + $0 } ?? .max
        return kept
      }
      self.grid = nil
      grid.relisted(items: album.items, folders: album.folders, selection: cell, anchor: kept, at: t)
      grid.chosen = grid.chosen.filter(album.contains)  // a photo gone is no longer chosen
      self.grid = grid
    }
    guard let slide = shown.slide, !album.contains(slide), var deck = photos.show?.deck else { return }
    // The photo on screen went: the next slide, loaded already, takes its place.
    if let upcoming = shown.upcoming, let index = album.index(of: upcoming) {
      photos.pager.pages.go(to: index, at: t, animated: false, spring: .keyPageSettle)
      photos.pager.syncZoom(at: t, in: context.library)
    }
    if context.library.contains(photos.pager.pages.targetPage) {
      deck.show(context.id(photos.pager.pages.targetPage), at: t, dissolving: false)
      photos.show?.deck = deck
    }
    photos.show?.pending = nil
  }

  /// `listed` in the slideshow's order: the photos still there where the show has them (a shuffled cycle's
  /// order, or the lister's as it was), and the photos new to the album (in the lister's order) right after the
  /// last slide shown, or where it stood when it went.
  func showOrder(of listed: Album, in context: ScreenContext) -> Album {
    let old = context.album
    let kept = old.ids.compactMap(listed.index(of:))
    let arrivals = listed.ids.indices.filter { !old.contains(listed.ids[$0]) }
    if arrivals.isEmpty && kept == Array(listed.ids.indices) { return listed }
    // Arrivals come after the photos shown so far in this cycle: those up to the last slide.
    let shownSoFar = Set(old.ids.prefix(photos.lastSlideIndex(in: context) + 1))
    let cut = kept.firstIndex { !shownSoFar.contains(listed.ids[$0]) } ?? kept.count
    let order = Array(kept[..<cut]) + arrivals + Array(kept[cut...])
    var album = Album(items: order.map { listed.items[$0] }, origin: listed.origin)
    album.folders = listed.folders
    return album
  }
}
