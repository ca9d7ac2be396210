import Foundation
import Testing

/// `Scripts/package`: the Debian package built from the tested binary, checked by lintian, installed with apt,
/// run from its installed place, and removed without a trace; the AppStream metainfo and the desktop entry
/// valid as their own tools read them.
@Suite(.serialized) struct PackageTests {
  /// Whether a package named sdlphoto is installed already (a user's): the test would replace and remove it.
  static let installedAlready: Bool = {
    guard let status = try? InstallTests.run("/usr/bin/dpkg-query", ["-W", "-f=${Status}", "sdlphoto"]) else {
      return false
    }
    return status.status == 0 && status.output.contains("install ok installed")
  }()

  /// The metainfo passes `appstreamcli validate` (offline: its URLs are not fetched), names the desktop entry
  /// that exists, and lists the media types the desktop entry opens.
  @Test func theMetainfoAndTheDesktopEntryAreValid() throws {
    let metainfo = InstallTests.root + "/Assets/metainfo/io.github.sdlphoto.Viewer.metainfo.xml"
    let desktop = InstallTests.root + "/Assets/desktop/io.github.sdlphoto.Viewer.desktop"
    let validate = try InstallTests.run("/usr/bin/appstreamcli", ["validate", "--no-net", metainfo])
    #expect(validate.status == 0, "\(validate.output)")
    #expect(try InstallTests.run("/usr/bin/desktop-file-validate", [desktop]).status == 0)
    let xml = try String(contentsOfFile: metainfo, encoding: .utf8)
    let entry = try String(contentsOfFile: desktop, encoding: .utf8)
    #expect(xml.contains("<launchable type=\"desktop-id\">io.github.sdlphoto.Viewer.desktop</launchable>"))
    let types =
      entry.split(separator: "\n").first { $0.hasPrefix("MimeType=") }?.dropFirst("MimeType=".count)
      .split(separator: ";").filter { $0 != "inode/directory" } ?? []
    #expect(types.count > 20)
    for type in types { #expect(xml.contains("<mediatype>\(type)</mediatype>"), "\(type)") }
  }

  /// The release binary `Scripts/test` builds for this test (a development build finds the Swift runtime under
  /// the toolchain, which no package may): `SDLPHOTO_RELEASE_BIN`.
  static let releaseBinary = ProcessInfo.processInfo.environment["SDLPHOTO_RELEASE_BIN"].flatMap {
    FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil
  }

  /// A development build is refused: it would look for the Swift runtime under the toolchain once installed.
  @Test func aDevelopmentBuildIsNotPackaged() throws {
    let dir = try Harness.scratch("package-debug")
    let build = try InstallTests.run(
      InstallTests.root + "/Scripts/package", ["--out", dir], environment: ["SDLPHOTO_BIN": Harness.binary])
    #expect(build.status != 0 && build.output.contains("RUNPATH"), "\(build.output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".deb") }.isEmpty)
  }

  /// Built, checked by lintian, installed with `apt-get install ./sdlphoto_*.deb`, `/usr/bin/sdlphoto --version`
  /// and a scripted session of the installed demo album, then purged: none of its files is left. As root only,
  /// not where a package named sdlphoto is installed already, and with the release build `Scripts/test` makes.
  @Test(.enabled(if: getuid() == 0 && !installedAlready && releaseBinary != nil))
  func thePackageInstallsRunsAndGoesWithoutATrace() throws {
    let dir = try Harness.scratch("package")
    let build = try InstallTests.run(
      InstallTests.root + "/Scripts/package", ["--out", dir], environment: ["SDLPHOTO_BIN": Self.releaseBinary ?? ""])
    #expect(build.status == 0, "\(build.output)")
    let deb = try #require(
      try FileManager.default.contentsOfDirectory(atPath: dir).first {
        $0.hasPrefix("sdlphoto_") && $0.hasSuffix(".deb")
      })
    let lintian = try InstallTests.run("/usr/bin/lintian", ["--fail-on", "error,warning", dir + "/" + deb])
    #expect(lintian.status == 0, "\(lintian.output)")
    let fields = try InstallTests.run("/usr/bin/dpkg-deb", ["--field", dir + "/" + deb, "Depends", "Recommends"])
    #expect(fields.output.contains("libsdl2-2.0-0") && fields.output.contains("libjpeg62-turbo"), "\(fields.output)")
    #expect(fields.output.contains("libheif1") && fields.output.contains("libavcodec"), "\(fields.output)")

    let install = try InstallTests.run(
      "/usr/bin/apt-get", ["install", "-y", "--no-install-recommends", dir + "/" + deb],
      environment: ["DEBIAN_FRONTEND": "noninteractive"])
    let listed = try InstallTests.run("/usr/bin/dpkg", ["-L", "sdlphoto"]).output.split(separator: "\n").map(
      String.init)
    defer { _ = try? InstallTests.run("/usr/bin/apt-get", ["purge", "-y", "sdlphoto"]) }
    #expect(install.status == 0, "\(install.output)")
    let version = try InstallTests.run("/usr/bin/sdlphoto", ["--version"])
    #expect(version.status == 0 && !version.output.isEmpty, "\(version.output)")
    try "300 quit\n".write(toFile: dir + "/quit.script", atomically: true, encoding: .utf8)
    let shown = try InstallTests.run(
      "/usr/bin/sdlphoto",
      ["--no-grid", "--size", "320x240", "--script", dir + "/quit.script", "--trace", dir + "/trace.jsonl"],
      environment: [
        "SDL_VIDEODRIVER": "dummy", "SDL_RENDER_DRIVER": "software", "XDG_CACHE_HOME": dir + "/cache",
        "XDG_STATE_HOME": dir + "/state", "XDG_CONFIG_HOME": dir + "/config",
      ])
    #expect(shown.status == 0, "\(shown.output)")
    let trace = (try? String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8)) ?? ""
    #expect(trace.contains("\"file\":\"/usr/share/sdlphoto/demo/01-mountain-path.jpg\""), "\(trace.prefix(300))")
    #expect(listed.contains("/usr/share/metainfo/io.github.sdlphoto.Viewer.metainfo.xml"))

    let purge = try InstallTests.run("/usr/bin/apt-get", ["purge", "-y", "sdlphoto"])
    #expect(purge.status == 0, "\(purge.output)")
    // Every file it had is gone (folders it shares with other packages stay: /usr/share/man/man1 …).
    var isDirectory: ObjCBool = false
    let left = listed.filter {
      FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
    #expect(left.isEmpty, "\(left)")
    #expect(!FileManager.default.fileExists(atPath: "/usr/share/sdlphoto"))
  }
}
