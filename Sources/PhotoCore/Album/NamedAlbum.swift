/// An album the config names (`[albums]`: `Holidays = "~/Pictures/2024"`): what Home Assistant's album select
/// offers, by name, and opens.
public struct NamedAlbum: Sendable, Equatable {
  /// Its name, as the config's key.
  public var name: String
  /// The folder, photo or list it opens (`~` already expanded).
  public var path: String

  /// The album `name` opening `path`.
  public init(name: String, path: String) {
    self.name = name
    self.path = path
  }

  /// The album of `albums` showing `file`: the one whose folder holds it (the deepest, when folders nest) or that
  /// is the file itself; nil when none does.
  public static func showing(_ file: String, in albums: [NamedAlbum]) -> NamedAlbum? {
    func trimmed(_ path: String) -> String {
      var path = path
      while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
      return path
    }
    let file = trimmed(file)
    let holding = albums.filter {
      let folder = trimmed($0.path)
      return file == folder || file.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
    return holding.max { trimmed($0.path).count < trimmed($1.path).count }
  }
}
