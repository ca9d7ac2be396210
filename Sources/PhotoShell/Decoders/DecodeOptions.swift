/// What a decode of any format may deliver and how large a photo it accepts.
struct DecodeOptions {
  /// Photos with more pixels than this are refused (decompression bombs), before their pixels are decoded
  /// where the header tells the size.
  var maxPixels: Int
  /// Whether a decoder that can (JPEG, when YCbCr or greyscale) delivers luma and chroma planes instead of
  /// an ARGB8888 surface: a texture of 1.5 bytes a pixel instead of 4.
  var planar = false
  /// Asked now and then by a decode that can stop early (a PNG's part): true stops it with `.cancelled`.
  var isCancelled: () -> Bool = { false }
}
