import Foundation
import PhotoConfig
import PhotoCore

/// The passwords of the config's sources (`[sources.NAME]`), by server and user: each from its
/// `password-file`, refused when others may read it (as ssh refuses such a key); else from systemd's
/// credentials, `$CREDENTIALS_DIRECTORY/NAME` (`LoadCredential=NAME:/etc/sdlphoto/nas.password` in a kiosk's
/// unit); else none (libcurl then looks in `~/.netrc`). A source whose URL holds a password is refused. The
/// passwords go to the WebDAV and SMB sources only: never to a message, the trace or `--print-config`.
enum SourceSecrets {
  /// A password file's text beyond this is not a password, bytes.
  static let maxPasswordBytes = 4096

  /// The usable sources of `sources` by name (their URLs), their passwords by server and user, and what to
  /// say about the ones that cannot be used.
  static func read(
    _ sources: [ConfigFile.Source], environment: [String: String]
  ) -> (
    urls: [String: String], passwords: [String: String], warnings: [String]
  ) {
    var urls: [String: String] = [:]
    var passwords: [String: String] = [:]
    var warnings: [String] = []
    for source in sources {
      let name = "[sources.\(source.name)]"
      let login: String?
      switch loginKey(of: source.url) {
      case .success(let key): login = key
      case .failure(let refusal):
        warnings.append("\(name) url \(DAVLocation.withoutPassword(source.url)): \(refusal.text); it is left out")
        continue
      }
      urls[source.name] = source.url
      let credential = environment["CREDENTIALS_DIRECTORY"].map { $0 + "/" + source.name }
      let file = source.passwordFile ?? credential.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
      guard let file else { continue }
      switch password(in: file, ownedOnly: source.passwordFile != nil) {
      case .success(let password):
        if let login { passwords[login] = password }
      case .failure(let why): warnings.append("\(name) password-file \(PathText.escaped(file)): \(why.text)")
      }
    }
    return (urls, passwords, warnings)
  }

  /// The server and user a source's password is kept under (`origin(withUser: true)` of a WebDAV or SMB
  /// location, a Nextcloud share link's public WebDAV folder); nil for a URL that takes no password; a refusal for
  /// a malformed location.
  static func loginKey(of link: String) -> Result<String?, Refusal> {
    let url = NextcloudShareLink.davLocation(of: link) ?? link
    if DAVLocation.isDAV(url) {
      do throws(DAVLocation.Refusal) {
        return .success(try DAVLocation.parse(url).origin(withUser: true))
      } catch {
        return .failure(Refusal(text: error.reason))
      }
    }
    if SMBLocation.isSMB(url) {
      do throws(SMBLocation.Refusal) {
        return .success(try SMBLocation.parse(url).origin(withUser: true))
      } catch {
        return .failure(Refusal(text: error.reason))
      }
    }
    return .success(nil)
  }

  /// Why a password file cannot be used.
  struct Refusal: Error {
    var text: String
  }

  /// The password in `path`: its first line. With `ownedOnly`, refused when its group or others may read it.
  static func password(in path: String, ownedOnly: Bool) -> Result<String, Refusal> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(Refusal(text: String(cString: strerror(errno)))) }
    if ownedOnly && info.st_mode & 0o077 != 0 {
      return .failure(Refusal(text: "others may read it; it is not used (chmod 600 it)"))
    }
    guard info.st_size <= maxPasswordBytes, let data = FileManager.default.contents(atPath: path) else {
      return .failure(Refusal(text: "it cannot be read as a password"))
    }
    let line = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).first
    let password = String(line ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    return password.isEmpty ? .failure(Refusal(text: "it is empty")) : .success(password)
  }
}
