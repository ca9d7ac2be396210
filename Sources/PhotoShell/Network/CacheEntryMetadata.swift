import Foundation
import PhotoCore

/// What the disk cache keeps beside a downloaded photo, in `<key>.json`: where it came from, its validators,
/// when it was fetched and last used.
struct CacheEntryMetadata: Codable, Equatable {
  /// The format of this record; a record of another version is ignored (the entry counts as absent).
  static let currentVersion = 1

  /// The record's format (`currentVersion`).
  var version: Int = currentVersion
  /// The URL as the album gave it.
  var url: String
  /// The body's file name in the cache directory (`DiskCachePolicy.bodyFileName(for:)`).
  var fileName: String
  /// The body's size, bytes; a body of another size is treated as damaged.
  var bytes: Int64
  /// The server's `ETag`, verbatim.
  var etag: String?
  /// The server's `Last-Modified`, verbatim.
  var lastModified: String?
  /// When the body was downloaded or last confirmed by a 304, seconds since the Unix epoch.
  var validatedAt: Double
  /// How long after `validatedAt` the body is used without asking the server, seconds.
  var freshFor: Double
  /// When the body was last handed to a caller, seconds since the Unix epoch (eviction is least recently used).
  var lastUsed: Double
  /// The version its folder's listing gave the photo when it was fetched or confirmed (nil: none did).
  var listedVersion: UInt64? = nil

  /// The copy as `DiskCachePolicy` sees it.
  var storedCopy: DiskCachePolicy.StoredCopy {
    DiskCachePolicy.StoredCopy(
      etag: etag, lastModified: lastModified, validatedAt: validatedAt, freshFor: freshFor,
      listedVersion: listedVersion)
  }

  /// The record as JSON bytes.
  func encoded() -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try? encoder.encode(self)
  }

  /// The record in `data`, or nil when it is not a record of the current version.
  static func decoded(from data: Data) -> CacheEntryMetadata? {
    guard let record = try? JSONDecoder().decode(CacheEntryMetadata.self, from: data),
      record.version == currentVersion
    else { return nil }
    return record
  }
}
