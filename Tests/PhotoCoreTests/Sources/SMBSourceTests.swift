import Foundation
import Testing

@testable import PhotoCore

/// The SMB source without a network: locations parsed and refused, folders listed through a transport of the
/// test's own that answers from a table and counts its requests.
@Suite struct SMBSourceTests {
  /// A transport answering from `folders` (a location's description to its entries), or failing every request
  /// with `failure`; it counts what it is asked.
  final class TableTransport: SMBTransport, @unchecked Sendable {
    let folders: [String: [SMBEntry]]
    let failure: SourceFailure?
    private let lock = NSLock()
    private(set) var asked: [String] = []

    init(_ folders: [String: [SMBEntry]], failing failure: SourceFailure? = nil) {
      self.folders = folders
      self.failure = failure
    }

    func list(_ place: SMBLocation, login: SMBLogin) throws(SourceFailure) -> [SMBEntry] {
      try answer(place)
      guard let entries = folders[place.description] else { throw .notFound }
      return entries
    }

    func status(of place: SMBLocation, login: SMBLogin) throws(SourceFailure) -> SMBEntry? {
      try answer(place)
      if folders[place.description] != nil {
        return SMBEntry(name: "", isFolder: true, size: 0, modifiedSeconds: 0, modifiedNanoseconds: 0)
      }
      let parent = place.parent.map(\.description) ?? ""
      let name = String(place.path.split(separator: "/").last ?? "")
      return folders[parent]?.first { $0.name == name }
    }

    func copy(
      of place: SMBLocation, login: SMBLogin, progress: @escaping @Sendable (Int64, Int64?) -> Void
    ) throws(SourceFailure) -> String {
      try answer(place)
      throw .notFound
    }

    private func answer(_ place: SMBLocation) throws(SourceFailure) {
      lock.withLock { asked.append(place.description) }
      if let failure { throw failure }
    }
  }

  static func file(_ name: String, size: Int64 = 100, time: Int64 = 1_700_000_000) -> SMBEntry {
    SMBEntry(name: name, isFolder: false, size: size, modifiedSeconds: time, modifiedNanoseconds: 5)
  }

  static func folder(_ name: String) -> SMBEntry {
    SMBEntry(name: name, isFolder: true, size: 0, modifiedSeconds: 0, modifiedNanoseconds: 0)
  }

  static let request = SourceListingRequest(photos: .album, listsFolders: true, stampsEveryPhoto: false)

  // MARK: Locations

  @Test func aLocationKeepsItsDomainUserHostPortShareAndPath() throws {
    let place = try SMBLocation.parse("smb://HOME;alice@nas.local:4455/Photos/Summer 2024/#1 beach?.jpg")
    #expect(place.domain == "HOME" && place.user == "alice" && place.host == "nas.local" && place.port == 4455)
    #expect(place.share == "Photos" && place.path == "/Summer 2024/#1 beach?.jpg")
    #expect(place.clientURL == "smb://nas.local:4455/Photos/Summer%202024/%231%20beach%3F.jpg")
    #expect(place.description == "smb://HOME;alice@nas.local:4455/Photos/Summer 2024/#1 beach?.jpg")
    #expect(place.origin(withUser: false) == "smb://nas.local:4455")
    let root = try SMBLocation.parse("SMB://[fe80::1]/share/")
    #expect(root.host == "fe80::1" && root.port == nil && root.share == "share" && root.path == "/")
    #expect(root.clientURL == "smb://[fe80::1]/share" && root.parent == nil)
    #expect(try SMBLocation.parse("smb://h/s/a").appending("b c.jpg").clientURL == "smb://h/s/a/b%20c.jpg")
    #expect(try SMBLocation.parse("smb://h/s/a/b").parent?.description == "smb://h/s/a")
  }

  @Test func dotsAreResolvedInsideTheShareAndNeverAboveIt() throws {
    #expect(try SMBLocation.parse("smb://h/s/a/./b/../c").path == "/a/c")
    #expect(try SMBLocation.parse("smb://h/s/../../etc").path == "/etc")
    #expect(try SMBLocation.parse("smb://h/s/../../etc").share == "s")
  }

