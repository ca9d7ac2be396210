import Foundation
import PhotoCore
import PhotoShell

/// `sdlphoto-bench raw ALBUM [ROUNDS]`: a camera RAW's first view against a JPEG of its preview's size, on an
/// album from `Scripts/make-raw-album` (RAW-NNN.dng beside PREVIEW-NNN.jpg, the preview alone, and BARE-NNN.dng). Each round
/// decodes every pair for a 1920 x 1080 screen as the viewer does (the RAW through LibRaw's embedded preview,
/// the JPEG as planes), interleaved so a busy machine slows both alike; then the RAW developed for a zoom
/// (`.detail`) from BARE-NNN.dng, the same RAW without a preview, which a zoom past the preview develops (the
/// demosaic). Prints medians and the ratios.
enum RawBenchmark {
  static func run(album: String, rounds: Int) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: album)) ?? []
    let raws = names.filter { $0.hasPrefix("RAW-") && $0.hasSuffix(".dng") }.sorted()
    guard !raws.isEmpty else {
      print("no RAW-NNN.dng in \(album): make one with Scripts/make-raw-album")
      return
    }
    var raw: [Double] = []
    var jpeg: [Double] = []
    var jpegARGB: [Double] = []
    var develop: [Double] = []
    for round in 0..<rounds {
      for name in raws {
        let preview = album + "/PREVIEW-" + name.dropFirst(4).dropLast(4) + ".jpg"
        let pair = [(album + "/" + name, true), (preview, false)]
        for (path, isRaw) in round % 2 == 0 ? pair : pair.reversed() {
          guard let ms = time(path, develops: false) else { continue }
          if isRaw { raw.append(ms) } else { jpeg.append(ms) }
          if !isRaw, let ms = time(path, develops: false, planar: false) { jpegARGB.append(ms) }
        }
        let bare = album + "/BARE-" + name.dropFirst(4)
        if let ms = time(bare, develops: true, box: (1 << 14, 1 << 14)) { develop.append(ms) }
      }
    }
    let (r, j, d) = (median(raw), median(jpeg), median(develop))
    print("| decode (1920 x 1080 screen) | median ms | against the JPEG |")
    print("| --- | ---: | ---: |")
    print(String(format: "| JPEG of the preview's size (as planes, as the viewer decodes a JPEG) | %.1f | 1.00x |", j))
    print(
      String(
        format: "| the same JPEG as 32-bit pixels (as a RAW's preview decodes) | %.1f | %.2fx |",
        median(jpegARGB), median(jpegARGB) / j))
    print(String(format: "| RAW, first view (embedded preview) | %.1f | %.2fx |", r, r / j))
    print(String(format: "| RAW, developed for a zoom (demosaic, full size) | %.1f | %.2fx |", d, d / j))
    print("(\(raws.count) RAWs, \(rounds) rounds)")
  }

  /// Milliseconds to decode `path` for `box`, or nil when it fails.
  static func time(_ path: String, develops: Bool, box: (Int, Int) = (1920, 1080), planar: Bool = true) -> Double? {
    let start = DispatchTime.now().uptimeNanoseconds
    guard
      case .success(let decoded) = ImageDecoder.decode(
        path: path, maxWidth: box.0, maxHeight: box.1, maxPixels: Tuning.Loading.maxPixels, planar: planar,
        develops: develops)
    else { return nil }
    let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    decoded.free()
    return ms
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
  }
}
