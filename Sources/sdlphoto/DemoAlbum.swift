import Foundation
import PhotoCore

/// Where the bundled assets live: `Assets/` in the source tree the binary was built in (found by walking up
/// from the executable), else the installed copy beside it (`PREFIX/share/sdlphoto` for `PREFIX/bin/sdlphoto`,
/// as `Scripts/install` lays it out), else `/usr/share/sdlphoto`.
enum BundledAsset {
  /// The asset at `relative` (a path under `Assets/`).
  static func path(_ relative: String) -> String {
    let places = folders(inSource: "Assets/" + relative, installed: relative)
    return (places.source + places.installed).map(\.path).first { FileManager.default.fileExists(atPath: $0) }
      ?? "/usr/share/sdlphoto/" + relative
  }

  /// The translations for the language `environment` names (`Translations.languages`): `po/LL.po` in the source
  /// tree, else `share/sdlphoto/po/LL.po` beside the binary, else under `/usr/share/sdlphoto/po`; nil for English
  /// or a language without one.
  static func catalogue(environment: [String: String]) -> Catalogue? {
    let languages = Translations.languages(environment: environment)
    guard !languages.isEmpty else { return nil }
    let places = folders(inSource: "po", installed: "po")
    // A source tree's po/ is the one beside its template (not any folder called po above the binary).
    let source = places.source.filter { FileManager.default.fileExists(atPath: $0.path + "/sdlphoto.pot") }
    for folder in source + places.installed {
      for language in languages {
        if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(language + ".po").path) {
          return Catalogue(po: String(decoding: data, as: UTF8.self))
        }
      }
    }
    return nil
  }

  /// Where a bundled file may be, best first: `inSource` under the binary's folder and the five above it (the
  /// source tree it was built in), and `installed` under `PREFIX/share/sdlphoto` beside it (`Scripts/install`'s
  /// layout), then under `/usr/share/sdlphoto`.
  private static func folders(inSource: String, installed: String) -> (source: [URL], installed: [URL]) {
    let binary = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
    var source: [URL] = []
    var dir = binary
    for _ in 0..<6 {
      source.append(dir.appendingPathComponent(inSource))
      dir = dir.deletingLastPathComponent()
    }
    let prefix = binary.deletingLastPathComponent().appendingPathComponent("share/sdlphoto/" + installed)
    return (source, [prefix, URL(fileURLWithPath: "/usr/share/sdlphoto/" + installed)])
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
