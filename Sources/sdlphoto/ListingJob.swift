import Foundation
import PhotoCore

/// Lists the album on a thread of its own, so the display can start while a large folder is still being
/// sorted: `waitUntilUnderWay` returns as soon as the folder has been read (its first photo is known, so the
/// listing cannot fail any more), the listing has ended, or a moment has passed; `result` waits for the
/// whole listing.
final class ListingJob: @unchecked Sendable {
  private let condition = NSCondition()
  private var firstPhotoKnown = false
  private var outcome: Result<AlbumListing, AlbumError>?

  /// Starts `list` on a new thread; `lister`'s `onFirstPhoto` is chained so the job hears of the first photo.
  init(lister: AlbumLister, list: @escaping @Sendable (AlbumLister) throws(AlbumError) -> AlbumListing) {
    var lister = lister
    let told = lister.onFirstPhoto
    lister.onFirstPhoto = { [self] path in
      told?(path)
      condition.lock()
      firstPhotoKnown = true
      condition.broadcast()
      condition.unlock()
    }
    let chained = lister
    let thread = Thread { [self] in
      let result: Result<AlbumListing, AlbumError>
      do throws(AlbumError) {
        result = .success(try list(chained))
      } catch {
        result = .failure(error)
      }
      condition.lock()
      outcome = result
      condition.broadcast()
      condition.unlock()
    }
    thread.name = "sdlphoto-listing"
    thread.start()
  }

  /// Blocks until the folder's first photo is known, the listing has ended, or `timeout` seconds have passed.
  func waitUntilUnderWay(timeout: Double) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    while !firstPhotoKnown && outcome == nil {
      if !condition.wait(until: deadline) { break }
    }
    condition.unlock()
  }

  /// Blocks until the listing has ended, and gives its outcome; every `interval` seconds meanwhile it asks
  /// `shouldStop`, and gives nil as soon as that says yes (the user quit during a long listing).
  func result(checking interval: Double, shouldStop: () -> Bool) -> Result<AlbumListing, AlbumError>? {
    condition.lock()
    defer { condition.unlock() }
    while outcome == nil {
      if condition.wait(until: Date(timeIntervalSinceNow: interval)) { continue }
      condition.unlock()
      let stop = shouldStop()
      condition.lock()
      if stop && outcome == nil { return nil }
    }
    return outcome
  }

  /// The outcome if the listing has already ended (an error found before the folder was read).
  var finishedEarly: Result<AlbumListing, AlbumError>? {
    condition.lock()
    defer { condition.unlock() }
    return firstPhotoKnown ? nil : outcome
  }
}
