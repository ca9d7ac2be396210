import Testing

@testable import PhotoCore

/// Which decodes the loader gives up as hung, on a virtual clock.
@Suite struct HungDecodesTests {
  static func request(_ location: String, _ number: Int) -> DecodeRequest {
    DecodeRequest(
      photo: PhotoID(location: location), number: number, level: .screen,
      box: ResolutionPolicy.Box(width: 800, height: 600), isRemote: SourceSet.standard.isRemote(location))
  }

  @Test func aLocalDecodePastItsTimeIsGivenUpAndItsWorkerAbandoned() {
    var hung = HungDecodes(giveUpAfter: 10)
    let slow = Self.request("/mnt/nas/a.jpg", 1)
    let quick = Self.request("/album/b.jpg", 2)
    hung.start(slow, worker: 0, at: 100)
    hung.start(quick, worker: 1, at: 104)
    #expect(hung.nextGiveUp == 110)
    let early = hung.giveUp(at: 110)
    #expect(early.isEmpty, "not past its time yet")
    let inTime = hung.returned(worker: 1)
    #expect(!inTime, "a decode that returned in time keeps its worker")
    let late = hung.giveUp(at: 110.5)
    #expect(late == [slow])
    let again = hung.giveUp(at: 200)
    #expect(hung.nextGiveUp == nil && again.isEmpty, "given up once")
    // The hung read returns at last: its result goes, and so does its worker.
    let returned = hung.returned(worker: 0)
    let twice = hung.returned(worker: 0)
    #expect(returned && !twice)
  }

  @Test func networkPhotosAndAViewerWithoutALimitAreNeverGivenUp() {
    var show = HungDecodes(giveUpAfter: 10)
    show.start(Self.request("https://example.org/a.jpg", 1), worker: 0, at: 0)
    let remote = show.giveUp(at: 1000)
    #expect(show.nextGiveUp == nil && remote.isEmpty)
    var viewer = HungDecodes(giveUpAfter: nil)
    viewer.start(Self.request("/album/huge.tif", 1), worker: 0, at: 0)
    let local = viewer.giveUp(at: 1e6)
    #expect(viewer.nextGiveUp == nil && local.isEmpty)
  }

  @Test func theOldestWorkersGoFirstWhenSeveralHang() {
    var hung = HungDecodes(giveUpAfter: 5)
    let a = Self.request("/a.jpg", 1)
    let b = Self.request("/b.jpg", 2)
    hung.start(b, worker: 3, at: 0)
    hung.start(a, worker: 1, at: 1)
    #expect(hung.nextGiveUp == 5)
    let given = hung.giveUp(at: 20)
    #expect(given == [a, b])
  }
}
