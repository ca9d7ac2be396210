import Foundation
import PhotoCore

/// The photo on screen as the MQTT frame publishes it: the file the last state named, its JPEG once made (sent
/// again at each connection), and the file whose JPEG waits to be made (only the newest; made once it has
/// been on screen for `Tuning.MQTT.photoSettle`). A value guarded by the client's lock.
struct MQTTPhotoState {
  /// Where the album's photos live: a photo on a server is not made into the photo topic's image.
  let sources: SourceSet
  /// The file on screen, as the last state said.
  private(set) var file: String?
  /// The photo on screen as a JPEG, once made.
  private(set) var jpeg: Data?
  /// The file whose photo is to be made next, and since when it waits.
  private(set) var pending: (file: String, since: DispatchTime)?

  /// The state names `file` on screen; whether that is another file than before.
  mutating func show(_ file: String?) -> Bool {
    defer { self.file = file }
    return file != self.file
  }

  /// A state for an album whose photos live in `sources`.
  init(sources: SourceSet) { self.sources = sources }

  /// `file`'s photo is to be made (it replaces any waiting), from `now`; whether none waited (a turn of the
  /// photo queue must then be asked for). A photo on a server is not made: nothing changes.
  mutating func wait(for file: String, at now: DispatchTime) -> Bool {
    guard !sources.isRemote(file) else { return false }
    defer { pending = (file, now) }
    return pending == nil
  }

  /// The photo of `file` was made (`made`: nil when it could not be): whether to send it (still the one on
  /// screen), and whether another waits.
  mutating func made(_ made: Data?, of file: String) -> (send: Data?, again: Bool) {
    guard pending?.file == file else { return (nil, pending != nil) }
    pending = nil
    guard let made, self.file == file else { return (nil, false) }
    jpeg = made
    return (made, false)
  }

  /// Nothing more is made (the client stops).
  mutating func cancel() { pending = nil }
}
