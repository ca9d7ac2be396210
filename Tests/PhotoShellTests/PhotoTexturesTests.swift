import CSDL2
import PhotoCore
import Testing

@testable import PhotoShell

/// Layers on the GPU (SDL's software renderer on a surface, no window): uploads in slices, what the photo's
/// `LayerStack` decides carried out (the sharpest complete decode drawn, a cross-fade over what stood in for
/// it, a held fade, previews and parts freed; the decisions themselves are tested in `LayerStackTests`), tiles
/// without seams, animation frames on the clock.
@Suite(.serialized) struct PhotoTexturesTests {
  /// A software renderer drawing into a 64 x 48 surface.
  final class Canvas {
    let target = SDL_CreateRGBSurfaceWithFormat(0, 64, 48, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    let renderer: OpaquePointer
    init() { renderer = SDL_CreateSoftwareRenderer(target)! }
    deinit {
      SDL_DestroyRenderer(renderer)
      SDL_FreeSurface(target)
    }
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
      target.pointee.pixels.assumingMemoryBound(to: UInt32.self)[y * Int(target.pointee.pitch) / 4 + x]
    }
  }

  static func decoded(_ w: Int32, _ h: Int32, color: UInt32, native: (Int, Int) = (64, 48)) -> ImageDecoder.Decoded {
    let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    SDL_FillRect(s, nil, color)
    return ImageDecoder.Decoded(surface: s, nativeWidth: native.0, nativeHeight: native.1)
  }

  /// The photo every test holds, and another one.
  static let photo = PhotoID(location: "a.jpg")
  static let other = PhotoID(location: "b.jpg")

  static func request(_ w: Int, _ h: Int, _ level: DecodeLevel) -> DecodeRequest {
    DecodeRequest(photo: photo, number: 1, level: level, box: ResolutionPolicy.Box(width: w, height: h))
  }

  @Test func aSharperDecodeUploadsInSlicesThenFadesInOverThePreview() throws {
    let canvas = Canvas()
    let textures = PhotoTextures(renderer: canvas.renderer, tileLimit: 4096)
    try textures.add(Self.decoded(16, 12, color: 0xFFFF_0000), for: Self.request(16, 12, .preview), at: 0)
    #expect(textures.upload(budget: nil, order: [Self.photo], at: 0) { _, _ in true } == [Self.photo])
    #expect(textures.shown(Self.photo)?.width == 16)
    #expect(textures.drawList(Self.photo, at: 0).map(\.alpha) == [1])

    try textures.add(Self.decoded(64, 48, color: 0xFF00_FF00), for: Self.request(64, 48, .screen), at: 0.1)
    // 64 pixels a row: a budget of 640 pixels uploads 10 rows a frame; 48 rows take 5 frames.
    var frames = 0
    var changed: [PhotoID] = []
    while changed.isEmpty {
      frames += 1
      #expect(textures.isBusy(at: 0.1))
      changed = textures.upload(budget: 640, order: [Self.photo], at: 0.1 + Double(frames) / 60) { _, _ in true }
      #expect(frames < 10)
    }
    #expect(frames == 5)
    let shownAt = 0.1 + 5.0 / 60
    #expect(textures.shown(Self.photo)?.width == 64)
    // Mid-fade: the preview opaque underneath, the screen's decode half in.
    let mid = textures.drawList(Self.photo, at: shownAt + 0.1)
    #expect(mid.map(\.layer.width) == [16, 64])
    #expect(abs(mid[1].alpha - 0.5) < 1e-9)
    #expect(textures.isBusy(at: shownAt + 0.1))
    // After the fade only the sharp decode is drawn, and the preview is freed.
    _ = textures.upload(budget: nil, order: [Self.photo], at: shownAt + 0.25) { _, _ in true }
    #expect(textures.drawList(Self.photo, at: shownAt + 0.25).map(\.alpha) == [1])
    #expect(textures.layers(of: Self.photo).map(\.width) == [64])
    #expect(!textures.isBusy(at: shownAt + 0.25))
  }

