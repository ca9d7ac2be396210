import Foundation
import PhotoCore

/// The download cache for sources that are not HTTP (SMB shares): a copy kept under the location's name with the
/// version its server gave (a size and time), used while the server says the same version, and when the server
/// cannot be reached.
extension PhotoDownloader {
  /// The cached copy of `location`, when there is one (its use recorded).
  func storedCopy(of location: String) -> String? {
    let key = DiskCachePolicy.key(for: location)
    claim(key)
    defer { release(key) }
    guard var stored = store.lookup(key: key) else { return nil }
    stored.metadata.lastUsed = Date().timeIntervalSince1970
    store.update(stored.metadata)
    Log.info("\(location): not reached; showing the cached copy")
    return stored.path
  }

  /// A copy of `location` whose server's version is `version`: the cached one when it has that version, else
  /// a new one that `fill` writes into the file descriptor it is given (closed after), committed to the cache
  /// (the least recently used entries evicted past its size) or, when the cache cannot be written, kept in the
  /// temporary folder. Two copies of one location are never made at once.
  func keptCopy(
    of location: String, version: String, progress: @Sendable (Int64, Int64?) -> Void,
    fill: (Int32) throws(SourceFailure) -> Void
  ) throws(SourceFailure) -> String {
    let key = DiskCachePolicy.key(for: location)
    claim(key)
    defer { release(key) }
    let now = Date().timeIntervalSince1970
    if var stored = store.lookup(key: key), stored.metadata.etag == version {
      stored.metadata.lastUsed = now
      store.update(stored.metadata)
      progress(stored.metadata.bytes, stored.metadata.bytes)
      return stored.path
    }
    let temp: PhotoCacheStore.TempFile
    switch store.makeTempFile(key: key) {
    case .success(let file): temp = file
    case .failure(let error): throw .unreadable(reason: UserText.message(for: error))
    }
    do throws(SourceFailure) {
      try fill(temp.fileDescriptor)
    } catch {
      close(temp.fileDescriptor)
      store.discard(temp)
      throw error
    }
    var info = stat()
    let bytes = fstat(temp.fileDescriptor, &info) == 0 ? Int64(info.st_size) : 0
    guard close(temp.fileDescriptor) == 0 else {
      let saved = errno
      store.discard(temp)
      throw .unreadable(reason: NetworkErrorText.cannotSave(errno: saved))
    }
    let metadata = CacheEntryMetadata(
      url: location, fileName: DiskCachePolicy.bodyFileName(for: location), bytes: bytes, etag: version,
      lastModified: nil, validatedAt: now, freshFor: 0, lastUsed: now)
    let path = store.commit(temp, metadata: metadata)
    if temp.inCache { evictSparing(key) }
    return path
  }
}
