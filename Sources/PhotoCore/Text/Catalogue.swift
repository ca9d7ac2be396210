import Foundation

/// One language's translations of the words sdlphoto shows: a gettext `.po` file (`po/de.po`, installed under
/// `share/sdlphoto/po/`), read as it is, with its plural rule. Entries marked fuzzy and untranslated ones are left
/// out: their English is shown.
public struct Catalogue: Sendable, Equatable {
  /// The translations by English text; a message with plurals by its singular, one string per form.
  public private(set) var messages: [String: [String]] = [:]
  /// Which plural form a count takes.
  public private(set) var rule = PluralRule.english
  /// The language, as the header's `Language` says (`de`, `pt_BR`); nil when it says none.
  public private(set) var language: String?

  /// The catalogue in `text` (a `.po` file's). Lines it does not know are skipped.
  public init(po text: String) {
    var entry = Entry()
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let line = line.trimmingCharacters(in: .whitespaces)
      if line.isEmpty {
        add(entry)
        entry = Entry()
      } else if line.hasPrefix("#,") {
        if line.contains("fuzzy") { entry.fuzzy = true }
      } else if line.hasPrefix("#") {
        continue
      } else if line.hasPrefix("\"") {
        entry.append(Self.unquoted(line))
      } else if let space = line.firstIndex(of: " ") {
        // A keyword after the strings of the last one begins the next entry (a file without blank lines).
        let keyword = String(line[..<space])
        if keyword == "msgid" && entry.field != nil && entry.field != "msgctxt" {
          add(entry)
          entry = Entry()
        }
        entry.field = keyword
        entry.append(Self.unquoted(line[space...].trimmingCharacters(in: .whitespaces)))
      }
    }
    add(entry)
  }

  /// The translation of `english`, or `english` itself when there is none.
  public func text(_ english: String) -> String {
    guard let translated = messages[english]?.first, !translated.isEmpty else { return english }
    return translated
  }

  /// The form of `singular` / `plural` for the count `n`, translated; English's when there is none.
  public func text(_ singular: String, _ plural: String, count n: Int) -> String {
    guard let forms = messages[singular], forms.count == rule.count, forms.allSatisfy({ !$0.isEmpty }) else {
      return n == 1 ? singular : plural
    }
    return forms[rule.form(for: n)]
  }

  /// A `.po` entry as it is read.
  private struct Entry {
    var field: String?
    var fields: [String: String] = [:]
    var fuzzy = false

    mutating func append(_ text: String) {
      guard let field else { return }
      fields[field, default: ""] += text
    }
  }

  private mutating func add(_ entry: Entry) {
    guard let id = entry.fields["msgid"] else { return }
    if id.isEmpty {
      // The header: its Plural-Forms.
      let header = entry.fields["msgstr"] ?? ""
      for line in header.split(separator: "\n") {
        let lowered = line.lowercased()
        if lowered.hasPrefix("plural-forms:"), let rule = PluralRule(header: String(line.dropFirst(13))) {
          self.rule = rule
        }
        if lowered.hasPrefix("language:") {
          let code = line.dropFirst(9).trimmingCharacters(in: .whitespaces)
          if !code.isEmpty { language = code }
        }
      }
      return
    }
    guard !entry.fuzzy, entry.fields["msgctxt"] == nil else { return }
    let forms: [String]
    if entry.fields["msgid_plural"] != nil {
      forms = (0..<6).compactMap { entry.fields["msgstr[\($0)]"] }
    } else {
      forms = entry.fields["msgstr"].map { [$0] } ?? []
    }
    guard !forms.isEmpty, forms.contains(where: { !$0.isEmpty }) else { return }
    messages[id] = forms
  }

  /// The text of a quoted `.po` string (`"a \"b\"\n"`), its escapes resolved.
  static func unquoted(_ quoted: String) -> String {
    guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { return "" }
    var out = ""
    var escaped = false
    for character in quoted.dropFirst().dropLast() {
      if escaped {
        switch character {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        default: out.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        out.append(character)
      }
    }
    return out
  }
}
