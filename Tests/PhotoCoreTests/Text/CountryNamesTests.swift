import Foundation
import Testing

@testable import PhotoCore

/// Countries in the user's language from Debian's `iso-codes` (read from the machine: the tests' packages
/// install it): its list and a catalogue (`.mo`) made here, and the real German one.
@Suite struct CountryNamesTests {
  /// A `.mo` of `messages` (English, translation), little-endian, as msgfmt writes one.
  static func mo(_ messages: [(String, String)], bigEndian: Bool = false) -> [UInt8] {
    func u32(_ v: Int) -> [UInt8] {
      let bytes = [0, 8, 16, 24].map { UInt8(v >> $0 & 0xFF) }
      return bigEndian ? bytes.reversed() : bytes
    }
    let sorted = messages.sorted { $0.0 < $1.0 }
    let count = sorted.count
    let originals = 28
    let translations = originals + 8 * count
    var strings: [UInt8] = []
    var table1: [UInt8] = []
    var table2: [UInt8] = []
    let stringsAt = translations + 8 * count
    for (english, _) in sorted {
      table1 += u32(english.utf8.count) + u32(stringsAt + strings.count)
      strings += Array(english.utf8) + [0]
    }
    for (_, translation) in sorted {
      table2 += u32(translation.utf8.count) + u32(stringsAt + strings.count)
      strings += Array(translation.utf8) + [0]
    }
    return u32(0x9504_12DE) + u32(0) + u32(count) + u32(originals) + u32(translations) + u32(0) + u32(0) + table1
      + table2 + strings
  }

  static let list = Array(
    """
    {"3166-1": [
      {"alpha_2": "CH", "alpha_3": "CHE", "name": "Switzerland", "numeric": "756"},
      {"alpha_2": "KR", "alpha_3": "KOR", "common_name": "South Korea", "name": "Korea, Republic of", "numeric": "410"},
      {"alpha_2": "FR", "alpha_3": "FRA", "name": "France", "numeric": "250"}
    ]}
    """.utf8)

  @Test func aCatalogueNamesCountriesByTheirCommonNameFirst() throws {
    let catalogue = try #require(
      MOFile(
        bytes: Self.mo([("Switzerland", "Schweiz"), ("South Korea", "Südkorea"), ("Korea, Republic of", "Korea")])))
    let names = try #require(CountryNames(list: Self.list, catalogue: catalogue))
    #expect(names.name(of: "CH") == "Schweiz" && names.name(of: "ch") == "Schweiz")
    #expect(names.name(of: "KR") == "Südkorea")
    #expect(names.name(of: "FR") == nil, "no translation: the gazetteer's English stands")
    let place = Gazetteer.Place(
      name: "Grindelwald", region: "Bern", country: "Switzerland", distance: 1, countryCode: "CH")
    #expect(names.translated(place).country == "Schweiz")
    let unknown = Gazetteer.Place(name: "Nice", region: nil, country: "France", distance: 1, countryCode: "FR")
    #expect(names.translated(unknown).country == "France")
  }

  @Test func damagedCataloguesReadAsNone() {
    let good = Self.mo([("Switzerland", "Schweiz")])
    #expect(
      MOFile(bytes: Self.mo([("Switzerland", "Schweiz")], bigEndian: true))?.translations["Switzerland"] == "Schweiz")
    #expect(MOFile(bytes: []) == nil && MOFile(bytes: Array("not a catalogue at all".utf8)) == nil)
    // Cut anywhere: never a crash; whatever is read is right.
    for cut in 0..<good.count {
      let read = MOFile(bytes: Array(good.prefix(cut)))?.translations ?? [:]
      #expect(read.isEmpty || read == ["Switzerland": "Schweiz"])
    }
    #expect(CountryNames(list: Array("[]".utf8), catalogue: MOFile(bytes: good)!) == nil)
  }

  /// The machine's own iso-codes: German names Switzerland "Schweiz", South Korea "Südkorea".
  @Test func debiansGermanCatalogueNamesThem() throws {
    let list = try #require(FileManager.default.contents(atPath: "/usr/share/iso-codes/json/iso_3166-1.json"))
    let mo = try #require(FileManager.default.contents(atPath: "/usr/share/locale/de/LC_MESSAGES/iso_3166-1.mo"))
    let catalogue = try #require(MOFile(bytes: [UInt8](mo)))
    let names = try #require(CountryNames(list: [UInt8](list), catalogue: catalogue))
    #expect(names.name(of: "CH") == "Schweiz" && names.name(of: "KR") == "Südkorea")
  }
}
