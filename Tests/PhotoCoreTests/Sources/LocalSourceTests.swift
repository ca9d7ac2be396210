import Foundation
import Testing

@testable import PhotoCore

/// The local folders' source on real files: one folder listed at a time, photos by name or bytes, FIFOs
/// never opened, stamps where asked, and its failures in the source's words.
@Suite struct LocalSourceTests {
  static func request(folders: Bool = false, stamps: Bool = false) -> SourceListingRequest {
    SourceListingRequest(photos: .album, listsFolders: folders, stampsEveryPhoto: stamps)
  }

  @Test func aFolderListsPhotosByNameOrBytesAndSubFoldersWhenAsked() throws {
    let fx = try AlbumFixture()
    fx.file("a.jpg")
    fx.file("sniffed")
    fx.file("notes.txt", Array("hello".utf8))
    fx.file(".hidden.jpg")
    fx.file("@eaDir/thumb.jpg")
    fx.file("Trip/b.jpg")
    fx.fifo("pipe.jpg")
    let source = LocalSource()
    let plain = try source.list(fx.dir, Self.request())
    #expect(Set(plain.entries.map(\.name)) == ["a.jpg", "sniffed"])
    let withFolders = try source.list(fx.dir, Self.request(folders: true))
    #expect(Set(withFolders.entries.filter { $0.kind == .folder }.map(\.name)) == ["Trip"])
    // Stamped where asked: every photo carries its size.
    let stamped = try source.list(fx.dir, Self.request(stamps: true))
    #expect(stamped.entries.allSatisfy { if case .photo(let stamp?) = $0.kind { stamp.size > 0 } else { false } })
    #expect(stamped.identity == plain.identity && plain.identity != nil)
  }

  @Test func theFirstEntriesAreToldBeforePhotosAreStamped() throws {
    let fx = try AlbumFixture()
    fx.file("a.jpg")
    var request = Self.request(stamps: true)
    let told = Told()
    request.onEntries = { entries in told.set(entries) }
    let listed = try LocalSource().list(fx.dir, request)
    #expect(told.entries == [SourceEntry(name: "a.jpg", kind: .photo(nil))])
    #expect(listed.entries != told.entries)  // stamped after
  }

  @Test func failuresAreTheSourcesWords() throws {
    let fx = try AlbumFixture()
    fx.file("a.jpg")
    fx.fifo("pipe")
    let source = LocalSource()
    #expect(throws: SourceFailure.notFound) { try source.list(fx.path("gone"), Self.request()) }
    #expect(throws: SourceFailure.notFound) { try source.open(fx.path("gone.jpg")) }
    #expect(throws: SourceFailure.notARegularFile) { try source.open(fx.path("pipe")) }
    #expect(throws: SourceFailure.notARegularFile) { try source.open(fx.dir) }
    #expect(throws: SourceFailure.tooLarge(limit: 2)) { try source.open(fx.path("a.jpg")).contents(limit: 2) }
    #expect(try source.open(fx.path("a.jpg")).bytes(at: 2, count: 2) == Array(AlbumFixture.jpeg[2..<4]))
    #expect(source.status(of: fx.dir)?.kind == .folder)
    #expect(source.status(of: fx.path("a.jpg"))?.kind == .file)
    #expect(source.status(of: fx.path("pipe"))?.kind == .other)
    #expect(source.status(of: fx.path("gone")) == nil)
  }

  @Test func anItemsIdentityOutlivesARename() throws {
    let fx = try AlbumFixture()
    let before = fx.file("a.jpg")
    let source = LocalSource()
    let stamp = try #require(source.status(of: before)?.stamp)
    try FileManager.default.moveItem(atPath: before, toPath: fx.path("b.jpg"))
    let moved = try #require(source.status(of: fx.path("b.jpg"))?.stamp)
    #expect(source.identity(of: before, stamp: stamp) == source.identity(of: fx.path("b.jpg"), stamp: moved))
    #expect(source.identity(of: before, stamp: nil) != source.identity(of: fx.path("b.jpg"), stamp: nil))
  }

  @Test func theSetAsksTheNetworkFirstAndTheLocalFoldersLast() {
    let sources = SourceSet.standard
    #expect(sources.source(for: "https://example.org/a.jpg").name == "web")
    #expect(sources.source(for: "HTTP://example.org/a.jpg").name == "web")
    #expect(sources.source(for: "/album/a.jpg").name == "local")
    #expect(sources.source(for: "relative/http://a.jpg").name == "local")
    #expect(sources.isRemote("https://example.org/a.jpg") && !sources.isRemote("/album/a.jpg"))
    #expect(sources.source(for: "https://example.org/").watching == .polling)
    #expect(sources.source(for: "/album").watching == .notifications)
  }

  @Test func theWebReadsOnlyThroughItsFetcher() throws {
    #expect(throws: SourceFailure.cannotList) { try WebSource().list("https://example.org/", Self.request()) }
    #expect(throws: SourceFailure.self) { try WebSource().open("https://example.org/a.jpg") }
    let fx = try AlbumFixture()
    let web = WebSource(fetcher: Fetched(copy: fx.file("copy.png", AlbumFixture.png)))
    #expect(try web.open("https://example.org/a.png").head(4) == Array(AlbumFixture.png.prefix(4)))
    #expect(try web.localCopy(of: "https://example.org/a.png", progress: { _, _ in }) == fx.path("copy.png"))
    #expect(try LocalSource().localCopy(of: fx.path("copy.png"), progress: { _, _ in }) == fx.path("copy.png"))
    let down = WebSource(fetcher: Fetched(copy: nil))
    #expect(throws: SourceFailure.network(reason: "HTTP 503")) { try down.open("https://example.org/a.png") }
    #expect(PhotoLoadError(SourceFailure.network(reason: "HTTP 503")) == .network(reason: "HTTP 503"))
    #expect(PhotoLoadError(SourceFailure.notFound) == .missing)
    #expect(web.identity(of: "https://example.org/a.png", stamp: nil).description == "web:https://example.org/a.png")
  }
}

/// What a listing told, from the closure it calls.
private final class Told: @unchecked Sendable {
  private(set) var entries: [SourceEntry] = []
  func set(_ entries: [SourceEntry]) { self.entries = entries }
}

/// A fetcher answering every URL with the copy at `copy`, or a server's refusal when there is none.
private struct Fetched: WebFetcher {
  let copy: String?
  func copy(of url: String, progress: @escaping @Sendable (Int64, Int64?) -> Void) throws(SourceFailure) -> String {
    guard let copy else { throw .network(reason: "HTTP 503") }
    return copy
  }
}
