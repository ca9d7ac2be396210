import Foundation

/// Home Assistant's MQTT discovery for a frame: one device with its entities, each a retained config message on
/// `homeassistant/COMPONENT/NODE/OBJECT/config`, so a frame shows up in Home Assistant with nothing written by
/// hand. Every entity reads the frame's `state` (the remote's status line) and is unavailable while the frame's
/// `available` says `offline`.
public enum HomeAssistantDiscovery {
  /// One config message: its topic and JSON payload.
  public struct Message: Sendable, Equatable {
    public var topic: String
    public var payload: String
  }

  /// The discovery messages of the frame with `topics`, running sdlphoto `version`, its config naming `albums`
  /// (a select of them, when there are any).
  public static func messages(_ topics: MQTTTopics, version: String, albums: [String] = []) -> [Message] {
    let device = object([
      ("identifiers", array([string(topics.nodeID)])), ("name", string(topics.name)),
      ("manufacturer", string("sdlphoto")), ("model", string("Photo frame")), ("sw_version", string(version)),
    ])
    func entity(_ component: String, _ object: String, _ name: String, _ fields: [(String, String)]) -> Message {
      let common: [(String, String)] = [
        ("name", string(name)), ("unique_id", string("\(topics.nodeID)_\(object)")),
        ("availability_topic", string(topics.available)), ("device", device),
      ]
      return Message(
        topic: "homeassistant/\(component)/\(topics.nodeID)/\(object)/config", payload: Self.object(common + fields))
    }
    var messages = [
      entity(
        "button", "next", "Next photo",
        [
          ("command_topic", string(topics.command)), ("payload_press", string("next")),
          ("icon", string("mdi:skip-next")),
        ]),
      entity(
        "button", "previous", "Previous photo",
        [
          ("command_topic", string(topics.command)), ("payload_press", string("previous")),
          ("icon", string("mdi:skip-previous")),
        ]),
      entity(
        "switch", "slideshow", "Slideshow",
        [
          ("command_topic", string(topics.slideshowSet)), ("state_topic", string(topics.state)),
          ("value_template", string(slideshowTemplate)), ("icon", string("mdi:play-box-multiple")),
        ]),
      entity(
        "switch", "display", "Display",
        [
          ("command_topic", string(topics.command)), ("payload_on", string("display on")),
          ("payload_off", string("display off")), ("state_topic", string(topics.state)),
          ("value_template", string("{{ 'display off' if value_json.asleep | default(false) else 'display on' }}")),
          ("icon", string("mdi:monitor")),
        ]),
      sensor(entity, "file", "Photo", "{{ value_json.name }}", icon: "mdi:image", topics),
      sensor(entity, "date", "Date taken", "{{ value_json.date | default('') }}", icon: "mdi:calendar", topics),
      sensor(entity, "place", "Place", "{{ value_json.place | default('') }}", icon: "mdi:map-marker", topics),
      entity(
        "image", "photo", "Photo on screen",
        [("image_topic", string(topics.photo)), ("content_type", string("image/jpeg")), ("icon", string("mdi:image"))]),
    ]
    if !albums.isEmpty {
      messages.append(
        entity(
          "select", "album", "Album",
          [
            ("command_topic", string(topics.albumSet)), ("state_topic", string(topics.album)),
            ("options", array(albums.map(string))), ("icon", string("mdi:folder-image")),
          ]))
    }
    return messages
  }

  /// The command the slideshow switch's `payload` means, the frame's last state line being `state`: `ON` starts a
  /// slideshow of `interval` seconds when none runs, else resumes it; `OFF` pauses it; nil for anything else.
  public static func slideshowCommand(_ payload: String, state: String?, interval: Double) -> String? {
    switch payload.trimmingCharacters(in: .whitespacesAndNewlines).uppercased() {
    case "ON":
      let none = state.map { $0.contains("\"slideshow\":null") } ?? true
      return none ? "slideshow \(TraceFrame.number(interval))" : "resume"
    case "OFF": return "pause"
    default: return nil
    }
  }

  /// ON while a slideshow runs and is not paused.
  static let slideshowTemplate =
    "{{ 'ON' if value_json.slideshow is not none and not (value_json.paused | default(false)) else 'OFF' }}"

  static func sensor(
    _ entity: (String, String, String, [(String, String)]) -> Message, _ object: String, _ name: String,
    _ template: String, icon: String, _ topics: MQTTTopics
  ) -> Message {
    entity(
      "sensor", object, name,
      [("state_topic", string(topics.state)), ("value_template", string(template)), ("icon", string(icon))])
  }

  /// A JSON string.
  static func string(_ text: String) -> String { QuotedString.quoted(text) }
  /// A JSON array of JSON values.
  static func array(_ values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }
  /// A JSON object of (key, JSON value) in order.
  static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(QuotedString.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}
