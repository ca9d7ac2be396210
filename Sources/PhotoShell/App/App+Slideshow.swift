import Foundation
import PhotoCore

/// The slideshow's start (as `SlideshowSetup` says) and its place kept for `--resume`.
extension App {
  /// Starts the slideshow's clock at `t`, when one was asked for (`--slideshow`): the first slide is an interval
  /// after the viewer starts.
  func startSlideshow(at t: Double) {
    let setup = options.slideshowSetup
    if power.start(at: t, schedule: setup.screenSleep) { sleepChanged(at: t) }
    guard let show = setup.slideshow(at: t) else { return }
    navigator.startSlideshow(show, look: options.slideshowLook, at: t)
    if let dates = options.takenDates {
      _ = dates.recentIsDue(at: t)
      navigator.recentPhotos = dates.recent(now: wallClock(at: t))
      if player == nil { dates.readExifInBackground(of: navigator.album) { [loader] in loader.wakeEventLoop() } }
    }
  }

  /// Hands the slideshow's place to `options.showState` when the slide changed (it writes it in its time).
  func noteShowState(at t: Double) {
    guard let store = options.showState, let photo = navigator.show?.deck.current?.photo else { return }
    store.note(slide: photo, at: t) {
      let shuffle = navigator.slideshow?.shuffle
      return ShowState(
        paths: store.paths, photo: photo.location, cycle: shuffle?.cycle ?? 0,
        order: shuffle == nil ? nil : navigator.album.items.map(\.location))
    }
  }

}
