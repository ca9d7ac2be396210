import Foundation
import Testing

/// `Scripts/install` and `Scripts/uninstall` into a temporary prefix: what lands where, the installed binary
/// running from there (its resources found beside it, not in the source tree), a valid desktop entry, a man
/// page naming every option, and an uninstall that leaves nothing behind.
@Suite struct InstallTests {
  static let root = ReelTests.root

  /// Runs `executable` with `arguments`; its exit status and what it said (stdout and stderr together).
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  @Test func installRunUninstallInATemporaryPrefix() throws {
    let dir = try Harness.scratch("install")
    let prefix = dir + "/a prefix"
    let install = try Self.run(
      Self.root + "/Scripts/install", ["--prefix", prefix], environment: ["SDLPHOTO_BIN": Harness.binary])
    #expect(install.status == 0, "\(install.output)")
    let files = [
      "bin/sdlphoto", "share/applications/io.github.sdlphoto.Viewer.desktop",
      "share/icons/hicolor/scalable/apps/sdlphoto.svg",
      "share/icons/hicolor/48x48/apps/sdlphoto.png", "share/icons/hicolor/256x256/apps/sdlphoto.png",
      "share/man/man1/sdlphoto.1", "share/bash-completion/completions/sdlphoto", "share/zsh/site-functions/_sdlphoto",
      "share/fish/vendor_completions.d/sdlphoto.fish", "share/sdlphoto/demo/01-mountain-path.jpg",
      "share/sdlphoto/gazetteer/places.bin", "share/doc/sdlphoto/README.md",
      "share/metainfo/io.github.sdlphoto.Viewer.metainfo.xml",
    ]
    for file in files { #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)") }
    #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/sdlphoto"))
    let bash = try String(contentsOfFile: prefix + "/share/bash-completion/completions/sdlphoto", encoding: .utf8)
    #expect(bash.contains("--slideshow"))

    // The desktop entry is valid, and names the photo types the viewer opens.
    let validate = try Self.run(
      "/usr/bin/desktop-file-validate", [prefix + "/share/applications/io.github.sdlphoto.Viewer.desktop"])
    #expect(validate.status == 0 && validate.output.isEmpty, "\(validate.output)")
    let entry = try String(
      contentsOfFile: prefix + "/share/applications/io.github.sdlphoto.Viewer.desktop", encoding: .utf8)
    for type in ["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic", "image/jxl"] {
      #expect(entry.contains(type + ";"), "\(type)")
    }

    // Run by name from another folder (argv[0] is then just "sdlphoto"): the demo album is the installed one.
    let elsewhere = dir + "/elsewhere"
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    try "300 quit\n".write(toFile: elsewhere + "/quit.script", atomically: true, encoding: .utf8)
    let shown = try Self.run(
      "/bin/sh",
      [
        "-c", "cd \"$1\" && sdlphoto --no-grid --size 320x240 --script quit.script --trace trace.jsonl", "sh",
        elsewhere,
      ],
      environment: [
        "PATH": prefix + "/bin:/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy", "SDL_RENDER_DRIVER": "software",
        "XDG_CACHE_HOME": dir + "/cache", "XDG_STATE_HOME": dir + "/state",
      ])
    #expect(shown.status == 0, "\(shown.output)")
    let trace = try String(contentsOfFile: elsewhere + "/trace.jsonl", encoding: .utf8)
    #expect(trace.contains("\"file\":\"\(prefix)/share/sdlphoto/demo/01-mountain-path.jpg\""), "\(trace.prefix(300))")

    // Installing again over it is fine; uninstalling leaves the prefix empty.
    let again = try Self.run(
      Self.root + "/Scripts/install", ["--prefix", prefix], environment: ["SDLPHOTO_BIN": Harness.binary])
    #expect(again.status == 0, "\(again.output)")
    let uninstall = try Self.run(Self.root + "/Scripts/uninstall", ["--prefix", prefix])
    #expect(uninstall.status == 0, "\(uninstall.output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: prefix).isEmpty)
  }

  @Test func theManPageNamesEveryOption() throws {
    let help = try Self.run(Harness.binary, ["--help"])
    #expect(help.status == 0)
    let page = try String(contentsOfFile: Self.root + "/Docs/sdlphoto.1", encoding: .utf8)
    let options = Set(
      help.output.split(whereSeparator: { " ,\n|".contains($0) }).filter { $0.hasPrefix("--") && $0.count > 2 }
        .map { String($0.drop { $0 == "-" }.prefix { $0.isLetter || $0 == "-" }) })
    #expect(options.count > 30, "\(options)")
    // The page writes each as `Fl -NAME` (a negated flag as `Fl -no-NAME`); Scripts/make-manual makes it anew.
    let missing = options.filter { !page.contains("Fl -\($0)") }.sorted()
    #expect(missing.isEmpty, "run Scripts/make-manual: the man page lacks \(missing)")
    // Under the groups' titles, as --help shows them, each group holding its own options.
    let titles = [
      "Album", "Library", "Slideshow and kiosk", "Display", "Remote control", "Configuration and scripting",
    ]
    let at = titles.map { page.range(of: ".Ss \"\($0)\"")?.lowerBound }
    #expect(at.allSatisfy { $0 != nil }, "run Scripts/make-manual: the man page lacks its groups")
    let found = at.compactMap { $0 }
    #expect(found == found.sorted())
    if found.count == titles.count, let mqtt = page.range(of: ".It Fl -mqtt Ar")?.lowerBound {
      #expect(mqtt > found[4] && mqtt < found[5], "--mqtt is not under Remote control")
    }
  }
}
