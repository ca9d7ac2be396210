import Foundation

/// The language sdlphoto speaks: the catalogue of the user's language (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
/// `LANG`, as gettext looks them up), chosen once at start by the shell, and the lookups every word shown goes
/// through (`tr`, `trn`). Without one (English, `C`, a language with no catalogue) the English is shown.
public enum Translations {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var current: Catalogue?

  /// The catalogue in use; nil: English.
  public static var catalogue: Catalogue? {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }

  /// The locale `environment` names for messages: its first set variable of `LC_ALL`, `LC_MESSAGES`, `LANG`
  /// (`ar_EG.UTF-8`), as gettext looks them up; empty when none is.
  public static func locale(environment: [String: String]) -> String {
    ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
  }

  /// The catalogue names to try for the locale `environment` names, best first: `LANGUAGE`'s list (unless the
  /// locale is set to `C` or `POSIX`, as gettext does; with no locale set at all, `LANGUAGE=de` alone is followed,
  /// as glib's language list does), then the first set of `LC_ALL`, `LC_MESSAGES`, `LANG`; each as itself
  /// without encoding and modifier (`pt_BR`), then its language alone (`pt`). Empty for English.
  public static func languages(environment: [String: String]) -> [String] {
    let base = locale(environment: environment).prefix { $0 != "." && $0 != "@" }
    guard base != "C", base != "POSIX" else { return [] }
    let wanted =
      (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init) + (base.isEmpty ? [] : [String(base)])
    var names: [String] = []
    for name in wanted {
      let name = String(name.prefix { $0 != "." && $0 != "@" })
      let language = String(name.prefix { $0 != "_" })
      for candidate in [name, language] where !candidate.isEmpty && !names.contains(candidate) {
        names.append(candidate)
      }
    }
    return names.filter { $0 != "en" && !$0.hasPrefix("en_") }
  }

  /// `text` with `{0}`, `{1}` … replaced by `arguments` (a translation may put them in another order), each
  /// isolated (`bidiIsolated`: a file name's digits and hyphens keep their place in Arabic) when the sentence
  /// (`rightToLeft`: the translation in use) or the argument reads right to left. One pass: an argument's own text is never read for placeholders.
  static func filled(
    _ text: String, _ arguments: [String], rightToLeft: Bool = UILanguage.isRightToLeft(catalogue?.language ?? "")
  ) -> String {
    guard !arguments.isEmpty else { return text }
    // Isolating changes what is drawn only where something reads right to left: the sentence (a right-to-left
    // translation) or an argument; elsewhere the text stays as it is, byte for byte.
    let isolating = rightToLeft || arguments.contains(where: \.hasRightToLeft)
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      let after = rest[rest.index(after: open)...]
      if let close = after.firstIndex(of: "}"), let index = Int(after[..<close]), arguments.indices.contains(index) {
        out += isolating ? arguments[index].bidiIsolated : arguments[index]
        rest = after[after.index(after: close)...]
      } else {
        out += "{"
        rest = after
      }
    }
    return out + rest
  }
}

/// `english` in the user's language, its `{0}`, `{1}` … filled with `arguments`. Every word shown on screen goes
/// through here (or `trn`): `Scripts/make-pot` collects their English into `po/sdlphoto.pot`.
public func tr(_ english: String, _ arguments: String...) -> String {
  Translations.filled(Translations.catalogue?.text(english) ?? english, arguments)
}

/// The form of `singular` / `plural` for `count` in the user's language, `{0}` … filled with `arguments`.
public func trn(_ singular: String, _ plural: String, count: Int, _ arguments: String...) -> String {
  let text = Translations.catalogue?.text(singular, plural, count: count) ?? (count == 1 ? singular : plural)
  return Translations.filled(text, arguments)
}
