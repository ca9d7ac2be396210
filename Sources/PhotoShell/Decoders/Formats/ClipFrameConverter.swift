import CFFmpeg
import CSDL2
import PhotoCore

/// Turns a clip's decoded frames into surfaces of the size they are shown (libswscale): a frame on the GPU
/// (`--hwdec`) copied to memory first, an HDR frame through 16-bit RGB and the photos' tone map to sRGB, any
/// other straight to ARGB8888. The scaler is made again only when the frames' size or format changes; its
/// buffers are reused frame after frame. Used from one thread at a time.
final class ClipFrameConverter {
  /// The size frames are converted to, pixels.
  private let width: Int
  private let height: Int
  /// The tone map of an HDR clip (nil: standard dynamic range).
  private let toneMap: HDRToneMap?
  /// The scaler, and the frames' size and format it was made for.
  private var scaler: OpaquePointer?
  private var scalerInput: (width: Int32, height: Int32, format: Int32) = (0, 0, -1)
  /// An HDR frame's 16-bit RGB values.
  private var wide: [UInt16] = []
  /// A GPU's frame copied to memory.
  private var downloaded: UnsafeMutablePointer<AVFrame>?

  /// A converter to `width` x `height` pixels, tone-mapping with `toneMap` when given.
  init(width: Int, height: Int, toneMap: HDRToneMap?) {
    self.width = width
    self.height = height
    self.toneMap = toneMap
  }

  deinit {
    dl_av_frame_free(&downloaded)
    if let scaler { dl_sws_freeContext(scaler) }
  }

  /// `frame` as an ARGB8888 surface of the converter's size; nil when it could not be copied from the GPU or no
  /// memory could be had.
  func convert(_ frame: UnsafeMutablePointer<AVFrame>) -> UnsafeMutablePointer<SDL_Surface>? {
    guard sdlphoto_frame_on_gpu(frame) != 0 else { return convertInMemory(frame) }
    if downloaded == nil { downloaded = dl_av_frame_alloc() }
    guard let downloaded, dl_av_hwframe_download(downloaded, frame) == 0 else { return nil }
    defer { dl_av_frame_unref(downloaded) }
    return convertInMemory(downloaded)
  }

  /// `frame` (in memory) converted to an ARGB8888 surface of the source's size; nil when no memory could be had.
  private func convertInMemory(_ frame: UnsafeMutablePointer<AVFrame>) -> UnsafeMutablePointer<SDL_Surface>? {
    let input = (frame.pointee.width, frame.pointee.height, frame.pointee.format)
    if scaler == nil || input != scalerInput {
      if let scaler { dl_sws_freeContext(scaler) }
      // An HDR clip to tone-map goes through 16-bit RGB (its 10 bits kept), any other straight to the screen's.
      let output = toneMap == nil ? AV_PIX_FMT_BGRA : AV_PIX_FMT_RGB48LE
      scaler = dl_sws_getContext(
        input.0, input.1, AVPixelFormat(input.2), Int32(width), Int32(height), output, SWS_BILINEAR)
      scalerInput = input
    }
    guard let scaler,
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let converted =
      toneMap.map { toneMapped(frame, with: $0, scaler: scaler, into: surface) }
      ?? (dl_sws_scale_frame(
        scaler, frame, surface.pointee.pixels.assumingMemoryBound(to: UInt8.self), surface.pointee.pitch) > 0)
    guard converted else {
      SDL_FreeSurface(surface)
      return nil
    }
    return surface
  }

  /// An HDR `frame` scaled to 16-bit RGB (BT.2020, its transfer's code values) by `scaler`, then tone-mapped
  /// row by row into `surface` (ARGB8888, sRGB); false when the scaler failed.
  private func toneMapped(
    _ frame: UnsafeMutablePointer<AVFrame>, with toneMap: HDRToneMap, scaler: OpaquePointer,
    into surface: UnsafeMutablePointer<SDL_Surface>
  ) -> Bool {
    let rowValues = width * 3
    if wide.count != rowValues * height { wide = [UInt16](repeating: 0, count: rowValues * height) }
    return wide.withUnsafeMutableBufferPointer { buffer in
      let bytes = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
      guard dl_sws_scale_frame(scaler, frame, bytes, Int32(rowValues * 2)) > 0 else { return false }
      let target = surface.pointee.pixels!
      for y in 0..<height {
        let row = (target + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
        toneMap.map(buffer.baseAddress! + y * rowValues, channels: 3, count: width, into: row)
      }
      return true
    }
  }
}
