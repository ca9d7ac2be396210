import PhotoCore
import Testing

@testable import PhotoConfig

/// The config file's reader: options, bindings and commands with their lines; what it cannot read.
@Suite struct ConfigFileTests {
  @Test func optionsComeWithTheirValuesAndLines() {
    let file = ConfigFile(
      text: """
        # a photo frame
        slideshow = 8
        fit = "blur"

        kiosk = true
        slideshow-transition-time = 1.5
        size = [1, 2]
        """)
    #expect(file.problems.isEmpty)
    #expect(
      file.options == [
        .init(key: "slideshow", value: .integer(8), line: 2), .init(key: "fit", value: .string("blur"), line: 3),
        .init(key: "kiosk", value: .bool(true), line: 5),
        .init(key: "slideshow-transition-time", value: .float(1.5), line: 6),
        .init(key: "size", value: .other("a list"), line: 7),
      ])
  }

  @Test func aTablesOptionsKeepTheirTable() {
    let file = ConfigFile(text: "kiosk = true\n[display]\nfullscreen = true\n\n[slideshow]\nfit = \"blur\"\n")
    #expect(file.problems.isEmpty)
    #expect(
      file.options == [
        .init(key: "kiosk", value: .bool(true), line: 1),
        .init(key: "fullscreen", value: .bool(true), line: 3, table: "display"),
        .init(key: "fit", value: .string("blur"), line: 6, table: "slideshow"),
      ])
  }

  @Test func theLibrarysFoldersAreAListAndTheFlagStaysAnOption() {
    let file = ConfigFile(text: "library = [\"~/Pictures\", \"/mnt/photos\"]\nslideshow = 10\n")
    #expect(file.libraryFolders == ["~/Pictures", "/mnt/photos"] && file.problems.isEmpty)
    #expect(file.options.map(\.key) == ["slideshow"])
    let flag = ConfigFile(text: "library = true\n")
    #expect(flag.libraryFolders.isEmpty && flag.options.map(\.key) == ["library"])
    let bad = ConfigFile(text: "library = [1, 2]\n")
    #expect(bad.libraryFolders.isEmpty && bad.problems.first?.key == "library")
  }

  @Test func namedAlbumsKeepTheirOrderAndABadOneIsAProblem() {
    let file = ConfigFile(
      text: """
        slideshow = 8
        [albums]
        "Summer 2024" = "~/Pictures/2024"
        Home = "/srv/photos/home"
        broken = 3
        """)
    #expect(
      file.albums == [
        .init(name: "Summer 2024", path: "~/Pictures/2024"), .init(name: "Home", path: "/srv/photos/home"),
      ])
    #expect(file.options.map(\.key) == ["slideshow"])
    #expect(file.problems.map(\.line) == [5] && file.problems.first?.key == "albums.\"broken\"")
    let notATable = ConfigFile(text: "albums = \"~/Pictures\"\n")
    #expect(notATable.albums.isEmpty && notATable.problems.first?.key == "albums")
  }

  @Test func sourcesAreNamedTablesWithAURLAndAPasswordFile() {
    let file = ConfigFile(
      text: """
        fullscreen = true
        [sources.nas]
        url = "davs://alice@nas.local/photos"
        password-file = "~/.config/sdlphoto/nas.password"
        [sources.cloud]
        url = "dav://bob@cloud/remote.php/dav/files/bob"
        token = "x"
        [sources.empty]
        password-file = "/etc/p"
        """)
    #expect(
      file.sources == [
        .init(
          name: "nas", url: "davs://alice@nas.local/photos", passwordFile: "~/.config/sdlphoto/nas.password", line: 2),
        .init(name: "cloud", url: "dav://bob@cloud/remote.php/dav/files/bob", passwordFile: nil, line: 5),
      ])
    // An unknown key is left out, the source kept; one without a url is left out; no option comes of them.
    #expect(file.problems.map(\.line) == [7, 8], "\(file.problems)")
    #expect(file.problems.map(\.key) == ["sources.\"cloud\".token", "sources.\"empty\""])
    #expect(file.options.map(\.key) == ["fullscreen"])
    let notTables = ConfigFile(text: "[sources]\nnas = \"dav://h/p\"\n")
    #expect(notTables.sources.isEmpty && notTables.problems.first?.key == "sources.\"nas\"")
  }

  @Test func bindingsPerPlaceAndCommands() {
    let file = ConfigFile(
      text: """
        [keys]
        next = ["Right", "n", "Space"]
        quit = "x"

        [keys.slideshow]
        pause = ["Space"]

        [commands]
        "Ctrl+E" = "gimp %f"
        """)
    #expect(file.problems.isEmpty)
    #expect(
      file.bindings == [
        .init(context: nil, target: "next", keys: ["Right", "n", "Space"], line: 2),
        .init(context: nil, target: "quit", keys: ["x"], line: 3),
        .init(context: .slideshow, target: "pause", keys: ["Space"], line: 6),
        .init(context: nil, target: "gimp %f", isCommand: true, keys: ["Ctrl+E"], line: 9),
      ])
  }

  @Test func dottedAndQuotedKeysFindTheirLines() {
    let file = ConfigFile(text: "a = 1\nkeys.grid.open = [\"o\"]\n\"caption\" = \"{name}\"\n")
    #expect(file.bindings == [.init(context: .grid, target: "open", keys: ["o"], line: 2)])
    #expect(
      file.options == [
        .init(key: "a", value: .integer(1), line: 1), .init(key: "caption", value: .string("{name}"), line: 3),
      ])
  }

  @Test func badBindingsAreProblemsWithTheirLines() {
    let file = ConfigFile(
      text: """
        [keys]
        next = [1, "a"]
        [keys.nowhere]
        x = ["y"]
        [commands]
        "F5" = 3
        """)
    #expect(file.bindings.isEmpty)
    #expect(file.problems.map(\.line) == [2, 3, 6])
    #expect(file.problems.map(\.key) == ["keys.next", "keys.nowhere", "commands.\"F5\""])
    #expect(file.problems[1].message.contains("pager, grid, slideshow"))
  }

  @Test func aSyntaxErrorIsOneProblemAndNothingElse() {
    let file = ConfigFile(text: "slideshow = 5\nfit = \n[keys\n")
    #expect(file.options.isEmpty)
    #expect(file.problems.count == 1)
    #expect(file.problems.first?.line == 2)
    #expect(file.problems.first?.key == nil)
    #expect(ConfigFile(text: "a = 1\n\0b = 2").problems.first?.line == 2)
    // A character beyond ASCII where a key belongs (toml++ asserted on it): refused with its line; in strings
    // and comments it is welcome.
    let stray = ConfigFile(text: "a = \"\"\"\nb = ü\n\"\"\"\n[\u{FFFD} = 1\n")
    #expect(stray.problems.map(\.line) == [4] && stray.options.isEmpty)
    let fine = ConfigFile(text: "caption = \"{name} · 東京\" # ü\nx = 'é'\n")
    #expect(fine.problems.isEmpty && fine.options.count == 2)
  }
}
