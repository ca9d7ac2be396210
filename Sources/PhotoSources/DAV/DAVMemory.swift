import Foundation

/// What a WebDAV source remembers between requests, shared by the threads that list and fetch: the listing
/// the last `status` of a folder brought (taken by the `list` that follows, so naming a folder costs one
/// request), the version each listing gave its photos and the ETag it gave its folders, and the logins the servers refused (never tried again
/// by itself).
final class DAVMemory: @unchecked Sendable {
  /// The photos' versions as listed this run.
  let versions = ListedVersions()
  private let lock = NSLock()
  private var kept: (folder: String, resources: [DAVResource])?
  private var folderTags: [String: String] = [:]
  private var previewed: [UInt64: Previewed] = [:]

  /// What a listing said of a photo its server makes previews of.
  struct Previewed {
    /// Its file id.
    var fileID: String
    /// Its stored pixel size, when the server told it.
    var width: Int32?
    var height: Int32?
  }

  /// Records that the server makes previews of the photo at `location`.
  func notePreviewed(_ location: String, _ facts: Previewed) {
    let key = StableHash.fnv1a64(location.utf8)
    lock.withLock { previewed[key] = facts }
  }

  /// What this run's listing said of the previews of the photo at `location`; nil when it has none.
  func previewed(_ location: String) -> Previewed? {
    let key = StableHash.fnv1a64(location.utf8)
    return lock.withLock { previewed[key] }
  }
  private let refusals = RefusedLogins()

  /// Records `etag`, the ETag a listing of this run gave the folder `folder`.
  func noteTag(_ etag: String, of folder: DAVLocation) {
    lock.withLock { folderTags[Self.key(folder)] = etag }
  }

  /// The ETag this run's listing of its parent gave `folder`; nil when none did.
  func tag(of folder: DAVLocation) -> String? { lock.withLock { folderTags[Self.key(folder)] } }

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
