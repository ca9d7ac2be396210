import CSDL2
import Foundation
import PhotoCore

/// Writes `--frame-log`: when each frame was presented and whether a photo moved in it, one line a frame,
/// for `Scripts/bench frames` (the trace's `t` is whole milliseconds at the frame's start, too coarse for
/// frame pacing).
///
/// A line is `SECONDS MOVING`: SDL's performance counter read right after `SDL_RenderPresent`, in seconds
/// with every digit the counter has (nanoseconds on Linux, where it is `CLOCK_MONOTONIC_RAW`), and `1` when
/// something moved in that frame (`Navigator.isMoving(at:)`), else `0`; over a clip (or an animation alone on
/// screen), a third number: its frame drawn (`Scripts/clip-bench`'s first moving frame and frames a second,
/// `Scripts/anim-bench`'s frames shown and dropped). A frame costs an append to an array
/// reserved ahead: no write, no allocation until the array outgrows an hour of frames. The file is created
/// when the log is, so a bad path fails at start-up, and written in one go by `close()`.
package final class FrameLog {
  /// One presented frame.
  struct Entry {
    /// SDL's performance counter right after the present, counter ticks.
    var counter: UInt64
    /// Whether something moved in the frame.
    var moving: Bool
    /// The frame drawn, over a clip or an animation alone on screen.
    var clipFrame: Int? = nil
  }

  /// Frames reserved ahead: an hour at 60 fps (16 bytes each, under 4 MB).
  static let reservedFrames = 60 * 60 * 60

  private let path: String
  private var handle: FileHandle?
  private var entries: [Entry] = []

  /// The frames recorded so far.
  package var count: Int { entries.count }

  /// Creates (or truncates) the file at `path`; throws `FrameLog.Failure` when it cannot be written.
  package init(path: String) throws {
    self.path = path
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw Failure(path: path, reason: String(cString: strerror(errno)))
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw Failure(path: path, reason: String(cString: strerror(errno)))
    }
    self.handle = handle
    entries.reserveCapacity(Self.reservedFrames)
  }

  /// Records a frame presented just now (reads the performance counter here: call it right after
  /// `SDL_RenderPresent`). `moving` says whether something moved in it.
  @inline(__always)
  package func presented(moving: Bool, clipFrame: Int? = nil) {
    entries.append(Entry(counter: SDL_GetPerformanceCounter(), moving: moving, clipFrame: clipFrame))
  }

  /// The file's text for `entries` at `frequency` counter ticks a second: one line a frame, the time in seconds
  /// with as many decimals as one tick needs (9 for nanoseconds), exact (integer arithmetic, no rounding).
  static func text(of entries: [Entry], frequency: UInt64) -> String {
    let frequency = max(frequency, 1)
    var digits = 0
    var scale: UInt64 = 1
    while scale < frequency && digits < 18 {
      digits += 1
      scale *= 10
    }
    var text = ""
    text.reserveCapacity(entries.count * (digits + 14))
    for entry in entries {
      let whole = entry.counter / frequency
      let ticks = entry.counter % frequency
      // ticks / frequency as a `digits`-digit fraction; exact for the powers of ten SDL uses.
      let (high, low) = ticks.multipliedFullWidth(by: scale)
      let fraction = frequency.dividingFullWidth((high, low)).quotient
      text += String(whole)
      if digits > 0 {
        let decimals = String(fraction)
        text += "." + String(repeating: "0", count: digits - decimals.count) + decimals
      }
      text += entry.moving ? " 1" : " 0"
      text += entry.clipFrame.map { " \($0)\n" } ?? "\n"
    }
    return text
  }

  /// Writes every recorded frame and closes the file; later calls do nothing.
  package func close() throws {
    guard let handle else { return }
    self.handle = nil
    do {
      try handle.write(contentsOf: Data(Self.text(of: entries, frequency: SDL_GetPerformanceFrequency()).utf8))
      try handle.close()
    } catch {
      throw Failure(path: path, reason: "\(error.localizedDescription)")
    }
  }

  /// The frame log cannot be created or written.
  package struct Failure: DiagnosedError, CustomStringConvertible {
    package var code: Diagnostic.Code { .outputUnwritable }
    package var subject: String? { path }
    /// The path given.
    package var path: String
    /// What the system said.
    package var reason: String
    package var description: String { "\(PathText.escaped(path)): cannot write the frame log (\(reason))" }
  }
}
