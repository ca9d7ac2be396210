/// Puts listed photos in the order `AlbumOptions` asks for.
///
/// The input is in natural order (a folder's name order, or a list's given order). `mtime` and `size`
/// stat each local photo, and only then; ties, URLs and files that vanished keep their natural order,
/// with the ones that have no key last. `reverse` reverses the result.
enum AlbumSorter {
  static func arrange(_ items: [AlbumItem], options: AlbumOptions, state: inout ListingState) -> [AlbumItem] {
    var result: [AlbumItem]
    switch options.sort {
    case nil:
      result = items
    case .name?:
      result = NaturalOrder.sorted(items, byPath: \.location)
    case .mtime?:
      result = byKey(items, state: &state) { $0.modified }
    case .size?:
      result = byKey(items, state: &state) { $0.size }
    case .random(let seed)?:
      var generator = SplitMix64(seed: seed)
      result = generator.shuffled(items)
    }
    if options.reverse { result.reverse() }
    return result
  }

  private static func byKey<Key: Comparable>(
    _ items: [AlbumItem], state: inout ListingState, key: (FileStatus) -> Key
  ) -> [AlbumItem] {
    let keys: [Key?] = items.map { item in
      if item.isRemote { return nil }
      state.entryStats += 1
      return FileProbe.status(atPath: item.location).map(key)
    }
    let order = keys.indices.sorted { a, b in
      switch (keys[a], keys[b]) {
      case let (x?, y?) where x != y: return x < y
      case (_?, nil): return true
      case (nil, _?): return false
      default: return a < b
      }
    }
    return order.map { items[$0] }
  }
}
