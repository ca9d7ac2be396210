import CSDL2
import PhotoCore
import Testing

@testable import PhotoShell

/// What the next screens draw, drawn by SDL's software renderer on a surface: a photo's clip and rounded
/// corners, its opacity, text items, and the backdrop's colour or blurred cover.
@Suite(.serialized) struct SceneRendererTests {
  typealias Canvas = PhotoTexturesTests.Canvas
  static let viewport = Vector2(x: 64, y: 48)
  static let photo = PhotoTexturesTests.photo

  /// A renderer holding `photo` as a 64 x 48 decode of `color` (or nothing).
  static func renderer(_ canvas: Canvas, color: UInt32? = 0xFFFF_0000) throws -> SceneRenderer {
    // As the window's renderer (DisplayWindow): fills blend.
    SDL_SetRenderDrawBlendMode(canvas.renderer, SDL_BLENDMODE_BLEND)
    let textures = PhotoTextures(renderer: canvas.renderer, tileLimit: 4096)
    if let color {
      try textures.add(
        PhotoTexturesTests.decoded(64, 48, color: color), for: PhotoTexturesTests.request(64, 48, .screen), at: 0)
      _ = textures.upload(budget: nil, order: [photo], at: 0) { _, _ in false }
    }
    return SceneRenderer(renderer: canvas.renderer, textures: textures, text: TextRenderer(renderer: canvas.renderer))
  }

  static func placement(clip: Rect? = nil, cornerRadius: Double = 0, alpha: Double = 1) -> PhotoPlacement {
    var placement = PhotoPlacement(
      index: 0, photo: photo, frame: Rect(origin: .zero, size: viewport), page: Rect(origin: .zero, size: viewport),
      quarterTurns: 0, status: .ready(pixelSize: viewport, fullResolution: true), showsSpinner: false)
    placement.clip = clip
    placement.cornerRadius = cornerRadius
    placement.alpha = alpha
    return placement
  }

