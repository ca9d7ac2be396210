import CSMB
import Foundation
import PhotoCore

/// libsmbclient's calls as the SMB client makes them, on a context of the calling thread's, and what their
/// failures mean.
extension SMBClient {
  /// The entries of the folder `place` from one listing (`.` and `..` left out).
  static func read(_ place: SMBLocation, _ context: SMBContext) throws(SourceFailure) -> [SMBEntry] {
    guard let folder = dl_smb_opendir(context, place.clientURL) else { throw failure(errno) }
    defer { _ = dl_smb_closedir(context, folder) }
    var entries: [SMBEntry] = []
    var info = stat()
    while let entry = dl_smb_readdirplus(context, folder, &info) {
      guard let raw = entry.pointee.name else { continue }
      let name = String(cString: raw)
      guard name != ".", name != ".." else { continue }
      entries.append(Self.entry(name: name, info))
    }
    // A listing cut off part-way is no folder gone: the server failed (the kept listing answers it).
    if errno != 0 { throw .network(reason: "the listing was cut off (\(String(cString: strerror(errno))))") }
    return entries
  }

  /// What is at `place`.
  static func status(of place: SMBLocation, _ context: SMBContext) throws(SourceFailure) -> SMBEntry {
    var info = stat()
    guard dl_smb_stat(context, place.clientURL, &info) == 0 else { throw failure(errno) }
    return entry(name: String(place.path.split(separator: "/").last ?? ""), info)
  }

  /// The bytes of the file `place` (of `expected` bytes) written to `fd`, telling `progress` on the way.
  static func read(
    _ place: SMBLocation, _ context: SMBContext, into fd: Int32, expected: Int64,
    progress: @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) {
    guard let file = dl_smb_open(context, place.clientURL) else { throw failure(errno) }
    defer { _ = dl_smb_close(context, file) }
    var buffer = [UInt8](repeating: 0, count: Tuning.Network.smbReadBytes)
    var received: Int64 = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { dl_smb_read(context, file, $0.baseAddress, $0.count) }
      if count < 0 { throw failure(errno) }
      if count == 0 { break }
      received += Int64(count)
      // A file rewritten while it is read is no copy of the size and time it was read for.
      guard received <= expected else { throw .network(reason: "the file changed while it was read") }
      try save(buffer, count: count, to: fd)
      progress(received, expected)
    }
    guard received >= expected else {
      throw .network(reason: NetworkErrorText.cutShort(received: received, expected: expected))
    }
  }

  /// The first `count` bytes of the file `place` (all of a shorter one) written to `fd`.
  static func readHead(_ place: SMBLocation, _ context: SMBContext, count: Int, into fd: Int32) throws(SourceFailure) {
    guard let file = dl_smb_open(context, place.clientURL) else { throw failure(errno) }
    defer { _ = dl_smb_close(context, file) }
    var buffer = [UInt8](repeating: 0, count: count)
    var received = 0
    while received < count {
      let read = buffer.withUnsafeMutableBytes {
        dl_smb_read(context, file, $0.baseAddress! + received, count - received)
      }
      if read < 0 { throw failure(errno) }
      if read == 0 { break }
      received += read
    }
    try save(buffer, count: received, to: fd)
  }

  /// The first `count` bytes of `buffer` written to `fd`.
  private static func save(_ buffer: [UInt8], count: Int, to fd: Int32) throws(SourceFailure) {
    let failed: Int32? = buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < count {
        let written = write(fd, bytes.baseAddress! + offset, count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return written == 0 ? EIO : errno }
        offset += written
      }
      return nil
    }
    if let failed { throw .unreadable(reason: NetworkErrorText.cannotSave(errno: failed)) }
  }

  /// An entry from a status.
  private static func entry(name: String, _ info: stat) -> SMBEntry {
    SMBEntry(
      name: name, isFolder: info.st_mode & S_IFMT == S_IFDIR, size: Int64(info.st_size),
      modifiedSeconds: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int32(info.st_mtim.tv_nsec))
  }

  /// What libsmbclient's `errno` means: nothing there, a file for a folder, a refused login (never asked again
  /// by itself), a refused access, or a server not reached (answered from what was kept).
  static func failure(_ code: Int32) -> SourceFailure {
    switch code {
    case ENOENT, ENODEV: .notFound
    case ENOTDIR: .notAFolder
    // A login refused ends in EPERM or EACCES; so does a session that failed for another reason (a timeout, a
    // reset, signing or encryption it could not agree), which the log tells apart.
    case EPERM where dl_smb_login_refused() != 0, EACCES where dl_smb_login_refused() != 0:
      .refused(reason: refusedLogin)
    case EPERM: .network(reason: "the server did not start a session (\(String(cString: strerror(code))))")
    case EACCES: .unreadable(reason: String(cString: strerror(code)))
    case ETIMEDOUT: .network(reason: NetworkErrorText.timedOut(after: Tuning.Network.timeout))
    default: .network(reason: String(cString: strerror(code)).lowercased())
    }
  }

  /// A refused login's words.
  static let refusedLogin = "the server refused the login; check the user and password"
}

/// A libsmbclient context (`SMBCCTX *`).
typealias SMBContext = UnsafeMutablePointer<SMBCCTX>
