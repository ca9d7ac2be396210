import CSDL2
import CSDL2Image
import Foundation
import PhotoCore
import ServiceHarness
import Testing

@testable import PhotoShell

/// The decode queue: requests the user flicked past are dropped before they start, a decode under way is
/// never repeated for a box it covers, and results come back tagged with their request.
@Suite(.serialized) struct PhotoLoaderTests {
  /// `count` JPEGs of `width` x `height` in a fresh folder.
  static func photos(_ count: Int, width: Int32, height: Int32) throws -> [String] {
    let dir = ImageDecoderTests.tempDir()
    let s = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    defer { SDL_FreeSurface(s) }
    // Noise compresses badly, so each decode takes a while.
    let pixels = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    var seed: UInt32 = 1
    for i in 0..<Int(width * height) {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      pixels[i] = 0xFF00_0000 | (seed >> 8)
    }
    return try (0..<count).map { i in
      let path = dir + "/p\(i).jpg"
      #expect(IMG_SaveJPG(s, path, 95) == 0)
      return path
    }
  }

  /// How long a test waits for the loader to go idle at most, seconds: a bound against a hang, never a figure
  /// (a sanitizer's run, `$SDLPHOTO_TEST_TIMEOUT_SCALE`, and a busy machine decode many times slower).
  static let idleTimeout =
    120 * (ProcessInfo.processInfo.environment["SDLPHOTO_TEST_TIMEOUT_SCALE"].flatMap(Double.init) ?? 1)

  static func request(_ index: Int, _ path: String, _ box: Int = 4096) -> DecodeRequest {
    DecodeRequest(
      photo: PhotoID(location: path), number: index + 1, box: ResolutionPolicy.Box(width: box, height: box))
  }

  @Test func requestsNoLongerWantedAreDroppedBeforeTheyStart() throws {
    let paths = try Self.photos(6, width: 3000, height: 2000)
    let loader = PhotoLoader(workers: 1)
    defer { loader.shutdown() }
    // The first starts at once on the only worker; the user flicks on before the rest do.
    loader.want((0..<5).map { Self.request($0, paths[$0]) })
    loader.want([Self.request(5, paths[5])])
    loader.waitUntilIdle(timeout: Self.idleTimeout)
    let done = loader.takeCompletions()
    let indices = Set(done.map { $0.request.number - 1 })
    #expect(indices.contains(5))
    #expect(indices.isSubset(of: [0, 5]), "decoded \(indices.sorted()): photos 1-4 were flicked past")
    for completion in done {
      if case .success(let decoded) = completion.result { decoded.free() }
    }
  }

  @Test func whilePhotosMoveOnlyTheAllowedNumberOfDecodesRunAtOnce() throws {
    let paths = try Self.photos(4, width: 2400, height: 1600)
    let loader = PhotoLoader(workers: 2)
    defer { loader.shutdown() }
    loader.limitConcurrentDecodes(to: 1)
    loader.want((0..<4).map { Self.request($0, paths[$0]) })
    loader.waitUntilIdle(timeout: Self.idleTimeout)
    var done = loader.takeCompletions()
    #expect(done.count == 4 && loader.takePeakConcurrency() == 1)
    // Lifted, both workers may run: every decode still comes back once.
    loader.limitConcurrentDecodes(to: nil)
    loader.want((0..<4).map { Self.request($0, paths[$0], 1000) })
    loader.waitUntilIdle(timeout: Self.idleTimeout)
    done += loader.takeCompletions()
    #expect(done.count == 8 && loader.takePeakConcurrency() <= 2)
    for completion in done {
      if case .success(let decoded) = completion.result { decoded.free() }
    }
  }

  @Test func whilePhotosMoveOnlyWhatTheMotionLandsOnStartsDecoding() throws {
    let paths = try Self.photos(4, width: 2400, height: 1600)
    let loader = PhotoLoader(workers: 1)
    defer { loader.shutdown() }
    let requests = (0..<4).map { Self.request($0, paths[$0]) }
    // The prefetch (photos 1, 2 and 4) waits behind the photo landed on (3), though asked for first.
    loader.limitConcurrentDecodes(to: 1, only: [requests[2].photo])
    loader.want(requests)
    loader.waitUntilIdle(timeout: Self.idleTimeout)
    var done = loader.takeCompletions()
    #expect(done.map(\.request.number) == [3])
    #expect(requests.filter { loader.isOutstanding($0) }.map(\.number) == [1, 2, 4])
    // The motion ends: the rest decode, in the order asked for.
    loader.limitConcurrentDecodes(to: nil)
    loader.waitUntilIdle(timeout: Self.idleTimeout)
    let rest = loader.takeCompletions()
    #expect(rest.map(\.request.number) == [1, 2, 4])
    done += rest
    for completion in done {
      if case .success(let decoded) = completion.result { decoded.free() }
    }
  }

