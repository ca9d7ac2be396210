import CJPEG
import CPNG
import CSDL2
import Foundation
import PhotoCore

/// The photo on screen, small, for a remote: PNG bytes for the phone remote (`GET /api/thumbnail`), JPEG bytes
/// for MQTT's `photo` topic (Home Assistant's image entity). Decoded on the caller's thread (never the frame
/// loop's) with the viewer's own decoders, in sRGB, as a browser shows.
enum PhotoThumbnail {
  /// A PNG of the photo at `path` fitted in `side` x `side` pixels; nil when it cannot be decoded.
  static func png(of path: String, side: Int) -> Data? {
    small(path, side: side) { surface in
      var template = Array((NSTemporaryDirectory() + "/sdlphoto-remote-XXXXXX").utf8CString)
      let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else { return nil }
      let temporary = String(cString: template)
      defer { unlink(temporary) }
      var message = [CChar](repeating: 0, count: 200)
      let written = sdlphoto_png_write(
        fd, surface.pixels, UInt32(surface.w), UInt32(surface.h), Int(surface.pitch), 1, nil, nil, 0, &message)
      close(fd)
      guard written == 0 else { return nil }
      return FileManager.default.contents(atPath: temporary)
    }
  }

  /// A JPEG of `quality` (1 to 100) of the photo at `path` fitted in `side` x `side` pixels; nil when it cannot
  /// be decoded.
  static func jpeg(of path: String, side: Int, quality: Int) -> Data? {
    small(path, side: side) { surface in
      var bytes: UnsafeMutablePointer<UInt8>?
      var size: UInt = 0
      var message = [CChar](repeating: 0, count: 200)
      let written = sdlphoto_jpeg_write(
        surface.pixels, UInt32(surface.w), UInt32(surface.h), Int(surface.pitch), Int32(quality), &bytes, &size,
        &message)
      defer { free(bytes) }
      guard written == 0, let bytes else { return nil }
      return Data(bytes: bytes, count: Int(size))
    }
  }

  /// `encode` of the photo at `path` decoded to fit `side` x `side` pixels, in sRGB; nil when it cannot be.
  private static func small(_ path: String, side: Int, encode: (SDL_Surface) -> Data?) -> Data? {
    var options = DecodeOptions(maxPixels: Tuning.Loading.maxPixels)
    options.toSRGB = true
    let box = ResolutionPolicy.Box(width: side, height: side)
    guard case .success(let decoded) = DecoderRegistry.standard.decode(path: path, box: box, options: options),
      let surface = decoded.surface
    else { return nil }
    defer { decoded.free() }
    return encode(surface.pointee)
  }
}
