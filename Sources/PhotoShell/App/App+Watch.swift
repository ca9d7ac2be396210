import PhotoCore

extension App {
  /// `--watch`: takes a new listing of the album's folders at `t` (on the virtual clock, listed here; in real
  /// time, from the watcher's thread) and shows it, unless a transition between screens or a sub-folder holds
  /// the album, or the grid is held or moving: then it waits for the next frame. The photos that went, or were replaced, are freed.
  func takeWatchedAlbum(at t: Double) {
    guard let watcher = options.watcher else { return }
    let accepts = navigator.acceptsRelisting(at: t)
    guard let listing = watcher.listingToShow(at: t, scripted: player != nil, accepts: accepts) else { return }
    let before = navigator.album.count
    let stale = navigator.relistWatched(listing.album, retriesFailed: listing.folderCameBack, at: t)
    textures.evict(stale)
    cadence.needsRedraw = true
    Log.info("album listed anew: \(before) photos before, \(navigator.album.count) now")
    options.libraryIndexer?.viewerTookAlbum()
    showLibraryProgress(at: t)
  }

  /// The library's progress line while its index fills in the background: shown as it starts and at each
  /// listing until every file is read.
  func showLibraryProgress(at t: Double) {
    guard let (done, total) = options.libraryIndexer?.progress else { return }
    navigator.show(
      notice: UserText.libraryProgress(done: done, total: total), at: t, for: Tuning.Library.relistInterval + 2)
  }
}

extension App {
  /// `--recent-first`: the recent photos worked out again when the EXIF dates come in and every hour (a photo
  /// ages out of the days on a frame that runs for weeks); the show takes them at its next cycle.
  func refreshRecentPhotos(at t: Double) {
    guard let dates = options.takenDates, navigator.slideshow != nil else { return }
    guard dates.recentIsDue(at: t) else { return }
    navigator.recentPhotos = dates.recent(now: wallClock(at: t))
  }
}
