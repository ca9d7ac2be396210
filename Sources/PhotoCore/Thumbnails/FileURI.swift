/// A local file's `file://` URI exactly as GLib writes it (`g_filename_to_uri`, which GIO, GNOME, file managers
/// and every freedesktop thumbnailer use): the thumbnail cache names a thumbnail by the MD5 of this string, so
/// one byte of difference and sdlphoto would neither find nor share anyone's thumbnails.
public enum FileURI {
  /// The URI of the file at the absolute `path` (made canonical first: "." and ".." steps and repeated slashes
  /// removed, as `g_file_new_for_path` does); nil for a relative path.
  public static func of(path: String) -> String? {
    guard path.hasPrefix("/") else { return nil }
    var escaped = "file://"
    for byte in canonical(path).utf8 {
      if isKept(byte) {
        escaped.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        escaped += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 15)])
      }
    }
    return escaped
  }

  /// The absolute `path` without "." steps, ".." steps (with the step before them: GLib does not resolve
  /// symbolic links here either) and repeated or trailing slashes.
  public static func canonical(_ path: String) -> String {
    var steps: [Substring] = []
    for step in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch step {
      case ".": continue
      case "..": _ = steps.popLast()
      default: steps.append(step)
      }
    }
    return "/" + steps.joined(separator: "/")
  }

  /// Whether GLib leaves the byte as it is in a URI's path: letters, digits and `!$&'()*+,-./:=@_~`; every
  /// other byte (space, `#`, `%`, `?`, `;`, brackets, quotes, control characters, each byte of a non-ASCII
  /// character) is written as %XX.
  static func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return keptPunctuation.contains(byte)
    }
  }

  private static let keptPunctuation = Set("!$&'()*+,-./:=@_~".utf8)
  private static let hexDigits = Array("0123456789ABCDEF")
}
