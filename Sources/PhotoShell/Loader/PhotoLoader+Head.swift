import PhotoCore

extension PhotoLoader {
  /// A photo on the network read from its head alone (`PhotoSource.head`, a range request) where its server
  /// makes no previews of it and its name says JPEG: a stand-in (`.preview`) from the head's embedded thumbnail,
  /// and a grid cell's thumbnail from it when it is large enough for the cell (as a file on disk would be), so a
  /// cold grid costs each photo's first bytes rather than all of it. Nil: the photo is read whole (a thumbnail
  /// whose embedded one is too small, or none); a stand-in that cannot be had fails at once.
  func fromHead(_ request: Request, options: DecodeOptions) -> Result<ImageDecoder.Decoded, PhotoLoadError>? {
    guard request.level == .preview || request.level == .thumbnail else { return nil }
    let none: Result<ImageDecoder.Decoded, PhotoLoadError>? =
      request.level == .preview ? .failure(PreviewDecoder.noThumbnail) : nil
    let source = sources.source(for: request.path)
    guard ResolutionPolicy.previewHelps(location: request.path, from: sources),
      !source.makesPreviews(of: request.path),
      let head = source.head(of: request.path, count: Tuning.Network.headBytes),
      let opened = DecodeSource(path: request.path, head: head), opened.kind == .jpeg,
      let size = PreviewDecoder.embeddedSize(in: head)
    else { return none }
    if request.level == .thumbnail {
      let cell = max(request.box.width, request.box.height)
      guard Double(min(size.width, size.height)) >= Double(cell) * Tuning.Grid.thumbnailShortfall else { return nil }
    }
    var options = options
    options.animates = false
    return decoders.preview(source: opened, options: options)
  }
}