  @Test func aFadeHeldBackWaitsCompleteAndFadesInOnceReleased() throws {
    let canvas = Canvas()
    let textures = PhotoTextures(renderer: canvas.renderer, tileLimit: 4096)
    try textures.add(Self.decoded(16, 12, color: 0xFFFF_0000), for: Self.request(16, 12, .thumbnail), at: 0)
    _ = textures.upload(budget: nil, order: [Self.photo], at: 0) { _, _ in true }
    try textures.add(Self.decoded(64, 48, color: 0xFF00_FF00), for: Self.request(64, 48, .screen), at: 0.1)
    // Held: it uploads, but the thumbnail stays drawn alone, frame after frame.
    for frame in 0..<3 {
      let t = 0.1 + Double(frame) / 60
      #expect(
        textures.upload(budget: nil, order: [Self.photo], holdingFades: [Self.photo], at: t) { _, _ in true }.isEmpty)
      #expect(textures.shown(Self.photo)?.width == 16)
      #expect(textures.drawList(Self.photo, at: t).map(\.layer.width) == [16])
    }
    #expect(textures.layers(of: Self.photo).allSatisfy { $0.isComplete })
    // Released: it fades in from then, with no upload left to do.
    #expect(textures.upload(budget: 0, order: [Self.photo], at: 0.5) { _, _ in true } == [Self.photo])
    let mid = textures.drawList(Self.photo, at: 0.6)
    #expect(mid.map(\.layer.width) == [16, 64] && abs(mid[1].alpha - 0.5) < 1e-9)
    // What would not fade (nothing drawn before it) is never held.
    try textures.add(
      Self.decoded(64, 48, color: 0xFF00_FF00),
      for: DecodeRequest(
        photo: Self.other, number: 2, level: .screen, box: ResolutionPolicy.Box(width: 64, height: 48)), at: 1)
    #expect(
      textures.upload(budget: nil, order: [Self.other], holdingFades: [Self.other], at: 1) { _, _ in true } == [
        Self.other
      ])
  }

  /// A part of photo 0 (64 x 48 native): `rect` in native pixels, decoded at full scale.
  static func part(_ rect: Rect, color: UInt32) -> (ImageDecoder.Decoded, DecodeRequest) {
    var decoded = decoded(Int32(rect.size.x), Int32(rect.size.y), color: color)
    decoded.region = rect
    var request = request(64, 48, .region)
    request.region = rect
    return (decoded, request)
  }

  @Test func aPartFadesInOverThePhotoReplacesTheOldPartAndGoesWithTheDetail() throws {
    let canvas = Canvas()
    let textures = PhotoTextures(renderer: canvas.renderer, tileLimit: 4096)
    try textures.add(Self.decoded(16, 12, color: 0xFF00_00FF), for: Self.request(16, 12, .screen), at: 0)
    _ = textures.upload(budget: nil, order: [Self.photo], at: 0) { _, _ in true }
    // The part never becomes the drawn layer: it goes over it, fading in.
    let (left, leftRequest) = Self.part(Rect(x0: 0, y0: 0, x1: 32, y1: 48), color: 0xFFFF_0000)
    try textures.add(left, for: leftRequest, at: 1)
    #expect(textures.upload(budget: nil, order: [Self.photo], at: 1) { _, _ in true } == [Self.photo])
    #expect(textures.shown(Self.photo)?.request.level == .screen)
    #expect(textures.regionDrawList(Self.photo, at: 1.1).map { ($0.alpha * 1000).rounded() } == [500])
    #expect(textures.isBusy(at: 1.1) && !textures.isBusy(at: 1.3))
    // Drawn: the part's half red over the blue photo.
    var frame = PhotoPlacement(
      index: 0, photo: Self.photo, frame: Rect(x0: 0, y0: 0, x1: 64, y1: 48), page: Rect(x0: 0, y0: 0, x1: 64, y1: 48),
      quarterTurns: 0, status: .ready(pixelSize: Vector2(x: 64, y: 48), fullResolution: true), showsSpinner: false)
    let text = TextRenderer(renderer: canvas.renderer)
    let renderer = SceneRenderer(renderer: canvas.renderer, textures: textures, text: text)
    let scene = Scene(backgroundAlpha: 1, photos: [frame])
    renderer.drawLayered(scene, viewport: Vector2(x: 64, y: 48), at: 2, scale: 1) { _ in "" }
    #expect(canvas.pixel(10, 20) & 0xFF_FFFF == 0xFF_0000)
    #expect(canvas.pixel(50, 20) & 0xFF_FFFF == 0x00_00FF)
    // A part covering what the first did not is a new one: the old one stays under it while it fades in.
    let (right, rightRequest) = Self.part(Rect(x0: 32, y0: 0, x1: 64, y1: 48), color: 0xFF00_FF00)
    #expect(!leftRequest.covers(rightRequest))
    try textures.add(right, for: rightRequest, at: 3)
    _ = textures.upload(budget: nil, order: [Self.photo], at: 3) { _, _ in true }
    #expect(textures.regionDrawList(Self.photo, at: 3.1).map(\.layer.region) == [left.region, right.region])
    // Once faded in, the old part is freed; the photo turned a quarter draws the new one where it belongs.
    _ = textures.upload(budget: nil, order: [Self.photo], at: 3.5) { _, _ in true }
    #expect(textures.layers(of: Self.photo).filter { $0.request.level == .region }.count == 1)
    frame.quarterTurns = 2
    renderer.drawLayered(Scene(backgroundAlpha: 1, photos: [frame]), viewport: Vector2(x: 64, y: 48), at: 4, scale: 1) {
      _ in
      ""
    }
    #expect(canvas.pixel(10, 20) & 0xFF_FFFF == 0x00_FF00)
    #expect(canvas.pixel(50, 20) & 0xFF_FFFF == 0x00_00FF)
    // Back at fit, parts go with the detail.
    textures.dropDetail(keeping: [])
    #expect(textures.regionDrawList(Self.photo, at: 5).isEmpty)
    #expect(textures.layers(of: Self.photo).count == 1)
  }

  @Test func tilesCoverTheImageAndDrawWithoutSeams() throws {
    let canvas = Canvas()
    // A horizontal gradient, 64 x 48, in 16-pixel tiles (12 owned + 2 overlap each side).
    let s = SDL_CreateRGBSurfaceWithFormat(0, 64, 48, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    let pixels = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    for y in 0..<48 {
      for x in 0..<64 { pixels[y * Int(s.pointee.pitch) / 4 + x] = 0xFF00_0000 | UInt32(x * 4) << 16 }
    }
    let tiled = try TiledTexture(renderer: canvas.renderer, surface: s, tileLimit: 16)
    #expect(tiled.tiles.count == 6 * 4)
    #expect(TiledTexture.cells(length: 64, limit: 16).map(\.start) == [0, 12, 24, 36, 48, 60])
    tiled.upload(budget: .max)
    #expect(tiled.isComplete)
    SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 0, 255)
    SDL_RenderClear(canvas.renderer)
    tiled.draw(
      renderer: canvas.renderer, src: SDL_FRect(x: 0, y: 0, w: 64, h: 48), dst: SDL_FRect(x: 0, y: 0, w: 64, h: 48),
      alpha: 255, degrees: 0, pivot: SDL_FPoint(x: 32, y: 24))
    SDL_RenderPresent(canvas.renderer)
    for y in [0, 13, 14, 30, 47] {
      for x in 0..<64 { #expect(canvas.pixel(x, y) == 0xFF00_0000 | UInt32(x * 4) << 16, "at \(x), \(y)") }
    }
  }

  @Test func planesDrawInColourFromTilesWithoutSeams() throws {
    // Luma rising left to right, chroma of a warm red: drawn whole and from 16-pixel tiles, alike.
    let planes = try #require(YUVImage(width: 64, height: 48))
    for y in 0..<48 { for x in 0..<64 { planes.y[y * 64 + x] = UInt8(60 + x * 2) } }
    for i in 0..<(32 * 24) {
      planes.u[i] = 90
      planes.v[i] = 200
    }
    var shots: [[UInt32]] = []
    for limit in [4096, 16] {
      let canvas = Canvas()
      let copy = try #require(planes.shrunk(toWidth: 64, height: 48))  // itself: same size
      let tiled = try TiledTexture(renderer: canvas.renderer, planes: copy, tileLimit: limit)
      while !tiled.isComplete { tiled.upload(budget: 64 * 6) }  // slices of whole row pairs
      SDL_RenderClear(canvas.renderer)
      tiled.draw(
        renderer: canvas.renderer, src: SDL_FRect(x: 0, y: 0, w: 64, h: 48), dst: SDL_FRect(x: 0, y: 0, w: 64, h: 48),
        alpha: 255, degrees: 0, pivot: SDL_FPoint(x: 32, y: 24))
      shots.append((0..<48).flatMap { y in (0..<64).map { canvas.pixel($0, y) } })
    }
    #expect(shots[0] == shots[1])
    // Red dominates, and brightness follows the luma ramp.
    let left = shots[0][24 * 64 + 2]
    let right = shots[0][24 * 64 + 61]
    #expect((left >> 16) & 0xFF > (left >> 8) & 0xFF + 40, "red, got \(String(left, radix: 16))")
    #expect((right >> 8) & 0xFF > (left >> 8) & 0xFF + 60)
  }

  @Test func planesBecomeARGBForARendererWithoutYUVTextures() throws {
    let canvas = Canvas()
    let textures = PhotoTextures(renderer: canvas.renderer, tileLimit: 4096, supportsYUV: false)
    let planes = try #require(YUVImage(width: 8, height: 6))
    // Full-range BT.601 red: Y 76, Cb 85, Cr 255.
    for i in 0..<48 { planes.y[i] = 76 }
    for i in 0..<12 {
      planes.u[i] = 85
      planes.v[i] = 255
    }
    try textures.add(
      ImageDecoder.Decoded(planes: planes, nativeWidth: 8, nativeHeight: 6, truncated: false),
      for: Self.request(8, 6, .screen), at: 0)
    _ = textures.upload(budget: nil, order: [Self.photo], at: 0) { _, _ in false }
    let layer = try #require(textures.shown(Self.photo))
    #expect(layer.bytes == 8 * 6 * 4)  // ARGB on the GPU, not planes
    SDL_RenderClear(canvas.renderer)
    layer.frames[0].draw(
      renderer: canvas.renderer, src: SDL_FRect(x: 0, y: 0, w: 8, h: 6), dst: SDL_FRect(x: 0, y: 0, w: 8, h: 6),
      alpha: 255, degrees: 0, pivot: SDL_FPoint(x: 4, y: 3))
    let p = canvas.pixel(4, 3)
    #expect((p >> 16) & 0xFF > 240 && (p >> 8) & 0xFF < 16 && p & 0xFF < 16, "red, got \(String(p, radix: 16))")
  }

  @Test func animationFramesFollowTheClockAndLoop() throws {
    let canvas = Canvas()
    let textures = PhotoTextures(renderer: canvas.renderer, tileLimit: 4096)
    var decoded = Self.decoded(8, 8, color: 0xFFFF_0000)
    let second = SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    decoded.laterFrames = [second]
    decoded.frameDurations = [0.1, 0.3]
    try textures.add(decoded, for: Self.request(8, 8, .screen), at: 0)
    _ = textures.upload(budget: nil, order: [Self.photo], at: 1) { _, _ in true }
    let layer = try #require(textures.shown(Self.photo))
    #expect(layer.frame(after: 0.05).texture === layer.frames[0])
    #expect(layer.frame(after: 0.05).nextChange == 0.1)
    #expect(layer.frame(after: 0.2).texture === layer.frames[1])
    #expect(layer.frame(after: 0.45).texture === layer.frames[0])  // second loop
    #expect(textures.nextFrameTime(of: [Self.photo], at: 1.05) == 1.1)
    #expect(textures.nextFrameTime(of: [Self.photo], at: 1.15) == 1.4)
    #expect(textures.nextFrameTime(of: [Self.other], at: 1.15) == nil)
  }
}
