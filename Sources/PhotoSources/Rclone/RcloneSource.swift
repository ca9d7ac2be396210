import Foundation

/// Photos on any of rclone's remotes (S3, Google Drive, OneDrive, Dropbox, SFTP, a NAS...), named
/// `rclone:REMOTE:PATH`, through Debian's rclone: rclone is the long tail's engine, and the viewer asks it only
/// two things, through the shell's `RcloneTransport`: a folder's tree (`rclone lsjson -R --fast-list`, the fewest
/// requests a backend can list with), and a photo's bytes (through an `rclone serve http` the shell starts on the
/// loopback with random credentials, into the download cache).
///
/// The tree of the folder first listed is kept, and the folders below it are answered from it: a grid of a folder
/// and its sub-folders' tiles, or a recursive album, costs one listing. A photo's stamp is its size and time.
public struct RcloneSource: PhotoSource {
  /// What runs rclone; nil where nothing may (the pure core's tests).
  public let transport: (any RcloneTransport)?
  private let trees = RcloneTrees()

  /// rclone's remotes, reached through `transport`.
  public init(transport: (any RcloneTransport)? = nil) { self.transport = transport }

  /// `rclone`.
  public var name: String { "rclone" }
  /// Always: a photo on a remote downloads before it decodes.
  public var isRemote: Bool { true }
  /// Nothing tells when a remote changes: it is listed again every `--refresh`.
  public var watching: SourceWatching { .polling }
  /// Its folders list.
  public var listsFolders: Bool { true }

  /// Whether `location` starts `rclone:`.
  public func holds(_ location: String) -> Bool { RcloneLocation.isRclone(location) }

  /// A folder when rclone lists `location` as one (its tree is kept for the listing that follows), a file when
  /// its parent's listing holds it; nil when neither; a folder when rclone cannot be asked (listing it then says
  /// why).
  public func status(of location: String) -> SourceStatus? {
    guard let place = RcloneLocation.parse(location) else { return nil }
    if let known = trees.entry(place) {
      return known.isDir ? SourceStatus(kind: .folder, stamp: nil) : Self.file(known)
    }
    do throws(SourceFailure) {
      _ = try tree(of: place)
      return SourceStatus(kind: .folder, stamp: nil)
    } catch {
      if error == .notAFolder, let parent = place.parent, (try? tree(of: parent)) != nil,
        let known = trees.entry(place), !known.isDir
      {
        return Self.file(known)
      }
      return error == .notFound || error == .notAFolder ? nil : SourceStatus(kind: .folder, stamp: nil)
    }
  }

  /// The photos (by their names) and sub-folders of `folder`, from the tree kept of it or of a folder above it,
  /// else from one `lsjson -R --fast-list` of it.
  public func list(_ folder: String, _ request: SourceListingRequest) throws(SourceFailure) -> SourceFolder {
    guard let place = RcloneLocation.parse(folder) else { throw .unreadable(reason: "it is not rclone:REMOTE:PATH") }
    var children = trees.children(of: place)
    if children == nil {
      _ = try tree(of: place)
      children = trees.children(of: place)
    }
    var entries: [SourceEntry] = []
    for child in children ?? [] {
      let name = String(child.path.split(separator: "/").last ?? "")
      guard !SourceEntry.isSkipped(name: name) else { continue }
      if child.isDir {
        if request.listsFolders { entries.append(SourceEntry(name: name, kind: .folder)) }
      } else if request.photos.byName(PathText.fileSystemBytes(name)) {
        entries.append(SourceEntry(name: name, kind: .photo(Self.file(child).stamp)))
      }
    }
    request.onEntries?(entries)
    return SourceFolder(identity: SourceIdentity(source: name, key: place.target), entries: entries, entryStats: 0)
  }

  /// The photo at `location`, fetched (or the copy kept), open for reading.
  public func open(_ location: String) throws(SourceFailure) -> any SourceReader {
    try LocalSource().open(try localCopy(of: location, progress: { _, _ in }))
  }

