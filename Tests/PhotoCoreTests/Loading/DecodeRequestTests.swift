import Testing

@testable import PhotoCore

/// Which decode serves which request.
struct DecodeRequestTests {
  static let photo = PhotoID(location: "a.jpg")

  static func request(_ w: Int, _ h: Int, _ level: DecodeLevel) -> DecodeRequest {
    DecodeRequest(photo: photo, number: 1, level: level, box: ResolutionPolicy.Box(width: w, height: h))
  }

  @Test func aPartServesOnlyAPartItHoldsAsSharp() {
    var big = Self.request(64, 48, .region)
    big.region = Rect(x0: 0, y0: 0, x1: 40, y1: 40)
    var inside = big
    inside.region = Rect(x0: 10, y0: 10, x1: 20, y1: 20)
    #expect(big.covers(inside) && !inside.covers(big))
    var sharper = inside
    sharper.box = ResolutionPolicy.Box(width: 128, height: 96)
    #expect(!big.covers(sharper))
    #expect(!big.covers(Self.request(64, 48, .screen)) && !Self.request(64, 48, .screen).covers(big))
    #expect(!Self.request(64, 48, .detail).covers(big))
  }
}
