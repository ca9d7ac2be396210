/// What fills the window behind the photos.
public enum Backdrop: Sendable, Equatable {
  /// A solid colour.
  case color(SceneColor)
  /// A photo scaled to cover the window and blurred (a slideshow behind a photo of another shape), turned
  /// `quarterTurns` clockwise as it is shown, under a tint of `dim` (0 none, 1 black) so the photo in front
  /// stands out.
  case blurredCover(PhotoID, quarterTurns: Int, dim: Double)
}
