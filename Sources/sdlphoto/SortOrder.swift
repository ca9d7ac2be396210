import ArgumentParser
import PhotoCore

/// `--sort` values, in any case: the orders of `AlbumOptions.Sort`. Any other word parses as `unknown` so that
/// `SDLPhotoCommand.validate()` rejects it with the list of words, rather than with swift-argument-parser's own
/// message.
enum SortOrder: ExpressibleByArgument, Equatable {
  /// Natural name order.
  case name
  /// Oldest modification time first.
  case mtime
  /// Smallest file first.
  case size
  /// A shuffle by `--seed`.
  case random
  /// A word that is none of the above.
  case unknown(String)

  /// The order called `argument` (any case), or `unknown`.
  init(argument: String) {
    switch argument.lowercased() {
    case "name": self = .name
    case "mtime": self = .mtime
    case "size": self = .size
    case "random": self = .random
    default: self = .unknown(argument)
    }
  }

  /// The album's order, a shuffle by `seed`; nil for an unknown word.
  func sort(seed: UInt64) -> AlbumOptions.Sort? {
    switch self {
    case .name: .name
    case .mtime: .mtime
    case .size: .size
    case .random: .random(seed: seed)
    case .unknown: nil
    }
  }
}
