import CPNG
import CSDL2
import Foundation
import PhotoCore

/// The photo on screen, small, as PNG bytes for the phone remote (`GET /api/thumbnail`), decoded on the HTTP
/// server's thread with the viewer's own decoders (in sRGB, as a browser shows).
enum PhotoThumbnail {
  /// A PNG of the photo at `path` fitted in `side` x `side` pixels; nil when it cannot be decoded.
  static func png(of path: String, side: Int) -> Data? {
    var options = DecodeOptions(maxPixels: Tuning.Loading.maxPixels)
    options.toSRGB = true
    let box = ResolutionPolicy.Box(width: side, height: side)
    guard case .success(let decoded) = DecoderRegistry.standard.decode(path: path, box: box, options: options),
      let surface = decoded.surface
    else { return nil }
    defer { decoded.free() }
    var template = Array((NSTemporaryDirectory() + "/sdlphoto-remote-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return nil }
    let temporary = String(cString: template)
    defer { unlink(temporary) }
    var message = [CChar](repeating: 0, count: 200)
    let written = sdlphoto_png_write(
      fd, surface.pointee.pixels, UInt32(surface.pointee.w), UInt32(surface.pointee.h), Int(surface.pointee.pitch),
      1, nil, nil, 0, &message)
    close(fd)
    guard written == 0 else { return nil }
    return FileManager.default.contents(atPath: temporary)
  }
}
