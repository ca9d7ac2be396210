import Foundation
import Testing

@testable import PhotoCore

/// The translations: `.po` files read as gettext writes them, plural rules as C expressions, the locale variables
/// as gettext reads them, and the repository's catalogues (the template up to date with the code, every language
/// complete, its placeholders kept, `msgfmt --check` content).
@Suite struct CatalogueTests {
  static let arabicRule =
    "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);"

  @Test func pluralRulesPickEachLanguagesForms() throws {
    let arabic = try #require(PluralRule(header: Self.arabicRule))
    #expect(arabic.count == 6)
    #expect(
      [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111, 1000].map(arabic.form) == [0, 1, 2, 3, 3, 4, 4, 5, 5, 3, 4, 5])
    let german = try #require(PluralRule(header: "nplurals=2; plural=(n != 1);"))
    #expect([0, 1, 2, 21].map(german.form) == [1, 0, 1, 1])
    // Russian's: one, few, many.
    let russian = try #require(
      PluralRule(
        header:
          "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"))
    #expect([1, 2, 5, 11, 21, 22, 25, 111].map(russian.form) == [0, 1, 2, 2, 0, 1, 2, 2])
    let japanese = try #require(PluralRule(header: "nplurals=1; plural=0;"))
    #expect(japanese.form(for: 7) == 0)
    for bad in ["nplurals=2; plural=(n != ;", "plural=n;", "nplurals=9; plural=n;", "nplurals=2; plural=n $ 1;"] {
      #expect(PluralRule(header: bad) == nil, "\(bad)")
    }
    // A form past the count is held to the last.
    #expect(try #require(PluralRule(header: "nplurals=2; plural=n;")).form(for: 5) == 1)
  }

  @Test func aPoFileIsReadWithItsEscapesPluralsAndFuzzyEntries() {
    let catalogue = Catalogue(
      po: #"""
        # a comment
        msgid ""
        msgstr ""
        "Language: ar\n"
        "Plural-Forms: nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);\n"

        #: Sources/A.swift
        msgid "Keep"
        msgstr "إبقاء"

        msgid "a \"quoted\" line\n"
        "and its end"
        msgstr "سطر \"مقتبس\"\n"
        "ونهايته"

        #, fuzzy
        msgid "Undo"
        msgstr "تراجع"

        msgid "Untranslated"
        msgstr ""

        msgid "{0} photo"
        msgid_plural "{0} photos"
        msgstr[0] "لا صور"
        msgstr[1] "صورة واحدة"
        msgstr[2] "صورتان"
        msgstr[3] "{0} صور"
        msgstr[4] "{0} صورة"
        msgstr[5] "{0} صورة"
        """#)
    #expect(catalogue.rule.count == 6 && catalogue.language == "ar")
    #expect(catalogue.text("Keep") == "إبقاء")
    #expect(catalogue.text("a \"quoted\" line\nand its end") == "سطر \"مقتبس\"\nونهايته")
    #expect(catalogue.text("Undo") == "Undo", "a fuzzy entry is not used")
    #expect(catalogue.text("Untranslated") == "Untranslated" && catalogue.text("Unknown") == "Unknown")
    let forms = [0, 1, 2, 5, 11, 100].map { catalogue.text("{0} photo", "{0} photos", count: $0) }
    #expect(forms == ["لا صور", "صورة واحدة", "صورتان", "{0} صور", "{0} صورة", "{0} صورة"])
    #expect(Catalogue(po: "").text("{0} photo", "{0} photos", count: 3) == "{0} photos")
  }

  @Test func theLocaleVariablesAreReadAsGettextReadsThem() {
    #expect(Translations.languages(environment: ["LANG": "de_DE.UTF-8"]) == ["de_DE", "de"])
    #expect(Translations.languages(environment: ["LC_ALL": "pt_BR.UTF-8@latin", "LANG": "de_DE"]) == ["pt_BR", "pt"])
    #expect(
      Translations.languages(environment: ["LC_MESSAGES": "ar_EG.UTF-8", "LANG": "de_DE.UTF-8"]) == ["ar_EG", "ar"])
    #expect(
      Translations.languages(environment: ["LANG": "fr_FR.UTF-8", "LANGUAGE": "es:de"]) == ["es", "de", "fr_FR", "fr"])
    // C and POSIX are English whatever LANGUAGE says; English needs no catalogue.
    #expect(Translations.languages(environment: ["LC_ALL": "C", "LANGUAGE": "de"]).isEmpty)
    #expect(Translations.languages(environment: ["LANG": "C.UTF-8"]).isEmpty)
    #expect(Translations.languages(environment: ["LANG": "en_GB.UTF-8"]).isEmpty)
    #expect(Translations.languages(environment: [:]).isEmpty)
  }

  @Test func placeholdersAreFilledOnceInAnyOrder() {
    #expect(Translations.filled("{1} von {0}", ["3", "12"]) == "12 von 3")
    #expect(Translations.filled("{0} and {0}", ["a"]) == "a and a")
    #expect(Translations.filled("{0}: done", ["{1}"]) == "{1}: done", "an argument is not read again")
    #expect(Translations.filled("{x} {2}", ["a"]) == "{x} {2}")
  }

  // MARK: - The repository's catalogues

  static let root = DocsTests.root
  /// Every `po/LL.po` of the repository: a language added is checked as the others are.
  static let languages =
    ((try? FileManager.default.contentsOfDirectory(atPath: root.path + "/po")) ?? []).filter { $0.hasSuffix(".po") }
    .map { String($0.dropLast(3)) }.sorted()

  @Test func germanSpanishAndArabicAreThere() {
    #expect(Set(["de", "es", "ar"]).isSubset(of: Set(Self.languages)), "\(Self.languages)")
  }

  /// Runs `executable` with `arguments` in the repository; its status and output.
  static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, out)
  }

  /// A string added to the code with `tr` and not to `po/sdlphoto.pot` fails here.
  @Test func theTemplateHoldsEveryStringOfTheCode() throws {
    let (status, out) = try Self.run("/usr/bin/python3", [Self.root.path + "/Scripts/make-pot", "--check"])
    #expect(status == 0, "\(out)")
  }

  /// The check fails on a tree whose words shown are not all in its template: a literal of a UserText file, an
  /// error made of a bare string, a `tr` the template lacks; and passes once they are messages and in it.
  @Test func theCheckFindsAStringLeftOutOfTheCatalogue() throws {
    let tree = FileManager.default.temporaryDirectory.appendingPathComponent("make-pot-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: tree) }
    let text = tree.appendingPathComponent("Sources/PhotoCore/Text")
    try FileManager.default.createDirectory(at: text, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: tree.appendingPathComponent("po"), withIntermediateDirectories: true)
    let script = Self.root.path + "/Scripts/make-pot"
    func check() throws -> Int32 { try Self.run("/usr/bin/python3", [script, "--root", tree.path, "--check"]).0 }
    func write(_ code: String) throws {
      try code.write(to: text.appendingPathComponent("UserText.swift"), atomically: true, encoding: .utf8)
    }
    try write("enum UserText {\n  static var keep: String { tr(\"Keep\") }\n}\n")
    #expect(try check() != 0, "the template lacks Keep")
    _ = try Self.run("/usr/bin/python3", [script, "--root", tree.path])
    #expect(try check() == 0)
    try write("enum UserText {\n  static var keep: String { tr(\"Keep\") }\n  static let undo = \"Undo\"\n}\n")
    #expect(try check() != 0, "a bare string shown")
    try write("enum UserText {\n  static var keep: String { tr(\"Keep\") }\n  // \"an example\" in a comment\n}\n")
    #expect(try check() == 0, "a comment is not shown")
    try "func f() throws { throw ValidationError(\"--x is bad\") }\n".write(
      to: text.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
    #expect(try check() != 0, "an error of a bare string")
  }

  /// German, Spanish and Arabic translate every message of the template, each plural in all its language's forms,
  /// keeping its placeholders; `msgfmt --check` finds nothing wrong.
  @Test(arguments: languages) func aLanguageIsCompleteAndWellFormed(language: String) throws {
    let template = Catalogue(
      po: try String(contentsOf: Self.root.appendingPathComponent("po/sdlphoto.pot"), encoding: .utf8))
    let text = try String(contentsOf: Self.root.appendingPathComponent("po/\(language).po"), encoding: .utf8)
    let catalogue = Catalogue(po: text)
    let english = Self.messages(
      in: try String(contentsOf: Self.root.appendingPathComponent("po/sdlphoto.pot"), encoding: .utf8))
    #expect(template.messages.isEmpty && english.count > 50)
    for (msgid, plural) in english {
      let forms = catalogue.messages[msgid] ?? []
      #expect(forms.count == (plural == nil ? 1 : catalogue.rule.count), "\(language): \(msgid)")
      let wanted = Self.placeholders(msgid).union(Self.placeholders(plural ?? ""))
      for form in forms {
        // A plural form may say its count in words ("صورتان", two photos); a message keeps every placeholder.
        let kept = Self.placeholders(form)
        #expect(plural == nil ? kept == wanted : kept.isSubset(of: wanted), "\(language): \(msgid) → \(form)")
      }
    }
    #expect(catalogue.messages.count == english.count, "no message the template does not have")
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt") {
      let (status, out) = try Self.run("/usr/bin/msgfmt", ["--check", "-o", "/dev/null", "po/\(language).po"])
      #expect(status == 0, "\(out)")
    }
  }

  /// The template's messages: each English text with its plural, if any.
  static func messages(in pot: String) -> [String: String?] {
    var out: [String: String?] = [:]
    var id: String?
    for line in pot.split(separator: "\n") {
      if line.hasPrefix("msgid ") {
        id = Catalogue.unquoted(String(line.dropFirst(6)))
        if let id, !id.isEmpty { out[id] = .some(nil) }
      } else if line.hasPrefix("msgid_plural "), let id {
        out[id] = Catalogue.unquoted(String(line.dropFirst(13)))
      }
    }
    return out
  }

  static func placeholders(_ text: String) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      found.insert(String(rest[open...close]))
      rest = rest[rest.index(after: close)...]
    }
    return found
  }

  /// A name placed into a right-to-left sentence is isolated (FSI ... PDI), so "01-mountain-path.jpg" is laid
  /// out whole inside Arabic; a right-to-left name inside an English sentence too; Latin names in a
  /// left-to-right sentence stay as they are, byte for byte. Stripped, the text is what was filled.
  @Test func namesInRightToLeftTextAreIsolated() {
    let arabic = "نقل {0} إلى سلة المهملات؟"
    let filled = Translations.filled(arabic, ["01-mountain-path.jpg"], rightToLeft: true)
    #expect(filled == "نقل \u{2068}01-mountain-path.jpg\u{2069} إلى سلة المهملات؟")
    #expect(filled.withoutBidiIsolates == "نقل 01-mountain-path.jpg إلى سلة المهملات؟")
    let hebrewName = Translations.filled("Move {0} to the trash?", ["שלום.jpg"], rightToLeft: false)
    #expect(hebrewName == "Move \u{2068}שלום.jpg\u{2069} to the trash?")
    #expect(Translations.filled("Move {0} to the trash?", ["b.jpg"], rightToLeft: false) == "Move b.jpg to the trash?")
    #expect("abc".hasRightToLeft == false && "ab\u{0627}".hasRightToLeft && "\u{05D0}".hasRightToLeft)
  }
}
