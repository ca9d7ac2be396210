import CSDL2
import CSDL2Image
import Foundation
import PhotoCore

/// Decodes one photo file into an SDL surface no larger than the screen needs. Runs on worker threads.
enum ImageDecoder {
  /// A decoded photo: a surface in ARGB8888 at display size, and the photo's native size in pixels.
  struct Decoded {
    var surface: UnsafeMutablePointer<SDL_Surface>
    var nativeWidth: Int
    var nativeHeight: Int
  }

  /// Decodes `path`, scaled down (never up) to fit within `maxWidth` x `maxHeight` pixels.
  static func decode(path: String, maxWidth: Int, maxHeight: Int) -> Result<Decoded, PhotoLoadError> {
    // Read the head first: a vanished, empty, unreadable or non-image file is named precisely.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    if fd < 0 {
      let code = errno
      if code == ENOENT { return .failure(.missing) }
      return .failure(.unreadable(reason: String(cString: strerror(code))))
    }
    var info = stat()
    let statOK = fstat(fd, &info) == 0
    var head = [UInt8](repeating: 0, count: ImageKind.sniffLength)
    let got = statOK && (info.st_mode & S_IFMT) == S_IFREG ? read(fd, &head, head.count) : -1
    close(fd)
    if !statOK || (info.st_mode & S_IFMT) != S_IFREG { return .failure(.unreadable(reason: "not a regular file")) }
    if got < 0 { return .failure(.unreadable(reason: String(cString: strerror(errno)))) }
    if got == 0 { return .failure(.empty) }
    let kind = ImageKind.sniff(head.prefix(got))
    guard let kind else { return .failure(.unsupportedFormat(detail: "unknown file contents")) }

    guard let loaded = IMG_Load(path) else {
      let reason = String(cString: SDL_GetError())
      if [.avif, .heic, .jxl].contains(kind) {
        return .failure(.unsupportedFormat(detail: "\(kind.rawValue.uppercased()) is not supported by this build"))
      }
      return .failure(.corrupt(detail: reason))
    }
    defer { SDL_FreeSurface(loaded) }
    let nativeW = Int(loaded.pointee.w)
    let nativeH = Int(loaded.pointee.h)
    guard nativeW > 0, nativeH > 0 else { return .failure(.corrupt(detail: "the image has no pixels")) }
    guard let argb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      return .failure(.corrupt(detail: String(cString: SDL_GetError())))
    }
    let scaled = ImageScaler.fit(argb, maxWidth: maxWidth, maxHeight: maxHeight)
    return .success(Decoded(surface: scaled, nativeWidth: nativeW, nativeHeight: nativeH))
  }
}
