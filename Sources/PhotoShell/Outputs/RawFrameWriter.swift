import CSDL2
import Foundation
import Glibc
import PhotoCore

/// Writes `--record-raw`: every frame's pixels, packed RGB (3 bytes a pixel, rows top to bottom, no padding),
/// one frame after another, to a file or a pipe (`-` is standard output): what `Scripts/make-reel` hands to
/// ffmpeg as `rawvideo rgb24`, so a reel never goes through thousands of PNG files.
///
/// Every frame must have the first frame's size (a raw stream has one); one of another size fails the run.
final class RawFrameWriter {
  /// A frame that could not be read or written.
  struct Failure: DiagnosedError, CustomStringConvertible {
    var code: Diagnostic.Code { .outputUnwritable }
    var subject: String? { path }
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
  }

  private let path: String
  private let file: UnsafeMutablePointer<FILE>
  private let ownsFile: Bool
  private var size: (width: Int, height: Int)?

  /// Opens `path` for writing (`-`: standard output); throws `Failure` when it cannot be.
  init(path: String) throws {
    self.path = path
    if path == "-" {
      file = stdout
      ownsFile = false
    } else {
      guard let opened = fopen(path, "wb") else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
      file = opened
      ownsFile = true
    }
    // Frames go out whole: a large buffer, one write call a frame or so.
    setvbuf(file, nil, _IOFBF, 1 << 20)
  }

  /// Appends `frame`, which must have the first frame's size.
  func write(_ frame: FramePixels) throws {
    if let size, size != (frame.width, frame.height) {
      throw Failure(
        path: path,
        reason: "the window changed size (\(size.width)x\(size.height) to \(frame.width)x\(frame.height)) mid-recording"
      )
    }
    size = (frame.width, frame.height)
    let written = frame.rgb.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    guard written == frame.rgb.count else {
      throw Failure(path: path, reason: String(cString: strerror(ferror(file) != 0 ? errno : EPIPE)))
    }
  }

  /// Flushes and closes the stream (standard output is flushed, not closed).
  func close() throws {
    let flushed = fflush(file) == 0
    if ownsFile { fclose(file) }
    if !flushed { throw Failure(path: path, reason: String(cString: strerror(errno))) }
  }
}
