import Foundation

/// A stand-in for Nextcloud's WebDAV on the loopback (`NextcloudStandIn/nextcloud-standin.py`, Python's own HTTP
/// server): Nextcloud is not packaged for Debian, so the parts sdlphoto reads are built from Nextcloud's documented
/// API (a user's files, a share link's public folder, a Photos album, `oc:fileid`, folder ETags that change with
/// their contents, 412 for `Depth: infinity`, 429 after failed logins) and the docs say so. Its log records every
/// request (`METHOD PATH STATUS DEPTH USER`), which tests count, as `ApacheDAV`'s does.
public final class NextcloudStandIn {
  /// The server's process, folder and port.
  public let service: LoopbackService
  /// The folder holding the user's files.
  public let root: String
  /// The share link's token, and its folder under `root`.
  public let token = "aBcDeF123456789"
  private let shareFolder: String
  private let sharePassword: String?
  private let albums: [String: [String]]

  /// A server of `root` (the files of `alice`, password `secret`) sharing `shareFolder` by a link (with
  /// `sharePassword` when given) and holding the Photos albums `albums` (a name to paths under `root`); not started.
  public init(
    serving root: String, shareFolder: String, sharePassword: String? = nil, albums: [String: [String]] = [:],
    in parent: String
  ) throws {
    service = try LoopbackService("nextcloud", in: parent)
    self.root = root
    self.shareFolder = shareFolder
    self.sharePassword = sharePassword
    self.albums = albums
  }

  /// `http://127.0.0.1:PORT`.
  public var base: String { "http://127.0.0.1:\(service.port)" }

  /// The share link as Nextcloud shows it.
  public var shareLink: String { base + "/s/" + token }

  /// Starts the server.
  public func start() throws {
    let data = try JSONSerialization.data(withJSONObject: albums)
    let albumsFile = try service.write(String(decoding: data, as: UTF8.self), to: "albums.json")
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("NextcloudStandIn/nextcloud-standin.py").path
    try service.start(
      "/usr/bin/python3",
      [
        script, String(service.port), root, service.folder + "/access.log", "alice", "secret", token,
        sharePassword ?? "-", shareFolder, albumsFile,
      ], ready: .answersHTTP(path: "/s/" + token))
  }

  /// Stops the server.
  public func stop() { service.stop() }

  /// The requests answered so far, in order.
  public var requests: [ApacheDAV.Request] {
    let text = (try? String(contentsOfFile: service.folder + "/access.log", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap(ApacheDAV.Request.init(logLine:))
  }
}
