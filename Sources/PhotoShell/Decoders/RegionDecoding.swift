import PhotoCore

/// A decoder that also decodes a part of a photo: for a zoomed photo too large to decode whole at the detail
/// the screen shows (panoramas, stitched images, scans), only the part on screen, at full detail.
protocol RegionDecoding: PhotoDecoder {
  /// The part `region` (native upright pixels) of the photo, upright, as sharp as a whole decode into `box`
  /// (upright pixels) would be, with `Decoded.region` set to where its pixels sit in the photo (native upright
  /// pixels; it may reach a little beyond `region`, to whole decoded pixels). Fails with `.unsupportedFormat`
  /// for a file of its format it decodes only whole, and with `.cancelled` when it stops early because
  /// `options.isCancelled` said so.
  func decode(
    _ source: DecodeSource, region: Rect, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError>
}
