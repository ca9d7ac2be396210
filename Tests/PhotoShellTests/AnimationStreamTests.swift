import CSDL2
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// `AnimationStream` on a source that numbers its frames (each a 2 x 1 surface whose first pixel is its index):
/// frames come in order, a few ahead and no more, late ones are read past without being finished, loops
/// rewind the source, a finite animation ends, a failing frame ends the stream, and closing frees what waits.
@Suite struct AnimationStreamTests {
  /// A source of `frameCount` numbered frames, failing at `failAt` (its index within a loop), that counts what
  /// it is asked.
  final class Numbered: AnimationFrameSource, @unchecked Sendable {
    let frameCount: Int
    let durations: [Double]
    let loops: Int
    let width = 2
    let height = 1
    let hasAlpha = false
    let failAt: Int?
    private var index = 0
    /// What it was asked, counted under a lock (the stream's thread counts, the test reads).
    private let lock = NSLock()
    private var counts = (made: 0, skipped: 0, rewinds: 0)
    var made: Int { lock.withLock { counts.made } }
    var skipped: Int { lock.withLock { counts.skipped } }
    var rewinds: Int { lock.withLock { counts.rewinds } }

    /// How long reading a frame takes, seconds (a slow decoder).
    var delay = 0.0

    init(frames: Int, loops: Int = 0, failAt: Int? = nil) {
      frameCount = frames
      durations = Array(repeating: 0.1, count: frames)
      self.loops = loops
      self.failAt = failAt
    }

    func nextFrame() -> UnsafeMutablePointer<SDL_Surface>? {
      if delay > 0 { Thread.sleep(forTimeInterval: delay) }
      guard index < frameCount, index != failAt,
        let surface = SDL_CreateRGBSurfaceWithFormat(0, 2, 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { return nil }
      surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)[0] = UInt32(index)
      index += 1
      lock.withLock { counts.made += 1 }
      return surface
    }

    func skipFrame() -> Bool {
      if delay > 0 { Thread.sleep(forTimeInterval: delay) }
      guard index < frameCount, index != failAt else { return false }
      index += 1
      lock.withLock { counts.skipped += 1 }
      return true
    }

    func rewind() -> Bool {
      index = 0
      lock.withLock { counts.rewinds += 1 }
      return true
    }
  }

  /// The number a frame carries; frees it.
  static func number(_ frame: UnsafeMutablePointer<SDL_Surface>?) -> Int? {
    guard let frame else { return nil }
    defer { SDL_FreeSurface(frame) }
    return Int(frame.pointee.pixels.assumingMemoryBound(to: UInt32.self)[0])
  }

  /// A stream of `source` from position 1 (the first frame was read already, as a decoder does).
  static func stream(
    _ source: Numbered, ahead: Int = 3, finish: @escaping AnimationFrameFinish = { $0 }
  )
    -> AnimationStream
  {
    _ = source.skipFrame()
    return AnimationStream(source: source, next: 1, width: 2, height: 1, ahead: ahead, finish: finish)
  }

  @Test func framesComeInOrderAndLoopForEver() {
    let source = Numbered(frames: 4)
    let stream = Self.stream(source)
    stream.start()
    let numbers = (1...9).map { Self.number(stream.take($0, wait: true)) }
    #expect(numbers == [1, 2, 3, 0, 1, 2, 3, 0, 1])
    // Two loops went by; the stream may have read into a third ahead.
    #expect((2...3).contains(source.rewinds))
    stream.close()
  }

  @Test func nothingIsDecodedBeforeStartAndNoMoreThanAheadWait() {
    let source = Numbered(frames: 100)
    let stream = Self.stream(source, ahead: 3)
    #expect(stream.take(1) == nil)
    #expect(source.made == 0)
    stream.start()
    #expect(Self.number(stream.take(1, wait: true)) == 1)
    // It fills to three waiting (positions 2, 3, 4) and rests: waiting for 4 lets it read no further than 5.
    #expect(Self.number(stream.take(4, wait: true)) == 4)
    #expect(Self.number(stream.take(5, wait: true)) == 5)
    stream.close()
    #expect(source.made <= 5 + 3 + 1)
  }

