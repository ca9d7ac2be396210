/// Puts listed photos in the order `AlbumOptions` asks for.
///
/// The input is in natural order (a folder's name order, or a list's given order). `mtime` and `size`
/// read each local photo's stamp, stat-ing (and stamping) only a photo the listing left unstamped; ties,
/// URLs and files that vanished keep their natural order, with the ones that have no key last. `reverse`
/// reverses the result.
enum AlbumSorter {
  static func arrange(
    _ items: [AlbumItem], options: AlbumOptions, sources: SourceSet = .standard, state: inout ListingState
  ) -> [AlbumItem] {
    var result: [AlbumItem]
    switch options.sort {
    case nil:
      result = items
    case .name?:
      result = NaturalOrder.sorted(items, byPath: \.location)
    case .mtime?:
      result = byKey(items, sources: sources, state: &state) {
        ModifiedTime(seconds: $0.modifiedSeconds, nanoseconds: $0.modifiedNanoseconds)
      }
    case .size?:
      result = byKey(items, sources: sources, state: &state) { $0.size }
    case .random(let seed)?:
      var generator = SplitMix64(seed: seed)
      result = generator.shuffled(items)
    }
    if options.reverse { result.reverse() }
    return result
  }

  private static func byKey<Key: Comparable>(
    _ items: [AlbumItem], sources: SourceSet, state: inout ListingState, key: (FileStamp) -> Key
  ) -> [AlbumItem] {
    var items = items
    for index in items.indices where items[index].stamp == nil {
      let location = items[index].location
      let source = sources.source(for: location)
      guard !source.isRemote else { continue }
      state.entryStats += 1
      items[index].stamp = source.status(of: location)?.stamp
    }
    let keys = items.map { $0.stamp.map(key) }
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

/// A modification time, ordered: whole seconds since 1970 and the nanoseconds past them.
private struct ModifiedTime: Comparable {
  var seconds: Int
  var nanoseconds: Int
  static func < (a: Self, b: Self) -> Bool { (a.seconds, a.nanoseconds) < (b.seconds, b.nanoseconds) }
}
