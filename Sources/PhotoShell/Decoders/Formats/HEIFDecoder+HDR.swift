import CHEIF
import CSDL2
import PhotoCore

/// A PQ or HLG HEIF made sRGB (`HDRToneMap`): libheif decodes it as 16-bit little-endian R, G, B(, A) at the
/// image's own depth (10 or 12 bits), its brightest light is measured over the whole image (its peak, which the
/// roll-off starts from), and each row is tone-mapped into a full-size ARGB8888 surface.
extension HEIFDecoder {
  /// The primary image of `handle` (`transfer` coded, BT.2020, over 8 bits) decoded with `options` and
  /// tone-mapped into a new ARGB8888 surface of its size, alpha kept when `alpha`.
  static func toneMapped(
    _ handle: OpaquePointer, transfer: HDRTransfer, alpha: Bool, options: UnsafeMutablePointer<heif_decoding_options>
  ) -> Result<UnsafeMutablePointer<SDL_Surface>, PhotoLoadError> {
    options.pointee.convert_hdr_to_8bit = 0
    var image: OpaquePointer?
    let chroma = alpha ? heif_chroma_interleaved_RRGGBBAA_LE : heif_chroma_interleaved_RRGGBB_LE
    let status = dl_heif_decode_image(handle, &image, heif_colorspace_RGB, chroma, options)
    guard status.code == heif_error_Ok, let image else { return .failure(error(status)) }
    defer { dl_heif_image_release(image) }
    var stride: Int32 = 0
    let w = Int(dl_heif_image_get_width(image, heif_channel_interleaved))
    let h = Int(dl_heif_image_get_height(image, heif_channel_interleaved))
    let depth = Int(dl_heif_image_get_bits_per_pixel_range(image, heif_channel_interleaved))
    guard let plane = dl_heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride), w > 0, h > 0,
      (9...16).contains(depth)
    else { return .failure(.corrupt(detail: "libheif gave no pixels")) }
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return .failure(.tooLarge(width: w, height: h)) }
    // Little-endian 16-bit values are the machine's own on the little-endian machines sdlphoto runs on.
    let rows = UnsafeRawPointer(plane)
    let channels = alpha ? 4 : 3
    func row(_ y: Int) -> UnsafePointer<UInt16> { (rows + y * Int(stride)).assumingMemoryBound(to: UInt16.self) }
    var map = HDRToneMap(transfer: transfer, bitDepth: depth)
    let peak = (0..<h).reduce(0.0) { map.brightestNits(row($1), channels: channels, count: w, above: $0) }
    map = map.rollingOff(from: peak)
    let (pixels, pitch) = (surface.pointee.pixels!, Int(surface.pointee.pitch))
    for y in 0..<h {
      map.map(row(y), channels: channels, count: w, into: (pixels + y * pitch).assumingMemoryBound(to: UInt32.self))
    }
    return .success(surface)
  }
}
