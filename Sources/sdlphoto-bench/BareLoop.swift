import CSDL2
import Foundation
import PhotoCore
import PhotoShell

/// `sdlphoto-bench bare`: the reference loop `Scripts/bench frames` divides sdlphoto's frame times by. It
/// draws what a page slide of two full-screen JPEGs draws in sdlphoto, and nothing else: no decode, no
/// upload, no scene, no event handling beyond quit.
///
/// The window and renderer are sdlphoto's own (`SDLSession`'s hints, `DisplayWindow`'s flags with vsync, the
/// same warm-up); the two photos are textures of the window's size in the pixel format sdlphoto gives JPEGs
/// (IYUV planes when the renderer draws them, else ARGB8888), static, linearly filtered and blended as
/// `TiledTexture` makes them. Every frame clears, fills the black backdrop and copies the visible part of each
/// photo, sliding one page (the width and sdlphoto's gap) a second, continuously; every present is stamped
/// into a `FrameLog`, every frame flagged moving.
///
/// With `--rest S` it slides one page in `--page-seconds` and then draws nothing for S seconds (waiting for
/// events, as sdlphoto does between key presses), page after page: the floor for a gesture that starts from
/// an idle program. The last frame of each slide is flagged not moving, so the interval over the rest is
/// never counted.
///
/// With `--grid COLUMNS` it draws what sdlphoto's thumbnail grid draws while it scrolls instead: square cells
/// `Tuning.Grid.gap` apart across the window (`GridLayout`), each a 3:2 thumbnail of the freedesktop size that
/// serves the cell (as the grid picks it from the thumbnail cache: ARGB, linear, blended, its middle square
/// cropped), a texture per cell on screen, scrolling up one window height a second without end.
///
/// With `--fade` it draws what a slideshow's dissolve draws at its heaviest (Ken Burns): both photos covering
/// the window, each a slowly zooming part of its texture scaled to the window, the second blended over the
/// first at an opacity that rises and falls once a second; every frame flagged moving.
struct BareLoop {
  /// The photos' pixel format.
  enum Format: String {
    /// Luma and two quarter-size chroma planes, as sdlphoto uploads JPEGs.
    case iyuv
    /// 32-bit ARGB, as sdlphoto uploads everything else (and JPEGs on a renderer without IYUV).
    case argb
  }

  /// What the command line asked for.
  struct Options {
    /// How long the loop runs, seconds.
    var seconds = 10.0
    /// Where the frame log goes (nil: none; the summary is printed either way).
    var frameLogPath: String?
    /// The photos' format; nil: IYUV when the renderer draws it, as sdlphoto decides.
    var format: Format?
    /// The window's size, points, and the photos' size, pixels.
    var width = 1920
    var height = 1080
    /// Seconds drawing nothing after each page (0: slide continuously), and how long a page's slide takes.
    var rest = 0.0
    var pageSeconds = 1.0
    /// The photos' size, pixels (nil: the window's): a larger photo is drawn one texture pixel a window pixel
    /// from its middle, as sdlphoto draws a zoomed photo from its sharper decode.
    var photoSize: (width: Int, height: Int)?
    /// With a value: the thumbnail grid of that many columns scrolling, instead of photos sliding (0: the
    /// columns sdlphoto gives the window's width).
    var gridColumns: Int?
    /// Whether it draws a slideshow's dissolve instead (`--fade`).
    var fades = false

    static let usage =
      "sdlphoto-bench bare [--seconds S] [--frame-log FILE] [--format iyuv|argb] [--size WxH] [--rest S]"
      + " [--page-seconds S] [--grid COLUMNS|auto] [--photo WxH] [--fade]"

    /// The options in `arguments` (after `bare`); nil when one is malformed.
    init?(_ arguments: [String]) {
      var remaining = arguments[...]
      while let flag = remaining.popFirst() {
        if flag == "--fade" {
          fades = true
          continue
        }
        guard let value = remaining.popFirst() else { return nil }
        switch flag {
        case "--seconds":
          guard let s = Double(value), s > 0, s <= 3600 else { return nil }
          seconds = s
        case "--frame-log": frameLogPath = value
        case "--format":
          guard let f = Format(rawValue: value.lowercased()) else { return nil }
          format = f
        case "--size":
          guard let size = Settings.WindowSize(value) else { return nil }
          (width, height) = (size.width, size.height)
        case "--rest":
          guard let s = Double(value), s >= 0, s <= 60 else { return nil }
          rest = s
        case "--page-seconds":
          guard let s = Double(value), s > 0, s <= 60 else { return nil }
          pageSeconds = s
        case "--photo":
          guard let size = Settings.WindowSize(value) else { return nil }
          photoSize = (size.width, size.height)
        case "--grid":
          guard let c = value == "auto" ? 0 : Int(value), c == 0 || Tuning.Grid.columnRange.contains(c) else {
            return nil
          }
          gridColumns = c
        default: return nil
        }
      }
    }
  }

