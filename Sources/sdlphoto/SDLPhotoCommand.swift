import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// `sdlphoto [PATH...]`: the command line, parsed by swift-argument-parser.
@main
struct SDLPhotoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sdlphoto",
    abstract: "A fast, touch-friendly photo viewer.",
    discussion: """
      Opens a folder (its photos in natural order), one or more files (the first one's folder, at that \
      photo), or the bundled demo album when no path is given.
      Keys: Left/Right, Page Up/Down, Space/Backspace, Home/End page; F or F11 full screen; \
      Escape leaves full screen or quits; Q quits.
      """,
    version: SDLPhotoVersion.string)

  @Argument(help: "Folders or photo files to open (default: the demo album).")
  var paths: [String] = []

  @Flag(help: "Start in full screen.")
  var fullscreen = false

  @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
  var size: WindowSize?

  @Flag(help: "Print details (renderer, timings) on stderr.")
  var verbose = false

  @Option(help: ArgumentHelp("Play input from a script on a fixed-step clock.", valueName: "FILE"))
  var script: String?

  @Option(help: "Frames per second of the scripted clock.")
  var fps = 60

  @Option(help: ArgumentHelp("Write one JSON line per rendered frame.", valueName: "FILE"))
  var trace: String?

  @Option(help: ArgumentHelp("Write every frame as DIR/frame-NNNNNN.png.", valueName: "DIR"))
  var record: String?

  @Option(help: "Page transitions: 'slide' (animated) or 'none' (instant).")
  var transition: Transition = .slide

  func validate() throws {
    guard (1...1000).contains(fps) else { throw ValidationError("--fps must be between 1 and 1000") }
    if script == nil && (trace != nil || record != nil) {
      // Allowed: an interactive run can be traced and recorded too.
    }
  }

  func run() throws {
    let album: Album
    do {
      album = try AlbumLister(demoAlbumPath: DemoAlbum.path()).album(for: paths)
    } catch {
      fail(UserText.message(for: error))
    }
    let session: SDLSession
    do {
      session = try SDLSession(verbose: verbose)
    } catch {
      fail("cannot start the display: \(error)")
    }
    var options = AppOptions()
    options.fullscreen = fullscreen
    options.windowSize = size.map { ($0.width, $0.height) }
    options.verbose = verbose
    options.fps = fps
    options.tracePath = trace
    options.recordDirectory = record
    options.animatesTransitions = transition == .slide
    if let script {
      do {
        let text = try String(contentsOfFile: script, encoding: .utf8)
        options.script = try Script.parse(text, isKnownKey: session.isKnownKey)
      } catch let error as ScriptError {
        fail("\(script): \(UserText.message(for: error))")
      } catch {
        fail("\(script): cannot read the script (\(error.localizedDescription))")
      }
    }
    let code: Int32
    do {
      let app = try App(album: album, options: options)
      code = try app.run()
    } catch {
      fail(UserText.message(for: error))
    }
    withExtendedLifetime(session) {}
    if code != 0 { throw ExitCode(code) }
  }

  /// Prints `message` as one line on stderr and exits with status 1.
  private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("sdlphoto: \(message)\n".utf8))
    Foundation.exit(1)
  }
}

/// `--transition` values.
enum Transition: String, ExpressibleByArgument, CaseIterable {
  case slide, none
}

/// `--size WxH`.
struct WindowSize: ExpressibleByArgument {
  var width: Int
  var height: Int

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w), (1...16384).contains(h)
    else { return nil }
    width = w
    height = h
  }
}
