/// The language the user reads, from the locale variables (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, as
/// gettext looks them up): whether it is written right to left, so the controls' bars mirror (back on the
/// right, the bottom bar's controls from the right).
public enum UILanguage {
  /// The languages written right to left, by ISO 639 code: Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi,
  /// Yiddish, Divehi, Uyghur, Central Kurdish.
  static let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "yi", "dv", "ug", "ckb"]

  /// Whether the language `code` (`ar`, `ar_EG`) is written right to left.
  public static func isRightToLeft(_ code: String) -> Bool {
    rightToLeft.contains(code.prefix { $0.isLetter }.lowercased())
  }

  /// Whether the words shown read right to left: those of `catalogue`, the translation in use (`LANGUAGE` may
  /// choose one other than the locale's), else the locale `environment` names (`Translations.locale`, a value
  /// such as `ar_EG.UTF-8`). `C`, `POSIX` and nothing are left to right.
  public static func readsRightToLeft(environment: [String: String], catalogue: Catalogue? = nil) -> Bool {
    isRightToLeft(catalogue?.language ?? Translations.locale(environment: environment))
  }
}
