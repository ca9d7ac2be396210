import Foundation
import PhotoCore
import PhotoShell

/// `sdlphoto-bench load ALBUM [SDLPHOTO]`: what it costs to bring a photo to the screen, as markdown tables:
/// decode time per format and box, JPEG decode time per libjpeg-turbo DCT scale, decode + texture upload of 24 MP
/// JPEGs, and the prefetch's hit rate while `sdlphoto` flicks through the album at three paces.
enum LoadBench {
  /// One kind of file in the album: a format at one stored pixel size.
  struct Group {
    var kind: String
    var width: Int
    var height: Int
    /// Up to `filesPerGroup` files, in album order.
    var paths: [String]
  }

  /// Files timed per group.
  static let filesPerGroup = 5
  /// Timed runs per file (after one untimed run that brings the file into the page cache).
  static let runs = 3
  /// 24 MP JPEGs taken for the decode + upload table.
  static let uploadFiles = 3
  /// The screen box (pixels) the viewer decodes for, and half of it.
  static let boxes = [(1920, 1080), (960, 540)]
  /// Right presses of the scripted flick (a 200-photo album end to end), and the paces, milliseconds apart.
  static let presses = 199
  static let paces = [100, 250, 500]

  static func run(album: String, sdlphoto: String) {
    let groups = sample(album: album)
    guard !groups.isEmpty else {
      FileHandle.standardError.write(Data("sdlphoto-bench: no photos in \(album)\n".utf8))
      exit(1)
    }
    print("## Load: \(album)\n")
    decodeTable(groups)
    colourTable(groups)
    scaleTable(groups.filter { $0.kind == "jpeg" })
    partTable(groups.filter { $0.kind == "jpeg" })
    let big = groups.filter { $0.kind == "jpeg" && (20_000_000..<30_000_000).contains($0.width * $0.height) }
    uploadTable(Array(big.first?.paths.prefix(uploadFiles) ?? []))
    prefetchTable(sdlphoto: sdlphoto, album: album)
  }

