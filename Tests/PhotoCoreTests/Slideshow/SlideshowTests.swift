import Testing

@testable import PhotoCore

/// The slideshow's clock on a virtual clock: no drift, pauses by the user and by input, resume after idle.
@Suite struct SlideshowTests {
  @Test func slidesComeDueOnTheIntervalWhateverTheFramesTook() {
    var show = Slideshow(interval: 2.5, resumeAfter: 30, at: 10)
    #expect(show.nextDeadline == 12.5)
    #expect(show.advance(to: 12.49) == 0)
    #expect(show.advance(to: 12.5) == 1)
    // Frames late or early do not move the schedule: slide n is at 10 + 2.5 n.
    #expect(show.advance(to: 15.2) == 1 && show.nextDeadline == 17.5)
    // Held up for four intervals: four slides came due at once.
    #expect(show.advance(to: 25.0) == 4 && show.nextDeadline == 27.5)
    // After 400 slides the schedule is still exact (no accumulated rounding).
    var n = 0
    var t = 25.0
    while n < 400 {
      t += 0.1
      n += show.advance(to: t)
    }
    #expect(show.nextDeadline == 10 + 2.5 * Double(6 + 400 + 1))
  }

  @Test func theUserPausesAndResumesAndTheNextSlideIsAnIntervalAfter() {
    var show = Slideshow(interval: 2, resumeAfter: 30, at: 0)
    show.togglePause(at: 1)
    #expect(show.isPaused && show.pause == .byUser && show.nextDeadline == nil)
    #expect(show.advance(to: 100) == 0)
    // Input does not resume a show the user paused.
    show.noteInput(at: 101)
    #expect(show.pause == .byUser)
    show.togglePause(at: 150)
    #expect(!show.isPaused && show.nextDeadline == 152)
    #expect(show.advance(to: 151.9) == 0 && show.advance(to: 152) == 1)
  }

  @Test func inputPausesAndTheShowResumesAfterTheIdleTime() {
    var show = Slideshow(interval: 2, resumeAfter: 30, at: 0)
    #expect(show.advance(to: 3) == 1)
    show.noteInput(at: 3.5)
    #expect(show.pause == .byInput(until: 33.5) && show.nextDeadline == 33.5)
    // More input pushes the resume back.
    show.noteInput(at: 20)
    #expect(show.advance(to: 40) == 0)
    #expect(show.advance(to: 50) == 0 && !show.isPaused, "resumed at 50")
    #expect(show.nextDeadline == 52)
    #expect(show.advance(to: 52) == 1)
    // The pause key on a show paused by input resumes it at once.
    show.noteInput(at: 53)
    show.togglePause(at: 54)
    #expect(!show.isPaused && show.nextDeadline == 56)
  }

  @Test func withoutAResumeTimeInputPausesUntilTheUserResumes() {
    var show = Slideshow(interval: 1, resumeAfter: nil, at: 0)
    show.noteInput(at: 0.5)
    #expect(show.pause == .byInputForGood && show.nextDeadline == nil && show.advance(to: 1000) == 0)
    show.togglePause(at: 1000)
    #expect(show.advance(to: 1001) == 1)
  }

  @Test func anIntervalTooShortForATransitionIsRaisedToTheShortest() {
    let show = Slideshow(interval: 0.001, resumeAfter: 30, at: 0)
    #expect(show.interval == Tuning.Slideshow.shortestInterval)
  }
}

/// A shuffled slideshow's cycles: fair, new each time, no repeat across a cycle's edge, reproducible.
@Suite struct ShuffleCycleTests {
  @Test func everyCycleIsAPermutationNewEachTimeWithNoRepeatAtItsEdge() {
    let photos = Array(0..<7)
    var cycles = ShuffleCycle(seed: 42)
    var order = photos
    var seen: [[Int]] = [order]
    for _ in 0..<200 {
      let next = cycles.next(photos, after: order.last)
      #expect(next.sorted() == photos, "every photo once")
      #expect(next.first != order.last, "no photo twice in a row across the edge")
      seen.append(next)
      order = next
    }
    // New orders: among 200 cycles of 7 photos (5040 orders) nearly all differ from the one before.
    let repeats = zip(seen, seen.dropFirst()).filter { $0 == $1 }.count
    #expect(repeats <= 1)
    // The same seed gives the same cycles.
    var again = ShuffleCycle(seed: 42)
    var replay = photos
    for k in 1...200 {
      replay = again.next(photos, after: replay.last)
      #expect(replay == seen[k])
    }
    // Two photos alternate; one photo repeats (nothing else to show).
    var two = ShuffleCycle(seed: 7)
    #expect(two.next([1, 2], after: 2) == [1, 2])
    var one = ShuffleCycle(seed: 7)
    #expect(one.next([5], after: 5) == [5])
  }
}
