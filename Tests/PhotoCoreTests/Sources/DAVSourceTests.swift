import Foundation
import Testing

@testable import PhotoCore
@testable import PhotoSources

/// The WebDAV source without a network: locations parsed and refused, `207 Multi-Status` bodies read (one that
/// Apache's `mod_dav` wrote, and hostile ones), folders listed through a transport of the test's own that
/// answers from files and counts its requests.
@Suite struct DAVSourceTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/DAV").path

  // MARK: Locations

  @Test func aLocationKeepsItsUserHostPortAndPathAsTheServerSpellsThem() throws {
    let place = try DAVLocation.parse("davs://alice@nas.local:8443/Photos/Summer 2024/#1 beach?.jpg")
    #expect(place.isSecure && place.user == "alice" && place.host == "nas.local" && place.port == 8443)
    #expect(place.path == "/Photos/Summer 2024/#1 beach?.jpg")
    #expect(place.httpURL() == "https://nas.local:8443/Photos/Summer%202024/%231%20beach%3F.jpg")
    #expect(place.description == "davs://alice@nas.local:8443/Photos/Summer 2024/#1 beach?.jpg")
    let root = try DAVLocation.parse("dav://[::1]:8080")
    #expect(root.host == "::1" && root.port == 8080 && root.path == "/")
    #expect(root.httpURL(folder: true) == "http://[::1]:8080/")
    #expect(try DAVLocation.parse("DAV://h/a").appending("b c.jpg").httpURL() == "http://h/a/b%20c.jpg")
  }

  @Test func aPasswordInALocationABadPortAndNoHostAreRefused() {
    #expect(throws: DAVLocation.Refusal.password) { try DAVLocation.parse("dav://alice:secret@host/photos") }
    #expect(throws: DAVLocation.Refusal.badPort) { try DAVLocation.parse("dav://host:99999/photos") }
    #expect(throws: DAVLocation.Refusal.badPort) { try DAVLocation.parse("dav://host:http/photos") }
    #expect(throws: DAVLocation.Refusal.noHost) { try DAVLocation.parse("dav:///photos") }
    #expect(throws: DAVLocation.Refusal.notDAV) { try DAVLocation.parse("https://host/photos") }
  }

  @Test func aSourcesNameStandsForItsURLAndAPathBelowIt() {
    let names = ["nas": "davs://alice@nas/photos", "root": "dav://h/"]
    #expect(AlbumLister.resolved("nas:", in: names) == "davs://alice@nas/photos")
    #expect(AlbumLister.resolved("nas:2024/Summer", in: names) == "davs://alice@nas/photos/2024/Summer")
    #expect(AlbumLister.resolved("nas:/2024", in: names) == "davs://alice@nas/photos/2024")
    #expect(AlbumLister.resolved("root:a b", in: names) == "dav://h/a b")
    // Not a name of the config's: as it is.
    #expect(AlbumLister.resolved("other:x.jpg", in: names) == "other:x.jpg")
    #expect(AlbumLister.resolved("/home/nas:x", in: names) == "/home/nas:x")
    #expect(DAVLocation.withoutPassword("dav://alice:s3cret@h:8/p") == "dav://alice:***@h:8/p")
    #expect(DAVLocation.withoutPassword("dav://alice@h/p:q@r") == "dav://alice@h/p:q@r")
  }

  @Test func aNextcloudShareLinkIsItsSharesPublicWebDAVFolder() {
    let share = "davs://anonymous@cloud.example/public.php/dav/files/aBcDeF123456789"
    #expect(NextcloudShareLink.davLocation(of: "https://cloud.example/s/aBcDeF123456789") == share)
    #expect(NextcloudShareLink.davLocation(of: "https://cloud.example/index.php/s/aBcDeF123456789/") == share)
    #expect(NextcloudShareLink.davLocation(of: "https://cloud.example/s/aBcDeF123456789/download") == share)
    #expect(
      NextcloudShareLink.davLocation(of: "http://h:8080/nextcloud/index.php/s/aBcDeF123456789?path=%2F2024%2FSummer")
        == "dav://anonymous@h:8080/nextcloud/public.php/dav/files/aBcDeF123456789/2024/Summer")
    // Not share links: a photo, a token with other characters, a user in the URL, a path that goes on.
    for other in [
      "https://cloud.example/s/photo.jpg", "https://cloud.example/s/abc-def-ghi-jkl", "https://u@h/s/aBcDeF123456789",
      "https://h/s/aBcDeF123456789/more", "https://h/photos/aBcDeF123456789", "dav://h/s/aBcDeF123456789",
    ] {
      #expect(NextcloudShareLink.davLocation(of: other) == nil, "\(other)")
    }
    // On the command line and as a config source, with a folder below it.
    #expect(AlbumLister.resolved("https://cloud.example/s/aBcDeF123456789", in: [:]) == share)
    #expect(
      AlbumLister.resolved("fam:2024", in: ["fam": "https://cloud.example/s/aBcDeF123456789"]) == share + "/2024")
  }

  @Test func aKeptListingsDigestReadsAsItsXMLAndOnlyWhileTheXMLIsTheOneItWasMadeOf() throws {
    let folder = NSTemporaryDirectory() + "/dav-digest-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let xml = folder + "/listing.xml"
    try FileManager.default.copyItem(atPath: Self.fixtures + "/apache-album.xml", toPath: xml)
    let parsed = try DAVMultistatus.read(contentsOf: xml).resources
    #expect(try DAVListingDigest.resources(at: xml, keeps: true) == parsed)
    #expect(FileManager.default.fileExists(atPath: xml + ".lines"))
    // Read again: from the digest, the same resources (a digest of other resources would be told apart).
    #expect(try DAVListingDigest.resources(at: xml, keeps: true) == parsed)
    var named = DAVResource(segments: ["album", "Café 1.jpg"])
    (named.etag, named.fileID, named.hasPreview, named.pixelWidth, named.pixelHeight) = ("W/\"x\"", "7", true, 40, 30)
    let stamp = try #require(DAVListingDigest.stamp(of: xml))
    var subfolder = DAVResource(segments: ["album", "2024"])
    (subfolder.isCollection, subfolder.size, subfolder.modified, subfolder.contentType) = (
      true, 9_000_000_000, -86_400, "x/y"
    )
    let digest = DAVListingDigest.text(of: [named, subfolder], stamp: stamp)
    #expect(DAVListingDigest.read(digest, stamp: stamp) == [named, subfolder])
    // Another XML's digest, one cut short, or a line with a field too few or too many: not read.
    #expect(DAVListingDigest.read(digest, stamp: stamp + "1") == nil)
    #expect(DAVListingDigest.read(String(digest.dropLast()), stamp: stamp) == nil)
    #expect(DAVListingDigest.read(digest.replacingOccurrences(of: "\t7\t", with: "\t"), stamp: stamp) == nil)
    #expect(DAVListingDigest.read(digest.replacingOccurrences(of: "\t7\t", with: "\t7\t\t"), stamp: stamp) == nil)
    // The XML replaced (another listing came): its old digest is not read.
    let other = try String(contentsOfFile: xml, encoding: .utf8).replacingOccurrences(
      of: "01-mountain-path", with: "01-renamed")
    try other.write(toFile: xml, atomically: true, encoding: .utf8)
    let again = try DAVListingDigest.resources(at: xml, keeps: false)
    #expect(again.contains { $0.segments.last == "01-renamed.jpg" } && again != parsed)
  }

  @Test func aWeakETagStampsAsItsStrongSelf() {
    var weak = DAVResource(segments: ["a.jpg"])
    (weak.size, weak.modified, weak.etag) = (10, 1000, "W/\"5f-abc\"")
    var strong = weak
    strong.etag = "\"5f-abc\""
    #expect(DAVSource.stamp(weak) == DAVSource.stamp(strong) && DAVSource.version(weak) == DAVSource.version(strong))
    var other = strong
    other.etag = "\"5f-abd\""
    #expect(DAVSource.stamp(other) != DAVSource.stamp(strong) && DAVSource.version(other) != DAVSource.version(strong))
  }

  @Test func aNextcloudPreviewIsAskedByFileIDOrOnAShareByPathUnderTheServersRoot() throws {
    let files = try DAVLocation.parse("davs://alice@cloud.example/nextcloud/remote.php/dav/files/alice/2024/a b.jpg")
    #expect(
      NextcloudPreview.url(of: files, fileID: "4711", width: 256, height: 256, covering: true, version: 255)
        == "https://cloud.example/nextcloud/index.php/core/preview?fileId=4711&x=256&y=256&a=1&mode=cover&forceIcon=0&c=ff"
    )
    let album = try DAVLocation.parse("dav://alice@h:8080/remote.php/dav/photos/alice/albums/Trip/4711-a.jpg")
    #expect(
      NextcloudPreview.url(of: album, fileID: "4711", width: 1920, height: 1080, covering: false, version: 1)
        == "http://h:8080/index.php/core/preview?fileId=4711&x=1920&y=1080&a=1&mode=fill&forceIcon=0&c=1")
    let share = try DAVLocation.parse("davs://anonymous@cloud.example/public.php/dav/files/aBcDeF123456789/2024/é.jpg")
    #expect(
      NextcloudPreview.url(of: share, fileID: "9", width: 320, height: 240, covering: false, version: 2)
        == "https://cloud.example/index.php/apps/files_sharing/publicpreview/aBcDeF123456789?file=/2024/%C3%A9.jpg"
        + "&x=320&y=240&a=1&mode=fill&forceIcon=0&c=2")
    // Apache's paths, and a file id that is no number, have none.
    let apache = try DAVLocation.parse("dav://h/photos/a.jpg")
    #expect(NextcloudPreview.url(of: apache, fileID: "1", width: 1, height: 1, covering: true, version: 0) == nil)
    #expect(NextcloudPreview.url(of: files, fileID: "oc12", width: 1, height: 1, covering: true, version: 0) == nil)
  }

  @Test func nextcloudsPreviewAndPixelSizePropertiesReadInBothForms() throws {
    let body = """
      <?xml version="1.0"?>
      <d:multistatus xmlns:d="DAV:" xmlns:oc="http://owncloud.org/ns" xmlns:nc="http://nextcloud.org/ns">
      <d:response><d:href>/f/new.jpg</d:href><d:propstat><d:prop><oc:fileid>7</oc:fileid>
       <nc:has-preview>true</nc:has-preview>
       <nc:metadata-photos-size><width>4032</width><height>3024</height></nc:metadata-photos-size>
       </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
      <d:response><d:href>/f/old.jpg</d:href><d:propstat><d:prop><nc:has-preview>true</nc:has-preview>
       <nc:file-metadata-size>{"width":640,"height":480}</nc:file-metadata-size>
       </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>
       <d:propstat><d:prop><nc:metadata-photos-size/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat>
      </d:response>
      <d:response><d:href>/f/none.mov</d:href><d:propstat><d:prop><nc:has-preview>false</nc:has-preview>
       </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
      </d:multistatus>
      """
    let resources = try DAVMultistatus.read(contentsOf: Self.file(body)).resources
    #expect(resources.map(\.hasPreview) == [true, true, false])
    #expect(resources.map(\.pixelWidth) == [4032, 640, nil] && resources.map(\.pixelHeight) == [3024, 480, nil])
    #expect(resources.first?.fileID == "7")
  }

  // MARK: Multistatus

  @Test func apachesListingReadsAsItsFilesAndFolders() throws {
    let listing = try DAVMultistatus.read(contentsOf: Self.fixtures + "/apache-album.xml")
    #expect(listing.resources.count == 17)
    let own = try #require(listing.resources.first)
    #expect(own.segments == ["album"] && own.isCollection)
    let photo = try #require(listing.resources.first { $0.segments == ["album", "01-mountain-path.jpg"] })
    #expect(!photo.isCollection && photo.size == 715_385 && photo.contentType == "image/jpeg")
    #expect(photo.etag?.hasPrefix("\"") == true && photo.fileID == nil)
    // Thu, 03 Dec 2026 17:09:14 GMT
    #expect(photo.modified == 1_796_317_754)
    #expect(listing.resources.filter(\.isCollection).map(\.segments) == [["album"], ["album", "sub"]])
  }

  @Test func hrefsAreDecodedAndNamesNoFolderMayHoldAreLeftOut() throws {
    let body = """
      <?xml version="1.0"?>
      <multistatus xmlns="DAV:" xmlns:oc="http://owncloud.org/ns">
      <response><href>http://host:8080/a/caf%C3%A9%20au%20lait.jpg</href>
       <propstat><prop><oc:fileid>42</oc:fileid><getcontentlength>9</getcontentlength></prop>
       <status>HTTP/1.1 200 OK</status></propstat>
       <propstat><prop><getetag/></prop><status>HTTP/1.1 404 Not Found</status></propstat></response>
      <response><href>/a/..</href><propstat><prop/><status>HTTP/1.1 200 OK</status></propstat></response>
      <response><href>/a/x%2Fy.jpg</href><propstat><prop/><status>HTTP/1.1 200 OK</status></propstat></response>
      <response><href>/a/line%0Abreak.jpg</href><propstat><prop/><status>HTTP/1.1 200 OK</status></propstat></response>
      <response><href>/a/latin1-%E9.jpg</href><propstat><prop><getcontentlength>5</getcontentlength></prop>
       <status>HTTP/1.1 403 Forbidden</status></propstat></response>
      </multistatus>
      """
    let listing = try DAVMultistatus.read(contentsOf: try Self.file(body))
    #expect(listing.refused == 3)
    #expect(listing.resources.count == 2)
    #expect(listing.resources[0].segments == ["a", "café au lait.jpg"])
    #expect(listing.resources[0].fileID == "42" && listing.resources[0].size == 9 && listing.resources[0].etag == nil)
    // A byte that is not UTF-8 is kept as the name's byte; a 403 property set gives nothing.
    #expect(PathText.fileSystemBytes(listing.resources[1].segments[1]).last == UInt8(ascii: "g"))
    #expect(PathText.escaped(listing.resources[1].segments[1]) == "latin1-\\xE9.jpg")
    #expect(listing.resources[1].size == nil)
  }

  @Test func aBodyThatIsNoXMLIsOneNetworkFailure() throws {
    let path = try Self.file("<html><body>Welcome to nginx!</b></html")
    #expect {
      try DAVMultistatus.read(contentsOf: path)
    } throws: { error in
      guard case .network = error as? SourceFailure else { return false }
      return true
    }
  }

  @Test func httpDatesInTheirThreeForms() {
    #expect(HTTPDate.seconds("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
    #expect(HTTPDate.seconds("Sunday, 06-Nov-94 08:49:37 GMT") == 784_111_777)
    #expect(HTTPDate.seconds("Sun Nov  6 08:49:37 1994") == 784_111_777)
    #expect(HTTPDate.seconds("Sun, 06 Nov 1994 25:49:37 GMT") == nil)
    #expect(HTTPDate.seconds("yesterday") == nil)
  }

  // MARK: The source

  @Test func aFolderIsListedByTheOneRequestThatToldWhatItIs() throws {
    let transport = FileTransport(listings: [
      "http://h/album": try String(contentsOfFile: Self.fixtures + "/apache-album.xml", encoding: .utf8)
    ])
    let source = DAVSource(transport: transport)
    let status = try #require(source.status(of: "dav://h/album"))
    #expect(status.kind == .folder)
    let request = SourceListingRequest(photos: .album, listsFolders: true, stampsEveryPhoto: false)
    let folder = try source.list("dav://h/album", request)
    #expect(transport.asked == ["http://h/album"], "one PROPFIND, of Depth 1")
    #expect(folder.entries.count == 16, "15 photos and a folder")
    #expect(folder.entries.filter { $0.kind == .folder }.map(\.name) == ["sub"])
    guard case .photo(let stamp?)? = folder.entries.first(where: { $0.name == "01-mountain-path.jpg" })?.kind else {
      Issue.record("no stamp")
      return
    }
    #expect(stamp.size == 715_385 && stamp.modifiedSeconds == 1_796_317_754 && stamp.inode != 0)
    // Listed again: asked again (the kept listing is taken once).
    _ = try source.list("dav://h/album", request)
    #expect(transport.asked == ["http://h/album", "http://h/album/"])
  }

  @Test func aPhotoIsFetchedAsTheVersionItsLastListingGaveIt() throws {
    let apache = try String(contentsOfFile: Self.fixtures + "/apache-album.xml", encoding: .utf8)
    let transport = FileTransport(listings: ["http://h/album": apache])
    let source = DAVSource(transport: transport)
    let request = SourceListingRequest(photos: .album, listsFolders: true, stampsEveryPhoto: false)
    _ = try source.list("dav://h/album", request)
    let photo = "dav://h/album/01-mountain-path.jpg"
    _ = try? source.localCopy(of: photo) { _, _ in }
    // Rewritten in place: another ETag at the same size (and, within a second, the same time).
    let etag = try #require(
      try DAVMultistatus.read(contentsOf: Self.fixtures + "/apache-album.xml").resources.first {
        $0.segments.last == "01-mountain-path.jpg"
      }?.etag)
    transport.answer("http://h/album", with: apache.replacingOccurrences(of: etag, with: "\"rewritten\""))
    _ = try source.list("dav://h/album", request)
    _ = try? source.localCopy(of: photo) { _, _ in }
    // Never listed: no version.
    _ = try? source.localCopy(of: "dav://h/album/elsewhere.jpg") { _, _ in }
    let versions = transport.versions
    #expect(versions.count == 3 && versions[0] != nil && versions[1] != nil && versions[2] == nil, "\(versions)")
    #expect(versions[0] != versions[1])
  }

  @Test func aFolderWhoseETagIsAsKeptIsListedFromItsKeptListingWhereTheServerGivesFileIDs() throws {
    func folder(_ path: String, etag: String, sub: (name: String, etag: String)?, fileIDs: Bool) -> String {
      func response(_ href: String, _ etag: String, _ id: Int) -> String {
        "<d:response><d:href>\(href)</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype>"
          + "<d:getetag>\"\(etag)\"</d:getetag>" + (fileIDs ? "<oc:fileid>\(id)</oc:fileid>" : "")
          + "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
      }
      return "<?xml version=\"1.0\"?><d:multistatus xmlns:d=\"DAV:\" xmlns:oc=\"http://owncloud.org/ns\">"
        + response(path + "/", etag, 1) + (sub.map { response(path + "/" + $0.name + "/", $0.etag, 2) } ?? "")
        + "</d:multistatus>"
    }
    let request = SourceListingRequest(photos: .album, listsFolders: true, stampsEveryPhoto: false)
    for fileIDs in [true, false] {
      let transport = FileTransport(listings: [
        "http://h/a": folder("/a", etag: "a1", sub: ("b", "b1"), fileIDs: fileIDs),
        "http://h/a/b": folder("/a/b", etag: "b1", sub: nil, fileIDs: fileIDs),
      ])
      // Each start is a new source over the same kept listings.
      for _ in 0..<2 {
        let source = DAVSource(transport: transport)
        _ = try source.list("dav://h/a", request)
        _ = try source.list("dav://h/a/b", request)
      }
      // Apache's folder ETags do not tell a file rewritten below them: there, every folder is asked each time.
      let expected =
        fileIDs
        ? ["http://h/a/", "http://h/a/b/", "http://h/a/"]
        : Array(repeating: ["http://h/a/", "http://h/a/b/"], count: 2).flatMap { $0 }
      #expect(transport.asked == expected, "file ids: \(fileIDs)")
      // Something changed below b: its ETag in a's listing is another, and b is asked.
      transport.answer("http://h/a", with: folder("/a", etag: "a2", sub: ("b", "b2"), fileIDs: fileIDs))
      transport.answer("http://h/a/b", with: folder("/a/b", etag: "b2", sub: nil, fileIDs: fileIDs))
      let source = DAVSource(transport: transport)
      _ = try source.list("dav://h/a", request)
      _ = try source.list("dav://h/a/b", request)
      #expect(transport.asked.suffix(2) == ["http://h/a/", "http://h/a/b/"], "file ids: \(fileIDs)")
    }
  }

  @Test func aServerNamingItsPathsFromAnotherRootListsTheFolderWithoutItself() throws {
    // Behind a proxy: asked for /photos, the server answers with its own root, /dav/photos.
    let body = """
      <?xml version="1.0"?>
      <d:multistatus xmlns:d="DAV:">
      <d:response><d:href>/dav/photos/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype>
       </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
      <d:response><d:href>/dav/photos/a.jpg</d:href><d:propstat><d:prop><d:resourcetype/></d:prop>
       <d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
      <d:response><d:href>/dav/photos/Trip/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype>
       </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
      </d:multistatus>
      """
    let source = DAVSource(transport: FileTransport(listings: ["http://h/photos": body]))
    #expect(source.status(of: "dav://h/photos")?.kind == .folder)
    let request = SourceListingRequest(photos: .album, listsFolders: true, stampsEveryPhoto: false)
    let folder = try source.list("dav://h/photos", request)
    #expect(folder.entries.map(\.name).sorted() == ["Trip", "a.jpg"])
  }

  @Test func aServersFolderPairsRawsAndLivePhotosByNameInEitherUnicodeFormWithoutReadingThem() throws {
    func response(_ name: String) -> String {
      "<d:response><d:href>/shots/\(name)</d:href><d:propstat><d:prop><d:resourcetype/></d:prop>"
        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
    }
    // Café as a phone writes it (NFC) for the still, as a Mac's file system gives it back (NFD) for the clip.
    let names = ["IMG_1.JPG", "IMG_1.CR2", "Caf%C3%A9.HEIC", "Cafe%CC%81.MOV"]
    let body =
      "<?xml version=\"1.0\"?><d:multistatus xmlns:d=\"DAV:\">"
      + "<d:response><d:href>/shots/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype>"
      + "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
      + names.map(response).joined() + "</d:multistatus>"
    let transport = FileTransport(listings: ["http://h/shots": body])
    let sources = SourceSet([DAVSource(transport: transport), WebSource(), LocalSource()])
    let album = try AlbumLister(demoAlbumPath: "/nonexistent", options: AlbumOptions(), sources: sources)
      .album(for: ["dav://h/shots"])
    #expect(album.items.map(\.displayName) == ["Café.HEIC", "IMG_1.JPG"], "\(album.items.map(\.location))")
    #expect(album.items.first?.motion == "dav://h/shots/Cafe\u{301}.MOV")
    #expect(album.items.last?.companion == "dav://h/shots/IMG_1.CR2")
    // Listed from one PROPFIND: no half was downloaded to be read.
    #expect(transport.asked == ["http://h/shots"])
  }

  @Test func aRefusedLoginIsNeverAskedAgain() throws {
    let transport = FileTransport(listings: [:], refusing: true)
    let source = DAVSource(transport: transport)
    let request = SourceListingRequest(photos: .album, listsFolders: true, stampsEveryPhoto: false)
    #expect(throws: SourceFailure.refused(reason: "no")) { try source.list("dav://bob@h/a", request) }
    #expect(throws: SourceFailure.refused(reason: "no")) { try source.list("dav://bob@h/b", request) }
    #expect(throws: SourceFailure.refused(reason: "no")) { try source.localCopy(of: "dav://bob@h/a/1.jpg") { _, _ in } }
    #expect(transport.asked.count == 1)
    // Another user on that server is asked.
    #expect(throws: SourceFailure.refused(reason: "no")) { try source.list("dav://carol@h/a", request) }
    #expect(transport.asked.count == 2)
  }

  @Test func aMissingFolderIsNotThereAndAServerDownStillSaysWhyWhenListed() throws {
    let source = DAVSource(transport: FileTransport(listings: [:]))
    #expect(source.status(of: "dav://h/missing") == nil)
    let down = DAVSource(transport: FileTransport(listings: [:], down: true))
    #expect(down.status(of: "dav://h/album")?.kind == .folder)
    let request = SourceListingRequest(photos: .album, listsFolders: true, stampsEveryPhoto: false)
    #expect(throws: SourceFailure.network(reason: "connection refused")) { try down.list("dav://h/album", request) }
  }

  /// `text` in a file of its own.
  static func file(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "/dav-\(UUID().uuidString).xml"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}

