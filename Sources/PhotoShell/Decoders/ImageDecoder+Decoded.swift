import CSDL2
import PhotoCore

extension ImageDecoder {
  /// A decoded photo at display size, upright: an ARGB8888 surface, or (a JPEG decoded `planar`) luma and
  /// chroma planes with `surface` nil; and the photo's native upright size.
  package struct Decoded {
    package var surface: UnsafeMutablePointer<SDL_Surface>!
    package var nativeWidth: Int
    package var nativeHeight: Int
    /// The file was cut short; what could be decoded is shown.
    var truncated = false
    /// For an animated image (GIF, WebP, AVIF): its frames after the first (`surface`), each the same size as `surface`.
    package var laterFrames: [UnsafeMutablePointer<SDL_Surface>] = []
    /// For an animated image: how long each frame shows, seconds, the first frame's first (`laterFrames.count
    /// + 1` values); empty for a still.
    var frameDurations: [Double] = []
    /// For an animated image: how many times it plays, as its file says (0: for ever).
    var loops = 0
    /// For an animation too long to hold whole: its later frames, decoded ahead of the screen as it plays
    /// (`laterFrames` is then empty; `frameDurations` has every frame's).
    var stream: AnimationStream?
    /// The pixels as planes, in place of `surface`.
    package var planes: YUVImage?
    /// For a decode of part of the photo: where the pixels sit in it, native upright pixels.
    var region: Rect?
    /// What the decoder's library said of the photo's colours (HEIF, AVIF and JPEG XL: a profile or CICP code
    /// points), for `DecoderRegistry` to convert; nil when it said nothing or the file's bytes say it.
    var color: ColorDescription?
    /// Whether the decoder tone-mapped a PQ or HLG photo to sRGB (`HDRToneMap`): its pixels are sRGB now, and
    /// the profile of its coded values (an ICC profile's `cicp` tag) no longer applies.
    var toneMapped = false
    /// The photo's colour space by name ("Display P3"), for the info overlay: what its pixels were before they
    /// were made the display's.
    package var colorSpace = "sRGB"
    /// Its blurred backdrop, when the loader makes them (`--fit blur`).
    var backdrop: BlurredBackdrop?
    /// A clip's length, seconds (nil: a photo).
    var clipDuration: Double?
    /// A motion photo's appended clip (or why the one it declares cannot be played); nil for any other.
    var motion: MotionPhoto.Finding?

    /// A still surface.
    init(surface: UnsafeMutablePointer<SDL_Surface>, nativeWidth: Int, nativeHeight: Int, truncated: Bool = false) {
      self.surface = surface
      self.nativeWidth = nativeWidth
      self.nativeHeight = nativeHeight
      self.truncated = truncated
    }

    /// An animation: `surface` and `laterFrames`, each shown for its `frameDurations`.
    init(
      surface: UnsafeMutablePointer<SDL_Surface>, nativeWidth: Int, nativeHeight: Int, truncated: Bool,
      laterFrames: [UnsafeMutablePointer<SDL_Surface>], frameDurations: [Double]
    ) {
      self.init(surface: surface, nativeWidth: nativeWidth, nativeHeight: nativeHeight, truncated: truncated)
      self.laterFrames = laterFrames
      self.frameDurations = frameDurations
    }

    /// Planes.
    init(planes: YUVImage, nativeWidth: Int, nativeHeight: Int, truncated: Bool) {
      self.surface = nil
      self.planes = planes
      self.nativeWidth = nativeWidth
      self.nativeHeight = nativeHeight
      self.truncated = truncated
    }

    /// The decoded width, pixels.
    package var width: Int { planes?.width ?? Int(surface.pointee.w) }
    /// The decoded height, pixels.
    package var height: Int { planes?.height ?? Int(surface.pointee.h) }

    /// Whether the image is an animation of several frames.
    var isAnimated: Bool { !laterFrames.isEmpty || stream != nil }

    /// Its size in memory, bytes (every frame).
    var bytes: Int {
      if let planes { return planes.bytes }
      return Int(surface.pointee.pitch) * Int(surface.pointee.h) * (laterFrames.count + 1) + (stream?.bytes ?? 0)
    }

    /// Frees every frame (planes free themselves).
    package func free() {
      if let surface { SDL_FreeSurface(surface) }
      for frame in laterFrames { SDL_FreeSurface(frame) }
      stream?.close()
    }
  }
}
