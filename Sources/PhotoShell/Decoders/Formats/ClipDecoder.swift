import PhotoCore

/// Video clips (MP4, MOV, Matroska, WebM, AVI, whatever libavformat opens), through FFmpeg: the first frame
/// is the poster (a grid's thumbnail, a still when not `animates`), and in the pager the clip plays as an
/// animation does, its frames converted at the size shown and streamed a few ahead of the screen. Its length
/// travels with the decode (`ImageDecoder.Decoded.clipDuration`).
struct ClipDecoder: PhotoDecoder {
  /// "Clip".
  var name: String { "clip" }
  /// Clips.
  var kinds: Set<ImageKind> { [.clip] }
  /// FFmpeg reads the file from its path, as far as it needs.
  var readsWholeFile: Bool { false }

  /// The clip fitted in `box`, turned upright as its display matrix says: its frames, or its first alone.
  func decode(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let clip: ClipFrameSource
    switch ClipFrameSource.open(
      path: source.path, boxWidth: box.width, boxHeight: box.height, maxPixels: options.maxPixels,
      hardware: options.hardwareClips && options.animates, toneMaps: options.managesColour)
    {
    case .success(let opened): clip = opened
    case .failure(let error): return .failure(error)
    }
    let upright =
      clip.orientation.swapsAxes ? (clip.storedHeight, clip.storedWidth) : (clip.storedWidth, clip.storedHeight)
    let played = AnimationPlayback.decode(
      clip, boxWidth: box.width, boxHeight: box.height, orientation: clip.orientation, uprightWidth: upright.0,
      uprightHeight: upright.1, animates: options.animates)
    return played.map { decoded in
      var decoded = decoded
      decoded.clipDuration = clip.duration ?? .infinity
      if let toneMap = clip.toneMap { decoded.colorSpace = "Rec. 2100 \(toneMap.transfer.rawValue)" }
      return decoded
    }
  }
}
