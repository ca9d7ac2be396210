import Testing

@testable import PhotoCore

/// `--kiosk-exit`: chords as users write them.
@Suite struct KeyChordTests {
  @Test func chordsParseInAnyOrderAndCase() {
    #expect(KeyChord("Ctrl+Alt+Q") == KeyChord(modifiers: [.control, .alt], key: "q"))
    #expect(KeyChord("alt + control + q") == KeyChord.kioskExit)
    #expect(KeyChord("Super+Shift+Escape") == KeyChord(modifiers: [.super, .shift], key: "Escape"))
    #expect(KeyChord("F12") == KeyChord(modifiers: [], key: "f12"))
    #expect(KeyChord("Ctrl++") == KeyChord(modifiers: [.control], key: "+"))
    #expect(KeyChord("Ctrl+Page Down")?.key == "pagedown")
    #expect(KeyChord("Keypad +") == KeyChord(modifiers: [], key: "Keypad +"))
    #expect(KeyChord("Shift+=") == KeyChord(modifiers: [.shift], key: "="))
    #expect(KeyChord("+") == KeyChord(modifiers: [], key: "+"))
  }

  @Test func badChordsAreRefused() {
    for text in ["", "Ctrl+", "Hyper+Q", "Ctrl+Ctrl+Q", "Ctrl+Alt", "Shift+Keypad+Ctrl+"] {
      #expect(KeyChord(text) == nil, "\(text)")
    }
  }

  @Test func aChordMatchesItsKeyWithExactlyItsModifiers() {
    let chord = KeyChord.kioskExit
    #expect(chord.matches(key: "Q", modifiers: [.control, .alt]))
    #expect(!chord.matches(key: "Q", modifiers: [.control]))
    #expect(!chord.matches(key: "Q", modifiers: [.control, .alt, .shift]))
    #expect(!chord.matches(key: "W", modifiers: [.control, .alt]))
    #expect(chord.description == "Ctrl+Alt+Q")
    #expect(KeyChord("Page Down")!.matches(key: "PageDown", modifiers: []))
    #expect(KeyChord("shift+page down")?.description == "Shift+Page down")
  }
}
