import Foundation

/// Where the bundled assets live: `Assets/` in the source tree the binary was built in (found by walking up
/// from the executable), else the installed copy under `/usr/share/sdlphoto`.
enum BundledAsset {
  /// The asset at `relative` (a path under `Assets/`).
  static func path(_ relative: String) -> String {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<6 {
      let candidate = dir.appendingPathComponent("Assets/" + relative).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return "/usr/share/sdlphoto/" + relative
  }
}

/// Where the bundled demo album lives: `$SDLPHOTO_DEMO_ALBUM`, else the bundled `demo` asset.
enum DemoAlbum {
  static func path() -> String {
    if let env = ProcessInfo.processInfo.environment["SDLPHOTO_DEMO_ALBUM"], !env.isEmpty { return env }
    return BundledAsset.path("demo")
  }
}
