import Foundation

/// Where the bundled assets live: `Assets/` in the source tree the binary was built in (found by walking up
/// from the executable), else the installed copy beside it (`PREFIX/share/sdlphoto` for `PREFIX/bin/sdlphoto`,
/// as `Scripts/install` lays it out), else `/usr/share/sdlphoto`.
enum BundledAsset {
  /// The asset at `relative` (a path under `Assets/`).
  static func path(_ relative: String) -> String {
    let binary = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
    var dir = binary
    for _ in 0..<6 {
      let candidate = dir.appendingPathComponent("Assets/" + relative).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    let installed = binary.deletingLastPathComponent().appendingPathComponent("share/sdlphoto/" + relative).path
    if FileManager.default.fileExists(atPath: installed) { return installed }
    return "/usr/share/sdlphoto/" + relative
  }

  /// The running binary's path: `/proc/self/exe` (a binary found on `PATH` has only its name in `argv[0]`).
  private static var executablePath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }
}

/// Where the bundled demo album lives: `$SDLPHOTO_DEMO_ALBUM`, else the bundled `demo` asset.
enum DemoAlbum {
  static func path() -> String {
    if let env = ProcessInfo.processInfo.environment["SDLPHOTO_DEMO_ALBUM"], !env.isEmpty { return env }
    return BundledAsset.path("demo")
  }
}
