/// When a decode under way is given up as hung: a local decode past `giveUpAfter` seconds (a slideshow: a read
/// from a hung network mount, or a file that became a pipe after it was listed, never returns). Its worker is
/// abandoned to it: when (if ever) the decode returns, its result is dropped and the worker ends. Network photos
/// are left alone: their downloads have their own timeouts. A value the loader keeps under its lock; times are
/// seconds on one clock (the loader's `ProcessInfo.systemUptime`).
public struct HungDecodes: Sendable {
  /// Seconds after which a local decode is given up; nil: never (a viewer waits for a large photo however slow
  /// the machine).
  public let giveUpAfter: Double?
  /// Each worker's local decode under way, and when it started.
  private var started: [Int: (request: DecodeRequest, since: Double)] = [:]
  /// Workers whose decode was given up.
  private var abandoned: Set<Int> = []

  /// Decodes given up after `giveUpAfter` seconds (nil: never).
  public init(giveUpAfter: Double?) { self.giveUpAfter = giveUpAfter }

  /// Worker `worker` started decoding `request` at `t`.
  public mutating func start(_ request: DecodeRequest, worker: Int, at t: Double) {
    guard giveUpAfter != nil, !request.isRemote else { return }
    started[worker] = (request, t)
  }

  /// Worker `worker`'s decode returned: whether it had been given up (then its result is dropped and the worker
  /// ends).
  public mutating func returned(worker: Int) -> Bool {
    started[worker] = nil
    return abandoned.remove(worker) != nil
  }

  /// Gives up every decode that has run longer than `giveUpAfter` by `now`: the requests, oldest worker first
  /// (each fails as timed out, and a fresh worker takes its worker's place).
  public mutating func giveUp(at now: Double) -> [DecodeRequest] {
    guard let giveUpAfter else { return [] }
    var given: [DecodeRequest] = []
    for (worker, decode) in started.sorted(by: { $0.key < $1.key }) where now - decode.since > giveUpAfter {
      started[worker] = nil
      abandoned.insert(worker)
      given.append(decode.request)
    }
    return given
  }

  /// When the next decode under way is due to be given up, if one runs.
  public var nextGiveUp: Double? {
    guard let giveUpAfter else { return nil }
    return started.values.map { $0.since + giveUpAfter }.min()
  }
}
