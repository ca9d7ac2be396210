/// A colour in the scene, sRGB components 0...255.
public struct SceneColor: Sendable, Equatable {
  /// Red.
  public var red: UInt8
  /// Green.
  public var green: UInt8
  /// Blue.
  public var blue: UInt8

  /// The colour (`red`, `green`, `blue`).
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Black, the pager's backdrop.
  public static let black = SceneColor(red: 0, green: 0, blue: 0)
  /// White, text's default colour.
  public static let white = SceneColor(red: 255, green: 255, blue: 255)
}
