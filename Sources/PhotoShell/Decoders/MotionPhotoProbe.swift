import PhotoCore

/// Whether a photo opened for decoding is an Android motion photo (`MotionPhoto`): a JPEG's XMP, or a HEIC's
/// `mpvd` box, checked against the file: the clip must start with an MP4's `ftyp` box where they put it.
enum MotionPhotoProbe {
  /// The most top-level boxes of a HEIC looked at (a hostile file may hold millions).
  static let boxesRead = 64

  /// The appended clip of `source` (a local file: a web photo's is its downloaded copy, whose clip the album
  /// drops), or why the one it declares cannot be; nil for a plain photo.
  static func find(_ source: DecodeSource) -> MotionPhoto.Finding? {
    guard source.kind == .jpeg || source.kind == .heic else { return nil }
    // A JPEG whose header names no motion photo is not opened again.
    if source.kind == .jpeg && !MotionPhoto.isMentioned(in: source.head) { return nil }
    do throws(PhotoFile.Failure) {
      let file = try PhotoFile(path: source.path)
      let found =
        source.kind == .jpeg
        ? MotionPhoto.find(head: source.head, fileSize: file.size)
        : MotionPhoto.heifClip(boxes: try boxes(of: file), fileSize: file.size)
      guard let finding = found, case .clip(let start) = finding else { return found }
      let box = try file.bytes(at: start, count: 8)
      guard box.count == 8, Array(box[4..<8]) == Array("ftyp".utf8) else {
        return .broken("its motion photo's clip is not where it says")
      }
      return finding
    } catch {
      return nil
    }
  }

  /// The top-level boxes of the ISO media `file`: type, start, header size and size, until one cannot be read.
  static func boxes(
    of file: borrowing PhotoFile
  ) throws(PhotoFile.Failure) -> [(
    type: String, start: Int, header: Int, size: Int
  )] {
    var found: [(type: String, start: Int, header: Int, size: Int)] = []
    var offset = 0
    while found.count < boxesRead, offset + 8 <= file.size {
      let header = try file.bytes(at: offset, count: 16)
      guard header.count >= 8 else { break }
      let small = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: header[4..<8], as: UTF8.self)
      var (size, headerSize) = (small, 8)
      if small == 1 {
        guard header.count == 16 else { break }
        size = header[8..<16].reduce(0) { ($0 << 8) | Int($1) }
        headerSize = 16
      } else if small == 0 {
        size = file.size - offset
      }
      guard size >= headerSize, size <= file.size - offset else { break }
      found.append((type, offset, headerSize, size))
      offset += size
    }
    return found
  }
}
