import CHEIF
import Foundation
import PhotoCore

/// HEIC files made in the test process with libheif's own encoder (x265, used by the library the decoder
/// loads; called through CHEIF's table like the decoder), from 8-bit B, G, R, A pixels: lossy HEVC (colours come back close, not exact), alpha as libheif's
/// auxiliary image, rotation and mirroring as `irot`/`imir` boxes.
enum HEIFFixture {
  /// A `width` x `height` HEIC whose stored pixel at (x, y) is `pixel(x, y)` = (B, G, R, A), shown as EXIF
  /// `orientation` says (libheif writes the boxes); with alpha when `alpha`. With `thumbnailAsPrimary`, a
  /// thumbnail of that many pixels along its longer side is encoded too and made the primary item (`pitm`), as
  /// the HEIF conformance suite's C005 is.
  static func encode(
    width: Int, height: Int, alpha: Bool = false, orientation: ExifOrientation = .up, thumbnailAsPrimary: Int? = nil,
    pixel: (Int, Int) -> [UInt8]
  ) -> [UInt8] {
    precondition(sdlphoto_heif_load() != 0, "libheif cannot be loaded")
    var image: OpaquePointer?
    check(dl_heif_image_create(Int32(width), Int32(height), heif_colorspace_RGB, heif_chroma_interleaved_RGBA, &image))
    defer { dl_heif_image_release(image) }
    check(dl_heif_image_add_plane(image, heif_channel_interleaved, Int32(width), Int32(height), 8))
    var stride: Int32 = 0
    let plane = dl_heif_image_get_plane(image, heif_channel_interleaved, &stride)!
    for y in 0..<height {
      for x in 0..<width {
        let p = pixel(x, y)
        let at = y * Int(stride) + x * 4
        (plane[at], plane[at + 1], plane[at + 2], plane[at + 3]) = (p[2], p[1], p[0], p[3])
      }
    }
    let context = dl_heif_context_alloc()
    defer { dl_heif_context_free(context) }
    var encoder: OpaquePointer?
    check(dl_heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder))
    defer { dl_heif_encoder_release(encoder) }
    check(dl_heif_encoder_set_lossy_quality(encoder, 95))
    check(dl_heif_encoder_set_logging_level(encoder, 0))
    let options = dl_heif_encoding_options_alloc()!
    defer { dl_heif_encoding_options_free(options) }
    options.pointee.save_alpha_channel = alpha ? 1 : 0
    options.pointee.image_orientation = heif_orientation(rawValue: UInt32(orientation.rawValue))
    var master: OpaquePointer?
    check(dl_heif_context_encode_image(context, image, encoder, options, &master))
    defer { dl_heif_image_handle_release(master) }
    if let thumbnailAsPrimary {
      var thumbnail: OpaquePointer?
      check(
        dl_heif_context_encode_thumbnail(
          context, image, master, encoder, options, Int32(thumbnailAsPrimary), &thumbnail))
      dl_heif_context_set_primary_image(context, thumbnail)
      dl_heif_image_handle_release(thumbnail)
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString).heic").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    check(dl_heif_context_write_to_file(context, path))
    return [UInt8](FileManager.default.contents(atPath: path)!)
  }

  private static func check(_ status: heif_error) {
    precondition(status.code == heif_error_Ok, "libheif: " + String(cString: status.message))
  }
}
