import Testing

@testable import PhotoCore

/// The scene carries what is drawn of each photo: its layers and parts with their fades' opacities at the
/// frame's time, as its `LayerStack` says; a photo with nothing held draws nothing.
struct SceneLayersTests {
  typealias Stack = LayerStackTests

  /// A scene of the pager's photo `a.jpg` and a neighbour with nothing held.
  static func scene() -> Scene {
    let page = Rect(origin: .zero, size: Vector2(x: 800, y: 600))
    func placement(_ index: Int, _ photo: PhotoID) -> PhotoPlacement {
      PhotoPlacement(
        index: index, photo: photo, frame: page, page: page, quarterTurns: 0,
        status: .ready(pixelSize: Vector2(x: 800, y: 600), fullResolution: true),
        showsSpinner: false)
    }
    return Scene(
      backgroundAlpha: 1,
      photos: [placement(0, Stack.photo), placement(1, PhotoID(location: "b.jpg"))], texts: [])
  }

  @Test func aFadeInTheStackIsAFadeInTheScene() {
    var stack = LayerStack()
    let (thumbnail, _) = Stack.arrive(Stack.layer(.thumbnail, 160), in: &stack, at: 1)
    let (screen, _) = Stack.arrive(Stack.layer(.screen, 1600), in: &stack, at: 2)
    let stacks = [Stack.photo: stack]
    // Half way through the fade: the thumbnail opaque under the screen's decode at 0.5.
    let halfway = Self.scene().layered(at: 2 + Stack.fade / 2) { stacks[$0] }
    #expect(Stack.rounded(halfway.photos[0].layers) == Stack.list((thumbnail, 1), (screen, 0.5)))
    #expect(halfway.photos[0].parts.isEmpty)
    #expect(halfway.photos[1].layers.isEmpty)
    // After it, the screen's decode alone.
    let after = Self.scene().layered(at: 2 + Stack.fade) { stacks[$0] }
    #expect(after.photos[0].layers == Stack.list((screen, 1)))
    // As the screens make it, a scene draws no layers until the shell's stacks are applied.
    #expect(Self.scene().photos[0].layers.isEmpty)
  }

  @Test func aPartFadingInOverThePhotoIsInTheScene() {
    var stack = LayerStack()
    let (screen, _) = Stack.arrive(Stack.layer(.screen, 1600), in: &stack, at: 0)
    let (part, arrival) = Stack.arrive(
      Stack.part(Rect(origin: .zero, size: Vector2(x: 1000, y: 750))), in: &stack, at: 1)
    #expect(arrival == .partShown)
    let stacks = [Stack.photo: stack]
    let scene = Self.scene().layered(at: 1 + Stack.fade / 4) { stacks[$0] }
    #expect(scene.photos[0].layers == Stack.list((screen, 1)))
    #expect(Stack.rounded(scene.photos[0].parts) == Stack.list((part, 0.25)))
  }
}
