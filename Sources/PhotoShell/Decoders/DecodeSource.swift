import PhotoCore

/// A photo file opened for its decoder: its path, its first bytes and what they say (format, EXIF
/// orientation, stored size), and all of its bytes for a decoder that reads whole files.
struct DecodeSource {
  /// Where the file is; a decoder that streams it (libjpeg, libpng) opens it again through `PhotoFile`.
  let path: String
  /// The file's first `ExifOrientation.headerLength` bytes (all of a shorter file).
  let head: [UInt8]
  /// The format by content.
  let kind: ImageKind
  /// How the stored pixels turn upright, as the head's EXIF says (`.up` for formats without EXIF here, and for
  /// those whose libraries turn the pixels themselves: AVIF, HEIC, JPEG XL).
  let orientation: ExifOrientation
  /// The stored size the header records, pixels (untrusted: 32-bit values); nil when `ImageHeader` reads none.
  let headerSize: (width: Int, height: Int)?
  /// The whole file once `readWholeFile()` has run; the head until then.
  private(set) var bytes: [UInt8]

  /// The file at `path` whose first bytes are `head`; nil when they are no format sdlphoto knows.
  init?(path: String, head: [UInt8]) {
    let sniffed = ImageKind.sniff(head.prefix(ImageKind.sniffLength))
    guard let kind = ImageKind.refined(sniffed, name: path) else { return nil }
    self.path = path
    self.head = head
    self.kind = kind
    orientation = ExifOrientation.read(from: head, kind: kind)
    headerSize = ImageHeader.dimensions(of: head, kind: kind)
    bytes = head
  }

  /// A motion photo's appended clip (an `EmbeddedClip` location): FFmpeg reads it from its file.
  private init(embeddedClip location: String) {
    path = location
    head = []
    kind = .clip
    orientation = .up
    headerSize = nil
    bytes = []
  }

  /// The file at `path`, its head read and sniffed; fails when it cannot be read, is empty, or holds no format
  /// sdlphoto knows.
  static func open(_ path: String) -> Result<DecodeSource, PhotoLoadError> {
    if EmbeddedClip.parse(path) != nil { return .success(DecodeSource(embeddedClip: path)) }
    return readHead(path).flatMap { head in
      if head.isEmpty { return .failure(.empty) }
      guard let source = DecodeSource(path: path, head: head) else {
        return .failure(.unsupportedFormat(detail: "unknown file contents"))
      }
      return .success(source)
    }
  }

  /// The first `ExifOrientation.headerLength` bytes of the file at `path` (all of a shorter file).
  static func readHead(_ path: String) -> Result<[UInt8], PhotoLoadError> {
    do throws(PhotoFile.Failure) {
      return .success(try PhotoFile(path: path).head(ExifOrientation.headerLength))
    } catch {
      return .failure(PhotoLoadError(error))
    }
  }

  /// The file at `path` opened again for a decoder that streams it: libjpeg and libpng take the descriptor and
  /// close it.
  static func streamedFile(_ path: String) -> Result<Int32, PhotoLoadError> {
    do throws(PhotoFile.Failure) {
      return .success(try PhotoFile(path: path).takeDescriptor())
    } catch {
      return .failure(PhotoLoadError(error))
    }
  }

  /// Reads the whole file into `bytes` (nothing to read when the head is all of it), refusing one larger than
  /// `ImageDecoder.maxFileBytes`.
  mutating func readWholeFile() -> Result<Void, PhotoLoadError> {
    guard bytes.count == ExifOrientation.headerLength else { return .success(()) }
    do throws(PhotoFile.Failure) {
      bytes = try PhotoFile(path: path).contents(limit: ImageDecoder.maxFileBytes)
      return .success(())
    } catch {
      return .failure(PhotoLoadError(error))
    }
  }

  /// `box` (upright pixels) in the stored pixels a decoder reads: its sides swap when the photo turns a quarter.
  func storedBox(_ box: ResolutionPolicy.Box) -> ResolutionPolicy.Box {
    orientation.swapsAxes ? ResolutionPolicy.Box(width: box.height, height: box.width) : box
  }
}