  /// The download cache's copy of `location`: the one fetched as the size and time this run's listing gave it,
  /// without a request; else fetched or revalidated now.
  public func localCopy(
    of location: String, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) -> String {
    guard let place = RcloneLocation.parse(location) else { throw .unreadable(reason: "it is not rclone:REMOTE:PATH") }
    guard let transport else { throw .unreadable(reason: "nothing here may run rclone") }
    return try transport.copy(of: place, version: version(of: place), progress: progress)
  }

  /// By range.
  public var readsHeads: Bool { true }

  /// The file's first `count` bytes, as its listed size and time (`RcloneTransport.head`); nil for a file too short
  /// to be worth it (`PhotoHead`).
  public func head(of location: String, count: Int) -> [UInt8]? {
    guard let place = RcloneLocation.parse(location), let transport,
      PhotoHead.isWorthReading(size: trees.entry(place).map(\.size), count: count)
    else { return nil }
    return transport.head(of: place, version: version(of: place), count: count)
  }

  /// The version this run's listing gave the file at `place`: its size and time, hashed.
  private func version(of place: RcloneLocation) -> UInt64? {
    trees.entry(place).map { StableHash.fnv1a64("\($0.size) \($0.modTime)".utf8) }
  }

  /// The location.
  public func identity(of location: String, stamp: FileStamp?) -> SourceIdentity {
    SourceIdentity(source: name, key: location)
  }

  /// The tree below `place`, listed now and kept.
  private func tree(of place: RcloneLocation) throws(SourceFailure) -> [RcloneListing.Entry] {
    guard let transport else { throw .unreadable(reason: "nothing here may run rclone") }
    let listing = try transport.tree(of: place)
    trees.keep(listing.entries, below: place)
    return listing.entries
  }

  /// A file's status from its entry: its size and time.
  static func file(_ entry: RcloneListing.Entry) -> SourceStatus {
    let time = RcloneListing.seconds(entry.modTime) ?? (0, 0)
    let stamp = FileStamp(
      size: max(0, entry.size), modifiedSeconds: time.seconds, modifiedNanoseconds: time.nanoseconds, device: 0,
      inode: 0)
    return SourceStatus(kind: .file, stamp: stamp)
  }
}

/// What the rclone source asks of rclone: the shell's runner, which starts rclone's processes and knows the
/// download cache.
public protocol RcloneTransport: Sendable {
  /// The tree below the folder `place` (`rclone lsjson -R --fast-list`), or the one kept from an earlier run when
  /// the remote cannot be reached. A folder that is not there is `notFound`, a file `notAFolder`, an rclone that
  /// cannot run (missing, an encrypted config it may not ask the password of) `unreadable` in plain words.
  func tree(of place: RcloneLocation) throws(SourceFailure) -> RcloneListing
  /// A copy on this machine of the file at `place` (the download cache's, fetched or revalidated now, or the one
  /// kept when the remote cannot be reached); `version` hashes the size and time this run's listing gave it (the
  /// copy fetched as that version serves without a request).
  func copy(
    of place: RcloneLocation, version: UInt64?,
    progress: @escaping @Sendable (_ received: Int64, _ expected: Int64?) -> Void
  ) throws(SourceFailure) -> String
  /// The first `count` bytes of the file at `place` as `version` (see `copy`): from the download cache's copy of
  /// that version, a head of it kept, or a range request to rclone's server now (the head kept); nil without a
  /// version, or where none could be had.
  func head(of place: RcloneLocation, version: UInt64?, count: Int) -> [UInt8]?
}

extension RcloneTransport {
  /// None: files are read whole.
  public func head(of place: RcloneLocation, version: UInt64?, count: Int) -> [UInt8]? { nil }
}

extension RcloneLocation {
  /// The folder holding it, or nil at the remote's root.
  public var parent: RcloneLocation? {
    guard !path.isEmpty, path != "/" else { return nil }
    guard let slash = path.lastIndex(of: "/") else { return RcloneLocation(remote: remote, path: "") }
    return RcloneLocation(remote: remote, path: slash == path.startIndex ? "/" : String(path[..<slash]))
  }
}
