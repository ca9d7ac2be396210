import CSDL2
import Foundation
import PhotoCore

/// Decodes photos on worker threads and hands the results back to the main thread by message.
///
/// The main thread states which photos it wants, nearest first (`want`); requests no longer wanted are
/// dropped from the queue before they start. Each result carries its request (photo, path and size box), so
/// the main thread discards one whose photo left the album or that a sharper decode already replaced.
/// Workers wake the event loop with an SDL user event (SDL_PushEvent is thread-safe); textures are made on
/// the main thread only.
public final class PhotoLoader: @unchecked Sendable {
  /// One photo to decode at a size (the planner's request).
  typealias Request = DecodeRequest

  /// What came back for a request.
  struct Completion {
    var request: Request
    var result: Result<ImageDecoder.Decoded, PhotoLoadError>
  }

  let condition = NSCondition()
  var pending: [Request] = []
  var inFlight: [Request] = []
  var completions: [Completion] = []
  /// Decodes under way that a newer request replaced: they stop at their next check.
  private var cancelled: [Request] = []
  private var stopping = false
  /// Sizes from headers, download progress and caption facts, for the main thread (`DecodeNews`).
  var news = DecodeNews()
  /// Where photos are read from: web photos and WebDAV servers' are fetched through one downloader made on
  /// first use (so local albums never start the network stack) into the download cache, then decoded from that
  /// copy.
  public let sources: SourceSet
  /// The decoding threads and their priority (`DecodeWorkers`).
  var workers: DecodeWorkers
  /// The SDL event type workers push to wake the main loop.
  let wakeEventType: UInt32
  /// Photos with more pixels than this are refused before decoding (decompression bombs).
  let maxPixels: Int
  /// Whether photos' colours are converted to the display's (`--colour-management`).
  let managesColour: Bool
  /// Whether clips decode on VA-API where the machine has it (`--hwdec auto`); set before the first clip.
  var hardwareClips = false
  /// Which decoder reads each format, and what each decode level asks of it.
  let decoders = DecoderRegistry.standard
  /// Grid thumbnails, through the shared thumbnail cache unless it is off.
  let thumbnails: ThumbnailMaker
  /// Thumbnail cache writes under way (after their thumbnails were handed on).
  private var writing = 0
  /// Whether JPEGs decode to planes (for a renderer that draws YUV textures) rather than ARGB.
  var decodesPlanes: Bool {
    get { condition.lock(); defer { condition.unlock() }; return planar }
    set { condition.lock(); planar = newValue; condition.unlock() }
  }
  private var planar = true
  /// Which queued decodes may start (see `limitConcurrentDecodes`).
  private var gate = DecodeGate()
  /// The most decodes that ran at once since the last `takePeakConcurrency()`.
  private var peakInFlight = 0
  /// Which decodes under way are given up as hung, and the workers abandoned to them (`HungDecodes`).
  var hung: HungDecodes
  /// Whether each photo's screen decode also makes its blurred backdrop (`--fit blur`). Set before the first
  /// request.
  var makesBackdrops = false
  /// Reads a photo's caption facts (EXIF date, camera, place) on the worker after each screen decode
  /// (`--caption`); nil: none are read. Set before the first request.
  var readsFacts: (@Sendable (String) -> CaptionFormat.Facts)?
  /// Run on the worker before each decode (tests: a read held on a pipe, as a hung network mount holds one).
  let beforeDecode: (@Sendable (Request) -> Void)?

