import Foundation
import PhotoCore

/// The loader's decoding threads by number, with their kernel thread ids and their priority: lowered while
/// photos move (`Tuning.Shell.decodeNiceWhileMoving`) and raised back after. A worker the system will not give
/// its priority back (an unprivileged user may lower a priority, not raise it) is retired: it ends after its
/// decode, and a fresh one takes its place. A value guarded by the loader's lock; `start` makes the threads.
struct DecodeWorkers {
  /// Sets a thread's nice value; false when the system refuses.
  typealias SetNice = @Sendable (_ thread: Int32, _ nice: Int32) -> Bool

  /// The workers' threads, kept until they end.
  private(set) var threads: [Int: Thread] = [:]
  /// Their kernel thread ids, once started.
  private(set) var ids: [Int: Int32] = [:]
  /// The next worker's number.
  private var next = 0
  /// Workers to end once their decode is done.
  private var retiring: Set<Int> = []
  /// Whether the workers run at the lower priority.
  private(set) var isYielding = false
  /// How many workers were retired or abandoned in all.
  private(set) var retiredCount = 0
  /// Sets a thread's nice value (tests replace it).
  private let setNice: SetNice

  /// No workers yet; `setNice` sets their priority.
  init(setNice: @escaping SetNice) { self.setNice = setNice }

  /// Starts one more worker, its thread made by `make` from its number.
  mutating func start(_ make: (Int) -> Thread) {
    let n = next
    next += 1
    let thread = make(n)
    threads[n] = thread
    thread.start()
  }

  /// Worker `n` runs on kernel thread `id`: it takes the priority of the moment.
  mutating func register(_ n: Int, id: Int32) {
    ids[n] = id
    _ = setNice(id, isYielding ? Tuning.Shell.decodeNiceWhileMoving : Tuning.Shell.decodeNice)
  }

  /// Photos started (`true`) or stopped moving, a change of `isYielding`: every worker's priority follows; how
  /// many workers to start anew (those that could not get their priority back are retired).
  mutating func yield(_ moving: Bool) -> Int {
    guard moving != isYielding else { return 0 }
    isYielding = moving
    var fresh = 0
    for (n, id) in ids.sorted(by: { $0.key < $1.key }) where !retiring.contains(n) {
      let nice = moving ? Tuning.Shell.decodeNiceWhileMoving : Tuning.Shell.decodeNice
      if !setNice(id, nice) && !moving {
        retiring.insert(n)
        retiredCount += 1
        fresh += 1
      }
    }
    return fresh
  }

  /// Whether worker `n` is to end rather than take another decode.
  func isRetiring(_ n: Int) -> Bool { retiring.contains(n) }

  /// A worker was given up to a decode that hangs (it ends if that ever returns).
  mutating func abandon() { retiredCount += 1 }

  /// Worker `n` ended.
  mutating func ended(_ n: Int) {
    ids[n] = nil
    threads[n] = nil
    retiring.remove(n)
  }

  /// Whether exactly `count` workers run, each started and none retiring.
  func areSettled(at count: Int) -> Bool { ids.count == count && threads.count == count && retiring.isEmpty }
}
