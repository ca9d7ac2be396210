import CSDL2
import PhotoCore
import Testing

@testable import PhotoShell

/// The offscreen render path: a `Scene` to pixels at any size and virtual time, with no window (a detached
/// canvas) or beside one whose frame it leaves alone; and a frame turned as `--rotate-display` turns the window.
@Suite(.serialized) struct SceneCanvasTests {
  typealias Canvas = PhotoTexturesTests.Canvas
  static let viewport = Vector2(x: 64, y: 48)

  /// The red photo of `SceneRendererTests`, its left half shown (clipped).
  static let halfScene = Scene(
    backgroundAlpha: 1,
    photos: [SceneRendererTests.placement(clip: Rect(x0: 0, y0: 0, x1: 32, y1: 48))])

  /// A detached canvas holding the red 64 x 48 photo.
  static func detachedCanvas() throws -> SceneCanvas {
    let canvas = try SceneCanvas.detached()
    let textures = canvas.sceneRenderer.textures
    try textures.add(
      PhotoTexturesTests.decoded(64, 48, color: 0xFFFF_0000), for: PhotoTexturesTests.request(64, 48, .screen), at: 0)
    _ = textures.upload(budget: nil, order: [PhotoTexturesTests.photo], at: 0) { _, _ in false }
    return canvas
  }

  static func render(_ canvas: SceneCanvas, _ scene: Scene, scale: Double, at t: Double = 0) throws -> FramePixels {
    try canvas.render(
      scene.layered(at: t, stacks: canvas.sceneRenderer.textures.stack(of:)), viewport: viewport, scale: scale,
      at: t, albumNames: { _ in "" })
  }

  static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r == 255 && p.g == 0 && p.b == 0 }
  static func isBlack(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r == 0 && p.g == 0 && p.b == 0 }

  @Test func aDetachedCanvasDrawsTheSceneAtAnySizeWithNoWindow() throws {
    let canvas = try Self.detachedCanvas()
    defer { canvas.free() }
    for (scale, size) in [(1.0, (64, 48)), (2.5, (160, 120)), (0.5, (32, 24))] {
      let frame = try Self.render(canvas, Self.halfScene, scale: scale)
      #expect(frame.width == size.0 && frame.height == size.1 && frame.rgb.count == size.0 * size.1 * 3)
      // The clip is the left half at every size: red there, the black backdrop right of it.
      let (w, h) = size
      #expect(Self.isRed(frame[w / 4, h / 2]) && Self.isRed(frame[w / 2 - 1, h - 1]), "scale \(scale)")
      #expect(Self.isBlack(frame[w / 2 + 1, h / 2]) && Self.isBlack(frame[w - 1, 0]), "scale \(scale)")
    }
    // An explicit pixel size wins over the viewport's.
    let sized = try canvas.render(Self.halfScene, viewport: Self.viewport, scale: 1, pixelSize: (40, 30), at: 0) {
      _ in ""
    }
    #expect(sized.width == 40 && sized.height == 30)
  }

  @Test func theFrameIsTheSceneAtTheTimeAsked() throws {
    let canvas = try Self.detachedCanvas()
    defer { canvas.free() }
    // A photo still loading: its spinner's bright dot goes round once a second, so two times differ and the
    // same time is the same frame.
    var loading = SceneRendererTests.placement()
    loading.status = .loading(since: 0)
    loading.showsSpinner = true
    let scene = Scene(backgroundAlpha: 1, photos: [loading])
    let early = try Self.render(canvas, scene, scale: 2, at: 0.01)
    let later = try Self.render(canvas, scene, scale: 2, at: 0.51)
    let again = try Self.render(canvas, scene, scale: 2, at: 0.01)
    #expect(early != later)
    #expect(early == again)
    #expect(early.rgb.contains { $0 > 200 })
  }

  @Test func renderingBesideAWindowLeavesItsFrameAloneUntilShown() throws {
    let window = Canvas()
    SDL_SetRenderDrawBlendMode(window.renderer, SDL_BLENDMODE_BLEND)
    let textures = PhotoTextures(renderer: window.renderer, tileLimit: 4096)
    try textures.add(
      PhotoTexturesTests.decoded(64, 48, color: 0xFFFF_0000), for: PhotoTexturesTests.request(64, 48, .screen), at: 0)
    _ = textures.upload(budget: nil, order: [PhotoTexturesTests.photo], at: 0) { _, _ in false }
    let canvas = SceneCanvas(
      drawingWith: SceneRenderer(
        renderer: window.renderer, textures: textures, text: TextRenderer(renderer: window.renderer)))
    defer { canvas.free() }
    SDL_SetRenderDrawColor(window.renderer, 0, 0, 255, 255)
    SDL_RenderClear(window.renderer)
    let frame = try Self.render(canvas, Self.halfScene, scale: 1)
    #expect(Self.isRed(frame[10, 10]) && Self.isBlack(frame[50, 10]))
    // The window's frame is as it was, and the renderer draws there again.
    #expect(window.pixel(10, 10) == 0xFF00_00FF && window.pixel(50, 10) == 0xFF00_00FF)
    #expect(SDL_GetRenderTarget(window.renderer) == nil)
    canvas.show()
    #expect(window.pixel(10, 10) == 0xFFFF_0000 && window.pixel(50, 10) == 0xFF00_0000)
  }

  /// A 3 x 2 frame whose every pixel is its own: red its column, green its row.
  static let numbered = FramePixels(
    width: 3, height: 2, rgb: (0..<2).flatMap { y in (0..<3).flatMap { x in [UInt8(x), UInt8(y), 0] } })

  @Test func aFrameTurnsAsTheWindowShowsIt() {
    let quarter = Self.numbered.turned(.quarter)
    #expect(quarter.width == 2 && quarter.height == 3)
    // Clockwise: the picture's top-left on the window's top-right, its top row down the right side.
    #expect(quarter[1, 0] == (0, 0, 0) && quarter[1, 2] == (2, 0, 0) && quarter[0, 0] == (0, 1, 0))
    let half = Self.numbered.turned(.half)
    #expect(half[0, 0] == (2, 1, 0) && half[2, 1] == (0, 0, 0))
    let threeQuarters = Self.numbered.turned(.threeQuarters)
    // The picture's top on the window's left: its top-left at the window's bottom-left.
    #expect(threeQuarters[0, 2] == (0, 0, 0) && threeQuarters[0, 0] == (2, 0, 0))
    #expect(quarter.turned(.threeQuarters) == Self.numbered && half.turned(.half) == Self.numbered)
    #expect(quarter.turned(.quarter).turned(.quarter).turned(.quarter) == Self.numbered)
    #expect(Self.numbered.turned(.none) == Self.numbered)
  }
}
