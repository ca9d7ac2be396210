import Foundation

/// Countries in the user's language, as Debian's `iso-codes` names them: its ISO 3166-1 list
/// (`/usr/share/iso-codes/json/iso_3166-1.json`: each country's code, its name and, where people say it
/// otherwise, its common name: "Korea, Republic of" is "South Korea") and that list's translations
/// (`iso_3166-1.mo`, `MOFile`). A place's country (the gazetteer's English, GeoNames') is shown in the user's
/// language where the catalogue has it ("Schweiz" in German), else as it is.
public struct CountryNames: Sendable {
  /// The translated name by ISO 3166-1 alpha-2 code, upper case.
  let names: [String: String]

  /// The names of `list` (the JSON's bytes) translated by `catalogue`; nil when the list cannot be read.
  public init?(list: [UInt8], catalogue: MOFile) {
    struct Country: Decodable {
      var alpha_2: String
      var name: String
      var common_name: String?
    }
    struct List: Decodable {
      var countries: [Country]
      enum CodingKeys: String, CodingKey { case countries = "3166-1" }
    }
    guard let list = try? JSONDecoder().decode(List.self, from: Data(list)) else { return nil }
    var names: [String: String] = [:]
    for country in list.countries {
      // The name people use first ("South Korea"), then the list's own.
      let translated = [country.common_name, country.name].lazy.compactMap { $0 }.compactMap {
        catalogue.translations[$0]
      }.first
      if let translated { names[country.alpha_2.uppercased()] = translated }
    }
    self.names = names
  }

  /// The country of `code` (ISO 3166-1 alpha-2) in the catalogue's language; nil when it has no translation.
  public func name(of code: String) -> String? { names[code.uppercased()] }

  /// `place` with its country in the catalogue's language where it has one.
  public func translated(_ place: Gazetteer.Place) -> Gazetteer.Place {
    guard let code = place.countryCode, let name = name(of: code) else { return place }
    var place = place
    place.country = name
    return place
  }
}