  /// Starts `workers` decoding threads. Works before SDL_Init, so the first photo can decode while SDL starts.
  /// `setNice` sets a thread's nice value, false when refused (tests replace it).
  /// `thumbnailCache` is the thumbnail cache's root folder (nil keeps thumbnails in memory only).
  init(
    workers: Int, maxPixels: Int = Tuning.Loading.maxPixels, managesColour: Bool = true,
    thumbnailCache: String? = nil, giveUpAfter: Double? = nil, sourcePasswords: [String: String] = [:],
    sourceCAFile: String? = nil, sourceCacheBytes: Int64 = Tuning.Network.defaultCacheBytes,
    keptListingsFirst: KeptListingsFirst = KeptListingsFirst(),
    beforeDecode: (@Sendable (Request) -> Void)? = nil,
    setNice: @escaping @Sendable (_ thread: Int32, _ nice: Int32) -> Bool = { sdlphoto_set_thread_nice($0, $1) == 0 }
  ) {
    self.maxPixels = maxPixels
    sources = Self.sources(
      passwords: sourcePasswords, caFile: sourceCAFile, cacheBytes: sourceCacheBytes, keptFirst: keptListingsFirst)
    hung = HungDecodes(giveUpAfter: giveUpAfter)
    self.beforeDecode = beforeDecode
    self.managesColour = managesColour
    thumbnails = ThumbnailMaker(decoders: decoders, store: thumbnailCache.map { ThumbnailStore(root: $0) })
    self.workers = DecodeWorkers(setNice: setNice)
    wakeEventType = SDL_RegisterEvents(1)
    condition.lock()
    for _ in 0..<max(1, workers) { startWorker() }
    condition.unlock()
  }

  /// The web, WebDAV servers (logging in with `passwords`, by server and user; their certificates signed by the
  /// system's authorities or `caFile`'s), SMB shares (with `passwords` too), rclone's remotes and this machine's
  /// folders; their photos downloaded into a cache of `cacheBytes` on disk.
  static func sources(
    passwords: [String: String], caFile: String? = nil, cacheBytes: Int64 = Tuning.Network.defaultCacheBytes,
    keptFirst: KeptListingsFirst = KeptListingsFirst()
  ) -> SourceSet {
    let fetcher = CachedWebFetcher {
      PhotoDownloader(cacheDirectory: PhotoDownloader.defaultCacheDirectory(), maxCacheBytes: Int(cacheBytes))
    }
    return SourceSet([
      WebSource(fetcher: fetcher),
      DAVSource(transport: CurlDAVTransport(fetcher, caFile: caFile, keptFirst: keptFirst), passwords: passwords),
      SMBSource(transport: SMBClient(fetcher, keptFirst: keptFirst), passwords: passwords),
      RcloneSource(transport: RcloneRunner(fetcher, keptFirst: keptFirst)),
      LocalSource(),
    ])
  }

  /// Starts one more worker (the lock held). A thread inherits its nice value from the thread that starts it:
  /// the main thread's, at full priority, which the worker lowers.
  func startWorker() {
    // The thread keeps the loader alive until it has seen `stopping`: no dangling reference at exit.
    workers.start { n in
      let thread = Thread { self.work(worker: n) }
      thread.name = "sdlphoto-decode-\(n)"
      thread.stackSize = 1 << 20
      return thread
    }
  }

  /// While photos move (`true`), decoding threads run at `Tuning.Shell.decodeNiceWhileMoving`: a decode takes
  /// only the cycles the frames leave. When the motion ends they go back to `Tuning.Shell.decodeNice`; a
  /// worker the system will not give its priority back (an unprivileged user may lower a priority, not raise
  /// it) ends after its decode, and a fresh worker at the normal priority takes its place. Main thread.
  func yieldToFrames(_ moving: Bool) {
    condition.lock()
    defer { condition.unlock() }
    // Called every frame: nothing to do, and no worker woken, until the motion changes.
    guard moving != workers.isYielding else { return }
    // Under the lock a registered worker cannot end, so its thread id is never one reused by another thread.
    for _ in 0..<workers.yield(moving) { startWorker() }
    condition.broadcast()
  }

  /// The workers running now (started, and retired ones still finishing), and how many were retired in all.
  var workerCounts: (running: Int, retired: Int) {
    condition.lock()
    defer { condition.unlock() }
    return (workers.ids.count, workers.retiredCount)
  }

