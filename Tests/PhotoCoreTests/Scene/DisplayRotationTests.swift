import Testing

@testable import PhotoCore

/// `--rotate-display`: the picture's size and where a window point lands in it, for each turn.
@Suite struct DisplayRotationTests {
  /// A landscape window, 800 x 480 points.
  static let window = Vector2(x: 800, y: 480)

  @Test func aQuarterTurnMakesALandscapeWindowAPortraitPicture() {
    #expect(DisplayRotation.quarter.viewSize(of: Self.window) == Vector2(x: 480, y: 800))
    #expect(DisplayRotation.threeQuarters.viewSize(of: Self.window) == Vector2(x: 480, y: 800))
    #expect(DisplayRotation.half.viewSize(of: Self.window) == Self.window)
    #expect(DisplayRotation.none.viewSize(of: Self.window) == Self.window)
  }

  @Test func thePicturesCornersLandOnTheWindowsTurnedCorners() {
    // Turned a quarter clockwise, the picture's top-left corner is the window's top-right, its top-right the
    // window's bottom-right.
    let q = DisplayRotation.quarter
    #expect(q.window(Vector2(x: 0, y: 0), window: Self.window) == Vector2(x: 800, y: 0))
    #expect(q.window(Vector2(x: 480, y: 0), window: Self.window) == Vector2(x: 800, y: 480))
    #expect(q.window(Vector2(x: 0, y: 800), window: Self.window) == Vector2(x: 0, y: 0))
    // Counter-clockwise: its top-left is the window's bottom-left.
    let t = DisplayRotation.threeQuarters
    #expect(t.window(Vector2(x: 0, y: 0), window: Self.window) == Vector2(x: 0, y: 480))
    #expect(t.window(Vector2(x: 480, y: 800), window: Self.window) == Vector2(x: 800, y: 0))
    #expect(DisplayRotation.half.window(Vector2(x: 10, y: 20), window: Self.window) == Vector2(x: 790, y: 460))
  }

  @Test func viewUndoesWindowForEveryTurnAndPoint() {
    for rotation in DisplayRotation.allCases {
      for point in [Vector2(x: 0, y: 0), Vector2(x: 13.5, y: 470), Vector2(x: 799, y: 1), Vector2(x: 400, y: 240)] {
        let picture = rotation.view(point, window: Self.window)
        let size = rotation.viewSize(of: Self.window)
        #expect((0...size.x).contains(picture.x) && (0...size.y).contains(picture.y), "\(rotation) \(point)")
        #expect(rotation.window(picture, window: Self.window) == point, "\(rotation) \(point)")
      }
    }
  }

  @Test func onlyTheFourTurnsAreAccepted() {
    #expect(DisplayRotation(degrees: 90) == .quarter)
    #expect(DisplayRotation(degrees: 270) == .threeQuarters)
    #expect(DisplayRotation(degrees: 45) == nil && DisplayRotation(degrees: -90) == nil)
  }
}
