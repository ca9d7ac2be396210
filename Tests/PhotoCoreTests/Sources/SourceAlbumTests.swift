import Foundation
import Testing

@testable import PhotoCore

/// An album listed from a source of the test's own (`MemorySource`): the lister, its sniffing, its sorting and
/// its live-photo pairing reach the photos through the source interface alone, and whether a photo is remote
/// is the source's answer.
@Suite struct SourceAlbumTests {
  static let live = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Live").path
  static let jpeg = AlbumFixture.jpeg

  static func lister(_ source: MemorySource, options: AlbumOptions = AlbumOptions()) -> AlbumLister {
    AlbumLister(
      demoAlbumPath: "/nonexistent", options: options, sources: SourceSet([source, WebSource(), LocalSource()]))
  }

  @Test func aFolderOfTheSourceListsItsPhotosAndSubFoldersInNaturalOrder() throws {
    let source = MemorySource([
      "mem://album/b10.jpg": Self.jpeg, "mem://album/b9.jpg": Self.jpeg, "mem://album/notes.txt": Array("hi".utf8),
      "mem://album/no-extension": Self.jpeg, "mem://album/Trip/x.jpg": Self.jpeg,
    ])
    var options = AlbumOptions()
    options.listsFolders = true
    let album = try Self.lister(source, options: options).album(for: ["mem://album"])
    // A photo by its name, and one by its bytes through the source; the text file is no photo.
    #expect(album.items.map(\.location) == ["mem://album/b9.jpg", "mem://album/b10.jpg", "mem://album/no-extension"])
    #expect(album.folders.map(\.path) == ["mem://album/Trip"])
    #expect(album.folders.map(\.photoCount) == [1])
    #expect(album.sources.names == ["memory", "web", "local"])
    #expect(!album.isRemote("mem://album/b9.jpg"))
  }

  @Test func recursionAndAMissingFolderGoThroughTheSource() throws {
    let source = MemorySource(["mem://a/1.jpg": Self.jpeg, "mem://a/sub/2.jpg": Self.jpeg])
    var options = AlbumOptions()
    options.recursive = true
    #expect(
      try Self.lister(source, options: options).album(for: ["mem://a"]).items.map(\.location) == [
        "mem://a/1.jpg", "mem://a/sub/2.jpg",
      ])
    #expect(throws: AlbumError.notFound(path: "mem://gone")) { try Self.lister(source).album(for: ["mem://gone"]) }
  }

  @Test func renamedLiveHalvesPairByTheIdentifierReadThroughTheSource() throws {
    var files: [String: [UInt8]] = [:]
    for name in ["2024-07-14 12.34.56.heic", "2024-07-14 12.34.57.mov", "other.heic"] {
      files["mem://live/" + name] = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.live + "/" + name)))
    }
    let items = try Self.lister(MemorySource(files)).listPhotos(in: "mem://live")
    #expect(items.map(\.displayName) == ["2024-07-14 12.34.56.heic", "other.heic"])
    #expect(items.map(\.motionName) == ["2024-07-14 12.34.57.mov", nil])
  }

  @Test func aRemoteSourcesFolderPairsByNameAndItsPhotosDecodeAsDownloads() throws {
    let files = ["mem://far/IMG_1.JPG": Self.jpeg, "mem://far/IMG_1.CR2": Self.jpeg]
    var options = AlbumOptions()
    options.pairsRaw = true
    let album = try Self.lister(MemorySource(files, isRemote: true), options: options).album(for: ["mem://far"])
    // A server's folder pairs as a local one does: one photo, the RAW its companion.
    #expect(album.count == 1 && album.items.first?.companion == "mem://far/IMG_1.CR2")
    #expect(album.isRemote("mem://far/IMG_1.JPG"))
    // The planner asks the album's sources: a download, so no embedded thumbnail is asked for first.
    var remote = PhotoLibrary(album: album, cache: PhotoCachePolicy(budgetBytes: 1 << 30)).loads
    let want = PhotoWant(
      photo: PhotoID(location: "mem://far/IMG_1.JPG"), number: 1, level: .screen,
      box: ResolutionPolicy.Box(width: 800, height: 600),
      isVisible: true)
    let far = remote.plan(LoadDemand(photos: [want]), held: [:], at: 0, rank: { _ in 0 })
    #expect(far.requests.map(\.isRemote) == [true])
    #expect(far.requests.map(\.level) == [.screen])
    // The same photo from a source on this machine: a preview first, then the photo, neither a download.
    let near = try Self.lister(MemorySource(files), options: options).album(for: ["mem://far"])
    var local = PhotoLibrary(album: near, cache: PhotoCachePolicy(budgetBytes: 1 << 30)).loads
    let here = local.plan(LoadDemand(photos: [want]), held: [:], at: 0, rank: { _ in 0 })
    #expect(here.requests.map(\.isRemote) == [false, false])
    #expect(here.requests.map(\.level) == [.preview, .screen])
  }

  @Test func anItemOfTheSourceIsReadForItsMetadataThroughIt() throws {
    let heic = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.live + "/2024-07-14 12.34.56.heic")))
    let sources = SourceSet([MemorySource(["mem://x.heic": heic]), LocalSource()])
    #expect(ExifMetadata.read(fileAt: "mem://x.heic", headLength: 128 * 1024, from: sources)?.contentIdentifier != nil)
    #expect(ExifMetadata.read(fileAt: "mem://x.heic", from: .standard) == nil)  // no such local file
  }
}
