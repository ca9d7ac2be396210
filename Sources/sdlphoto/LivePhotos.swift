import ArgumentParser

/// `--live-photos`: what a slideshow does with a live photo's motion.
enum LivePhotos: String, ExpressibleByArgument, CaseIterable {
  /// Plays it once as the slide comes in, as a phone's memories do.
  case motion
  /// Shows the still alone.
  case still
}