/// A transport answering `PROPFIND` from `listings` (URL without its trailing `/` to body), recording each URL
/// asked; refusing every login, or down, when told.
final class FileTransport: DAVTransport, @unchecked Sendable {
  private var listings: [String: String]
  private let refusing: Bool
  private let down: Bool
  private let lock = NSLock()
  private var urls: [String] = []
  private var versionsAsked: [UInt64?] = []
  private var kept: [String: String] = [:]

  init(listings: [String: String], refusing: Bool = false, down: Bool = false) {
    (self.listings, self.refusing, self.down) = (listings, refusing, down)
  }

  var asked: [String] { lock.withLock { urls } }
  /// The listed version each `copy` was given.
  var versions: [UInt64?] { lock.withLock { versionsAsked } }

  /// Answers `url` with `text` from now on.
  func answer(_ url: String, with text: String) { lock.withLock { listings[url] = text } }

  func propfind(_ url: String, depth: Int, body: [UInt8], login: DAVLogin) throws(SourceFailure) -> String {
    precondition(depth == 0 || depth == 1, "never deeper than one folder")
    lock.withLock { urls.append(url) }
    if refusing { throw .refused(reason: "no") }
    if down { throw .network(reason: "connection refused") }
    let key = url.hasSuffix("/") ? String(url.dropLast()) : url
    guard let text = lock.withLock({ listings[key] }) else { throw .notFound }
    do {
      let path = try DAVSourceTests.file(text)
      lock.withLock { kept[url] = path }
      return path
    } catch { throw .unreadable(reason: "\(error)") }
  }

  func keptListing(of url: String, login: DAVLogin) -> String? { lock.withLock { kept[url] } }

  func copy(
    of url: String, login: DAVLogin, version: UInt64?, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) -> String {
    lock.withLock {
      urls.append(url)
      versionsAsked.append(version)
    }
    if refusing { throw .refused(reason: "no") }
    throw .notFound
  }
}
