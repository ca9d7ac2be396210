/// A place on one of rclone's remotes as the viewer names it: `rclone:REMOTE:PATH` (`rclone:gdrive:Photos/2024`,
/// `rclone:nas:/volume1/photos`), the remote as `rclone config` named it (or an on-the-fly one such as
/// `:local:`), and the path on it as rclone takes it.
public struct RcloneLocation: Hashable, Sendable, CustomStringConvertible {
  /// The remote's name with its colon, as rclone's command line takes it: `gdrive:`, `:local:`.
  public var remote: String
  /// The path on the remote, without a trailing `/` (empty: the remote's root).
  public var path: String

  /// A location on `remote` (with its colon) at `path`.
  public init(remote: String, path: String) {
    self.remote = remote
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    self.path = path
  }

  /// Whether `text` starts `rclone:` (in any case).
  public static func isRclone(_ text: String) -> Bool { text.prefix(7).lowercased() == "rclone:" }

  /// The location `text` names, or nil when it is no `rclone:REMOTE:PATH`.
  public static func parse(_ text: String) -> RcloneLocation? {
    guard isRclone(text) else { return nil }
    let rest = text.dropFirst(7)
    // An on-the-fly remote starts with its own colon (`:local:`); a named one is a word and its colon.
    let searchFrom = rest.hasPrefix(":") ? rest.index(after: rest.startIndex) : rest.startIndex
    guard let colon = rest[searchFrom...].firstIndex(of: ":") else { return nil }
    let remote = String(rest[...colon])
    guard remote.count > (rest.hasPrefix(":") ? 2 : 1), !remote.contains("/") else { return nil }
    return RcloneLocation(remote: remote, path: String(rest[rest.index(after: colon)...]))
  }

  /// `REMOTE:PATH`: what rclone's commands take.
  public var target: String { remote + path }

  /// `rclone:REMOTE:PATH`.
  public var description: String { "rclone:" + target }

  /// The location of `name` inside this folder.
  public func appending(_ name: String) -> RcloneLocation {
    RcloneLocation(remote: remote, path: path.isEmpty || path.hasSuffix("/") ? path + name : path + "/" + name)
  }

  /// The path from the remote's root, without a leading `/` (what a server of the remote's root serves it at).
  public var pathFromRoot: String { String(path.drop { $0 == "/" }) }
}