  /// Blocks until exactly `count` workers run, each started and none retired, or `timeout` seconds pass;
  /// false then.
  func waitForWorkers(_ count: Int, timeout: Double) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while !workers.areSettled(at: count) {
      if !condition.wait(until: deadline) { return false }
    }
    return true
  }

  /// Replaces the queue with `requests` (nearest first) and stops the decodes under way in `cancelling`.
  /// Requests already decoding or decoded are not repeated.
  func want(_ requests: [Request], cancelling: [Request] = []) {
    condition.lock()
    // A photo already decoding (or decoded, not yet taken) for a box at least as large needs no second decode;
    // but a preview (a millisecond's work) is still worth showing while a long decode runs.
    pending = requests.filter { r in
      !completions.contains { $0.request.covers(r) }
        && (r.level == .preview ? !inFlight.contains(r) : !inFlight.contains { $0.covers(r) })
    }
    for request in cancelling where inFlight.contains(request) && !cancelled.contains(request) {
      cancelled.append(request)
    }
    condition.broadcast()
    condition.unlock()
  }

  /// Whether the decode of `request` should stop (a newer request replaced it).
  func isCancelled(_ request: Request) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled.contains(request)
  }

  /// Lets at most `limit` decodes run at once from now on (decodes under way finish; the others wait to
  /// start): while something moves on two cores, the drawing thread and the renderer's own threads need a
  /// core of their own. With `only`, just the requests for those photos may start (what the motion lands on);
  /// the others wait, queued in order, until it is lifted. `nil` lifts either.
  func limitConcurrentDecodes(to limit: Int?, only photos: Set<PhotoID>? = nil) {
    let newGate = DecodeGate(limit: limit, photos: photos)
    condition.lock()
    if newGate != gate {
      gate = newGate
      condition.broadcast()
    }
    condition.unlock()
  }

  /// The index in `pending` of the next request a worker may start, if any (the lock held).
  private var nextStartable: Int? { gate.next(in: pending, running: inFlight.count) }

  /// The most decodes that ran at once since the last call.
  func takePeakConcurrency() -> Int {
    condition.lock()
    defer { condition.unlock() }
    let peak = peakInFlight
    peakInFlight = inFlight.count
    return peak
  }

  /// Whether `request` is being decoded right now.
  func isInFlight(_ request: Request) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return inFlight.contains(request)
  }

  /// Whether `request` is queued, decoding, or done and not yet taken.
  func isOutstanding(_ request: Request) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return pending.contains(request) || inFlight.contains(request) || completions.contains { $0.request == request }
  }

  /// Whether nothing is queued that may start, decoding, being written to the thumbnail cache, or done and not
  /// yet taken.
  var isIdle: Bool {
    condition.lock()
    defer { condition.unlock() }
    return inFlight.isEmpty && writing == 0 && completions.isEmpty && !pending.contains(where: gate.allows)
  }

  /// Whether a photo decoded for the screen (not a thumbnail, not a failure) waits to be taken.
  public var hasDecodedPhoto: Bool {
    condition.lock()
    defer { condition.unlock() }
    return completions.contains { completion in
      guard completion.request.level == .screen, case .success = completion.result else { return false }
      return true
    }
  }

  /// Takes the native upright sizes headers told since the last call.
  func takeSizes() -> [(PhotoID, Vector2)] {
    condition.lock()
    defer { condition.unlock() }
    return news.takeSizes()
  }

  /// Takes every finished result.
  func takeCompletions() -> [Completion] {
    condition.lock()
    defer { condition.unlock() }
    let done = completions
    completions.removeAll()
    return done
  }

  /// Blocks until nothing is decoding, being written to the thumbnail cache or queued that may start (see
  /// `limitConcurrentDecodes(only:)`), or `timeout` seconds pass (scripted runs only: their virtual clock does
  /// not advance while a photo decodes, so every run renders the same frames).
  func waitUntilIdle(timeout: Double) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    abandonHungDecodes()
    condition.lock()
    while !(inFlight.isEmpty && writing == 0 && !pending.contains(where: gate.allows)) {
      // Wakes to give up a decode that hangs, if one comes due before the deadline.
      let giveUp = hung.nextGiveUp.map { Date(timeIntervalSinceNow: $0 - ProcessInfo.processInfo.systemUptime) }
      if !condition.wait(until: min(deadline, giveUp ?? deadline)) {
        if Date() >= deadline { break }
        condition.unlock()
        abandonHungDecodes()
        condition.lock()
      }
    }
    condition.unlock()
  }

  /// Stops the workers and frees undelivered results. Waits a moment for decodes under way; a download
  /// stalled on a silent server is not waited for (its worker finishes on its own and pushes nothing).
  func shutdown() {
    condition.lock()
    stopping = true
    pending.removeAll()
    condition.broadcast()
    let deadline = Date(timeIntervalSinceNow: Tuning.Shell.shutdownWait)
    while !inFlight.isEmpty || writing > 0 {
      if !condition.wait(until: deadline) { break }
    }
    condition.unlock()
    for completion in takeCompletions() {
      if case .success(let decoded) = completion.result { decoded.free() }
    }
  }

  /// Wakes the event loop, unless the loader is stopping (SDL may be shutting down).
  func wakeEventLoop() {
    condition.lock()
    let stopped = stopping
    condition.unlock()
    guard !stopped else { return }
    var wake = SDL_Event()
    wake.type = wakeEventType
    SDL_PushEvent(&wake)
  }

  private func work(worker n: Int) {
    // Below the render thread: on two cores, a decode must never delay a frame.
    condition.lock()
    let id = Int32(sdlphoto_thread_id())
    workers.register(n, id: id)
    condition.broadcast()
    condition.unlock()
    while let (request, started) = nextRequest(worker: n) {
      let (result, write) = load(request)
      let photoFacts = readFacts(for: request, after: result)
      if Log.verbose {
        Log.info(
          "decoded photo \(request.number) in \(Int((ProcessInfo.processInfo.systemUptime - started) * 1000)) ms")
      }

      guard deliver(result, facts: photoFacts, of: request, worker: n, writes: write != nil) else { return }
      // The thumbnail cache's write, after the thumbnail is on its way (counted: shutdown waits for it).
      if let write {
        write()
        condition.lock()
        writing -= 1
        condition.broadcast()
        condition.unlock()
      }
    }
  }

  /// The next request worker `n` takes (from `pending` into `inFlight`) and when it started, waiting for one;
  /// nil when the loader stops or the worker is retired (it leaves the pool).
  private func nextRequest(worker n: Int) -> (Request, Double)? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      while nextStartable == nil && !stopping && !workers.isRetiring(n) {
        condition.wait()
      }
      if stopping || workers.isRetiring(n) {
        workers.ended(n)
        condition.broadcast()
        return nil
      }
      guard let next = nextStartable else { continue }
      let request = pending.remove(at: next)
      inFlight.append(request)
      peakInFlight = max(peakInFlight, inFlight.count)
      let started = ProcessInfo.processInfo.systemUptime
      hung.start(request, worker: n, at: started)
      return (request, started)
    }
  }

  /// Hands worker `n`'s `result` (and the photo's `facts`) for `request` to the event loop, which is woken;
  /// false when the worker was given up on meanwhile (its result goes, and so does the worker: a fresh one took
  /// its place). `writes`: a thumbnail cache write follows, counted until it is done.
  private func deliver(
    _ result: Result<ImageDecoder.Decoded, PhotoLoadError>, facts photoFacts: CaptionFormat.Facts?, of request: Request,
    worker n: Int, writes: Bool
  ) -> Bool {
    condition.lock()
    if hung.returned(worker: n) {
      endAbandoned(worker: n, result: result)
      return false
    }
    news.download(request.photo, at: nil)
    inFlight.removeAll { $0 == request }
    cancelled.removeAll { $0 == request }
    if stopping {
      if case .success(let decoded) = result { decoded.free() }
    } else {
      // The facts first: the caption is there when the photo is.
      if let photoFacts { news.tell(request.photo, facts: photoFacts) }
      completions.append(Completion(request: request, result: result))
    }
    if writes { writing += 1 }
    condition.broadcast()
    condition.unlock()
    wakeEventLoop()
    return true
  }
}
