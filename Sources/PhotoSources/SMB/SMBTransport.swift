/// What the SMB source asks of the network: the shell's libsmbclient client, which knows the protocol, logins
/// and the download cache (the source knows what a listing means for an album).
public protocol SMBTransport: Sendable {
  /// The entries directly inside the folder `place` (`readdirplus`: names, kinds, sizes and times in the
  /// listing's own replies, no request per file), or the listing kept from before when the server cannot be
  /// reached. A folder that is not there is `notFound`, a file `notAFolder`, a refused login `refused`.
  func list(_ place: SMBLocation, login: SMBLogin) throws(SourceFailure) -> [SMBEntry]
  /// What is at `place`: nil when nothing is.
  func status(of place: SMBLocation, login: SMBLogin) throws(SourceFailure) -> SMBEntry?
  /// A copy on this machine of the file at `place`: the download cache's when its size and time are the
  /// server's (or the server cannot be reached), else read now, telling `progress` the bytes on the way.
  func copy(
    of place: SMBLocation, login: SMBLogin,
    progress: @escaping @Sendable (_ received: Int64, _ expected: Int64?) -> Void
  ) throws(SourceFailure) -> String
  /// The first `count` bytes of the file at `place`: the download cache's copy's when its size and time are the
  /// server's, else a head of that version kept, else read now and kept; nil where they could not be had, or the
  /// file is too short to be worth it (`PhotoHead`).
  func head(of place: SMBLocation, login: SMBLogin, count: Int) -> [UInt8]?
}

extension SMBTransport {
  /// None: files are read whole.
  public func head(of place: SMBLocation, login: SMBLogin, count: Int) -> [UInt8]? { nil }
}

/// One entry of an SMB folder: its name, whether it is a folder, its size and time.
public struct SMBEntry: Hashable, Sendable, Codable {
  /// The name, as the server spells it.
  public var name: String
  /// Whether it is a folder.
  public var isFolder: Bool
  /// Its size, bytes.
  public var size: Int64
  /// When it was last written: seconds since the Unix epoch, and nanoseconds.
  public var modifiedSeconds: Int64
  public var modifiedNanoseconds: Int32

  /// An entry of these parts.
  public init(name: String, isFolder: Bool, size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int32) {
    self.name = name
    self.isFolder = isFolder
    self.size = size
    self.modifiedSeconds = modifiedSeconds
    self.modifiedNanoseconds = modifiedNanoseconds
  }

  /// Its stamp: size and time (SMB has no inode a client can rely on).
  public var stamp: FileStamp {
    FileStamp(
      size: size, modifiedSeconds: Int(modifiedSeconds), modifiedNanoseconds: Int(modifiedNanoseconds), device: 0,
      inode: 0)
  }
}

/// Who the viewer logs in to an SMB server as: the location's domain and user and, where the source's
/// configuration gives one, the password read from its secret; no user is a guest. Never printed: its
/// description hides the password.
public struct SMBLogin: Hashable, Sendable, CustomStringConvertible {
  /// The domain or workgroup, when there is one.
  public var domain: String?
  /// The login name; nil for a guest.
  public var user: String?
  /// The password, when the source's secret gave one.
  public var password: String?

  /// A login as `user` of `domain` with `password`.
  public init(domain: String?, user: String?, password: String?) {
    self.domain = domain
    self.user = user
    self.password = password
  }

  /// The user (or a guest), and whether a password is given (never the password).
  public var description: String {
    (domain.map { $0 + "\\" } ?? "") + (user ?? "(guest)") + (password == nil ? "" : " (with a password)")
  }
}
