import Testing

@testable import PhotoCore

/// `--caption FORMAT`: fields filled from a photo, empty ones dropped with their joining text, bad formats
/// refused with the reason.
@Suite struct CaptionFormatTests {
  static var grindelwald: CaptionFormat.Facts {
    var facts = CaptionFormat.Facts()
    facts.name = "IMG_0042.jpg"
    facts.folder = "2024 Alps"
    facts.index = 3
    facts.count = 120
    facts.taken = ExifMetadata.LocalDateTime(year: 2024, month: 7, day: 4, hour: 18, minute: 30)
    facts.camera = "Apple iPhone 13 mini"
    facts.place = Gazetteer.Place(name: "Grindelwald", region: "Bern", country: "Switzerland", distance: 0.4)
    return facts
  }

  @Test func everyFieldIsFilled() throws {
    let format = try CaptionFormat(
      "{date:%e %B %Y} · {place} | {name} in {folder}, {index}/{count}, {camera}, {city}/{region}/{country} {{x}}")
    #expect(
      format.caption(for: Self.grindelwald)
        == "4 July 2024 · Grindelwald, Switzerland | IMG_0042.jpg in 2024 Alps, 3/120, Apple iPhone 13 mini, Grindelwald/Bern/Switzerland {x}"
    )
    #expect(try CaptionFormat("{date}").caption(for: Self.grindelwald) == "4 July 2024")
    #expect(try CaptionFormat("{date:%A %H:%M}").caption(for: Self.grindelwald) == "Thursday 18:30")
    #expect(format.readsExif && format.needsPlaces)
    #expect(!(try CaptionFormat("{name} {index}")).readsExif)
    #expect(!(try CaptionFormat("{date} {camera}")).needsPlaces)
  }

  @Test func anEmptyFieldGoesWithTheTextJoiningIt() throws {
    var facts = Self.grindelwald
    facts.place = nil
    #expect(try CaptionFormat("{date} · {place}").caption(for: facts) == "4 July 2024")
    facts = Self.grindelwald
    facts.taken = nil
    #expect(try CaptionFormat("{date} · {place}").caption(for: facts) == "Grindelwald, Switzerland")
    #expect(
      try CaptionFormat("{date} · {camera} · {place}").caption(for: facts)
        == "Apple iPhone 13 mini · Grindelwald, Switzerland")
    facts.camera = nil
    facts.place = nil
    #expect(try CaptionFormat("{date} · {camera} · {place}").caption(for: facts) == "")
    // No EXIF date: the file's time stands in (local time; 0 is 1970 in every zone but a day's edge).
    facts.fileTime = 86_400 * 200
    #expect(try CaptionFormat("{date:%Y}").caption(for: facts) == "1970")
  }

  @Test func badFormatsSayWhy() {
    #expect(throws: CaptionFormatError.self) { try CaptionFormat("{nmae}") }
    #expect(throws: CaptionFormatError.self) { try CaptionFormat("{date") }
    #expect(throws: CaptionFormatError.self) { try CaptionFormat("date}") }
    #expect(throws: CaptionFormatError.self) { try CaptionFormat("{name:x}") }
    do {
      _ = try CaptionFormat("{plaec}")
    } catch {
      #expect(error.message.hasPrefix("unknown field '{plaec}'"))
    }
  }
}
