extension ExifMetadata {
  /// The live-photo identifier in an iPhone's maker note (`makerNote`, EXIF tag 0x927C, in `directory`): the
  /// note starts "Apple iOS", a NUL, a 2-byte version and its byte order ("MM"); its IFD follows at byte 14 and
  /// its offsets count from the note's start. Tag 0x11 is the content identifier the clip's QuickTime metadata
  /// repeats (a UUID). Nil for any other maker's note, or one without it.
  static func appleContentIdentifier(makerNote: Directory.Entry, in directory: Directory) -> String? {
    let start = makerNote.valueOffset
    let outer = directory.reader
    guard makerNote.type == 7, makerNote.count >= 16, outer.matches("Apple iOS\0", at: start) else { return nil }
    var reader = ByteReader(outer.bytes)
    if outer.matches("II", at: start + 12) {
      reader.littleEndian = true
    } else if !outer.matches("MM", at: start + 12) {
      return nil
    }
    let note = Directory(reader: reader, tiff: start)
    guard let entry = note.entries(at: 14)[0x0011], entry.valueOffset + entry.count <= start + makerNote.count
    else { return nil }
    return note.ascii(entry)
  }
}
