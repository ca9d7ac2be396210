import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// The command line's options of one concern, under the title "Remote control" in `--help` and the man page:
/// The remote controls: a Unix socket, an HTTP API with its phone page, an MQTT broker.
struct RemoteArguments: OptionsGroup {
  /// The title of these options in `--help`, the man page and `--print-config`.
  static let title = "Remote control"
  /// The config file\'s table of these options.
  static let table = "remote"

  @Option(
    help: ArgumentHelp(
      "Listen for commands on this Unix socket (mode 0600): next, prev, goto N|NAME, zoom fit|actual|in|out, pause, resume, slideshow SECONDS, display on|off, open PATH, status, subscribe, quit; one a line.",
      valueName: "PATH"))
  var control: String?

  @Option(
    help: ArgumentHelp(
      "Serve the remote control over HTTP on ADDR:PORT (or PORT, on 127.0.0.1): a JSON API and a page for a phone. Any address but the loopback needs --http-token.",
      valueName: "ADDR:PORT"))
  var http: HTTPAddress?

  @Option(
    help: ArgumentHelp(
      "The token every --http API call must carry (Authorization: Bearer TOKEN, or typed once into the page).",
      valueName: "TOKEN"))
  var httpToken: String?

  @Option(
    help: ArgumentHelp(
      "Join the MQTT broker at mqtt://[USER[:PASS]@]HOST[:PORT][/PREFIX] (or mqtts://): state, availability and commands under PREFIX/NAME (default prefix sdlphoto), PREFIX/all/command for every frame, and Home Assistant's discovery.",
      valueName: "URL"))
  var mqtt: String?

  @Option(help: ArgumentHelp("The frame's name in its MQTT topics (default: the host's name).", valueName: "NAME"))
  var mqttName: String?

  @Option(
    help: ArgumentHelp(
      "Read the MQTT password from this file (its first line), rather than from the URL.", valueName: "FILE"))
  var mqttPasswordFile: String?

  @Option(
    help: ArgumentHelp(
      "Check an mqtts:// broker's certificate against this certificate authority (PEM).", valueName: "FILE"))
  var mqttCa: String?

  @Option(help: ArgumentHelp("Send Home Assistant's MQTT discovery: on (default) or off.", valueName: "on|off"))
  var mqttDiscovery: String?

  @Option(
    help: ArgumentHelp(
      "Send the command given as the paths (e.g. 'sdlphoto --send SOCKET goto 5') to the viewer listening on SOCKET, print its answer and quit.",
      valueName: "SOCKET"))
  var send: String?
}

extension RemoteArguments {
  /// The remote controls' options, and the ones that go together.
  func validate() throws {
    if let http, !http.isLoopback, (httpToken ?? "").isEmpty {
      throw ValidationError(tr("--http {0} is reachable from other machines: give it an --http-token", "\(http)"))
    }
    if let httpToken, httpToken.count < 8 {
      throw ValidationError(tr("--http-token must be at least 8 characters"))
    }
    if mqtt == nil && (mqttName != nil || mqttPasswordFile != nil || mqttCa != nil || mqttDiscovery != nil) {
      throw ValidationError(tr("--mqtt-name, --mqtt-password-file, --mqtt-ca and --mqtt-discovery go with --mqtt URL"))
    }
    if let mqttDiscovery, !["on", "off"].contains(mqttDiscovery) {
      throw ValidationError(tr("--mqtt-discovery takes on or off"))
    }
    _ = try mqttAddress()
  }

  /// `--mqtt`'s address, its password from `--mqtt-password-file` when given (the file's first line).
  func mqttAddress() throws -> MQTTAddress? {
    guard let mqtt else { return nil }
    var address: MQTTAddress
    switch MQTTAddress.parse(mqtt) {
    case .success(let parsed): address = parsed
    case .failure(let error): throw ValidationError(error.message)
    }
    if let mqttPasswordFile {
      guard
        let text = FileManager.default.contents(atPath: mqttPasswordFile).map({ String(decoding: $0, as: UTF8.self) })
      else { throw ValidationError(tr("--mqtt-password-file: cannot read {0}", mqttPasswordFile)) }
      address.password = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
      if address.user == nil {
        throw ValidationError(tr("--mqtt-password-file needs a user in the URL (mqtt://USER@HOST)"))
      }
    }
    if let mqttCa, !FileManager.default.isReadableFile(atPath: mqttCa) {
      throw ValidationError(tr("--mqtt-ca: cannot read {0}", mqttCa))
    }
    return address
  }
}
