import CSDL2
import PhotoCore
import Testing

@testable import PhotoShell

/// The animation sources of JPEG XL (libjxl's own encoder makes the files) and AVIF sequences (libavif's):
/// every frame at its time, loops as the file says, a long one streamed, a grid's thumbnail a still, a file
/// cut short playing what came or failing in words.
@Suite struct AnimationSourceTests {
  typealias T = ImageDecoderTests
  typealias L = LibraryDecoderTests

  /// A 40 x 30 JPEG XL animation of red, green, blue and white shown 100, 200, 300 and 400 ms, played twice.
  static func jxl(loops: Int = 2) -> [UInt8] {
    JXLFixture.encode(
      width: 40, height: 30, frames: L.fourColours.map { colour in { _, _ in colour } },
      milliseconds: [100, 200, 300, 400], loops: loops)
  }

  static let expected = [[255, 255, 0, 0], [255, 0, 255, 0], [255, 0, 0, 255], [255, 255, 255, 255]]

  @Test func aJPEGXLAnimationPlaysEveryFrameAtItsTimeAsOftenAsItSays() throws {
    let decoded = try T.decode(T.write(Self.jxl(), "spin.jxl")).get()
    defer { decoded.free() }
    #expect(decoded.nativeWidth == 40 && decoded.nativeHeight == 30)
    #expect(decoded.laterFrames.count == 3 && decoded.loops == 2 && !decoded.truncated)
    #expect(decoded.frameDurations.map { ($0 * 1000).rounded() } == [100, 200, 300, 400])
    for (frame, colour) in zip([decoded.surface!] + decoded.laterFrames, Self.expected) {
      #expect(frame.pointee.w == 40 && frame.pointee.h == 30)
      L.expectColour(frame, 20, 15, colour, 2)
    }
  }

  /// Past the budget, a JPEG XL animation streams: each position's frame, the second loop after a rewind.
  @Test func aLongJPEGXLAnimationStreamsAndLoops() throws {
    let source = try JXLAnimationSource.open(Self.jxl(loops: 0), maxPixels: 1 << 20).get()
    let decoded = try AnimationPlayback.decode(
      source, boxWidth: 40, boxHeight: 30, uprightWidth: 40, uprightHeight: 30, budget: 10_000
    ).get()
    defer { decoded.free() }
    let stream = try #require(decoded.stream)
    L.expectColour(decoded.surface, 20, 15, Self.expected[0], 2)
    stream.start()
    for position in [1, 2, 3, 4, 6, 9] {
      let frame = try #require(stream.take(position, wait: true), "position \(position)")
      L.expectColour(frame, 20, 15, Self.expected[position % 4], 2)
      SDL_FreeSurface(frame)
    }
  }

  /// A grid's thumbnail of an animation is its first frame, a still (as a phone's grid shows it).
  @Test func aThumbnailOfAnAnimationIsItsFirstFrame() throws {
    let path = T.write(Self.jxl(), "thumb.jxl")
    let source = try DecodeSource.open(path).get()
    let made = try DecoderRegistry.standard.thumbnail(
      source: source, cell: 32, options: DecodeOptions(maxPixels: 1 << 20)
    ).get()
    defer { made.decoded.free() }
    #expect(!made.decoded.isAnimated)
    L.expectColour(made.decoded.surface, 10, 10, Self.expected[0], 2)
  }

  /// Cut anywhere: the frames before the cut play (said cut short), or it fails in words; never a crash.
  @Test func aJPEGXLAnimationCutShortPlaysWhatCameOrFailsInWords() throws {
    let bytes = Self.jxl()
    var played = 0
    for cut in stride(from: 8, to: bytes.count, by: 5) {
      switch T.decode(T.write(Array(bytes.prefix(cut)), "cut-\(cut).jxl")) {
      case .success(let decoded):
        defer { decoded.free() }
        #expect(decoded.truncated, "cut at \(cut) of \(bytes.count)")
        if decoded.isAnimated { played += 1 }
      case .failure(let error):
        guard case .corrupt = error else {
          Issue.record("cut at \(cut): \(error)")
          continue
        }
      }
    }
    #expect(played > 0, "a cut after two frames plays them")
  }

  /// An AVIF sequence past the budget streams, looping for ever.
  @Test func aLongAVIFSequenceStreamsAndLoops() throws {
    let bytes = AVIFFixture.sequence(width: 40, height: 30, colours: L.fourColours, durations: [1, 2, 3, 4])
    let source = try AVIFSequenceSource.open(bytes, maxPixels: 1 << 20, managesColour: true).get()
    #expect(source.frameCount == 4 && source.durations.map { ($0 * 1000).rounded() } == [100, 200, 300, 400])
    let decoded = try AnimationPlayback.decode(
      source, boxWidth: 40, boxHeight: 30, uprightWidth: 40, uprightHeight: 30, budget: 10_000
    ).get()
    defer { decoded.free() }
    let stream = try #require(decoded.stream)
    stream.start()
    for position in [1, 3, 5, 8] {
      let frame = try #require(stream.take(position, wait: true), "position \(position)")
      L.expectColour(frame, 20, 15, Self.expected[position % 4], LibraryDecoderTests.Format.avif.tolerance)
      SDL_FreeSurface(frame)
    }
  }
}
