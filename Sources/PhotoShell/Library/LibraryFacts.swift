import Foundation
import Glibc
import PhotoCore

/// What the library records of one file, read from it: its kind; when it was taken (EXIF's date and offset for
/// a photo, else its XMP packet's; Apple's creation date, else the movie header's UTC time, for a clip; else the file's time, on this
/// machine's clock); where (GPS, named by the gazetteer); the camera; a clip's length. A few small reads: a
/// photo's first 128 KB (where EXIF lies), a clip's box headers and its metadata box.
enum LibraryFacts {
  /// The first bytes of a photo read for its EXIF, bytes.
  static let headLength = 128 * 1024

  /// The record of `item` (its `stamp` from the listing), places named by `places`; nil when the file is gone
  /// (since the walk found it).
  static func record(of item: AlbumItem, places: Gazetteer?) -> LibraryRecord? {
    var item = item
    if item.stamp == nil { item.stamp = stamp(of: item.location) }
    guard var record = provisional(item) else { return nil }
    if AlbumLister.isClip(item.location, from: .standard) {
      guard access(item.location, F_OK) == 0 else { return nil }
      record.kind = .clip
      clipFacts(into: &record)
    } else {
      let file: (any SourceReader)?
      do { file = try LocalSource().open(record.path) } catch .notFound { return nil } catch { file = nil }
      record.kind = .photo
      if let file { photoFacts(into: &record, file: file) }
      if item.motion != nil { record.kind = .live } else if item.companion != nil { record.kind = .raw }
    }
    if let latitude = record.latitude, let longitude = record.longitude, let places,
      let place = places.nearest(
        latitude: latitude, longitude: longitude, within: Tuning.Slideshow.captionPlaceRadius)
    {
      record.place = [place.name, place.region, place.country].compactMap { $0 }.filter { !$0.isEmpty }
        .joined(separator: ", ")
    }
    return record
  }

  /// What is known of `item` before its file is read: its file's time and size, its kind by its name; nil
  /// without a stamp.
  static func provisional(_ item: AlbumItem) -> LibraryRecord? {
    guard let stamp = item.stamp else { return nil }
    let modified = Int64(stamp.modifiedSeconds) * 1_000_000_000 + Int64(stamp.modifiedNanoseconds)
    let fileTime = WallClock(utc: Int64(stamp.modifiedSeconds), offsetMinutes: localOffset(at: stamp.modifiedSeconds))
    var record = LibraryRecord(
      path: item.location, size: stamp.size, modified: modified, kind: .photo, taken: fileTime, dateSource: .file)
    record.motion = item.motion
    record.companion = item.companion
    record.kind = item.isNamedAsClip ? .clip : item.motion != nil ? .live : item.companion != nil ? .raw : .photo
    return record
  }

  /// A photo's EXIF: date and offset, camera, position; a RAW alone is of kind raw, a motion photo live.
  static func photoFacts(into record: inout LibraryRecord, file: any SourceReader) {
    guard let head = try? file.head(headLength),
      let kind = ImageKind.refined(ImageKind.sniff(head.prefix(ImageKind.sniffLength)), name: record.path)
    else { return }
    if kind == .raw { record.kind = .raw }
    if MotionPhoto.find(head: head, fileSize: file.size) != nil { record.kind = .live }
    let exif = ExifMetadata.read(file: file, head: head, kind: kind)
    if let taken = exif.taken {
      record.taken = WallClock(taken)
      record.offsetMinutes = exif.takenOffsetMinutes
      record.dateSource = .exif
    } else if let xmp = XMPDate.taken(in: head) {
      record.taken = WallClock(xmp.date)
      record.offsetMinutes = xmp.offsetMinutes
      record.dateSource = .xmp
    }
    record.camera = exif.camera
    record.latitude = exif.position?.latitude
    record.longitude = exif.position?.longitude
  }

  /// A clip's QuickTime facts: Apple's creation date, else the movie header's (UTC, on this machine's clock).
  static func clipFacts(into record: inout LibraryRecord) {
    let facts = QuickTimeMetadata.facts(path: record.path)
    if let created = facts.created {
      record.taken = created.clock
      record.offsetMinutes = created.offsetMinutes
      record.dateSource = .quicktime
    } else if let utc = facts.createdUTC {
      let offset = localOffset(at: Int(utc))
      record.taken = WallClock(utc: utc, offsetMinutes: offset)
      record.dateSource = .quicktime
    }
    record.duration = facts.duration
    record.latitude = facts.position?.latitude
    record.longitude = facts.position?.longitude
  }

  /// This machine's offset from UTC at `seconds` since 1970, minutes (its zone's, daylight saving included).
  static func localOffset(at seconds: Int) -> Int {
    var time = time_t(seconds)
    var parts = tm()
    guard localtime_r(&time, &parts) != nil else { return 0 }
    return Int(parts.tm_gmtoff) / 60
  }

  /// The stamp of the file at `path`; nil when it cannot be read.
  static func stamp(of path: String) -> FileStamp? {
    guard let file = try? PhotoFile(path: path) else { return nil }
    return file.stamp
  }
}
