import Foundation
import PhotoCore

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

  /// The translations for the language `environment` names (`Translations.languages`): `po/LL.po` in the source
  /// tree, else `share/sdlphoto/po/LL.po` beside the binary, else under `/usr/share/sdlphoto/po`; nil for English
  /// or a language without one.
  static func catalogue(environment: [String: String]) -> Catalogue? {
    let languages = Translations.languages(environment: environment)
    guard !languages.isEmpty else { return nil }
    let binary = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
    var folders: [URL] = []
    var dir = binary
    for _ in 0..<6 {
      folders.append(dir.appendingPathComponent("po"))
      dir = dir.deletingLastPathComponent()
    }
    folders.append(binary.deletingLastPathComponent().appendingPathComponent("share/sdlphoto/po"))
    folders.append(URL(fileURLWithPath: "/usr/share/sdlphoto/po"))
    for folder in folders
    where FileManager.default.fileExists(atPath: folder.appendingPathComponent("sdlphoto.pot").path)
      || folder.path.hasSuffix("share/sdlphoto/po")
    {
      for language in languages {
        let file = folder.appendingPathComponent(language + ".po")
        if let data = FileManager.default.contents(atPath: file.path) {
          return Catalogue(po: String(decoding: data, as: UTF8.self))
        }
      }
    }
    return nil
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
