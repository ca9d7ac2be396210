import Foundation

/// Where the bundled demo album lives: `$SDLPHOTO_DEMO_ALBUM`, else `Assets/demo` in the source tree the
/// binary was built in (found by walking up from the executable), else the installed copy.
enum DemoAlbum {
  static func path() -> String {
    if let env = ProcessInfo.processInfo.environment["SDLPHOTO_DEMO_ALBUM"], !env.isEmpty { return env }
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<6 {
      let candidate = dir.appendingPathComponent("Assets/demo").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return "/usr/share/sdlphoto/demo"
  }
}
