import Foundation
import ServiceHarness
import Testing

/// sdlphoto in the user's language (`po/LL.po`, chosen by `LANG` / `LC_MESSAGES`): a scripted session's notice and
/// error tile read in German and in Arabic, the locale variables choose as gettext's do, and the Arabic frames (a
/// notice and the info panel, right to left through the text's bidi) are kept as golden frames, checked by eye when
/// recorded.
@Suite struct TranslationTests {
  /// Two photos and, between them, a JPEG cut short after its header: its page is an error tile.
  static func album(in dir: String) throws -> String {
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 480, height: 320)
    #expect(
      try ClipTests.ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=64x48", "-frames:v", "1", "whole.jpg"], in: dir) == 0)
    let whole = try Data(contentsOf: URL(fileURLWithPath: dir + "/whole.jpg"))
    try whole.prefix(200).write(to: URL(fileURLWithPath: album + "/photo1b.jpg"))
    return album
  }

  /// The page of the broken photo (second, in natural order), then Delete in a read-only viewer: its refusal.
  /// Then back to the first photo, and its info panel.
  static let script =
    "300 key Right\n1200 key Delete\n1500 screenshot shot.png\n1700 key Left\n2300 key I\n3000 screenshot info.png\n"
    + "3200 quit\n"

  static func session(_ environment: [String: String], in name: String) throws -> (Harness.Outcome, String) {
    let dir = try Harness.scratch(name)
    let album = try Self.album(in: dir)
    let run = try Harness.run(
      [album, "--no-grid", "--read-only", "--size", "480x320", "--transition", "none"], script: script, in: dir,
      environment: environment.merging(["HOME": dir]) { $1 })
    return (run, dir)
  }

  @Test func aGermanSessionReadsInGerman() throws {
    let (run, _) = try Self.session(
      ["LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""], in: "lang-de")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let error = run.trace.last { $0.t <= 1100 }?.error
    #expect(error?.hasPrefix("das Bild ist beschädigt oder abgeschnitten") == true, "\(error ?? "none")")
    let notice = run.trace.last { $0.t <= 1500 }?.notice
    #expect(notice == "Fotos können nicht gelöscht werden: sdlphoto läuft mit --read-only", "\(notice ?? "none")")
  }

  @Test func anArabicSessionReadsInArabicRightToLeft() throws {
    let (run, dir) = try Self.session(["LC_MESSAGES": "ar_EG.UTF-8", "LC_ALL": "", "LANGUAGE": ""], in: "lang-ar")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let error = run.trace.last { $0.t <= 1100 }?.error
    #expect(error?.hasPrefix("الصورة تالفة أو مبتورة") == true, "\(error ?? "none")")
    let notice = run.trace.last { $0.t <= 1500 }?.notice
    #expect(notice == "لا يمكن حذف الصور: يعمل sdlphoto مع \u{200E}--read-only", "\(notice ?? "none")")
    try GoldenFrames.check(dir + "/shot.png", against: "arabicNotice")
    try GoldenFrames.check(dir + "/info.png", against: "arabicInfoPanel")
  }

  /// A command-line error and a config file's warning in German.
  @Test func theCommandLinesErrorsAndTheConfigsWarningsSpeakGerman() throws {
    let dir = try Harness.scratch("lang-cli")
    try FileManager.default.createDirectory(atPath: dir + "/config/sdlphoto", withIntermediateDirectories: true)
    try "slidshow = 5\n".write(toFile: dir + "/config/sdlphoto/config.toml", atomically: true, encoding: .utf8)
    let german = ["LANG": "de_DE.UTF-8", "LC_ALL": "", "LANGUAGE": "", "XDG_CONFIG_HOME": dir + "/config"]
    let refused = try InstallTests.run(Harness.binary, ["--fps", "5000", dir], environment: german)
    #expect(
      refused.status != 0 && refused.output.contains("--fps muss zwischen 1 und 1000 liegen"), "\(refused.output)")
    let warned = try InstallTests.run(Harness.binary, ["--print-config"], environment: german)
    #expect(
      warned.output.contains("keine solche Option (meinten Sie slideshow?); sie wird ausgelassen"), "\(warned.output)")
  }

  /// The phone remote's page in the viewer's language, right to left in Arabic.
  @Test func thePhoneRemotesPageSpeaksTheViewersLanguage() throws {
    let dir = try Harness.scratch("lang-http")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 400, height: 300)
    let base = "http://127.0.0.1:\(LoopbackService.freePort())"
    var page: (status: Int, body: String)?
    let run = try Harness.run(
      [album, "--size", "320x240", "--http", String(base.dropFirst(7))], in: dir,
      environment: ["LC_MESSAGES": "ar_EG.UTF-8"]
    ) { _ in
      HTTPRemoteTests.waitForServer(base + "/api/status")
      page = try? LoopbackService.curl(base + "/")
      _ = try? LoopbackService.curl(base + "/api/command", ["-d", "quit"])
    }
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let body = page?.body ?? ""
    #expect(page?.status == 200 && body.contains("<html lang=\"ar\" dir=\"rtl\">"), "\(body.prefix(200))")
    #expect(
      body.contains("aria-label=\"الصورة التالية\"") && body.contains("throw new Error(\"يريد هذا العارض رمزه.\")"))
  }

  /// `LANGUAGE` picks among catalogues; `C` is English whatever `LANGUAGE` says; a language without a catalogue
  /// is English.
  @Test func theLocaleVariablesChooseAsGettextDoes() throws {
    let (spanish, _) = try Self.session(["LANG": "fr_FR.UTF-8", "LANGUAGE": "es:de", "LC_ALL": ""], in: "lang-es")
    #expect(spanish.trace.last { $0.t <= 1500 }?.notice?.hasPrefix("No se pueden borrar fotos") == true)
    let (plain, _) = try Self.session(["LC_ALL": "C", "LANGUAGE": "de"], in: "lang-c")
    #expect(plain.trace.last { $0.t <= 1500 }?.notice?.hasPrefix("Photos cannot be deleted") == true)
    let (french, _) = try Self.session(["LC_ALL": "fr_FR.UTF-8", "LANGUAGE": ""], in: "lang-fr")
    #expect(french.trace.last { $0.t <= 1500 }?.notice?.hasPrefix("Photos cannot be deleted") == true)
  }
}
