import CSDL2
import Foundation
import PhotoCore

/// An animation too long to hold whole, decoded a few frames ahead of the screen on a thread of its own: the
/// main thread takes the frame its clock is on (`take`), and the thread decodes the next ones until
/// `ahead` wait, then rests until one is taken. An animation off screen takes nothing, so its thread rests.
/// Frames are numbered by position: loops played x frames + index (`LayerStack.Layer.position`); a stream that
/// fell behind reads past the frames already late without finishing them, but for one in every
/// `Tuning.Clips.lateFrameStride` when nothing newer waits, which a real-time screen shows late (the picture
/// moves, behind, rather than stands). At the file's end it goes back to
/// the first frame for the next loop; after its last loop, or a frame that cannot be read, it ends, and the
/// screen rests on the last frame taken.
final class AnimationStream: @unchecked Sendable {
  /// Its frames, how long each shows (seconds) and how many times it plays (0: for ever).
  let frameCount: Int
  let durations: [Double]
  let loops: Int
  /// Its frames' size as shown (fitted and upright), pixels.
  let width: Int
  let height: Int
  /// How many finished frames wait at most.
  let ahead: Int

  private let source: AnimationFrameSource
  /// What is done to each frame read before it waits (fitting, turning, colours).
  private var finishing: [AnimationFrameFinish]
  private let condition = NSCondition()
  /// Finished frames not yet taken, in order.
  private var ready: [(position: Int, surface: UnsafeMutablePointer<SDL_Surface>)] = []
  /// The position of the frame the source reads next.
  private var next: Int
  /// The furthest position the screen has asked for.
  private var wanted = 0
  /// The position of the last frame finished, and whether the screen takes late frames (a real-time run's: a
  /// stream behind its clock then finishes every few it decodes, to be shown late; a scripted run waits for each
  /// frame on time instead).
  private var lastFinished = 0
  private var showsLateFrames = false
  private var started = false
  private var decoding = false
  private var ended = false
  private var closed = false
  /// Bumped by `restart` and `seek`: a frame read before it is dropped, and the thread first goes back to the
  /// first frame, or to the frame a seek asked for (`seekFirst`; `seekLabels`: the frame the source reaches,
  /// the keyframe before it, is labelled as the one asked for, not read up to).
  private var generation = 0
  private var rewindsFirst = false
  private var seekFirst: Int?
  private var seekLabels = false
  /// The frame the last seek went to: decoding up to it from its keyframe is no reason to seek again.
  private var seekTarget = 0

  /// A stream of `source`'s frames from position `next` (the frames before were read already), each finished
  /// by `finish` to `width` x `height`; at most `ahead` wait. Nothing is decoded until `start`.
  init(
    source: AnimationFrameSource, next: Int, width: Int, height: Int, ahead: Int, finish: @escaping AnimationFrameFinish
  ) {
    self.source = source
    self.frameCount = source.frameCount
    self.durations = source.durations
    self.loops = source.loops
    self.next = next
    self.width = width
    self.height = height
    self.ahead = max(1, ahead)
    self.finishing = [finish]
  }

  deinit {
    for frame in ready { SDL_FreeSurface(frame.surface) }
  }

  /// Adds `step` after what is done to each frame (the display's colours); only before `start`.
  func appendFinish(_ step: @escaping AnimationFrameFinish) {
    condition.lock()
    precondition(!started, "a stream's frames are finished the same way throughout")
    finishing.append(step)
    condition.unlock()
  }

  /// Starts decoding ahead.
  func start() {
    condition.lock()
    started = true
    scheduleLocked()
    condition.unlock()
  }

