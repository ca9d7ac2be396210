import PhotoCore

/// What a decode of any format may deliver and how large a photo it accepts.
struct DecodeOptions {
  /// Photos with more pixels than this are refused (decompression bombs), before their pixels are decoded
  /// where the header tells the size.
  var maxPixels: Int
  /// Whether a decoder that can (JPEG, when YCbCr or greyscale) delivers luma and chroma planes instead of
  /// an ARGB8888 surface: a texture of 1.5 bytes a pixel instead of 4.
  var planar = false
  /// Whether colours are managed (`--colour-management`): false shows every photo's values as they are.
  var managesColour = true
  /// The profile the photo's colours are converted from (`ColorConversion.Plan`): a CMYK JPEG's decoder
  /// converts its CMYK pixels through it (RGB pixels are converted after decoding, by `DecoderRegistry`).
  var colorProfile: [UInt8]?
  /// The high dynamic range transfer the file's bytes say its values are coded in (a PNG's `cICP`, or the
  /// `cicp` tag of its `iCCP` profile), for a decoder to tone-map to sRGB (`HDRToneMap`); nil for standard
  /// dynamic range, or when colours are not managed. (AVIF, HEIC and JPEG XL learn theirs from their own
  /// libraries.)
  var hdr: HDRTransfer?
  /// Whether colours end in sRGB whatever the display's profile (a thumbnail for the shared cache).
  var toSRGB = false
  /// Whether a format with a quick stand-in and a slow full decode (a camera RAW: its embedded preview, or a
  /// demosaic of its sensor data) may take the slow one when the quick one holds fewer pixels than the box: a
  /// `.detail` decode, asked for when the zoom wants more than the screen's decode holds.
  var develops = false
  /// Whether a clip decodes on the GPU's video decoder (VA-API) where the machine has one (`--hwdec auto`).
  var hardwareClips = false
  /// Whether an animation plays: false gives its first frame as a still (a grid thumbnail, as a phone's grid
  /// shows one).
  var animates = true
  /// Asked now and then by a decode that can stop early (a PNG's part): true stops it with `.cancelled`.
  var isCancelled: () -> Bool = { false }
}
