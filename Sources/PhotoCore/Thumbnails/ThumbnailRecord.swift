/// What a cached thumbnail says of the file it shows, in its PNG text (Thumbnail Managing Standard, "Store
/// the thumbnail"): the file's URI and modification time, required; its size in bytes and the photo's
/// pixel size, optional. A thumbnail is valid for a file while its URI and modification time (and size, when
/// given) are the file's; otherwise it is stale and made again.
public struct ThumbnailRecord: Sendable, Equatable {
  /// The keys sdlphoto writes and reads.
  public enum Key {
    public static let uri = "Thumb::URI"
    public static let mtime = "Thumb::MTime"
    public static let size = "Thumb::Size"
    public static let imageWidth = "Thumb::Image::Width"
    public static let imageHeight = "Thumb::Image::Height"
    /// A video's length, whole seconds (the standard's key; totem's thumbnailer writes it too).
    public static let movieLength = "Thumb::Movie::Length"
    public static let software = "Software"
    /// sdlphoto's own key (the standard's "X-<program>-" form) in a failure record: why the photo failed.
    public static let error = "X-sdlphoto-Error"
  }

  /// The file's `file://` URI (`FileURI`).
  public var uri: String
  /// The file's modification time, whole seconds since 1970.
  public var mtime: Int
  /// The file's size, bytes (optional in a thumbnail made by another program).
  public var size: Int?
  /// The photo's pixel size as the thumbnail's maker read it (optional).
  public var imageWidth: Int?
  public var imageHeight: Int?
  /// A clip's length, seconds (optional; whole seconds in a thumbnail's text).
  public var movieLength: Double?

  /// A record of the file at `uri` changed at `mtime` and `size` bytes long.
  public init(uri: String, mtime: Int, size: Int?, imageWidth: Int? = nil, imageHeight: Int? = nil) {
    self.uri = uri
    self.mtime = mtime
    self.size = size
    self.imageWidth = imageWidth
    self.imageHeight = imageHeight
  }

  /// The record in a PNG's text chunks; nil without both required keys or with a modification time that is no
  /// whole number (a thumbnail that cannot be checked is never trusted).
  public init?(text: [String: String]) {
    guard let uri = text[Key.uri], let mtimeText = text[Key.mtime] else { return nil }
    // Some writers store a decimal fraction ("1700000000.123456"): its whole seconds are the time.
    guard let mtime = Int(mtimeText) ?? Int(mtimeText.split(separator: ".").first ?? "") else { return nil }
    self.init(
      uri: uri, mtime: mtime, size: text[Key.size].flatMap { Int($0) },
      imageWidth: text[Key.imageWidth].flatMap { Int($0) }, imageHeight: text[Key.imageHeight].flatMap { Int($0) })
    movieLength = text[Key.movieLength].flatMap { Double($0) }.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
  }

  /// Whether a thumbnail recorded as `self` shows the file `file` is now: same URI, same modification time, and
  /// the same size when both say one.
  public func isValid(for file: ThumbnailRecord) -> Bool {
    guard uri == file.uri && mtime == file.mtime else { return false }
    if let size, let other = file.size { return size == other }
    return true
  }

  /// The text chunks a thumbnail of this record is written with, in a fixed order, with `software`.
  public func text(software: String) -> [(String, String)] {
    var text = [(Key.uri, uri), (Key.mtime, String(mtime))]
    if let size { text.append((Key.size, String(size))) }
    if let imageWidth, let imageHeight {
      text += [(Key.imageWidth, String(imageWidth)), (Key.imageHeight, String(imageHeight))]
    }
    if let movieLength, movieLength.isFinite, movieLength >= 0 {
      text.append((Key.movieLength, String(Int(movieLength.rounded()))))
    }
    text.append((Key.software, software))
    return text
  }
}
