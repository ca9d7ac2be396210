import Testing

@testable import PhotoCore

/// A finger catching a photo as it opens out of its cell or closes into it: it stops where it is drawn, follows
/// the finger, and let go it opens or closes from there, with no jump.
@Suite struct TransitionCatchTests {
  static let viewport = Vector2(x: 800, y: 600)

  static func navigator(animated: Bool = true) -> Navigator {
    let items = (0..<40).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(
      album: Album(items: items, origin: "/album"), viewport: viewport, animatesTransitions: animated,
      startsInGrid: true)
    navigator.sizeKnown(navigator.id(5), pixelSize: Vector2(x: 800, y: 600), at: 0)
    return navigator
  }

  static func finger(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, _ t: Double, id: Int = 1) -> PointerEvent {
    PointerEvent(id: .finger(device: 1, finger: Int64(id)), phase: phase, position: Vector2(x: x, y: y), time: t)
  }

  /// Opens cell 5 (tapped at 1.0-1.05).
  static func opening() -> Navigator {
    var navigator = navigator()
    _ = navigator.handle(finger(.down, 250, 302, 1))
    _ = navigator.handle(finger(.up, 250, 302, 1.05))
    return navigator
  }

  @Test func aTouchDuringTheOpeningCatchesThePhotoWhereItIs() throws {
    var navigator = Self.opening()
    #expect(navigator.mode == .opening)
    let before = try #require(navigator.traceFrame(at: 1.15).rect)
    let progress = try #require(navigator.traceFrame(at: 1.15).progress)
    #expect(progress > 0.05 && progress < 0.95, "caught mid-way: \(progress)")
    _ = navigator.handle(Self.finger(.down, 400, 300, 1.15))
    // Held still for a second: the photo stays exactly where it was caught, still "opening".
    for t in stride(from: 1.15, through: 2.15, by: 0.1) {
      _ = navigator.advance(to: t)
      #expect(navigator.traceFrame(at: t).rect == before && navigator.mode == .opening)
      #expect(navigator.traceFrame(at: t).progress == progress)
      #expect(navigator.isMoving(at: t))
    }
    #expect(navigator.activePointers == [.finger(device: 1, finger: 1)])
    // Let go without moving: it opens on from there (the first frame after is within a frame's travel).
    _ = navigator.handle(Self.finger(.up, 400, 300, 2.2))
    #expect(navigator.stack.photos.caught == nil && navigator.stack.photos.flight?.direction == .opening)
    let next = try #require(navigator.traceFrame(at: 2.2 + 1.0 / 60).rect)
    #expect(abs(next.origin.x - before.origin.x) < 30 && abs(next.size.x - before.size.x) < 60)
    _ = navigator.advance(to: 4)
    #expect(navigator.mode == .pager)
  }

  @Test func aCaughtPhotoFollowsTheFingerAndPulledDownClosesIntoItsCell() throws {
    var navigator = Self.opening()
    let caught = try #require(navigator.traceFrame(at: 1.15).rect)
    _ = navigator.handle(Self.finger(.down, 400, 300, 1.15))
    // Sideways first: moved with the finger, not scaled.
    _ = navigator.handle(Self.finger(.moved, 450, 300, 1.2))
    let aside = try #require(navigator.traceFrame(at: 1.2).rect)
    #expect(abs(aside.origin.x - caught.origin.x - 50) < 1e-9 && aside.size == caught.size)
    // Then down fast: shrunk about the catch point as a pull-down is, the backdrop fading.
    for i in 1...5 { _ = navigator.handle(Self.finger(.moved, 450, 300 + Double(i) * 24, 1.2 + Double(i) * 0.016)) }
    let down = try #require(navigator.traceFrame(at: 1.28).rect)
    #expect(abs(down.size.x / caught.size.x - 0.8) < 1e-9, "scale 1 - 120/600")
    #expect(navigator.traceFrame(at: 1.28).background < navigator.stack.photos.caught!.backdrop)
    _ = navigator.handle(Self.finger(.up, 450, 420, 1.296))
    #expect(navigator.mode == .closing)
    // It closes from where it was let go, into cell 5, moving on down at the finger's speed.
    let from = try #require(navigator.stack.photos.flight?.from.frame)
    #expect(abs(from.origin.y - down.origin.y) < 30)
    #expect(try #require(navigator.stack.photos.flight?.frameVelocity(at: 1.296))[1] > 700)
    let cell = try #require(navigator.grid?.cellRect(5, at: 1.3))
    #expect(navigator.stack.photos.flight?.to.clip == cell)
    _ = navigator.advance(to: 3)
    #expect(navigator.mode == .grid && navigator.grid?.selection == 5)
  }

  @Test func aClosingPhotoCaughtGoesOnClosingUnlessPushedBackUp() throws {
    for push in [0.0, -200] {
      var navigator = Self.navigator()
      _ = navigator.perform(.activate, at: 0)
      _ = navigator.advance(to: 1)
      #expect(navigator.mode == .pager)
      _ = navigator.perform(.close, at: 1)
      #expect(navigator.mode == .closing)
      _ = navigator.handle(Self.finger(.down, 400, 300, 1.1))
      _ = navigator.handle(Self.finger(.moved, 400, 300 + push / 2, 1.3))
      _ = navigator.handle(Self.finger(.moved, 400, 300 + push, 1.5))
      _ = navigator.handle(Self.finger(.up, 400, 300 + push, 1.5))
      _ = navigator.advance(to: 3)
      #expect(navigator.mode == (push == 0 ? .grid : .pager), "pushed \(push)")
    }
  }

  @Test func otherFingersAndInstantTransitionsCatchNothing() {
    var navigator = Self.opening()
    _ = navigator.handle(Self.finger(.down, 400, 300, 1.1))
    _ = navigator.handle(Self.finger(.down, 100, 100, 1.12, id: 2))
    _ = navigator.handle(Self.finger(.up, 100, 100, 1.14, id: 2))
    #expect(navigator.stack.photos.caught?.pointer == .finger(device: 1, finger: 1))
    var instant = Self.navigator(animated: false)
    _ = instant.handle(Self.finger(.down, 250, 302, 1))
    _ = instant.handle(Self.finger(.up, 250, 302, 1.05))
    _ = instant.handle(Self.finger(.down, 400, 300, 1.05))
    #expect(instant.stack.photos.caught == nil)
  }

  @Test func losingFocusLetsTheCaughtPhotoGo() {
    var navigator = Self.opening()
    _ = navigator.handle(Self.finger(.down, 400, 300, 1.1))
    navigator.cancelAllPointers(at: 1.2)
    #expect(navigator.stack.photos.caught == nil && navigator.stack.photos.flight?.direction == .opening)
    _ = navigator.advance(to: 3)
    #expect(navigator.mode == .pager)
  }
}
