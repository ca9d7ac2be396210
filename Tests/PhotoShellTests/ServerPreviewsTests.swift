import PhotoCore
import Testing

@testable import PhotoShell

/// When a server's preview stands in for a photo, and the photo's size it gives.
@Suite struct ServerPreviewsTests {
  @Test func aPreviewTurnedFromTheStoredSizeGivesTheUprightSize() {
    let preview = ServerPreview(path: "/p", photoWidth: 4032, photoHeight: 3024)
    #expect(ServerPreviews.photoSize(preview, previewWidth: 320, previewHeight: 240) == (4032, 3024))
    // EXIF orientation 6: stored landscape, upright (as the preview is) portrait.
    #expect(ServerPreviews.photoSize(preview, previewWidth: 180, previewHeight: 240) == (3024, 4032))
    let unknown = ServerPreview(path: "/p", photoWidth: nil, photoHeight: nil)
    #expect(ServerPreviews.photoSize(unknown, previewWidth: 256, previewHeight: 192) == (256, 192))
    let square = ServerPreview(path: "/p", photoWidth: 1000, photoHeight: 1000)
    #expect(ServerPreviews.photoSize(square, previewWidth: 200, previewHeight: 199) == (1000, 1000))
  }

  @Test func onlyStillsThatNeverAnimateAreShownFromAPreview() {
    for name in ["a.JPG", "b.jpeg", "c.heic", "d.HEIF", "e.tif"] { #expect(ServerPreviews.isStill("dav://h/" + name)) }
    for name in ["a.gif", "b.png", "c.webp", "d.mov", "e.CR2", "f.avif", "g.jxl", "noextension"] {
      #expect(!ServerPreviews.isStill("dav://h/" + name), "\(name)")
    }
  }

  /// A source whose server makes previews of everything, recording what was asked.
  final class Previewing: PhotoSource, @unchecked Sendable {
    var asked: [(Int, Int, Bool)] = []
    var name: String { "test" }
    var isRemote: Bool { true }
    var watching: SourceWatching { .polling }
    var listsFolders: Bool { true }
    func holds(_ location: String) -> Bool { true }
    func status(of location: String) -> SourceStatus? { nil }
    func list(_ folder: String, _ request: SourceListingRequest) throws(SourceFailure) -> SourceFolder {
      throw .notFound
    }
    func open(_ location: String) throws(SourceFailure) -> any SourceReader { throw .notFound }
    func localCopy(
      of location: String, progress: @escaping @Sendable (Int64, Int64?) -> Void
    ) throws(SourceFailure) -> String { throw .notFound }
    func identity(of location: String, stamp: FileStamp?) -> SourceIdentity {
      SourceIdentity(source: name, key: location)
    }
    func serverPreview(of location: String, width: Int, height: Int, covering: Bool) -> ServerPreview? {
      asked.append((width, height, covering))
      return ServerPreview(path: "/p", photoWidth: 1, photoHeight: 1)
    }
  }

  @Test func aCellAsksACoveringPreviewAtTheCacheSizeTheScreenAFittingOneAndAZoomNone() {
    let source = Previewing()
    func request(_ level: DecodeLevel, _ width: Int, _ height: Int, _ path: String = "x/a.jpg") -> DecodeRequest {
      DecodeRequest(
        photo: PhotoID(location: path), level: level, box: .init(width: width, height: height), isRemote: true)
    }
    #expect(ServerPreviews.preview(for: request(.thumbnail, 180, 180), from: source) != nil)
    #expect(ServerPreviews.preview(for: request(.screen, 1920, 1080), from: source) != nil)
    #expect(ServerPreviews.preview(for: request(.screen, 1920, 1080, "x/a.gif"), from: source) == nil)
    #expect(ServerPreviews.preview(for: request(.thumbnail, 180, 180, "x/a.gif"), from: source) != nil)
    #expect(ServerPreviews.preview(for: request(.detail, 3840, 2160), from: source) == nil)
    #expect(ServerPreviews.preview(for: request(.region, 3840, 2160), from: source) == nil)
    #expect(source.asked.map(\.0) == [256, 1920, 256] && source.asked.map(\.2) == [true, false, true])
  }
}
