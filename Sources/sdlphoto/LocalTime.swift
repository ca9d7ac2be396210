import PhotoCore

/// Local dates and times given on the command line (`--now`).
enum LocalTime {
  /// "YYYY-MM-DD HH:MM[:SS]" in the local time zone as seconds since 1970; nil when it is not one.
  static func seconds(_ text: String) -> Double? {
    let fields = text.split { $0 == "-" || $0 == " " || $0 == ":" || $0 == "T" }.map { Int($0) }
    guard fields.count == 5 || fields.count == 6, fields.allSatisfy({ $0 != nil }),
      let date = ExifMetadata.LocalDateTime(
        year: fields[0]!, month: fields[1]!, day: fields[2]!, hour: fields[3]!, minute: fields[4]!,
        second: fields.count == 6 ? fields[5]! : 0)
    else { return nil }
    return date.localSeconds
  }
}
