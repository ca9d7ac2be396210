import Testing

@testable import PhotoCore

/// What a motion photo's decode finds becomes a live photo, or a still said to be broken once.
@Suite struct MotionPhotoNoteTests {
  static func navigator() -> Navigator {
    let items = ["a", "b"].map { AlbumItem(path: "/album/\($0).jpg") }
    return Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
  }

  @Test func aClipFoundMakesALivePhotoAndIsNotSaid() {
    var navigator = Self.navigator()
    let photo = navigator.id(0)
    #expect(navigator.noteMotionPhoto(photo, .clip(start: 5000)) == nil)
    let clip = navigator.library.embeddedMotion(of: photo)
    #expect(clip == EmbeddedClip.location(path: "/album/a.jpg", start: 5000))
    #expect(navigator.library.motion(of: 0) == clip.map { PhotoID(location: $0) })
    // A later decode (a sharper level) says it again: nothing changes.
    #expect(navigator.noteMotionPhoto(photo, .broken("past the end")) == nil)
    #expect(navigator.library.embeddedMotion(of: photo) == clip)
  }

  @Test func aBrokenClipIsSaidOncePerPhoto() {
    var navigator = Self.navigator()
    #expect(navigator.noteMotionPhoto(navigator.id(0), .broken("past the end")) == "past the end")
    #expect(navigator.noteMotionPhoto(navigator.id(0), .broken("past the end")) == nil)
    #expect(navigator.noteMotionPhoto(navigator.id(1), .broken("inside the header")) == "inside the header")
    #expect(navigator.library.embeddedMotion(of: navigator.id(0)) == nil)
  }
}
