import CSDL2
import CSDL2Image
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// The decoder on small fixture files made here: every format it reads, EXIF orientations 1-8, and the
/// broken files a real album holds (truncated, empty, text named .jpg, a decompression bomb, a FIFO).
@Suite struct ImageDecoderTests {
  static let maxPixels = Tuning.Loading.maxPixels

  /// This process's scratch folder for decoder fixtures, removed when the process exits.
  static let root: String = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sdlphoto-decode-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    atexit {
      try? FileManager.default.removeItem(
        atPath: FileManager.default.temporaryDirectory.appendingPathComponent("sdlphoto-decode-\(getpid())").path)
    }
    return root
  }()

  static func tempDir() -> String {
    let dir = root + "/\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// An ARGB8888 surface `w` x `h` whose top-left quadrant is red and the rest blue.
  static func marker(_ w: Int32 = 64, _ h: Int32 = 48) -> UnsafeMutablePointer<SDL_Surface> {
    let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    SDL_FillRect(s, nil, 0xFF00_00FF)
    var quadrant = SDL_Rect(x: 0, y: 0, w: w / 2, h: h / 2)
    SDL_FillRect(s, &quadrant, 0xFFFF_0000)
    return s
  }

  static func pixel(_ s: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> UInt32 {
    s.pointee.pixels.assumingMemoryBound(to: UInt32.self)[y * Int(s.pointee.pitch) / 4 + x]
  }

  static func isRed(_ p: UInt32) -> Bool { (p >> 16) & 0xFF > 180 && p & 0xFF < 80 }
  static func isBlue(_ p: UInt32) -> Bool { p & 0xFF > 180 && (p >> 16) & 0xFF < 80 }

  /// A JPEG of `surface` with an EXIF APP1 segment carrying `orientation`.
  static func jpeg(_ surface: UnsafeMutablePointer<SDL_Surface>, orientation: Int?) throws -> [UInt8] {
    let path = tempDir() + "/plain.jpg"
    #expect(IMG_SaveJPG(surface, path, 95) == 0)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    guard let orientation else { return bytes }
    let tiff: [UInt8] =
      Array("MM".utf8) + [
        0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0, 0, 0, 0, 0,
      ]
    let payload = Array("Exif\0\0".utf8) + tiff
    let segment: [UInt8] = [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
    bytes.insert(contentsOf: segment, at: 2)
    return bytes
  }

  static func write(_ bytes: [UInt8], _ name: String) -> String {
    let path = tempDir() + "/" + name
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
  }

  static func decode(_ path: String, box: Int = 4096) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    ImageDecoder.decode(path: path, maxWidth: box, maxHeight: box, maxPixels: maxPixels)
  }

  /// Stored pixels for EXIF `orientation`: the upright marker transformed by the inverse of the orientation.
  static func stored(for orientation: ExifOrientation) -> UnsafeMutablePointer<SDL_Surface> {
    // Apply the orientation's inverse: for the self-inverse ones it is itself; 6 and 8 swap.
    let inverse: ExifOrientation = orientation == .right ? .left : orientation == .left ? .right : orientation
    return ImageOrienter.apply(inverse, to: marker())
  }

  @Test(arguments: ExifOrientation.allCases)
  func everyExifOrientationShowsUpright(orientation: ExifOrientation) throws {
    let stored = Self.stored(for: orientation)
    defer { SDL_FreeSurface(stored) }
    let path = Self.write(try Self.jpeg(stored, orientation: orientation.rawValue), "o\(orientation.rawValue).jpg")
    let decoded = try Self.decode(path).get()
    defer { SDL_FreeSurface(decoded.surface) }
    #expect(decoded.nativeWidth == 64 && decoded.nativeHeight == 48)
    #expect(decoded.surface.pointee.w == 64 && decoded.surface.pointee.h == 48)
    #expect(Self.isRed(Self.pixel(decoded.surface, 8, 6)), "top-left must be red")
    #expect(Self.isBlue(Self.pixel(decoded.surface, 56, 6)))
    #expect(Self.isBlue(Self.pixel(decoded.surface, 8, 42)))
  }

  @Test func jpegDecodesAtAReducedScaleAndFitsTheBox() throws {
    let big = Self.marker(1600, 1200)
    defer { SDL_FreeSurface(big) }
    let path = Self.write(try Self.jpeg(big, orientation: nil), "big.jpg")
    let decoded = try Self.decode(path, box: 300).get()
    defer { SDL_FreeSurface(decoded.surface) }
    #expect(decoded.nativeWidth == 1600 && decoded.nativeHeight == 1200)
    #expect(decoded.surface.pointee.w == 300 && decoded.surface.pointee.h == 225)
    #expect(Self.isRed(Self.pixel(decoded.surface, 30, 30)) && Self.isBlue(Self.pixel(decoded.surface, 270, 200)))
  }

  @Test func pngBmpGifQoiAndSvgDecode() throws {
    let dir = Self.tempDir()
    let s = Self.marker()
    defer { SDL_FreeSurface(s) }
    #expect(IMG_SavePNG(s, dir + "/m.png") == 0)
    #expect(SDL_SaveBMP_RW(s, SDL_RWFromFile(dir + "/m.bmp", "wb"), 1) == 0)
    // A 2x1 GIF (red, blue) and a 2x1 QOI (red, blue), written byte by byte.
    let gif: [UInt8] =
      Array("GIF89a".utf8) + [2, 0, 1, 0, 0x80, 0, 0, 255, 0, 0, 0, 0, 255]
      + [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0, 2, 2, 0x44, 0x0A, 0, 0x3B]
    let qoi: [UInt8] =
      Array("qoif".utf8) + [0, 0, 0, 2, 0, 0, 0, 1, 3, 0]
      + [0xFE, 255, 0, 0, 0xFE, 0, 0, 255] + [0, 0, 0, 0, 0, 0, 0, 1]
    let svg = Array(
      "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='20'><rect width='20' height='20' fill='red'/><rect x='20' width='20' height='20' fill='blue'/></svg>"
        .utf8)
    for (name, bytes) in [("m.gif", gif), ("m.qoi", qoi), ("m.svg", svg)] {
      FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(bytes))
    }
    for name in ["m.png", "m.bmp", "m.gif", "m.qoi", "m.svg"] {
      let decoded = try Self.decode(dir + "/" + name).get()
      defer { SDL_FreeSurface(decoded.surface) }
      let w = Int(decoded.surface.pointee.w)
      #expect(Self.isRed(Self.pixel(decoded.surface, 0, 0)), "\(name) top-left")
      #expect(Self.isBlue(Self.pixel(decoded.surface, w - 1, 0)), "\(name) top-right")
    }
  }

  @Test func brokenFilesFailWithTheirReason() throws {
    let dir = Self.tempDir()
    FileManager.default.createFile(atPath: dir + "/empty.jpg", contents: Data())
    FileManager.default.createFile(atPath: dir + "/text.jpg", contents: Data("just some text".utf8))
    var bomb: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    bomb += [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    FileManager.default.createFile(atPath: dir + "/bomb.png", contents: Data(bomb))
    #expect(mkfifo(dir + "/fifo.jpg", 0o600) == 0)
    #expect(throws: PhotoLoadError.empty) { try Self.decode(dir + "/empty.jpg").get() }
    #expect(throws: PhotoLoadError.unsupportedFormat(detail: "unknown file contents")) {
      try Self.decode(dir + "/text.jpg").get()
    }
    #expect(throws: PhotoLoadError.tooLarge(width: 100_000, height: 100_000)) {
      try Self.decode(dir + "/bomb.png").get()
    }
    #expect(throws: PhotoLoadError.unreadable(reason: "not a regular file")) {
      try Self.decode(dir + "/fifo.jpg").get()
    }
    #expect(throws: PhotoLoadError.missing) { try Self.decode(dir + "/gone.jpg").get() }
  }

  @Test func truncatedJpegsNeverCrashAndSayWhatHappened() throws {
    let s = Self.marker(320, 240)
    defer { SDL_FreeSurface(s) }
    let full = try Self.jpeg(s, orientation: nil)
    for fraction in [0.05, 0.3, 0.6, 0.95] {
      let path = Self.write(Array(full.prefix(Int(Double(full.count) * fraction))), "cut.jpg")
      switch Self.decode(path) {
      case .success(let decoded):
        #expect(decoded.truncated, "a cut JPEG that decodes must say it was cut (\(fraction))")
        SDL_FreeSurface(decoded.surface)
      case .failure(let error):
        #expect(error == .corrupt(detail: error.detail), "\(fraction): \(error)")
      }
    }
  }

  @Test func aJPEGForATextureDecodesToPlanesUprightAndFitted() throws {
    // The marker (red top-left quadrant, blue elsewhere), stored turned for EXIF 6, 64 x 48 upright.
    let stored = Self.stored(for: .right)
    defer { SDL_FreeSurface(stored) }
    let path = Self.write(try Self.jpeg(stored, orientation: 6), "planes.jpg")
    let decoded = try ImageDecoder.decode(
      path: path, maxWidth: 32, maxHeight: 32, maxPixels: Self.maxPixels, planar: true
    )
    .get()
    let planes = try #require(decoded.planes)
    #expect(decoded.surface == nil)
    #expect(decoded.nativeWidth == 64 && decoded.nativeHeight == 48)
    #expect(planes.width == 32 && planes.height == 24)
    #expect(planes.chromaWidth == 16 && planes.chromaHeight == 12)
    // JPEG's full-range BT.601: red is Y 76, Cb 85, Cr 255; blue is Y 29, Cb 255, Cr 107.
    func near(_ value: UInt8, _ expected: Int) -> Bool { abs(Int(value) - expected) <= 12 }
    #expect(near(planes.y[4 * 32 + 4], 76) && near(planes.u[2 * 16 + 2], 85) && near(planes.v[2 * 16 + 2], 255))
    #expect(near(planes.y[20 * 32 + 28], 29) && near(planes.u[10 * 16 + 14], 255) && near(planes.v[10 * 16 + 14], 107))
  }

  @Test func planesAreEvenSoTurningKeepsColourOnItsPixels() throws {
    // 63 x 47 stored for EXIF 6: upright 47 x 63, planes cut to 46 x 62 (chroma 23 x 31, two pixels each).
    let stored = Self.stored(for: .right)
    defer { SDL_FreeSurface(stored) }
    let odd = try #require(SDL_CreateRGBSurfaceWithFormat(0, 47, 63, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    defer { SDL_FreeSurface(odd) }
    var area = SDL_Rect(x: 0, y: 0, w: 47, h: 63)
    SDL_UpperBlitScaled(stored, nil, odd, &area)
    let path = Self.write(try Self.jpeg(odd, orientation: 6), "odd.jpg")
    let decoded = try ImageDecoder.decode(
      path: path, maxWidth: 4096, maxHeight: 4096, maxPixels: Self.maxPixels, planar: true
    )
    .get()
    let planes = try #require(decoded.planes)
    #expect(planes.width == 62 && planes.height == 46)
    #expect(decoded.nativeWidth == 63 && decoded.nativeHeight == 47)
  }

  @Test func otherFormatsStaySurfacesWhenPlanesAreAsked() throws {
    let rgb = SDL_ConvertSurfaceFormat(Self.marker(16, 16), SDL_PIXELFORMAT_RGB24.rawValue, 0)!
    defer { SDL_FreeSurface(rgb) }
    let png = Self.tempDir() + "/m.png"
    #expect(IMG_SavePNG(rgb, png) == 0)
    let decoded = try ImageDecoder.decode(
      path: png, maxWidth: 64, maxHeight: 64, maxPixels: Self.maxPixels, planar: true
    )
    .get()
    defer { decoded.free() }
    #expect(decoded.planes == nil && decoded.surface != nil)
  }
}

extension PhotoLoadError {
  /// The detail of a `.corrupt` error (for matching in tests).
  var detail: String {
    if case .corrupt(let detail) = self { return detail }
    return ""
  }
}
