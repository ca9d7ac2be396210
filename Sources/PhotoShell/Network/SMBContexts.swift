import CSMB
import Foundation
import PhotoCore

/// libsmbclient's client context, kept between requests so the next photo from a share reuses its open
/// connection and login. One request at a time, whichever thread asks: libsmbclient keeps state of its own
/// beside its contexts (its event loop's, its configuration's), and two threads in it at once crash it even on
/// two contexts (tried on Debian's 4.17), so the threads that list and read SMB shares take turns; a LAN's
/// round trips are short, and every request is bounded by the timeout. libsmbclient (Debian's libsmbclient) is
/// loaded on the first SMB location; its client configuration is the viewer's own (`configuration`), written
/// once beside the listings. Thread-safe.
final class SMBContexts: @unchecked Sendable {
  private let lock = NSLock()
  private var context: SMBContext?
  /// The logins refused in this run, by server and user, and their words: asked again by no thread, even one
  /// that was waiting its turn when the first was refused.
  private var refused: [String: String] = [:]
  private let configuration: String
  private let timeoutMilliseconds: Int32

  /// Contexts configured by the file `configuration` (written when it is missing), each request given
  /// `timeout` seconds.
  init(configuration: String, timeout: Double = Tuning.Network.timeout) {
    self.configuration = configuration
    timeoutMilliseconds = Int32(timeout * 1000)
  }

  /// The client configuration: SMB2 and SMB3 only; signing and encryption as the server asks (required ones
  /// are met, none forced on a server without them); no Kerberos; names resolved by the system's resolver,
  /// then NetBIOS broadcast (a NAS known by its name on the LAN).
  static let settings = """
    [global]
      client min protocol = SMB2_02
      client max protocol = SMB3
      client signing = default
      client smb encrypt = default
      client use kerberos = off
      name resolve order = host bcast
    """

  /// Runs `body` on the context, logged in as `login` to `server` (its origin with the user), while no other
  /// thread uses libsmbclient; a login refused before is refused at once; a failure to load libsmbclient or make a
  /// context is `unreadable` in plain words.
  func with<T>(
    _ login: SMBLogin, server: String, _ body: (SMBContext) throws(SourceFailure) -> T
  ) throws(SourceFailure) -> T {
    lock.lock()
    defer { lock.unlock() }
    if let reason = refused[server] { throw .refused(reason: reason) }
    let context = try made()
    dl_smb_credentials(login.domain ?? "WORKGROUP", login.user ?? "guest", login.password ?? "")
    do throws(SourceFailure) {
      return try body(context)
    } catch {
      if case .refused(let reason) = error { refused[server] = reason }
      throw error
    }
  }

  /// The context, made on first use (the lock held).
  private func made() throws(SourceFailure) -> SMBContext {
    if let context { return context }
    try load()
    guard let made = dl_smb_context(configuration, timeoutMilliseconds) else {
      throw .unreadable(reason: "libsmbclient could not start a client (\(String(cString: strerror(errno))))")
    }
    context = made
    return made
  }

  /// Writes the configuration and loads libsmbclient: a missing library names its package. The file is written
  /// anew (atomically) at each start, in a folder only this user may write: settings of an older version, or a
  /// file another user put in a shared temporary folder, are never read.
  private func load() throws(SourceFailure) {
    let folder = (configuration as NSString).deletingLastPathComponent
    var info = stat()
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
      info.st_mode & 0o022 == 0
    else { throw .unreadable(reason: "its client configuration's folder \(folder) is not this user's own") }
    do {
      try Self.settings.write(toFile: configuration, atomically: true, encoding: .utf8)
    } catch {
      throw .unreadable(reason: "its client configuration cannot be written (\(error.localizedDescription))")
    }
    sdlphoto_smb_configure(configuration)
    guard sdlphoto_smb_load() == 1 else {
      let reason = String(cString: sdlphoto_smb_load_error())
      throw .unreadable(reason: "SMB needs Debian's libsmbclient (apt install libsmbclient): \(reason)")
    }
  }
}
