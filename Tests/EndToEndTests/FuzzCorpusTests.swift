import Foundation
import Testing

/// Every seed and every kept finding in `Tests/FuzzCorpus/NAME` replayed through the plain build of
/// `fuzz-NAME` (built beside `sdlphoto`), so a fuzzer's finding stays a regression test once copied there.
@Suite struct FuzzCorpusTests {
  static let targets = [
    "image-header", "exif", "manifest", "script", "album-names", "color-profile", "thumbnail-png", "config",
    "motion-photo",
  ]

  /// The repository's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  @Test(arguments: targets)
  func everyCorpusFileKeepsEveryInvariant(target: String) throws {
    let binary = URL(fileURLWithPath: Harness.binary).deletingLastPathComponent().appendingPathComponent(
      "fuzz-\(target)"
    ).path
    try #require(FileManager.default.isExecutableFile(atPath: binary), "\(binary) is not built")
    let corpus = Self.root + "/Tests/FuzzCorpus/" + target
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { !$0.hasPrefix(".") }
    #expect(!files.isEmpty)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = [corpus]
    process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0 && process.terminationReason == .exit, "fuzz-\(target): \(message)")
  }
}
