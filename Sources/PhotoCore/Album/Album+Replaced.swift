extension Album {
  /// The photos of both this album and `old` whose file was replaced in place since `old` was listed: their
  /// stamps differ (another size, modification time, device or inode). A photo without a stamp on either side
  /// (a network photo, a file that vanished while listed, a folder's photo listed without
  /// `AlbumOptions.stampsEveryPhoto`, which an album listed again must therefore ask for) is not counted as
  /// replaced. This is what a re-list passes to `Navigator.relist(_:changed:at:)` as `changed`.
  public func replacedPhotos(since old: Album) -> Set<PhotoID> {
    var replaced: Set<PhotoID> = []
    for (index, id) in ids.enumerated() {
      guard let before = old.index(of: id).flatMap({ old.items[$0].stamp }), let now = items[index].stamp
      else { continue }
      if before != now { replaced.insert(id) }
    }
    return replaced
  }
}