  /// The real system call behind the workers' priorities: 20 is SCHED_IDLE; back at nice 5 it is SCHED_OTHER
  /// again where the system allows it (root, or a nice limit that allows it), and refused, changing nothing,
  /// where it does not.
  @Test func niceTwentyIsTheIdlePolicyAndComesBackWhereAllowed() {
    final class Outcome: @unchecked Sendable {
      var policies: [Int32] = []
      var back: Int32 = 0
      var nice: Int32 = 0
    }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      let tid = Int32(sdlphoto_thread_id())
      outcome.policies.append(sched_getscheduler(pid_t(tid)))
      _ = sdlphoto_set_thread_nice(tid, 20)
      outcome.policies.append(sched_getscheduler(pid_t(tid)))
      outcome.back = sdlphoto_set_thread_nice(tid, 5)
      outcome.policies.append(sched_getscheduler(pid_t(tid)))
      errno = 0
      outcome.nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(tid))
      done.signal()
    }
    thread.start()
    done.wait()
    let idle: Int32 = 5  // SCHED_IDLE
    #expect(outcome.policies.prefix(2) == [0, idle])
    if outcome.back == 0 {
      #expect(outcome.policies.last == 0 && outcome.nice == 5)
    } else {
      #expect(outcome.policies.last == idle, "refused, and nothing changed")
    }
  }

  /// Records every nice value set, by thread; refuses to raise a priority back when `unprivileged`.
  final class NiceRecorder: @unchecked Sendable {
    let lock = NSLock()
    var nice: [Int32: Int32] = [:]
    let unprivileged: Bool
    init(unprivileged: Bool) { self.unprivileged = unprivileged }
    func set(_ thread: Int32, _ value: Int32) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      if unprivileged, let old = nice[thread], value < old { return false }
      nice[thread] = value
      return true
    }
    var values: [Int32] {
      lock.lock()
      defer { lock.unlock() }
      return nice.keys.sorted().map { nice[$0]! }
    }
  }

  /// Waits until `loader` runs `count` workers (each has set its priority as it started), then whether `count`
  /// threads are at `nice`.
  static func settle(_ loader: PhotoLoader, _ recorder: NiceRecorder, count: Int, at nice: Int32) -> Bool {
    loader.waitForWorkers(count, timeout: 60) && recorder.values.filter { $0 == nice }.count == count
  }

  @Test(arguments: [false, true])
  func whilePhotosMoveDecodesRunAtTheLowestPriorityAndGetTheirsBackAfter(unprivileged: Bool) throws {
    let paths = try Self.photos(2, width: 1200, height: 800)
    let recorder = NiceRecorder(unprivileged: unprivileged)
    // Workers set their own priority as they start: the recorder is in place before the first one does.
    let loader = PhotoLoader(workers: 2) { recorder.set($0, $1) }
    defer { loader.shutdown() }
    #expect(Self.settle(loader, recorder, count: 2, at: Tuning.Shell.decodeNice))
    loader.yieldToFrames(true)
    #expect(recorder.values == [Tuning.Shell.decodeNiceWhileMoving, Tuning.Shell.decodeNiceWhileMoving])
    loader.yieldToFrames(false)
    // Privileged, the same workers get their priority back; unprivileged, they end and fresh ones start.
    #expect(loader.workerCounts.retired == (unprivileged ? 2 : 0))
    #expect(Self.settle(loader, recorder, count: 2, at: Tuning.Shell.decodeNice))
    // Either way, decodes go on (the timeouts only bound a hung run: waits end when the work does, and a
    // sanitized build on a busy machine decodes many times slower).
    loader.want((0..<2).map { Self.request($0, paths[$0]) })
    loader.waitUntilIdle(timeout: Self.idleTimeout)
    let done = loader.takeCompletions()
    #expect(done.count == 2)
    for completion in done {
      if case .success(let decoded) = completion.result { decoded.free() }
    }
  }

  @Test func aDecodeUnderWayServesASmallerRequestAndResultsCarryTheirRequest() throws {
    let paths = try Self.photos(1, width: 3000, height: 2000)
    let loader = PhotoLoader(workers: 2)
    defer { loader.shutdown() }
    let large = Self.request(0, paths[0], 2000)
    loader.want([large])
    // Once it is under way (a worker takes it within microseconds)...
    Wait.until(seconds: 10, every: 0) { loader.isInFlight(large) || !loader.isOutstanding(large) }
    #expect(loader.isInFlight(large))
    // ...the same photo for a smaller box, while the large decode runs: no second decode.
    loader.want([Self.request(0, paths[0], 1000)])
    loader.waitUntilIdle(timeout: Self.idleTimeout)
    let done = loader.takeCompletions()
    #expect(done.map(\.request) == [large])
    let decoded = try #require(try? done.first?.result.get())
    defer { decoded.free() }
    #expect(decoded.width <= 2000 && decoded.width >= 1500)
    #expect(decoded.planes != nil, "a JPEG decodes to planes for its texture")
    #expect(decoded.nativeWidth == 3000)
  }

  @Test func aPreviewIsStillWorthAskingForWhileTheScreensDecodeRuns() {
    var preview = Self.request(0, "a.jpg")
    preview.level = .preview
    let screen = Self.request(0, "a.jpg")
    var detail = Self.request(0, "a.jpg", 8000)
    detail.level = .detail
    #expect(screen.covers(preview))
    #expect(!preview.covers(screen))
    #expect(!detail.covers(screen))
    #expect(detail.covers(preview))
    // The same file on another page (a list naming it twice) is another photo.
    var secondPage = Self.request(1, "a.jpg")
    secondPage.photo.occurrence = 1
    #expect(!secondPage.covers(screen))
  }
}