  static func channels(_ pixel: UInt32) -> (r: Int, g: Int, b: Int) {
    (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
  }

  @Test func aClipShowsOnlyItsPartAndRoundedCornersShowTheBackdrop() throws {
    let canvas = Canvas()
    let renderer = try Self.renderer(canvas)
    let clip = Rect(x0: 8, y0: 4, x1: 56, y1: 44)
    renderer.drawLayered(
      Scene(backgroundAlpha: 1, photos: [Self.placement(clip: clip, cornerRadius: 10)]), viewport: Self.viewport,
      at: 0, scale: 1, albumNames: { _ in "" })
    renderer.purge()
    #expect(canvas.pixel(32, 24) == 0xFFFF_0000)  // inside
    #expect(canvas.pixel(9, 24) == 0xFFFF_0000 && canvas.pixel(32, 5) == 0xFFFF_0000)  // edges, between corners
    #expect(canvas.pixel(4, 24) == 0xFF00_0000 && canvas.pixel(32, 2) == 0xFF00_0000)  // outside the clip
    #expect(canvas.pixel(9, 5) == 0xFF00_0000 && canvas.pixel(54, 42) == 0xFF00_0000)  // cut corners
    #expect(canvas.pixel(12, 8) == 0xFFFF_0000)  // inside the corner's arc
  }

  @Test func aSquareClipNeedsNoOffscreenTargetAndAPhotoFadesWithItsAlpha() throws {
    let canvas = Canvas()
    let renderer = try Self.renderer(canvas)
    renderer.drawLayered(
      Scene(backgroundAlpha: 1, photos: [Self.placement(clip: Rect(x0: 0, y0: 0, x1: 32, y1: 48), alpha: 0.5)]),
      viewport: Self.viewport, at: 0, scale: 1, albumNames: { _ in "" })
    let half = Self.channels(canvas.pixel(16, 24))
    #expect(abs(half.r - 128) <= 2 && half.g == 0 && half.b == 0)
    #expect(canvas.pixel(48, 24) == 0xFF00_0000)
    #expect(renderer.roundedTarget == nil)
    // Rounded, the fade applies once to the whole photo.
    renderer.drawLayered(
      Scene(backgroundAlpha: 1, photos: [Self.placement(cornerRadius: 4, alpha: 0.5)]), viewport: Self.viewport,
      at: 0, scale: 1, albumNames: { _ in "" })
    let rounded = Self.channels(canvas.pixel(32, 24))
    #expect(abs(rounded.r - 128) <= 2 && renderer.roundedTarget != nil)
    renderer.purge()
  }

  @Test func theBackdropIsAColourOrTheBlurredPhotoUnderItsDim() throws {
    let canvas = Canvas()
    let renderer = try Self.renderer(canvas, color: 0xFF00_FF00)
    renderer.drawLayered(
      Scene(backdrop: .color(SceneColor(red: 0, green: 0, blue: 255)), backgroundAlpha: 1, photos: []),
      viewport: Self.viewport, at: 0, scale: 1, albumNames: { _ in "" })
    #expect(canvas.pixel(1, 1) == 0xFF00_00FF)
    renderer.drawLayered(
      Scene(backdrop: .blurredCover(Self.photo, quarterTurns: 1, dim: 0.5), backgroundAlpha: 1, photos: []),
      viewport: Self.viewport, at: 0, scale: 1, albumNames: { _ in "" })
    for (x, y) in [(1, 1), (32, 24), (62, 46)] {
      let c = Self.channels(canvas.pixel(x, y))
      #expect(abs(c.g - 128) <= 3 && c.r == 0 && c.b == 0, "pixel \(x),\(y): \(c)")
    }
    renderer.purge()
    // A photo with no pixels yet: black behind, as the pager's backdrop.
    let other = Canvas()
    let blank = try Self.renderer(other, color: nil)
    blank.drawLayered(
      Scene(backdrop: .blurredCover(Self.photo, quarterTurns: 0, dim: 0), backgroundAlpha: 1, photos: []),
      viewport: Self.viewport, at: 0, scale: 1, albumNames: { _ in "" })
    #expect(other.pixel(32, 24) == 0xFF00_0000 && blank.blurTargets.large == nil)
  }

  @Test func textItemsAreDrawnAlignedInTheirColourOnAPlate() throws {
    let canvas = Canvas()
    let renderer = try Self.renderer(canvas, color: 0xFFFF_FFFF)
    let yellow = SceneColor(red: 255, green: 255, blue: 0)
    let scene = Scene(
      backgroundAlpha: 1, photos: [Self.placement()],
      texts: [TextItem("HH", anchor: Vector2(x: 62, y: 4), alignment: .trailing, size: 14, color: yellow)])
    renderer.drawLayered(scene, viewport: Self.viewport, at: 0, scale: 1, albumNames: { _ in "" })
    var yellowish = 0
    var plate = 0
    for y in 0..<24 {
      for x in 0..<64 {
        let c = Self.channels(canvas.pixel(x, y))
        if c.r > 200 && c.g > 200 && c.b < 60 { yellowish += 1 }
        if c.r < 140 && c.r == c.g && c.g == c.b { plate += 1 }
      }
    }
    #expect(yellowish > 10 && plate > 50)
    // Trailing: nothing of the text or its plate left of the middle.
    #expect((0..<24).allSatisfy { canvas.pixel(8, $0) == 0xFFFF_FFFF })
  }

  @Test func aRoundedRectangleStaysInItsBoxAndMapsTheWholeTexture() {
    let box = SDL_FRect(x: 10, y: 20, w: 100, h: 50)
    let vertices = SceneRenderer.roundedRect(box, radius: 40, alpha: 200)
    #expect(vertices.count == 36 * 3)
    for v in vertices {
      #expect(v.position.x >= 10 - 1e-3 && v.position.x <= 110 + 1e-3)
      #expect(v.position.y >= 20 - 1e-3 && v.position.y <= 70 + 1e-3)
      #expect(abs(v.tex_coord.x - (v.position.x - 10) / 100) < 1e-5 && v.color.a == 200)
    }
    // The radius is held to half the shorter side: the left and right ends are half discs.
    #expect(vertices.contains { abs($0.position.x - 10) < 1e-3 && abs($0.position.y - 45) < 1e-3 })
  }
}

extension SceneRendererTests {
  @Test func twoPhotosShareAPageSideBySide() throws {
    let canvas = Canvas()
    let textures = PhotoTextures(renderer: canvas.renderer, tileLimit: 4096)
    let left = PhotoID(location: "left.jpg")
    let right = PhotoID(location: "right.jpg")
    for (photo, color) in [(left, UInt32(0xFFFF_0000)), (right, 0xFF00_00FF)] {
      let request = DecodeRequest(
        photo: photo, number: 1, level: .screen, box: ResolutionPolicy.Box(width: 24, height: 48))
      try textures.add(PhotoTexturesTests.decoded(24, 48, color: color, native: (24, 48)), for: request, at: 0)
    }
    _ = textures.upload(budget: nil, order: [left, right], at: 0) { _, _ in false }
    let renderer = SceneRenderer(
      renderer: canvas.renderer, textures: textures, text: TextRenderer(renderer: canvas.renderer))
    let page = Rect(origin: .zero, size: Self.viewport)
    let photos = [(left, 0, Rect(x0: 6, y0: 0, x1: 30, y1: 48)), (right, 1, Rect(x0: 34, y0: 0, x1: 58, y1: 48))].map {
      PhotoPlacement(
        index: $0.1, photo: $0.0, frame: $0.2, page: page, quarterTurns: 0,
        status: .ready(pixelSize: Vector2(x: 24, y: 48), fullResolution: true), showsSpinner: false)
    }
    renderer.drawLayered(Scene(backgroundAlpha: 1, photos: photos), viewport: Self.viewport, at: 0, scale: 1) { _ in ""
    }
    #expect(canvas.pixel(18, 24) == 0xFFFF_0000 && canvas.pixel(46, 24) == 0xFF00_00FF)
    #expect(canvas.pixel(32, 24) == 0xFF00_0000 && canvas.pixel(2, 24) == 0xFF00_0000)
  }
}

extension SceneRendererTests {
  /// A part of the photo (64 x 48 native) decoded as red planes (opaque): `rect` in native pixels.
  static func redPart(_ rect: Rect) throws -> (ImageDecoder.Decoded, DecodeRequest) {
    let planes = try #require(YUVImage(width: Int(rect.size.x), height: Int(rect.size.y)))
    planes.y.update(repeating: 76, count: planes.width * planes.height)
    planes.u.update(repeating: 85, count: planes.chromaWidth * planes.chromaHeight)
    planes.v.update(repeating: 255, count: planes.chromaWidth * planes.chromaHeight)
    var decoded = ImageDecoder.Decoded(planes: planes, nativeWidth: 64, nativeHeight: 48, truncated: false)
    decoded.region = rect
    var request = PhotoTexturesTests.request(64, 48, .region)
    request.region = rect
    return (decoded, request)
  }

