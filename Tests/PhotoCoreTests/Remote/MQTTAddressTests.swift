import Foundation
import Testing

@testable import PhotoCore

/// `--mqtt`'s URL, the frame's topics and Home Assistant's discovery messages.
@Suite struct MQTTAddressTests {
  func parsed(_ text: String) -> MQTTAddress? { try? MQTTAddress.parse(text).get() }

  @Test func theURLsPartsAndTheirDefaults() throws {
    let plain = try #require(parsed("mqtt://broker.lan"))
    #expect(plain.host == "broker.lan" && plain.port == 1883 && !plain.tls && plain.user == nil)
    #expect(plain.prefix == "sdlphoto" && plain.description == "mqtt://broker.lan:1883/sdlphoto")
    let full = try #require(parsed("mqtts://frame:p%40ss:w%3Ard@10.0.0.2:8884/home/frames/"))
    #expect(full.tls && full.port == 8884 && full.host == "10.0.0.2" && full.prefix == "home/frames")
    #expect(full.user == "frame" && full.password == "p@ss:w:rd")
    #expect(!full.description.contains("p@ss") && full.description == "mqtts://frame@10.0.0.2:8884/home/frames")
    #expect(parsed("mqtts://[::1]")?.port == 8883 && parsed("mqtts://[::1]")?.host == "::1")
    #expect(parsed("mqtt://[::1]:1884")?.description == "mqtt://[::1]:1884/sdlphoto")
    for bad in [
      "broker.lan", "http://broker", "mqtt://", "mqtt://host:0", "mqtt://host:65536", "mqtt://host:x",
      "mqtt://@host", "mqtt://host/a/+/b", "mqtt://host/a//b", "mqtt://[::1", "mqtt://ho st",
    ] {
      #expect(parsed(bad) == nil, "\(bad)")
    }
  }

  @Test func topicsAreOneLevelEachAndTheNodeIDIsHomeAssistants() {
    let topics = MQTTTopics(prefix: "home", name: "Living room/#1")
    #expect(topics.name == "Living-room--1" && topics.state == "home/Living-room--1/state")
    #expect(topics.allCommand == "home/all/command" && topics.nodeID == "sdlphoto_Living-room--1")
    #expect(MQTTTopics(prefix: "p", name: "").name == "frame")
    #expect(MQTTTopics(prefix: "p", name: "küche").nodeID == "sdlphoto_k_che")
  }

  @Test func discoveryIsOneDeviceWhoseEntitiesReadTheState() throws {
    let topics = MQTTTopics(prefix: "sdlphoto", name: "hall")
    let messages = HomeAssistantDiscovery.messages(topics, version: "1.2.3", albums: ["Trip", "Home"])
    #expect(Set(messages.map(\.topic)).count == messages.count, "one topic each")
    // Without albums in the config, no select.
    let plain = HomeAssistantDiscovery.messages(topics, version: "1.2.3")
    #expect(plain.count == messages.count - 1 && !plain.contains { $0.topic.contains("/select/") })
    var ids: Set<String> = []
    for message in messages {
      let parts = message.topic.split(separator: "/")
      #expect(parts.count == 5 && parts[0] == "homeassistant" && parts[2] == "sdlphoto_hall" && parts[4] == "config")
      let json = try #require(JSONSerialization.jsonObject(with: Data(message.payload.utf8)) as? [String: Any])
      let device = try #require(json["device"] as? [String: Any])
      #expect(device["identifiers"] as? [String] == ["sdlphoto_hall"] && device["sw_version"] as? String == "1.2.3")
      #expect(json["availability_topic"] as? String == "sdlphoto/hall/available")
      ids.insert(try #require(json["unique_id"] as? String))
      switch parts[1] {
      case "button":
        #expect(json["command_topic"] as? String == "sdlphoto/hall/command")
        #expect(["next", "previous"].contains(json["payload_press"] as? String))
      case "image":
        #expect(
          json["image_topic"] as? String == "sdlphoto/hall/photo" && json["content_type"] as? String == "image/jpeg")
      case "select":
        #expect(json["command_topic"] as? String == "sdlphoto/hall/album/set")
        #expect(
          json["state_topic"] as? String == "sdlphoto/hall/album" && json["options"] as? [String] == ["Trip", "Home"])
      default:
        #expect(json["state_topic"] as? String == "sdlphoto/hall/state" && json["value_template"] is String)
      }
    }
    #expect(
      ids.count == messages.count && ids.contains("sdlphoto_hall_next") && ids.contains("sdlphoto_hall_slideshow"))
    let slideshow = try #require(messages.first { $0.topic.contains("/switch/") })
    #expect(slideshow.payload.contains("\"command_topic\":\"sdlphoto/hall/slideshow/set\""))
  }

  @Test func theSlideshowSwitchStartsResumesAndPauses() {
    let none = #"{"page":0,"slideshow":null}"#
    let running = #"{"page":0,"slideshow":10,"paused":true}"#
    #expect(HomeAssistantDiscovery.slideshowCommand("ON", state: none, interval: 10) == "slideshow 10")
    #expect(HomeAssistantDiscovery.slideshowCommand("on", state: running, interval: 10) == "resume")
    #expect(HomeAssistantDiscovery.slideshowCommand("OFF", state: running, interval: 10) == "pause")
    #expect(HomeAssistantDiscovery.slideshowCommand("toggle", state: running, interval: 10) == nil)
    for command in ["slideshow 10", "resume", "pause"] {
      #expect((try? RemoteCommand.parse(command).get()) != nil, "\(command) is the control socket's")
    }
  }
}

@Suite struct NamedAlbumTests {
  let albums = [
    NamedAlbum(name: "Photos", path: "/home/ana/Pictures/"), NamedAlbum(name: "Trip", path: "/home/ana/Pictures/2024"),
    NamedAlbum(name: "Best", path: "/home/ana/best.m3u"),
  ]

  @Test func theAlbumShowingAFileIsTheDeepestFolderHoldingIt() {
    #expect(NamedAlbum.showing("/home/ana/Pictures/2024/a.jpg", in: albums)?.name == "Trip")
    #expect(NamedAlbum.showing("/home/ana/Pictures/2023/b.jpg", in: albums)?.name == "Photos")
    #expect(
      NamedAlbum.showing("/home/ana/Pictures/2024b/c.jpg", in: albums)?.name == "Photos", "not a prefix of a name")
    #expect(NamedAlbum.showing("/home/ana/best.m3u", in: albums)?.name == "Best")
    #expect(NamedAlbum.showing("/srv/other.jpg", in: albums) == nil)
    #expect(NamedAlbum.showing("/x/y.jpg", in: [NamedAlbum(name: "All", path: "/")])?.name == "All")
  }
}
