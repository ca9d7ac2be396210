@testable import PhotoCore

/// A source of the test's own making, `mem://` locations held in memory: what a network source of the next
/// issue is to the lister, with nothing but the interface between them.
struct MemorySource: PhotoSource {
  /// Each file's bytes, by location (`mem://album/a.jpg`); a folder is any prefix up to a slash.
  let files: [String: [UInt8]]
  let isRemote: Bool
  var name: String { "memory" }
  var watching: SourceWatching { .polling }
  var listsFolders: Bool { true }

  init(_ files: [String: [UInt8]], isRemote: Bool = false) {
    self.files = files
    self.isRemote = isRemote
  }

  func holds(_ location: String) -> Bool { location.hasPrefix("mem://") }

  func status(of location: String) -> SourceStatus? {
    if files[location] != nil { return SourceStatus(kind: .file, stamp: nil) }
    let folder = location.hasSuffix("/") ? location : location + "/"
    return files.keys.contains { $0.hasPrefix(folder) } ? SourceStatus(kind: .folder, stamp: nil) : nil
  }

  func list(_ folder: String, _ request: SourceListingRequest) throws(SourceFailure) -> SourceFolder {
    guard let status = status(of: folder) else { throw .notFound }
    guard status.kind == .folder else { throw .notAFolder }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    var entries: [String: SourceEntry] = [:]
    for (location, bytes) in files where location.hasPrefix(base) {
      let rest = location.dropFirst(base.count)
      if let slash = rest.firstIndex(of: "/") {
        if request.listsFolders {
          entries[String(rest[..<slash])] = SourceEntry(name: String(rest[..<slash]), kind: .folder)
        }
      } else if request.photos.byName(Array(rest.utf8))
        || request.photos.byBytes(Array(bytes.prefix(request.photos.sniffLength)))
      {
        entries[String(rest)] = SourceEntry(name: String(rest), kind: .photo(nil))
      }
    }
    let listed = Array(entries.values)
    request.onEntries?(listed)
    return SourceFolder(identity: SourceIdentity(source: name, key: base), entries: listed, entryStats: 0)
  }

  func open(_ location: String) throws(SourceFailure) -> any SourceReader {
    guard let bytes = files[location] else { throw status(of: location) == nil ? .notFound : .notARegularFile }
    return MemoryReader(bytes)
  }

  func localCopy(
    of location: String, progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) throws(SourceFailure)
    -> String
  {
    throw .unreadable(reason: "held in memory")
  }

  func identity(of location: String, stamp: FileStamp?) -> SourceIdentity {
    SourceIdentity(source: name, key: location)
  }
}

/// Bytes in memory, read as a source's item.
final class MemoryReader: SourceReader {
  let data: [UInt8]
  init(_ data: [UInt8]) { self.data = data }
  var size: Int { data.count }
  var stamp: FileStamp? { nil }
  func bytes(at offset: Int, count: Int) throws(SourceFailure) -> [UInt8] {
    guard offset < data.count else { return [] }
    return Array(data[offset..<min(data.count, offset + count)])
  }
  func head(_ count: Int) throws(SourceFailure) -> [UInt8] { Array(data.prefix(count)) }
  func contents(limit: Int) throws(SourceFailure) -> [UInt8] {
    if data.count > limit { throw .tooLarge(limit: limit) }
    return data
  }
}
