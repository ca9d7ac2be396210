import Foundation
import Testing

/// The config file (`$XDG_CONFIG_HOME/sdlphoto/config.toml`, `--config`, `--print-config`), key bindings per
/// place and commands on the current photo, through the real binary.
@Suite struct ConfigTests {
  /// Writes `text` as the run's default config file (the harness points XDG_CONFIG_HOME at `dir/config`).
  static func writeDefaultConfig(_ text: String, in dir: String) throws {
    try FileManager.default.createDirectory(atPath: dir + "/config/sdlphoto", withIntermediateDirectories: true)
    try text.write(toFile: dir + "/config/sdlphoto/config.toml", atomically: true, encoding: .utf8)
  }

  /// The lines of `--print-config` that set something (not comments or blank).
  static func settings(_ printed: String) -> [String] {
    printed.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
  }

  @Test func aGroupsTableHoldsItsOptionsAndAKeyUnderAnotherGroupsIsLeftOut() throws {
    let dir = try Harness.scratch("config-groups")
    try Self.writeDefaultConfig(
      """
      reverse = true
      [display]
      fullscreen = true
      slideshow = 3
      [slideshow]
      slideshow = 7
      fit = "cover"
      [cameras.kitchen]
      url = "rtsp://kitchen.local/stream"
      [cameras.door]
      url = "rtsp://door.local/stream"
      """, in: dir)
    let run = try Harness.run(["--print-config"], in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let set = Self.settings(run.stdout)
    #expect(set.contains("reverse = true") && set.contains("fullscreen = true"), "\(set)")
    #expect(set.contains("slideshow = 7") && set.contains("fit = \"cover\""), "\(set)")
    // A slideshow key under [display] is said and left out; a table that is no group's is said once.
    let file = dir + "/config/sdlphoto/config.toml"
    #expect(run.reported(.configInvalid, about: "\(file):4: display.slideshow"), "\(run.diagnostics)")
    #expect(run.diagnostics(about: "[cameras]").count == 1, "\(run.diagnostics)")
    #expect(run.diagnostics.count == 2, "\(run.diagnostics)")
  }

  @Test func theFileSetsOptionsTheCommandLineOverridesThemAndBadKeysAreWarnings() throws {
    let dir = try Harness.scratch("config-precedence")
    try Self.writeDefaultConfig(
      """
      slideshow = 8
      fit = "blurry"
      slidshow = 3
      kiosk = true
      size = [1, 2]

      reverse = "yes"
      caption = "{name}"
      """, in: dir)
    let fromFile = try Harness.run(["--print-config"], in: dir)
    #expect(fromFile.status == 0, "stderr: \(fromFile.stderr)")
    let set = Self.settings(fromFile.stdout)
    #expect(set.contains("slideshow = 8") && set.contains("kiosk = true") && set.contains("caption = \"{name}\""))
    // The keys under their groups' titles, as --help shows them.
    let text = fromFile.stdout
    if let show = text.range(of: "# --- Slideshow and kiosk ---"), let display = text.range(of: "# --- Display ---"),
      let slideshow = text.range(of: "\nslideshow = 8")
    {
      #expect(show.upperBound < slideshow.lowerBound && slideshow.upperBound < display.lowerBound)
    } else {
      Issue.record("no group titles in --print-config: \(text)")
    }
    // A bad value leaves the default.
    #expect(set.contains("fit = \"contain\"") && set.contains("reverse = false"))
    let file = dir + "/config/sdlphoto/config.toml"
    let warnings = fromFile.stderr.split(separator: "\n").map(String.init)
    #expect(
      warnings == [
        "sdlphoto: warning: \(file):2: fit: The value 'blurry' is invalid for '--fit <fit>'. Please provide one of 'contain', 'cover' or 'blur'; the default is used",
        "sdlphoto: warning: \(file):3: slidshow: no such option (did you mean slideshow?); it is left out",
        "sdlphoto: warning: \(file):5: size: takes one value, not a list; the default is used",
        "sdlphoto: warning: \(file):7: reverse: must be true or false; the default is used",
      ], "stderr: \(fromFile.stderr)")
    // The command line wins, a flag's --no- form included; --quiet silences the warnings.
    let overridden = try Harness.run(["--print-config", "--slideshow", "3", "--no-kiosk", "--quiet"], in: dir)
    #expect(overridden.status == 0 && overridden.stderr.isEmpty, "stderr: \(overridden.stderr)")
    let over = Self.settings(overridden.stdout)
    #expect(over.contains("slideshow = 3") && over.contains("kiosk = false"))
    // A test-only option is no key: it is not printed, and in the file it is a warning.
    #expect(!over.contains { $0.hasPrefix("script") || $0.hasPrefix("fps") || $0.hasPrefix("trace") })
  }

  @Test func printedConfigReadsBackToTheSameSettings() throws {
    let dir = try Harness.scratch("config-roundtrip")
    try Self.writeDefaultConfig(
      """
      slideshow = 2.5
      caption = "{date:%e %B} · \\"{name}\\"\\t"
      rotate-display = 90
      kiosk-exit = "Ctrl+Shift+X"
      seed = 42
      no-such = 1
      [keys]
      next = ["n", "Keypad 6"]
      none = ["Space"]
      [keys.grid]
      last = ["n"]
      [commands]
      "Ctrl+E" = "echo 'it''s' %f"
      """, in: dir)
    let first = try Harness.run(["--print-config", "--grid", "--quiet"], in: dir)
    #expect(first.status == 0, "stderr: \(first.stderr)")
    let saved = dir + "/printed.toml"
    try first.stdout.write(toFile: saved, atomically: true, encoding: .utf8)
    let second = try Harness.run(["--config", saved, "--print-config"], in: dir, startsOnPager: false)
    #expect(second.status == 0 && second.stderr.isEmpty, "stderr: \(second.stderr)")
    #expect(Self.settings(second.stdout) == Self.settings(first.stdout))
    let set = Self.settings(first.stdout)
    #expect(set.contains("grid = true") && set.contains("rotate-display = 90") && set.contains("seed = 42"))
    #expect(set.contains("next = [\"Page Down\", \"N\", \"Keypad 6\"]"), "\(set)")
    #expect(set.contains("none = [\"Space\"]") && set.contains("last = [\"N\"]"))
    #expect(set.contains("\"Ctrl+E\" = \"echo 'it''s' %f\""))
  }

