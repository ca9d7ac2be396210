import CPNG
import CSDL2
import PhotoCore

/// A PQ or HLG PNG made sRGB (`HDRToneMap`): libpng reads every row (every pass of an interlaced one) as 16-bit
/// R, G, B(, A) into a buffer of the whole image, whose brightest light is measured (its peak, which the
/// roll-off starts from) before each row is tone-mapped into an ARGB8888 surface, then fitted in the box.
extension PNGDecoder {
  /// Decodes the PNG file at `path`, coded in `transfer`, into an ARGB8888 surface fitted in `boxWidth` x
  /// `boxHeight`. Returns the surface and the PNG's full size; refuses more than `maxPixels` before allocating
  /// anything for it.
  static func decodeHDR(
    path: String, transfer: HDRTransfer, boxWidth: Int, boxHeight: Int, maxPixels: Int
  ) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int), PhotoLoadError> {
    DecodeSource.streamedFile(path).flatMap { fd in
      reading(open: { sdlphoto_png_open_fd_wide($0, fd) }, maxPixels: maxPixels) { reader, width, height in
        let pixels = width * height
        let channels = reader.pointee.has_alpha != 0 ? 4 : 3
        let rows = UnsafeMutablePointer<UInt16>.allocate(capacity: pixels * channels)
        defer { rows.deallocate() }
        for _ in 0..<Int(reader.pointee.passes) {
          guard sdlphoto_png_read_rows(reader, rows, width * channels * 2, UInt32(height)) != 0 else {
            return .failure(.corrupt(detail: message(reader)))
          }
        }
        guard
          var surface = SDL_CreateRGBSurfaceWithFormat(
            0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return .failure(.tooLarge(width: width, height: height)) }
        func row(_ y: Int) -> UnsafePointer<UInt16> { UnsafePointer(rows + y * width * channels) }
        var map = HDRToneMap(transfer: transfer, bitDepth: 16)
        let peak = (0..<height).reduce(0.0) { map.brightestNits(row($1), channels: channels, count: width, above: $0) }
        map = map.rollingOff(from: peak)
        let (target, pitch) = (surface.pointee.pixels!, Int(surface.pointee.pitch))
        for y in 0..<height {
          map.map(
            row(y), channels: channels, count: width, into: (target + y * pitch).assumingMemoryBound(to: UInt32.self))
        }
        let fitted = ImageDecoder.fittedSize(width: width, height: height, boxW: boxWidth, boxH: boxHeight)
        surface = ImageScaler.fit(surface, maxWidth: fitted.0, maxHeight: fitted.1)
        SDL_SetSurfaceBlendMode(surface, channels == 4 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        return .success((surface, width, height))
      }
    }
  }
}
