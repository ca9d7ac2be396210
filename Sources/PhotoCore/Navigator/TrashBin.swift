/// Delete's state: whether it may move photos to the trash, the photo it asked about (waiting for the user to
/// confirm), and the photos moved, last one last (U puts them back, last first).
public struct TrashBin: Sendable, Equatable {
  /// What a key does while Delete's question is open.
  public enum Answer: Sendable, Equatable {
    /// Delete again or Enter: move the photo asked about.
    case confirmed(PhotoID)
    /// Escape: keep it, and nothing else.
    case kept
    /// Any other key: the question is dropped and the key does what it does.
    case dropped
  }

  /// Whether Delete may move photos to the trash, or why not (kiosk mode, `--read-only`).
  public var policy: TrashPolicy
  /// The photo Delete asked about, waiting for the user to confirm.
  public private(set) var question: PhotoID?
  /// The photos moved to the trash, last one last.
  public private(set) var trashed: [TrashedPhoto] = []

  /// An empty bin under `policy`.
  public init(policy: TrashPolicy = .allowed) {
    self.policy = policy
  }

  /// Asks about `photo`: the next Delete or Enter moves it.
  public mutating func ask(about photo: PhotoID) { question = photo }

  /// The user's answer to the open question by `command` (the question closes whatever it is); nil when no
  /// question is open.
  public mutating func answer(_ command: Command) -> Answer? {
    guard let asked = question else { return nil }
    question = nil
    switch command {
    case .trash, .activate: return .confirmed(asked)
    case .close: return .kept
    default: return .dropped
    }
  }

  /// `photo` went to the trash: U can put it back.
  public mutating func moved(_ photo: TrashedPhoto) { trashed.append(photo) }

  /// `photo` came back from the trash, or is there no more: it is forgotten.
  public mutating func forget(_ photo: TrashedPhoto) { trashed.removeAll { $0 == photo } }

  /// The photo U puts back: the last one moved.
  public var last: TrashedPhoto? { trashed.last }
}
