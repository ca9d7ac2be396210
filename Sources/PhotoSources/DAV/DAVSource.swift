#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Photos on a WebDAV server (Apache's `mod_dav`, a NAS, ownCloud, Nextcloud's `remote.php/dav/files/USER/`),
/// named `dav://[USER@]HOST[:PORT]/PATH` or `davs://...` (HTTPS), read through the shell's `DAVTransport`.
///
/// A folder is listed with one `PROPFIND` of `Depth: 1` asking only for what a listing needs
/// (`DAVMultistatus.propfindBody`), never `Depth: infinity` (Apache refuses it by default, ownCloud answers 412,
/// nginx 403): a recursive album walks the tree a folder at a time. The `PROPFIND` that tells what a location is
/// (`status`) asks `Depth: 1` too, so the folder a user names is listed by that one request. A photo's stamp is
/// its size, time and a hash of its ETag, so a photo rewritten in place decodes again. Its bytes come through
/// the download cache, where they stay for a later start without the server.
///
/// A login the server refused (401) is never tried again by itself: every later request to that server and
/// user fails at once with the same words until the viewer starts again (a server counts failed logins, and
/// Nextcloud then throttles the address).
public struct DAVSource: PhotoSource {
  /// What reaches the network; nil where nothing may (the pure core's tests).
  public let transport: (any DAVTransport)?
  /// Passwords by server and user (`DAVLocation.origin(withUser: true)`), from the sources' secrets.
  public let passwords: [String: String]
  private let memory = DAVMemory()

  /// WebDAV servers reached through `transport`, logging in with `passwords`.
  public init(transport: (any DAVTransport)? = nil, passwords: [String: String] = [:]) {
    self.transport = transport
    self.passwords = passwords
  }

  /// `dav`.
  public var name: String { "dav" }
  /// Always: a photo on a server downloads before it decodes.
  public var isRemote: Bool { true }
  /// Nothing tells when a server's folder changes: it is listed again every `--refresh`.
  public var watching: SourceWatching { .polling }
  /// Its folders list.
  public var listsFolders: Bool { true }

  /// Whether `location` starts `dav://` or `davs://`.
  public func holds(_ location: String) -> Bool { DAVLocation.isDAV(location) }

  /// What the server says is at `location`: nil when it is not there or the location is malformed; a folder
  /// when the server cannot be asked (listing it then says why, in the server's words).
  public func status(of location: String) -> SourceStatus? {
    guard let place = try? DAVLocation.parse(location) else { return nil }
    do throws(SourceFailure) {
      let top = try unchangedTop(place)
      let resources: [DAVResource]
      if let unchanged = top.unchanged {
        resources = unchanged
      } else {
        resources = try propfind(place, folder: false, reusing: top.read)
      }
      guard let own = Self.own(place, in: resources).map({ resources[$0] }) else { return nil }
      if own.isCollection {
        memory.keep(resources, of: place)
      } else {
        memory.versions.note(location, version: Self.version(own), size: own.size)
        notePreviews(of: own, at: location)
      }
      return SourceStatus(kind: own.isCollection ? .folder : .file, stamp: own.isCollection ? nil : Self.stamp(own))
    } catch {
      return error == .notFound ? nil : SourceStatus(kind: .folder, stamp: nil)
    }
  }

  /// The photos (by their names) and sub-folders of `folder`, from one `PROPFIND` (or the one `status` made
  /// just before, or none when its server says nothing below it changed: `unchangedListing`); names no folder
  /// may hold are left out (`DAVMultistatus`), and so are hidden ones.
  public func list(_ folder: String, _ request: SourceListingRequest) throws(SourceFailure) -> SourceFolder {
    let place = try Self.parsed(folder)
    let resources: [DAVResource]
    if let kept = memory.take(place) {
      resources = kept
    } else if let unchanged = unchangedListing(of: place) {
      resources = unchanged
    } else {
      resources = try propfind(place, folder: true)
    }
    let own = Self.own(place, in: resources)
    if let own, !resources[own].isCollection { throw .notAFolder }
    var entries: [SourceEntry] = []
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    for (index, resource) in resources.enumerated() where index != own {
      guard let name = resource.segments.last, !SourceEntry.isSkipped(name: name) else { continue }
      if resource.isCollection {
        if request.listsFolders { entries.append(SourceEntry(name: name, kind: .folder)) }
        if resource.fileID != nil, let etag = resource.etag { memory.noteTag(etag, of: place.appending(name)) }
      } else if request.photos.byName(PathText.fileSystemBytes(name)) {
        entries.append(SourceEntry(name: name, kind: .photo(Self.stamp(resource))))
        memory.versions.note(base + name, version: Self.version(resource), size: resource.size)
        notePreviews(of: resource, at: base + name)
      }
    }
    request.onEntries?(entries)
    let identity = SourceIdentity(source: name, key: place.origin(withUser: false) + place.path)
    return SourceFolder(identity: identity, entries: entries, entryStats: 0)
  }

