import CAVIF
import CSDL2
import PhotoCore

/// An AVIF image sequence's frames through libavif, each decoded in turn (AV1 frames depend on the ones
/// before), converted (tone-mapped from PQ or HLG when `managesColour`) and cut to the clean aperture; turned
/// upright by `AnimationPlayback`. Each frame's duration comes from the sample table before any is decoded.
/// libavif 0.11 does not read a sequence's repetition count: it loops for ever, as browsers play it.
final class AVIFSequenceSource: AnimationFrameSource {
  let frameCount: Int
  let durations: [Double]
  let loops = 0
  /// The frames' size after the clean aperture, before turning, pixels.
  let width: Int
  let height: Int
  let hasAlpha: Bool
  /// How the frames turn upright.
  let orientation: ExifOrientation
  /// What the container says of the colours (the first frame's).
  let color: ColorDescription?

  /// The file, which the decoder reads in place until it is destroyed.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  private let decoder: UnsafeMutablePointer<avifDecoder>
  private let crop: (x: Int, y: Int, width: Int, height: Int)?
  private let hdr: HDRTransfer?

  /// The sequence in `bytes` (copied), its container parsed; fails as a still AVIF would (cannot be parsed,
  /// over `maxPixels`, no pixels).
  static func open(_ bytes: [UInt8], maxPixels: Int, managesColour: Bool) -> Result<AVIFSequenceSource, PhotoLoadError>
  {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
    _ = copy.initialize(from: bytes)
    switch AVIFDecoder.open(UnsafeBufferPointer(start: copy.baseAddress, count: bytes.count)) {
    case .failure(let failure):
      copy.deallocate()
      return .failure(failure)
    case .success(let decoder):
      let image = decoder.pointee.image.pointee
      let (w, h) = (Int(image.width), Int(image.height))
      let (pixels, overflow) = w.multipliedReportingOverflow(by: h)
      guard w > 0, h > 0, !overflow, pixels <= maxPixels else {
        dl_avifDecoderDestroy(decoder)
        copy.deallocate()
        return .failure(w > 0 && h > 0 ? .tooLarge(width: w, height: h) : .corrupt(detail: "the image has no pixels"))
      }
      return .success(AVIFSequenceSource(bytes: copy, decoder: decoder, managesColour: managesColour))
    }
  }

  private init(
    bytes: UnsafeMutableBufferPointer<UInt8>, decoder: UnsafeMutablePointer<avifDecoder>, managesColour: Bool
  ) {
    self.bytes = bytes
    self.decoder = decoder
    let image = decoder.pointee.image.pointee
    crop = AVIFDecoder.cleanAperture(of: image)
    width = crop?.width ?? Int(image.width)
    height = crop?.height ?? Int(image.height)
    orientation = AVIFDecoder.orientation(of: image)
    hasAlpha = decoder.pointee.alphaPresent != 0
    color = AVIFDecoder.color(of: image)
    hdr = managesColour ? color?.hdrTransfer : nil
    durations = (0..<Int(decoder.pointee.imageCount)).map { index in
      var timing = avifImageTiming()
      guard dl_avifDecoderNthImageTiming(decoder, UInt32(index), &timing) == AVIF_RESULT_OK,
        timing.duration.isFinite, timing.duration > 0, timing.duration < 1e6
      else { return AnimationDecoder.duration(milliseconds: 0) }
      return AnimationDecoder.duration(milliseconds: Int((timing.duration * 1000).rounded()))
    }
    frameCount = durations.count
  }

  deinit {
    dl_avifDecoderDestroy(decoder)
    bytes.deallocate()
  }

  /// The sequence played in `boxWidth` x `boxHeight` (upright pixels), as a library image.
  func play(boxWidth: Int, boxHeight: Int) -> Result<LibraryImage, PhotoLoadError> {
    let (uprightW, uprightH) = orientation.swapsAxes ? (height, width) : (width, height)
    return AnimationPlayback.decode(
      self, boxWidth: boxWidth, boxHeight: boxHeight, orientation: orientation, uprightWidth: uprightW,
      uprightHeight: uprightH
    ).map {
      var image = LibraryImage(animation: $0, color: color)
      image.toneMapped = hdr != nil
      return image
    }
  }

  func nextFrame() -> UnsafeMutablePointer<SDL_Surface>? {
    guard skipFrame(), let image = decoder.pointee.image, Int(image.pointee.width) * Int(image.pointee.height) > 0,
      case .success(let surface) = AVIFDecoder.frameSurface(image, crop: crop, hdr: hdr, alpha: hasAlpha, decoder)
    else { return nil }
    return surface
  }

  func skipFrame() -> Bool { dl_avifDecoderNextImage(decoder) == AVIF_RESULT_OK }

  func rewind() -> Bool { dl_avifDecoderReset(decoder) == AVIF_RESULT_OK }
}
