import Foundation
import PhotoCore
import PhotoShell

/// `sdlphoto-bench library ROOT [ROUNDS]`: the library's index on a tree from `Scripts/make-library`. Each round
/// times, in one run so a busy machine slows each alike: the floor (the same walk, then each file's first 128 KB
/// read by a minimal reader: open, read, close), the first index build into a new database (all at once, as a
/// scripted run builds it, and in the background, as a real run does: the indexer's thread at its priority, the
/// album made every `Tuning.Library.relistInterval`), a restart over the unchanged tree (its stat
/// pass), and, in the first round, `exiftool -fast -DateTimeOriginal` over the tree.
/// Everything reads from the page cache (a warm-up walk reads it first). Prints medians, ratios and the index's
/// size.
enum LibraryBenchmark {
  static func run(root: String, rounds: Int) {
    let lister = AlbumLister(demoAlbumPath: "", options: AlbumOptions())
    guard let (items, _) = try? lister.libraryItems(in: root), !items.isEmpty else {
      print("no photos under \(root): make a library with Scripts/make-library")
      return
    }
    _ = floor(root, lister: lister)
    var floors: [Double] = []
    var builds: [Double] = []
    var backgrounds: [Double] = []
    var restarts: [Double] = []
    var exiftool: Double?
    var size = 0
    for round in 0..<rounds {
      floors.append(floor(root, lister: lister))
      let path = NSTemporaryDirectory() + "/library-bench-\(getpid()).sqlite"
      LibraryIndex.remove(path)
      let scanner = LibraryScanner(roots: [root], options: AlbumOptions(), gazetteerPath: nil)
      builds.append(seconds { _ = try? scanner.scan(into: LibraryIndex(path: path)) })
      restarts.append(seconds { _ = try? scanner.scan(into: LibraryIndex(path: path)) })
      LibraryIndex.remove(path + "-bg")
      backgrounds.append(seconds { backgroundBuild(scanner, path: path + "-bg") })
      LibraryIndex.remove(path + "-bg")
      size = ["", "-wal"].reduce(0) { total, suffix in
        total + ((try? FileManager.default.attributesOfItem(atPath: path + suffix)[.size] as? Int) ?? 0)
      }
      if round == 0 && ProcessInfo.processInfo.environment["LIBRARY_BENCH_EXIFTOOL"] != "0" {
        exiftool = seconds { runExiftool(root) }
      }
    }
    let (f, b, r, g) = (median(floors), median(builds), median(restarts), median(backgrounds))
    print("| \(items.count) items | median s | against the floor |")
    print("| --- | ---: | ---: |")
    print(String(format: "| floor: walk + first 128 KB of each file read | %.2f | 1.00x |", f))
    print(String(format: "| first index build (read, place names off, written) | %.2f | %.2fx |", b, b / f))
    print(String(format: "| the same in the background (the indexer's thread, relisting) | %.2f | %.2fx |", g, g / f))
    if let exiftool {
      print(String(format: "| exiftool -fast -DateTimeOriginal -r | %.2f | %.2fx |", exiftool, exiftool / f))
    }
    print(String(format: "| restart over the unchanged tree (stat pass) | %.2f | %.2fx |", r, r / f))
    print(
      String(
        format: "index: %.1f MB (%.0f bytes an item); %d rounds", Double(size) / 1e6,
        Double(size) / Double(items.count), rounds))
  }

  /// The floor: the library's walk, then each file's first 128 KB read and closed.
  static func floor(_ root: String, lister: AlbumLister) -> Double {
    seconds {
      guard let (items, _) = try? lister.libraryItems(in: root) else { return }
      for item in items { _ = try? PhotoFile(path: item.location).head(128 * 1024) }
    }
  }

  /// A real run's first build: the walk, then the indexer's thread until it has read every file.
  static func backgroundBuild(_ scanner: LibraryScanner, path: String) {
    let index = LibraryIndex(path: path)
    guard let survey = try? scanner.survey(index, keepsKnown: false) else { return }
    let indexer = LibraryIndexer(known: [], survey: survey, scanner: scanner, index: index, query: LibraryQuery())
    let finished = DispatchSemaphore(value: 0)
    indexer.start(changed: { if indexer.isFinished { finished.signal() } })
    finished.wait()
  }

  static func runExiftool(_ root: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/exiftool")
    process.arguments = ["-fast", "-q", "-r", "-j", "-DateTimeOriginal", root]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
    process.waitUntilExit()
  }

  static func seconds(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}
