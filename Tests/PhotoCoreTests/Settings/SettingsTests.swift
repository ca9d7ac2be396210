import Testing

@testable import PhotoCore

@Suite struct SettingsTests {
  @Test("the defaults: natural order, a window, animated, the loading limits of Tuning")
  func defaults() {
    let settings = Settings()
    #expect(settings.paths.isEmpty)
    #expect(settings.albumOptions == AlbumOptions())
    #expect(settings.windowSize == nil && !settings.fullscreen)
    #expect(settings.transition == .slide)
    #expect(settings.maxPixels == Tuning.Loading.maxPixels)
    #expect(settings.maxDetailPixels == Tuning.Loading.maxDetailPixels)
    #expect(settings.fps == 60 && settings.scriptPath == nil)
  }

  @Test("the album options carry the sort with its seed, the reverse and the recursion")
  func albumOptions() {
    var settings = Settings()
    settings.sort = .random(seed: 7)
    settings.reverse = true
    settings.recursive = true
    #expect(settings.albumOptions == AlbumOptions(sort: .random(seed: 7), reverse: true, recursive: true))
  }

  @Test("only the one path '-' reads a list from standard input")
  func standardInput() {
    var settings = Settings()
    settings.paths = ["-"]
    #expect(settings.readsListFromStandardInput)
    settings.paths = ["-x"]
    #expect(!settings.readsListFromStandardInput)
    settings.paths = []
    #expect(!settings.readsListFromStandardInput)
  }

  @Test("--size WxH: either case of x, each side 1 ... 16384")
  func windowSize() {
    #expect(Settings.WindowSize("1280x800") == Settings.WindowSize(width: 1280, height: 800))
    #expect(Settings.WindowSize("1X16384") == Settings.WindowSize(width: 1, height: 16384))
    for bad in ["1280", "0x800", "1280x0", "16385x800", "1280x800x2", "x800", "wide x tall", "-5x5", ""] {
      #expect(Settings.WindowSize(bad) == nil, "\(bad)")
    }
  }

  @Test("--transition words")
  func transitions() {
    #expect(Settings.Transition.allCases.map(\.rawValue) == ["slide", "none"])
  }

  @Test("a folder opens on the grid, and in the pager for a slideshow unless --grid says otherwise")
  func slideshowOpensThePager() {
    var settings = Settings()
    settings.paths = ["/album"]
    #expect(settings.opensGrid { _ in true })
    settings.slideshow = 5
    #expect(!settings.opensGrid { _ in true })
    settings.grid = true
    #expect(settings.opensGrid { _ in true })
  }
}
