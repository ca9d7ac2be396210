import Foundation
import Glibc
import PhotoCore

/// `--recent-first`: when each photo was taken, EXIF's date (a wall-clock time, read as local time) else the
/// file's modification time, and which were taken in the last days. The file times are known at once (from
/// the listing's stamps); EXIF dates are read from each file's first bytes, on a thread of its own in real
/// runs (a large album does not hold up the start: the first cycle goes by file times, the next by EXIF) and
/// before the show starts in scripted runs (so runs repeat exactly).
public final class TakenDates: @unchecked Sendable {
  private let lock = NSLock()
  private var dates: [PhotoID: Double] = [:]
  private var exifRead = false
  private var told = false
  private let days: Double
  /// When the recent photos were last worked out (run clock), on the frame loop.
  private var checkedAt = -Double.infinity

  /// The dates of `album`'s photos by their file times, for recent-first over `days` days.
  public init(album: Album, days: Double) {
    self.days = days
    for (index, item) in album.items.enumerated() {
      guard let stamp = item.stamp else { continue }
      dates[album.id(at: index)] = Double(stamp.modifiedSeconds) + Double(stamp.modifiedNanoseconds) / 1e9
    }
  }

  /// The photos taken within the days of `now` (seconds since 1970), by the dates known so far.
  public func recent(now: Double) -> Set<PhotoID> {
    lock.lock()
    defer { lock.unlock() }
    return Set(dates.filter { RecentFirst.isRecent(taken: $0.value, now: now, days: days) }.keys)
  }

  /// Reads the EXIF dates of `album`'s local photos now.
  public func readExif(of album: Album) {
    var found: [PhotoID: Double] = [:]
    for (index, item) in album.items.enumerated() where !album.isRemote(item.location) {
      if let taken = Self.exifDate(ofFileAt: item.location) { found[album.id(at: index)] = taken }
    }
    lock.lock()
    dates.merge(found) { _, exif in exif }
    exifRead = true
    lock.unlock()
  }

  /// Reads the EXIF dates on a thread of its own; `done` is called after.
  public func readExifInBackground(of album: Album, done: @escaping @Sendable () -> Void) {
    let thread = Thread { [self] in
      readExif(of: album)
      done()
    }
    thread.name = "sdlphoto-dates"
    thread.qualityOfService = .background
    thread.start()
  }

  /// Whether the recent photos are to be worked out again at `t` (the frame loop's clock): when the EXIF dates
  /// came in, and every `Tuning.Slideshow.recentRefresh` (a photo ages out of the days on a frame that runs for
  /// weeks). When so, the next time counts from `t`.
  public func recentIsDue(at t: Double) -> Bool {
    guard takeExifRead() || t - checkedAt >= Tuning.Slideshow.recentRefresh else { return false }
    checkedAt = t
    return true
  }

  /// Whether the EXIF dates came in since the last call (once).
  public func takeExifRead() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard exifRead, !told else { return false }
    told = true
    return true
  }

  /// The date taken in the EXIF of the file at `path`, as seconds since 1970 reading it as local time.
  static func exifDate(ofFileAt path: String) -> Double? {
    guard let taken = ExifMetadata.read(fileAt: path, headLength: 128 * 1024)?.taken else { return nil }
    return taken.localSeconds
  }
}
