import PhotoCore

/// When the loader takes a server's preview of a photo (`PhotoSource.serverPreview`: Nextcloud's) instead of the
/// photo itself: for a grid cell, a preview covering the cell at the thumbnail cache's size above it (so cells of
/// nearby sizes share one); for the screen, a preview fitting the screen's box, of a still photo whose size the
/// server told (so a zoom still asks for the photo itself, and a clip, an animation or a RAW's own rendering is
/// never replaced). Zoomed detail and parts always read the photo.
enum ServerPreviews {
  /// The preview standing in for `request`'s decode, fetched now; nil where none does.
  static func preview(for request: DecodeRequest, from source: any PhotoSource) -> ServerPreview? {
    let box = request.box
    switch request.level {
    case .thumbnail:
      let cell = max(box.width, box.height)
      let side = ThumbnailSize.serving(longerSide: cell)?.pixels ?? cell
      return source.serverPreview(of: request.path, width: side, height: side, covering: true)
    case .screen:
      guard isStill(request.path) else { return nil }
      return source.serverPreview(of: request.path, width: box.width, height: box.height, covering: false)
    case .preview, .detail, .region:
      return nil
    }
  }

  /// The photo's upright size, from the stored size the server told and the preview's (upright) shape: turned
  /// when the two disagree on which side is longer; the preview's own when the server told none.
  static func photoSize(
    _ preview: ServerPreview, previewWidth: Int, previewHeight: Int
  ) -> (width: Int, height: Int) {
    guard let width = preview.photoWidth, let height = preview.photoHeight, width > 0, height > 0 else {
      return (previewWidth, previewHeight)
    }
    let turned = width != height && previewWidth != previewHeight && (width > height) != (previewWidth > previewHeight)
    return turned ? (height, width) : (width, height)
  }

  /// Whether the file's name says a still photo that a preview may stand for: JPEG, HEIF and TIFF (never a clip,
  /// a format that may animate, or a RAW).
  static func isStill(_ location: String) -> Bool {
    guard let dot = location.lastIndex(of: ".") else { return false }
    return stills.contains(location[location.index(after: dot)...].lowercased())
  }

  private static let stills: Set<String> = ["jpg", "jpeg", "jpe", "jfif", "heic", "heif", "hif", "tif", "tiff"]
}
