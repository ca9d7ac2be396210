#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// This machine's folders and files, read with plain system calls: every file opened never blocking and only
/// when it is a regular file (`PhotoFile`), so a FIFO or device named `photo.jpg` cannot hang the lister.
/// It holds every location no other source holds: a path.
public struct LocalSource: PhotoSource {
  /// `local`.
  public var name: String { Self.name }
  /// `local`.
  static let name = "local"
  /// A local folder is never remote (a network mount reads as one; `--watch` notices when it goes away).
  public var isRemote: Bool { false }
  /// inotify hears the folders.
  public var watching: SourceWatching { .notifications }
  /// Its folders list.
  public var listsFolders: Bool { true }

  /// The folders of this machine.
  public init() {}

  /// Every path: it is the source asked last.
  public func holds(_ location: String) -> Bool { true }

  /// What is at `location`, following symbolic links; nil when nothing (or a dangling link) is there.
  public func status(of location: String) -> SourceStatus? {
    FileProbe.status(atPath: location).map { $0.sourceStatus }
  }

  /// The entries of `folder` as `request` asks: typed from `readdir`'s `d_type` (only symbolic links and
  /// `DT_UNKNOWN` entries are stat-ed), a regular file a photo by its name or else its first bytes (opened
  /// with `O_NONBLOCK`), hidden entries and sidecar folders skipped (`SourceEntry.isSkipped`); photos stamped while the folder is open.
  public func list(_ folder: String, _ request: SourceListingRequest) throws(SourceFailure) -> SourceFolder {
    do throws(SystemError) {
      return try FolderListing(folder: folder, request: request).read()
    } catch {
      throw error.code == ENOENT ? .notFound : .unreadable(reason: error.text)
    }
  }

  /// The regular file at `location`, open for reading.
  public func open(_ location: String) throws(SourceFailure) -> any SourceReader {
    do throws(PhotoFile.Failure) {
      return LocalFileReader(try PhotoFile(path: location))
    } catch {
      throw SourceFailure(error)
    }
  }

  /// The file itself: it is on this machine.
  public func localCopy(
    of location: String, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure) -> String {
    location
  }

  /// The device and inode of a stamped file (kept through a rename on its file system); else its path.
  public func identity(of location: String, stamp: FileStamp?) -> SourceIdentity {
    guard let stamp else { return SourceIdentity(source: name, key: location) }
    return SourceIdentity(source: name, key: "\(stamp.device):\(stamp.inode)")
  }
}

extension SourceFailure {
  /// A local file's failure in the source's words: a file gone is `notFound`.
  package init(_ failure: PhotoFile.Failure) {
    switch failure {
    case .system(let error) where error.code == ENOENT: self = .notFound
    case .system(let error): self = .unreadable(reason: error.text)
    case .notARegularFile: self = .notARegularFile
    case .tooLarge(let limit): self = .tooLarge(limit: limit)
    }
  }
}

extension LocalSource {
  /// The absolute, symlink-free form of `path`, or nil when it does not exist.
  public static func resolvedPath(_ path: String) -> String? { FileProbe.realPath(path) }

  /// The current working directory.
  public static func workingDirectory() -> String { FileProbe.currentDirectory() }
}
