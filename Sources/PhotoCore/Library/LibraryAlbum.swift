/// The library as an album: its records that a query asks for, oldest first and the newest last (where a
/// phone's library opens), by when they were taken and then by name; when the query matches nothing, the whole
/// library, said so (a memories frame with no memories today still shows photos).
public struct LibraryAlbum: Sendable {
  /// The album, opening at its newest item.
  public var album: Album
  /// When the query matched nothing and the whole library is shown: what it asked for.
  public var unmatched: String?

  /// The album of `records` that `query` asks for, named after `origin`.
  public init(records: [LibraryRecord], query: LibraryQuery, origin: String) {
    var chosen = query.isEmpty ? records : records.filter(query.matches)
    if chosen.isEmpty && !records.isEmpty && !query.isEmpty {
      unmatched = query.summary
      chosen = records
    }
    let inOrder: (LibraryRecord, LibraryRecord) -> Bool = { ($0.taken, $0.path) < ($1.taken, $1.path) }
    // The index hands them over in order already (a check costs a pass; a sort of 100,000 many).
    if zip(chosen, chosen.dropFirst()).contains(where: { inOrder($1, $0) }) { chosen.sort(by: inOrder) }
    album = Album(items: chosen.map(\.item), startIndex: max(0, chosen.count - 1), origin: origin)
  }
}