  @Test func anExplicitConfigThatCannotBeReadFailsAndASyntaxErrorIsOneWarning() throws {
    let dir = try Harness.scratch("config-errors")
    let missing = try Harness.run(["--config", dir + "/nope.toml"], in: dir)
    #expect(missing.status == 1)
    #expect(missing.reported(.configUnreadable, about: dir + "/nope.toml"), "\(missing.diagnostics)")
    try "slideshow = 5\nfit = \n".write(toFile: dir + "/bad.toml", atomically: true, encoding: .utf8)
    let bad = try Harness.run(["--config", dir + "/bad.toml", "--print-config"], in: dir)
    #expect(bad.status == 0)
    #expect(bad.diagnostics.map(\.code) == [.configInvalid], "one warning: \(bad.diagnostics)")
    #expect(bad.reported(.configInvalid, about: "\(dir)/bad.toml:2"), "\(bad.diagnostics)")
    #expect(Self.settings(bad.stdout).contains("# slideshow is not set") == false)
    #expect(!Self.settings(bad.stdout).contains("slideshow = 5"))
  }

  @Test func bindingsApplyPerPlace() throws {
    let dir = try Harness.scratch("config-bindings")
    let album = try FixtureAlbum.make(in: dir, count: 5, width: 400, height: 300)
    try Self.writeDefaultConfig(
      """
      [keys]
      next = ["n"]
      frobnicate = ["x"]
      previous = ["Hyperspace"]
      [keys.pager]
      none = ["Right"]
      [keys.slideshow]
      pause = ["Space"]
      [keys.grid]
      last = ["n"]
      """, in: dir)
    // A running slideshow: Space pauses it (its own place's binding); paused (the pager), Space pages as by
    // default, n pages (everywhere's binding) and Right does nothing (the pager's `none`).
    let pager = try Harness.run(
      [album, "--size", "320x240", "--slideshow", "60"],
      script: "200 key Space\n900 key Space\n1600 key n\n2300 key Right\n3000 quit\n", in: dir)
    #expect(pager.status == 0, "stderr: \(pager.stderr)")
    let file = dir + "/config/sdlphoto/config.toml"
    #expect(pager.reported(.configInvalid, about: "\(file):3: keys.frobnicate"), "\(pager.diagnostics)")
    #expect(pager.reported(.configInvalid, about: "\(file):4: keys.previous"), "\(pager.diagnostics)")
    func page(at ms: Double, _ run: Harness.Outcome) -> Int? { run.trace.last { $0.t <= ms }?.page }
    #expect(pager.trace.last { $0.t <= 150 }?.paused == false)
    #expect(pager.trace.last { $0.t <= 850 }?.paused == true)
    #expect(page(at: 850, pager) == 0)
    #expect(page(at: 1550, pager) == 1)
    #expect(page(at: 2250, pager) == 2)
    #expect(page(at: 2950, pager) == 2)
    // The grid: n selects the last photo.
    let grid = try Harness.run([album, "--size", "320x240", "--grid"], script: "500 key n\n800 quit\n", in: dir)
    #expect(grid.status == 0, "stderr: \(grid.stderr)")
    #expect(grid.trace.last?.mode == "grid" && grid.trace.last?.page == 4, "\(String(describing: grid.trace.last))")
  }

  @Test func aCommandRunsOnThePhotoWithItsPathQuotedAndItsExitStatusShows() throws {
    let dir = try Harness.scratch("config-commands")
    let folder = dir + "/it's a \"test\" $HOME album"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Pixels.write(folder + "/one photo.png", width: 400, height: 300) { _, _ in FixtureAlbum.colors[0] }
    try Pixels.write(folder + "/two.png", width: 400, height: 300) { _, _ in FixtureAlbum.colors[1] }
    let out = dir + "/out.txt"
    try Self.writeDefaultConfig(
      """
      [commands]
      "Ctrl+E" = "printf '%s|%s' %f \\"$SDLPHOTO_FILE\\" > '\(out)'"
      "F5" = "exit 3"
      """, in: dir)
    let run = try Harness.run(
      [folder, "--size", "640x240"], script: "200 key Ctrl+E\n600 key F5\n1000 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let path = folder + "/one photo.png"
    #expect((try? String(contentsOfFile: out, encoding: .utf8)) == "\(path)|\(path)")
    // The notice says it ran, then how it ended; a failing command also says so on stderr.
    #expect(run.trace.first { $0.t >= 200 }?.notice == "printf: done", "\(run.trace.map(\.notice))")
    #expect(run.trace.first { $0.t >= 600 }?.notice == "exit failed (exit status 3)")
    #expect(run.reported(.commandFailed, about: "exit 3"), "\(run.diagnostics)")
    #expect(run.trace.last { $0.t < 200 }?.notice == nil)
  }
}
