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
  /// The offscreen path a recording run draws through (made on its first frame).
  private var canvas: SceneCanvas?
  /// This frame's pixels, read back from the canvas and not yet written.
  private var recorded: FramePixels?
  /// Why this frame could not be drawn offscreen, said when it is written.
  private var recordFailure: (any Error)?
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

  /// Whether every frame's pixels are written (`--record`, `--record-raw`).
  var recordsFrames: Bool { rawFrames != nil || recordDirectory != nil }

  /// Draws `scene` for `window`: a recording run's through the offscreen path (`SceneCanvas`, made on first
  /// use), read back once and, in an interactive run, shown on the window from the canvas; any other run's
  /// straight onto the window.
  func draw(
    _ scene: Scene, with sceneRenderer: SceneRenderer, on window: DisplayWindow, viewport: Vector2, at t: Double,
    albumNames: (Int) -> String
  ) {
    let scale = window.pixelsPerPoint
    guard recordsFrames, !recordingFailed else {
      sceneRenderer.draw(scene, viewport: viewport, at: t, scale: scale, albumNames: albumNames)
      return
    }
    if canvas == nil { canvas = SceneCanvas(drawingWith: sceneRenderer) }
    guard let canvas else { return }
    do {
      recorded = try canvas.render(
        scene, viewport: viewport, scale: scale, pixelSize: window.viewPixelSize, at: t, albumNames: albumNames)
      // A scripted run's frames are what it writes: nobody watches its window, and the copy onto it costs a
      // quarter of a recorded frame on a software renderer (Docs/performance.md).
      if !failsOnError { canvas.show() }
    } catch {
      // The frame still reaches the screen; writing it says why it cannot be recorded.
      recordFailure = error
      sceneRenderer.draw(scene, viewport: viewport, at: t, scale: scale, albumNames: albumNames)
    }
  }

  /// The frame's pixel outputs, once `window`'s frame is complete (turned onto it): the screenshots at `paths`,
  /// the raw stream and frame `number`'s PNG, all from one read of the pixels (a recorded frame's are the
  /// canvas's, turned as the window shows them).
  func writePixels(of window: DisplayWindow, screenshots paths: [String], frame number: Int) throws {
    let drawn = recorded.map { $0.turned(window.rotation) }
    recorded = nil
    let recording = recordsFrames && !recordingFailed
    guard recording || !paths.isEmpty else { return }
    let frame: FramePixels
    do {
      if let failure = recordFailure { throw failure }
      if let drawn {
        frame = drawn
      } else {
        let (w, h) = window.pixelSize
        frame = try FramePixels.read(from: window.renderer, width: w, height: h)
      }
    } catch {
      recordFailure = nil
      if let path = paths.first { throw FrameOutputError(path: path, reason: "\(error)") }
      try recordingFailed(recordDirectory ?? "frames", error)
      return
    }
    for path in paths {
      do { try frame.savePNG(to: path) } catch { throw FrameOutputError(path: path, reason: "\(error)") }
    }
    guard recording else { return }
    try record(frame, number: number)
  }

  /// Writes `frame` to the raw stream and as frame `number`'s PNG.
  private func record(_ frame: FramePixels, number: Int) throws {
    if let rawFrames {
      do { try rawFrames.write(frame) } catch { return try recordingFailed(nil, error) }
    }
    guard let dir = recordDirectory else { return }
    let path = dir + "/" + String(format: "frame-%06d.png", number)
    do { try frame.savePNG(to: path) } catch { try recordingFailed(path, error) }
  }

  /// A recorded frame that could not be written: a scripted run fails; an interactive one says so once and
  /// records no more.
  private func recordingFailed(_ path: String?, _ error: any Error) throws {
    if failsOnError {
      if let path { throw FrameOutputError(path: path, reason: "\(error)") }
      throw error
    }
    if !recordingFailed {
      if let path {
        Log.error("\(path): cannot record frames (\(error))", code: .outputUnwritable, subject: path)
      } else {
        Log.error("cannot record frames (\(error))", code: .outputUnwritable)
      }
    }
    recordingFailed = true
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
    canvas?.free()
  }

  /// After a failure: the frames presented before it are still worth reading.
  func closeAfterFailure() {
    try? frameLog?.close()
    try? rawFrames?.close()
    canvas?.free()
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
