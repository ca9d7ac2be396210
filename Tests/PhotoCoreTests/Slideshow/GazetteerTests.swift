import Foundation
import Testing

@testable import PhotoCore

/// The bundled gazetteer (`Assets/gazetteer/places.bin`): the nearest place to known positions, checked against
/// a brute-force search over the same file (haversine, done in Python when the asset was made), and damaged
/// files refused.
@Suite struct GazetteerTests {
  static let asset: [UInt8] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return (try? [UInt8](Data(contentsOf: root.appendingPathComponent("Assets/gazetteer/places.bin")))) ?? []
  }()

  /// Position, then the place, region, country and distance (km) the brute-force search found.
  static let reference: [(Double, Double, String, String, String, Double)] = [
    (48.8584, 2.2945, "Neuilly-sur-Seine", "Île-de-France", "France", 3.434),
    (-33.8568, 151.2153, "The Rocks", "New South Wales", "Australia", 0.718),
    (46.6242, 8.0414, "Grindelwald", "Bern", "Switzerland", 0.412),
    (64.1466, -21.9426, "Reykjavík", "Capital Region", "Iceland", 2.601),
    (-54.8019, -68.3030, "Ushuaia", "Tierra del Fuego", "Argentina", 1.293),
    (21.3069, -157.8583, "Honolulu", "Hawaii", "United States", 0.005),
    (-17.8, 178.0, "Ba", "Western", "Fiji", 45.446),
    // Across the antimeridian: the nearest is on the other side of longitude 180.
    (-17.8, -179.9, "Levuka", "Eastern", "Fiji", 88.016),
    (0, 0, "Takoradi", "Western", "Ghana", 578.674),
    (90, 0, "Longyearbyen", "Svalbard", "Svalbard and Jan Mayen", 1309.507),
    (35.6812, 139.7671, "Hatchōbori", "Tokyo", "Japan", 0.987),
    (-33.9249, 18.4241, "Cape Town", "Western Cape", "South Africa", 0.132),
    (61.2181, -149.9003, "Anchorage", "Alaska", "United States", 0.005),
  ]

  @Test func theNearestPlaceIsTheOneABruteForceSearchFinds() throws {
    let gazetteer = try #require(Gazetteer(bytes: Self.asset))
    #expect(gazetteer.count == 155_210)
    for (lat, lon, name, region, country, km) in Self.reference {
      let place = try #require(gazetteer.nearest(latitude: lat, longitude: lon))
      #expect(place.name == name && place.region == region && place.country == country, "\(lat), \(lon): \(place)")
      #expect(abs(place.distance - km) < 0.002, "\(lat), \(lon): \(place.distance) km")
    }
    // Nothing within a limit: nil.
    #expect(gazetteer.nearest(latitude: 0, longitude: 0, within: 100) == nil)
    #expect(gazetteer.nearest(latitude: .nan, longitude: 0) == nil)
  }

  @Test func aDamagedFileIsRefusedAndBadOffsetsAreSafe() {
    #expect(Gazetteer(bytes: []) == nil)
    #expect(Gazetteer(bytes: Array("SDLPGAZ2".utf8) + [UInt8](repeating: 0, count: 12)) == nil)
    var wrongCount = Array(Self.asset.prefix(4096))
    #expect(Gazetteer(bytes: wrongCount) == nil)
    wrongCount = Array("SDLPGAZ1".utf8) + [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 16 + 2)
    // One record, no countries, an empty string table: its name offset points outside it.
    let one = Gazetteer(bytes: wrongCount)
    #expect(one?.nearest(latitude: 0, longitude: 0)?.name == "")
    #expect(one?.nearest(latitude: 0, longitude: 0)?.country == nil)
  }
}
