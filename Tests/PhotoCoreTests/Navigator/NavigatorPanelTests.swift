import Testing

@testable import PhotoCore

/// The info panel in the pager: `I` (or the info control) opens it, the shell is asked once per photo for
/// what its file says, a press away from it closes it and does nothing else, Escape closes it first.
struct NavigatorPanelTests {
  static let finger = NavigatorGestureTests.finger

  @Test func theKeyOpensItAndTheShellIsAskedOncePerPhoto() throws {
    var navigator = NavigatorGestureTests.navigator()
    #expect(navigator.takeFactsRequest(at: 0) == nil, "closed: nothing to read")
    _ = navigator.perform(.toggleInfo, at: 0)
    let asked = navigator.takeFactsRequest(at: 0)
    let request = try #require(asked)
    #expect(request.item.location == "/album/p0.jpg" && navigator.takeFactsRequest(at: 0.1) == nil)
    navigator.fileFactsKnown(
      request.photo, PhotoInfo.FileFacts(fileBytes: 2_500_000, metadata: ExifMetadata(camera: "Fujifilm X-T5")))
    let panel = try #require(navigator.scene(at: 1).infoPanel)
    let values = panel.texts.map(\.text)
    #expect(values.contains("2.5 MB") && values.contains("Fujifilm X-T5") && values.contains("800 × 600 (0.5 MP)"))
    #expect(navigator.traceFrame(at: 1).panel == true)
    // The next photo, by key, with the panel open: its file is read in turn.
    _ = navigator.perform(.next, at: 2)
    #expect(navigator.takeFactsRequest(at: 3)?.item.location == "/album/p1.jpg")
  }

  @Test func aPressAwayClosesItAndNeitherPagesNorZooms() {
    var navigator = NavigatorGestureTests.navigator()
    _ = navigator.perform(.toggleInfo, at: 0)
    // A flick across the photo's upper part: it closes the panel, nothing more.
    NavigatorGestureTests.drag(&navigator, from: Vector2(x: 700, y: 100), to: Vector2(x: 300, y: 100), at: 1, ms: 60)
    #expect(!navigator.pager.panel.isOpen && navigator.pager.pages.targetPage == 0)
    _ = navigator.advance(to: 2)
    #expect(navigator.scene(at: 2).infoPanel == nil && navigator.scene(at: 2).controls == nil)
  }

  @Test func aSwipeDownOnItClosesItAndEscapeClosesItFirst() {
    var navigator = NavigatorGestureTests.navigator()
    _ = navigator.perform(.toggleInfo, at: 0)
    // The panel (three lines) spans y 478 to 600: the swipe starts on it.
    let panel = InfoPanelScene.openFrame(viewport: Vector2(x: 800, y: 600), lineCount: 3)
    #expect(panel.contains(Vector2(x: 400, y: 500)))
    let finger = PointerID.finger(device: 1, finger: 1)
    navigator.handle(PointerEvent(id: finger, phase: .down, position: Vector2(x: 400, y: 500), time: 1))
    for i in 1...5 {
      let point = Vector2(x: 400, y: 500 + Double(i) * 18)
      navigator.handle(PointerEvent(id: finger, phase: .moved, position: point, time: 1 + Double(i) * 0.016))
    }
    #expect(navigator.pager.panel.isDragged && navigator.pager.panel.offset(at: 1.08) > 0.5, "it follows the finger")
    navigator.handle(PointerEvent(id: finger, phase: .up, position: Vector2(x: 400, y: 590), time: 1.09))
    #expect(!navigator.pager.panel.isOpen && navigator.pager.dismiss.isSettled(at: 1.1), "no pull-down of the photo")
    _ = navigator.perform(.toggleInfo, at: 3)
    #expect(navigator.perform(.close, at: 4).isEmpty && !navigator.pager.panel.isOpen)
    #expect(navigator.perform(.close, at: 5) == [.close], "then Escape does what it did")
  }

  @Test func aDragOnItLostWithTheWindowsFocusLetsGo() {
    var navigator = NavigatorGestureTests.navigator()
    _ = navigator.perform(.toggleInfo, at: 0)
    let finger = PointerID.finger(device: 1, finger: 1)
    navigator.handle(PointerEvent(id: finger, phase: .down, position: Vector2(x: 400, y: 550), time: 1))
    navigator.handle(PointerEvent(id: finger, phase: .moved, position: Vector2(x: 400, y: 570), time: 1.05))
    #expect(navigator.pager.panel.isDragged)
    navigator.cancelAllPointers(at: 1.1)
    #expect(
      !navigator.pager.panel.isDragged && navigator.pager.panel.isOpen && navigator.pager.panel.offset(at: 3) == 0)
    // The next press is its own: a tap away closes the panel.
    NavigatorGestureTests.press(&navigator, at: Vector2(x: 400, y: 100), 4, up: 4.05)
    #expect(!navigator.pager.panel.isOpen)
  }

  @Test func aFileReplacedIsReadAgain() throws {
    var navigator = NavigatorGestureTests.navigator()
    _ = navigator.perform(.toggleInfo, at: 0)
    let request = navigator.takeFactsRequest(at: 0)
    let asked = try #require(request)
    navigator.fileFactsKnown(asked.photo, PhotoInfo.FileFacts(fileBytes: 1000))
    let again = navigator.takeFactsRequest(at: 1)
    #expect(again == nil)
    // An editor run from [commands] rewrote it: the listing says it changed.
    _ = navigator.relist(navigator.album, changed: [asked.photo], at: 2)
    let afterChange = navigator.takeFactsRequest(at: 3)
    #expect(afterChange?.photo == asked.photo)
  }
}
