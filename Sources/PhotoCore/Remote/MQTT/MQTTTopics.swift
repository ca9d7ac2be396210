/// A frame's MQTT topics, under `PREFIX/NAME/` (`--mqtt`'s prefix, `--mqtt-name`):
/// - `state`: the remote's status line (JSON), retained, at every change;
/// - `available`: `online` while connected, `offline` as its last will (retained);
/// - `command`: the control socket's commands, one a message (`PREFIX/all/command` too: every frame obeys it);
/// - `slideshow/set`: `ON` starts or resumes the slideshow, `OFF` pauses it (Home Assistant's switch);
/// - `photo`: the photo on screen as a JPEG of at most 640 pixels, retained, at every change (Home Assistant's
///   image entity);
/// - `album`, `album/set`: the config's album on screen (its name, retained; `None` for none) and the one to open
///   (Home Assistant's select).
public struct MQTTTopics: Sendable, Equatable {
  /// The topics' first level.
  public let prefix: String
  /// The frame's name as a topic level.
  public let name: String

  /// The topics of the frame named `name` (made topic-safe) under `prefix`.
  public init(prefix: String, name: String) {
    self.prefix = prefix
    self.name = Self.level(name)
  }

  /// `PREFIX/NAME`.
  public var base: String { "\(prefix)/\(name)" }
  /// The status line, retained.
  public var state: String { base + "/state" }
  /// `online` / `offline`, retained (the last will).
  public var available: String { base + "/available" }
  /// Commands for this frame.
  public var command: String { base + "/command" }
  /// Commands for every frame under the prefix.
  public var allCommand: String { "\(prefix)/all/command" }
  /// The slideshow switch's `ON` / `OFF`.
  public var slideshowSet: String { base + "/slideshow/set" }
  /// The photo on screen as a JPEG, retained.
  public var photo: String { base + "/photo" }
  /// The name of the config's album on screen, retained (`None`: none of them).
  public var album: String { base + "/album" }
  /// The name of a config's album to open.
  public var albumSet: String { base + "/album/set" }
  /// Home Assistant's own status (`online` when it starts: discovery is sent again).
  public static let homeAssistantStatus = "homeassistant/status"

  /// `text` as one topic level: `/`, `+`, `#`, spaces and control characters become `-`; empty is `frame`.
  public static func level(_ text: String) -> String {
    let cleaned = String(
      text.unicodeScalars.map { scalar -> Character in
        "/+# ".unicodeScalars.contains(scalar) || scalar.value < 0x20 || scalar.value == 0x7F ? "-" : Character(scalar)
      })
    return cleaned.isEmpty ? "frame" : cleaned
  }

  /// The frame's id for Home Assistant (`[a-zA-Z0-9_-]` only): `sdlphoto_` and the name, other characters as
  /// `_`.
  public var nodeID: String {
    "sdlphoto_"
      + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
  }
}
