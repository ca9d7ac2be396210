/// A GNU gettext message catalogue in its compiled form (`.mo`): the table of English strings and their
/// translations, as Debian's `iso-codes` ships its country names for each language
/// (`/usr/share/locale/LL/LC_MESSAGES/iso_3166-1.mo`). Untrusted bytes: a wrong magic number, or a table or a
/// string outside the file, reads as no catalogue (nil), never a crash; a string that is not UTF-8 is left out.
public struct MOFile: Sendable {
  /// The translations by English text (a message with a context or plural forms keyed as gettext keys it:
  /// context, EOT, text; the first form only).
  public let translations: [String: String]

  /// The largest number of messages read: iso-codes' largest catalogue has a few thousand.
  static let largestCount = 1 << 16

  /// The catalogue in `bytes`; nil when they are not one.
  public init?(bytes: [UInt8]) {
    var reader = ByteReader(bytes, littleEndian: true)
    switch reader.u32(0) {
    case 0x9504_12DE: break
    case 0xDE12_0495: reader.littleEndian = false
    default: return nil
    }
    guard let count = reader.u32(8), count <= Self.largestCount, let originals = reader.u32(12),
      let translated = reader.u32(16)
    else { return nil }
    func string(_ table: Int, _ index: Int) -> String? {
      guard let length = reader.u32(table + index * 8), let offset = reader.u32(table + index * 8 + 4),
        offset + length <= bytes.count
      else { return nil }
      let text = bytes[offset..<offset + length]
      // Plural forms follow the first after a NUL.
      return String(validating: text.prefix { $0 != 0 }, as: UTF8.self)
    }
    var translations: [String: String] = [:]
    for index in 0..<count {
      guard let english = string(originals, index), let translation = string(translated, index) else { continue }
      if !english.isEmpty && !translation.isEmpty { translations[english] = translation }
    }
    self.translations = translations
  }
}