  /// The photo at `location`, fetched (or the copy kept), open for reading.
  public func open(_ location: String) throws(SourceFailure) -> any SourceReader {
    try LocalSource().open(try localCopy(of: location, progress: { _, _ in }))
  }

  /// The download cache's copy of `location`: the one fetched as the version this run's listing gave it, without
  /// a request; else fetched or revalidated now.
  public func localCopy(
    of location: String, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) -> String {
    let place = try Self.parsed(location)
    guard let transport else { throw .unreadable(reason: "nothing here may reach the network") }
    let login = login(for: place)
    try memory.checkLogin(place)
    do throws(SourceFailure) {
      return try transport.copy(
        of: place.httpURL(), login: login, version: memory.versions.version(of: location), progress: progress)
    } catch {
      memory.noteRefusal(error, place)
      throw error
    }
  }

  /// Nextcloud's preview of the photo at `location` fitting (`covering`: covering) `width` x `height` pixels,
  /// where its listing said the server makes one (`nc:has-preview` and a file id); fetched through the download
  /// cache as the photo's listed version (so a copy kept is used without a request). Nil where it has none, where
  /// a fitting one is asked of a photo whose size the server did not tell (the viewer zooms by it), or where the
  /// preview could not be had: the photo itself is read then.
  public func serverPreview(of location: String, width: Int, height: Int, covering: Bool) -> ServerPreview? {
    guard let transport, let facts = memory.previewed(location), let version = memory.versions.version(of: location),
      let place = try? DAVLocation.parse(location),
      let url = NextcloudPreview.url(
        of: place, fileID: facts.fileID, width: width, height: height, covering: covering, version: version)
    else { return nil }
    // A fitting preview only where the photo's size is known: the viewer zooms by it.
    if !covering && facts.width == nil { return nil }
    let login = login(for: place)
    // A share link behind a password wants its web session for previews, which WebDAV's login is not.
    if place.user == "anonymous" && login.password != nil { return nil }
    guard (try? memory.checkLogin(place)) != nil,
      let path = try? transport.copy(of: url, login: login, version: version, progress: { _, _ in })
    else { return nil }
    return ServerPreview(path: path, photoWidth: facts.width.map(Int.init), photoHeight: facts.height.map(Int.init))
  }

  /// By range.
  public var readsHeads: Bool { true }

  /// Whether this run's listing said the server makes previews of the photo at `location`.
  public func makesPreviews(of location: String) -> Bool { memory.previewed(location) != nil }

  /// The photo's first `count` bytes, as its listed version (`DAVTransport.head`); nil once its server refused
  /// the login, for a photo its listing says is too short to be worth it (`PhotoHead`), or where
  /// they could not be had.
  public func head(of location: String, count: Int) -> [UInt8]? {
    guard let transport, let place = try? Self.parsed(location), (try? memory.checkLogin(place)) != nil,
      PhotoHead.isWorthReading(size: memory.versions.size(of: location), count: count)
    else {
      return nil
    }
    return transport.head(
      of: place.httpURL(), login: login(for: place), version: memory.versions.version(of: location), count: count)
  }

  /// Records what `resource`, the photo at `location`, says of its previews: its file id and pixel size where
  /// the server makes them.
  private func notePreviews(of resource: DAVResource, at location: String) {
    guard resource.hasPreview, let fileID = resource.fileID else { return }
    let size = resource.pixelWidth.flatMap { width in resource.pixelHeight.map { (width, $0) } }
    memory.notePreviewed(
      location,
      DAVMemory.Previewed(
        fileID: fileID, width: size.map { Int32(clamping: $0.0) }, height: size.map { Int32(clamping: $0.1) }))
  }

  /// The location (the server's URL of the item).
  public func identity(of location: String, stamp: FileStamp?) -> SourceIdentity {
    SourceIdentity(source: name, key: location)
  }

  /// The login for `place`: its user, and the password configured for that server and user.
  func login(for place: DAVLocation) -> DAVLogin {
    DAVLogin(user: place.user, password: passwords[place.origin(withUser: true)])
  }

  /// The listing of the folder `place` kept from an earlier request, when nothing below it changed since: its
  /// server gives file ids (Nextcloud, ownCloud), whose folder ETags change when anything below them changes, and
  /// the ETag its parent's listing gave it this run is the one its kept listing has. It costs no request, so an
  /// unchanged tree costs the one listing of its top. Nil when any of that is not so.
  private func unchangedListing(of place: DAVLocation) -> [DAVResource]? {
    guard let transport, let tag = memory.tag(of: place),
      let kept = transport.keptListing(of: place.httpURL(folder: true), login: login(for: place)),
      let resources = try? DAVListingDigest.resources(at: kept, keeps: transport.keepsDigest(of: kept)),
      let own = Self.own(place, in: resources), resources[own].isCollection, resources[own].etag == tag
    else { return nil }
    return resources
  }

