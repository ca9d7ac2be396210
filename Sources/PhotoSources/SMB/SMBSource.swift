/// Photos on SMB shares (a NAS, a Windows or macOS share, Samba), named
/// `smb://[DOMAIN;][USER@]HOST[:PORT]/SHARE/PATH`, read through the shell's `SMBTransport` (Samba's
/// libsmbclient: SMB2 and SMB3 only, signing and encryption when the server asks for them, guests where a share
/// lets them in).
///
/// A folder is one listing (`readdirplus`: each entry's size and time come with it, no request per file); a
/// recursive album walks the tree a folder at a time. A photo's stamp is its size and time; its bytes come
/// through the download cache, kept for a later start without the server, and read again only when the server's
/// size or time differ from the copy's.
///
/// A login the server refused is never tried again by itself (a Windows domain locks an account after a few
/// failed logins): every later request as that user of that server fails at once with the same words.
public struct SMBSource: PhotoSource {
  /// What reaches the network; nil where nothing may (the pure core's tests).
  public let transport: (any SMBTransport)?
  /// Passwords by server and user (`SMBLocation.origin(withUser: true)`), from the sources' secrets.
  public let passwords: [String: String]
  private let refusals = RefusedLogins()

  /// SMB servers reached through `transport`, logging in with `passwords`.
  public init(transport: (any SMBTransport)? = nil, passwords: [String: String] = [:]) {
    self.transport = transport
    self.passwords = passwords
  }

  /// `smb`.
  public var name: String { "smb" }
  /// Always: a photo on a share downloads before it decodes.
  public var isRemote: Bool { true }
  /// It is listed again every `--refresh`.
  public var watching: SourceWatching { .polling }
  /// Its folders list.
  public var listsFolders: Bool { true }

  /// Whether `location` starts `smb://`.
  public func holds(_ location: String) -> Bool { SMBLocation.isSMB(location) }

  /// What the server says is at `location`: nil when nothing is there or the location is malformed; a folder
  /// when the server cannot be asked (listing it then says why).
  public func status(of location: String) -> SourceStatus? {
    guard let place = try? SMBLocation.parse(location) else { return nil }
    do throws(SourceFailure) {
      guard
        let entry = try ask(
          place,
          { transport, login throws(SourceFailure) in
            try transport.status(of: place, login: login)
          })
      else { return nil }
      return SourceStatus(kind: entry.isFolder ? .folder : .file, stamp: entry.isFolder ? nil : entry.stamp)
    } catch {
      return error == .notFound ? nil : SourceStatus(kind: .folder, stamp: nil)
    }
  }

  /// The photos (by their names) and sub-folders of `folder`, from one listing; hidden names are left out, and so
  /// are names no folder of this machine could hold (`/`, `..`, control characters).
  public func list(_ folder: String, _ request: SourceListingRequest) throws(SourceFailure) -> SourceFolder {
    let place = try Self.parsed(folder)
    let listed = try ask(place, { transport, login throws(SourceFailure) in try transport.list(place, login: login) })
    var entries: [SourceEntry] = []
    for entry in listed {
      guard Self.isUsable(name: entry.name), !SourceEntry.isSkipped(name: entry.name) else { continue }
      if entry.isFolder {
        if request.listsFolders { entries.append(SourceEntry(name: entry.name, kind: .folder)) }
      } else if request.photos.byName(PathText.fileSystemBytes(entry.name)) {
        entries.append(SourceEntry(name: entry.name, kind: .photo(entry.stamp)))
      }
    }
    request.onEntries?(entries)
    let identity = SourceIdentity(source: name, key: place.origin(withUser: false) + place.sharePath)
    return SourceFolder(identity: identity, entries: entries, entryStats: 0)
  }

  /// The photo at `location`, fetched (or the copy kept), open for reading.
  public func open(_ location: String) throws(SourceFailure) -> any SourceReader {
    try LocalSource().open(try localCopy(of: location, progress: { _, _ in }))
  }

  /// The download cache's copy of `location`, read now when the server's differs.
  public func localCopy(
    of location: String, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) -> String {
    let place = try Self.parsed(location)
    return try ask(
      place,
      { transport, login throws(SourceFailure) in
        try transport.copy(of: place, login: login, progress: progress)
      })
  }

  /// Its first bytes are read alone.
  public var readsHeads: Bool { true }

  /// The file's first `count` bytes (`SMBTransport.head`); nil once its server refused the login.
  public func head(of location: String, count: Int) -> [UInt8]? {
    guard let place = try? Self.parsed(location) else { return nil }
    return try? ask(place) { transport, login in transport.head(of: place, login: login, count: count) }
  }

  /// The location.
  public func identity(of location: String, stamp: FileStamp?) -> SourceIdentity {
    SourceIdentity(source: name, key: location)
  }

  /// The login for `place`: its domain and user, and the password configured for that server and user.
  public func login(for place: SMBLocation) -> SMBLogin {
    SMBLogin(domain: place.domain, user: place.user, password: passwords[place.origin(withUser: true)])
  }

  /// `request` of the transport as `place`'s login, unless that login was refused before; a refusal now is
  /// remembered.
  private func ask<T>(
    _ place: SMBLocation, _ request: (any SMBTransport, SMBLogin) throws(SourceFailure) -> T
  ) throws(SourceFailure) -> T {
    guard let transport else { throw .unreadable(reason: "nothing here may reach the network") }
    let key = place.origin(withUser: true)
    try refusals.check(key)
    do throws(SourceFailure) {
      return try request(transport, login(for: place))
    } catch {
      refusals.note(error, key)
      throw error
    }
  }

  /// Whether a server's name can stand as a name here: not empty, `.` or `..`, no `/` and no control
  /// character (a hostile server's names never reach a path).
  static func isUsable(name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".."
      && !name.unicodeScalars.contains { $0 == "/" || $0.value < 0x20 || $0.value == 0x7F }
  }

  /// `location` parsed; a malformed one is unreadable, with the reason.
  private static func parsed(_ location: String) throws(SourceFailure) -> SMBLocation {
    do throws(SMBLocation.Refusal) {
      return try SMBLocation.parse(location)
    } catch {
      throw .unreadable(reason: error.reason)
    }
  }
}