  @Test func aPasswordABadPortNoHostAndNoShareAreRefused() {
    #expect(throws: SMBLocation.Refusal.password) { try SMBLocation.parse("smb://alice:secret@host/photos") }
    #expect(throws: SMBLocation.Refusal.password) { try SMBLocation.parse("smb://DOM;alice:secret@host/photos") }
    #expect(throws: SMBLocation.Refusal.badPort) { try SMBLocation.parse("smb://host:0/photos") }
    #expect(throws: SMBLocation.Refusal.noHost) { try SMBLocation.parse("smb:///photos") }
    #expect(throws: SMBLocation.Refusal.noShare) { try SMBLocation.parse("smb://host") }
    #expect(throws: SMBLocation.Refusal.noShare) { try SMBLocation.parse("smb://host/") }
    #expect(throws: SMBLocation.Refusal.notSMB) { try SMBLocation.parse("dav://host/photos") }
  }

  // MARK: Listing

  @Test func aFolderListsItsPhotosAndFoldersWithTheirStampsAndLeavesHiddenAndHostileNamesOut() throws {
    let entries = [
      Self.file("b.jpg", size: 7, time: 1_800_000_000), Self.file("notes.txt"), Self.folder("2024"),
      Self.folder("#recycle"), Self.file(".hidden.jpg"), Self.file("a\nb.jpg"), Self.file("..", size: 1),
      Self.file("x/y.jpg"), Self.folder("@eaDir"),
    ]
    let transport = TableTransport(["smb://nas/photos/album": entries])
    let listed = try SMBSource(transport: transport).list("smb://nas/photos/album", Self.request)
    #expect(listed.entries.map(\.name) == ["b.jpg", "2024"])
    guard case .photo(let stamp?) = listed.entries[0].kind else {
      Issue.record("no stamp: \(listed.entries[0])")
      return
    }
    #expect(stamp.size == 7 && stamp.modifiedSeconds == 1_800_000_000 && stamp.modifiedNanoseconds == 5)
    #expect(listed.identity?.key == "smb://nas/photos/album" && transport.asked == ["smb://nas/photos/album"])
  }

  @Test func aShareOnTheGridIsAnAlbumOfItsFolder() throws {
    let transport = TableTransport([
      "smb://nas/photos/album": [Self.file("IMG_1.JPG"), Self.file("IMG_1.CR2"), Self.file("2.png")]
    ])
    let sources = SourceSet([SMBSource(transport: transport), WebSource(), LocalSource()])
    let album = try AlbumLister(demoAlbumPath: "/nonexistent", options: AlbumOptions(), sources: sources)
      .album(for: ["smb://nas/photos/album"])
    #expect(album.items.map(\.displayName) == ["2.png", "IMG_1.JPG"], "\(album.items.map(\.location))")
    #expect(album.items.last?.companion == "smb://nas/photos/album/IMG_1.CR2")
  }

  @Test func whatALocationIsComesFromTheServer() {
    let transport = TableTransport(["smb://nas/photos/album": [Self.file("b.jpg", size: 9)]])
    let source = SMBSource(transport: transport)
    #expect(source.status(of: "smb://nas/photos/album")?.kind == .folder)
    #expect(source.status(of: "smb://nas/photos/album/b.jpg")?.stamp?.size == 9)
    #expect(source.status(of: "smb://nas/photos/album/gone.jpg") == nil)
    #expect(source.status(of: "smb://nas") == nil, "no share: not an SMB location")
    // A server down: a folder, whose listing says why.
    let down = SMBSource(transport: TableTransport([:], failing: .network(reason: "connection refused")))
    #expect(down.status(of: "smb://nas/photos") == SourceStatus(kind: .folder, stamp: nil))
    #expect(throws: SourceFailure.network(reason: "connection refused")) {
      try down.list("smb://nas/photos", Self.request)
    }
  }

  @Test func aRefusedLoginIsNeverAskedAgain() {
    let transport = TableTransport([:], failing: .refused(reason: "no"))
    let source = SMBSource(transport: transport, passwords: ["smb://bob@h": "pw"])
    #expect(throws: SourceFailure.refused(reason: "no")) { try source.list("smb://bob@h/s/a", Self.request) }
    #expect(throws: SourceFailure.refused(reason: "no")) { try source.list("smb://bob@h/s/b", Self.request) }
    #expect(throws: SourceFailure.refused(reason: "no")) {
      try source.localCopy(of: "smb://bob@h/s/a/1.jpg") { _, _ in }
    }
    #expect(transport.asked.count == 1)
    // Another user (or a guest) on that server is asked.
    #expect(throws: SourceFailure.refused(reason: "no")) { try source.list("smb://h/s/a", Self.request) }
    #expect(transport.asked.count == 2)
    #expect(source.login(for: try! SMBLocation.parse("smb://bob@h/s")).password == "pw")
    #expect(source.login(for: try! SMBLocation.parse("smb://bob@h/s")).description == "bob (with a password)")
  }
}
