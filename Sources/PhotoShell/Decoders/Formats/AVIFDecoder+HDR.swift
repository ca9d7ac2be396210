import CAVIF
import CSDL2
import PhotoCore

/// A PQ or HLG AVIF made sRGB (`HDRToneMap`): libavif converts the decoded image to RGB at its own bit depth
/// (10 or 12; 16 for 8 bits) a band of rows at a time (`Tuning.Color.bandBytes`), its brightest light is
/// measured (its peak, which the roll-off starts from), and each row is tone-mapped into the ARGB8888 surface.
extension AVIFDecoder {
  /// Luma rows converted on each side of a band and not used: libavif's chroma upsampling reads the chroma
  /// row beside each luma row's own, so a band's edge rows come out as the whole image's would only with a
  /// neighbour.
  static let bandOverlap = 2

  /// Tone-maps the decoded `image` (`transfer` coded, BT.2020) into `surface` (ARGB8888, the image's size),
  /// alpha kept when `alpha`, rolled off from its measured peak. Converts through bands of at most
  /// `bandBytes` (at least two rows).
  static func toneMap(
    _ image: UnsafeMutablePointer<avifImage>, transfer: HDRTransfer, alpha: Bool,
    into surface: UnsafeMutablePointer<SDL_Surface>, bandBytes: Int = Tuning.Color.bandBytes
  ) -> avifResult {
    let depth = image.pointee.depth > 8 ? Int(image.pointee.depth) : 16
    let channels = alpha ? 4 : 3
    let (w, h) = (Int(image.pointee.width), Int(image.pointee.height))
    let rows = min(h, max(2, (bandBytes / (w * channels * 2) - 2 * bandOverlap) & ~1))
    let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: w * channels * (rows + 2 * bandOverlap))
    defer { buffer.deallocate() }
    let (pixels, pitch) = (surface.pointee.pixels!, Int(surface.pointee.pitch))
    var map = HDRToneMap(transfer: transfer, bitDepth: depth)
    var peak = 0.0
    let measure = { (row: UnsafePointer<UInt16>, _: Int) in
      peak = map.brightestNits(row, channels: channels, count: w, above: peak)
    }
    let write = { (row: UnsafePointer<UInt16>, y: Int) in
      map.map(row, channels: channels, count: w, into: (pixels + y * pitch).assumingMemoryBound(to: UInt32.self))
    }
    if rows == h {
      // One band holds the image: converted once, measured, then mapped from the same rows.
      return convert(image, rows: 0..<h, depth: depth, channels: channels, into: buffer) { first in
        for y in 0..<h { measure(first + y * w * channels, y) }
        map = map.rollingOff(from: peak)
        for y in 0..<h { write(first + y * w * channels, y) }
      }
    }
    let result = forEachRow(image, bandRows: rows, depth: depth, channels: channels, buffer: buffer, measure)
    guard result == AVIF_RESULT_OK else { return result }
    map = map.rollingOff(from: peak)
    return forEachRow(image, bandRows: rows, depth: depth, channels: channels, buffer: buffer, write)
  }

  /// Converts `image` band by band (`bandRows` rows each) and calls `body` with each row's 16-bit pixels
  /// (`channels` a pixel) and its number.
  static func forEachRow(
    _ image: UnsafeMutablePointer<avifImage>, bandRows: Int, depth: Int, channels: Int,
    buffer: UnsafeMutablePointer<UInt16>, _ body: (UnsafePointer<UInt16>, Int) -> Void
  ) -> avifResult {
    let (w, h) = (Int(image.pointee.width), Int(image.pointee.height))
    var y = 0
    while y < h {
      let band = y..<min(h, y + bandRows)
      let result = convert(image, rows: band, depth: depth, channels: channels, into: buffer) { first in
        for row in band { body(first + (row - band.lowerBound) * w * channels, row) }
      }
      guard result == AVIF_RESULT_OK else { return result }
      y = band.upperBound
    }
    return AVIF_RESULT_OK
  }

  /// Converts the rows `rows` of `image` (`rows.lowerBound` even), with `bandOverlap` more on each side where
  /// there are any, into `buffer` as `depth`-bit R, G, B(, A); calls `body` with the first of `rows`.
  static func convert(
    _ image: UnsafeMutablePointer<avifImage>, rows: Range<Int>, depth: Int, channels: Int,
    into buffer: UnsafeMutablePointer<UInt16>, _ body: (UnsafePointer<UInt16>) -> Void
  ) -> avifResult {
    let (w, h) = (Int(image.pointee.width), Int(image.pointee.height))
    let top = max(0, rows.lowerBound - bandOverlap)
    let bottom = min(h, rows.upperBound + bandOverlap)
    guard let view = dl_avifImageCreateEmpty() else { return AVIF_RESULT_OUT_OF_MEMORY }
    defer { dl_avifImageDestroy(view) }
    var rect = avifCropRect(x: 0, y: UInt32(top), width: UInt32(w), height: UInt32(bottom - top))
    var result = dl_avifImageSetViewRect(view, image, &rect)
    guard result == AVIF_RESULT_OK else { return result }
    var rgb = avifRGBImage()
    dl_avifRGBImageSetDefaults(&rgb, view)
    rgb.depth = UInt32(depth)
    rgb.format = channels == 4 ? AVIF_RGB_FORMAT_RGBA : AVIF_RGB_FORMAT_RGB
    rgb.pixels = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self)
    rgb.rowBytes = UInt32(w * channels * 2)
    result = dl_avifImageYUVToRGB(view, &rgb)
    guard result == AVIF_RESULT_OK else { return result }
    body(buffer + (rows.lowerBound - top) * w * channels)
    return AVIF_RESULT_OK
  }
}
