import CAVIF
import CSDL2
import PhotoCore

extension AVIFDecoder {
  /// An AVIF image sequence played: every frame decoded in turn (AV1 frames depend on the ones before),
  /// converted, cut to the clean aperture, fitted to one size within the animation budget (`AnimationFrames`)
  /// and turned upright, each shown for its own duration. libavif 0.11 does not read a sequence's repetition
  /// count: it loops for ever, as browsers play it.
  struct Sequence {
    /// How the frames turn upright, and the part of each shown.
    let orientation: ExifOrientation
    let crop: (x: Int, y: Int, width: Int, height: Int)?
    /// The frames' size after the crop, before turning, pixels.
    let shownWidth: Int
    let shownHeight: Int
    /// Whether the frames keep an alpha channel.
    let hasAlpha: Bool
    /// The high dynamic range transfer the frames are tone-mapped from, or nil for SDR.
    let hdr: HDRTransfer?

    /// What decoding a sequence came to.
    enum Outcome {
      /// Its frames (or, when only the first decoded, that one as a still).
      case decoded(LibraryImage)
      /// Too many frames to hold even small: the first frame, untouched, is the caller's to show as a still.
      case tooLong
      /// Not even the first frame could be kept.
      case failed(PhotoLoadError)
    }

    /// The sequence `decoder` holds, whose first frame is `first` (decoded, cut; consumed unless `.tooLong`),
    /// fitted in `boxWidth` x `boxHeight` (upright pixels), `upright` its full size turned.
    func decode(
      from decoder: UnsafeMutablePointer<avifDecoder>, first: UnsafeMutablePointer<SDL_Surface>, boxWidth: Int,
      boxHeight: Int, upright: (Int, Int)
    ) -> Outcome {
      let (boxW, boxH) = orientation.swapsAxes ? (boxHeight, boxWidth) : (boxWidth, boxHeight)
      let count = Int(decoder.pointee.imageCount)
      guard
        var frames = AnimationFrames(
          count: count, nativeWidth: shownWidth, nativeHeight: shownHeight, boxWidth: boxW, boxHeight: boxH,
          hasAlpha: hasAlpha)
      else { return .tooLong }
      var complete = frames.add(copyOf: first, milliseconds: milliseconds(decoder))
      SDL_FreeSurface(first)
      while complete, frames.frames.count < count {
        guard dl_avifDecoderNextImage(decoder) == AVIF_RESULT_OK, let image = decoder.pointee.image,
          Int(image.pointee.width) * Int(image.pointee.height) > 0,
          case .success(let surface) = AVIFDecoder.frameSurface(image, crop: crop, hdr: hdr, alpha: hasAlpha, decoder)
        else {
          complete = false
          break
        }
        complete = frames.add(copyOf: surface, milliseconds: milliseconds(decoder))
        SDL_FreeSurface(surface)
      }
      let color = AVIFDecoder.color(of: decoder.pointee.image.pointee)
      if frames.frames.count == 1 {
        // Only the first frame decoded: it shows as a still, the file said damaged.
        let still = ImageOrienter.apply(orientation, to: frames.frames[0])
        return .decoded(
          LibraryImage(surface: still, width: upright.0, height: upright.1, color: color, truncated: true))
      }
      guard
        var animation = frames.finish(
          nativeWidth: upright.0, nativeHeight: upright.1, truncated: !complete, loops: 0)
      else { return .failed(.tooLarge(width: upright.0, height: upright.1)) }
      animation.surface = ImageOrienter.apply(orientation, to: animation.surface)
      animation.laterFrames = animation.laterFrames.map { ImageOrienter.apply(orientation, to: $0) }
      return .decoded(
        LibraryImage(
          surface: animation.surface, width: upright.0, height: upright.1, color: color,
          laterFrames: animation.laterFrames, frameDurations: animation.frameDurations, truncated: animation.truncated))
    }

    /// How long the frame just decoded shows, milliseconds.
    private func milliseconds(_ decoder: UnsafeMutablePointer<avifDecoder>) -> Int {
      let seconds = decoder.pointee.imageTiming.duration
      return seconds.isFinite && seconds > 0 ? Int((seconds * 1000).rounded()) : 0
    }
  }
}
