/// Delete's state: whether it may move photos to the trash, the photos it asked about (waiting for the user to
/// confirm), and the photos moved, last one last, in batches (one confirmation, one batch: U puts the last
/// batch back, last first).
public struct TrashBin: Sendable, Equatable {
  /// What a key does while Delete's question is open.
  public enum Answer: Sendable, Equatable {
    /// Delete again or Enter: move the photos asked about.
    case confirmed([PhotoID])
    /// Escape: keep it, and nothing else.
    case kept
    /// Any other key: the question is dropped and the key does what it does.
    case dropped
  }

  /// Whether Delete may move photos to the trash, or why not (kiosk mode, `--read-only`).
  public var policy: TrashPolicy
  /// The photos Delete asked about, waiting for the user to confirm (none: no question open).
  public private(set) var question: [PhotoID] = []
  /// The photos moved to the trash, last one last, and the batch each went in.
  public private(set) var trashed: [TrashedPhoto] = []
  private var batches: [Int] = []
  /// The batch the photos moved next go in (each confirmation starts one).
  private var batch = 0
  /// How many photos the last U put back (or is putting back).
  public internal(set) var restoring = 0

  /// An empty bin under `policy`.
  public init(policy: TrashPolicy = .allowed) {
    self.policy = policy
  }

  /// Asks about `photo`: the next Delete or Enter moves it.
  public mutating func ask(about photo: PhotoID) { question = [photo] }

  /// Asks about `photos`: the next Delete or Enter moves them all.
  public mutating func ask(about photos: [PhotoID]) { question = photos }

  /// The user's answer to the open question by `command` (the question closes whatever it is); nil when no
  /// question is open.
  public mutating func answer(_ command: Command) -> Answer? {
    guard !question.isEmpty else { return nil }
    let asked = question
    question = []
    switch command {
    case .trash, .activate:
      batch += 1
      return .confirmed(asked)
    case .close: return .kept
    default: return .dropped
    }
  }

  /// `photo` went to the trash: U can put it back.
  public mutating func moved(_ photo: TrashedPhoto) {
    trashed.append(photo)
    batches.append(batch)
  }

  /// `photo` came back from the trash, or is there no more: it is forgotten.
  public mutating func forget(_ photo: TrashedPhoto) {
    for i in trashed.indices.reversed() where trashed[i] == photo {
      trashed.remove(at: i)
      batches.remove(at: i)
    }
  }

  /// The photos U puts back: the last batch moved, last one first.
  public var lastBatch: [TrashedPhoto] {
    guard let last = batches.last else { return [] }
    return zip(trashed, batches).filter { $0.1 == last }.map(\.0).reversed()
  }

  /// The photo U puts back: the last one moved.
  public var last: TrashedPhoto? { trashed.last }
}
