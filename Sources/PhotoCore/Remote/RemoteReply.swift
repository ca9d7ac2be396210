/// What a remote command is answered with, as every transport (`--control`, `--http`, `--mqtt`) is handed it: a
/// value, never a line to parse back; each transport writes it as it speaks (`line` for the socket and HTTP).
public enum RemoteReply: Sendable, Equatable {
  /// Done.
  case ok
  /// The state (the answer to `status` and `subscribe`).
  case status(RemoteStatus)
  /// Refused, and why (in the user's words).
  case refused(String)

  /// The answer as one JSON line: `{"ok":true}`, the state's line, or `{"error":"why"}`.
  public var line: String {
    switch self {
    case .ok: "{\"ok\":true}"
    case .status(let status): status.line
    case .refused(let why): "{\"error\":\(QuotedString.quoted(why))}"
    }
  }

  /// Whether the command was refused.
  public var isRefused: Bool {
    if case .refused = self { true } else { false }
  }

  /// The state, when the reply is one.
  public var status: RemoteStatus? {
    if case .status(let status) = self { status } else { nil }
  }
}
