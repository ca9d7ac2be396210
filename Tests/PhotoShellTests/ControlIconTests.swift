import CSDL2
import CSDL2Image
import Foundation
import PhotoCore
import Testing

/// The controls' icon set (`Assets/icons`): every control's icon, in each state, is there with its licence, and
/// SDL2_image renders it at a display's density: white strokes on a transparent ground.
@Suite struct ControlIconTests {
  static let icons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets/icons")

  @Test func theIconsAreLicensed() {
    #expect(FileManager.default.fileExists(atPath: Self.icons.appendingPathComponent("LICENSE").path))
  }

  @Test(arguments: Control.allCases, [false, true])
  func everyControlsIconRendersAtTwiceItsSize(_ control: Control, on: Bool) throws {
    let path = Self.icons.appendingPathComponent(control.icon(on: on) + ".svg").path
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let side = Int32(Tuning.Controls.iconSize * 2)
    let loaded = bytes.withUnsafeBytes { buffer -> UnsafeMutablePointer<SDL_Surface>? in
      guard let rw = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
      defer { SDL_RWclose(rw) }
      return IMG_LoadSizedSVG_RW(rw, side, side)
    }
    let surface = try #require(loaded, "\(path): \(String(cString: SDL_GetError()))")
    defer { SDL_FreeSurface(surface) }
    #expect(surface.pointee.w == side && surface.pointee.h == side)
    guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      Issue.record("cannot convert \(path)")
      return
    }
    defer { SDL_FreeSurface(argb) }
    let pixels = UnsafeBufferPointer(
      start: argb.pointee.pixels.assumingMemoryBound(to: UInt32.self),
      count: Int(argb.pointee.pitch / 4 * argb.pointee.h))
    #expect(pixels[0] >> 24 == 0, "\(path): a transparent corner")
    #expect(pixels.contains { $0 >> 24 == 0xFF && $0 & 0xFF_FFFF == 0xFF_FFFF }, "\(path): white strokes")
  }
}
