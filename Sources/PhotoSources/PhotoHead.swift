/// When a photo on a server is worth reading its head for (`PhotoSource.head`): an embedded thumbnail and a
/// stand-in save the download of a long photo, but a short one is read whole about as fast, and its head would be
/// a large share of it on top when it carries no thumbnail large enough.
public enum PhotoHead {
  /// A photo shorter than this many heads is read whole, unitless. Source: house choice (a head is then at most
  /// an eighth of the photo: 12% more bytes for a photo downloaded after its head; a phone's or camera's JPEG of
  /// 2 to 8 MB is 20 to 80 heads of 96 KiB).
  public static let worth: Int64 = 8

  /// Whether a head of `count` bytes is worth reading of a photo `size` bytes long (nil: unknown, read it).
  public static func isWorthReading(size: Int64?, count: Int) -> Bool {
    guard let size else { return true }
    return size >= Int64(count) * worth
  }
}
