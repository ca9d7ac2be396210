/// Unicode's directional isolates (UAX #9, FSI ... PDI): a name, a number or a path placed into a sentence is
/// isolated, so its own direction cannot reorder the words around it ("01-mountain-path.jpg" stays whole inside
/// an Arabic question, and an Arabic name inside an English one). The text layout gives isolates their levels
/// and draws nothing for them (`TextLine`); text that leaves as plain text (stderr, the trace, the remote's
/// answers) goes without them.
extension String {
  /// First strong isolate (U+2068) and pop directional isolate (U+2069).
  static let firstStrongIsolate: Character = "\u{2068}"
  static let popDirectionalIsolate: Character = "\u{2069}"

  /// The text wrapped in FSI ... PDI: isolated from what surrounds it, its direction its own first strong
  /// character's.
  public var bidiIsolated: String { String(Self.firstStrongIsolate) + self + String(Self.popDirectionalIsolate) }

  /// Whether the text has a character of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko...,
  /// their presentation forms, and the right-to-left historic scripts).
  public var hasRightToLeft: Bool {
    unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
      default: return false
      }
    }
  }

  /// The text without the isolates `bidiIsolated` adds (FSI, PDI, and LRI, RLI): as plain text.
  public var withoutBidiIsolates: String {
    guard unicodeScalars.contains(where: { (0x2066...0x2069).contains($0.value) }) else { return self }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) })
    return String(scalars)
  }
}
