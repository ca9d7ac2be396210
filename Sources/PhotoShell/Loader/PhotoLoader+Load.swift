import Foundation
import PhotoCore

extension PhotoLoader {
  /// Decodes a file, or fetches a network photo (through the disk cache) and decodes the local copy; with the
  /// thumbnail cache's write to do once the result is handed on.
  func load(_ request: Request) -> (Result<ImageDecoder.Decoded, PhotoLoadError>, (() -> Void)?) {
    beforeDecode?(request)
    var path = request.path
    let remote = request.isRemote
    let options = options(for: request)
    let preview = remote ? ServerPreviews.preview(for: request, from: sources.source(for: path)) : nil
    if let preview {
      path = preview.path
    } else if remote, let fromHead = fromHead(request, options: options) {
      return (fromHead, nil)
    } else if remote {
      do throws(SourceFailure) {
        path = try sources.source(for: path).localCopy(of: path) { [weak self] received, total in
          self?.report(photo: request.photo, received: received, total: total)
        }
      } catch {
        return (.failure(PhotoLoadError(error)), nil)
      }
    }
    if request.level == .thumbnail {
      let made = thumbnails.thumbnail(
        path: path, cell: max(request.box.width, request.box.height), options: options, cached: !remote)
      return (made.result, made.write)
    }
    // The header's size goes to the viewer before the pixels: gestures can zoom the photo while it decodes.
    // A server's preview is the photo at the screen's size: its own size is the photo's, upright.
    var result = decoders.decode(request, path: path, options: options) { [unowned self] width, height in
      guard request.level == .screen else { return }
      let size = preview.map { ServerPreviews.photoSize($0, previewWidth: width, previewHeight: height) }
      condition.lock()
      news.tell(request.photo, size: Vector2(x: Double(size?.width ?? width), y: Double(size?.height ?? height)))
      condition.unlock()
    }
    if let preview, case .success(var decoded) = result {
      (decoded.nativeWidth, decoded.nativeHeight) = ServerPreviews.photoSize(
        preview, previewWidth: decoded.nativeWidth, previewHeight: decoded.nativeHeight)
      result = .success(decoded)
    }
    guard makesBackdrops, request.level == .screen, case .success(var decoded) = result else { return (result, nil) }
    decoded.backdrop = BlurredBackdrop.make(from: decoded)
    return (.success(decoded), nil)
  }

  /// How `request` decodes: planes for JPEGs (their textures take 1.5 bytes a pixel instead of 4); a part's
  /// decode stops once a newer request replaced it.
  private func options(for request: Request) -> DecodeOptions {
    var options = DecodeOptions(maxPixels: maxPixels, planar: decodesPlanes) { [unowned self] in
      self.isCancelled(request)
    }
    options.managesColour = managesColour
    options.hardwareClips = hardwareClips
    return options
  }

  /// Records download progress and wakes the event loop when the pie visibly changes (each percent).
  private func report(photo: PhotoID, received: Int64, total: Int64?) {
    let fraction = total.map { $0 > 0 ? min(1, Double(received) / Double($0)) : 0 } ?? 0
    condition.lock()
    let old = news.download(photo, at: fraction)
    condition.unlock()
    if old == nil || fraction - (old ?? 0) >= 0.01 { wakeEventLoop() }
  }

  /// The download progress of photos being fetched (0...1; 0 while the size is unknown).
  func downloadProgress() -> [PhotoID: Double] {
    condition.lock()
    defer { condition.unlock() }
    return news.progress
  }
}
