import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// A watcher with no folder to watch lists again only when poked (the library's indexer filled in more).
@Suite struct AlbumWatcherPokeTests {
  final class Source: @unchecked Sendable {
    var names = ["a.jpg"]
    var album: Album { Album(items: names.map { AlbumItem(path: "/lib/" + $0) }, origin: "/lib") }
  }

  @Test func aPokeListsAgainAndNothingElseDoes() throws {
    let source = Source()
    let watcher = try #require(AlbumWatcher(album: source.album, roots: [], recursive: true) { source.album })
    source.names = ["a.jpg", "b.jpg"]
    #expect(watcher.step(at: 1) == nil && watcher.step(at: 100) == nil, "not listed again unasked")
    watcher.poke()
    #expect(watcher.step(at: 101)?.album.count == 2)
    watcher.poke()
    #expect(watcher.step(at: 102) == nil, "listed again, unchanged: nothing to hand over")
  }
}