  /// The finished frame at `position` (the caller owns it), dropping those before it; nil when it is not
  /// ready (the screen keeps what it shows) or the stream ended before it. `wait` (a scripted run, whose
  /// clock waits for decodes) waits for it up to `timeout` seconds.
  func take(
    _ position: Int, wait: Bool = false, timeout: Double = Tuning.Shell.scriptedDecodeTimeout
  )
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    takeFrame(position, wait: wait, timeout: timeout)?.surface
  }

  /// `take`, with the position of the frame handed over: `position`, or in real time an earlier one (late).
  func takeFrame(
    _ position: Int, wait: Bool = false, timeout: Double = Tuning.Shell.scriptedDecodeTimeout
  )
    -> (surface: UnsafeMutablePointer<SDL_Surface>, position: Int)?
  {
    condition.lock()
    defer { condition.unlock() }
    showsLateFrames = !wait
    let floor = ready.first?.position ?? next
    // A step back of a few frames (the picture following its sound) keeps the frame shown until the clock is
    // there again; further back, the source goes back.
    let behind = position < floor - Tuning.Clips.seekBackFrames
    if source.seeks && (behind || (!ended && position > max(next, seekTarget) + Tuning.Clips.seekAheadFrames))
      && !ready.contains(where: { $0.position == position })
    {
      // Behind what is decoded (a clip paged back to where it was left, or played again after its end) or far
      // ahead of it: the source goes there rather than decoding its way through.
      seekLocked(to: position, labels: false)
    }
    wanted = max(wanted, position)
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
      // Behind the clock in real time (a decode that cannot keep up): the latest frame there is, late, rather
      // than none; on time, that frame.
      let onTime = ready.contains { $0.position == position }
      let late = wait || onTime ? nil : ready.last { $0.position < position }?.position
      while let first = ready.first, first.position < (late ?? position) {
        SDL_FreeSurface(first.surface)
        ready.removeFirst()
      }
      if let first = ready.first, first.position == position || first.position == late {
        ready.removeFirst()
        scheduleLocked()
        return (first.surface, first.position)
      }
      scheduleLocked()
      guard wait, !ended, !closed, ready.isEmpty else { return nil }
      if !condition.wait(until: deadline) { return nil }
    }
  }

  /// Goes back to the first frame (a live photo held again): what waits is dropped, and the thread reads from
  /// the file's start again.
  func restart() {
    condition.lock()
    for frame in ready { SDL_FreeSurface(frame.surface) }
    ready.removeAll()
    generation += 1
    rewindsFirst = true
    seekFirst = nil
    seekTarget = 0
    (next, wanted, ended, lastFinished) = (0, 0, false, 0)
    scheduleLocked()
    condition.broadcast()
    condition.unlock()
  }

  /// Goes to the frame at `position` (a clip's scrubber, a seek key): what waits is dropped and the thread has
  /// the source go there; `exact` false (a scrubber being dragged) shows the keyframe before it as that frame,
  /// without decoding up to it.
  func seek(to position: Int, exact: Bool) {
    condition.lock()
    seekLocked(to: max(0, position), labels: !exact)
    condition.broadcast()
    condition.unlock()
  }

  /// `seek`, with the lock held.
  private func seekLocked(to position: Int, labels: Bool) {
    for frame in ready { SDL_FreeSurface(frame.surface) }
    ready.removeAll()
    generation += 1
    rewindsFirst = false
    seekFirst = position
    seekTarget = position
    seekLabels = labels
    (next, wanted, ended, lastFinished) = (position, position, false, position)
    scheduleLocked()
  }

  /// Stops decoding and frees what waits (the layer showing it is gone). The source is let go of once its
  /// thread is done with it.
  func close() {
    condition.lock()
    closed = true
    for frame in ready { SDL_FreeSurface(frame.surface) }
    ready.removeAll()
    condition.broadcast()
    condition.unlock()
  }

  /// Whether every frame it will give was given (its last loop played, or a frame could not be read).
  var hasEnded: Bool {
    condition.lock()
    defer { condition.unlock() }
    return ended && ready.isEmpty
  }

  /// The memory it may hold, bytes: the frames waiting, and one being finished.
  var bytes: Int { (ahead + 1) * width * height * 4 }

  /// Starts the thread when frames are missing and it rests. Called with the lock held.
  private func scheduleLocked() {
    guard started, !decoding, !ended, !closed, ready.count < ahead else { return }
    decoding = true
    DispatchQueue.global(qos: .userInitiated).async { self.run() }
  }

  /// The thread: decodes until `ahead` frames wait, the stream ends or it is closed.
  private func run() {
    condition.lock()
    while !closed && !ended && ready.count < ahead {
      if let target = seekFirst {
        seekFirst = nil
        let (labels, reading) = (seekLabels, generation)
        condition.unlock()
        let reached = source.seek(toFrame: target)
        condition.lock()
        guard reading == generation else { continue }
        if let reached { next = labels ? target : min(reached, target) } else { ended = true }
        continue
      }
      if rewindsFirst {
        rewindsFirst = false
        condition.unlock()
        let rewound = source.rewind()
        condition.lock()
        if !rewound { ended = true }
        continue
      }
      let (position, reading) = (next, generation)
      // A frame the clock has passed is only decoded, unless nothing newer waits and a few went by unshown.
      let late =
        position < wanted
        && (!showsLateFrames || !ready.isEmpty || position < lastFinished + Tuning.Clips.lateFrameStride)
      condition.unlock()
      let outcome = read(position, finished: !late)
      condition.lock()
      guard reading == generation else {
        // A restart came while this frame was read: it belongs to the old run.
        if case .frame(let surface) = outcome { SDL_FreeSurface(surface) }
        continue
      }
      switch outcome {
      case .frame(let surface):
        if closed { SDL_FreeSurface(surface) } else { ready.append((position, surface)) }
        lastFinished = position
        next += 1
      case .skipped: next += 1
      case .end: ended = true
      }
      condition.broadcast()
    }
    decoding = false
    condition.broadcast()
    condition.unlock()
  }

  /// What reading one position came to.
  private enum Outcome {
    case frame(UnsafeMutablePointer<SDL_Surface>)
    case skipped
    case end
  }

  /// Reads the frame at `position` (going back to the first frame when it starts a loop), finished when
  /// `finished`, else only read past.
  private func read(_ position: Int, finished: Bool) -> Outcome {
    if loops > 0 && position >= loops * frameCount { return .end }
    if position > 0 && position % frameCount == 0 && !source.rewind() { return .end }
    guard finished else { return source.skipFrame() ? .skipped : .end }
    guard var frame = source.nextFrame() else { return .end }
    for step in finishing {
      guard let done = step(frame) else { return .end }
      frame = done
    }
    return .frame(frame)
  }
}