  @Test func anOpaquePartOverEverythingVisibleHidesTheWholeDecodeEvenWhenThePhotoFades() throws {
    for (part, coversAll) in [(Rect(x0: 0, y0: 0, x1: 64, y1: 48), true), (Rect(x0: 0, y0: 0, x1: 32, y1: 48), false)] {
      let canvas = Canvas()
      let renderer = try Self.renderer(canvas, color: 0xFF00_00FF)
      let (decoded, request) = try Self.redPart(part)
      try renderer.textures.add(decoded, for: request, at: 0)
      _ = renderer.textures.upload(budget: nil, order: [Self.photo], at: 0) { _, _ in false }
      renderer.drawLayered(
        Scene(backgroundAlpha: 1, photos: [Self.placement(alpha: 0.5)]), viewport: Self.viewport, at: 1, scale: 1,
        albumNames: { _ in "" })
      // Half the part's red over the black backdrop, and no blue under it: the whole decode is not drawn. A
      // part that leaves some of the view to the whole decode has it drawn under it, showing through the fade.
      let (r, g, b) = Self.channels(canvas.pixel(10, 24))
      #expect(abs(r - 127) <= 3 && g <= 3)
      #expect(coversAll ? b == 0 : abs(b - 64) <= 3)
      // Where the part does not reach, the whole decode shows (at the photo's opacity).
      let right = Self.channels(canvas.pixel(50, 24))
      #expect(coversAll ? right.r > 120 && right.b == 0 : right.r == 0 && abs(right.b - 127) <= 3)
    }
  }
}

extension SceneRendererTests {
  @Test func aLongNameLosesItsMiddleToAnEllipsisAndKeepsItsExtension() throws {
    let canvas = Canvas()
    let text = TextRenderer(renderer: canvas.renderer)
    let name = "IMG_20240612_123456_holiday_in_the_mountains.jpg"
    let (full, _) = text.measure(name, size: 16)
    try #require(full > 100, "a font is installed (fonts-dejavu-core)")
    let fitted = text.fitted(name, size: 16, maxWidth: full / 2)
    #expect(fitted.hasPrefix("IMG_20") && fitted.hasSuffix(".jpg"))
    #expect(fitted.contains("\u{2026}"))
    // Measured as drawn: within the width, and no more than a character short of it.
    let (width, _) = text.measure(name, size: 16, maxWidth: full / 2)
    #expect(width <= full / 2 && width > full / 2 - 16)
    #expect(text.fitted(name, size: 16, maxWidth: full) == name)
  }
}

extension SceneRenderer {
  /// Draws `scene` with each photo's layers as its textures' stacks say at `t` (as `App` draws every frame).
  func drawLayered(
    _ scene: Scene, viewport: Vector2, at t: Double, scale: Double, albumNames: (Int) -> String
  ) {
    draw(
      scene.layered(at: t, stacks: textures.stack(of:)), viewport: viewport, at: t, scale: scale, albumNames: albumNames
    )
  }
}

extension PhotoTextures {
  /// What to draw of photo `index`'s parts at `t`, as its stack says.
  func regionDrawList(_ index: PhotoID, at t: Double) -> [(layer: Layer, alpha: Double)] {
    regionDrawList(stack(of: index)?.parts(at: t) ?? [], of: index)
  }
}