  /// The album's image files grouped by format and size: formats by name, larger sizes first.
  static func sample(album: String) -> [Group] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: album))?.sorted(by: NaturalOrder.areInIncreasingOrder)
      ?? []
    var groups: [Group] = []
    for name in names {
      let path = album + "/" + name
      guard let probe = DecodeBenchmark.probe(path: path) else { continue }
      if let i = groups.firstIndex(where: {
        ($0.kind, $0.width, $0.height) == (probe.kind, probe.width, probe.height)
      }) {
        if groups[i].paths.count < filesPerGroup { groups[i].paths.append(path) }
      } else {
        groups.append(Group(kind: probe.kind, width: probe.width, height: probe.height, paths: [path]))
      }
    }
    return groups.sorted {
      ($0.kind, -$0.width * $0.height, -$0.width) < ($1.kind, -$1.width * $1.height, -$1.width)
    }
  }

  /// Table 1: `ImageDecoder.decode` (file read, decode, scale, orientation) for the screen box and half of it.
  static func decodeTable(_ groups: [Group]) {
    print("### Decode per format (ImageDecoder.decode, file in page cache; median ms of \(runs) runs of each file)\n")
    var table = MarkdownTable(
      columns: ["format", "native", "files"] + boxes.flatMap { ["\($0.0)x\($0.1) box: decoded", "ms"] })
    for group in groups {
      var cells = [group.kind, "\(group.width)x\(group.height)", "\(group.paths.count)"]
      for box in boxes {
        let samples = timed(group.paths, warmUp: true) {
          DecodeBenchmark.decode(path: $0, maxWidth: box.0, maxHeight: box.1)
        }
        cells += samples.last.map { [size($0.decoded), ms(median(samples.map(\.milliseconds)))] } ?? ["failed", "-"]
      }
      table.add(cells)
    }
    table.print()
  }

  /// Table 1b: what colour management costs: the same decodes for the screen box with it and without it (a JPEG
  /// without a profile keeps its planes either way; a profiled one decodes to 32-bit pixels and converts), the
  /// difference per megapixel decoded (noisy: two decodes of 40-150 ms), and the conversion alone timed on
  /// the decoded pixels ("none": the photo needs none).
  static func colourTable(_ groups: [Group]) {
    let box = boxes[0]
    print("\n### Colour management (\(box.0)x\(box.1) box; median ms of \(runs) runs of each file)\n")
    var table = MarkdownTable(
      columns: [
        "format", "native", "colour space", "decoded", "managed ms", "unmanaged ms", "difference ms per MP",
        "conversion alone, ms per MP",
      ])
    for group in groups {
      let managed = timed(group.paths, warmUp: true) {
        DecodeBenchmark.decode(path: $0, maxWidth: box.0, maxHeight: box.1)
      }
      let plain = timed(group.paths, warmUp: false) {
        DecodeBenchmark.decode(path: $0, maxWidth: box.0, maxHeight: box.1, managesColour: false)
      }
      guard let last = managed.last, !plain.isEmpty else { continue }
      let (on, off) = (median(managed.map(\.milliseconds)), median(plain.map(\.milliseconds)))
      let megapixels = Double(last.decoded.0 * last.decoded.1) / 1e6
      let alone = group.paths.compactMap {
        ColorConversion.millisecondsPerMegapixel(
          path: $0, box: ResolutionPolicy.Box(width: box.0, height: box.1), runs: runs)
      }
      table.add([
        group.kind, size((group.width, group.height)), last.colorSpace, size(last.decoded), ms(on), ms(off),
        ms((on - off) / megapixels), alone.isEmpty ? "none" : ms(median(alone)),
      ])
    }
    table.print()
  }

  /// Table 2: `JPEGDecoder.decode` of the file at each DCT scale, whatever the screen.
  static func scaleTable(_ groups: [Group]) {
    print("\n### JPEG per libjpeg-turbo DCT scale (JPEGDecoder.decode, file in page cache; median ms, decoded size)\n")
    let scales = DecodeBenchmark.jpegScales
    var table = MarkdownTable(columns: ["native", "files"] + scales.map { "\($0.num)/\($0.denom)" })
    for group in groups {
      var cells = ["\(group.width)x\(group.height)", "\(group.paths.count)"]
      for scale in scales {
        let samples = timed(group.paths, warmUp: true) {
          DecodeBenchmark.decodeJPEG(path: $0, width: group.width, height: group.height, scale: scale)
        }
        cells.append(
          samples.last.map { "\(ms(median(samples.map(\.milliseconds)))) (\(size($0.decoded)))" } ?? "failed")
      }
      table.add(cells)
    }
    table.print()
  }

  /// Table 2b: the part a screen shows at one photo pixel per display pixel, at each JPEG's centre
  /// (`ImageDecoder.decode(path:region:...)`), beside the whole photo at full scale.
  static func partTable(_ groups: [Group]) {
    print("\n### JPEG part at full detail (ImageDecoder.decode(path:region:), file in page cache; median ms)\n")
    var table = MarkdownTable(
      columns: ["native", "files"] + boxes.flatMap { ["\($0.0)x\($0.1) part: decoded", "ms"] } + ["whole at 8/8, ms"])
    for group in groups {
      var cells = ["\(group.width)x\(group.height)", "\(group.paths.count)"]
      for box in boxes {
        let samples = timed(group.paths, warmUp: true) {
          DecodeBenchmark.decodePart(path: $0, width: group.width, height: group.height, box: box)
        }
        cells += samples.last.map { [size($0.decoded), ms(median(samples.map(\.milliseconds)))] } ?? ["failed", "-"]
      }
      let whole = timed(group.paths, warmUp: false) {
        DecodeBenchmark.decodeJPEG(path: $0, width: group.width, height: group.height, scale: (8, 8))
      }
      cells.append(whole.isEmpty ? "failed" : ms(median(whole.map(\.milliseconds))))
      table.add(cells)
    }
    table.print()
  }

  /// Table 3: decode + upload into `TiledTexture`s (no present) of a few 24 MP JPEGs, per box.
  static func uploadTable(_ paths: [String]) {
    guard !paths.isEmpty else { return print("\n(no decode + upload table: the album has no 24 MP JPEG)") }
    let bench: UploadBenchmark
    do {
      bench = try UploadBenchmark()
    } catch {
      print("\n(no decode + upload table: \(error))")
      return
    }
    print(
      "\n### Request to texture: \(paths.count) x 24 MP JPEG, renderer \(bench.rendererDescription), no present;"
        + " median of \(runs) runs of each file\n")
    var table = MarkdownTable(columns: ["box", "surface", "decode ms", "upload ms", "upload ms/MP", "total ms"])
    for box in boxes + [(Int.max / 4, Int.max / 4)] {
      let samples = timed(paths, warmUp: true) { bench.measure(path: $0, maxWidth: box.0, maxHeight: box.1) }
      guard let last = samples.last else {
        table.add([box.0 > 100_000 ? "native" : "\(box.0)x\(box.1)", "failed", "-", "-", "-", "-"])
        continue
      }
      let upload = median(samples.map(\.uploadMilliseconds))
      let perMegapixel = median(samples.map { $0.uploadMilliseconds * 1e6 / Double($0.decoded.0 * $0.decoded.1) })
      table.add([
        box.0 > 100_000 ? "native" : "\(box.0)x\(box.1)", size(last.decoded),
        ms(median(samples.map(\.decodeMilliseconds))), ms(upload), String(format: "%.2f", perMegapixel),
        ms(median(samples.map { $0.decodeMilliseconds + $0.uploadMilliseconds })),
      ])
    }
    table.print()
  }

  /// Table 4: the prefetch's hit rate while the release `sdlphoto` flicks through the album at each pace.
  static func prefetchTable(sdlphoto: String, album: String) {
    print(
      "\n### Prefetch during a scripted flick (sdlphoto --script: \(presses) x Right, 1920x1080, dummy video,"
        + " software renderer)\n")
    var table = MarkdownTable(columns: ["pace", "ready at once", "hit rate", "script s", "wall s"])
    for pace in paces {
      do {
        let run = try PrefetchRun.run(sdlphoto: sdlphoto, album: album, presses: presses, intervalMs: pace)
        table.add([
          "\(pace) ms", "\(run.ready) of \(run.landed)", String(format: "%.0f %%", run.hitRate),
          String(format: "%.1f", run.scriptSeconds), String(format: "%.1f", run.wallSeconds),
        ])
      } catch {
        table.add(["\(pace) ms", "\(error)", "-", "-", "-"])
      }
    }
    table.print()
    print(
      "\nThe scripted clock steps 1/60 s a frame as fast as frames draw and waits while the photo on screen decodes:"
        + " wall < script s means the prefetch had less real time per page than the pace.")
  }

  /// `measure` on each input `runs` times (after one untimed run when `warmUp`); the samples that succeeded.
  static func timed<Input, Sample>(_ inputs: [Input], warmUp: Bool, _ measure: (Input) -> Sample?) -> [Sample] {
    inputs.flatMap { input in
      if warmUp { _ = measure(input) }
      return (0..<runs).compactMap { _ in measure(input) }
    }
  }

  /// The median (the upper one for an even count); 0 for none.
  static func median(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
  }

  static func ms(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.1f", value) }

  static func size(_ size: (Int, Int)) -> String { "\(size.0)x\(size.1)" }
}
