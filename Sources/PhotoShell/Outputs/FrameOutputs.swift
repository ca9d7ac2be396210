import Foundation
import PhotoCore

/// What a run writes of its frames, each before the present: the script's screenshots, `--record-raw`'s
/// stream, `--record`'s PNGs and `--trace`'s lines; and `--frame-log`'s presents.
///
/// A scripted run whose frame cannot be written fails (a test or a reel built on it would be wrong); an
/// interactive one says so once and stops recording.
final class FrameOutputs {
  /// `--trace`: a line a frame.
  let trace: TraceWriter?
  /// `--frame-log`: each present's time and whether a photo moved, written at exit.
  let frameLog: FrameLog?
  /// `--record-raw`: every frame's pixels, for an encoder.
  private let rawFrames: RawFrameWriter?
  /// `--record`: the folder of numbered PNG frames.
  private let recordDirectory: String?
  /// Whether a frame that cannot be written fails the run (a scripted one).
  private let failsOnError: Bool
  /// Whether writing a recorded frame failed already (said once).
  private var recordingFailed = false
  /// The text put on the clipboard since the last trace line (its `copied`).
  var copiedText: String?

  /// The outputs `options` ask for, opened (a folder for `--record` made); `scripted`: a run whose frame that
  /// cannot be written fails.
  init(options: AppOptions, scripted: Bool) throws {
    trace = try options.tracePath.map { try TraceWriter(path: $0) }
    frameLog = try options.frameLogPath.map { try FrameLog(path: $0) }
    rawFrames = try options.recordRawPath.map { try RawFrameWriter(path: $0) }
    recordDirectory = options.recordDirectory
    failsOnError = scripted
    if let dir = recordDirectory {
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }
  }

  /// The frame's pixel outputs, as drawn so far in `window`: the screenshots at `paths`, the raw stream and
  /// frame `number`'s PNG.
  func writePixels(of window: DisplayWindow, screenshots paths: [String], frame number: Int) throws {
    for path in paths {
      do { try window.saveFrame(to: path) } catch { throw FrameOutputError(path: path, reason: "\(error)") }
    }
    try recordRaw(from: window)
    guard let dir = recordDirectory else { return }
    let path = dir + "/" + String(format: "frame-%06d.png", number)
    do {
      try window.saveFrame(to: path)
    } catch {
      if failsOnError { throw FrameOutputError(path: path, reason: "\(error)") }
      if !recordingFailed {
        Log.error("\(path): cannot record frames (\(error))", code: .outputUnwritable, subject: path)
      }
      recordingFailed = true
    }
  }

  /// Appends the window's pixels to the raw stream.
  private func recordRaw(from window: DisplayWindow) throws {
    guard let rawFrames, !recordingFailed else { return }
    let (w, h) = window.pixelSize
    do {
      try rawFrames.write(from: window.renderer, width: w, height: h)
    } catch {
      if failsOnError { throw error }
      Log.error("cannot record frames (\(error))", code: .outputUnwritable)
      recordingFailed = true
    }
  }

  /// Writes `line` to the trace, with what was copied since the last one.
  func writeTrace(_ line: TraceFrame) throws {
    guard let trace else { return }
    var line = line
    line.copied = copiedText
    copiedText = nil
    try trace.write(line)
  }

  /// Closes every output at the run's end.
  func close() throws {
    try trace?.close()
    try frameLog?.close()
    try rawFrames?.close()
  }

  /// After a failure: the frames presented before it are still worth reading.
  func closeAfterFailure() {
    try? frameLog?.close()
    try? rawFrames?.close()
  }
}

/// A screenshot or recorded frame that could not be written.
struct FrameOutputError: DiagnosedError, CustomStringConvertible {
  var path: String
  var reason: String
  var code: Diagnostic.Code { .outputUnwritable }
  var subject: String? { path }
  var description: String { "\(PathText.escaped(path)): cannot write the frame (\(reason))" }
}