  /// Runs the loop for `options`; returns the exit status (1 with a message on stderr when something
  /// cannot be made).
  static func run(_ options: Options) -> Int32 {
    do {
      try withExtendedLifetime(SDLSession(verbose: false)) {
        let window = try DisplayWindow(
          title: "sdlphoto-bench bare", size: (options.width, options.height), fullscreen: false, vsync: true)
        try BareLoop(window: window, options: options).run()
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("sdlphoto-bench bare: \(error)\n".utf8))
      return 1
    }
  }

  let window: DisplayWindow
  let options: Options
  let format: Format
  let textures: [OpaquePointer]
  /// The grid's cells (with `--grid`) and their thumbnails' size, pixels.
  let grid: GridLayout?
  let thumbnailSize: (width: Int, height: Int)

  private init(window: DisplayWindow, options: Options) throws {
    self.window = window
    self.options = options
    var made: [OpaquePointer] = []
    if let asked = options.gridColumns {
      // Rows enough for eight hours of scrolling; a texture per cell that can be on screen at once.
      let viewport = Vector2(x: Double(options.width), y: Double(options.height))
      let columns = asked == 0 ? GridLayout.columns(forWidth: viewport.x) : asked
      let layout = GridLayout(viewport: viewport, columns: columns, count: columns * 1_000_000)
      let side = layout.cellSide * window.pixelsPerPoint
      let size =
        ThumbnailSize.allCases.first { Double($0.pixels) * 2 / 3 >= side * Tuning.Grid.thumbnailShortfall }
        ?? .xxLarge
      thumbnailSize = (size.pixels, size.pixels * 2 / 3)
      grid = layout
      format = .argb
      let onScreen = columns * (Int(viewport.y / layout.rowPitch) + 2)
      for cell in 0..<onScreen {
        made.append(
          try Self.texture(.argb, width: thumbnailSize.width, height: thumbnailSize.height, photo: cell, on: window))
      }
    } else {
      grid = nil
      thumbnailSize = (0, 0)
      format = options.format ?? (window.supportsYUV ? .iyuv : .argb)
      for photo in 0..<2 {
        let (w, h) = options.photoSize ?? (options.width, options.height)
        made.append(try Self.texture(format, width: w, height: h, photo: photo, on: window))
      }
    }
    textures = made
    // As sdlphoto does before its first photo.
    window.warmUp(present: true)
  }

