/// How the viewer hears that a source's folders changed.
public enum SourceWatching: Equatable, Sendable {
  /// The system tells (inotify on local folders).
  case notifications
  /// Nothing tells: the source is listed again every `--refresh` interval (a manifest on a web server).
  case polling
}
