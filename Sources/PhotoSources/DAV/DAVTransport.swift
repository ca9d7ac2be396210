/// What the WebDAV source asks of the network: the shell's libcurl client, which knows HTTP, TLS, logins and
/// the download cache (the source itself knows WebDAV: what to ask and what the answers mean).
public protocol DAVTransport: Sendable {
  /// `PROPFIND url` with `Depth: depth` and the XML `body`, logged in as `login`: the path of a file holding the
  /// `207 Multi-Status` body, so a listing of any length is never held whole (the transport keeps it, or
  /// removes it later; the caller reads it at once). A 404 is `notFound`, a refused login (401) `refused`, any
  /// other failure `network` or `unreadable`, each in plain words; a transport may answer a failure with the
  /// listing it kept from before (a `Depth: 1` answer of the same URL, in which its own entry is too). Only a `Depth:
  /// 1` answer is kept.
  func propfind(_ url: String, depth: Int, body: [UInt8], login: DAVLogin) throws(SourceFailure) -> String
  /// The file holding the last `207` answer to `PROPFIND url` as `login`, kept from this run or an earlier one;
  /// nil when none is kept. Asks nothing of the network.
  func keptListing(of url: String, login: DAVLogin) -> String?
  /// Whether the listing file at `path` is one the transport keeps, beside which a digest may be kept
  /// (`DAVListingDigest`).
  func keepsDigest(of path: String) -> Bool
  /// A copy on this machine of the file at `url` (the download cache's, fetched or revalidated now, or the one
  /// kept when the server cannot be reached), telling `progress` the bytes received and expected on the way.
  /// `version` is what this run's listing said of the file (`DAVSource.version`): the copy fetched as that
  /// version serves without a request, and one of another is asked for again at once.
  func copy(
    of url: String, login: DAVLogin, version: UInt64?,
    progress: @escaping @Sendable (_ received: Int64, _ expected: Int64?) -> Void
  ) throws(SourceFailure) -> String
  /// The first `count` bytes of the file at `url` as `version` (see `copy`): from the download cache's copy of
  /// that version, or a head of it kept from before, or a range request now (`Range: bytes=0-`, the head kept);
  /// nil without a version, or where none could be had (a server that ignores ranges is stopped, not read whole).
  func head(of url: String, login: DAVLogin, version: UInt64?, count: Int) -> [UInt8]?
}

/// Who the viewer logs in to a WebDAV server as: the location's user and, where the source's configuration
/// gives one, the password read from its secret. With no password, `~/.netrc` is asked (by libcurl) for this
/// host and user. Never printed: its description hides the password.
public struct DAVLogin: Hashable, Sendable, CustomStringConvertible {
  /// The login name, when there is one.
  public var user: String?
  /// The password, when the source's secret gave one.
  public var password: String?

  /// A login as `user` with `password`.
  public init(user: String?, password: String?) {
    self.user = user
    self.password = password
  }

  /// The user, and whether a password is given (never the password).
  public var description: String { (user ?? "(no user)") + (password == nil ? "" : " (with a password)") }
}

extension DAVTransport {
  /// None is kept.
  public func keepsDigest(of path: String) -> Bool { false }
  /// None: photos are read whole.
  public func head(of url: String, login: DAVLogin, version: UInt64?, count: Int) -> [UInt8]? { nil }
}
