import PhotoCore

/// A decoder that also gives a photo's quick stand-in from the head of its file alone (an embedded
/// thumbnail): about a millisecond's work, shown while the photo's real decode is under way.
protocol PreviewDecoding: PhotoDecoder {
  /// The stand-in, upright, with the photo's native upright size; fails when the file carries none (the
  /// viewer then simply waits for the real decode).
  func decodePreview(_ source: DecodeSource, options: DecodeOptions) -> Result<ImageDecoder.Decoded, PhotoLoadError>
}