  @Test func framesLateForTheClockAreReadPastNotFinished() {
    let source = Numbered(frames: 100)
    let lock = NSLock()
    nonisolated(unsafe) var finished = 0
    let stream = Self.stream(source, ahead: 2) { frame in
      lock.withLock { finished += 1 }
      return frame
    }
    stream.start()
    #expect(Self.number(stream.take(60, wait: true)) == 60)
    stream.close()
    #expect(source.skipped > 40, "the frames before 60 are read past")
    #expect(lock.withLock { finished } < 20)
  }

  /// In real time (no waiting) a stream behind its clock hands over the latest frame it has, late, rather than
  /// none, and finishes only one in every few it reads past.
  @Test func aStreamBehindItsClockShowsLateFramesInRealTime() throws {
    let source = Numbered(frames: 100_000)
    source.delay = 0.001
    let stream = Self.stream(source, ahead: 2)
    stream.start()
    var shown: [Int] = []
    let start = Date()
    // The clock runs ten times faster than the source decodes (10,000 frames a second against 1,000 at most).
    while shown.count < 3 && Date().timeIntervalSince(start) < 10 {
      let position = 1 + Int(Date().timeIntervalSince(start) * 10_000)
      if let frame = Self.number(stream.take(position)) {
        #expect(frame < position)
        if shown.last != frame { shown.append(frame) }
      }
      Thread.sleep(forTimeInterval: 0.005)
    }
    stream.close()
    #expect(shown.count == 3, "late frames shown: \(shown)")
    #expect(shown == shown.sorted(), "in order")
    #expect(
      source.made <= source.skipped, "most late frames are only read: \(source.made) made, \(source.skipped) read past")
  }

  @Test func aFiniteAnimationEndsAfterItsLastLoop() {
    let source = Numbered(frames: 3, loops: 2)
    let stream = Self.stream(source)
    stream.start()
    #expect(Self.number(stream.take(5, wait: true)) == 2)
    #expect(stream.take(6, wait: true) == nil)
    #expect(stream.hasEnded)
    #expect(source.rewinds == 1)  // the stream has ended: it reads no more
  }

  /// A live photo held again: a stream played to its end goes back to its first frame, the source rewound.
  @Test func aRestartedStreamPlaysFromItsFirstFrameAgain() {
    let source = Numbered(frames: 5, loops: 1)
    let stream = Self.stream(source)
    stream.start()
    #expect(Self.number(stream.take(4, wait: true)) == 4)
    #expect(stream.take(5, wait: true) == nil && stream.hasEnded)
    stream.restart()
    #expect(!stream.hasEnded)
    let again = (0...4).map { Self.number(stream.take($0, wait: true)) }
    #expect(again == [0, 1, 2, 3, 4] && source.rewinds == 1)
    // And in the middle of a run: what waited is dropped.
    stream.restart()
    #expect(Self.number(stream.take(0, wait: true)) == 0 && Self.number(stream.take(1, wait: true)) == 1)
    stream.close()
  }

  @Test func aFrameThatFailsEndsTheStreamWhereItIs() {
    let source = Numbered(frames: 10, failAt: 4)
    let stream = Self.stream(source)
    stream.start()
    #expect(Self.number(stream.take(3, wait: true)) == 3)
    #expect(stream.take(4, wait: true) == nil)
    #expect(stream.take(7, wait: true) == nil)
    #expect(stream.hasEnded)
  }

  @Test func aFinishThatFailsEndsTheStream() {
    let source = Numbered(frames: 10)
    let stream = Self.stream(source) { frame in
      SDL_FreeSurface(frame)
      return nil
    }
    stream.start()
    #expect(stream.take(1, wait: true) == nil)
    #expect(stream.hasEnded)
  }
}
