/// Photos of a folder on a server (WebDAV, SMB, rclone) that did not arrive because the server could not be
/// reached are asked for again, with a backoff: after `Tuning.NetworkRetry.first` seconds, then twice as long
/// each time up to `Tuning.NetworkRetry.longest`, each wait moved by up to `jitter` of itself (a hash of the photo
/// and the try, so a run repeats exactly). Meanwhile the error tile stays (no spinner comes and goes), the
/// failure is said once, and a photo that arrives is ready like any other. A photo of the web is not: there a
/// failure also means a URL gone (HTTP 404), which asking again would not mend.
extension LoadPlanner {
  /// One photo's retries: how many tries failed, and when it is asked for again (nil: asked already, its
  /// answer not back).
  struct NetworkRetry: Sendable, Equatable {
    var failures: Int
    var due: Double?
  }

  /// The wait after `failures` failed tries of `photo`, seconds.
  static func retryDelay(failures: Int, photo: PhotoID) -> Double {
    let base = min(
      Tuning.NetworkRetry.longest, Tuning.NetworkRetry.first * Double(1 << min(max(failures - 1, 0), 20)))
    let hash = StableHash.fnv1a64(Array((photo.location + " \(failures)").utf8))
    let unit = Double(hash % 10_001) / 5_000 - 1  // -1...1
    return base * (1 + Tuning.NetworkRetry.jitter * unit)
  }

  /// Whether a decode of `request` that failed for the network is tried again: a photo of a source that lists
  /// folders on the network.
  func retries(_ request: DecodeRequest) -> Bool {
    let source = sources.source(for: request.photo.location)
    return source.isRemote && source.listsFolders
  }

  /// Schedules the next try of `photo`, which failed at `t`.
  mutating func scheduleRetry(_ photo: PhotoID, at t: Double) {
    let failures = (networkRetries[photo]?.failures ?? 0) + 1
    networkRetries[photo] = NetworkRetry(
      failures: failures, due: t + Self.retryDelay(failures: failures, photo: photo))
  }

  /// Makes the photos whose try is due at `t` wanted again: their failed levels are forgotten (their error tiles
  /// stay until a decode shows).
  mutating func releaseDueRetries(at t: Double) {
    for (photo, retry) in networkRetries {
      guard let due = retry.due, due <= t + 1e-9 else { continue }
      failedLevels[photo] = nil
      networkRetries[photo]?.due = nil
    }
  }

  /// When the next try falls due (the frame loop wakes for it), nil when none waits.
  public var nextRetry: Double? { networkRetries.values.compactMap(\.due).min() }
}
