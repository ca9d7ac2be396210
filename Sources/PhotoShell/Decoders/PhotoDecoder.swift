import PhotoCore

/// One image format's decoder: which files it reads, and how it decodes one whole, fitted in a box.
///
/// A decoder is handed its file opened and sniffed (`DecodeSource`: the path, the head and what it says, and
/// every byte when the decoder `readsWholeFile`) and returns the photo upright and no larger than the box
/// needs, with its native upright size. It also decodes a part of a photo when it is a `RegionDecoding`, and a
/// quick stand-in when it is a `PreviewDecoding`. `DecoderRegistry` picks the decoder for a file's kind and
/// says which method each `DecodeLevel` calls. Decoders are values without state; they run on worker threads.
///
/// A new format is a type conforming to this protocol in `Decoders/Formats/` and a line in
/// `DecoderRegistry.standard` (and, for a kind sdlphoto does not know yet, its magic bytes in `ImageKind`).
protocol PhotoDecoder: Sendable {
  /// The format's name in messages ("JPEG").
  var name: String { get }
  /// The kinds (sniffed from a file's first bytes) it decodes.
  var kinds: Set<ImageKind> { get }
  /// Whether it takes the whole file in memory (`DecodeSource.bytes`); when false it streams the file from
  /// its path and only the head is read for it. True unless the decoder says otherwise.
  var readsWholeFile: Bool { get }
  /// Whether the stored size `ImageHeader` reads from the head is the size it decodes, so the viewer may be
  /// told the photo's size before its pixels. False unless the decoder says otherwise.
  var headerGivesSize: Bool { get }

  /// The whole photo, upright, fitted in `box` (upright pixels; aspect kept, never enlarged), with its native
  /// upright size; an animation as its frames. Refuses a photo of more than `options.maxPixels` pixels before
  /// decoding its pixels where the format allows.
  func decode(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError>
}

extension PhotoDecoder {
  /// Most decoders take the file in memory.
  var readsWholeFile: Bool { true }
  /// Most formats' sizes are not told early (SVG's viewBox and HEIF's turned images are not what decodes).
  var headerGivesSize: Bool { false }
}
