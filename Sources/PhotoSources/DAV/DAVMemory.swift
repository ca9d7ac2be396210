import Foundation

/// What a WebDAV source remembers between requests, shared by the threads that list and fetch: the listing
/// the last `status` of a folder brought (taken by the `list` that follows, so naming a folder costs one
/// request), and the logins the servers refused (never tried again by itself).
final class DAVMemory: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: (folder: String, resources: [DAVResource])?
  private let refusals = RefusedLogins()

  /// Keeps `resources`, the listing of `folder`, for the next `take` of it (one folder at a time).
  func keep(_ resources: [DAVResource], of folder: DAVLocation) {
    lock.withLock { kept = (Self.key(folder), resources) }
  }

  /// The listing kept of `folder`, once; nil when the last one kept is another's.
  func take(_ folder: DAVLocation) -> [DAVResource]? {
    lock.withLock {
      guard let listing = kept, listing.folder == Self.key(folder) else { return nil }
      kept = nil
      return listing.resources
    }
  }

  /// Throws the refusal of `place`'s server and user, when it refused the login before.
  func checkLogin(_ place: DAVLocation) throws(SourceFailure) { try refusals.check(place.origin(withUser: true)) }

  /// Remembers `failure` when it is a refused login: `place`'s server and user are not asked again.
  func noteRefusal(_ failure: SourceFailure, _ place: DAVLocation) {
    refusals.note(failure, place.origin(withUser: true))
  }

  /// A folder's key: its server and path, without a trailing `/`.
  private static func key(_ folder: DAVLocation) -> String {
    folder.origin(withUser: true) + "/" + folder.segments.joined(separator: "/")
  }
}
