import Foundation

/// The trees rclone listed, kept so the folders below one are answered without asking again: the last few
/// folders listed, each with its entries by the folder that holds them.
final class RcloneTrees: @unchecked Sendable {
  /// One folder's tree: its entries, and their indices by the path of the folder holding them ("" for its own).
  private struct Tree {
    var root: RcloneLocation
    var entries: [RcloneListing.Entry]
    var byFolder: [String: [Int]]
    var byPath: [String: Int]
  }

  /// Trees kept at most. Source: house choice (a folder, its parent, and a couple more the remote's `open` named).
  static let kept = 4

  private let lock = NSLock()
  private var trees: [Tree] = []

  /// Keeps `entries`, the tree below `root`, in place of an older tree of it.
  func keep(_ entries: [RcloneListing.Entry], below root: RcloneLocation) {
    var byFolder: [String: [Int]] = [:]
    var byPath: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      let folder = entry.path.lastIndex(of: "/").map { String(entry.path[..<$0]) } ?? ""
      byFolder[folder, default: []].append(index)
      byPath[entry.path] = index
    }
    let tree = Tree(root: root, entries: entries, byFolder: byFolder, byPath: byPath)
    lock.withLock {
      trees.removeAll { $0.root == root }
      trees.append(tree)
      if trees.count > Self.kept { trees.removeFirst(trees.count - Self.kept) }
    }
  }

  /// The entries directly inside `folder`, from a kept tree of it or of a folder above it; nil when none holds it
  /// (or it is a file there).
  func children(of folder: RcloneLocation) -> [RcloneListing.Entry]? {
    lock.withLock {
      for tree in trees.reversed() {
        guard let relative = Self.relative(folder, to: tree.root) else { continue }
        if !relative.isEmpty {
          guard let own = tree.byPath[relative], tree.entries[own].isDir else { continue }
        }
        return (tree.byFolder[relative] ?? []).map { tree.entries[$0] }
      }
      return nil
    }
  }

  /// The entry of `place` in a kept tree above it.
  func entry(_ place: RcloneLocation) -> RcloneListing.Entry? {
    lock.withLock {
      for tree in trees.reversed() {
        if let relative = Self.relative(place, to: tree.root), let index = tree.byPath[relative] {
          return tree.entries[index]
        }
      }
      return nil
    }
  }

  /// `place`'s path from `root` ("" for the root itself), when it lies below it on the same remote.
  private static func relative(_ place: RcloneLocation, to root: RcloneLocation) -> String? {
    guard place.remote == root.remote else { return nil }
    let base = root.path.split(separator: "/").map(String.init)
    let parts = place.path.split(separator: "/").map(String.init)
    guard parts.count >= base.count, Array(parts.prefix(base.count)) == base,
      root.path.hasPrefix("/") == place.path.hasPrefix("/") || base.isEmpty
    else { return nil }
    return parts.dropFirst(base.count).joined(separator: "/")
  }
}
