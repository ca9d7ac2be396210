import Foundation
import PhotoCore

/// Keeps a slideshow's `ShowState` in `$XDG_STATE_HOME/sdlphoto/` (else `~/.local/state/sdlphoto/`): the place
/// (photo and cycle) in a small JSON file written at most every `Tuning.Slideshow.stateInterval` seconds and at
/// the end, and a shuffled show's order in a file of its own, written once a cycle. Writes are atomic (a
/// temporary file renamed), so a power cut leaves the last state whole. A state that cannot be written is
/// reported once on stderr and the show goes on; one that cannot be read is ignored.
public final class ShowStateStore {
  /// The paths the show was opened on.
  let paths: [String]
  let placeURL: URL
  let orderURL: URL
  /// What was written last, and when (seconds on the caller's clock).
  private var written: ShowState?
  private var writtenAt = -Double.infinity
  /// The cycle whose order is on disk.
  private var orderCycle: Int?
  /// The state waiting for its turn to be written.
  private var waiting: ShowState?
  private var failed = false
  /// The slide last noted (`note(slide:at:state:)`).
  private var notedSlide: PhotoID?

  /// A store for the show of `paths` in `directory` (nil: the XDG state folder).
  public init(paths: [String], directory: String? = nil) {
    self.paths = paths
    let environment = ProcessInfo.processInfo.environment
    let base =
      directory
      ?? (environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        ?? NSHomeDirectory() + "/.local/state") + "/sdlphoto"
    let name = ShowState.fileName(for: paths)
    placeURL = URL(fileURLWithPath: base + "/" + name)
    orderURL = URL(fileURLWithPath: base + "/" + name.replacingOccurrences(of: ".json", with: "-order.txt"))
  }

  /// The state saved for this show, if any (and whole, and for the same paths).
  public func load() -> ShowState? {
    guard let data = try? Data(contentsOf: placeURL), var state = try? JSONDecoder().decode(ShowState.self, from: data),
      state.paths == paths
    else { return nil }
    if let text = try? String(contentsOf: orderURL, encoding: .utf8) {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      if let first = lines.first, Int(first) == state.cycle { state.order = Array(lines.dropFirst()) }
    }
    written = state
    orderCycle = state.order == nil ? nil : state.cycle
    return state
  }

  /// The show is on slide `photo` at `t`: when that is another slide than the one last noted, `state` (asked
  /// only then: it copies the album's order) is noted.
  public func note(slide photo: PhotoID, at t: Double, state: () -> ShowState) {
    guard photo != notedSlide else { return }
    notedSlide = photo
    note(state(), at: t)
  }

  /// The show is at `state` at `t`: written now when the last write is `Tuning.Slideshow.stateInterval` old,
  /// else kept for `flush` or a later call.
  public func note(_ state: ShowState, at t: Double) {
    guard state != written else { return }
    waiting = state
    if t - writtenAt >= Tuning.Slideshow.stateInterval { flush(at: t) }
  }

  /// Writes the state waiting, if any (the show ends, or its time came).
  public func flush(at t: Double = 0) {
    guard let state = waiting else { return }
    waiting = nil
    do {
      try FileManager.default.createDirectory(
        at: placeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      if let order = state.order, orderCycle != state.cycle {
        try Data(([String(state.cycle)] + order).joined(separator: "\n").utf8 + [0x0A]).write(
          to: orderURL, options: .atomic)
        orderCycle = state.cycle
      }
      var place = state
      place.order = nil
      try JSONEncoder().encode(place).write(to: placeURL, options: .atomic)
      written = state
      writtenAt = t
    } catch {
      if !failed {
        Log.error(
          "\(placeURL.path): cannot keep the slideshow's place (\(error.localizedDescription))",
          code: .outputUnwritable,
          subject: placeURL.path)
      }
      failed = true
    }
  }
}
