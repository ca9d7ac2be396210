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

  /// Runs `body` on the context, logged in as `login`, while no other thread uses libsmbclient; a failure to
  /// load libsmbclient or make a context is `unreadable` in plain words.
  func with<T>(
    _ login: SMBLogin, _ body: (SMBContext) throws(SourceFailure) -> T
  ) throws(SourceFailure) -> T {
    lock.lock()
    defer { lock.unlock() }
    let context = try made()
    dl_smb_credentials(login.domain ?? "WORKGROUP", login.user ?? "guest", login.password ?? "")
    return try body(context)
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

  /// Writes the configuration (once) and loads libsmbclient: a missing library names its package.
  private func load() throws(SourceFailure) {
    if !FileManager.default.fileExists(atPath: configuration) {
      let folder = (configuration as NSString).deletingLastPathComponent
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try? Self.settings.write(toFile: configuration, atomically: true, encoding: .utf8)
    }
    sdlphoto_smb_configure(configuration)
    guard sdlphoto_smb_load() == 1 else {
      let reason = String(cString: sdlphoto_smb_load_error())
      throw .unreadable(reason: "SMB needs Debian's libsmbclient (apt install libsmbclient): \(reason)")
    }
  }
}
