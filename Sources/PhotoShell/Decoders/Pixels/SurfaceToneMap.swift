import CSDL2
import PhotoCore

/// A photo decoded to 8-bit pixels whose colours are coded PQ or HLG (a JPEG, WebP or TIFF whose ICC profile
/// says so in its `cicp` tag, or an 8-bit HEIF, AVIF or PNG), tone-mapped to sRGB in place (`HDRToneMap` at 8
/// bits): the decoders of 10 to 16 bits tone-map their own samples; this is the path of every other one, so no
/// photo named HDR is shown as its raw signal. The roll-off starts from the transfer's assumed peak (not a
/// measured one), so a zoomed part converts exactly as the whole photo does.
enum SurfaceToneMap {
  /// Tone-maps `surface` (ARGB8888) coded in `transfer` into sRGB, in place, alpha kept: false when the surface
  /// is of another format (nothing changes then).
  static func apply(_ surface: UnsafeMutablePointer<SDL_Surface>, transfer: HDRTransfer) -> Bool {
    guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
      let pixels = surface.pointee.pixels
    else { return false }
    let (width, height, pitch) = (Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch))
    let map = HDRToneMap(transfer: transfer, bitDepth: 8)
    let codes = UnsafeMutablePointer<UInt16>.allocate(capacity: max(1, width * 4))
    defer { codes.deallocate() }
    for y in 0..<height {
      let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let word = row[x]
        codes[x * 4] = UInt16(word >> 16 & 0xFF)
        codes[x * 4 + 1] = UInt16(word >> 8 & 0xFF)
        codes[x * 4 + 2] = UInt16(word & 0xFF)
        codes[x * 4 + 3] = UInt16(word >> 24)
      }
      map.map(codes, channels: 4, count: width, into: row)
    }
    return true
  }
}
