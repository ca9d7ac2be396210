import Testing

@testable import PhotoCore

/// Photos of a server gone mid-run, asked for again with a backoff on the virtual clock: a folder on a server's
/// photo is, a web photo and a local file are not, and an arrival ends the tries.
@Suite struct LoadPlannerRetryTests {
  static let screen = ResolutionPolicy.Box(width: 1920, height: 1080)
  static let photo = PhotoID(location: "dav://h/album/p1.jpg")
  static func demand(_ photo: PhotoID = photo) -> LoadDemand {
    LoadDemand(photos: [PhotoWant(photo: photo, number: 1, level: .screen, box: screen, isVisible: true)])
  }
  static func planner() -> LoadPlanner {
    var planner = LoadPlanner(cache: PhotoCachePolicy(budgetBytes: 0), asksForPreviews: false)
    planner.releaseNeighbours()
    return planner
  }
  static func asks(_ planner: inout LoadPlanner, _ demand: LoadDemand, at t: Double) -> DecodeRequest? {
    planner.plan(demand, held: [:], at: t, rank: { _ in 0 }).requests.first { $0.level == .screen }
  }

  @Test func theWaitsDoubleFromOneSecondToFiveMinutesEachMovedByAFifthAtMost() {
    for failures in 1...12 {
      let base = min(300, Double(1 << (failures - 1)))
      let wait = LoadPlanner.retryDelay(failures: failures, photo: Self.photo)
      #expect(wait >= base * 0.8 - 1e-9 && wait <= base * 1.2 + 1e-9, "\(failures): \(wait)")
      #expect(wait == LoadPlanner.retryDelay(failures: failures, photo: Self.photo), "the same every run")
    }
    let other = PhotoID(location: "dav://h/album/p2.jpg")
    #expect(LoadPlanner.retryDelay(failures: 3, photo: other) != LoadPlanner.retryDelay(failures: 3, photo: Self.photo))
  }

  @Test func aServersPhotoThatDidNotArriveIsAskedAgainLaterAndEachFailureWaitsLonger() throws {
    var planner = Self.planner()
    let first = try #require(Self.asks(&planner, Self.demand(), at: 0))
    let failure = planner.decodeFailed(
      first, reason: "connection refused", shownLevel: nil, ofTheNetwork: true, at: 0.1)
    #expect(failure.evict && failure.message != nil)
    #expect(planner.statuses[Self.photo] == .failed(reason: "connection refused"))
    let due = try #require(planner.nextRetry)
    #expect(abs(due - (0.1 + LoadPlanner.retryDelay(failures: 1, photo: Self.photo))) < 1e-9)
    // Not before it is due; then once, the error tile staying meanwhile.
    #expect(Self.asks(&planner, Self.demand(), at: due - 0.05) == nil)
    let second = try #require(Self.asks(&planner, Self.demand(), at: due))
    #expect(planner.nextRetry == nil && planner.statuses[Self.photo] == .failed(reason: "connection refused"))
    // Failing again: said no more, and the next wait is about twice as long.
    let again = planner.decodeFailed(second, reason: "connection refused", shownLevel: nil, ofTheNetwork: true, at: due)
    #expect(again.message == nil)
    let next = try #require(planner.nextRetry)
    #expect(abs(next - due - LoadPlanner.retryDelay(failures: 2, photo: Self.photo)) < 1e-9)
    // Back: it arrives, and no try is left.
    let third = try #require(Self.asks(&planner, Self.demand(), at: next))
    _ = planner.decodeReturned(third, at: next + 0.1)
    planner.decodeShown(Self.photo, pixelSize: Vector2(x: 600, y: 400), level: .screen)
    #expect(planner.nextRetry == nil)
    #expect(planner.statuses[Self.photo] == .ready(pixelSize: Vector2(x: 600, y: 400), fullResolution: true))
  }

  @Test func aWebPhotoALocalFileAndAFailureOfAnotherKindAreNotAskedAgain() throws {
    for location in ["https://h/p.jpg", "/album/p.jpg"] {
      var planner = Self.planner()
      let photo = PhotoID(location: location)
      let request = try #require(Self.asks(&planner, Self.demand(photo), at: 0))
      _ = planner.decodeFailed(request, reason: "HTTP 404 Not Found", shownLevel: nil, ofTheNetwork: true, at: 0.1)
      #expect(planner.nextRetry == nil, "\(location)")
      #expect(Self.asks(&planner, Self.demand(photo), at: 600) == nil, "\(location)")
    }
    var planner = Self.planner()
    let request = try #require(Self.asks(&planner, Self.demand(), at: 0))
    _ = planner.decodeFailed(request, reason: "not an image", shownLevel: nil, at: 0.1)
    #expect(planner.nextRetry == nil && Self.asks(&planner, Self.demand(), at: 600) == nil)
  }
}