  /// The listing of the folder `place` kept from an earlier start, when its server gives file ids (Nextcloud,
  /// ownCloud: a folder's ETag changes when anything below it changes) and a `PROPFIND` of `Depth: 0` gives it the
  /// ETag it has there: a start with nothing changed fetches one entry instead of the whole listing. Nil when any of
  /// that is not so (a folder changed costs that one small request more).
  /// The kept listing read on the way (`read`), whatever the answer, so a `PROPFIND` that the kept listing answers
  /// (`KeptListingsFirst`, or a server not reached) is not read twice.
  private func unchangedTop(
    _ place: DAVLocation
  ) throws(SourceFailure) -> (unchanged: [DAVResource]?, read: KeptRead?) {
    guard let transport,
      let kept = transport.keptListing(of: place.httpURL(), login: login(for: place)),
      let resources = try? DAVListingDigest.resources(at: kept, keeps: transport.keepsDigest(of: kept))
    else { return (nil, nil) }
    let read = KeptRead(path: kept, stamp: DAVListingDigest.stamp(of: kept), resources: resources)
    guard let own = Self.own(place, in: resources), resources[own].isCollection, resources[own].fileID != nil,
      let etag = resources[own].etag
    else { return (nil, read) }
    try memory.checkLogin(place)
    let body: String
    do throws(SourceFailure) {
      body = try transport.propfind(
        place.httpURL(), depth: 0, body: DAVMultistatus.propfindBody, login: login(for: place))
    } catch {
      memory.noteRefusal(error, place)
      throw error
    }
    let now: [DAVResource]
    if read.answers(body) {
      now = resources
    } else {
      now = try DAVListingDigest.resources(at: body, keeps: transport.keepsDigest(of: body))
    }
    return (Self.own(place, in: now).map { now[$0].etag } == etag ? resources : nil, read)
  }

  /// A kept listing as read: its file, the file's stamp then (`DAVListingDigest.stamp`) and its resources.
  private struct KeptRead {
    let path: String
    let stamp: String?
    let resources: [DAVResource]

    /// Whether the answer `body` (a file) is this listing still, not a listing since kept in its place.
    func answers(_ body: String) -> Bool {
      body == path && stamp != nil && DAVListingDigest.stamp(of: body) == stamp
    }
  }

  /// The resources of `place` and (a folder's) its children, from one `PROPFIND` of `Depth: 1`; `reusing`'s
  /// resources when the answer is that kept listing itself.
  private func propfind(
    _ place: DAVLocation, folder: Bool, reusing read: KeptRead? = nil
  ) throws(SourceFailure) -> [DAVResource] {
    guard let transport else { throw .unreadable(reason: "nothing here may reach the network") }
    try memory.checkLogin(place)
    let body: String
    do throws(SourceFailure) {
      body = try transport.propfind(
        place.httpURL(folder: folder), depth: 1, body: DAVMultistatus.propfindBody, login: login(for: place))
    } catch {
      memory.noteRefusal(error, place)
      throw error
    }
    if let read, read.answers(body) { return read.resources }
    return try DAVListingDigest.resources(at: body, keeps: transport.keepsDigest(of: body))
  }

  /// `location` parsed; a malformed one is unreadable, with the reason.
  private static func parsed(_ location: String) throws(SourceFailure) -> DAVLocation {
    do throws(DAVLocation.Refusal) {
      return try DAVLocation.parse(location)
    } catch {
      throw .unreadable(reason: error.reason)
    }
  }

  /// Where `place` itself is among `resources`: the one at its path; else (a server behind a proxy that names
  /// its paths from another root) the first, when every other lies below it, as servers answer; nil when none
  /// is.
  private static func own(_ place: DAVLocation, in resources: [DAVResource]) -> Int? {
    let segments = place.segments.map(String.init)
    if let exact = resources.firstIndex(where: { $0.segments == segments }) { return exact }
    guard let first = resources.first else { return nil }
    let below = resources.dropFirst().allSatisfy {
      $0.segments.count == first.segments.count + 1 && Array($0.segments.prefix(first.segments.count)) == first.segments
    }
    return below ? 0 : nil
  }

  /// A photo's version as its listing gave it: a hash of its size, time and ETag (else file id).
  static func version(_ resource: DAVResource) -> UInt64 {
    let text = "\(resource.size ?? -1) \(resource.modified ?? -1) \(opaque(resource) ?? resource.fileID ?? "")"
    return StableHash.fnv1a64(text.utf8)
  }

  /// A photo's stamp: its size and time, and for an inode a hash of its ETag (weak or not, `opaque`; else of its
  /// file id), which changes when the file is rewritten even within the same second.
  static func stamp(_ resource: DAVResource) -> FileStamp {
    FileStamp(
      size: resource.size ?? 0, modifiedSeconds: resource.modified ?? 0, modifiedNanoseconds: 0, device: 0,
      inode: StableHash.fnv1a64((opaque(resource) ?? resource.fileID ?? "").utf8))
  }

  /// The resource's ETag without its weak mark (`W/`), as ETags compare weakly (RFC 9110, 8.8.3.2): Apache
  /// marks a file's ETag weak while its last change is under a second old, and strong after, for the same file.
  static func opaque(_ resource: DAVResource) -> String? {
    guard let etag = resource.etag else { return nil }
    return etag.hasPrefix("W/") ? String(etag.dropFirst(2)) : etag
  }
}
