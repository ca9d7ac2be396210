/// The pointers currently down, in the order they touched, with their centroid and span.
///
/// Pan and pinch come from here (Docs/physics.md: centroid and span of the fingers), not from SDL's
/// MULTIGESTURE. Each change of the set (a finger added or lifted) bumps `generation`, so a gesture can
/// re-anchor without a jump.
public struct PointerSet: Sendable, Equatable {
  /// The pointers down, oldest first, with their latest positions.
  public private(set) var pointers: [(id: PointerID, position: Vector2)] = []
  /// Bumped whenever a pointer is added or removed.
  public private(set) var generation = 0

  /// An empty set.
  public init() {}

  /// The number of pointers down.
  public var count: Int { pointers.count }

  /// Whether no pointer is down.
  public var isEmpty: Bool { pointers.isEmpty }

  /// Whether `id` is down.
  public func contains(_ id: PointerID) -> Bool { pointers.contains { $0.id == id } }

  /// The mean position of the pointers (the origin when none is down).
  public var centroid: Vector2 {
    guard !pointers.isEmpty else { return .zero }
    var sum = Vector2.zero
    for p in pointers { sum = sum + p.position }
    return sum / Double(pointers.count)
  }

  /// Twice the mean distance from the centroid: for two fingers, the distance between them.
  public var span: Double {
    guard pointers.count >= 2 else { return 0 }
    let c = centroid
    var total = 0.0
    for p in pointers { total += p.position.distance(to: c) }
    return 2 * total / Double(pointers.count)
  }

  /// Records a pointer down (a repeated id, as SDL may reuse one, replaces the old entry).
  public mutating func add(_ id: PointerID, at position: Vector2) {
    pointers.removeAll { $0.id == id }
    pointers.append((id, position))
    generation += 1
  }

  /// Moves a pointer; returns false when it is not down.
  @discardableResult
  public mutating func move(_ id: PointerID, to position: Vector2) -> Bool {
    guard let i = pointers.firstIndex(where: { $0.id == id }) else { return false }
    pointers[i].position = position
    return true
  }

  /// Removes a pointer; returns false when it was not down.
  @discardableResult
  public mutating func remove(_ id: PointerID) -> Bool {
    guard let i = pointers.firstIndex(where: { $0.id == id }) else { return false }
    pointers.remove(at: i)
    generation += 1
    return true
  }

  /// Removes every pointer.
  public mutating func removeAll() {
    if !pointers.isEmpty { generation += 1 }
    pointers.removeAll()
  }

  public static func == (a: PointerSet, b: PointerSet) -> Bool {
    a.generation == b.generation && a.pointers.map(\.id) == b.pointers.map(\.id)
      && a.pointers.map(\.position) == b.pointers.map(\.position)
  }
}
