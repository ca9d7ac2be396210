/// Nextcloud's previews: smaller renderings of a photo the server makes and keeps (its preview generator, as the
/// web interface and the phone apps show them), asked for by the photo's file id at a size
/// (`/index.php/core/preview?fileId=ID&x=W&y=H&a=1&mode=fill|cover&forceIcon=0`), or on a share link by the photo's
/// path (`/index.php/apps/files_sharing/publicpreview/TOKEN?file=/PATH&...`). `a=1` keeps the photo's shape:
/// `mode=fill` fits it in `x` x `y`, `mode=cover` makes it cover them (a grid cell); `forceIcon=0` answers `404`
/// where no preview can be made, instead of a file type's icon. A preview is upright, never larger than the photo
/// and never larger than the server's own limit (4096 pixels by default). Pure: URLs only.
public enum NextcloudPreview {
  /// The preview URL of the photo at `place`, file id `fileID`, fitting (`covering`: covering) `width` x
  /// `height` pixels; `version` changes it when the photo changes (Nextcloud's own clients add the ETag as `c`).
  /// Nil when `place` is none of Nextcloud's WebDAV trees.
  public static func url(
    of place: DAVLocation, fileID: String, width: Int, height: Int, covering: Bool, version: UInt64
  ) -> String? {
    let segments = place.segments.map(String.init)
    let size = "x=\(max(1, width))&y=\(max(1, height))&a=1&mode=\(covering ? "cover" : "fill")&forceIcon=0"
    let stamp = "&c=" + String(version, radix: 16)
    if let dav = index(of: ["remote.php", "dav"], in: segments), segments.count > dav + 2,
      ["files", "photos"].contains(segments[dav + 2]), fileID.allSatisfy(\.isNumber), !fileID.isEmpty
    {
      return root(place, segments[..<dav]) + "/index.php/core/preview?fileId=" + fileID + "&" + size + stamp
    }
    if let dav = index(of: ["public.php", "dav", "files"], in: segments), segments.count > dav + 4 {
      let token = segments[dav + 3]
      let file = "/" + segments[(dav + 4)...].joined(separator: "/")
      let encoded = DAVLocation.percentEncoded(file, keeping: DAVLocation.unreserved.union([UInt8(ascii: "/")]))
      return root(place, segments[..<dav]) + "/index.php/apps/files_sharing/publicpreview/"
        + DAVLocation.percentEncoded(token, keeping: DAVLocation.unreserved) + "?file=" + encoded + "&" + size + stamp
    }
    return nil
  }

  /// Whether `url` asks for a preview (`url(of:...)`'s form).
  public static func isPreview(url: String) -> Bool {
    url.contains("/index.php/core/preview?") || url.contains("/index.php/apps/files_sharing/publicpreview/")
  }

  /// Where `run` first appears in `segments`.
  private static func index(of run: [String], in segments: [String]) -> Int? {
    guard segments.count >= run.count else { return nil }
    return (0...(segments.count - run.count)).first { Array(segments[$0..<($0 + run.count)]) == run }
  }

  /// The server's HTTP root: its origin and the folders it is installed under (`/nextcloud`).
  private static func root(_ place: DAVLocation, _ base: ArraySlice<String>) -> String {
    var rootPlace = place
    rootPlace.path = "/" + base.joined(separator: "/")
    let url = rootPlace.httpURL()
    return url.hasSuffix("/") ? String(url.dropLast()) : url
  }
}

/// A smaller rendering of a photo that its server made (`NextcloudPreview`), on this machine.
public struct ServerPreview: Sendable, Equatable {
  /// Where it is (the download cache).
  public var path: String
  /// The photo's own stored size in pixels, before its orientation, when the server told it.
  public var photoWidth: Int?
  public var photoHeight: Int?

  /// A preview at `path` of a photo of `photoWidth` x `photoHeight` stored pixels.
  public init(path: String, photoWidth: Int?, photoHeight: Int?) {
    self.path = path
    self.photoWidth = photoWidth
    self.photoHeight = photoHeight
  }
}
