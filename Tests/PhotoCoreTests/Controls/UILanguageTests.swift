import Testing

@testable import PhotoCore

/// The reading direction from the locale variables, looked up as gettext does.
struct UILanguageTests {
  @Test func arabicHebrewAndPersianReadRightToLeftOthersAndNothingLeftToRight() {
    #expect(UILanguage.readsRightToLeft(environment: ["LANG": "ar_EG.UTF-8"]))
    #expect(UILanguage.readsRightToLeft(environment: ["LANG": "he_IL.UTF-8"]))
    #expect(UILanguage.readsRightToLeft(environment: ["LC_MESSAGES": "fa_IR", "LANG": "en_GB.UTF-8"]))
    #expect(!UILanguage.readsRightToLeft(environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "ar_EG.UTF-8"]))
    #expect(UILanguage.readsRightToLeft(environment: ["LC_ALL": "", "LANG": "ckb_IQ.UTF-8"]))
    #expect(!UILanguage.readsRightToLeft(environment: ["LANG": "C.UTF-8"]))
    #expect(!UILanguage.readsRightToLeft(environment: [:]))
  }

  /// The translation in use decides where there is one: `LANGUAGE=ar` shows Arabic in a German locale.
  @Test func theCataloguesLanguageDecidesOverTheLocale() {
    let arabic = Catalogue(po: "msgid \"\"\nmsgstr \"Language: ar\\n\"\n")
    let german = Catalogue(po: "msgid \"\"\nmsgstr \"Language: de\\n\"\n")
    #expect(arabic.language == "ar" && german.language == "de")
    #expect(UILanguage.readsRightToLeft(environment: ["LANGUAGE": "ar", "LANG": "de_DE.UTF-8"], catalogue: arabic))
    #expect(!UILanguage.readsRightToLeft(environment: ["LANGUAGE": "de", "LANG": "ar_EG.UTF-8"], catalogue: german))
    #expect(UILanguage.readsRightToLeft(environment: ["LANG": "he_IL.UTF-8"], catalogue: nil))
  }
}
