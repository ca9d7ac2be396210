/// The photo a remote command names (`goto`).
extension Album {
  /// The photo `target` names: a number counted from 1, or a file name (exact, then without case, then the end
  /// of its path); nil when there is none.
  public func index(of target: RemoteCommand.Target) -> Int? {
    switch target {
    case .number(let number): return items.indices.contains(number - 1) ? number - 1 : nil
    case .name(let name):

      return items.firstIndex { $0.displayName == name }
        ?? items.firstIndex { $0.displayName.lowercased() == name.lowercased() }
        ?? items.firstIndex { $0.location.hasSuffix("/" + name) || $0.location == name }
    case .date(let day):
      // A library is in the order taken: the first taken on or after the day, else the last before it.
      let start = day.start
      let dated = items.indices.filter { items[$0].taken != nil }
      guard !dated.isEmpty else { return nil }
      return dated.first { items[$0].taken! >= start } ?? dated.last
    }
  }
}