  /// A static, linearly filtered, blended texture in `format` holding a test picture (gradients that differ
  /// by `photo`), uploaded whole.
  private static func texture(
    _ format: Format, width: Int, height: Int, photo: Int, on window: DisplayWindow
  ) throws -> OpaquePointer {
    let pixelFormat = format == .iyuv ? SDL_PIXELFORMAT_IYUV : SDL_PIXELFORMAT_ARGB8888
    let texture = try sdlCheck(
      SDL_CreateTexture(
        window.renderer, pixelFormat.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height)),
      "SDL_CreateTexture")
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    let shift = photo * 97
    switch format {
    case .iyuv:
      let cw = (width + 1) / 2
      let ch = (height + 1) / 2
      var luma = [UInt8](repeating: 0, count: width * height)
      var u = [UInt8](repeating: 0, count: cw * ch)
      var v = [UInt8](repeating: 0, count: cw * ch)
      for y in 0..<height {
        for x in 0..<width { luma[y * width + x] = UInt8(truncatingIfNeeded: x / 4 + y / 3 + shift) }
      }
      for y in 0..<ch {
        for x in 0..<cw {
          u[y * cw + x] = UInt8(truncatingIfNeeded: 64 + x / 8 + shift)
          v[y * cw + x] = UInt8(truncatingIfNeeded: 192 - y / 6 - shift)
        }
      }
      try sdlCheck(
        SDL_UpdateYUVTexture(texture, nil, &luma, Int32(width), &u, Int32(cw), &v, Int32(cw)), "SDL_UpdateYUVTexture")
    case .argb:
      var pixels = [UInt32](repeating: 0, count: width * height)
      for y in 0..<height {
        for x in 0..<width {
          let r = UInt32(truncatingIfNeeded: x / 8 + shift) & 0xFF
          let g = UInt32(truncatingIfNeeded: y / 5) & 0xFF
          let b = UInt32(truncatingIfNeeded: (x + y) / 12 + shift) & 0xFF
          pixels[y * width + x] = 0xFF00_0000 | r << 16 | g << 8 | b
        }
      }
      try sdlCheck(SDL_UpdateTexture(texture, nil, &pixels, Int32(width * 4)), "SDL_UpdateTexture")
    }
    return texture
  }

  /// Slides the photos until `options.seconds` have passed or the window is closed, then writes the frame
  /// log and prints a summary.
  private func run() throws {
    let log = try options.frameLogPath.map { try FrameLog(path: $0) }
    defer {
      for texture in textures { SDL_DestroyTexture(texture) }
    }
    let frequency = Double(SDL_GetPerformanceFrequency())
    let start = SDL_GetPerformanceCounter()
    var stamps: [UInt64] = []
    stamps.reserveCapacity(Int(options.seconds * 240) + 16)
    var running = true
    /// Seconds spent resting so far (the slide's clock stops while the loop rests), and the page slid last.
    var rested = 0.0
    var page = 0
    func handle(_ event: SDL_Event) {
      if event.type == SDL_QUIT.rawValue { running = false }
      if event.type == SDL_KEYDOWN.rawValue,
        [Int32(SDLK_ESCAPE.rawValue), Int32(SDLK_q.rawValue)].contains(event.key.keysym.sym)
      {
        running = false
      }
    }
    while running {
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 { handle(event) }
      let elapsed = Double(SDL_GetPerformanceCounter() - start) / frequency
      if elapsed >= options.seconds { break }
      // Pages a second: one page per `pageSeconds` of sliding.
      let slid = (elapsed - rested) / options.pageSeconds
      let endsPage = options.rest > 0 && Int(slid) > page
      // A page's slide ends on the page itself: its last frame shows the photo at rest, flagged not moving.
      draw(at: endsPage ? Double(Int(slid)) : slid)
      SDL_RenderPresent(window.renderer)
      log?.presented(moving: !endsPage)
      if !endsPage { stamps.append(SDL_GetPerformanceCounter()) }
      guard endsPage else { continue }
      page = Int(slid)
      // Rest as sdlphoto does between key presses: wait for events, draw nothing.
      let restStart = SDL_GetPerformanceCounter()
      var waited = 0.0
      while running && waited < options.rest {
        if SDL_WaitEventTimeout(&event, Int32(max(1, (options.rest - waited) * 1000))) != 0 { handle(event) }
        waited = Double(SDL_GetPerformanceCounter() - restStart) / frequency
      }
      // The next page's slide starts now.
      rested = Double(SDL_GetPerformanceCounter() - start) / frequency - Double(page) * options.pageSeconds
    }
    try log?.close()
    printSummary(stamps: stamps, frequency: frequency)
  }

  /// One frame: sdlphoto's underlay and black backdrop, then the visible parts of the two photos `t` seconds
  /// into the slide (one page a second; the photos swap every page so the slide never ends). The photos are
  /// the window's size and drawn one texture pixel a window pixel.
  private func draw(at t: Double) {
    let renderer = window.renderer
    SDL_SetRenderDrawColor(renderer, 0x30, 0x30, 0x30, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderFillRect(renderer, nil)
    if let grid {
      drawGrid(grid, scroll: t * Double(options.height))
      return
    }
    if options.fades {
      drawFade(at: t)
      return
    }
    let width = Double(options.width)
    let stride = width + Tuning.Paging.gapBase + Tuning.Paging.gapFraction * width
    let travelled = t * stride
    let page = Int(travelled / stride)
    let offset = travelled - Double(page) * stride
    // The leaving photo, its left part off screen; the arriving one once it is on screen.
    copy(textures[page % 2], sourceX: offset, to: 0, width: width - offset)
    let arriving = stride - offset
    if arriving < width { copy(textures[(page + 1) % 2], sourceX: 0, to: arriving, width: width - arriving) }
  }

  /// A dissolve `t` seconds in: each photo covers the window from a part of it that closes in by up to 15%
  /// over four seconds (the second photo's from the other side), the second at an opacity rising and falling
  /// once a second.
  private func drawFade(at t: Double) {
    let (pw, ph) = options.photoSize ?? (options.width, options.height)
    let cover = min(Double(pw) / Double(options.width), Double(ph) / Double(options.height))
    for (i, texture) in textures.enumerated() {
      let phase = (t / 4 + Double(i) / 2).truncatingRemainder(dividingBy: 1)
      let zoom = 1 + 0.15 * phase
      let w = Double(options.width) * cover / zoom
      let h = Double(options.height) * cover / zoom
      var src = SDL_Rect(
        x: Int32((Double(pw) - w) * phase), y: Int32((Double(ph) - h) / 2), w: Int32(w.rounded()),
        h: Int32(h.rounded()))
      var dst = SDL_FRect(x: 0, y: 0, w: Float(options.width), h: Float(options.height))
      SDL_SetTextureAlphaMod(texture, i == 0 ? 255 : UInt8((127.5 + 127.5 * sin(2 * Double.pi * t)).rounded()))
      SDL_RenderCopyF(window.renderer, texture, &src, &dst)
    }
  }

  /// The grid's cells on screen `scroll` points down, each its thumbnail's middle square filling the cell.
  private func drawGrid(_ grid: GridLayout, scroll: Double) {
    let (w, h) = thumbnailSize
    let side = min(w, h)
    var src = SDL_Rect(x: Int32((w - side) / 2), y: Int32((h - side) / 2), w: Int32(side), h: Int32(side))
    let scale = window.pixelsPerPoint
    for cell in grid.cells(from: scroll, to: scroll + grid.viewport.y) {
      let rect = grid.cell(cell, scroll: scroll)
      var dst = SDL_FRect(
        x: Float(rect.origin.x * scale), y: Float(rect.origin.y * scale), w: Float(rect.size.x * scale),
        h: Float(rect.size.y * scale))
      let texture = textures[cell % textures.count]
      SDL_SetTextureAlphaMod(texture, 255)
      SDL_RenderCopyF(window.renderer, texture, &src, &dst)
    }
  }

  /// Copies `width` columns of `texture` from column `sourceX` to column `x` of the window, whole source
  /// pixels as `TiledTexture.draw` takes them (the destination moves with the rounding).
  private func copy(_ texture: OpaquePointer, sourceX: Double, to x: Double, width: Double) {
    let x0 = max(0, sourceX.rounded(.down))
    let x1 = min(Double(options.width), (sourceX + width).rounded(.up))
    guard x1 > x0 else { return }
    // A photo larger than the window is drawn from its middle.
    let (pw, ph) = options.photoSize ?? (options.width, options.height)
    let (mx, my) = (max(0, (pw - options.width) / 2), max(0, (ph - options.height) / 2))
    var src = SDL_Rect(x: Int32(x0) + Int32(mx), y: Int32(my), w: Int32(x1 - x0), h: Int32(options.height))
    var dst = SDL_FRect(x: Float(x - (sourceX - x0)), y: 0, w: Float(x1 - x0), h: Float(options.height))
    SDL_SetTextureAlphaMod(texture, 255)
    SDL_RenderCopyF(window.renderer, texture, &src, &dst)
  }

  /// Frames, and the intervals between presents: median, 90th and 99th percentile, and how many exceed 1.5x a
  /// 60 Hz display's interval.
  private func printSummary(stamps: [UInt64], frequency: Double) {
    let intervals = zip(stamps.dropFirst(), stamps).map { Double($0 - $1) / frequency * 1000 }.sorted()
    guard !intervals.isEmpty else {
      print("bare loop: no frames")
      return
    }
    func percentile(_ p: Double) -> Double { intervals[min(intervals.count - 1, Int(p * Double(intervals.count)))] }
    let late = intervals.filter { $0 > 1.5 * 1000 / 60 }.count
    print(
      String(
        format:
          "bare loop (%@, %@, %dx%d): %d frames in %.1f s; interval p50 %.2f ms, p90 %.2f ms, p99 %.2f ms; %d over 25 ms",
        format.rawValue, window.driverName, options.width, options.height, stamps.count, options.seconds,
        percentile(0.5), percentile(0.9), percentile(0.99), late))
  }
}
