import Foundation
import Testing

@testable import PhotoCore

/// The rclone source without rclone: locations parsed, `rclone lsjson -R --fast-list` output read (a listing
/// rclone 1.60 wrote, and hostile ones), and a folder and its sub-folders answered from one tree through a
/// transport of the test's own that counts its listings.
@Suite struct RcloneSourceTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Rclone/lsjson-album.json").path

  @Test func aLocationIsARemoteAndAPath() throws {
    let drive = try #require(RcloneLocation.parse("rclone:gdrive:Photos/2024/"))
    #expect(drive.remote == "gdrive:" && drive.path == "Photos/2024" && drive.target == "gdrive:Photos/2024")
    #expect(drive.appending("a b.jpg").description == "rclone:gdrive:Photos/2024/a b.jpg")
    #expect(drive.parent?.target == "gdrive:Photos" && drive.parent?.parent?.target == "gdrive:")
    let local = try #require(RcloneLocation.parse("RCLONE::local:/srv/photos"))
    #expect(local.remote == ":local:" && local.path == "/srv/photos" && local.pathFromRoot == "srv/photos")
    #expect(local.parent?.parent?.path == "/")
    #expect(RcloneLocation.parse("rclone:nothing") == nil && RcloneLocation.parse("rclone::") == nil)
    #expect(RcloneLocation.parse("rclone:a/b:c") == nil && RcloneLocation.parse("dav://h/p") == nil)
  }

  @Test func rclonesListingReadsAsItsFilesAndFolders() throws {
    let listing = try #require(RcloneListing(contentsOf: Self.fixture))
    #expect(listing.entries.count == 8 && listing.refused == 0)
    #expect(listing.entries.filter(\.isDir).map(\.path) == ["sub", "sub/deeper"])
    let first = listing.entries[0]
    #expect(first.path == "01-mountain-path.jpg" && first.size == 715_385)
    let time = try #require(RcloneListing.seconds(first.modTime))
    #expect(time.seconds == 1_796_320_257 && time.nanoseconds == 985_817_453)
  }

  @Test func timesWithOffsetsAndFewDigitsAndBrokenListings() throws {
    #expect(RcloneListing.seconds("2024-07-14T12:30:05+02:00")?.seconds == 1_720_953_005)
    #expect(RcloneListing.seconds("2024-07-14T10:30:05.5Z")?.nanoseconds == 500_000_000)
    #expect(RcloneListing.seconds("yesterday") == nil)
    let hostile = try Self.file(
      """
      [
      {"Path":"../escape.jpg","Size":1,"ModTime":"2024-07-14T10:30:05Z","IsDir":false},
      {"Path":"a/./b.jpg","Size":1,"ModTime":"2024-07-14T10:30:05Z","IsDir":false},
      {"Path":"line\\nbreak.jpg","Size":1,"ModTime":"2024-07-14T10:30:05Z","IsDir":false},
      {"Path":"ok.jpg","Size":1,"ModTime":"2024-07-14T10:30:05Z","IsDir":false}
      ]
      """)
    let listing = try #require(RcloneListing(contentsOf: hostile))
    #expect(listing.entries.map(\.path) == ["ok.jpg"] && listing.refused == 3)
    #expect(RcloneListing(contentsOf: try Self.file("Error: directory not found")) == nil)
    #expect(RcloneListing(contentsOf: try Self.file("[\n{\"Path\": 3}\n]")) == nil)
    #expect(RcloneListing(contentsOf: try Self.file("[\n]"))?.entries.isEmpty == true)
  }

  @Test func aFolderAndItsSubFoldersComeFromOneListing() throws {
    let transport = TreeTransport(trees: ["photos:/srv/album": Self.fixture])
    let source = RcloneSource(transport: transport)
    #expect(source.status(of: "rclone:photos:/srv/album")?.kind == .folder)
    let request = SourceListingRequest(photos: .album, listsFolders: true, stampsEveryPhoto: false)
    let top = try source.list("rclone:photos:/srv/album", request)
    #expect(top.entries.map(\.name) == ["01-mountain-path.jpg", "02-autumn-hills.jpg", "03-forest-stream.jpg", "sub"])
    let sub = try source.list("rclone:photos:/srv/album/sub", request)
    #expect(sub.entries.map(\.name) == ["04-dandelions.jpg", "deeper"])
    let deeper = try source.list("rclone:photos:/srv/album/sub/deeper/", request)
    #expect(deeper.entries.map(\.name) == ["05-dune-grass.jpg"])
    guard case .photo(let stamp?)? = deeper.entries.first?.kind else {
      Issue.record("no stamp")
      return
    }
    #expect(stamp.size == 247_715 && stamp.modifiedNanoseconds == 663_205_285)
    // A photo's status from the tree; a name it does not hold is not there; all of it from one listing.
    #expect(source.status(of: "rclone:photos:/srv/album/sub/04-dandelions.jpg")?.kind == .file)
    #expect(transport.listed == ["photos:/srv/album"])
    #expect(source.status(of: "rclone:photos:/srv/album/missing") == nil)
  }

  /// `text` in a file of its own.
  static func file(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "/rclone-\(UUID().uuidString).json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}

/// A transport answering trees from files (target to path), recording each target listed; anything else is not
/// found.
final class TreeTransport: RcloneTransport, @unchecked Sendable {
  private let trees: [String: String]
  private let lock = NSLock()
  private var targets: [String] = []

  init(trees: [String: String]) { self.trees = trees }

  var listed: [String] { lock.withLock { targets } }

  func tree(of place: RcloneLocation) throws(SourceFailure) -> RcloneListing {
    lock.withLock { targets.append(place.target) }
    guard let path = trees[place.target], let listing = RcloneListing(contentsOf: path) else { throw .notFound }
    return listing
  }

  func copy(
    of place: RcloneLocation, version: UInt64?, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) -> String {
    throw .notFound
  }
}
