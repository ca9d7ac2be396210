import CSDL2
import CSDL2Image
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// The info overlay showing file names in every script, drawn by `SceneRenderer` on SDL's software renderer at
/// 1x and 2x density and held against golden images beside this file (checked by eye once: Chinese, Japanese and
/// Korean from the CJK font, Hebrew and Arabic right to left, Arabic joined, Hindi's conjuncts, mixed
/// Latin-Hebrew, an emoji no font has as one replacement mark, a name too long for the window losing its middle). `SDLPHOTO_RECORD_GOLDEN=1` rewrites them and
/// fails, so a baseline is never made silently.
@Suite(.serialized) struct TextGoldenTests {
  static let names = [
    "北京-天安门 Ελληνικά עברית.jpg", "東京タワーの夜景.jpg", "서울 야경.jpg", "ירושלים העתיקה.jpg",
    "القاهرة القديمة.jpg", "ताजमहल आगरा.jpg", "Ακρόπολη Αθήνα.jpg", "Trip to ירושלים 2024.jpg",
    "Party 🎉🥳 2024.jpg", "IMG_20240612_123456_holiday_in_the_mountains_of_Switzerland_with_friends.jpg",
  ]
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    .path

  /// The info overlay (counter, name, zoom) for each name, drawn by `SceneRenderer` at `scale` pixels a point
  /// over a black backdrop, stacked one overlay a row.
  static func render(scale: Int) throws -> UnsafeMutablePointer<SDL_Surface> {
    let row = 40 * scale
    let width = Int32(400 * scale)
    let sheet = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, width, Int32(row * names.count), 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    let target = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, width, Int32(row), 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    defer { SDL_FreeSurface(target) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(target))
    defer { SDL_DestroyRenderer(renderer) }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    let text = TextRenderer(renderer: renderer)
    let scene = SceneRenderer(
      renderer: renderer, textures: PhotoTextures(renderer: renderer, tileLimit: 4096), text: text)
    for (i, name) in names.enumerated() {
      let overlay = Overlay(counter: "\(i + 1) / \(names.count)", name: name, zoom: "100 %", alpha: 1)
      scene.draw(
        Scene(backgroundAlpha: 1, photos: [], overlay: overlay), viewport: Vector2(x: 400, y: 40), at: 0,
        scale: Double(scale), albumNames: { _ in "" })
      var place = SDL_Rect(x: 0, y: Int32(i * row), w: width, h: Int32(row))
      SDL_SetSurfaceBlendMode(target, SDL_BLENDMODE_NONE)
      SDL_UpperBlit(target, nil, sheet, &place)
    }
    text.purge()
    return sheet
  }

  @Test(arguments: [1, 2]) func namesInEveryScriptMatchTheirGoldenImage(scale: Int) throws {
    let surface = try Self.render(scale: scale)
    defer { SDL_FreeSurface(surface) }
    let path = Self.directory + "/textScripts@\(scale)x.png"
    if ProcessInfo.processInfo.environment["SDLPHOTO_RECORD_GOLDEN"] == "1" {
      #expect(IMG_SavePNG(surface, path) == 0)
      Issue.record("recorded \(path); run again without SDLPHOTO_RECORD_GOLDEN")
      return
    }
    let loaded = try #require(IMG_Load(path), "no golden \(path): record it with SDLPHOTO_RECORD_GOLDEN=1")
    defer { SDL_FreeSurface(loaded) }
    let golden = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
    defer { SDL_FreeSurface(golden) }
    try #require(golden.pointee.w == surface.pointee.w && golden.pointee.h == surface.pointee.h)
    // FreeType builds may rasterise a little differently: a small difference per channel, a tiny mean.
    var worst = 0
    var total = 0
    let w = Int(surface.pointee.w)
    let h = Int(surface.pointee.h)
    for y in 0..<h {
      let a = (surface.pointee.pixels + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
      let b = (golden.pointee.pixels + y * Int(golden.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
      for x in 0..<w {
        for shift in [0, 8, 16] as [UInt32] {
          let d = abs(Int((a[x] >> shift) & 0xFF) - Int((b[x] >> shift) & 0xFF))
          worst = max(worst, d)
          total += d
        }
      }
    }
    let mean = Double(total) / Double(3 * w * h)
    #expect(worst <= 64 && mean < 1.0, "worst channel difference \(worst), mean \(mean)")
  }
}

/// The bidi algorithm on strings: logical order in, the order characters show in out.
struct TextBidiTests {
  @Test func hebrewReadsRightToLeftInsideALeftToRightLineAndTheOtherWayRound() {
    #expect(TextLine.visualOrder("abc אבג def") == "abc גבא def")
    // A Hebrew line: Latin inside it keeps its order, the line runs right to left.
    #expect(TextLine.visualOrder("אבג abc דה") == "הד abc גבא")
    // Digits after Hebrew in a Latin line read left to right, placed with the Hebrew (as browsers show it).
    #expect(TextLine.visualOrder("Trip to ירושלים 2024.jpg") == "Trip to 2024 םילשורי.jpg")
    // A Hebrew file name: its extension ends up at the left.
    #expect(TextLine.visualOrder("שלום.jpg") == "jpg.םולש")
    #expect(TextLine.visualOrder("plain.jpg") == "plain.jpg")
    // A file name isolated inside an Arabic sentence is laid out whole, left to right, in its place (without the
    // isolates it reads "mountain-path.jpg-01"); the isolates themselves are never drawn.
    let question = "نقل \u{2068}01-mountain-path.jpg\u{2069} إلى سلة المهملات؟"
    let shown = TextLine.visualOrder(question).withoutBidiIsolates
    #expect(shown.contains("01-mountain-path.jpg"), "\(shown)")
    #expect(!TextLine.visualOrder(question.withoutBidiIsolates).contains("01-mountain-path.jpg"))
  }

  @Test func levelsComeOneACharacterEvenForClustersOfSeveralScalars() {
    // e + combining acute is one character; the family emoji is one of seven scalars.
    #expect(TextLine.levels(of: "e\u{301}👨‍👩‍👧‍👦א") == [0, 0, 1])
  }
}
