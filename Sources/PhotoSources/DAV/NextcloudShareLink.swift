import Foundation

/// A Nextcloud share link as people paste it (`https://cloud.example/s/TOKEN`, `.../index.php/s/TOKEN`, with the
/// server's own path before it, a `?path=` of a folder inside, or `/download` after), read as the share's public
/// WebDAV folder: `davs://anonymous@HOST[/PATH]/public.php/dav/files/TOKEN[/FOLDER]` (Nextcloud 29 and later;
/// `dav://` for an `http://` link). A share with a password logs in as `anonymous` with it, from the source's
/// secret (`[sources.NAME]` with the link as its `url`).
public enum NextcloudShareLink {
  /// The public WebDAV location of the share `link`, or nil when it is no share link.
  public static func davLocation(of link: String) -> String? {
    guard let parts = URLComponents(string: link), let scheme = parts.scheme?.lowercased(),
      scheme == "https" || scheme == "http", let host = parts.host, !host.isEmpty, parts.user == nil
    else { return nil }
    var segments = parts.path.split(separator: "/").map(String.init)
    if segments.last == "download" { segments.removeLast() }
    guard segments.count >= 2, segments[segments.count - 2] == "s", isToken(segments[segments.count - 1]) else {
      return nil
    }
    let token = segments.removeLast()
    segments.removeLast()
    if segments.last == "index.php" { segments.removeLast() }
    let folder = parts.queryItems?.first { $0.name == "path" }?.value?.split(separator: "/").joined(separator: "/")
    let hostText = host.contains(":") ? "[" + host + "]" : host
    let authority = hostText + (parts.port.map { ":" + String($0) } ?? "")
    let prefix = segments.isEmpty ? "" : "/" + segments.joined(separator: "/")
    let below = folder.map { $0.isEmpty ? "" : "/" + $0 } ?? ""
    return (scheme == "https" ? "davs://" : "dav://") + "anonymous@" + authority + prefix + "/public.php/dav/files/"
      + token + below
  }

  /// Whether `text` is a share token: letters and digits, as Nextcloud makes them (15 by default).
  static func isToken(_ text: String) -> Bool {
    (6...64).contains(text.count)
      && text.unicodeScalars.allSatisfy { $0.isASCII && CharacterSet.alphanumerics.contains($0) }
  }
}
