/// The writing system of a character, as the ISO 15924 code HarfBuzz shapes with (`Arab` joins letters,
/// `Deva` forms conjuncts), for the scripts sdlphoto's fonts draw; nil for characters every script shares
/// (spaces, digits, punctuation, combining marks), which belong to the run around them.
public enum WritingScript {
  /// Ranges of code points and their script, sorted.
  static let ranges: [(ClosedRange<UInt32>, String)] = [
    (0x0041...0x005A, "Latn"), (0x0061...0x007A, "Latn"), (0x00C0...0x024F, "Latn"), (0x0370...0x03FF, "Grek"),
    (0x0400...0x052F, "Cyrl"), (0x0590...0x05FF, "Hebr"), (0x0600...0x06FF, "Arab"), (0x0750...0x077F, "Arab"),
    (0x0900...0x097F, "Deva"), (0x0980...0x09FF, "Beng"), (0x0E00...0x0E7F, "Thai"), (0x1100...0x11FF, "Hang"),
    (0x1E00...0x1EFF, "Latn"), (0x1F00...0x1FFF, "Grek"), (0x3040...0x309F, "Hira"), (0x30A0...0x30FF, "Kana"),
    (0x3130...0x318F, "Hang"), (0x3400...0x4DBF, "Hani"), (0x4E00...0x9FFF, "Hani"), (0xAC00...0xD7AF, "Hang"),
    (0xFB1D...0xFB4F, "Hebr"), (0xFB50...0xFDFF, "Arab"), (0xFE70...0xFEFF, "Arab"),
  ]

  /// The script of `scalar`, or nil when it is shared (see the type).
  public static func of(_ scalar: Unicode.Scalar) -> String? {
    let v = scalar.value
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let (range, script) = ranges[mid]
      if v < range.lowerBound {
        high = mid - 1
      } else if v > range.upperBound {
        low = mid + 1
      } else {
        return script
      }
    }
    return nil
  }
}
