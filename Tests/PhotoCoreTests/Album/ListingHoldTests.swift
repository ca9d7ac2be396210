import Testing

@testable import PhotoCore

/// A new listing held while the navigator cannot take it, and given when it can.
@Suite struct ListingHoldTests {
  static func listing(_ names: [String], cameBack: Bool = false) -> WatchedListing {
    WatchedListing(
      album: Album(items: names.map { AlbumItem(path: "/a/\($0)") }, origin: "/a"), folderCameBack: cameBack)
  }

  @Test func aListingIsTakenAtOnceWhenTheNavigatorAcceptsIt() {
    var hold = ListingHold()
    #expect(hold.take(nil, accepts: true) == nil)
    let taken = hold.take(Self.listing(["1.jpg"]), accepts: true)
    #expect(taken?.album.count == 1 && taken?.folderCameBack == false && hold.held == nil)
  }

  @Test func aHeldListingWaitsIsReplacedByANewerOneAndKeepsThatTheFolderCameBack() {
    var hold = ListingHold()
    #expect(hold.take(Self.listing(["1.jpg"], cameBack: true), accepts: false) == nil)
    #expect(hold.held?.album.count == 1)
    // Nothing new, still not accepted: it stays.
    #expect(hold.take(nil, accepts: false) == nil && hold.held?.album.count == 1)
    // A newer one replaces it, and keeps that the folder came back.
    #expect(hold.take(Self.listing(["1.jpg", "2.jpg"]), accepts: false) == nil)
    #expect(hold.held?.album.count == 2 && hold.held?.folderCameBack == true)
    // Accepted: the held one is taken without anything new.
    let taken = hold.take(nil, accepts: true)
    #expect(taken?.album.count == 2 && taken?.folderCameBack == true && hold.held == nil)
    #expect(hold.take(nil, accepts: true) == nil)
  }
}
