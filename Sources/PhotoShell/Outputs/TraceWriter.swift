import Foundation
import PhotoCore

/// Writes `--trace`: one JSON object per rendered frame (JSON Lines).
final class TraceWriter {
  private let handle: FileHandle
  private var buffer = Data()

  /// Creates (or truncates) the trace file at `path`.
  init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw TraceError(path: path)
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { throw TraceError(path: path) }
    self.handle = handle
  }

  /// Appends one frame and writes it out at once (one small write a frame), so the trace can be followed
  /// live and a run that dies keeps every frame it drew.
  func write(_ frame: TraceFrame) throws {
    buffer.append(contentsOf: Array(frame.jsonLine.utf8))
    buffer.append(0x0A)
    try flush()
  }

  /// Writes what is buffered.
  func flush() throws {
    try handle.write(contentsOf: buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Flushes and closes the file.
  func close() throws {
    try flush()
    try handle.close()
  }

  /// The trace file cannot be created.
  struct TraceError: DiagnosedError, CustomStringConvertible {
    var code: Diagnostic.Code { .outputUnwritable }
    var subject: String? { path }
    var path: String
    var description: String { "\(path): cannot write the trace file" }
  }
}
