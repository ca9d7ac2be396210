/// A line of text in the scene: a caption under a photo, a tile's label, a message.
public struct TextItem: Sendable, Equatable {
  /// Where a text sits relative to its `anchor` point.
  public enum Alignment: Sendable, Equatable {
    /// The text's left edge at the anchor.
    case leading
    /// The text centred on the anchor.
    case center
    /// The text's right edge at the anchor.
    case trailing
  }

  /// The text (any script; the renderer shapes it).
  public var text: String
  /// The point the text hangs from: its top edge, horizontally as `alignment` says; window points.
  public var anchor: Vector2
  /// How the text sits horizontally on `anchor`.
  public var alignment: Alignment
  /// Font size, points.
  public var size: Double
  /// The text's colour.
  public var color: SceneColor
  /// Opacity 0...1.
  public var alpha: Double
  /// The widest the text may be, points: a longer text is cut at that width (nil: no limit).
  public var maxWidth: Double?
  /// Whether a translucent dark plate is drawn behind the text, so it reads over any photo.
  public var hasPlate: Bool
  /// Whether a soft dark shadow is drawn around the text, so it reads over any photo without a plate.
  public var hasShadow = false

  /// A text `text` hanging from `anchor`.
  public init(
    _ text: String, anchor: Vector2, alignment: Alignment = .leading, size: Double = 16, color: SceneColor = .white,
    alpha: Double = 1, maxWidth: Double? = nil, hasPlate: Bool = true
  ) {
    self.text = text
    self.anchor = anchor
    self.alignment = alignment
    self.size = size
    self.color = color
    self.alpha = alpha
    self.maxWidth = maxWidth
    self.hasPlate = hasPlate
  }
}
