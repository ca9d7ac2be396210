/// The folders above the one shown, each with its photos and its grid as the user left them (scroll,
/// selection): going back restores them. Never above the folder the user opened.
public struct FolderStack: Sendable {
  /// A folder the user went into a sub-folder from.
  public struct Level: Sendable {
    /// Its photos and what is known of them.
    public var library: PhotoLibrary
    /// Its grid, as it was left.
    public var grid: GridScreen
  }

  /// The folders gone into, the one the user opened first.
  public private(set) var levels: [Level] = []

  /// At the folder the user opened.
  public init() {}

  /// How many folders below the one the user opened the grid shows.
  public var depth: Int { levels.count }

  /// Whether the grid shows the folder the user opened.
  public var isEmpty: Bool { levels.isEmpty }

  /// Going into a sub-folder from `library` shown on `grid`.
  public mutating func push(_ library: PhotoLibrary, grid: GridScreen) {
    levels.append(Level(library: library, grid: grid))
  }

  /// Going back: the folder above as it was left; nil at the folder the user opened.
  public mutating func pop() -> Level? { levels.popLast() }
}
