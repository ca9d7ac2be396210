import CSDL2
import Foundation
import PhotoCore

extension ColorConversion {
  /// What converting the photo at `path` costs alone, for `sdlphoto-bench load`: the photo decoded once for
  /// `box` as 32-bit pixels without conversion, then its pixels converted from its colour space to the
  /// display's `runs` times (on a fresh copy each time, the transform kept as the viewer keeps it). The median,
  /// milliseconds per megapixel; nil when the photo needs no conversion or cannot be decoded.
  package static func millisecondsPerMegapixel(path: String, box: ResolutionPolicy.Box, runs: Int = 5) -> Double? {
    var options = DecodeOptions(maxPixels: Tuning.Loading.maxPixels)
    options.managesColour = false
    guard case .success(let source) = DecodeSource.open(path),
      case .success(let decoded) = DecoderRegistry.standard.decode(path: path, box: box, options: options)
    else { return nil }
    defer { decoded.free() }
    var full = source
    _ = full.readWholeFile()
    let said = description(of: full) ?? decoded.color
    guard let profile = plan(for: said, managed: true, path: path).profile, let surface = decoded.surface else {
      return nil
    }
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
      guard let copy = SDL_DuplicateSurface(surface) else { return nil }
      var one = decoded
      one.surface = copy
      one.laterFrames = []
      let start = DispatchTime.now().uptimeNanoseconds
      _ = convert(one, from: profile)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      SDL_FreeSurface(copy)
    }
    let megapixels = Double(decoded.width * decoded.height) / 1e6
    return times.sorted()[times.count / 2] / megapixels
  }
}
